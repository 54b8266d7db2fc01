//===- device_launch_parameters.h - CUDA's built-in variables -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A header CUDA programs include by name; cuda_runtime.h gives what it
// names.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DEVICE_LAUNCH_PARAMETERS_H
#define PRISM_DEVICE_LAUNCH_PARAMETERS_H

#include "cuda_runtime.h"

#endif // PRISM_DEVICE_LAUNCH_PARAMETERS_H
