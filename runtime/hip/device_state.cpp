//===- device_state.cpp - What the HIP runtime keeps per device -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The device states are created on first use and never destroyed, like the
// core's Runtime: programs free memory and destroy streams from their static
// destructors, after which a destroyed state would be used. Work still
// queued when the program exits is finished first thing at exit, as CUDA's
// runtime does, by the core's live queues (core/live_queues.h).
//
//===----------------------------------------------------------------------===//
#include "device_state.h"

#include "hip_error.h"
#include "hip_event.h"
#include "hip_stream.h"
#include "memory_checks.h"

#include "core/plugin.h"
#include "core/runtime.h"

#include <algorithm>
#include <exception>
#include <unordered_set>

namespace prism::hip {

namespace {

thread_local int CurrentOrdinal = 0;

/// Created streams and events, so that a destroyed or made-up handle is an
/// error rather than a crash (unless a new one took its address).
std::mutex LiveHandlesLock;
std::unordered_set<const Stream *> LiveStreams;
std::unordered_set<const Event *> LiveEvents;

/// The calling thread's hipStreamPerThread streams, one per device; each
/// leaves its device's list when the thread ends.
struct PerThreadStreamList {
  std::vector<std::unique_ptr<Stream>> Streams;
  ~PerThreadStreamList() {
    for (const auto &S : Streams)
      S->owner().removeStream(*S);
  }
};

} // namespace

DeviceState::DeviceState(Device &Dev, int Ordinal)
    : Dev(Dev), Ordinal(Ordinal), Ctx(defaultContext(Dev)) {}

DeviceState::~DeviceState() = default;

Stream &DeviceState::nullStream() {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!Null)
    Null = std::make_unique<ihipStream_t>(*this, Stream::Kind::Null,
                                          hipStreamDefault, 0);
  return *Null;
}

EventRef DeviceState::nullStreamLast() {
  Stream *S;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    S = Null.get();
  }
  return S ? S->last() : nullptr;
}

Stream &DeviceState::perThreadStream() {
  // One per thread and device, destroyed with the thread.
  thread_local PerThreadStreamList PerThread;
  for (const auto &S : PerThread.Streams)
    if (&S->owner() == this)
      return *S;
  PerThread.Streams.push_back(std::make_unique<ihipStream_t>(
      *this, Stream::Kind::PerThread, hipStreamDefault, 0));
  std::lock_guard<std::mutex> Guard(Lock);
  PerThreadStreams.push_back(PerThread.Streams.back().get());
  return *PerThread.Streams.back();
}

void DeviceState::addStream(Stream &S) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Streams.push_back(&S);
  }
  std::lock_guard<std::mutex> Guard(LiveHandlesLock);
  LiveStreams.insert(&S);
}

void DeviceState::removeStream(Stream &S) {
  // Waits for a walk over the streams that may have seen S: S is deleted
  // next.
  std::unique_lock<std::shared_mutex> NoWalk(StreamWalk);
  {
    std::lock_guard<std::mutex> Guard(Lock);
    for (std::vector<Stream *> *List : {&Streams, &PerThreadStreams})
      List->erase(std::remove(List->begin(), List->end(), &S), List->end());
  }
  std::lock_guard<std::mutex> Guard(LiveHandlesLock);
  LiveStreams.erase(&S);
}

std::vector<Stream *> DeviceState::blockingStreams(const Stream *Except) {
  std::vector<Stream *> Result;
  std::lock_guard<std::mutex> Guard(Lock);
  for (Stream *S : Streams)
    if (S != Except && S->isBlocking())
      Result.push_back(S);
  return Result;
}

std::vector<Stream *> DeviceState::allStreams() {
  std::lock_guard<std::mutex> Guard(Lock);
  std::vector<Stream *> All = Streams;
  All.insert(All.end(), PerThreadStreams.begin(), PerThreadStreams.end());
  if (Null)
    All.push_back(Null.get());
  return All;
}

void DeviceState::synchronize() {
  std::shared_lock<std::shared_mutex> Walking(StreamWalk);
  for (Stream *S : allStreams())
    S->synchronize();
}

