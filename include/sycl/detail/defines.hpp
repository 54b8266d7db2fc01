//===- sycl/detail/defines.hpp - Attribute macros for the SYCL headers ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The SYCL headers are compiled three ways: the HIP-mode device compile, the
// HIP-mode host compile (both with __HIP__), and plain C++ (libsycl's own
// sources, users' host-only tools). These macros spell the HIP attributes
// only where Clang understands them.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_DEFINES_HPP
#define SYCL_DETAIL_DEFINES_HPP

#if defined(__HIP__) || defined(__CUDA__)
#define PRISM_SYCL_KERNEL __attribute__((global))
#define PRISM_SYCL_DEVICE __attribute__((device))
#else
#define PRISM_SYCL_KERNEL
#define PRISM_SYCL_DEVICE
#endif

#endif // SYCL_DETAIL_DEFINES_HPP
