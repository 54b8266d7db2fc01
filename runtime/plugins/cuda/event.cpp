//===- event.cpp - Prism events as CUDA events ----------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// An enqueue that returns an event records a CUDA event after its command;
// waiting on it is cuStreamWaitEvent for a queue and cuEventSynchronize for
// the host. Events are only created when the caller asks for one, and carry
// timing only on profiling queues (timing makes recording slower); the
// untimed CUDA events of released ones are kept per device context and
// recorded again, since creating one costs about as much as a launch.
//
// Profiling answers are nanoseconds of the host's steady clock:
//  - SUBMIT is the host clock read when the command was enqueued;
//  - START and END are the elapsed times of a start event (recorded before
//    the command) and of the end event from the device's reference event,
//    added to the host time at which that reference event was seen to
//    complete. They are therefore comparable with each other to the
//    resolution of cuEventElapsedTime (about half a microsecond), and with
//    SUBMIT only to within the host's latency of noticing the reference.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include <spdlog/fmt/fmt.h>

#include <chrono>
#include <new>

namespace prism::cuda {

uint64_t hostNanoseconds() {
  return static_cast<uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now().time_since_epoch())
          .count());
}

prism_result waitForEvents(prism_queue_t &queue, uint32_t count,
                           const prism_event *events, const char *what) {
  for (uint32_t i = 0; i < count; ++i) {
    if (CUresult error = cu.streamWaitEvent(queue.stream, events[i]->end, 0))
      return failCuda(error, "cuStreamWaitEvent", what);
  }
  return PRISM_SUCCESS;
}

namespace {

// How many released events a device context keeps for reuse.
constexpr size_t EventPoolLimit = 256;

// The timing-disabled CUDA event a command records: a released one of the
// device context's, else a new one.
CUresult takeUntimedEvent(DeviceContext &member, CUevent *event) {
  {
    std::lock_guard<std::mutex> lock(member.eventPoolMutex);
    if (!member.untimedEvents.empty()) {
      *event = member.untimedEvents.back();
      member.untimedEvents.pop_back();
      return CUDA_SUCCESS;
    }
  }
  return cu.eventCreate(event, CU_EVENT_DISABLE_TIMING);
}

// Nothing waits for a released event any more, so its CUDA event may be
// recorded again by another command.
void destroy(prism_event_t *event) {
  if (event->start)
    cu.eventDestroy(event->start);
  if (event->end && !event->start && event->deviceContext) {
    DeviceContext &member = *event->deviceContext;
    std::lock_guard<std::mutex> lock(member.eventPoolMutex);
    if (member.untimedEvents.size() < EventPoolLimit) {
      member.untimedEvents.push_back(event->end);
      event->end = nullptr;
    }
  }
  if (event->end)
    cu.eventDestroy(event->end);
  event->magic = 0;
  delete event;
}

} // namespace

CommandEvent::~CommandEvent() {
  if (event)
    destroy(event);
}

prism_result CommandEvent::begin(const char *what) {
  if (!out)
    return PRISM_SUCCESS;
  event = new (std::nothrow) prism_event_t;
  if (!event)
    return fail(
        PRISM_ERROR_OUT_OF_MEMORY,
        fmt::format("{}: out of host memory while creating an event", what));
  event->deviceContext = queue.deviceContext;
  event->submitNs = hostNanoseconds();
  if (!queue.profiling) {
    if (CUresult error = takeUntimedEvent(*queue.deviceContext, &event->end))
      return failCuda(error, "cuEventCreate", what);
    return PRISM_SUCCESS;
  }
  if (CUresult error = cu.eventCreate(&event->end, CU_EVENT_DEFAULT))
    return failCuda(error, "cuEventCreate", what);
  if (CUresult error = cu.eventCreate(&event->start, CU_EVENT_DEFAULT))
    return failCuda(error, "cuEventCreate", what);
  if (CUresult error = cu.eventRecord(event->start, queue.stream))
    return failCuda(error, "cuEventRecord", what);
  return PRISM_SUCCESS;
}

prism_result CommandEvent::end(const char *what) {
  if (!out)
    return PRISM_SUCCESS;
  if (CUresult error = cu.eventRecord(event->end, queue.stream))
    return failCuda(error, "cuEventRecord", what);
  *out = event;
  event = nullptr;
  return PRISM_SUCCESS;
}

prism_result eventWait(uint32_t count, const prism_event *events) {
  for (uint32_t i = 0; i < count; ++i) {
    if (CUresult error = makeCurrent(events[i]->deviceContext->handle))
      return failCuda(error, "cuCtxSetCurrent", "event_wait");
    if (CUresult error = cu.eventSynchronize(events[i]->end))
      return failSynchronize(
          error, "cuEventSynchronize", fmt::format("event_wait on event {}", i),
          events[i]->kernel ? "kernel '" + *events[i]->kernel + "'" : "");
  }
  return PRISM_SUCCESS;
}

prism_result eventGetStatus(prism_event event, uint32_t *status) {
  if (CUresult error = makeCurrent(event->deviceContext->handle))
    return failCuda(error, "cuCtxSetCurrent", "event_get_status");
  CUresult error = cu.eventQuery(event->end);
  if (error == CUDA_SUCCESS) {
    *status = PRISM_EVENT_COMPLETE;
    return PRISM_SUCCESS;
  }
  // CUDA cannot tell a running command from a queued one.
  if (error == CUDA_ERROR_NOT_READY) {
    *status = PRISM_EVENT_SUBMITTED;
    return PRISM_SUCCESS;
  }
  return failCuda(error, "cuEventQuery", "event_get_status");
}

prism_result eventGetProfiling(prism_event event, prism_profiling_info what,
                               uint64_t *nanoseconds) {
  if (!event->start)
    return fail(PRISM_ERROR_UNSUPPORTED,
                "event_get_profiling: no profiling data; the queue was made "
                "without PRISM_QUEUE_FLAG_PROFILING");
  if (what == PRISM_PROFILING_SUBMIT) {
    *nanoseconds = event->submitNs;
    return PRISM_SUCCESS;
  }
  DeviceContext &member = *event->deviceContext;
  if (CUresult error = makeCurrent(member.handle))
    return failCuda(error, "cuCtxSetCurrent", "event_get_profiling");
  CUevent measured = what == PRISM_PROFILING_START ? event->start : event->end;
  float milliseconds = 0;
  CUresult error =
      cu.eventElapsedTime(&milliseconds, member.reference, measured);
  if (error == CUDA_ERROR_NOT_READY)
    return fail(PRISM_ERROR_UNSUPPORTED,
                "event_get_profiling: no profiling data yet; the command is "
                "not complete");
  if (error)
    return failCuda(error, "cuEventElapsedTime", "event_get_profiling");
  double elapsedNs = static_cast<double>(milliseconds) * 1e6;
  *nanoseconds = member.referenceHostNs +
                 static_cast<uint64_t>(elapsedNs > 0 ? elapsedNs : 0);
  return PRISM_SUCCESS;
}

prism_result eventRelease(prism_event event) {
  makeCurrent(event->deviceContext->handle);
  destroy(event);
  return PRISM_SUCCESS;
}

} // namespace prism::cuda
