//===- event.cpp - Completion events --------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "event.h"

#include "error.h"
#include "logging.h"
#include "plugin.h"

namespace prism {

Event::Event(Plugin &Owner, prism_event Handle)
    : Owner(Owner), Handle(Handle) {}

Event::~Event() {
  if (Handle && Owner.api().event_release(Handle) != PRISM_SUCCESS)
    log().debug("{}: releasing an event failed: {}", Owner.backend(),
                Owner.lastError());
}

void Event::wait() {
  if (Handle)
    Owner.check(Owner.api().event_wait(1, &Handle), "waiting for an event");
}

prism_event_status Event::status() const {
  if (!Handle)
    return PRISM_EVENT_COMPLETE;
  uint32_t Status = PRISM_EVENT_COMPLETE;
  Owner.check(Owner.api().event_get_status(Handle, &Status),
              "querying an event's status");
  return static_cast<prism_event_status>(Status);
}

uint64_t Event::profiling(prism_profiling_info What) const {
  if (!Handle)
    throw Error(ErrorKind::Unsupported,
                "no profiling information: the command completed without a "
                "backend event");
  uint64_t Nanoseconds = 0;
  Owner.check(Owner.api().event_get_profiling(Handle, What, &Nanoseconds),
              "querying an event's profiling information");
  return Nanoseconds;
}

void waitAll(const std::vector<EventRef> &Events) {
  // One plugin call per run of events of the same plugin.
  std::vector<prism_event> Batch;
  Plugin *BatchOwner = nullptr;
  auto Flush = [&] {
    if (!Batch.empty())
      BatchOwner->check(BatchOwner->api().event_wait(
                            static_cast<uint32_t>(Batch.size()), Batch.data()),
                        "waiting for events");
    Batch.clear();
  };
  for (const EventRef &E : Events) {
    if (!E || !E->handle())
      continue;
    if (&E->plugin() != BatchOwner) {
      Flush();
      BatchOwner = &E->plugin();
    }
    Batch.push_back(E->handle());
  }
  Flush();
}

} // namespace prism
