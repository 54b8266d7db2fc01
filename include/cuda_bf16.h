//===- cuda_bf16.h - CUDA's bfloat16 --------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's name for the header of __nv_bfloat16 and __nv_bfloat162.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CUDA_BF16_H
#define PRISM_CUDA_BF16_H

#include "hip/hip_bf16.h"

#endif // PRISM_CUDA_BF16_H
