//===- barrier.cpp - Work-group barrier for nvptx64 -----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// bar.sync 0 waits for the whole block and orders its shared and global
// memory accesses, which is what a SYCL work-group barrier promises.
//
//===----------------------------------------------------------------------===//
#include "prism/device/builtins.h"

extern "C" PRISM_DEVICE_FN void __prism_barrier(void) { __syncthreads(); }
