//===- sycl/kernel_id.hpp - sycl::kernel_id -------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The identifier of a kernel (get_kernel_id, get_kernel_ids, kernel
// bundles): the kernel's device symbol name, interned by libsycl so that
// equal ids hold the same pointer.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_KERNEL_ID_HPP
#define SYCL_KERNEL_ID_HPP

#include "sycl/detail/forward.hpp"
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
  friend struct detail::impl_access;
  explicit kernel_id(const char *Name) : Name(Name) {}
  const char *Name;
};

} // namespace sycl

template <> struct std::hash<sycl::kernel_id> {
  size_t operator()(const sycl::kernel_id &K) const noexcept {
    return std::hash<const void *>()(K.Name);
  }
};

#endif // SYCL_KERNEL_ID_HPP