void DeviceState::drain() {
  {
    std::shared_lock<std::shared_mutex> Walking(StreamWalk);
    for (Stream *S : allStreams()) {
      try {
        S->synchronize();
      } catch (const std::exception &) {
        // A fault, which the reset clears.
      }
    }
  }
  QueueRef TimingMarkers;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    TimingMarkers = Timing;
  }
  try {
    if (TimingMarkers)
      TimingMarkers->finish();
  } catch (const std::exception &) {
    // As above.
  }
}

void DeviceState::addEvent(Event &E) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Events.push_back(&E);
  }
  std::lock_guard<std::mutex> Guard(LiveHandlesLock);
  LiveEvents.insert(&E);
}

void DeviceState::removeEvent(Event &E) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Events.erase(std::remove(Events.begin(), Events.end(), &E), Events.end());
  }
  std::lock_guard<std::mutex> Guard(LiveHandlesLock);
  LiveEvents.erase(&E);
}

void DeviceState::noteAllocation(void *Ptr, size_t Size, prism_usm_kind Kind) {
  std::lock_guard<std::mutex> Guard(Lock);
  Allocations[Ptr] = {Size, Kind};
  if (Kind != PRISM_USM_HOST)
    DeviceBytes += Size;
}

bool DeviceState::forgetAllocation(const void *Ptr) {
  std::lock_guard<std::mutex> Guard(Lock);
  auto It = Allocations.find(Ptr);
  if (It == Allocations.end())
    return false;
  if (It->second.Kind != PRISM_USM_HOST)
    DeviceBytes -= It->second.Size;
  Allocations.erase(It);
  return true;
}

bool DeviceState::setPeerAccess(DeviceState &Peer, bool Enable) {
  std::lock_guard<std::mutex> Guard(Lock);
  if (Peers.count(&Peer) == static_cast<size_t>(Enable))
    return false;
  Dev.plugin().check(
      Dev.plugin().api().context_set_peer_access(
          Ctx->handle(), Dev.handle(), Peer.device().handle(), Enable),
      Enable ? "enabling peer access" : "disabling peer access");
  if (Enable)
    Peers.insert(&Peer);
  else
    Peers.erase(&Peer);
  return true;
}

void DeviceState::reset() {
  drain();
  std::vector<Stream *> CreatedStreams;
  std::vector<Event *> CreatedEvents;
  std::unordered_map<const void *, OwnedAllocation> Memory;
  {
    std::unique_lock<std::shared_mutex> NoWalk(StreamWalk);
    std::lock_guard<std::mutex> Guard(Lock);
    CreatedStreams.swap(Streams);
    CreatedEvents.swap(Events);
    Memory.swap(Allocations);
    DeviceBytes = 0;
  }
  {
    std::lock_guard<std::mutex> Guard(LiveHandlesLock);
    for (Stream *S : CreatedStreams)
      LiveStreams.erase(S);
    for (Event *E : CreatedEvents)
      LiveEvents.erase(E);
  }
  for (Stream *S : CreatedStreams)
    delete static_cast<ihipStream_t *>(S);
  for (Event *E : CreatedEvents)
    delete static_cast<ihipEvent_t *>(E);
  // Every release is tried. A device that a fault broke may refuse them:
  // CUDA keeps the fault in the context, which Prism shares with libsycl
  // and does not recreate. The first refusal is reported.
  std::exception_ptr FirstFailure;
  auto Attempt = [&](const auto &Release) {
    try {
      Release();
    } catch (const std::exception &) {
      if (!FirstFailure)
        FirstFailure = std::current_exception();
    }
  };
  for (const auto &[Ptr, Owned] : Memory) {
    // Unless libsycl freed it (sycl::free of a hipMalloc pointer) and
    // perhaps allocated something else there since.
    const Allocation *A = Ctx->find(Ptr);
    if (A && A->Base == Ptr && A->Size == Owned.Size && A->Kind == Owned.Kind)
      Attempt([&, Ptr = Ptr] { Ctx->free(const_cast<void *>(Ptr)); });
  }
  Attempt([&] { unregisterHostMemory(*this); });
  // CUDA's reset destroys the context, and its peer mappings with it.
  std::unordered_set<DeviceState *> EnabledPeers;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    EnabledPeers = Peers;
  }
  for (DeviceState *Peer : EnabledPeers)
    Attempt([&] { setPeerAccess(*Peer, false); });
  // The flags and limits belong to CUDA's context, which a reset destroys.
  Flags = 0;
  for (int L = 0; L < 3; ++L)
    Limits[L] = DefaultLimits[L];
  setStickyError(hipSuccess);
  if (FirstFailure)
    std::rethrow_exception(FirstFailure);
}

