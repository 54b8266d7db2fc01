//===- LocalMemoryLoops.h - Local-memory loops in work-items ----*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// PoCL 3.1 runs a work-group as loops over its work-items between barriers.
// In a kernel with barriers it also turns an innermost loop whose trip count
// is the same for every work-item inside out ("implicit loop barriers"): a
// barrier at the start and the end of the loop body puts the loop over the
// work-items inside the loop, to vectorize the body across work-items. The
// loop's counter then lives in an array with one element per work-item, so
// every address computed from it is a vector of unknown addresses, read by
// gathers. Where the loop walks local memory (a tile loaded between
// barriers), that loses to the plain loop in each work-item, whose local
// memory is in the cache anyway: measured on PoCL's CPU device, a tiled
// matrix multiply ran 1.7 times faster with its inner product loop left
// inside each work-item, a tile sum 1.25 times and a stencil over a local
// tile 1.2 times; a loop over global memory or over no memory at all gains
// from PoCL's inversion (up to 8 times for pure arithmetic), so it is left to
// PoCL.
//
// So an innermost loop without a barrier that loads or stores local memory
// at an address that moves with the loop, in a kernel that executes a
// barrier or in a function such a kernel calls, gets a second term in its
// exit condition: get_local_id(0) < get_local_size(0). It is always true,
// but PoCL's uniformity analysis sees a condition that differs between
// work-items and keeps the loop inside each work-item. LLVM moves the
// comparison out of the loop; once PoCL has formed its work-item loops it
// compares the work-item loop's counter with a constant local size.
//
// This concerns SPIR (OpenCL 1.2 builtin names, local memory in address
// space 3) as the OpenCL plugin builds it for PoCL, not SPIR-V: the
// transform is PoCL's business. The OpenCL plugin runs it, and the pass
// plugin registers it as prism-local-memory-loops-in-work-items so that lit
// tests can run it; both link this library (prism-barrier-loops).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_BARRIER_LOOPS_LOCALMEMORYLOOPS_H
#define PRISM_BARRIER_LOOPS_LOCALMEMORYLOOPS_H

#include "BarrierLoops.h"

namespace prism {

/// Keeps the loops of M that walk local memory inside each work-item, where
/// PoCL would turn them around the work-group (see above). WithBarrier is
/// functionsWithBarriers of M. True if it changed a loop.
bool keepLocalMemoryLoopsInWorkItems(llvm::Module &M,
                                     const FunctionSet &WithBarrier);

} // namespace prism

#endif // PRISM_BARRIER_LOOPS_LOCALMEMORYLOOPS_H
