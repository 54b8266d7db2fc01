//===- warp_fault_check.h - Launches that check the warp-fault record -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// See warp_fault_check.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_HIP_WARP_FAULT_CHECK_H
#define PRISM_HIP_WARP_FAULT_CHECK_H

#include "core/commands.h"

#include <vector>

namespace prism::hip {

/// Launches the kernel on Q as KernelLaunch::submit does; where the device's
/// warp is narrower than 32 lanes and the kernel's image carries the warp-fault
/// record, the returned event is that of a host task after the kernel that
/// fails (asynchronously, with ErrorKind::LaunchFailed and a message naming
/// the kernel, the call and the numbers) when a warp function named lanes
/// the warp lacks. Launch.Use counts for the launches not checked.
EventRef launchCheckingWarps(Queue &Q, const KernelLaunch &Launch,
                             const std::vector<EventRef> &Deps);

} // namespace prism::hip

#endif // PRISM_HIP_WARP_FAULT_CHECK_H
