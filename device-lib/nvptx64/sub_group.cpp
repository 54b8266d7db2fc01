//===- sub_group.cpp - Sub-group builtins for nvptx64 ---------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Implements prism/device/sub_groups.h for NVIDIA GPUs: a sub-group is a
// warp. CUDA forms warps from consecutive linear thread indices (x fastest),
// which is SYCL's local linear id, so sub-group k holds linear ids
// [32k, 32k + 32) in lane order and only the last one of a block may be
// partial. Shuffles, votes and the barrier name exactly the lanes the
// sub-group has, as the .sync instructions require.
//
//===----------------------------------------------------------------------===//
#include "prism/device/sub_groups.h"

namespace {

constexpr uint32_t WarpSize = 32;

PRISM_DEVICE_FN uint32_t localLinearId() {
  return __nvvm_read_ptx_sreg_tid_x() +
         __nvvm_read_ptx_sreg_ntid_x() *
             (__nvvm_read_ptx_sreg_tid_y() +
              __nvvm_read_ptx_sreg_ntid_y() * __nvvm_read_ptx_sreg_tid_z());
}

PRISM_DEVICE_FN uint32_t localLinearRange() {
  return __nvvm_read_ptx_sreg_ntid_x() * __nvvm_read_ptx_sreg_ntid_y() *
         __nvvm_read_ptx_sreg_ntid_z();
}

/// The lanes of this work-item's sub-group.
PRISM_DEVICE_FN unsigned memberMask() {
  uint32_t Size = __prism_sub_group_size();
  return Size == WarpSize ? ~0u : (1u << Size) - 1;
}

} // namespace

extern "C" {

PRISM_DEVICE_FN uint32_t __prism_sub_group_local_id(void) {
  return localLinearId() % WarpSize;
}

PRISM_DEVICE_FN uint32_t __prism_sub_group_size(void) {
  uint32_t First = localLinearId() / WarpSize * WarpSize;
  uint32_t Left = localLinearRange() - First;
  return Left < WarpSize ? Left : WarpSize;
}

PRISM_DEVICE_FN uint32_t __prism_sub_group_max_size(void) { return WarpSize; }

PRISM_DEVICE_FN uint32_t __prism_sub_group_id(void) {
  return localLinearId() / WarpSize;
}

PRISM_DEVICE_FN uint32_t __prism_num_sub_groups(void) {
  return (localLinearRange() + WarpSize - 1) / WarpSize;
}

// shfl.sync.idx with c = 0x1f: the whole warp is one segment, and a lane
// index is taken modulo 32.
PRISM_DEVICE_FN uint32_t __prism_sub_group_shuffle_u32(uint32_t Value,
                                                       uint32_t Lane) {
  return static_cast<uint32_t>(__nvvm_shfl_sync_idx_i32(
      memberMask(), static_cast<int>(Value), static_cast<int>(Lane), 0x1f));
}

PRISM_DEVICE_FN uint64_t __prism_sub_group_shuffle_u64(uint64_t Value,
                                                       uint32_t Lane) {
  uint64_t Low = __prism_sub_group_shuffle_u32(static_cast<uint32_t>(Value),
                                               Lane);
  uint64_t High = __prism_sub_group_shuffle_u32(
      static_cast<uint32_t>(Value >> 32), Lane);
  return High << 32 | Low;
}

PRISM_DEVICE_FN uint64_t __prism_sub_group_converged_lanes(void) {
  uint32_t Mask;
  asm volatile("activemask.b32 %0;" : "=r"(Mask));
  return Mask;
}

PRISM_DEVICE_FN bool __prism_sub_group_any(bool Predicate) {
  return __nvvm_vote_any_sync(memberMask(), Predicate);
}

PRISM_DEVICE_FN bool __prism_sub_group_all(bool Predicate) {
  return __nvvm_vote_all_sync(memberMask(), Predicate);
}

// bar.warp.sync also orders the memory accesses of the lanes it names.
PRISM_DEVICE_FN void __prism_sub_group_barrier(void) {
  __nvvm_bar_warp_sync(memberMask());
}

PRISM_DEVICE_FN bool __prism_sub_groups_are_linear(void) { return true; }

} // extern "C"
