//===- device_state.cpp - What the HIP runtime keeps per device -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The device states are created on first use and never destroyed, like the
// core's Runtime: programs free memory and destroy streams from their static
// destructors, after which a destroyed state would be used.
//
//===----------------------------------------------------------------------===//
#include "device_state.h"

#include "hip_error.h"
#include "hip_stream.h"

#include "core/runtime.h"

#include <algorithm>
#include <unordered_set>

namespace prism::hip {

namespace {

thread_local int CurrentOrdinal = 0;

/// Created streams, so that a destroyed or made-up handle is an error
/// rather than a crash.
std::mutex LiveStreamsLock;
std::unordered_set<const Stream *> LiveStreams;

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
  thread_local std::vector<std::unique_ptr<Stream>> PerThread;
  for (const auto &S : PerThread)
    if (&S->owner() == this)
      return *S;
  PerThread.push_back(std::make_unique<ihipStream_t>(
      *this, Stream::Kind::PerThread, hipStreamDefault, 0));
  return *PerThread.back();
}

void DeviceState::addStream(Stream &S) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Streams.push_back(&S);
  }
  std::lock_guard<std::mutex> Guard(LiveStreamsLock);
  LiveStreams.insert(&S);
}

void DeviceState::removeStream(Stream &S) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    Streams.erase(std::remove(Streams.begin(), Streams.end(), &S),
                  Streams.end());
  }
  std::lock_guard<std::mutex> Guard(LiveStreamsLock);
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

void DeviceState::synchronize() {
  std::vector<Stream *> All;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    All = Streams;
    if (Null)
      All.push_back(Null.get());
  }
  for (Stream *S : All)
    S->synchronize();
}

Queue &DeviceState::timingQueue() {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!Timing) {
    Timing = std::make_shared<Queue>(Ctx, Dev, /*Profiling=*/true);
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
    std::lock_guard<std::mutex> Guard(LiveStreamsLock);
    if (!LiveStreams.count(Handle))
      throw ApiError(hipErrorInvalidHandle,
                     "not a stream, or one already destroyed");
  }
  Stream &S = *Handle;
  if (hipError_t Sticky = S.owner().stickyError())
    throw ApiError(Sticky, "an earlier kernel fault stopped the stream's "
                           "device ('" +
                               S.owner().device().name() + "')");
  return S;
}

} // namespace prism::hip
