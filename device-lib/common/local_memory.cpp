//===- local_memory.cpp - The work-group's dynamic local memory -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Dynamic local memory is CUDA's `extern __shared__` array: an external,
// unsized work-group variable that every such declaration aliases, sized at
// launch. The NVPTX backend makes it .extern .shared; for SPIR-V, which has
// no such thing, prism-dynamic-local-memory turns it into a kernel
// parameter. Built for both targets.
//
//===----------------------------------------------------------------------===//
#include "prism/device/builtins.h"

extern __attribute__((shared))
__attribute__((aligned(64))) unsigned char __prism_dynamic_local[];

extern "C" PRISM_DEVICE_FN unsigned char *__prism_dynamic_local_memory(void) {
  return __prism_dynamic_local;
}
