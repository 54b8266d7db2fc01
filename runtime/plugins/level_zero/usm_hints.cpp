//===- usm_hints.cpp - Prefetches and advice for shared USM on Level Zero -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Both are appends to a command list. zeCommandListAppendMemoryPrefetch
// takes no events, so a prefetch waits for its wait list with
// zeCommandListAppendWaitOnEvents and signals its event with
// zeCommandListAppendSignalEvent, both in list order. It moves memory to the
// list's device only: a prefetch to the host or to another device is only
// ordered. Advice belongs to no queue: it goes to an immediate list of the
// context's own; advice Level Zero lacks (accessed-by) is taken and dropped.
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::level_zero {

prism_result enqueueUsmPrefetch(prism_queue queue, const void *ptr, size_t size,
                                prism_device device, uint32_t waitCount,
                                const prism_event *waitList,
                                prism_event *outEvent) {
  Append append(*queue, waitCount, waitList, outEvent);
  if (prism_result result = append.start())
    return result;
  ze_result_t result = ZE_RESULT_SUCCESS;
  const char *call = "zeCommandListAppendWaitOnEvents";
  if (append.waitCount())
    result = ze.zeCommandListAppendWaitOnEvents(queue->list, append.waitCount(),
                                                append.waitEvents());
  if (result == ZE_RESULT_SUCCESS && device == queue->device) {
    call = "zeCommandListAppendMemoryPrefetch";
    result = ze.zeCommandListAppendMemoryPrefetch(queue->list, ptr, size);
  }
  if (result == ZE_RESULT_SUCCESS && append.signal()) {
    call = "zeCommandListAppendSignalEvent";
    result = ze.zeCommandListAppendSignalEvent(queue->list, append.signal());
  }
  return append.finish(result, call, "enqueue_usm_prefetch");
}

namespace {

// The Level Zero form of `advice`; false for advice it lacks.
bool zeAdvice(uint32_t advice, ze_memory_advice_t &out) {
  switch (advice) {
  case PRISM_USM_ADVICE_SET_READ_MOSTLY:
    out = ZE_MEMORY_ADVICE_SET_READ_MOSTLY;
    return true;
  case PRISM_USM_ADVICE_UNSET_READ_MOSTLY:
    out = ZE_MEMORY_ADVICE_CLEAR_READ_MOSTLY;
    return true;
  case PRISM_USM_ADVICE_SET_PREFERRED_LOCATION:
    out = ZE_MEMORY_ADVICE_SET_PREFERRED_LOCATION;
    return true;
  case PRISM_USM_ADVICE_UNSET_PREFERRED_LOCATION:
    out = ZE_MEMORY_ADVICE_CLEAR_PREFERRED_LOCATION;
    return true;
  default: // accessed-by
    return false;
  }
}

} // namespace

prism_result usmAdvise(prism_context context, const void *ptr, size_t size,
                       uint32_t advice, prism_device device) {
  ze_memory_advice_t zeAdviceValue;
  // Advice for the host has no Level Zero form.
  if (!device || !zeAdvice(advice, zeAdviceValue))
    return PRISM_SUCCESS;
  std::lock_guard<std::mutex> lock(context->adviceMutex);
  if (!context->adviceList) {
    ze_command_queue_desc_t desc{ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC,
                                 nullptr,
                                 device->computeOrdinal,
                                 0,
                                 0,
                                 ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS,
                                 ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
    if (ze_result_t result = ze.zeCommandListCreateImmediate(
            context->handle, device->handle, &desc, &context->adviceList))
      return failZe(result, "zeCommandListCreateImmediate", "usm_advise");
  }
  if (ze_result_t result = ze.zeCommandListAppendMemAdvise(
          context->adviceList, device->handle, ptr, size, zeAdviceValue))
    return failZe(result, "zeCommandListAppendMemAdvise", "usm_advise");
  return PRISM_SUCCESS;
}

} // namespace prism::level_zero
