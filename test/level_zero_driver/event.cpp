//===- event.cpp - Event pools and events on cl_events --------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A Level Zero event is signalled by a command, by the host, or not yet;
// an OpenCL command can only wait for a cl_event that exists. So an event
// that something waits for before anything signals it gets a user event,
// which the host signal or the signalling command's completion (through a
// callback) completes later. Events are reset from the host only.
//
//===----------------------------------------------------------------------===//
#include "driver.h"

#include <chrono>
#include <thread>

namespace prism::zedriver {

namespace {

void CL_CALLBACK completeUserEvent(cl_event, cl_int status, void *user) {
  auto userEvent = static_cast<cl_event>(user);
  clSetUserEventStatus(userEvent, status < 0 ? status : CL_COMPLETE);
  clReleaseEvent(userEvent);
}

// The event's signal, made a user event when it has none; `event` locked.
cl_event signalOf(_ze_event_handle_t &event, cl_int &error) {
  error = CL_SUCCESS;
  if (!event.signal) {
    event.signal = clCreateUserEvent(event.pool->context->handle, &error);
    event.signalIsUserEvent = event.signal != nullptr;
  }
  return event.signal;
}

void clear(_ze_event_handle_t &event) {
  if (event.signal)
    clReleaseEvent(event.signal);
  if (event.command)
    clReleaseEvent(event.command);
  event.signal = event.command = nullptr;
  event.signalIsUserEvent = false;
}

cl_int executionStatus(cl_event event) {
  cl_int status = CL_QUEUED;
  cl_int error = clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS,
                                sizeof status, &status, nullptr);
  return error == CL_SUCCESS ? status : error;
}

} // namespace

ze_result_t eventPoolCreate(ze_context_handle_t context,
                            const ze_event_pool_desc_t *desc, uint32_t,
                            ze_device_handle_t *,
                            ze_event_pool_handle_t *pool) {
  if (desc->count == 0)
    return ZE_RESULT_ERROR_INVALID_SIZE;
  auto *created = new _ze_event_pool_handle_t;
  created->context = context;
  created->count = desc->count;
  created->flags = desc->flags;
  *pool = created;
  return ZE_RESULT_SUCCESS;
}

ze_result_t eventPoolDestroy(ze_event_pool_handle_t pool) {
  delete pool;
  return ZE_RESULT_SUCCESS;
}

ze_result_t eventCreate(ze_event_pool_handle_t pool,
                        const ze_event_desc_t *desc, ze_event_handle_t *event) {
  if (desc->index >= pool->count)
    return ZE_RESULT_ERROR_INVALID_ARGUMENT;
  auto *created = new _ze_event_handle_t;
  created->pool = pool;
  *event = created;
  return ZE_RESULT_SUCCESS;
}

ze_result_t eventDestroy(ze_event_handle_t event) {
  clear(*event);
  delete event;
  return ZE_RESULT_SUCCESS;
}

ze_result_t eventHostSignal(ze_event_handle_t event) {
  std::lock_guard<std::mutex> lock(event->mutex);
  if (event->signal && event->signalIsUserEvent &&
      executionStatus(event->signal) != CL_COMPLETE) {
    clSetUserEventStatus(event->signal, CL_COMPLETE);
    return ZE_RESULT_SUCCESS;
  }
  clear(*event);
  cl_int error = CL_SUCCESS;
  cl_event signal = signalOf(*event, error);
  if (!signal)
    return resultFromOpenCL(error, ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY);
  clSetUserEventStatus(signal, CL_COMPLETE);
  return ZE_RESULT_SUCCESS;
}

ze_result_t eventQueryStatus(ze_event_handle_t event) {
  std::lock_guard<std::mutex> lock(event->mutex);
  if (!event->signal)
    return ZE_RESULT_NOT_READY;
  cl_int status = executionStatus(event->signal);
  if (status < 0)
    return ZE_RESULT_ERROR_DEVICE_LOST;
  return status == CL_COMPLETE ? ZE_RESULT_SUCCESS : ZE_RESULT_NOT_READY;
}

