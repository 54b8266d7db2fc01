//===- sycl/detail/named_kernels.hpp - Kernel name types to kernels -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// get_kernel_id<KernelName>() must find a kernel from its name type alone,
// but the kernel's symbol also names its wrapper type, which only the launch
// knows. So each launch of a named kernel, or of one that takes a
// kernel_handler, instantiates (host compile only) a static registration
// that runs before main: the kernel's handle, its name type (known by the
// address of kernel_name_tag<Name>, one object per type), and whether it
// takes a kernel_handler (what kernel bundles report as using
// specialization constants). Other kernels pay nothing.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_NAMED_KERNELS_HPP
#define SYCL_DETAIL_NAMED_KERNELS_HPP

namespace sycl {
namespace detail {

template <typename KernelName> inline constexpr char kernel_name_tag = 0;

/// Records the kernel whose host handle is Handle: named by NameTag (null
/// for an unnamed kernel), and whether it takes a kernel_handler.
bool register_kernel(const void *NameTag, const void *Handle,
                     bool TakesKernelHandler) noexcept;

template <const char *NameTag, auto Entry, bool TakesKernelHandler>
struct kernel_registration {
  static inline const bool Registered = register_kernel(
      NameTag, reinterpret_cast<const void *>(Entry), TakesKernelHandler);
};

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_NAMED_KERNELS_HPP
