//===- scheduler.cpp - Commands held back, and host tasks -----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "scheduler.h"

#include "logging.h"

#include <thread>

namespace prism {

Scheduler &Scheduler::get() {
  static Scheduler Instance;
  return Instance;
}

Scheduler::~Scheduler() {
  // Host tasks still running use the runtime: let them end first.
  std::unique_lock<std::mutex> Guard(Lock);
  HostTasksDone.wait(Guard, [&] { return RunningHostTasks == 0; });
}

void Scheduler::run(Held &Command) {
  try {
    Command.Done->bind(Command.Enqueue());
  } catch (const Error &) {
    if (Command.Errors)
      Command.Errors(std::current_exception());
    Command.Done->complete();
  }
}

EventRef Scheduler::defer(std::vector<EventRef> Deps,
                          std::function<EventRef()> Enqueue,
                          AsyncErrorSink Errors) {
  Held Command{std::move(Deps), std::move(Enqueue), std::move(Errors),
               makePendingEvent()};
  EventRef Done = Command.Done;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    // Checked under the lock: a dependency that becomes ready from now on
    // calls eventReady, which finds the command in the list.
    if (!allReady(Command.Deps)) {
      log().debug("holding back a command until {} event(s) are ready",
                  Command.Deps.size());
      Waiting.push_back(std::move(Command));
      return Done;
    }
  }
  run(Command);
  return Done;
}

void Scheduler::eventReady() {
  std::list<Held> Unblocked;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    for (auto It = Waiting.begin(); It != Waiting.end();) {
      auto Next = std::next(It);
      if (allReady(It->Deps))
        Unblocked.splice(Unblocked.end(), Waiting, It);
      It = Next;
    }
  }
  // In submission order, outside the lock: enqueuing one makes its event
  // ready, which may unblock more.
  for (Held &Command : Unblocked)
    run(Command);
}

EventRef Scheduler::hostTask(std::vector<EventRef> Deps,
                             std::function<void()> Task,
                             AsyncErrorSink Errors) {
  EventRef Done = makePendingEvent();
  {
    std::lock_guard<std::mutex> Guard(Lock);
    ++RunningHostTasks;
  }
  std::thread([this, Deps = std::move(Deps), Task = std::move(Task),
               Errors = std::move(Errors), Done] {
    try {
      waitAll(Deps);
      Task();
    } catch (...) {
      if (Errors)
        Errors(std::current_exception());
    }
    Done->complete();
    std::lock_guard<std::mutex> Guard(Lock);
    if (--RunningHostTasks == 0)
      HostTasksDone.notify_all();
  }).detach();
  return Done;
}

} // namespace prism
