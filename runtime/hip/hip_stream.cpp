//===- hip_stream.cpp - HIP streams over core queues ----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "hip_stream.h"

#include "device_state.h"
#include "hip_error.h"
#include "stream_capture.h"

namespace prism::hip {

Stream::Stream(DeviceState &Owner, Kind What, unsigned Flags, int Priority)
    : Owner(Owner), What(What), Flags(Flags), Priority(Priority),
      TheQueue(Queue::create(Owner.context(), Owner.device(),
                             /*Profiling=*/false)) {
  // A failed command's error waits for the next synchronisation, as a
  // kernel fault does in HIP.
  TheQueue->setAsyncErrorSink([this](std::exception_ptr Error) {
    std::lock_guard<std::mutex> Guard(Lock);
    if (!AsyncError)
      AsyncError = Error;
  });
}

Stream::~Stream() { leaveCapture(*this); }

std::vector<EventRef> Stream::orderingDependencies() {
  std::vector<EventRef> Deps;
  if (What == Kind::Null) {
    for (Stream *Other : Owner.blockingStreams(this))
      if (EventRef E = Other->last())
        Deps.push_back(std::move(E));
  } else if (What == Kind::Created && isBlocking()) {
    if (EventRef E = Owner.nullStreamLast())
      Deps.push_back(std::move(E));
  }
  std::lock_guard<std::mutex> Guard(Lock);
  for (EventRef &E : Waits)
    Deps.push_back(std::move(E));
  Waits.clear();
  return Deps;
}

void Stream::submit(
    const std::function<EventRef(const std::vector<EventRef> &)> &Enqueue) {
  if (capture() || (isNull() && capturesActive()))
    checkSubmitDuringCapture(*this);
  // One submit at a time: the command that takes hipStreamWaitEvent's
  // events must be enqueued before the commands submitted after it by
  // other threads, which the stream's order puts behind those events.
  std::lock_guard<std::mutex> Submitting(SubmitLock);
  EventRef Done = Enqueue(orderingDependencies());
  std::lock_guard<std::mutex> Guard(Lock);
  if (Done) {
    Last = std::move(Done);
    Unmarked = false;
  } else {
    Unmarked = true;
  }
}

EventRef Stream::last() {
  std::lock_guard<std::mutex> Guard(Lock);
  if (Unmarked) {
    Last = TheQueue->marker();
    Unmarked = false;
  }
  return Last;
}

void Stream::joinBlockingStreams() {
  if (!isNull())
    return;
  submit([&](const std::vector<EventRef> &Deps) -> EventRef {
    std::vector<EventRef> Outstanding;
    for (const EventRef &E : Deps)
      if (E->status() != PRISM_EVENT_COMPLETE)
        Outstanding.push_back(E);
    return Outstanding.empty() ? last() : TheQueue->barrier(Outstanding);
  });
}

void Stream::waitFor(EventRef Event) {
  if (!Event)
    return;
  std::lock_guard<std::mutex> Guard(Lock);
  Waits.push_back(std::move(Event));
}

void Stream::synchronize() {
  try {
    joinBlockingStreams();
    TheQueue->finish();
    std::exception_ptr Error;
    {
      std::lock_guard<std::mutex> Guard(Lock);
      std::swap(Error, AsyncError);
    }
    if (Error)
      std::rethrow_exception(Error);
  } catch (const prism::Error &E) {
    // A kernel that faulted leaves the device unusable, as in CUDA.
    if (E.kind() == ErrorKind::LaunchFailed ||
        E.kind() == ErrorKind::DeviceLost ||
        E.kind() == ErrorKind::DeviceAssert)
      Owner.setStickyError(toHipError(E));
    throw;
  }
}

bool Stream::isIdle() {
  if (isNull())
    for (Stream *Other : Owner.blockingStreams(this))
      if (!Other->isIdle())
        return false;
  EventRef E = last();
  return !E || E->status() == PRISM_EVENT_COMPLETE;
}

} // namespace prism::hip
