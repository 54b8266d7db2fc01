//===- shuffle_gathers.cpp - Gathers of targets that shuffle in registers -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The gathers of prism/device/sub_groups.h for targets whose sub-groups
// exchange values in registers (spir64, nvptx64): the gather does nothing
// and each read is a shuffle, so the headers' algorithms keep their
// shuffle trees there (__prism_sub_group_exchanges_through_memory is
// false). The native CPU's are in native_cpu/sub_group.cpp.
//
//===----------------------------------------------------------------------===//
#include "prism/device/sub_groups.h"

extern "C" {

PRISM_DEVICE_FN bool __prism_sub_group_exchanges_through_memory(void) {
  return false;
}

PRISM_DEVICE_FN void __prism_sub_group_gather_u64(uint64_t) {}

PRISM_DEVICE_FN uint64_t __prism_sub_group_gathered_u64(uint64_t Value,
                                                        uint32_t Lane) {
  return __prism_sub_group_shuffle_u64(Value, Lane);
}

} // extern "C"
