//===- hip/hip_printf.h - printf in device code ---------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// printf in device code, as <stdio.h>'s printf is in host code. On NVPTX
// (CUDA mode) prism/device_printf.h declares the device printf, which
// Clang compiles into CUDA's vprintf. On SPIR-V (HIP mode) it is declared
// here, a __device__ overload of the C library's, named __prism_printf for
// the linker: that is the function prism-lower-printf turns into OpenCL's
// printf. The format must be a string literal, as OpenCL requires.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_PRINTF_H
#define HIP_HIP_PRINTF_H

#include "hip/hip_qualifiers.h"
#include "prism/device_printf.h"

#if defined(__HIP__)
extern "C" __device__ int printf(const char *Format,
                                 ...) __asm__("__prism_printf");
#endif

#endif // HIP_HIP_PRINTF_H
