//===- event.h - Completion events ----------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_EVENT_H
#define PRISM_CORE_EVENT_H

#include "prism/plugin.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace prism {

class Plugin;

/// A plugin event, released when the last reference goes. A null Event
/// (no handle) is already complete.
class Event {
public:
  Event(Plugin &Owner, prism_event Handle);
  ~Event();
  Event(const Event &) = delete;
  Event &operator=(const Event &) = delete;

  prism_event handle() const { return Handle; }
  Plugin &plugin() const { return Owner; }
  void wait();
  prism_event_status status() const;
  /// Nanoseconds; throws Error(Unsupported) on a queue without profiling.
  uint64_t profiling(prism_profiling_info What) const;

private:
  Plugin &Owner;
  prism_event Handle;
};

using EventRef = std::shared_ptr<Event>;

/// Waits for every event in the list.
void waitAll(const std::vector<EventRef> &Events);

} // namespace prism

#endif // PRISM_CORE_EVENT_H
