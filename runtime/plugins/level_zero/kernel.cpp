//===- kernel.cpp - Level Zero kernels and kernel launches ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Arguments are bytes to Level Zero, USM pointers included, so every
// by-value argument is set as it comes; a local-memory argument is a size
// with no value. A Prism kernel usually reaches USM through pointers inside
// a by-value blob, so kernels are allowed indirect access to every kind of
// allocation. The group size is kernel state: it is set only when it
// changes, and a launch without one takes the driver's suggestion for its
// global size, asked again only when the global size changes. The launch is
// on the latency-critical path and allocates nothing but the event the
// caller asks for.
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"

#include "info_queries.h"

#include <spdlog/fmt/fmt.h>

#include <cstring>
#include <limits>

namespace prism::level_zero {

namespace {

// USM pointers inside by-value arguments are reached indirectly. A driver
// without the call keeps every allocation resident anyway.
prism_result allowIndirectAccess(ze_kernel_handle_t kernel, const char *name) {
  ze_result_t result = ze.zeKernelSetIndirectAccess(
      kernel, ZE_KERNEL_INDIRECT_ACCESS_FLAG_HOST |
                  ZE_KERNEL_INDIRECT_ACCESS_FLAG_DEVICE |
                  ZE_KERNEL_INDIRECT_ACCESS_FLAG_SHARED);
  if (result == ZE_RESULT_ERROR_UNSUPPORTED_FEATURE ||
      result == ZE_RESULT_ERROR_UNINITIALIZED) {
    logger().debug("kernel '{}': zeKernelSetIndirectAccess: {}; going on "
                   "without",
                   name, zeResultName(result));
    return PRISM_SUCCESS;
  }
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, "zeKernelSetIndirectAccess",
                  fmt::format("kernel_create of '{}'", name));
  return PRISM_SUCCESS;
}

} // namespace

prism_result kernelCreate(prism_program program, const char *name,
                          prism_kernel *kernel) {
  ze_kernel_desc_t desc{ZE_STRUCTURE_TYPE_KERNEL_DESC, nullptr, 0, name};
  ze_kernel_handle_t handle = nullptr;
  ze_result_t result = ze.zeKernelCreate(program->module, &desc, &handle);
  if (result == ZE_RESULT_ERROR_INVALID_KERNEL_NAME)
    return fail(
        PRISM_ERROR_KERNEL_NOT_FOUND,
        fmt::format("kernel_create: no kernel named '{}' in the program "
                    "built for device '{}'",
                    name, program->device->name));
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, "zeKernelCreate",
                  fmt::format("kernel_create of '{}'", name));
  if (prism_result failed = allowIndirectAccess(handle, name)) {
    ze.zeKernelDestroy(handle);
    return failed;
  }
  auto *created = new prism_kernel_t;
  created->handle = handle;
  created->program = program;
  created->name = name;
  *kernel = created;
  return PRISM_SUCCESS;
}

prism_result kernelRelease(prism_kernel kernel) {
  ze_result_t result = ze.zeKernelDestroy(kernel->handle);
  kernel->magic = 0;
  delete kernel;
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, "zeKernelDestroy", "kernel_release");
  return PRISM_SUCCESS;
}