Queue &DeviceState::timingQueue() {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!Timing) {
    Timing = Queue::create(Ctx, Dev, /*Profiling=*/true);
    TimingScratch = Ctx->allocate(PRISM_USM_DEVICE, sizeof(uint32_t),
                                  sizeof(uint32_t), &Dev);
  }
  return *Timing;
}

std::vector<DeviceState *> &devices() {
  static std::vector<DeviceState *> *States = [] {
    auto *Result = new std::vector<DeviceState *>();
    int Ordinal = 0;
    for (Device *D : Runtime::get().visibleDevices())
      Result->push_back(new DeviceState(*D, Ordinal++));
    return Result;
  }();
  if (States->empty())
    throw ApiError(hipErrorNoDevice, Runtime::get().noDeviceMessage());
  return *States;
}

DeviceState &deviceAt(int Ordinal) {
  std::vector<DeviceState *> &All = devices();
  if (Ordinal < 0 || static_cast<size_t>(Ordinal) >= All.size())
    throw ApiError(hipErrorInvalidDevice, "device " + std::to_string(Ordinal) +
                                              " does not exist (there are " +
                                              std::to_string(All.size()) + ")");
  return *All[Ordinal];
}

DeviceState &currentDevice() {
  DeviceState &State = deviceAt(CurrentOrdinal);
  if (hipError_t Sticky = State.stickyError())
    throw ApiError(Sticky, "an earlier kernel fault stopped device " +
                               std::to_string(State.ordinal()) + " ('" +
                               State.device().name() + "')");
  return State;
}

int currentOrdinal() { return CurrentOrdinal; }

void setCurrentOrdinal(int Ordinal) {
  deviceAt(Ordinal);
  CurrentOrdinal = Ordinal;
}

DeviceState *deviceOwning(const void *Ptr, const Allocation **Found) {
  if (!Ptr)
    return nullptr;
  for (DeviceState *State : devices())
    if (const Allocation *A = State->context()->find(Ptr)) {
      if (Found)
        *Found = A;
      // A host allocation belongs to the context, not to one device.
      if (A->Dev && A->Dev != &State->device())
        for (DeviceState *Other : devices())
          if (&Other->device() == A->Dev)
            return Other;
      return State;
    }
  return nullptr;
}

Stream &streamOf(hipStream_t Handle) {
  if (!Handle)
    return currentDevice().nullStream();
  if (Handle == hipStreamPerThread)
    return currentDevice().perThreadStream();
  {
    std::lock_guard<std::mutex> Guard(LiveHandlesLock);
    if (!LiveStreams.count(Handle))
      throw ApiError(hipErrorInvalidHandle,
                     "not a stream, or one already destroyed (by "
                     "hipStreamDestroy or hipDeviceReset)");
  }
  Stream &S = *Handle;
  if (hipError_t Sticky = S.owner().stickyError())
    throw ApiError(Sticky, "an earlier kernel fault stopped the stream's "
                           "device ('" +
                               S.owner().device().name() + "')");
  return S;
}

Event &eventOf(hipEvent_t Handle) {
  std::lock_guard<std::mutex> Guard(LiveHandlesLock);
  if (!Handle || !LiveEvents.count(Handle))
    throw ApiError(hipErrorInvalidHandle,
                   "not an event, or one already destroyed (by "
                   "hipEventDestroy or hipDeviceReset)");
  return *Handle;
}

} // namespace prism::hip
