//===- queue.h - Queues: copies, fills, kernel launches, host tasks -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_QUEUE_H
#define PRISM_CORE_QUEUE_H

#include "context.h"
#include "event.h"
#include "prism/plugin.h"
#include "built_programs.h"
#include "scheduler.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <map>
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

/// An executable graph of a plugin (graph_create), released with its last
/// reference, so that a held-back launch keeps it alive.
class PluginGraph {
public:
  PluginGraph(Plugin &Owner, prism_graph Handle)
      : Owner(Owner), Handle(Handle) {}
  ~PluginGraph();
  PluginGraph(const PluginGraph &) = delete;
  PluginGraph &operator=(const PluginGraph &) = delete;
  prism_graph handle() const { return Handle; }

private:
  Plugin &Owner;
  prism_graph Handle;
};
using PluginGraphRef = std::shared_ptr<PluginGraph>;

/// The configuration and arguments a launch of Kernel with Geometry gives
/// the plugin: Args, or Args and the hidden arguments the kernel's image
/// takes (its dynamic local memory, its program's globals) in Scratch.
/// Config.local_size points into Geometry.
const std::vector<prism_kernel_arg> &
pluginLaunchArguments(const BuiltKernel &Kernel, const LaunchGeometry &Geometry,
                      const std::vector<prism_kernel_arg> &Args,
                      prism_launch_config &Config,
                      std::vector<prism_kernel_arg> &Scratch);

/// A queue of commands on one device, over one or more in-order plugin
/// queues (lanes). An in-order queue has one lane and runs every command
/// after the one submitted before it, held-back commands and host tasks
/// included. An out-of-order queue spreads commands over OutOfOrderLanes
/// lanes, so that independent ones run concurrently where the device can: a
/// command goes to the lane of one of its dependencies (which then orders
/// it for free), else to the next lane in turn; dependencies on other lanes
/// go to the plugin as events. A command whose dependencies are not all
/// ready (see Event) is held back by the Scheduler and enqueued when they
/// are. Queues are shared (QueueRef), so that a held-back command keeps its
/// queue alive.
class Queue : public std::enable_shared_from_this<Queue> {
public:
  enum class Order { InOrder, OutOfOrder };
  static constexpr unsigned OutOfOrderLanes = 4;

  /// A queue that is finished when the program exits (live_queues.h).
  static std::shared_ptr<Queue> create(ContextRef Ctx, Device &Dev,
                                       bool Profiling,
                                       Order Ordering = Order::InOrder);
  ~Queue();
  Queue(const Queue &) = delete;
  Queue &operator=(const Queue &) = delete;

  Device &device() const { return Dev; }
  const ContextRef &context() const { return Ctx; }

  EventRef memcpy(void *Dst, const void *Src, size_t Size,
                  const std::vector<EventRef> &Deps);
  EventRef fill(void *Dst, const void *Pattern, size_t PatternSize, size_t Size,
                const std::vector<EventRef> &Deps);
  /// Moves Size bytes of shared USM at Ptr to To (null: the host), a hint
  /// the backend may only order (plugin entry enqueue_usm_prefetch).
  EventRef prefetch(const void *Ptr, size_t Size, Device *To,
                    const std::vector<EventRef> &Deps);
  /// Launches the kernel whose host-side handle (the address Clang's host
  /// compile registered with __hipRegisterFunction) is KernelHandle. Finds
  /// the image for this device, builds it on first use (cached), and
  /// enqueues. Args are the caller's arguments; Geometry.DynamicLocalMem
  /// bytes of local memory go to the kernel the way its image takes them
  /// (DynamicLocalMemory). Throws Error(KernelNotFound) naming the
  /// kernel, Error(BuildFailed) with the build log, or Error(NdRange) for a
  /// work-group the kernel cannot run with.
  ///
  /// With EventUse::Discarded, an in-order queue that does not profile
  /// enqueues the launch without an event and returns null: the backend
  /// then skips recording one per launch (a CUDA event record costs about
  /// as much as the launch). marker() gives an event for it when one is
  /// needed. A held-back launch gets its event anyway.
  ///
  /// Constants, where the device sets specialization constants natively,
  /// are set in the build of the kernel's program (one build per set of
  /// values, cached); other devices ignore them.
  enum class EventUse { Wanted, Discarded };
  EventRef launch(const void *KernelHandle, const LaunchGeometry &Geometry,
                  const std::vector<prism_kernel_arg> &Args,
                  const std::vector<EventRef> &Deps,
                  EventUse Use = EventUse::Wanted,
                  const SpecializationRef &Constants = nullptr);
  /// An event that completes when everything enqueued on this in-order
  /// queue so far has: the last command's, or a new marker after launches
  /// whose events were discarded. Null when nothing was enqueued.
  EventRef marker();
  /// Runs Task on a host thread once Deps have completed (see
  /// Scheduler::hostTask); what it throws goes to the asynchronous errors.
  EventRef hostTask(const std::vector<EventRef> &Deps,
                    std::function<void()> Task);
  /// An event that completes when Deps have, or with no Deps, when
  /// everything submitted so far has (null when nothing is outstanding).
  EventRef barrier(const std::vector<EventRef> &Deps);
  /// The kernel built for this queue's device whose host handle is
  /// KernelHandle, checked against Args and Geometry as launch() checks it.
  BuiltKernel checkedKernel(const void *KernelHandle,
                            const LaunchGeometry &Geometry,
                            const std::vector<prism_kernel_arg> &Args,
                            const Specialization *Constants = nullptr);
  /// Makes Nodes (as graph_create takes them) an executable graph of the
  /// queue's device and context; null when the plugin has no graphs, or none
  /// that can hold these nodes.
  PluginGraphRef createGraph(const std::vector<prism_graph_node> &Nodes);
  /// Runs Graph (of this queue's device and context) as one command.
  EventRef launchGraph(const PluginGraphRef &Graph,
                       const std::vector<EventRef> &Deps);
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
  Queue(ContextRef Ctx, Device &Dev, bool Profiling, Order Ordering);

