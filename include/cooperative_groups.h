//===- cooperative_groups.h - CUDA's cooperative groups -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's name for the cooperative groups header.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_COOPERATIVE_GROUPS_H
#define PRISM_COOPERATIVE_GROUPS_H

#include "hip/hip_cooperative_groups.h"

#endif // PRISM_COOPERATIVE_GROUPS_H
