//===- vector_functions.h - CUDA's make_float4 and co. --------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A header CUDA programs include by name; cuda_runtime.h gives what it
// names.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_VECTOR_FUNCTIONS_H
#define PRISM_VECTOR_FUNCTIONS_H

#include "cuda_runtime.h"

#endif // PRISM_VECTOR_FUNCTIONS_H
