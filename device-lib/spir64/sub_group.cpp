//===- sub_group.cpp - Sub-group builtins for spir64 ----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Implements prism/device/sub_groups.h with SPIR-V's sub-group builtin
// variables, OpGroupNonUniformShuffle and OpGroupAny/All at Subgroup scope.
// A device without sub-groups of its own (PoCL) gets them defined by the
// OpenCL plugin as sub-groups of one work-item when it translates the image
// (runtime/plugins/opencl/single_item_sub_groups.cpp).
//
//===----------------------------------------------------------------------===//
#include "prism/device/sub_groups.h"
#include "spirv_builtins.h"

extern "C" {

PRISM_DEVICE_FN uint32_t __prism_sub_group_local_id(void) {
  return __spirv_BuiltInSubgroupLocalInvocationId();
}

PRISM_DEVICE_FN uint32_t __prism_sub_group_size(void) {
  return __spirv_BuiltInSubgroupSize();
}

PRISM_DEVICE_FN uint32_t __prism_sub_group_max_size(void) {
  return __spirv_BuiltInSubgroupMaxSize();
}

PRISM_DEVICE_FN uint32_t __prism_sub_group_id(void) {
  return __spirv_BuiltInSubgroupId();
}

PRISM_DEVICE_FN uint32_t __prism_num_sub_groups(void) {
  return __spirv_BuiltInNumSubgroups();
}

PRISM_DEVICE_FN uint32_t __prism_sub_group_shuffle_u32(uint32_t Value,
                                                       uint32_t Lane) {
  return __spirv_GroupNonUniformShuffle(PrismScopeSubgroup, Value, Lane);
}

PRISM_DEVICE_FN uint64_t __prism_sub_group_shuffle_u64(uint64_t Value,
                                                       uint32_t Lane) {
  return __spirv_GroupNonUniformShuffle(PrismScopeSubgroup, Value, Lane);
}

// SPIR-V 1.0 cannot ask which invocations are active.
PRISM_DEVICE_FN uint64_t __prism_sub_group_converged_lanes(void) {
  uint32_t Lanes = __spirv_BuiltInSubgroupSize();
  return Lanes >= 64 ? ~uint64_t(0) : (uint64_t(1) << Lanes) - 1;
}

PRISM_DEVICE_FN bool __prism_sub_group_any(bool Predicate) {
  return __spirv_GroupAny(PrismScopeSubgroup, Predicate);
}

PRISM_DEVICE_FN bool __prism_sub_group_all(bool Predicate) {
  return __spirv_GroupAll(PrismScopeSubgroup, Predicate);
}

// The translator's OpenCL 1.2 form of a Subgroup-scope OpControlBarrier is a
// work-group barrier(), which would wait for other sub-groups on a device
// that runs SPIR. A sub-group of one work-item needs no barrier at all, and
// the test is a constant once the device's sub-group size is known.
PRISM_DEVICE_FN void __prism_sub_group_barrier(void) {
  if (__spirv_BuiltInSubgroupMaxSize() > 1)
    __spirv_ControlBarrier(PrismScopeSubgroup, PrismScopeSubgroup,
                           PrismSequentiallyConsistent | PrismWorkgroupMemory |
                               PrismCrossWorkgroupMemory);
}

// OpenCL leaves the mapping of work-items to sub-groups to the device.
PRISM_DEVICE_FN bool __prism_sub_groups_are_linear(void) { return false; }

} // extern "C"