ze_result_t eventHostSynchronize(ze_event_handle_t event, uint64_t timeout) {
  if (timeout != UINT64_MAX) {
    // Polled: OpenCL waits without a time limit only.
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::nanoseconds(timeout);
    for (;;) {
      ze_result_t result = eventQueryStatus(event);
      if (result != ZE_RESULT_NOT_READY ||
          std::chrono::steady_clock::now() >= deadline)
        return result;
      std::this_thread::yield();
    }
  }
  cl_event signal;
  {
    std::lock_guard<std::mutex> lock(event->mutex);
    cl_int error = CL_SUCCESS;
    signal = signalOf(*event, error);
    if (!signal)
      return resultFromOpenCL(error, ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY);
    clRetainEvent(signal);
  }
  // Unlocked, so that another thread can signal the event meanwhile.
  cl_int error = clWaitForEvents(1, &signal);
  clReleaseEvent(signal);
  if (error != CL_SUCCESS)
    return ZE_RESULT_ERROR_DEVICE_LOST;
  return ZE_RESULT_SUCCESS;
}

ze_result_t eventHostReset(ze_event_handle_t event) {
  std::lock_guard<std::mutex> lock(event->mutex);
  clear(*event);
  return ZE_RESULT_SUCCESS;
}

ze_result_t eventQueryKernelTimestamp(ze_event_handle_t event,
                                      ze_kernel_timestamp_result_t *result) {
  if (!(event->pool->flags & ZE_EVENT_POOL_FLAG_KERNEL_TIMESTAMP))
    return ZE_RESULT_ERROR_INVALID_ARGUMENT;
  if (ze_result_t status = eventQueryStatus(event))
    return status;
  std::lock_guard<std::mutex> lock(event->mutex);
  // A host signal carries no times.
  if (!event->command)
    return ZE_RESULT_ERROR_INVALID_ARGUMENT;
  cl_ulong start = 0, end = 0;
  cl_int error =
      clGetEventProfilingInfo(event->command, CL_PROFILING_COMMAND_START,
                              sizeof start, &start, nullptr);
  if (error == CL_SUCCESS)
    error = clGetEventProfilingInfo(event->command, CL_PROFILING_COMMAND_END,
                                    sizeof end, &end, nullptr);
  if (error != CL_SUCCESS)
    return resultFromOpenCL(error, ZE_RESULT_ERROR_UNKNOWN);
  result->global.kernelStart = result->context.kernelStart = start;
  result->global.kernelEnd = result->context.kernelEnd = end;
  return ZE_RESULT_SUCCESS;
}

bool waitEvents(uint32_t count, const ze_event_handle_t *events,
                std::vector<cl_event> &out, ze_result_t &result) {
  for (uint32_t i = 0; i < count; ++i) {
    std::lock_guard<std::mutex> lock(events[i]->mutex);
    cl_int error = CL_SUCCESS;
    cl_event signal = signalOf(*events[i], error);
    if (!signal) {
      result = resultFromOpenCL(error, ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY);
      return false;
    }
    clRetainEvent(signal);
    out.push_back(signal);
  }
  return true;
}

void signalWith(ze_event_handle_t event, cl_event command) {
  if (!event) {
    clReleaseEvent(command);
    return;
  }
  std::lock_guard<std::mutex> lock(event->mutex);
  if (event->command)
    clReleaseEvent(event->command);
  event->command = command;
  if (event->signal && event->signalIsUserEvent &&
      executionStatus(event->signal) != CL_COMPLETE) {
    // Something already waits for the user event: the command completes it.
    clRetainEvent(event->signal);
    if (clSetEventCallback(command, CL_COMPLETE, completeUserEvent,
                           event->signal) != CL_SUCCESS)
      completeUserEvent(command, CL_COMPLETE, event->signal);
    return;
  }
  if (event->signal)
    clReleaseEvent(event->signal);
  clRetainEvent(command);
  event->signal = command;
  event->signalIsUserEvent = false;
}

} // namespace prism::zedriver
