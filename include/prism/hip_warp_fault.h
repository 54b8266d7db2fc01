/*===- prism/hip_warp_fault.h - A warp call the device's warp cannot run -===*
 *
 * Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
 *
 * A kernel written for 32-lane warps (a mask of 0xffff, __shfl_down_sync by
 * 16, tiled_partition<32>) would compute a wrong answer on a device whose
 * warp is narrower (PoCL's warp is 1 lane). The warp functions of
 * hip/hip_warp_functions.h check their operands against warpSize there and
 * record the first call that names a lane the warp lacks in a device
 * variable of this layout, which every image that uses them carries under
 * PRISM_HIP_WARP_FAULT_SYMBOL; libprism-hip reads it after each launch of
 * such an image on such a device and fails the launch with
 * hipErrorLaunchFailure and a message built from the record. NVIDIA's warp
 * is 32 lanes, what such a kernel assumes, so NVPTX code carries no check.
 *===----------------------------------------------------------------------===*/
#ifndef PRISM_HIP_WARP_FAULT_H
#define PRISM_HIP_WARP_FAULT_H

#define PRISM_HIP_WARP_FAULT_SYMBOL "__prism_hip_warp_fault"

/* The record's 32-bit words; all zero until a fault. */
enum prism_hip_warp_fault_word {
  PRISM_HIP_WARP_FAULT_CODE,  /* call << 8 | operand; non-zero once set */
  PRISM_HIP_WARP_FAULT_VALUE, /* the operand's value */
  PRISM_HIP_WARP_FAULT_WARP,  /* the device's warpSize */
  PRISM_HIP_WARP_FAULT_BLOCK, /* blockIdx.x, .y, .z: 3 words */
  PRISM_HIP_WARP_FAULT_THREAD = PRISM_HIP_WARP_FAULT_BLOCK + 3, /* 3 words */
  PRISM_HIP_WARP_FAULT_WORDS = PRISM_HIP_WARP_FAULT_THREAD + 3
};

/* The call that faulted (from 1: a zero code is no fault). */
enum prism_hip_warp_fault_call {
  PRISM_HIP_WARP_CALL_SHFL = 1,
  PRISM_HIP_WARP_CALL_SHFL_UP,
  PRISM_HIP_WARP_CALL_SHFL_DOWN,
  PRISM_HIP_WARP_CALL_SHFL_XOR,
  PRISM_HIP_WARP_CALL_BALLOT,
  PRISM_HIP_WARP_CALL_ANY,
  PRISM_HIP_WARP_CALL_ALL,
  PRISM_HIP_WARP_CALL_SYNCWARP,
  PRISM_HIP_WARP_CALL_REDUCE,
  PRISM_HIP_WARP_CALL_TILED_PARTITION,
  PRISM_HIP_WARP_CALL_MATCH
};

/* Which operand names lanes the warp lacks. */
enum prism_hip_warp_fault_operand {
  PRISM_HIP_WARP_OPERAND_MASK = 1,  /* a lane mask with bits >= warpSize */
  PRISM_HIP_WARP_OPERAND_LANE,      /* a source lane >= warpSize */
  PRISM_HIP_WARP_OPERAND_DELTA,     /* an up/down delta >= warpSize */
  PRISM_HIP_WARP_OPERAND_LANE_MASK, /* an xor lane mask >= warpSize */
  PRISM_HIP_WARP_OPERAND_WIDTH,     /* a segment width > warpSize */
  PRISM_HIP_WARP_OPERAND_TILE_SIZE  /* a tile of more threads than a warp */
};

#endif /* PRISM_HIP_WARP_FAULT_H */
