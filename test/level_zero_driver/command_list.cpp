//===- command_list.cpp - Immediate command lists on OpenCL queues --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// An immediate command list is an in-order OpenCL queue with profiling
// (kernel timestamps come from it). Every append is one enqueue whose wait
// list holds the cl_events of the events it waits for and whose own
// cl_event signals its signal event; the queue is flushed after each, so
// that a host polling an event sees the command progress.
//
//===----------------------------------------------------------------------===//
#include "driver.h"

#include <array>

namespace prism::zedriver {

namespace {

// The wait list of one enqueue; releases its events.
class WaitList {
public:
  WaitList() = default;
  WaitList(const WaitList &) = delete;
  WaitList &operator=(const WaitList &) = delete;
  ~WaitList() {
    for (cl_event event : events)
      clReleaseEvent(event);
  }
  bool assign(uint32_t count, const ze_event_handle_t *waits,
              ze_result_t &result) {
    return waitEvents(count, waits, events, result);
  }
  cl_uint size() const { return static_cast<cl_uint>(events.size()); }
  const cl_event *data() const {
    return events.empty() ? nullptr : events.data();
  }

private:
  std::vector<cl_event> events;
};

// Ends an append: hands the command's event to `signal` and flushes.
ze_result_t finishAppend(ze_command_list_handle_t list, cl_int error,
                         cl_event command, ze_event_handle_t signal,
                         ze_result_t failure) {
  if (error != CL_SUCCESS)
    return resultFromOpenCL(error, failure);
  if (command)
    signalWith(signal, command);
  clFlush(list->queue);
  return ZE_RESULT_SUCCESS;
}

} // namespace

ze_result_t commandListCreateImmediate(ze_context_handle_t context,
                                       ze_device_handle_t device,
                                       const ze_command_queue_desc_t *desc,
                                       ze_command_list_handle_t *list) {
  if (device != context->device || desc->ordinal != 0 || desc->index != 0)
    return ZE_RESULT_ERROR_INVALID_ARGUMENT;
  const cl_queue_properties properties[] = {CL_QUEUE_PROPERTIES,
                                            CL_QUEUE_PROFILING_ENABLE, 0};
  cl_int error = CL_SUCCESS;
  cl_command_queue queue = clCreateCommandQueueWithProperties(
      context->handle, device->id, properties, &error);
  if (error != CL_SUCCESS)
    return resultFromOpenCL(error, ZE_RESULT_ERROR_UNKNOWN);
  *list = new _ze_command_list_handle_t{queue, context};
  return ZE_RESULT_SUCCESS;
}

ze_result_t commandListDestroy(ze_command_list_handle_t list) {
  clFinish(list->queue);
  clReleaseCommandQueue(list->queue);
  delete list;
  return ZE_RESULT_SUCCESS;
}

ze_result_t appendLaunchKernel(ze_command_list_handle_t list,
                               ze_kernel_handle_t kernel,
                               const ze_group_count_t *groups,
                               ze_event_handle_t signal, uint32_t waitCount,
                               ze_event_handle_t *waits) {
  ze_result_t result = ZE_RESULT_SUCCESS;
  WaitList waitList;
  if (!waitList.assign(waitCount, waits, result))
    return result;
  // Kernels may reach allocations through pointers inside their arguments.
  std::vector<void *> allocations = liveAllocations(list->context);
  if (!allocations.empty()) {
    cl_int error = clSetKernelExecInfo(
        kernel->handle, CL_KERNEL_EXEC_INFO_SVM_PTRS,
        allocations.size() * sizeof(void *), allocations.data());
    if (error != CL_SUCCESS)
      return resultFromOpenCL(error, ZE_RESULT_ERROR_UNKNOWN);
  }
  const std::array<size_t, 3> local = {
      kernel->groupSize[0], kernel->groupSize[1], kernel->groupSize[2]};
  const std::array<size_t, 3> global = {size_t(groups->groupCountX) * local[0],
                                        size_t(groups->groupCountY) * local[1],
                                        size_t(groups->groupCountZ) * local[2]};
  if (!global[0] || !global[1] || !global[2]) {
    // Nothing to run; the signal still comes in order.
    cl_event marker = nullptr;
    cl_int error = clEnqueueMarkerWithWaitList(list->queue, waitList.size(),
                                               waitList.data(), &marker);
    return finishAppend(list, error, marker, signal, ZE_RESULT_ERROR_UNKNOWN);
  }
  cl_event command = nullptr;
  cl_int error = clEnqueueNDRangeKernel(
      list->queue, kernel->handle, 3, nullptr, global.data(), local.data(),
      waitList.size(), waitList.data(), &command);
  return finishAppend(list, error, command, signal,
                      ZE_RESULT_ERROR_INVALID_ARGUMENT);
}

ze_result_t appendMemoryCopy(ze_command_list_handle_t list, void *dst,
                             const void *src, size_t size,
                             ze_event_handle_t signal, uint32_t waitCount,
                             ze_event_handle_t *waits) {
  ze_result_t result = ZE_RESULT_SUCCESS;
  WaitList waitList;
  if (!waitList.assign(waitCount, waits, result))
    return result;
  cl_event command = nullptr;
  cl_int error = clEnqueueSVMMemcpy(list->queue, CL_FALSE, dst, src, size,
                                    waitList.size(), waitList.data(), &command);
  return finishAppend(list, error, command, signal,
                      ZE_RESULT_ERROR_INVALID_ARGUMENT);
}

ze_result_t appendMemoryFill(ze_command_list_handle_t list, void *ptr,
                             const void *pattern, size_t patternSize,
                             size_t size, ze_event_handle_t signal,
                             uint32_t waitCount, ze_event_handle_t *waits) {
  if (patternSize == 0 || patternSize > 128 ||
      (patternSize & (patternSize - 1)) || size % patternSize)
    return ZE_RESULT_ERROR_INVALID_SIZE;
  ze_result_t result = ZE_RESULT_SUCCESS;
  WaitList waitList;
  if (!waitList.assign(waitCount, waits, result))
    return result;
  cl_event command = nullptr;
  cl_int error =
      clEnqueueSVMMemFill(list->queue, ptr, pattern, patternSize, size,
                          waitList.size(), waitList.data(), &command);
  return finishAppend(list, error, command, signal,
                      ZE_RESULT_ERROR_INVALID_ARGUMENT);
}

ze_result_t appendBarrier(ze_command_list_handle_t list,
                          ze_event_handle_t signal, uint32_t waitCount,
                          ze_event_handle_t *waits) {
  ze_result_t result = ZE_RESULT_SUCCESS;
  WaitList waitList;
  if (!waitList.assign(waitCount, waits, result))
    return result;
  cl_event command = nullptr;
  cl_int error = clEnqueueBarrierWithWaitList(list->queue, waitList.size(),
                                              waitList.data(), &command);
  return finishAppend(list, error, command, signal, ZE_RESULT_ERROR_UNKNOWN);
}

ze_result_t appendWaitOnEvents(ze_command_list_handle_t list,
                               uint32_t waitCount, ze_event_handle_t *waits) {
  return appendBarrier(list, nullptr, waitCount, waits);
}

ze_result_t appendSignalEvent(ze_command_list_handle_t list,
                              ze_event_handle_t event) {
  cl_event command = nullptr;
  cl_int error = clEnqueueMarkerWithWaitList(list->queue, 0, nullptr, &command);
  return finishAppend(list, error, command, event, ZE_RESULT_ERROR_UNKNOWN);
}

// The device reads host memory where it is: nothing to move or advise.
ze_result_t appendMemoryPrefetch(ze_command_list_handle_t, const void *,
                                 size_t) {
  return ZE_RESULT_SUCCESS;
}

ze_result_t appendMemAdvise(ze_command_list_handle_t, ze_device_handle_t,
                            const void *, size_t, ze_memory_advice_t) {
  return ZE_RESULT_SUCCESS;
}

} // namespace prism::zedriver
