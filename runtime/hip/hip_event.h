//===- hip_event.h - HIP events ---------------------------------*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// An event belongs to the device current when it was created, and
// hipDeviceReset of that device destroys it. A recorded event is the core
// event of the last command submitted to its stream (complete when there was
// none). A timing event also enqueues a
// marker (a 4-byte fill) on the device's profiling queue behind that
// command; hipEventElapsedTime subtracts the markers' end times. The
// streams themselves run without profiling, which would slow every command.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_HIP_HIP_EVENT_H
#define PRISM_HIP_HIP_EVENT_H

#include "hip/hip_runtime_api.h"

#include "core/event.h"

#include <mutex>

namespace prism::hip {

class DeviceState;
class Stream;

class Event {
public:
  Event(DeviceState &Owner, unsigned Flags) : Owner(Owner), Flags(Flags) {}
  Event(const Event &) = delete;
  Event &operator=(const Event &) = delete;

  DeviceState &owner() const { return Owner; }
  unsigned flags() const { return Flags; }
  bool timed() const { return !(Flags & hipEventDisableTiming); }

  void record(Stream &S);
  /// The command the event waits for (null: none, or never recorded).
  EventRef completion() const;
  bool recorded() const;
  void synchronize() const;
  /// Whether the stream's work before the record has finished.
  bool isComplete() const;
  /// The marker's end time in nanoseconds, waiting for the marker once the
  /// stream's command has finished; throws ApiError.
  uint64_t timestamp() const;

private:
  DeviceState &Owner;
  const unsigned Flags;
  mutable std::mutex Lock;
  bool Recorded = false;
  EventRef Done;
  EventRef Marker;
};

} // namespace prism::hip

/// What hipEvent_t points at.
struct ihipEvent_t final : prism::hip::Event {
  using Event::Event;
};

#endif // PRISM_HIP_HIP_EVENT_H
