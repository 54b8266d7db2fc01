//===- sycl/access.hpp - The sycl::access enumerations --------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ACCESS_HPP
#define SYCL_ACCESS_HPP

namespace sycl {

enum class access_mode {
  read,
  write,
  read_write,
  discard_write,      // deprecated in SYCL 2020: write with no_init
  discard_read_write, // deprecated in SYCL 2020: read_write with no_init
  atomic              // deprecated in SYCL 2020
};

enum class target {
  device,
  host_task,
  constant_buffer, // deprecated in SYCL 2020
  local,           // deprecated in SYCL 2020
  host_buffer,     // deprecated in SYCL 2020
  global_buffer = device
};

namespace access {

using mode = access_mode;
using target = sycl::target;
/// Deprecated in SYCL 2020: an accessor is a placeholder when it is made
/// without a handler.
enum class placeholder { false_t, true_t };

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
