//===- sycl/access.hpp - The sycl::access enumerations --------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ACCESS_HPP
#define SYCL_ACCESS_HPP

namespace sycl {
namespace access {

/// Which memory a barrier or fence orders (nd_item::barrier).
enum class fence_space : char { local_space, global_space, global_and_local };

enum class address_space : int {
  global_space,
  local_space,
  constant_space,
  private_space,
  generic_space
};

enum class decorated : int { no, yes, legacy };

} // namespace access
} // namespace sycl

#endif // SYCL_ACCESS_HPP
