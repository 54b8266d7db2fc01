//===- event.cpp - Native CPU events: completion, waits and profiling -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// An event handle shares an EventState with the command that completes it
// and with its queue, so releasing the handle never cuts a command short.
// Waiting spins for a short while before it sleeps: a kernel of a few
// microseconds is then waited for without a trip through the kernel's
// scheduler. Timestamps are steady-clock nanoseconds, taken only on queues
// made with PRISM_QUEUE_FLAG_PROFILING.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"
#include "thread_pool.h"

#include <spdlog/fmt/fmt.h>

#include <chrono>
#include <new>

namespace prism::native_cpu {

namespace {

// How long a waiter spins before it sleeps.
constexpr auto SpinBeforeSleeping = std::chrono::microseconds(20);

} // namespace

uint64_t nowNanoseconds() {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

void EventState::markRunning() {
  if (profiling)
    startNs = nowNanoseconds();
  status.store(PRISM_EVENT_RUNNING, std::memory_order_release);
}

void EventState::markComplete(std::vector<Command *> &ready) {
  if (profiling)
    endNs = nowNanoseconds();
  std::vector<Command *> waiting;
  {
    std::lock_guard<std::mutex> lock(mutex);
    status.store(PRISM_EVENT_COMPLETE, std::memory_order_release);
    waiting.swap(successors);
  }
  completed.notify_all();
  for (Command *command : waiting)
    if (command->dependencyDone())
      ready.push_back(command);
}

void EventState::setCompleted(uint64_t start, uint64_t end) {
  startNs = start;
  endNs = end;
  status.store(PRISM_EVENT_COMPLETE, std::memory_order_release);
}

bool EventState::addSuccessor(Command *command) {
  std::lock_guard<std::mutex> lock(mutex);
  if (complete())
    return false;
  successors.push_back(command);
  return true;
}

void EventState::wait() {
  const auto deadline = std::chrono::steady_clock::now() + SpinBeforeSleeping;
  do {
    for (int i = 0; i < 64; ++i) {
      if (complete())
        return;
      spinPause();
    }
  } while (std::chrono::steady_clock::now() < deadline);
  std::unique_lock<std::mutex> lock(mutex);
  completed.wait(lock, [this] { return complete(); });
}

prism_event_t *newEventHandle(std::shared_ptr<EventState> state) {
  auto *handle = new (std::nothrow) prism_event_t;
  if (handle)
    handle->state = std::move(state);
  return handle;
}

prism_result eventWait(uint32_t count, const prism_event *events) {
  for (uint32_t i = 0; i < count; ++i)
    events[i]->state->wait();
  return PRISM_SUCCESS;
}

prism_result eventGetStatus(prism_event event, uint32_t *status) {
  *status = event->state->currentStatus();
  return PRISM_SUCCESS;
}

prism_result eventGetProfiling(prism_event event, prism_profiling_info what,
                               uint64_t *nanoseconds) {
  const EventState &state = *event->state;
  if (!state.profiling)
    return fail(PRISM_ERROR_UNSUPPORTED,
                "event_get_profiling: no profiling data; the queue was made "
                "without PRISM_QUEUE_FLAG_PROFILING");
  const uint32_t status = state.currentStatus();
  switch (what) {
  case PRISM_PROFILING_SUBMIT:
    *nanoseconds = state.submitNs;
    return PRISM_SUCCESS;
  case PRISM_PROFILING_START:
    if (status == PRISM_EVENT_SUBMITTED)
      break;
    *nanoseconds = state.startNs;
    return PRISM_SUCCESS;
  case PRISM_PROFILING_END:
    if (status != PRISM_EVENT_COMPLETE)
      break;
    *nanoseconds = state.endNs;
    return PRISM_SUCCESS;
  }
  return fail(
      PRISM_ERROR_UNSUPPORTED,
      fmt::format("event_get_profiling: the command has not {} yet",
                  what == PRISM_PROFILING_START ? "started" : "completed"));
}

prism_result eventRelease(prism_event event) {
  event->magic = 0;
  delete event;
  return PRISM_SUCCESS;
}

} // namespace prism::native_cpu
