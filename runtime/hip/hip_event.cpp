//===- hip_event.cpp - HIP events -----------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "hip_event.h"

#include "device_state.h"
#include "hip_error.h"
#include "hip_stream.h"

#include "core/commands.h"

namespace prism::hip {

void Event::record(Stream &S) {
  S.joinBlockingStreams();
  EventRef NewDone = S.last();
  EventRef NewMarker;
  if (timed()) {
    DeviceState &Owner = S.owner();
    const uint32_t Zero = 0;
    std::vector<EventRef> Deps;
    if (NewDone)
      Deps.push_back(NewDone);
    Queue &Timing = Owner.timingQueue(); // makes the scratch on first use
    NewMarker =
        Fill{Owner.timingScratch(), &Zero, sizeof Zero, sizeof Zero}.submit(
            Timing, Deps);
  }
  std::lock_guard<std::mutex> Guard(Lock);
  Recorded = true;
  Done = std::move(NewDone);
  Marker = std::move(NewMarker);
}

EventRef Event::completion() const {
  std::lock_guard<std::mutex> Guard(Lock);
  return Marker ? Marker : Done;
}

bool Event::recorded() const {
  std::lock_guard<std::mutex> Guard(Lock);
  return Recorded;
}

void Event::synchronize() const {
  std::vector<EventRef> All;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    All = {Done, Marker};
  }
  waitAll(All);
}

// A timing event's marker trails its stream's command on the timing queue:
// once that command has finished, the event has completed as far as the
// program can tell (after hipStreamSynchronize, say), and the marker's own
// end follows within microseconds.
bool Event::isComplete() const {
  std::lock_guard<std::mutex> Guard(Lock);
  const EventRef &Last = Done ? Done : Marker;
  return !Last || Last->status() == PRISM_EVENT_COMPLETE;
}

uint64_t Event::timestamp() const {
  std::lock_guard<std::mutex> Guard(Lock);
  if (!timed())
    throw ApiError(hipErrorInvalidHandle,
                   "the event was created with hipEventDisableTiming");
  if (!Recorded || !Marker)
    throw ApiError(hipErrorInvalidHandle, "the event was never recorded");
  if (Done && Done->status() != PRISM_EVENT_COMPLETE)
    throw ApiError(hipErrorNotReady, "the event has not completed yet");
  Marker->wait();
  return Marker->profiling(PRISM_PROFILING_END);
}

} // namespace prism::hip
