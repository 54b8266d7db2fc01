//===- scheduler.h - Commands held back, and host tasks -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Plugins order a command behind events of their own; they cannot wait for
// work the runtime does on the host (a host task, a host accessor still
// alive) or for a command that is itself held back. Such a command waits
// here with a pending event, and is enqueued by the thread that makes its
// last dependency ready (Event::bind or Event::complete call eventReady), so
// that no thread of the runtime polls. Host tasks run on a thread each: a
// host task may wait for another, and a fixed pool could then run out.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_SCHEDULER_H
#define PRISM_CORE_SCHEDULER_H

#include "error.h"
#include "event.h"

#include <condition_variable>
#include <exception>
#include <functional>
#include <list>
#include <mutex>
#include <vector>

namespace prism {

/// Where the errors of a command that fails after its submission returned go
/// (the SYCL queue's asynchronous errors): a prism::Error, or whatever a host
/// task threw.
using AsyncErrorSink = std::function<void(std::exception_ptr)>;

class Scheduler {
public:
  static Scheduler &get();
  ~Scheduler();

  /// Enqueues the command (Enqueue returns its device event) once every
  /// event in Deps is ready; returns its event, pending until then. A
  /// failure of Enqueue goes to Errors and completes the event.
  EventRef defer(std::vector<EventRef> Deps, std::function<EventRef()> Enqueue,
                 AsyncErrorSink Errors);
  /// Runs Task on a host thread of its own once every event in Deps has
  /// completed; returns the event that completes when Task returns. What
  /// Task throws goes to Errors.
  EventRef hostTask(std::vector<EventRef> Deps, std::function<void()> Task,
                    AsyncErrorSink Errors);
  /// An event became ready: enqueues the held-back commands it unblocks.
  void eventReady();

private:
  Scheduler() = default;
  struct Held {
    std::vector<EventRef> Deps;
    std::function<EventRef()> Enqueue;
    AsyncErrorSink Errors;
    EventRef Done;
  };
  static void run(Held &Command);

  std::mutex Lock;
  std::list<Held> Waiting;
  std::condition_variable HostTasksDone;
  unsigned RunningHostTasks = 0;
};

} // namespace prism

#endif // PRISM_CORE_SCHEDULER_H
