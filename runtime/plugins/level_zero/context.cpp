//===- context.cpp - Level Zero contexts ----------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A prism context wraps one ze_context over devices of a single driver. It
// also owns the event pools of its queues, the list of live USM allocations
// (releasing a context must not leak the memory still allocated in it) and
// the list of live queues (usm_free lets their commands finish first).
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::level_zero {

prism_result contextCreate(uint32_t deviceCount, const prism_device *devices,
                           prism_context *context) {
  std::vector<ze_device_handle_t> handles;
  std::vector<prism_device_t *> members;
  for (uint32_t i = 0; i < deviceCount; ++i) {
    if (devices[i]->platform != devices[0]->platform)
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("context_create: devices '{}' and '{}' belong to "
                              "different Level Zero drivers",
                              devices[0]->name, devices[i]->name));
    handles.push_back(devices[i]->handle);
    members.push_back(devices[i]);
  }
  prism_platform_t *platform = devices[0]->platform;
  ze_context_desc_t desc{ZE_STRUCTURE_TYPE_CONTEXT_DESC, nullptr, 0};
  ze_context_handle_t handle = nullptr;
  if (ze_result_t result = ze.zeContextCreate(platform->handle, &desc, &handle))
    return failZe(result, "zeContextCreate", "context_create");

  auto *created = new prism_context_t;
  created->handle = handle;
  created->platform = platform;
  created->devices = std::move(members);
  created->events.setUp(handle, std::move(handles));
  *context = created;
  return PRISM_SUCCESS;
}

prism_result contextRelease(prism_context context) {
  plugin::freeLeftoverAllocations(
      context->allocations,
      [&](void *ptr, uint32_t) { ze.zeMemFree(context->handle, ptr); });
  if (context->adviceList)
    ze.zeCommandListDestroy(context->adviceList);
  context->events.destroy();
  ze_result_t result = ze.zeContextDestroy(context->handle);
  context->magic = 0;
  delete context;
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, "zeContextDestroy", "context_release");
  return PRISM_SUCCESS;
}

} // namespace prism::level_zero