namespace {

using plugin::Query;

plugin::Answer<ze_kernel_properties_t>
kernelProperties(const prism_kernel_t &kernel) {
  ze_kernel_properties_t properties{ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES};
  if (ze_result_t result = ze.zeKernelGetProperties(kernel.handle, &properties))
    return plugin::Failure{
        failZe(result, "zeKernelGetProperties",
               fmt::format("kernel_get_info of '{}'", kernel.name))};
  return properties;
}

/// A size the kernel requires, or the device's largest.
plugin::Answer<uint64_t> answer(const prism_kernel_t &kernel,
                                Query<PRISM_KERNEL_INFO_WORK_GROUP_SIZE>) {
  auto properties = kernelProperties(kernel);
  if (properties.result())
    return plugin::Failure{properties.result()};
  const ze_kernel_properties_t &required = properties.value();
  uint64_t size = uint64_t(required.requiredGroupSizeX) *
                  required.requiredGroupSizeY * required.requiredGroupSizeZ;
  return size ? size : kernel.program->device->compute.maxTotalGroupSize;
}
/// Whole sub-groups.
plugin::Answer<uint64_t>
answer(const prism_kernel_t &kernel,
       Query<PRISM_KERNEL_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE>) {
  auto properties = kernelProperties(kernel);
  if (properties.result())
    return plugin::Failure{properties.result()};
  return std::max<uint64_t>(properties.value().maxSubgroupSize, 1);
}
plugin::Answer<uint64_t> answer(const prism_kernel_t &kernel,
                                Query<PRISM_KERNEL_INFO_PRIVATE_MEM_SIZE>) {
  auto properties = kernelProperties(kernel);
  if (properties.result())
    return plugin::Failure{properties.result()};
  return properties.value().privateMemSize;
}

} // namespace

prism_result kernelGetInfo(prism_kernel kernel, prism_device device,
                           prism_kernel_info what, size_t size, void *value,
                           size_t *sizeRet) {
  if (device != kernel->program->device)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("kernel_get_info: kernel '{}' was built for "
                            "device '{}', not '{}'",
                            kernel->name, kernel->program->device->name,
                            device->name));
  const plugin::InfoAnswer reply(size, value, sizeRet, "kernel_get_info");
  return plugin::answerKernelInfo(
      what, reply, [kernel](auto query) { return answer(*kernel, query); });
}

namespace {

prism_result setArguments(const prism_kernel_t &kernel, uint32_t argCount,
                          const prism_kernel_arg *args) {
  for (uint32_t i = 0; i < argCount; ++i) {
    const prism_kernel_arg &arg = args[i];
    ze_result_t result;
    if (arg.kind == PRISM_KERNEL_ARG_VALUE)
      result =
          ze.zeKernelSetArgumentValue(kernel.handle, i, arg.size, arg.value);
    else if (arg.kind == PRISM_KERNEL_ARG_LOCAL)
      result = ze.zeKernelSetArgumentValue(kernel.handle, i, arg.size, nullptr);
    else if (arg.kind == PRISM_KERNEL_ARG_PROGRAM_GLOBALS) {
      if (!kernel.program->globals)
        return fail(PRISM_ERROR_INVALID_VALUE,
                    fmt::format("enqueue_launch of kernel '{}': argument {} "
                                "is the program's device-variable buffer, "
                                "but the program has none",
                                kernel.name, i));
      result = ze.zeKernelSetArgumentValue(kernel.handle, i, sizeof(void *),
                                           &kernel.program->globals);
    } else
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("enqueue_launch of kernel '{}': argument {} has "
                              "unknown kind {}",
                              kernel.name, i, arg.kind));
    if (result != ZE_RESULT_SUCCESS)
      return failZe(result, "zeKernelSetArgumentValue",
                    fmt::format("enqueue_launch of kernel '{}': argument {} "
                                "({} bytes)",
                                kernel.name, i, arg.size));
  }
  return PRISM_SUCCESS;
}

// The driver's group size for a launch of `global` work-items; the last
// answer is kept, for repeated launches of one size.
prism_result suggestGroupSize(prism_kernel_t &kernel, const size_t global[3],
                              uint32_t local[3]) {
  if (std::memcmp(kernel.suggestedFor, global, sizeof kernel.suggestedFor)) {
    uint32_t suggested[3] = {1, 1, 1};
    if (ze_result_t result = ze.zeKernelSuggestGroupSize(
            kernel.handle, static_cast<uint32_t>(global[0]),
            static_cast<uint32_t>(global[1]), static_cast<uint32_t>(global[2]),
            &suggested[0], &suggested[1], &suggested[2]))
      return failZe(result, "zeKernelSuggestGroupSize",
                    fmt::format("enqueue_launch of kernel '{}'", kernel.name));
    // Launches cover exactly the global size: a suggestion that does not
    // divide it is not taken.
    for (int d = 0; d < 3; ++d)
      kernel.suggested[d] =
          suggested[d] && global[d] % suggested[d] == 0 ? suggested[d] : 1;
    std::memcpy(kernel.suggestedFor, global, sizeof kernel.suggestedFor);
  }
  std::memcpy(local, kernel.suggested, sizeof kernel.suggested);
  return PRISM_SUCCESS;
}

