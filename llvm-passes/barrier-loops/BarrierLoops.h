//===- BarrierLoops.h - Keep the loops around barriers rolled ---*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A CPU OpenCL implementation (PoCL) runs a work-group as loops over its
// work-items between barriers and saves every per-work-item value live
// across a barrier in an array. A loop unrolled inside a loop that holds a
// barrier hoists its per-copy addresses out of that loop, across the
// barrier, where each becomes such an array, accessed by gathers and
// scatters (NoUnrollInBarrierLoops.cpp). So those loops are marked not to
// be unrolled: in the device module by prism-no-unroll-in-barrier-loops, and
// again in the SPIR that the OpenCL plugin builds for PoCL, since SPIR-V
// carries no loop hints. Both link this library (prism-barrier-loops).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_BARRIER_LOOPS_BARRIERLOOPS_H
#define PRISM_BARRIER_LOOPS_BARRIERLOOPS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringRef.h"

namespace llvm {
class Function;
class Loop;
class Module;
} // namespace llvm

namespace prism {

using FunctionSet = llvm::SmallPtrSet<const llvm::Function *, 16>;

/// The barriers of SPIR modules: OpenCL 1.2's barrier and the OpenCL 2.0
/// forms of work_group_barrier (what the translator makes of SPIR-V's
/// OpControlBarrier).
inline constexpr llvm::StringRef SpirBarrierNames[] = {
    "_Z7barrierj", "_Z18work_group_barrierj",
    "_Z18work_group_barrierj12memory_scope"};

/// The functions of M that execute a barrier: the barriers themselves (by
/// name, where M has them) and every function that calls one, directly or
/// through other calls.
FunctionSet functionsWithBarriers(const llvm::Module &M,
                                  llvm::ArrayRef<llvm::StringRef> Names);

/// The loop option that markBarrierLoopsNotToUnroll adds beside its
/// llvm.loop.unroll.disable.
inline constexpr const char *BarrierNoUnrollMarker =
    "prism.loop.unroll.disable.for_barriers";

/// Whether L's llvm.loop.unroll.disable is markBarrierLoopsNotToUnroll's.
bool unrollDisabledForBarriers(const llvm::Loop &L);

/// Whether L calls one of Callees.
bool containsCallTo(const llvm::Loop &L, const FunctionSet &Callees);

/// Marks every loop of F that calls one of WithBarrier, and every loop
/// inside such a loop, llvm.loop.unroll.disable, unless the loop has an
/// unroll hint of its own (#pragma unroll, #pragma nounroll). True if it
/// marked any. The loop also gets BarrierNoUnrollMarker, which tells the
/// mark from a user's #pragma nounroll.
bool markBarrierLoopsNotToUnroll(llvm::Function &F,
                                 const FunctionSet &WithBarrier);

} // namespace prism

#endif // PRISM_BARRIER_LOOPS_BARRIERLOOPS_H