  /// The kernel object for a host handle: from this queue's cache, else
  /// from the registry and the built programs (building on first use),
  /// built with Constants where the device sets them natively.
  BuiltKernel kernelFor(const void *KernelHandle,
                        const Specialization *Constants = nullptr);
  [[noreturn]] void launchFailed(prism_result Result, const void *KernelHandle);
  /// Throws Error(KernelArgument) when Args do not match the sizes the
  /// device code's kernel takes.
  void checkArguments(const BuiltKernel &Kernel,
                      const std::vector<prism_kernel_arg> &Args,
                      const void *KernelHandle) const;
  /// Throws Error(NdRange) when the work-group is larger than the kernel
  /// supports (BuiltKernel::workGroupLimit()).
  void checkWorkGroup(const BuiltKernel &Kernel, const LaunchGeometry &Geometry,
                      const void *KernelHandle) const;

  EventRef enqueuePrefetch(const void *Ptr, size_t Size, Device *To,
                           const std::vector<EventRef> &Deps);
  EventRef enqueueMemcpy(void *Dst, const void *Src, size_t Size,
                         const std::vector<EventRef> &Deps);
  EventRef enqueueFill(void *Dst, const void *Pattern, size_t PatternSize,
                       size_t Size, const std::vector<EventRef> &Deps);
  EventRef enqueueLaunch(const void *KernelHandle,
                         const LaunchGeometry &Geometry,
                         const std::vector<prism_kernel_arg> &Args,
                         const std::vector<EventRef> &Deps,
                         EventUse Use = EventUse::Wanted,
                         const Specialization *Constants = nullptr);
  EventRef enqueueGraph(const PluginGraphRef &Graph,
                        const std::vector<EventRef> &Deps);

  /// Whether a command with Deps must be held back: a dependency is not
  /// ready, or (in order) the command before it is held back or a host
  /// task. Then HoldOn is what it waits for.
  bool mustHold(const std::vector<EventRef> &Deps,
                std::vector<EventRef> &HoldOn);
  /// Deps, and in order the command submitted last.
  std::vector<EventRef> withPrevious(const std::vector<EventRef> &Deps);
  /// Holds back a command until Deps are ready (Scheduler::defer), noting
  /// its event for finish().
  EventRef hold(const std::vector<EventRef> &Deps,
                std::function<EventRef()> Enqueue);
  void noteHeldBack(const EventRef &Event, const std::vector<EventRef> &Deps);
  /// Drops the ready events of HeldBack; with HeldBackLock held.
  void forgetReadyHeldBack();
  /// Throws Error(InvalidValue) when a held-back command of this queue
  /// waits, directly or through other held-back commands, for an event only
  /// the calling thread completes (its own host accessor): finish() would
  /// never return.
  void checkNotWaitingForThisThread() const;

  /// A plugin queue, created on first use (lane 0 with the queue). It runs
  /// in order: its newest event covers the others.
  struct Lane {
    std::atomic<prism_queue> Handle{nullptr};
    EventRef LastEnqueued; // guarded by HeldBackLock
    // Launches enqueued without an event since LastEnqueued (guarded by
    // HeldBackLock).
    bool Unmarked = false;
  };
  /// The lane a command with Deps goes to.
  unsigned pickLane(const std::vector<EventRef> &Deps);
  prism_queue laneHandle(unsigned Index);
  EventRef noteEnqueued(EventRef Event, unsigned LaneIndex);
  void noteEnqueuedWithoutEvent(unsigned LaneIndex);

  ContextRef Ctx;
  Device &Dev;
  const bool Profiling;
  const Order Ordering;
  AsyncErrorSink AsyncErrors;
  mutable std::mutex HeldBackLock;
  /// Held-back commands and host tasks (each event knows what it waits
  /// for, Event::noteHeldBehind).
  std::vector<EventRef> HeldBack;
  EventRef Previous; // in order: the command submitted last
  const unsigned LaneCount;
  std::unique_ptr<Lane[]> Lanes;
  std::atomic<unsigned> NextLane{0};
  std::mutex LaneCreationLock;
  // Per-queue, so that a launch takes no lock other threads' queues contend.
  std::mutex KernelsLock;
  std::unordered_map<const void *, BuiltKernel> Kernels;
  // By handle and Specialization::key(), on a device that sets
  // specialization constants natively.
  std::map<std::pair<const void *, std::string>, BuiltKernel>
      SpecializedKernels;
};

using QueueRef = std::shared_ptr<Queue>;

} // namespace prism

#endif // PRISM_CORE_QUEUE_H
