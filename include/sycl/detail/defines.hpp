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

// PRISM_SYCL_HOST_DEVICE marks the functions that call the device builtins
// but are called from user code Clang sees as host code (kernel lambdas):
// a host function may call a host-device one, and the host compile never
// emits it, so its calls to device-only builtins are never diagnosed there.
#if defined(__HIP__) || defined(__CUDA__)
#define PRISM_SYCL_KERNEL __attribute__((global))
#define PRISM_SYCL_DEVICE __attribute__((device))
#define PRISM_SYCL_HOST_DEVICE __attribute__((host, device))
#else
#define PRISM_SYCL_KERNEL
#define PRISM_SYCL_DEVICE
#define PRISM_SYCL_HOST_DEVICE
#endif

// PRISM_SYCL_COLD marks rarely run code (sycl::stream's output) to be kept
// out of line: prism-strip-optnone leaves the noinline of a cold function
// even in -O0 device code, so that a device compiler does not get a copy of
// it at every call.
#define PRISM_SYCL_COLD __attribute__((noinline, cold))

// PRISM_SYCL_INLINE marks header functions that hold a work-group barrier,
// directly or through the functions they call, and those that must be one
// call per call site in user code (group_local_memory): always inlined in
// device code. (PoCL's work-group compiler takes minutes over a kernel that
// calls barrier-holding functions many times, and seconds over the same
// barriers inlined.) Plain C++ compiles never need it.
#if defined(__HIP__) || defined(__CUDA__)
#define PRISM_SYCL_INLINE __attribute__((always_inline))
#else
#define PRISM_SYCL_INLINE
#endif

// SYCL_EXTERNAL: a function defined in one translation unit and called from
// kernels of another. Host-device, so that its translation unit's device
// compile emits it, with external linkage, for the device link to find.
#define SYCL_EXTERNAL PRISM_SYCL_HOST_DEVICE

#endif // SYCL_DETAIL_DEFINES_HPP
