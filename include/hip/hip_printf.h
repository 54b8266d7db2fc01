//===- hip/hip_printf.h - printf in device code ---------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// printf in device code, as <stdio.h>'s printf is in host code. On NVPTX
// prism/device/printf.h declares the device printf, which Clang's CUDA mode
// compiles into CUDA's vprintf. For SPIR-V (and in the host compile, which
// parses the device code too) it is declared here, a __device__ overload of
// the C library's, named __prism_printf for the linker: that is the
// function prism-lower-printf turns into OpenCL's printf. The format must be
// a string literal, as OpenCL requires. The PTX compile of a HIP source
// defines __HIP__ too, so __NVPTX__ tells them apart. <stdio.h> comes
// with it, as with CUDA's headers: host code calls printf without including
// it, and would otherwise see only the device one.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_PRINTF_H
#define HIP_HIP_PRINTF_H

#include "hip/hip_qualifiers.h"
#include "prism/device/printf.h"

#include <stdio.h>

#ifndef __NVPTX__
extern "C" __device__ int printf(const char *Format,
                                 ...) __asm__("__prism_printf");
#endif

#endif // HIP_HIP_PRINTF_H
