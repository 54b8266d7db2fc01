//===- event.cpp - Level Zero events, wait lists and profiling ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A prism event is one event of its context's pool (event_pool.h), which
// the command signals. A command gets one only when the caller asks for it
// or when it waits for events of other queues (then the events it waits
// for stay unused until it has run). Wait lists hold only this plugin's
// events of the same context: the core waits on the host for events of
// other backends and holds back commands that wait for host tasks
// (runtime/core/scheduler.h), so no event here ever needs a host signal.
//
// Profiling: the submit time is the device's clock read at enqueue
// (zeDeviceGetGlobalTimestamps); start and end are the command's global
// kernel timestamps, which keep only kernelTimestampValidBits bits and are
// placed after the submit time on the full clock.
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::level_zero {

void WaitList::assign(uint32_t waitCount, const prism_event *waitEvents) {
  if (waitCount > InlineCapacity) {
    heapEvents.resize(waitCount);
    events = heapEvents.data();
  }
  for (uint32_t i = 0; i < waitCount; ++i)
    events[i] = waitEvents[i]->slot->handle;
  sourceEvents = waitEvents;
  count = waitCount;
}

Append::Append(prism_queue_t &queue, uint32_t waitCount,
               const prism_event *waitList, prism_event *outEvent)
    : queue(queue), lock(queue.appendMutex), outEvent(outEvent) {
  waits.assign(waitCount, waitList);
}

Append::~Append() {
  if (slot)
    queue.context->events.discard(slot);
}

prism_result Append::start() {
  if (!outEvent && !waits.size())
    return PRISM_SUCCESS;
  if (prism_result result = queue.context->events.acquire(slot))
    return result;
  if (outEvent && queue.profiling) {
    uint64_t hostTimestamp = 0;
    if (ze_result_t result = ze.zeDeviceGetGlobalTimestamps(
            queue.device->handle, &hostTimestamp, &submitTicks))
      logger().debug("zeDeviceGetGlobalTimestamps failed: {}; the submit "
                     "time reads 0",
                     zeResultName(result));
  }
  return PRISM_SUCCESS;
}

prism_result Append::finish(ze_result_t result, const char *call,
                            const char *context) {
  EventPool &pool = queue.context->events;
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, call, context); // the destructor discards the slot
  retirePendingWaits(queue, false);
  if (waits.size()) {
    PendingWait pending{slot, {}};
    pool.retain(slot);
    for (uint32_t i = 0; i < waits.size(); ++i) {
      EventSlot *waited = waits.source()[i]->slot;
      pool.retain(waited);
      pending.waitedFor.push_back(waited);
    }
    queue.pendingWaits.push_back(std::move(pending));
  }
  EventSlot *signalled = slot;
  slot = nullptr;
  if (!outEvent) {
    if (signalled)
      pool.release(signalled);
    return PRISM_SUCCESS;
  }
  auto *event = new (std::nothrow) prism_event_t;
  if (!event) {
    pool.release(signalled);
    return fail(PRISM_ERROR_OUT_OF_MEMORY,
                "out of host memory while creating an event");
  }
  event->slot = signalled;
  event->context = queue.context;
  event->device = queue.device;
  event->profiled = queue.profiling;
  event->submitTicks = submitTicks;
  *outEvent = event;
  return PRISM_SUCCESS;
}

void retirePendingWaits(prism_queue_t &queue, bool all) {
  EventPool &pool = queue.context->events;
  while (!queue.pendingWaits.empty()) {
    PendingWait &front = queue.pendingWaits.front();
    if (!all && ze.zeEventQueryStatus(front.done->handle) != ZE_RESULT_SUCCESS)
      break;
    for (EventSlot *waited : front.waitedFor)
      pool.release(waited);
    pool.release(front.done);
    queue.pendingWaits.pop_front();
  }
}

prism_result eventWait(uint32_t count, const prism_event *events) {
  for (uint32_t i = 0; i < count; ++i)
    if (ze_result_t result =
            ze.zeEventHostSynchronize(events[i]->slot->handle, UINT64_MAX))
      return failZe(result, "zeEventHostSynchronize", "event_wait");
  return PRISM_SUCCESS;
}

prism_result eventGetStatus(prism_event event, uint32_t *status) {
  ze_result_t result = ze.zeEventQueryStatus(event->slot->handle);
  if (result == ZE_RESULT_NOT_READY) {
    // Level Zero does not tell a running command from a waiting one.
    *status = PRISM_EVENT_SUBMITTED;
    return PRISM_SUCCESS;
  }
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, "zeEventQueryStatus", "event_get_status");
  *status = PRISM_EVENT_COMPLETE;
  return PRISM_SUCCESS;
}

namespace {

// The command's start and end on the device's full clock, in ticks.
struct Span {
  uint64_t start;
  uint64_t end;
};

Span placeAfterSubmit(const prism_event_t &event,
                      const ze_kernel_timestamp_data_t &stamps) {
  uint32_t bits = event.device->properties.kernelTimestampValidBits;
  if (bits == 0 || bits >= 64)
    return {stamps.kernelStart, stamps.kernelEnd};
  const uint64_t period = uint64_t(1) << bits, mask = period - 1;
  uint64_t start = stamps.kernelStart & mask, end = stamps.kernelEnd & mask;
  uint64_t duration = end >= start ? end - start : end + period - start;
  uint64_t placed = (event.submitTicks & ~mask) | start;
  if (placed < event.submitTicks)
    placed += period;
  return {placed, placed + duration};
}

} // namespace

prism_result eventGetProfiling(prism_event event, prism_profiling_info what,
                               uint64_t *nanoseconds) {
  if (!event->profiled)
    return fail(PRISM_ERROR_UNSUPPORTED,
                "event_get_profiling: no profiling data; the queue was made "
                "without PRISM_QUEUE_FLAG_PROFILING");
  if (what == PRISM_PROFILING_SUBMIT) {
    *nanoseconds = ticksToNanoseconds(*event->device, event->submitTicks);
    return PRISM_SUCCESS;
  }
  if (what != PRISM_PROFILING_START && what != PRISM_PROFILING_END)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("event_get_profiling: unknown query {}",
                            static_cast<int>(what)));
  ze_kernel_timestamp_result_t stamps{};
  ze_result_t result =
      ze.zeEventQueryKernelTimestamp(event->slot->handle, &stamps);
  if (result == ZE_RESULT_NOT_READY)
    return fail(PRISM_ERROR_UNSUPPORTED,
                "event_get_profiling: no profiling data; the command is not "
                "complete");
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, "zeEventQueryKernelTimestamp", "event_get_profiling");
  Span span = placeAfterSubmit(*event, stamps.global);
  *nanoseconds = ticksToNanoseconds(
      *event->device, what == PRISM_PROFILING_START ? span.start : span.end);
  return PRISM_SUCCESS;
}

prism_result eventRelease(prism_event event) {
  event->context->events.release(event->slot);
  event->magic = 0;
  delete event;
  return PRISM_SUCCESS;
}

} // namespace prism::level_zero
