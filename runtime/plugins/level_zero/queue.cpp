//===- queue.cpp - Level Zero queues: immediate command lists -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Prism queues are in-order, so each one is one immediate command list on
// the device's compute queue group: an immediate list runs its commands in
// the order they were appended, and submits each at once, with no command
// queue or execute call in between. (An out-of-order queue would be several
// immediate lists, each command on one of them and ordered after others by
// events only; the core makes every queue in-order today, and keeps lanes of
// in-order queues for SYCL's out-of-order ones.)
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"

#include <algorithm>

namespace prism::level_zero {

prism_result queueCreate(prism_context context, prism_device device,
                         uint32_t flags, prism_queue *queue) {
  if (prism_result failed = plugin::checkDeviceInContext(
          context->devices, device, "queue_create"))
    return failed;
  ze_command_queue_desc_t desc{ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC,
                               nullptr,
                               device->computeOrdinal,
                               0,
                               0,
                               ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS,
                               ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
  ze_command_list_handle_t list = nullptr;
  if (ze_result_t result = ze.zeCommandListCreateImmediate(
          context->handle, device->handle, &desc, &list))
    return failZe(result, "zeCommandListCreateImmediate",
                  "queue_create on device '" + device->name + "'");
  auto *created = new prism_queue_t;
  created->list = list;
  created->context = context;
  created->device = device;
  created->profiling = flags & PRISM_QUEUE_FLAG_PROFILING;
  {
    std::lock_guard<std::mutex> lock(context->queueMutex);
    context->queues.push_back(created);
  }
  *queue = created;
  return PRISM_SUCCESS;
}

prism_result drainQueue(prism_queue_t &queue, const char *context) {
  EventPool &pool = queue.context->events;
  EventSlot *done = nullptr;
  if (prism_result result = pool.acquire(done))
    return result;
  ze_result_t result;
  {
    std::lock_guard<std::mutex> lock(queue.appendMutex);
    result =
        ze.zeCommandListAppendBarrier(queue.list, done->handle, 0, nullptr);
  }
  if (result != ZE_RESULT_SUCCESS) {
    pool.discard(done);
    return failZe(result, "zeCommandListAppendBarrier", context);
  }
  result = ze.zeEventHostSynchronize(done->handle, UINT64_MAX);
  pool.release(done);
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, "zeEventHostSynchronize", context);
  std::lock_guard<std::mutex> lock(queue.appendMutex);
  retirePendingWaits(queue, false);
  return PRISM_SUCCESS;
}

prism_result queueFinish(prism_queue queue) {
  return drainQueue(*queue, "queue_finish");
}

prism_result enqueueMarker(prism_queue queue, uint32_t waitCount,
                           const prism_event *waitList, prism_event *outEvent) {
  Append append(*queue, waitCount, waitList, outEvent);
  if (prism_result result = append.start())
    return result;
  // On an in-order list the barrier follows every earlier command.
  return append.finish(
      ze.zeCommandListAppendBarrier(queue->list, append.signal(),
                                    append.waitCount(), append.waitEvents()),
      "zeCommandListAppendBarrier", "enqueue_marker");
}

prism_result queueRelease(prism_queue queue) {
  prism_result drained = drainQueue(*queue, "queue_release");
  prism_context_t &context = *queue->context;
  {
    std::lock_guard<std::mutex> lock(context.queueMutex);
    context.queues.erase(
        std::find(context.queues.begin(), context.queues.end(), queue));
  }
  retirePendingWaits(*queue, true);
  ze_result_t result = ze.zeCommandListDestroy(queue->list);
  queue->magic = 0;
  delete queue;
  if (drained != PRISM_SUCCESS)
    return drained;
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, "zeCommandListDestroy", "queue_release");
  return PRISM_SUCCESS;
}

} // namespace prism::level_zero
