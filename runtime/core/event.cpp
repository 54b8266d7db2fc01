//===- event.cpp - Completion events --------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "event.h"

#include "error.h"
#include "logging.h"
#include "plugin.h"
#include "scheduler.h"

#include <algorithm>
#include <unordered_set>

namespace prism {

Event::Event(Plugin &Owner, prism_event Handle, std::shared_ptr<Context> Ctx,
             const void *Queue)
    : State(Handle ? Enqueued : Complete), Owner(&Owner), Handle(Handle),
      Ctx(std::move(Ctx)), Queue(Queue) {}

Event::Event() : State(Pending) {}

Event::~Event() {
  if (Handle && Owner->api().event_release(Handle) != PRISM_SUCCESS)
    log().debug("{}: releasing an event failed: {}", Owner->backend(),
                Owner->lastError());
}

prism_event Event::handle() const {
  if (State.load(std::memory_order_acquire) != Enqueued)
    return nullptr;
  return Bound ? Bound->handle() : Handle;
}

Plugin &Event::plugin() const { return Bound ? Bound->plugin() : *Owner; }

const void *Event::context() const {
  return Bound ? Bound->context() : Ctx.get();
}

const void *Event::queue() const { return Bound ? Bound->queue() : Queue; }

void Event::becomeReady(StateKind Now) {
  {
    std::lock_guard<std::mutex> Guard(Lock);
    State.store(Now, std::memory_order_release);
    HeldBehind.clear();
  }
  Ready.notify_all();
  // Commands held back for this event may go now.
  Scheduler::get().eventReady();
}

void Event::bind(EventRef Enqueued) {
  Bound = std::move(Enqueued);
  becomeReady(Bound && Bound->handle() ? StateKind::Enqueued : Complete);
}

void Event::complete() { becomeReady(Complete); }

void Event::noteHeldBehind(std::vector<EventRef> Deps) {
  std::lock_guard<std::mutex> Guard(Lock);
  HeldBehind = std::move(Deps);
}

std::vector<EventRef> Event::heldBehind() const {
  std::lock_guard<std::mutex> Guard(Lock);
  return HeldBehind;
}

bool Event::waitsForThisThread() const {
  // Depth first over the pending events it waits for, each once: an
  // in-order queue and a buffer give many paths to one command.
  std::vector<EventRef> Waiting = heldBehind();
  std::unordered_set<const Event *> Visited;
  while (!Waiting.empty()) {
    EventRef E = std::move(Waiting.back());
    Waiting.pop_back();
    if (!E || E->isReady() || !Visited.insert(E.get()).second)
      continue;
    if (completedByThisThread({E}))
      return true;
    std::vector<EventRef> Behind = E->heldBehind();
    Waiting.insert(Waiting.end(), Behind.begin(), Behind.end());
  }
  return false;
}

void Event::wait() {
  if (State.load(std::memory_order_acquire) == Pending) {
    if (waitsForThisThread())
      throw Error(ErrorKind::InvalidValue,
                  "waiting for a command that waits for a host_accessor "
                  "this thread still holds, so the wait would never end; "
                  "end the host_accessor (leave its scope) before waiting");
    std::unique_lock<std::mutex> Guard(Lock);
    Ready.wait(Guard, [&] {
      return State.load(std::memory_order_acquire) != Pending;
    });
  }
  if (prism_event H = handle())
    plugin().check(plugin().api().event_wait(1, &H), "waiting for an event");
}

prism_event_status Event::status() const {
  if (State.load(std::memory_order_acquire) == Pending)
    return PRISM_EVENT_SUBMITTED;
  prism_event H = handle();
  if (!H)
    return PRISM_EVENT_COMPLETE;
  uint32_t Status = PRISM_EVENT_COMPLETE;
  plugin().check(plugin().api().event_get_status(H, &Status),
                 "querying an event's status");
  return static_cast<prism_event_status>(Status);
}

uint64_t Event::profiling(prism_profiling_info What) const {
  prism_event H = handle();
  if (!H)
    throw Error(ErrorKind::Unsupported,
                "no profiling information: the command did not run on a "
                "device, or has not been enqueued yet");
  uint64_t Nanoseconds = 0;
  plugin().check(plugin().api().event_get_profiling(H, What, &Nanoseconds),
                 "querying an event's profiling information");
  return Nanoseconds;
}

EventRef makePendingEvent() { return std::make_shared<Event>(); }

bool allReady(const std::vector<EventRef> &Events) {
  for (const EventRef &E : Events)
    if (E && !E->isReady())
      return false;
  return true;
}

void waitAll(const std::vector<EventRef> &Events) {
  // One plugin call per run of device events of the same plugin and
  // context (OpenCL waits for the events of one context at a time).
  std::vector<prism_event> Batch;
  Plugin *BatchOwner = nullptr;
  const void *BatchContext = nullptr;
  auto Flush = [&] {
    if (!Batch.empty())
      BatchOwner->check(BatchOwner->api().event_wait(
                            static_cast<uint32_t>(Batch.size()), Batch.data()),
                        "waiting for events");
    Batch.clear();
  };
  for (const EventRef &E : Events) {
    if (!E)
      continue;
    if (!E->isReady())
      E->wait();
    prism_event H = E->handle();
    if (!H)
      continue;
    if (&E->plugin() != BatchOwner || E->context() != BatchContext) {
      Flush();
      BatchOwner = &E->plugin();
      BatchContext = E->context();
    }
    Batch.push_back(H);
  }
  Flush();
}

namespace {
// Per thread, so that the question "would this thread wait for itself?" costs
// no lock; few are alive at once (one per live host accessor).
thread_local std::vector<std::weak_ptr<Event>> HoldsOfThisThread;
} // namespace

void noteCompletedByThisThread(const EventRef &Hold) {
  HoldsOfThisThread.erase(std::remove_if(HoldsOfThisThread.begin(),
                                         HoldsOfThisThread.end(),
                                         [](const std::weak_ptr<Event> &W) {
                                           EventRef E = W.lock();
                                           return !E || E->isReady();
                                         }),
                          HoldsOfThisThread.end());
  HoldsOfThisThread.push_back(Hold);
}

bool completedByThisThread(const std::vector<EventRef> &Events) {
  for (const std::weak_ptr<Event> &W : HoldsOfThisThread) {
    EventRef Hold = W.lock();
    if (Hold && !Hold->isReady() &&
        std::find(Events.begin(), Events.end(), Hold) != Events.end())
      return true;
  }
  return false;
}

} // namespace prism
