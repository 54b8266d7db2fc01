//===- prism/device/printf.h - printf for device code ---------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// PRISM_DEVICE_PRINTF(format, ...) is the printf that the language layers
// (SYCL's experimental::printf and stream, later HIP's and CUDA's printf)
// call in device code.
//
//  - SPIR-V (the HIP-mode compile): __prism_printf, which no device library
//    defines: the post-link pass prism-lower-printf rewrites every call into
//    OpenCL's printf. It has a name of its own, not printf, so that the
//    optimiser does not turn a call into puts or putchar, which no device
//    has. The format must be a string literal (or a constant array): OpenCL
//    reads it from constant memory, so the pass has to find it at compile
//    time.
//  - PTX (the CUDA-mode compile): printf itself, the one variadic device
//    function CUDA mode allows to be declared, whose calls Clang compiles
//    into CUDA's vprintf(format, arguments) with the argument buffer laid
//    out as CUDA's compiler lays it out; the CUDA driver provides vprintf.
//
// Arguments are scalars after C's default promotions (integers of at least
// int's width, double, pointers). Only usable in device code.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DEVICE_PRINTF_H
#define PRISM_DEVICE_PRINTF_H

#include "prism/device/builtins.h"

#if defined(__NVPTX__)
extern "C" PRISM_DEVICE_FN int printf(const char *Format, ...);
#define PRISM_DEVICE_PRINTF ::printf
#else
extern "C" PRISM_DEVICE_FN int __prism_printf(const char *Format,
                                              ...) PRISM_HOST_FALLBACK;
#define PRISM_DEVICE_PRINTF ::__prism_printf
#endif

#endif // PRISM_DEVICE_PRINTF_H
