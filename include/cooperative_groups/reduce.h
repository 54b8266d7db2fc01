//===- cooperative_groups/reduce.h - cooperative_groups::reduce -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's header of cooperative_groups::reduce, which Prism's
// cooperative_groups.h declares with the rest.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_COOPERATIVE_GROUPS_REDUCE_H
#define PRISM_COOPERATIVE_GROUPS_REDUCE_H

#include "cooperative_groups.h"

#endif // PRISM_COOPERATIVE_GROUPS_REDUCE_H
