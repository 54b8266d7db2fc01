//===- queue.h - In-order queues: copies, fills, kernel launches ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_QUEUE_H
#define PRISM_CORE_QUEUE_H

#include "context.h"
#include "event.h"
#include "prism/plugin.h"
#include "program_cache.h"
#include "scheduler.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace prism {

/// Geometry of one launch (see prism_launch_config).
struct LaunchGeometry {
  unsigned Dims = 1;
  size_t Global[3] = {1, 1, 1};
  size_t Local[3] = {0, 0, 0}; // all zero: let the backend choose
  size_t DynamicLocalMem = 0;
};

/// An in-order plugin queue. A command whose dependencies are not all ready
/// (see Event) is held back by the Scheduler and enqueued when they are.
/// Queues are shared (makeQueue), so that a held-back command keeps its
/// queue alive.
class Queue : public std::enable_shared_from_this<Queue> {
public:
  Queue(ContextRef Ctx, Device &Dev, bool Profiling);
  ~Queue();
  Queue(const Queue &) = delete;
  Queue &operator=(const Queue &) = delete;

  Device &device() const { return Dev; }
  const ContextRef &context() const { return Ctx; }
  prism_queue handle() const { return Handle; }

  EventRef memcpy(void *Dst, const void *Src, size_t Size,
                  const std::vector<EventRef> &Deps);
  EventRef fill(void *Dst, const void *Pattern, size_t PatternSize, size_t Size,
                const std::vector<EventRef> &Deps);
  /// Launches the kernel whose host-side handle (the address Clang's host
  /// compile registered with __hipRegisterFunction) is KernelHandle. Finds
  /// the image for this device, builds it on first use (cached), and
  /// enqueues. Args are the caller's arguments; Geometry.DynamicLocalMem
  /// bytes of local memory go to the kernel the way its image takes them
  /// (DynamicLocalMemory). Throws Error(KernelNotFound) naming the
  /// kernel, Error(BuildFailed) with the build log, or Error(NdRange) for a
  /// work-group the kernel cannot run with.
  EventRef launch(const void *KernelHandle, const LaunchGeometry &Geometry,
                  const std::vector<prism_kernel_arg> &Args,
                  const std::vector<EventRef> &Deps);
  /// Runs Task on a host thread once Deps have completed (see
  /// Scheduler::hostTask); what it throws goes to the asynchronous errors.
  EventRef hostTask(const std::vector<EventRef> &Deps,
                    std::function<void()> Task);
  /// An event that completes when Deps have, or with no Deps, when
  /// everything submitted so far has (null when nothing is outstanding).
  EventRef barrier(const std::vector<EventRef> &Deps);
  /// The demangled name of the kernel whose host handle is KernelHandle, for
  /// messages.
  std::string kernelName(const void *KernelHandle) const;
  /// Blocks until everything submitted so far has finished, held-back
  /// commands and host tasks included.
  void finish();
  /// Where errors found after a submission returned go; set once, before
  /// the first submission.
  void setAsyncErrorSink(AsyncErrorSink Sink) { AsyncErrors = std::move(Sink); }

private:
  /// The kernel object for a host handle: from this queue's cache, else
  /// from the registry and the program cache (building on first use).
  BuiltKernel kernelFor(const void *KernelHandle);
  [[noreturn]] void launchFailed(prism_result Result, const void *KernelHandle);
  /// Throws Error(KernelArgument) when Args do not match the sizes the
  /// device code's kernel takes.
  void checkArguments(const BuiltKernel &Kernel,
                      const std::vector<prism_kernel_arg> &Args,
                      const void *KernelHandle) const;
  /// Throws Error(NdRange) when the work-group is larger than the kernel
  /// supports (BuiltKernel::MaxWorkGroupSize).
  void checkWorkGroup(const BuiltKernel &Kernel, const LaunchGeometry &Geometry,
                      const void *KernelHandle) const;

  /// Holds back a command until Deps are ready (Scheduler::defer), noting
  /// its event for finish().
  EventRef hold(const std::vector<EventRef> &Deps,
                std::function<EventRef()> Enqueue);
  void noteHeldBack(const EventRef &Event);
  /// The plugin queue runs in order: its newest event covers the others.
  EventRef noteEnqueued(EventRef Event);

  ContextRef Ctx;
  Device &Dev;
  AsyncErrorSink AsyncErrors;
  std::mutex HeldBackLock;
  std::vector<EventRef> HeldBack; // held-back commands and host tasks
  EventRef LastEnqueued;
  prism_queue Handle = nullptr;
  // Per-queue, so that a launch takes no lock other threads' queues contend.
  std::mutex KernelsLock;
  std::unordered_map<const void *, BuiltKernel> Kernels;
};

using QueueRef = std::shared_ptr<Queue>;

} // namespace prism

#endif // PRISM_CORE_QUEUE_H
