//===- queue.cpp - OpenCL command queues ----------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Prism queues are in-order, so each one is a plain in-order cl_command_queue,
// with profiling turned on only when asked for (it costs time per command).
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

namespace prism::opencl {

prism_result queueCreate(prism_context context, prism_device device,
                         uint32_t flags, prism_queue *queue) {
  if (prism_result failed = plugin::checkDeviceInContext(
          context->devices, device, "queue_create"))
    return failed;

  cl_queue_properties properties[] = {
      CL_QUEUE_PROPERTIES,
      (flags & PRISM_QUEUE_FLAG_PROFILING) ? CL_QUEUE_PROFILING_ENABLE : 0u, 0};
  cl_int error = CL_SUCCESS;
  cl_command_queue handle = clCreateCommandQueueWithProperties(
      context->handle, device->id, properties, &error);
  if (error != CL_SUCCESS)
    return failOpenCL(
        error, "clCreateCommandQueueWithProperties",
        ("queue_create on device '" + device->name + "'").c_str());
  auto *created = new prism_queue_t;
  created->handle = handle;
  created->context = context;
  created->device = device;
  *queue = created;
  return PRISM_SUCCESS;
}

prism_result queueFinish(prism_queue queue) {
  cl_int error = clFinish(queue->handle);
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clFinish", "queue_finish");
  return PRISM_SUCCESS;
}

prism_result enqueueMarker(prism_queue queue, uint32_t waitCount,
                           const prism_event *waitList, prism_event *outEvent) {
  WaitList waits;
  waits.assign(waitCount, waitList);
  // Prism's queues are in order: the marker follows every earlier command.
  cl_event event = nullptr;
  cl_int error = clEnqueueMarkerWithWaitList(queue->handle, waits.size(),
                                             waits.data(), &event);
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clEnqueueMarkerWithWaitList", "enqueue_marker");
  return wrapEvent(event, outEvent);
}

prism_result queueRelease(prism_queue queue) {
  cl_int error = clReleaseCommandQueue(queue->handle);
  queue->magic = 0;
  delete queue;
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clReleaseCommandQueue", "queue_release");
  return PRISM_SUCCESS;
}

} // namespace prism::opencl
