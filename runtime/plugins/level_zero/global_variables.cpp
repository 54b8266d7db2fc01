//===- global_variables.cpp - A program's device variables ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Prism's SPIR-V images keep a program's writable global variables in one
// buffer (prism/program_globals.h), made for OpenCL devices that keep a copy
// of them per kernel: the SPIR-V module then has no module-scope variable a
// host could name, and Level Zero's zeModuleGetGlobalPointer finds nothing.
// So, as on OpenCL, the plugin runs the image's __prism_globals_layout
// kernel to learn the buffer's size and where each variable lies, allocates
// the buffer as device USM and runs __prism_globals_initialize on it;
// launches pass it for PRISM_KERNEL_ARG_PROGRAM_GLOBALS. An image without
// the layout kernel keeps its variables in the module, and
// program_get_global asks zeModuleGetGlobalPointer for them.
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"

#include "prism/program_globals.h"

#include <spdlog/fmt/fmt.h>

#include <cstring>
#include <vector>

namespace prism::level_zero {

namespace {

bool hasKernel(ze_module_handle_t module, const char *name) {
  uint32_t count = 0;
  if (ze.zeModuleGetKernelNames(module, &count, nullptr) != ZE_RESULT_SUCCESS)
    return false;
  std::vector<const char *> names(count);
  if (ze.zeModuleGetKernelNames(module, &count, names.data()) !=
      ZE_RESULT_SUCCESS)
    return false;
  for (const char *kernel : names)
    if (kernel && std::strcmp(kernel, name) == 0)
      return true;
  return false;
}

// The plugin's own kernels of one program, each run as one work-item on a
// queue of their own, with the plugin's own entry points.
class InternalLaunches {
public:
  explicit InternalLaunches(prism_program_t &program) : program(program) {}
  ~InternalLaunches() {
    for (prism_kernel kernel : kernels)
      kernelRelease(kernel);
    if (queue)
      queueRelease(queue);
    if (scratch)
      freeUnusedAllocation(*program.context, scratch);
  }
  InternalLaunches(const InternalLaunches &) = delete;
  InternalLaunches &operator=(const InternalLaunches &) = delete;

  // Runs kernel `name` once with `args` and waits for it.
  prism_result run(const char *name, uint32_t argCount,
                   const prism_kernel_arg *args) {
    if (!queue)
      if (prism_result result = queueCreate(program.context, program.device,
                                            PRISM_QUEUE_FLAG_NONE, &queue))
        return result;
    prism_kernel kernel = nullptr;
    if (prism_result result = kernelCreate(&program, name, &kernel))
      return result;
    kernels.push_back(kernel);
    const size_t one = 1;
    prism_launch_config config{1, 0, {1, 1, 1}, &one, 0};
    if (prism_result result = enqueueLaunch(queue, kernel, &config, argCount,
                                            args, 0, nullptr, nullptr))
      return result;
    return queueFinish(queue);
  }

  // Runs the layout kernel with room for `capacity` entries into `layout`.
  prism_result readLayout(uint64_t capacity, std::vector<uint64_t> &layout) {
    layout.assign(PRISM_GLOBALS_LAYOUT_HEADER_WORDS +
                      capacity * PRISM_GLOBALS_LAYOUT_ENTRY_WORDS,
                  0);
    const size_t bytes = layout.size() * sizeof(uint64_t);
    if (scratch)
      freeUnusedAllocation(*program.context, scratch);
    scratch = nullptr;
    if (prism_result result =
            usmAlloc(program.context, program.device, PRISM_USM_HOST, bytes,
                     sizeof(uint64_t), &scratch))
      return result;
    const prism_kernel_arg args[] = {
        {PRISM_KERNEL_ARG_VALUE, 0, sizeof scratch, &scratch},
        {PRISM_KERNEL_ARG_VALUE, 0, sizeof capacity, &capacity}};
    if (prism_result result = run(PRISM_GLOBALS_LAYOUT_KERNEL, 2, args))
      return result;
    std::memcpy(layout.data(), scratch, bytes);
    return PRISM_SUCCESS;
  }

private:
  prism_program_t &program;
  prism_queue queue = nullptr;
  std::vector<prism_kernel> kernels;
  void *scratch = nullptr; // host USM the layout kernel writes
};

} // namespace

prism_result setUpProgramGlobals(prism_program_t &program) {
  if (!hasKernel(program.module, PRISM_GLOBALS_LAYOUT_KERNEL))
    return PRISM_SUCCESS;
  program.hasGlobalsLayout = true;
  InternalLaunches launches(program);
  // Room for a few variables first; a program with more says how many.
  std::vector<uint64_t> layout;
  if (prism_result result = launches.readLayout(16, layout))
    return result;
  if (layout[0] > 16)
    if (prism_result result = launches.readLayout(layout[0], layout))
      return result;

  const uint64_t bufferSize = layout[1], alignment = layout[2];
  if (prism_result result =
          usmAlloc(program.context, program.device, PRISM_USM_DEVICE,
                   bufferSize, alignment, &program.globals))
    return result;
  const prism_kernel_arg buffer = {PRISM_KERNEL_ARG_VALUE, 0,
                                   sizeof program.globals, &program.globals};
  if (prism_result result =
          launches.run(PRISM_GLOBALS_INITIALIZE_KERNEL, 1, &buffer))
    return result;
  program.deviceVariables.readLayout(layout.data());
  logger().debug("program for device '{}': {} bytes of device variables, {} "
                 "the host names",
                 program.device->name, bufferSize, layout[0]);
  return PRISM_SUCCESS;
}

prism_result programGetGlobal(prism_program program, const char *name,
                              void **address, size_t *size) {
  if (program->hasGlobalsLayout)
    return program->deviceVariables.find(name, program->globals, address, size);
  size_t bytes = 0;
  ze_result_t result =
      ze.zeModuleGetGlobalPointer(program->module, name, &bytes, address);
  if (result == ZE_RESULT_ERROR_INVALID_GLOBAL_NAME)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("program_get_global: the program defines no "
                            "global variable '{}'",
                            name));
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, "zeModuleGetGlobalPointer",
                  fmt::format("program_get_global of '{}'", name));
  if (size)
    *size = bytes;
  return PRISM_SUCCESS;
}

} // namespace prism::level_zero
