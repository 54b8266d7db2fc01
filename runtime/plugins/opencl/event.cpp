//===- event.cpp - OpenCL events and wait lists ---------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A prism event wraps one cl_event. Wait lists are translated on the stack
// for the common short case because every enqueue goes through here.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::opencl {

void WaitList::assign(uint32_t waitCount, const prism_event *waitEvents) {
  if (waitCount > InlineCapacity) {
    heapEvents.resize(waitCount);
    events = heapEvents.data();
  }
  for (uint32_t i = 0; i < waitCount; ++i)
    events[i] = waitEvents[i]->handle;
  count = waitCount;
}

prism_result wrapEvent(cl_event event, prism_event *out) {
  if (!out) {
    if (event)
      clReleaseEvent(event);
    return PRISM_SUCCESS;
  }
  auto *wrapped = new (std::nothrow) prism_event_t;
  if (!wrapped) {
    clReleaseEvent(event);
    return fail(PRISM_ERROR_OUT_OF_MEMORY,
                "out of host memory while creating an event");
  }
  wrapped->handle = event;
  *out = wrapped;
  return PRISM_SUCCESS;
}

prism_result eventWait(uint32_t count, const prism_event *events) {
  WaitList list;
  list.assign(count, events);
  if (!list.size())
    return PRISM_SUCCESS;
  cl_int error = clWaitForEvents(list.size(), list.data());
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clWaitForEvents", "event_wait");
  return PRISM_SUCCESS;
}

prism_result eventGetStatus(prism_event event, uint32_t *status) {
  cl_int execution = 0;
  cl_int error =
      clGetEventInfo(event->handle, CL_EVENT_COMMAND_EXECUTION_STATUS,
                     sizeof execution, &execution, nullptr);
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clGetEventInfo", "event_get_status");
  if (execution < 0)
    return fail(PRISM_ERROR_LAUNCH_FAILED,
                fmt::format("event_get_status: the command failed with {} ({})",
                            openclErrorName(execution), execution));
  switch (execution) {
  case CL_COMPLETE:
    *status = PRISM_EVENT_COMPLETE;
    break;
  case CL_RUNNING:
    *status = PRISM_EVENT_RUNNING;
    break;
  default: // CL_QUEUED, CL_SUBMITTED
    *status = PRISM_EVENT_SUBMITTED;
    break;
  }
  return PRISM_SUCCESS;
}

prism_result eventGetProfiling(prism_event event, prism_profiling_info what,
                               uint64_t *nanoseconds) {
  cl_profiling_info query;
  switch (what) {
  case PRISM_PROFILING_SUBMIT:
    query = CL_PROFILING_COMMAND_QUEUED;
    break;
  case PRISM_PROFILING_START:
    query = CL_PROFILING_COMMAND_START;
    break;
  case PRISM_PROFILING_END:
    query = CL_PROFILING_COMMAND_END;
    break;
  default:
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("event_get_profiling: unknown query {}",
                            static_cast<int>(what)));
  }
  cl_ulong value = 0;
  cl_int error = clGetEventProfilingInfo(event->handle, query, sizeof value,
                                         &value, nullptr);
  if (error == CL_PROFILING_INFO_NOT_AVAILABLE)
    return fail(PRISM_ERROR_UNSUPPORTED,
                "event_get_profiling: no profiling data; the queue was made "
                "without PRISM_QUEUE_FLAG_PROFILING or the command is not "
                "complete");
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clGetEventProfilingInfo", "event_get_profiling");
  *nanoseconds = value;
  return PRISM_SUCCESS;
}

prism_result eventRelease(prism_event event) {
  cl_int error = clReleaseEvent(event->handle);
  event->magic = 0;
  delete event;
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clReleaseEvent", "event_release");
  return PRISM_SUCCESS;
}

} // namespace prism::opencl
