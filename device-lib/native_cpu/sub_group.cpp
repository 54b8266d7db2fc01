//===- sub_group.cpp - Sub-groups for the native CPU target ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Implements prism/device/sub_groups.h with sub-groups of one work-item, as
// the native_cpu plugin reports them (PRISM_DEVICE_INFO_SUB_GROUP_SIZES
// {1}): a work-item's sub-group is itself, numbered by its local linear id,
// so shuffles and votes are the work-item's own values and the sub-group
// barrier has no one to wait for.
//
//===----------------------------------------------------------------------===//
#include "prism/device/sub_groups.h"

extern "C" {

PRISM_DEVICE_FN uint32_t __prism_sub_group_local_id(void) { return 0; }

PRISM_DEVICE_FN uint32_t __prism_sub_group_size(void) { return 1; }

PRISM_DEVICE_FN uint32_t __prism_sub_group_max_size(void) { return 1; }

PRISM_DEVICE_FN uint32_t __prism_sub_group_id(void) {
  return uint32_t(
      __prism_local_id(0) +
      __prism_local_size(0) *
          (__prism_local_id(1) + __prism_local_size(1) * __prism_local_id(2)));
}

PRISM_DEVICE_FN uint32_t __prism_num_sub_groups(void) {
  return uint32_t(__prism_local_size(0) * __prism_local_size(1) *
                  __prism_local_size(2));
}

PRISM_DEVICE_FN uint32_t __prism_sub_group_shuffle_u32(uint32_t Value,
                                                       uint32_t) {
  return Value;
}

PRISM_DEVICE_FN uint64_t __prism_sub_group_shuffle_u64(uint64_t Value,
                                                       uint32_t) {
  return Value;
}

PRISM_DEVICE_FN bool __prism_sub_group_any(bool Predicate) { return Predicate; }

PRISM_DEVICE_FN bool __prism_sub_group_all(bool Predicate) { return Predicate; }

PRISM_DEVICE_FN void __prism_sub_group_barrier(void) {}

PRISM_DEVICE_FN bool __prism_sub_groups_are_linear(void) { return true; }

} // extern "C"
