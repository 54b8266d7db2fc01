//===- device_functions.h - CUDA's device functions -----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A header CUDA programs include by name; cuda_runtime.h gives what it
// names.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DEVICE_FUNCTIONS_H
#define PRISM_DEVICE_FUNCTIONS_H

#include "cuda_runtime.h"

#endif // PRISM_DEVICE_FUNCTIONS_H
