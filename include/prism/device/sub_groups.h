//===- prism/device/sub_groups.h - Sub-group builtins for device code -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What the language layers build sub-groups and group algorithms on: where a
// work-item is in its sub-group, a shuffle of 32- and 64-bit words between
// the work-items of one sub-group, votes, and a sub-group barrier. They are
// implemented per target in device-lib/ (SPIR-V sub-group builtins for
// spir64, warp shuffles and votes for nvptx64), so the headers stay
// target-neutral.
//
// Every work-item of a sub-group must make the same call (converged control
// flow), as SYCL requires of its group functions. A shuffle from a lane at
// or beyond __prism_sub_group_size() gives an unspecified value. Only usable
// in device code.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DEVICE_SUB_GROUPS_H
#define PRISM_DEVICE_SUB_GROUPS_H

#include "prism/device/builtins.h"

#include <stdint.h>

extern "C" {
// The work-item's lane in its sub-group, from 0.
PRISM_DEVICE_FN uint32_t __prism_sub_group_local_id(void) PRISM_HOST_FALLBACK;
// The number of work-items in this sub-group (the last one of a work-group
// may have fewer than the maximum).
PRISM_DEVICE_FN uint32_t __prism_sub_group_size(void) PRISM_HOST_FALLBACK;
// The largest sub-group of the kernel.
PRISM_DEVICE_FN uint32_t __prism_sub_group_max_size(void) PRISM_HOST_FALLBACK;
// Which sub-group of the work-group, from 0.
PRISM_DEVICE_FN uint32_t __prism_sub_group_id(void) PRISM_HOST_FALLBACK;
PRISM_DEVICE_FN uint32_t __prism_num_sub_groups(void) PRISM_HOST_FALLBACK;
// The value Value has in lane Lane of the sub-group.
PRISM_DEVICE_FN uint32_t __prism_sub_group_shuffle_u32(
    uint32_t Value, uint32_t Lane) PRISM_HOST_FALLBACK;
PRISM_DEVICE_FN uint64_t __prism_sub_group_shuffle_u64(
    uint64_t Value, uint32_t Lane) PRISM_HOST_FALLBACK;
// Gathers: every lane calls __prism_sub_group_gather_u64(Value), then
// __prism_sub_group_gathered_u64(Value, Lane) gives the Value of lane Lane,
// as often as wanted until the sub-group's next exchange. Where an exchange
// is a round through memory (__prism_sub_group_exchanges_through_memory:
// the native CPU) the gather is that round and each read a load, so reading
// every lane costs one shuffle; elsewhere the gather does nothing and each
// read is a shuffle.
PRISM_DEVICE_FN bool
__prism_sub_group_exchanges_through_memory(void) PRISM_HOST_FALLBACK;
PRISM_DEVICE_FN void
__prism_sub_group_gather_u64(uint64_t Value) PRISM_HOST_FALLBACK;
PRISM_DEVICE_FN uint64_t __prism_sub_group_gathered_u64(
    uint64_t Value, uint32_t Lane) PRISM_HOST_FALLBACK;
// Whether Predicate holds in any / every work-item of the sub-group.
PRISM_DEVICE_FN bool __prism_sub_group_any(bool Predicate) PRISM_HOST_FALLBACK;
PRISM_DEVICE_FN bool __prism_sub_group_all(bool Predicate) PRISM_HOST_FALLBACK;
// Bit i set for each lane i of the sub-group that makes this call together
// with the caller (the lanes converged here; lanes past 63 are not
// counted): every lane of the sub-group where the target cannot tell.
PRISM_DEVICE_FN uint64_t __prism_sub_group_converged_lanes(void)
    PRISM_HOST_FALLBACK;
// Every work-item of the sub-group waits, and the memory operations each
// made before are visible to the others after it.
PRISM_DEVICE_FN void __prism_sub_group_barrier(void) PRISM_HOST_FALLBACK;
// Whether each sub-group is a run of consecutive local linear ids, in lane
// order, starting at a multiple of the largest sub-group size; the
// work-group algorithms build on sub-groups only where this holds.
PRISM_DEVICE_FN bool __prism_sub_groups_are_linear(void) PRISM_HOST_FALLBACK;
}

#endif // PRISM_DEVICE_SUB_GROUPS_H