// Sets the kernel's group size for `config` and gives the group counts.
prism_result setGeometry(prism_kernel_t &kernel,
                         const prism_launch_config &config,
                         ze_group_count_t &groups) {
  size_t global[3] = {1, 1, 1};
  uint32_t local[3] = {1, 1, 1};
  for (uint32_t d = 0; d < config.work_dim; ++d) {
    global[d] = config.global_size[d];
    if (global[d] > std::numeric_limits<uint32_t>::max())
      return fail(PRISM_ERROR_UNSUPPORTED,
                  fmt::format("enqueue_launch of kernel '{}': {} work-items "
                              "in dimension {} are more than Level Zero "
                              "launches",
                              kernel.name, global[d], d));
  }
  if (config.local_size) {
    for (uint32_t d = 0; d < config.work_dim; ++d) {
      local[d] = static_cast<uint32_t>(config.local_size[d]);
      if (global[d] % local[d])
        return fail(PRISM_ERROR_INVALID_VALUE,
                    fmt::format("enqueue_launch of kernel '{}': the global "
                                "size {} is not a multiple of the work-group "
                                "size {} in dimension {}",
                                kernel.name, global[d], local[d], d));
    }
  } else if (prism_result result = suggestGroupSize(kernel, global, local)) {
    return result;
  }
  if (std::memcmp(kernel.groupSize, local, sizeof local)) {
    if (ze_result_t result = ze.zeKernelSetGroupSize(kernel.handle, local[0],
                                                     local[1], local[2]))
      return failZe(result, "zeKernelSetGroupSize",
                    fmt::format("enqueue_launch of kernel '{}' with "
                                "work-groups of {}x{}x{}",
                                kernel.name, local[0], local[1], local[2]));
    std::memcpy(kernel.groupSize, local, sizeof local);
  }
  groups = {static_cast<uint32_t>(global[0] / local[0]),
            static_cast<uint32_t>(global[1] / local[1]),
            static_cast<uint32_t>(global[2] / local[2])};
  return PRISM_SUCCESS;
}

} // namespace

prism_result enqueueLaunch(prism_queue queue, prism_kernel kernel,
                           const prism_launch_config *config, uint32_t argCount,
                           const prism_kernel_arg *args, uint32_t waitCount,
                           const prism_event *waitList, prism_event *outEvent) {
  if (kernel->program->context != queue->context)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("enqueue_launch: kernel '{}' belongs to another "
                            "context than the queue",
                            kernel->name));
  if (config->dynamic_local_mem)
    return fail(PRISM_ERROR_UNSUPPORTED,
                fmt::format("enqueue_launch of kernel '{}': Level Zero has no "
                            "dynamic local memory parameter; pass it as a "
                            "LOCAL argument",
                            kernel->name));
  // The kernel's arguments and group size are read by the append: nothing
  // may change them in between.
  std::lock_guard<std::mutex> lock(kernel->launchMutex);
  if (prism_result result = setArguments(*kernel, argCount, args))
    return result;
  ze_group_count_t groups{};
  if (prism_result result = setGeometry(*kernel, *config, groups))
    return result;
  Append append(*queue, waitCount, waitList, outEvent);
  if (prism_result result = append.start())
    return result;
  ze_result_t result = ze.zeCommandListAppendLaunchKernel(
      queue->list, kernel->handle, &groups, append.signal(), append.waitCount(),
      append.waitEvents());
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, "zeCommandListAppendLaunchKernel",
                  fmt::format("enqueue_launch of kernel '{}' on device '{}'",
                              kernel->name, queue->device->name));
  return append.finish(result, "zeCommandListAppendLaunchKernel",
                       "enqueue_launch");
}

} // namespace prism::level_zero
