//===- queue.cpp - Prism queues as CUDA streams ---------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A CUDA stream runs its commands in order, which is exactly a Prism queue.
// Streams are created non-blocking so that they do not serialize with the
// legacy default stream other CUDA code in the process may use.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::cuda {

prism_result queueCreate(prism_context context, prism_device device,
                         uint32_t flags, prism_queue *queue) {
  DeviceContext *member = findDevice(*context, device);
  if (!member)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("queue_create: device '{}' is not in the context",
                            device->name));

  std::string where = "queue_create on device '" + device->name + "'";
  if (CUresult error = makeCurrent(member->handle))
    return failCuda(error, "cuCtxSetCurrent", where);
  CUstream stream = nullptr;
  if (CUresult error = cu.streamCreate(&stream, CU_STREAM_NON_BLOCKING))
    return failCuda(error, "cuStreamCreate", where);

  bool profiling = flags & PRISM_QUEUE_FLAG_PROFILING;
  if (profiling) {
    // The first profiling queue of a device records the reference event that
    // profiling timestamps count from, and notes the host time it completed.
    std::lock_guard<std::mutex> lock(member->referenceMutex);
    if (!member->reference) {
      CUevent reference = nullptr;
      CUresult error = cu.eventCreate(&reference, CU_EVENT_DEFAULT);
      const char *call = "cuEventCreate";
      if (!error) {
        call = "cuEventRecord";
        error = cu.eventRecord(reference, stream);
      }
      if (!error) {
        call = "cuEventSynchronize";
        error = cu.eventSynchronize(reference);
      }
      if (error) {
        if (reference)
          cu.eventDestroy(reference);
        cu.streamDestroy(stream);
        return failCuda(error, call, where + " (profiling reference event)");
      }
      member->reference = reference;
      member->referenceHostNs = hostNanoseconds();
    }
  }

  auto *created = new prism_queue_t;
  created->stream = stream;
  created->context = context;
  created->deviceContext = member;
  created->profiling = profiling;
  *queue = created;
  return PRISM_SUCCESS;
}

prism_result queueFinish(prism_queue queue) {
  if (CUresult error = makeCurrent(queue->deviceContext->handle))
    return failCuda(error, "cuCtxSetCurrent", "queue_finish");
  if (CUresult error = cu.streamSynchronize(queue->stream))
    return failSynchronize(error, "cuStreamSynchronize",
                           "queue_finish on device '" +
                               queue->deviceContext->device->name + "'",
                           queue->kernels.describe());
  queue->kernels.idle();
  return PRISM_SUCCESS;
}

prism_result enqueueMarker(prism_queue queue, uint32_t waitCount,
                           const prism_event *waitList, prism_event *outEvent) {
  constexpr const char *what = "enqueue_marker";
  // The event recorded on the stream follows every earlier command.
  return enqueueCommand(*queue, waitCount, waitList, outEvent, what,
                        [] { return PRISM_SUCCESS; });
}

prism_result queueRelease(prism_queue queue) {
  CUresult error = makeCurrent(queue->deviceContext->handle);
  // cuStreamDestroy returns at once; work still queued completes first.
  if (!error)
    error = cu.streamDestroy(queue->stream);
  queue->magic = 0;
  delete queue;
  if (error)
    return failCuda(error, "cuStreamDestroy_v2", "queue_release");
  return PRISM_SUCCESS;
}

} // namespace prism::cuda
