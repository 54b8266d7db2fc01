//===- context.cpp - OpenCL contexts -------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A prism context wraps one cl_context over devices of a single platform. It
// also owns the list of live USM allocations, because OpenCL needs them at
// launch time (CL_KERNEL_EXEC_INFO_SVM_PTRS) and because releasing a context
// must not leak the memory still allocated in it.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::opencl {

// memory.cpp: frees one allocation with the call that matches how it was made.
cl_int freeAllocation(prism_context_t &context, void *ptr);

prism_result contextCreate(uint32_t deviceCount, const prism_device *devices,
                           prism_context *context) {
  std::vector<cl_device_id> ids;
  std::vector<prism_device_t *> members;
  for (uint32_t i = 0; i < deviceCount; ++i) {
    if (devices[i]->platform != devices[0]->platform)
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("context_create: devices '{}' and '{}' belong to "
                              "different OpenCL platforms",
                              devices[0]->name, devices[i]->name));
    ids.push_back(devices[i]->id);
    members.push_back(devices[i]);
  }

  prism_platform_t *platform = devices[0]->platform;
  cl_context_properties properties[] = {
      CL_CONTEXT_PLATFORM,
      reinterpret_cast<cl_context_properties>(platform->id), 0};
  cl_int error = CL_SUCCESS;
  cl_context handle =
      clCreateContext(properties, static_cast<cl_uint>(ids.size()), ids.data(),
                      nullptr, nullptr, &error);
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clCreateContext", "context_create");

  auto *created = new prism_context_t;
  created->handle = handle;
  created->platform = platform;
  created->devices = std::move(members);
  created->useIntelUsm = platform->intelUsm.available();
  created->fineGrainSvm = true;
  for (prism_device_t *device : created->devices)
    created->fineGrainSvm &=
        (device->svmCapabilities & CL_DEVICE_SVM_FINE_GRAIN_BUFFER) != 0;
  *context = created;
  return PRISM_SUCCESS;
}

prism_result contextRelease(prism_context context) {
  plugin::freeLeftoverAllocations(
      context->allocations,
      [&](void *ptr, uint32_t) { freeAllocation(*context, ptr); });
  cl_int error = clReleaseContext(context->handle);
  context->magic = 0;
  delete context;
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clReleaseContext", "context_release");
  return PRISM_SUCCESS;
}

} // namespace prism::opencl
