//===- sub_group.cpp - Sub-groups for the native CPU target ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Implements prism/device/sub_groups.h with sub-groups of
// PRISM_NATIVE_SUB_GROUP_SIZE consecutive local linear ids, as the
// native_cpu plugin reports them (the last one of a work-group may have
// fewer). Work-items exchange values through Exchange, a work-group
// variable with a slot per lane, between sub-group barriers, which
// prism-native-cpu-work-groups turns into cuts between the loops over a
// sub-group's work-items: every lane writes its slot, then every lane reads
// the slots it wants. The barrier before the writes keeps them from
// overwriting the slots of the previous exchange before each lane has read
// them; the vectoriser makes each side one vector step of the sub-group.
//
//===----------------------------------------------------------------------===//
#include "prism/device/sub_groups.h"
#include "prism/native_cpu_abi.h"

namespace {

constexpr uint32_t Lanes = PRISM_NATIVE_SUB_GROUP_SIZE;

__attribute__((shared)) uint64_t Exchange[Lanes];

PRISM_DEVICE_FN uint64_t localLinearId() {
  return __prism_local_id(0) +
         __prism_local_size(0) * (__prism_local_id(1) +
                                  __prism_local_size(1) * __prism_local_id(2));
}

PRISM_DEVICE_FN uint64_t workItems() {
  return __prism_local_size(0) * __prism_local_size(1) * __prism_local_size(2);
}

/// Every lane's Value, in Exchange.
PRISM_DEVICE_FN void publish(uint64_t Value) {
  __prism_sub_group_barrier();
  Exchange[localLinearId() % Lanes] = Value;
  __prism_sub_group_barrier();
}

} // namespace

extern "C" {

PRISM_DEVICE_FN uint32_t __prism_sub_group_local_id(void) {
  return uint32_t(localLinearId() % Lanes);
}

PRISM_DEVICE_FN uint32_t __prism_sub_group_size(void) {
  uint64_t Rest = workItems() - localLinearId() / Lanes * Lanes;
  return uint32_t(Rest < Lanes ? Rest : Lanes);
}

PRISM_DEVICE_FN uint32_t __prism_sub_group_max_size(void) { return Lanes; }

PRISM_DEVICE_FN uint32_t __prism_sub_group_id(void) {
  return uint32_t(localLinearId() / Lanes);
}

PRISM_DEVICE_FN uint32_t __prism_num_sub_groups(void) {
  return uint32_t((workItems() + Lanes - 1) / Lanes);
}

// A lane past the sub-group's size reads a slot of the sub-group anyway: an
// unspecified value, as sub_groups.h allows, and never memory outside it.
PRISM_DEVICE_FN uint64_t __prism_sub_group_shuffle_u64(uint64_t Value,
                                                       uint32_t Lane) {
  publish(Value);
  return Exchange[Lane % Lanes];
}

PRISM_DEVICE_FN uint32_t __prism_sub_group_shuffle_u32(uint32_t Value,
                                                       uint32_t Lane) {
  return uint32_t(__prism_sub_group_shuffle_u64(Value, Lane));
}

PRISM_DEVICE_FN bool __prism_sub_group_exchanges_through_memory(void) {
  return true;
}

PRISM_DEVICE_FN void __prism_sub_group_gather_u64(uint64_t Value) {
  publish(Value);
}

PRISM_DEVICE_FN uint64_t __prism_sub_group_gathered_u64(uint64_t,
                                                        uint32_t Lane) {
  return Exchange[Lane % Lanes];
}

// The lanes that reach this barrier together are those the work-group
// function runs the next region for (prism-native-cpu-work-groups: lanes
// that took another path wait at another barrier).
PRISM_DEVICE_FN uint64_t __prism_native_converged_lanes(void)
    PRISM_HOST_FALLBACK;

PRISM_DEVICE_FN uint64_t __prism_sub_group_converged_lanes(void) {
  __prism_sub_group_barrier();
  return __prism_native_converged_lanes();
}

// Votes count the lanes that make the call together (HIP's __any and __all
// in a branch), whose slots are this exchange's.
PRISM_DEVICE_FN bool __prism_sub_group_any(bool Predicate) {
  publish(Predicate);
  uint64_t Voting = __prism_native_converged_lanes();
  bool Any = false;
  for (uint32_t Lane = 0; Lane < Lanes; ++Lane)
    Any |= (Voting >> Lane & 1) && Exchange[Lane] != 0;
  return Any;
}

PRISM_DEVICE_FN bool __prism_sub_group_all(bool Predicate) {
  publish(Predicate);
  uint64_t Voting = __prism_native_converged_lanes();
  bool All = true;
  for (uint32_t Lane = 0; Lane < Lanes; ++Lane)
    All &= !(Voting >> Lane & 1) || Exchange[Lane] != 0;
  return All;
}

PRISM_DEVICE_FN bool __prism_sub_groups_are_linear(void) { return true; }

} // extern "C"
