//===- live_queues.h - Every queue alive, finished when the program exits -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Work a program leaves running when main returns must finish before any
// exit handler of a backend runs: PoCL builds a kernel for its work-group
// size on first launch, on a thread of its own, and its compiler's statics
// (some made by that very build, so registered after every object of the
// program) are destroyed by exit handlers. The C++ exit sequence destroys the
// exiting thread's thread_local objects before anything of static storage
// duration, so a thread_local of the main thread is the one place that runs
// ahead of every exit handler. An exit handler backs it up for programs whose
// main thread never made a queue; it runs later, so it is only as safe as
// the order of registration makes it.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_LIVE_QUEUES_H
#define PRISM_CORE_LIVE_QUEUES_H

#include <memory>

namespace prism {

class Queue;

/// Called by Queue::create and by the Queue's destructor.
void addLiveQueue(const std::shared_ptr<Queue> &Q);
void removeLiveQueue(Queue &Q);

/// Waits for everything enqueued on every live queue; failures are only
/// logged (their owners report them, or the program is exiting).
void finishEveryLiveQueue();

} // namespace prism

#endif // PRISM_CORE_LIVE_QUEUES_H
