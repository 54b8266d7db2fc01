//===- sycl/kernel.hpp - sycl::kernel, a kernel of an executable bundle ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_KERNEL_HPP
#define SYCL_KERNEL_HPP

#include "sycl/backend.hpp"
#include "sycl/bundle_state.hpp"
#include "sycl/context.hpp"
#include "sycl/detail/forward.hpp"
#include "sycl/detail/std_function.hpp"

#include <cstdint>
#include <memory>
#include <string>

namespace sycl {

namespace info {
namespace kernel {
/// The kernel's device symbol name (kernel_id::get_name).
struct function_name {
  using return_type = std::string;
};
/// The arguments the backend kernel takes: Prism passes a SYCL kernel its
/// functor as one argument (and, on SPIR-V, a local-memory argument when
/// the kernel uses local memory, which is not counted).
struct num_args {
  using return_type = uint32_t;
};
struct attributes {
  using return_type = std::string;
};
struct context {
  using return_type = sycl::context;
};
} // namespace kernel
} // namespace info

class kernel {
public:
  kernel() = delete;

  backend get_backend() const noexcept;
  context get_context() const;
  kernel_bundle<bundle_state::executable> get_kernel_bundle() const;
  template <typename Param> typename Param::return_type get_info() const;

  friend bool operator==(const kernel &L, const kernel &R) noexcept {
    return L.Bundle == R.Bundle && L.Name == R.Name;
  }
  friend bool operator!=(const kernel &L, const kernel &R) noexcept {
    return !(L == R);
  }

private:
  friend struct detail::impl_access;
  friend struct std::hash<kernel>;
  kernel(std::shared_ptr<detail::kernel_bundle_impl> Bundle, const char *Name)
      : Bundle(std::move(Bundle)), Name(Name) {}

  std::shared_ptr<detail::kernel_bundle_impl> Bundle;
  const char *Name; // interned, as kernel_id's
};

} // namespace sycl

template <> struct std::hash<sycl::kernel> {
  size_t operator()(const sycl::kernel &K) const noexcept {
    return std::hash<const void *>()(K.Name);
  }
};

#endif // SYCL_KERNEL_HPP
