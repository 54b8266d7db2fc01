//===- event_pool.cpp - A context's Level Zero events, pooled and reused --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"

namespace prism::level_zero {

void EventPool::setUp(ze_context_handle_t owner,
                      std::vector<ze_device_handle_t> members) {
  context = owner;
  devices = std::move(members);
}

prism_result EventPool::grow() {
  ze_event_pool_desc_t poolDesc{ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, nullptr,
                                ZE_EVENT_POOL_FLAG_HOST_VISIBLE |
                                    ZE_EVENT_POOL_FLAG_KERNEL_TIMESTAMP,
                                PoolCapacity};
  ze_event_pool_handle_t pool = nullptr;
  if (ze_result_t result = ze.zeEventPoolCreate(
          context, &poolDesc, static_cast<uint32_t>(devices.size()),
          devices.data(), &pool))
    return failZe(result, "zeEventPoolCreate", "creating an event");
  pools.push_back(pool);
  for (uint32_t index = 0; index < PoolCapacity; ++index) {
    ze_event_desc_t eventDesc{ZE_STRUCTURE_TYPE_EVENT_DESC, nullptr, index,
                              ZE_EVENT_SCOPE_FLAG_HOST,
                              ZE_EVENT_SCOPE_FLAG_HOST};
    ze_event_handle_t event = nullptr;
    if (ze_result_t result = ze.zeEventCreate(pool, &eventDesc, &event))
      return failZe(result, "zeEventCreate", "creating an event");
    unused.push_back(&slots.emplace_back(EventSlot{event, 0}));
  }
  return PRISM_SUCCESS;
}

bool EventPool::takeSignalled(EventSlot *&slot) {
  for (size_t i = 0; i < retired.size(); ++i) {
    if (ze.zeEventQueryStatus(retired[i]->handle) != ZE_RESULT_SUCCESS)
      continue;
    slot = retired[i];
    retired[i] = retired.back();
    retired.pop_back();
    if (ze.zeEventHostReset(slot->handle) == ZE_RESULT_SUCCESS)
      return true;
    logger().debug("zeEventHostReset failed; dropping the event");
  }
  return false;
}

prism_result EventPool::acquire(EventSlot *&slot) {
  std::lock_guard<std::mutex> lock(mutex);
  slot = nullptr;
  if (unused.empty() && !takeSignalled(slot))
    if (prism_result result = grow())
      return result;
  if (!slot) {
    slot = unused.back();
    unused.pop_back();
  }
  slot->references = 1;
  return PRISM_SUCCESS;
}

void EventPool::retain(EventSlot *slot) {
  std::lock_guard<std::mutex> lock(mutex);
  ++slot->references;
}

void EventPool::release(EventSlot *slot) {
  std::lock_guard<std::mutex> lock(mutex);
  if (--slot->references == 0)
    retired.push_back(slot);
}

void EventPool::discard(EventSlot *slot) {
  std::lock_guard<std::mutex> lock(mutex);
  if (--slot->references)
    return;
  if (ze.zeEventHostReset(slot->handle) == ZE_RESULT_SUCCESS)
    unused.push_back(slot);
  else
    retired.push_back(slot);
}

void EventPool::destroy() {
  std::lock_guard<std::mutex> lock(mutex);
  for (EventSlot &slot : slots)
    ze.zeEventDestroy(slot.handle);
  for (ze_event_pool_handle_t pool : pools)
    ze.zeEventPoolDestroy(pool);
  slots.clear();
  unused.clear();
  retired.clear();
  pools.clear();
}

} // namespace prism::level_zero
