//===- queue.cpp - Queues: copies, fills, kernel launches, host tasks -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// launch() is on the latency-critical path (an empty SYCL kernel's submit and
// wait is measured against raw OpenCL): after the first launch of a kernel on
// a queue it is one uncontended lock, one hash lookup, the plugin call and
// the event allocation. Registry and built programs are only consulted on a
// miss.
//
//===----------------------------------------------------------------------===//
#include "queue.h"

#include "built_programs.h"
#include "error.h"
#include "kernel_name.h"
#include "live_queues.h"
#include "logging.h"
#include "plugin.h"
#include "registry.h"
#include "runtime.h"

#include <algorithm>

namespace prism {

namespace {

/// The plugin events a command waits for, without a heap allocation for the
/// usual short lists. Events of another plugin or context cannot be passed
/// to this queue, so they are waited for on the host first; events of this
/// queue are left out, since it runs its commands in order anyway.
class WaitList {
public:
  WaitList(const Plugin &Owner, const void *Ctx, const void *Queue,
           const std::vector<EventRef> &Deps) {
    prism_event *Out = Inline;
    if (Deps.size() > InlineCapacity) {
      Heap.resize(Deps.size());
      Out = Heap.data();
    }
    for (const EventRef &E : Deps) {
      if (!E || !E->handle() || E->queue() == Queue)
        continue;
      if (&E->plugin() != &Owner || E->context() != Ctx) {
        E->wait();
        continue;
      }
      Out[Count++] = E->handle();
    }
    Events = Out;
  }
  uint32_t count() const { return Count; }
  const prism_event *data() const { return Count ? Events : nullptr; }

private:
  static constexpr size_t InlineCapacity = 8;
  prism_event Inline[InlineCapacity];
  std::vector<prism_event> Heap;
  const prism_event *Events = nullptr;
  uint32_t Count = 0;
};

} // namespace

Queue::Queue(ContextRef Context, Device &Dev, bool Profiling, Order Ordering)
    : Ctx(std::move(Context)), Dev(Dev), Profiling(Profiling),
      Ordering(Ordering),
      LaneCount(Ordering == Order::InOrder ? 1 : OutOfOrderLanes),
      Lanes(new Lane[LaneCount]) {
  const std::vector<Device *> &Members = Ctx->devices();
  if (std::find(Members.begin(), Members.end(), &Dev) == Members.end())
    throw Error(ErrorKind::InvalidValue, "cannot create a queue: device '" +
                                             Dev.name() +
                                             "' is not in the context");
  laneHandle(0);
}

std::shared_ptr<Queue> Queue::create(ContextRef Ctx, Device &Dev,
                                     bool Profiling, Order Ordering) {
  std::shared_ptr<Queue> Q(new Queue(std::move(Ctx), Dev, Profiling, Ordering));
  addLiveQueue(Q);
  return Q;
}

Queue::~Queue() {
  removeLiveQueue(*this);
  const prism_plugin_api &Api = Dev.plugin().api();
  for (unsigned I = 0; I < LaneCount; ++I) {
    prism_queue Handle = Lanes[I].Handle.load();
    if (!Handle)
      continue;
    if (Api.queue_finish(Handle) != PRISM_SUCCESS)
      log().debug("finishing a queue on '{}' at its release failed: {}",
                  Dev.name(), Dev.plugin().lastError());
    if (Api.queue_release(Handle) != PRISM_SUCCESS)
      log().debug("releasing a queue on '{}' failed: {}", Dev.name(),
                  Dev.plugin().lastError());
  }
}

prism_queue Queue::laneHandle(unsigned Index) {
  if (prism_queue Handle = Lanes[Index].Handle.load(std::memory_order_acquire))
    return Handle;
  std::lock_guard<std::mutex> Guard(LaneCreationLock);
  if (prism_queue Handle = Lanes[Index].Handle.load())
    return Handle;
  prism_queue Handle = nullptr;
  Dev.plugin().check(
      Dev.plugin().api().queue_create(Ctx->handle(), Dev.handle(),
                                      Profiling ? PRISM_QUEUE_FLAG_PROFILING
                                                : PRISM_QUEUE_FLAG_NONE,
                                      &Handle),
      "creating a queue");
  Lanes[Index].Handle.store(Handle, std::memory_order_release);
  return Handle;
}

unsigned Queue::pickLane(const std::vector<EventRef> &Deps) {
  if (LaneCount == 1)
    return 0;
  for (const EventRef &E : Deps)
    if (E && E->handle())
      for (unsigned I = 0; I < LaneCount; ++I)
        if (Lanes[I].Handle.load(std::memory_order_relaxed) == E->queue())
          return I;
  return NextLane.fetch_add(1, std::memory_order_relaxed) % LaneCount;
}

std::vector<EventRef> Queue::withPrevious(const std::vector<EventRef> &Deps) {
  std::vector<EventRef> All = Deps;
  if (Ordering == Order::InOrder)
    if (EventRef Last = marker())
      All.push_back(std::move(Last));
  return All;
}

bool Queue::mustHold(const std::vector<EventRef> &Deps,
                     std::vector<EventRef> &HoldOn) {
  bool PreviousPending = false;
  if (Ordering == Order::InOrder) {
    std::lock_guard<std::mutex> Guard(HeldBackLock);
    PreviousPending = Previous && !Previous->isReady();
  }
  if (!PreviousPending && allReady(Deps))
    return false;
  HoldOn = withPrevious(Deps);
  return true;
}

EventRef Queue::hold(const std::vector<EventRef> &Deps,
                     std::function<EventRef()> Enqueue) {
  EventRef Done = Scheduler::get().defer(Deps, std::move(Enqueue), AsyncErrors);
  noteHeldBack(Done, Deps);
  return Done;
}

void Queue::noteHeldBack(const EventRef &Event,
                         const std::vector<EventRef> &Deps) {
  std::lock_guard<std::mutex> Guard(HeldBackLock);
  forgetReadyHeldBack();
  HeldBack.push_back(Event);
  Event->noteHeldBehind(Deps);
  if (Ordering == Order::InOrder)
    Previous = Event;
}

void Queue::forgetReadyHeldBack() {
  // The ones enqueued or done: the plugin queues' finish covers the former.
  HeldBack.erase(std::remove_if(HeldBack.begin(), HeldBack.end(),
                                [](const EventRef &E) { return E->isReady(); }),
                 HeldBack.end());
}

EventRef Queue::noteEnqueued(EventRef Event, unsigned LaneIndex) {
  std::lock_guard<std::mutex> Guard(HeldBackLock);
  Lanes[LaneIndex].LastEnqueued = Event;
  Lanes[LaneIndex].Unmarked = false;
  // A pending Previous is a command held back after this one, or this one's
  // own pending event (released now): it stays, or a command submitted
  // next would be enqueued ahead of it.
  if (Ordering == Order::InOrder && (!Previous || Previous->isReady()))
    Previous = Event;
  return Event;
}

void Queue::noteEnqueuedWithoutEvent(unsigned LaneIndex) {
  // Previous stays: it is ready (the launch was not held back behind it),
  // and marker() replaces it when a later command needs to follow.
  std::lock_guard<std::mutex> Guard(HeldBackLock);
  Lanes[LaneIndex].Unmarked = true;
}

EventRef Queue::marker() {
  {
    std::lock_guard<std::mutex> Guard(HeldBackLock);
    if (!Lanes[0].Unmarked)
      return Previous;
  }
  // Only in-order queues (one lane) enqueue launches without events, and a
  // command held back after one asked for this marker first (withPrevious),
  // so the marker follows everything submitted.
  Plugin &P = Dev.plugin();
  prism_queue Handle = laneHandle(0);
  prism_event Done = nullptr;
  P.check(P.api().enqueue_marker(Handle, 0, nullptr, &Done),
          "enqueueing a marker after launches without events");
  return noteEnqueued(std::make_shared<Event>(P, Done, Ctx, Handle), 0);
}

EventRef Queue::barrier(const std::vector<EventRef> &Deps) {
  std::vector<EventRef> Outstanding = Deps;
  if (Deps.empty()) {
    if (Ordering == Order::InOrder)
      marker();
    std::lock_guard<std::mutex> Guard(HeldBackLock);
    for (const EventRef &E : HeldBack)
      if (!E->isReady())
        Outstanding.push_back(E);
    for (unsigned I = 0; I < LaneCount; ++I)
      if (Lanes[I].LastEnqueued)
        Outstanding.push_back(Lanes[I].LastEnqueued);
  }
  if (Outstanding.empty())
    return nullptr;
  return hostTask(Outstanding, [] {});
}

EventRef Queue::hostTask(const std::vector<EventRef> &Deps,
                         std::function<void()> Task) {
  std::vector<EventRef> All = withPrevious(Deps);
  EventRef Done = Scheduler::get().hostTask(All, std::move(Task), AsyncErrors);
  noteHeldBack(Done, All);
  return Done;
}

EventRef Queue::memcpy(void *Dst, const void *Src, size_t Size,
                       const std::vector<EventRef> &Deps) {
  std::vector<EventRef> HoldOn;
  if (mustHold(Deps, HoldOn))
    return hold(HoldOn, [Self = shared_from_this(), Dst, Src, Size, HoldOn] {
      return Self->enqueueMemcpy(Dst, Src, Size, HoldOn);
    });
  return enqueueMemcpy(Dst, Src, Size, Deps);
}

EventRef Queue::enqueueMemcpy(void *Dst, const void *Src, size_t Size,
                              const std::vector<EventRef> &Deps) {
  Plugin &P = Dev.plugin();
  unsigned LaneIndex = pickLane(Deps);
  prism_queue Handle = laneHandle(LaneIndex);
  WaitList Wait(P, Ctx.get(), Handle, Deps);
  prism_event Done = nullptr;
  P.check(P.api().enqueue_memcpy(Handle, Dst, Src, Size, Wait.count(),
                                 Wait.data(), &Done),
          "copying memory");
  return noteEnqueued(std::make_shared<Event>(P, Done, Ctx, Handle), LaneIndex);
}

EventRef Queue::prefetch(const void *Ptr, size_t Size, Device *To,
                         const std::vector<EventRef> &Deps) {
  std::vector<EventRef> HoldOn;
  if (mustHold(Deps, HoldOn))
    return hold(HoldOn, [Self = shared_from_this(), Ptr, Size, To, HoldOn] {
      return Self->enqueuePrefetch(Ptr, Size, To, HoldOn);
    });
  return enqueuePrefetch(Ptr, Size, To, Deps);
}

EventRef Queue::enqueuePrefetch(const void *Ptr, size_t Size, Device *To,
                                const std::vector<EventRef> &Deps) {
  Plugin &P = Dev.plugin();
  unsigned LaneIndex = pickLane(Deps);
  prism_queue Handle = laneHandle(LaneIndex);
  WaitList Wait(P, Ctx.get(), Handle, Deps);
  prism_event Done = nullptr;
  P.check(P.api().enqueue_usm_prefetch(Handle, Ptr, Size,
                                       To ? To->handle() : nullptr,
                                       Wait.count(), Wait.data(), &Done),
          "prefetching shared memory");
  return noteEnqueued(std::make_shared<Event>(P, Done, Ctx, Handle), LaneIndex);
}

EventRef Queue::fill(void *Dst, const void *Pattern, size_t PatternSize,
                     size_t Size, const std::vector<EventRef> &Deps) {
  if (PatternSize == 0 || Size % PatternSize)
    throw Error(ErrorKind::InvalidValue,
                "fill of " + std::to_string(Size) +
                    " bytes is not a whole number of " +
                    std::to_string(PatternSize) + "-byte patterns");
  std::vector<EventRef> HoldOn;
  if (mustHold(Deps, HoldOn)) {
    std::vector<unsigned char> Bytes(
        static_cast<const unsigned char *>(Pattern),
        static_cast<const unsigned char *>(Pattern) + PatternSize);
    return hold(HoldOn, [Self = shared_from_this(), Dst,
                         Bytes = std::move(Bytes), Size, HoldOn] {
      return Self->enqueueFill(Dst, Bytes.data(), Bytes.size(), Size, HoldOn);
    });
  }
  return enqueueFill(Dst, Pattern, PatternSize, Size, Deps);
}

EventRef Queue::enqueueFill(void *Dst, const void *Pattern, size_t PatternSize,
                            size_t Size, const std::vector<EventRef> &Deps) {
  Plugin &P = Dev.plugin();
  unsigned LaneIndex = pickLane(Deps);
  prism_queue Handle = laneHandle(LaneIndex);
  WaitList Wait(P, Ctx.get(), Handle, Deps);
  prism_event Done = nullptr;
  P.check(P.api().enqueue_fill(Handle, Dst, Pattern, PatternSize, Size,
                               Wait.count(), Wait.data(), &Done),
          "filling memory");
  return noteEnqueued(std::make_shared<Event>(P, Done, Ctx, Handle), LaneIndex);
}

BuiltKernel Queue::kernelFor(const void *KernelHandle,
                             const Specialization *Constants) {
  if (Constants && !Constants->empty() && Dev.nativeSpecialization()) {
    std::pair<const void *, std::string> Key(KernelHandle, Constants->key());
    {
      std::lock_guard<std::mutex> Guard(KernelsLock);
      auto It = SpecializedKernels.find(Key);
      if (It != SpecializedKernels.end())
        return It->second;
    }
    Runtime &R = Runtime::get();
    BuiltKernel Kernel = R.programs().kernel(
        *Ctx, Dev, R.registry().lookup(KernelHandle), Constants);
    std::lock_guard<std::mutex> Guard(KernelsLock);
    SpecializedKernels.emplace(std::move(Key), Kernel);
    return Kernel;
  }
  {
    std::lock_guard<std::mutex> Guard(KernelsLock);
    auto It = Kernels.find(KernelHandle);
    if (It != Kernels.end())
      return It->second;
  }
  Runtime &R = Runtime::get();
  RegisteredKernel K = R.registry().lookup(KernelHandle);
  BuiltKernel Kernel = R.programs().kernel(*Ctx, Dev, K);
  std::lock_guard<std::mutex> Guard(KernelsLock);
  Kernels.emplace(KernelHandle, Kernel);
  return Kernel;
}

std::string Queue::kernelName(const void *KernelHandle) const {
  return demangleKernelName(
      Runtime::get().registry().lookup(KernelHandle).Name);
}

void Queue::launchFailed(prism_result Result, const void *KernelHandle) {
  std::string What = "launching a kernel";
  try {
    What = "launching kernel '" +
           demangleKernelName(
               Runtime::get().registry().lookup(KernelHandle).Name) +
           "' on '" + Dev.name() + "'";
  } catch (const Error &) {
    // The launch error is what matters; keep the generic description.
  }
  Dev.plugin().fail(Result, What.c_str());
}

void Queue::checkArguments(const BuiltKernel &Kernel,
                           const std::vector<prism_kernel_arg> &Args,
                           const void *KernelHandle) const {
  bool Fits = Args.size() == Kernel.ArgSizes.size();
  for (size_t I = 0; Fits && I < Args.size(); ++I)
    Fits = Args[I].kind == PRISM_KERNEL_ARG_LOCAL ||
           Args[I].size == Kernel.ArgSizes[I];
  if (Fits)
    return;
  auto sizes = [](auto Count, auto SizeOf) {
    std::string Text;
    for (size_t I = 0; I < Count; ++I)
      Text += (I ? ", " : "") + std::to_string(SizeOf(I));
    return "(" + Text + " bytes)";
  };
  throw Error(
      ErrorKind::KernelArgument,
      "kernel '" +
          demangleKernelName(
              Runtime::get().registry().lookup(KernelHandle).Name) +
          "': the host passes " + std::to_string(Args.size()) +
          " argument(s) " +
          sizes(Args.size(), [&](size_t I) { return Args[I].size; }) +
          ", the device code takes " + std::to_string(Kernel.ArgSizes.size()) +
          " " +
          sizes(Kernel.ArgSizes.size(),
                [&](size_t I) { return Kernel.ArgSizes[I]; }) +
          ": the host and device compiles disagree about the kernel (code "
          "that only one of them sees, under __SYCL_DEVICE_ONLY__, changes "
          "what it captures?)");
}

void Queue::checkWorkGroup(const BuiltKernel &Kernel,
                           const LaunchGeometry &Geometry,
                           const void *KernelHandle) const {
  size_t Items = 1;
  for (unsigned I = 0; I < Geometry.Dims; ++I)
    Items *= Geometry.Local[I] ? Geometry.Local[I] : 1;
  const uint64_t Limit = Kernel.workGroupLimit();
  if (!Limit || Items <= Limit)
    return;
  const bool ByCode =
      Kernel.MaxWorkGroupSize && Limit == Kernel.MaxWorkGroupSize;
  throw Error(ErrorKind::NdRange,
              "kernel '" +
                  demangleKernelName(
                      Runtime::get().registry().lookup(KernelHandle).Name) +
                  "' runs with work-groups of at most " +
                  std::to_string(Limit) + " work-items on device '" +
                  Dev.name() + "' (" +
                  (ByCode ? "its code allows no more: its __launch_bounds__, "
                            "or the work-group scratch of its group "
                            "algorithms or private_memory"
                          : "what the device allows this kernel") +
                  "; info::kernel_device_specific::work_group_size), not " +
                  std::to_string(Items));
}

EventRef Queue::launch(const void *KernelHandle, const LaunchGeometry &Geometry,
                       const std::vector<prism_kernel_arg> &Args,
                       const std::vector<EventRef> &Deps, EventUse Use,
                       const SpecializationRef &Constants) {
  std::vector<EventRef> HoldOn;
  if (!mustHold(Deps, HoldOn))
    return enqueueLaunch(
        KernelHandle, Geometry, Args, Deps,
        Ordering == Order::InOrder && !Profiling ? Use : EventUse::Wanted,
        Constants.get());
  // The argument values live in the caller's frame: keep a copy.
  auto Values = std::make_shared<std::vector<std::vector<unsigned char>>>();
  std::vector<prism_kernel_arg> Kept = Args;
  for (prism_kernel_arg &A : Kept)
    if (A.value) {
      const auto *Bytes = static_cast<const unsigned char *>(A.value);
      Values->emplace_back(Bytes, Bytes + A.size);
      A.value = Values->back().data();
    }
  return hold(HoldOn, [Self = shared_from_this(), KernelHandle, Geometry,
                       Kept = std::move(Kept), Values, HoldOn, Constants] {
    return Self->enqueueLaunch(KernelHandle, Geometry, Kept, HoldOn,
                               EventUse::Wanted, Constants.get());
  });
}

const std::vector<prism_kernel_arg> &
pluginLaunchArguments(const BuiltKernel &Kernel, const LaunchGeometry &Geometry,
                      const std::vector<prism_kernel_arg> &Args,
                      prism_launch_config &Config,
                      std::vector<prism_kernel_arg> &Scratch) {
  Config.work_dim = Geometry.Dims;
  Config.reserved = 0;
  for (int I = 0; I < 3; ++I)
    Config.global_size[I] = Geometry.Global[I];
  bool HasLocal = Geometry.Local[0] || Geometry.Local[1] || Geometry.Local[2];
  Config.local_size = HasLocal ? Geometry.Local : nullptr;
  Config.dynamic_local_mem = 0;

  if (Kernel.LocalMemory == DynamicLocalMemory::LaunchParameter)
    Config.dynamic_local_mem = Geometry.DynamicLocalMem;
  bool LocalArg = Kernel.LocalMemory == DynamicLocalMemory::KernelArgument;
  if (!LocalArg && !Kernel.ProgramGlobalsArg)
    return Args;
  Scratch.assign(Args.begin(), Args.end());
  // OpenCL refuses a zero-sized local argument; a kernel that asked for
  // no local memory does not touch it.
  if (LocalArg)
    Scratch.push_back(prism_kernel_arg{
        PRISM_KERNEL_ARG_LOCAL, 0,
        std::max<size_t>(Geometry.DynamicLocalMem, 1), nullptr});
  if (Kernel.ProgramGlobalsArg)
    Scratch.push_back(
        prism_kernel_arg{PRISM_KERNEL_ARG_PROGRAM_GLOBALS, 0, 0, nullptr});
  return Scratch;
}

BuiltKernel Queue::checkedKernel(const void *KernelHandle,
                                 const LaunchGeometry &Geometry,
                                 const std::vector<prism_kernel_arg> &Args,
                                 const Specialization *Constants) {
  BuiltKernel Kernel = kernelFor(KernelHandle, Constants);
  checkArguments(Kernel, Args, KernelHandle);
  checkWorkGroup(Kernel, Geometry, KernelHandle);
  return Kernel;
}

EventRef Queue::enqueueLaunch(const void *KernelHandle,
                              const LaunchGeometry &Geometry,
                              const std::vector<prism_kernel_arg> &Args,
                              const std::vector<EventRef> &Deps, EventUse Use,
                              const Specialization *Constants) {
  BuiltKernel Kernel = checkedKernel(KernelHandle, Geometry, Args, Constants);
  prism_launch_config Config;
  // Reused so that a launch does not allocate.
  thread_local std::vector<prism_kernel_arg> WithHidden;
  const std::vector<prism_kernel_arg> *LaunchArgs =
      &pluginLaunchArguments(Kernel, Geometry, Args, Config, WithHidden);

  Plugin &P = Dev.plugin();
  unsigned LaneIndex = pickLane(Deps);
  prism_queue Handle = laneHandle(LaneIndex);
  WaitList Wait(P, Ctx.get(), Handle, Deps);
  prism_event Done = nullptr;
  const bool Discarded = Use == EventUse::Discarded;
  prism_result Result = P.api().enqueue_launch(
      Handle, Kernel.Handle, &Config, static_cast<uint32_t>(LaunchArgs->size()),
      LaunchArgs->data(), Wait.count(), Wait.data(),
      Discarded ? nullptr : &Done);
  if (Result != PRISM_SUCCESS)
    launchFailed(Result, KernelHandle);
  if (Discarded) {
    noteEnqueuedWithoutEvent(LaneIndex);
    return nullptr;
  }
  return noteEnqueued(std::make_shared<Event>(P, Done, Ctx, Handle), LaneIndex);
}

PluginGraph::~PluginGraph() {
  // A graph still running finishes first (the backend frees it then).
  if (Owner.api().graph_release(Handle) != PRISM_SUCCESS)
    log().warn("releasing a graph: {}", Owner.lastError());
}

PluginGraphRef Queue::createGraph(const std::vector<prism_graph_node> &Nodes) {
  Plugin &P = Dev.plugin();
  prism_graph Handle = nullptr;
  prism_result Result = P.api().graph_create(
      Ctx->handle(), Dev.handle(), static_cast<uint32_t>(Nodes.size()),
      Nodes.data(), &Handle);
  if (Result == PRISM_ERROR_UNSUPPORTED) {
    log().debug("no native graph on '{}': {}", Dev.name(), P.lastError());
    return nullptr;
  }
  P.check(Result, "creating a graph");
  return std::make_shared<PluginGraph>(P, Handle);
}

EventRef Queue::launchGraph(const PluginGraphRef &Graph,
                            const std::vector<EventRef> &Deps) {
  std::vector<EventRef> HoldOn;
  if (mustHold(Deps, HoldOn))
    return hold(HoldOn, [Self = shared_from_this(), Graph, HoldOn] {
      return Self->enqueueGraph(Graph, HoldOn);
    });
  return enqueueGraph(Graph, Deps);
}

EventRef Queue::enqueueGraph(const PluginGraphRef &Graph,
                             const std::vector<EventRef> &Deps) {
  Plugin &P = Dev.plugin();
  unsigned LaneIndex = pickLane(Deps);
  prism_queue Handle = laneHandle(LaneIndex);
  WaitList Wait(P, Ctx.get(), Handle, Deps);
  prism_event Done = nullptr;
  P.check(P.api().enqueue_graph(Handle, Graph->handle(), Wait.count(),
                                Wait.data(), &Done),
          "launching a graph");
  return noteEnqueued(std::make_shared<Event>(P, Done, Ctx, Handle), LaneIndex);
}

void Queue::checkNotWaitingForThisThread() const {
  std::vector<EventRef> Held;
  {
    std::lock_guard<std::mutex> Guard(HeldBackLock);
    Held = HeldBack;
  }
  size_t Blocked =
      std::count_if(Held.begin(), Held.end(), [](const EventRef &E) {
        return !E->isReady() && E->waitsForThisThread();
      });
  if (Blocked > 0)
    throw Error(ErrorKind::InvalidValue,
                "waiting for a queue on '" + Dev.name() +
                    "': " + std::to_string(Blocked) +
                    " of its commands wait for a host_accessor that this "
                    "thread still holds, so the wait would never end; end "
                    "the host_accessor (leave its scope) before waiting");
}

void Queue::finish() {
  checkNotWaitingForThisThread();
  // Copied, not taken: a finish on another thread at the same time must
  // wait for them too.
  std::vector<EventRef> Held;
  {
    std::lock_guard<std::mutex> Guard(HeldBackLock);
    Held = HeldBack;
  }
  // A held-back command is enqueued on this queue when it is released, so
  // the plugin's finish comes after.
  for (const EventRef &E : Held)
    if (!E->isReady())
      E->wait();
  {
    std::lock_guard<std::mutex> Guard(HeldBackLock);
    forgetReadyHeldBack();
  }
  for (unsigned I = 0; I < LaneCount; ++I)
    if (prism_queue Handle = Lanes[I].Handle.load())
      Dev.plugin().check(Dev.plugin().api().queue_finish(Handle),
                         "waiting for a queue to finish");
}

} // namespace prism
