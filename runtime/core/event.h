//===- event.h - Completion events ----------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The completion of one command. A command enqueued at once has its
// plugin's event. A command the runtime holds back (a host task, a command
// that depends on one, a host accessor's hold on a buffer) gets a pending
// event: it becomes the plugin event of the command once that is enqueued
// (bind), or completes on the host (complete). Dependent commands can be
// enqueued behind an event once it is no longer pending (isReady).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_EVENT_H
#define PRISM_CORE_EVENT_H

#include "prism/plugin.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace prism {

class Context;
class Plugin;
class Event;
using EventRef = std::shared_ptr<Event>;

class Event {
public:
  /// The event of a command enqueued on plugin queue Queue in Ctx (a context
  /// of Owner's); a null Handle is complete. The event keeps Ctx alive: a
  /// plugin's events may live in their context (Level Zero's event pools),
  /// and an event can outlast every queue of its context.
  Event(Plugin &Owner, prism_event Handle, std::shared_ptr<Context> Ctx,
        const void *Queue);
  /// A pending event.
  Event();
  ~Event();
  Event(const Event &) = delete;
  Event &operator=(const Event &) = delete;

  /// The plugin event; null for a host event, or while pending.
  prism_event handle() const;
  /// The plugin of handle(); only when handle() is not null.
  Plugin &plugin() const;
  /// The context the command was enqueued in (plugins order commands
  /// behind events of their own context only); with handle().
  const void *context() const;
  /// The plugin queue the command was enqueued on; with handle().
  const void *queue() const;
  /// Not pending: a dependent command may be enqueued behind it.
  bool isReady() const {
    return State.load(std::memory_order_acquire) != Pending;
  }
  /// Makes a pending event the event of its command, now enqueued.
  void bind(EventRef Enqueued);
  /// Completes a pending event on the host.
  void complete();
  /// Notes that a pending event's command is held back until Deps are
  /// ready, so that wait() can tell when that is never.
  void noteHeldBehind(std::vector<EventRef> Deps);

  /// Blocks until the command has finished. Throws Error(InvalidValue)
  /// instead when waitsForThisThread().
  void wait();
  /// True when the command is held back behind a host accessor that the
  /// calling thread holds, directly or through other held-back commands:
  /// that thread waiting for it would wait forever.
  bool waitsForThisThread() const;
  prism_event_status status() const;
  /// Nanoseconds; throws Error(Unsupported) on a queue without profiling or
  /// for a command that ran on the host.
  uint64_t profiling(prism_profiling_info What) const;

private:
  enum StateKind : int { Pending, Enqueued, Complete };
  void becomeReady(StateKind Now);
  std::vector<EventRef> heldBehind() const;

  std::atomic<int> State;
  Plugin *Owner = nullptr;
  prism_event Handle = nullptr;
  std::shared_ptr<Context> Ctx;
  const void *Queue = nullptr;
  EventRef Bound;                   // a pending event's command, once enqueued
  std::vector<EventRef> HeldBehind; // what a held-back command waits for
  mutable std::mutex Lock;
  std::condition_variable Ready;
};

/// A new pending event.
EventRef makePendingEvent();
/// True when every event in the list is ready (null entries are).
bool allReady(const std::vector<EventRef> &Events);
/// Waits for every event in the list.
void waitAll(const std::vector<EventRef> &Events);

/// Notes that the calling thread alone completes Hold, a pending event (a
/// host accessor's, completed when it ends): that thread waiting for it,
/// or for a command behind it, would wait forever.
void noteCompletedByThisThread(const EventRef &Hold);
/// True when one of Events is pending and the calling thread alone
/// completes it.
bool completedByThisThread(const std::vector<EventRef> &Events);

} // namespace prism

#endif // PRISM_CORE_EVENT_H
