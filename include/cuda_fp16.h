//===- cuda_fp16.h - CUDA's 16-bit floating point -------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's name for the header of __half and __half2.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CUDA_FP16_H
#define PRISM_CUDA_FP16_H

#include "hip/hip_fp16.h"

#endif // PRISM_CUDA_FP16_H
