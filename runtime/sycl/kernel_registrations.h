//===- kernel_registrations.h - Kernels the SYCL headers registered -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What sycl/detail/named_kernels.hpp records before main: the kernel of each
// name type, and the kernels that take a kernel_handler. Kernel ids are the
// kernels' device symbol names, interned here so that equal ids hold the
// same pointer.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_KERNEL_REGISTRATIONS_H
#define PRISM_SYCL_KERNEL_REGISTRATIONS_H

#include <string>

namespace sycl {
namespace detail {

/// The host handle of the kernel named by NameTag, or null.
const void *namedKernelHandle(const void *NameTag);
/// Whether the kernel with host handle Handle takes a kernel_handler.
bool takesKernelHandler(const void *Handle);
/// The interned copy of a kernel's device symbol name.
const char *internKernelName(const std::string &Name);

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_KERNEL_REGISTRATIONS_H
