//===- sycl/kernel_id.hpp - sycl::kernel_id -------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The identifier of a kernel. Prism has no kernel bundles yet, and runs no
// built-in kernels, so no kernel_id exists: the class is here as the element
// type of info::device::built_in_kernel_ids, which is always empty.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_KERNEL_ID_HPP
#define SYCL_KERNEL_ID_HPP

#include "sycl/detail/std_function.hpp"

namespace sycl {

class kernel_id {
public:
  kernel_id() = delete;

  const char *get_name() const noexcept { return Name; }

  friend bool operator==(const kernel_id &L, const kernel_id &R) noexcept {
    return L.Name == R.Name;
  }
  friend bool operator!=(const kernel_id &L, const kernel_id &R) noexcept {
    return !(L == R);
  }

private:
  friend struct std::hash<kernel_id>;
  const char *Name;
};

} // namespace sycl

template <> struct std::hash<sycl::kernel_id> {
  size_t operator()(const sycl::kernel_id &K) const noexcept {
    return std::hash<const void *>()(K.Name);
  }
};

#endif // SYCL_KERNEL_ID_HPP
