//===- globals_kernels.cpp - A native CPU image with device variables -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The two kernels of prism/program_globals.h, as work-group functions, for
// one variable the host names ("counter", an int starting at 42), and a
// kernel that takes the program's buffer as PRISM_KERNEL_ARG_PROGRAM_GLOBALS.
//
//===----------------------------------------------------------------------===//
#include "prism/native_cpu_abi.h"
#include "prism/program_globals.h"

#define WORK_GROUP(NAME)                                                       \
  extern "C" __attribute__((visibility("default"))) void __prism_wg_##NAME(    \
      void *const *args, const prism_native_work_group *)

extern "C" __attribute__((visibility("default")))
const char __prism_native_cpu_isa[] = "x86-64";
extern "C" __attribute__((visibility("default")))
const char __prism_native_cpu_name[] = "x86-64";

// The buffer: 8 bytes of padding, then counter.
WORK_GROUP(__prism_globals_layout) {
  uint64_t *out = *static_cast<uint64_t **>(args[0]);
  const uint64_t capacity = *static_cast<uint64_t *>(args[1]);
  out[0] = 1;
  out[1] = 16;
  out[2] = 8;
  if (capacity >= 1) {
    out[3] = prismGlobalNameHash("counter");
    out[4] = 8;
    out[5] = sizeof(int);
  }
}

WORK_GROUP(__prism_globals_initialize) {
  unsigned char *buffer = *static_cast<unsigned char **>(args[0]);
  *reinterpret_cast<int *>(buffer + 8) = 42;
}

// counter += *amount
WORK_GROUP(bump_counter) {
  const int amount = *static_cast<int *>(args[0]);
  unsigned char *buffer = *static_cast<unsigned char **>(args[1]);
  *reinterpret_cast<int *>(buffer + 8) += amount;
}
