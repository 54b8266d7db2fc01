//===- global_variables.cpp - A program's device-variable buffer ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// As on OpenCL (runtime/plugins/opencl/global_variables.cpp), an image whose
// kernels use writable global variables keeps them in one buffer per
// program, passed to kernels as PRISM_KERNEL_ARG_PROGRAM_GLOBALS, and
// carries the two kernels of prism/program_globals.h, here as work-group
// functions. Loading such an image allocates the buffer, runs
// __prism_globals_layout once to learn its size and where each variable the
// host names lives, and __prism_globals_initialize to write the initial
// values; program_get_global answers the buffer plus the variable's offset.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"

#include "prism/program_globals.h"

#include <spdlog/fmt/fmt.h>

#include <dlfcn.h>

#include <algorithm>
#include <vector>

namespace prism::native_cpu {

namespace {

prism_native_work_group_fn workGroupFunction(const prism_program_t &program,
                                             const char *kernel) {
  const std::string symbol =
      PRISM_NATIVE_WORK_GROUP_PREFIX + std::string(kernel);
  return reinterpret_cast<prism_native_work_group_fn>(
      dlsym(program.library, symbol.c_str()));
}

// Runs a kernel as one work-item on the calling thread.
void runOnce(prism_native_work_group_fn function, void *const *args) {
  prism_native_work_group group = {{0, 0, 0}, {1, 1, 1}, {1, 1, 1}};
  function(args, &group);
}

// The layout kernel's answer, with room for `capacity` entries.
std::vector<uint64_t> readLayout(prism_native_work_group_fn layoutKernel,
                                 uint64_t capacity) {
  std::vector<uint64_t> layout(PRISM_GLOBALS_LAYOUT_HEADER_WORDS +
                                   capacity * PRISM_GLOBALS_LAYOUT_ENTRY_WORDS,
                               0);
  uint64_t *out = layout.data();
  void *const args[] = {&out, &capacity};
  runOnce(layoutKernel, args);
  return layout;
}

} // namespace

prism_result setUpProgramGlobals(prism_program_t &program) {
  prism_native_work_group_fn layoutKernel =
      workGroupFunction(program, PRISM_GLOBALS_LAYOUT_KERNEL);
  if (!layoutKernel)
    return PRISM_SUCCESS; // the image has no device variables
  prism_native_work_group_fn initialize =
      workGroupFunction(program, PRISM_GLOBALS_INITIALIZE_KERNEL);
  if (!initialize)
    return fail(PRISM_ERROR_INVALID_IMAGE,
                "program_create: the native_cpu image defines " +
                    std::string(PRISM_GLOBALS_LAYOUT_KERNEL) + " but not " +
                    PRISM_GLOBALS_INITIALIZE_KERNEL);
  // Room for a few variables first; an image with more says how many.
  std::vector<uint64_t> layout = readLayout(layoutKernel, 16);
  if (layout[0] > 16)
    layout = readLayout(layoutKernel, layout[0]);

  const uint64_t bufferSize = std::max<uint64_t>(layout[1], 1);
  const uint64_t alignment = std::max<uint64_t>(layout[2], 1);
  if (prism_result result =
          usmAlloc(program.context, program.device, PRISM_USM_DEVICE,
                   bufferSize, alignment, &program.globals))
    return result;
  void *buffer = program.globals;
  void *const args[] = {&buffer};
  runOnce(initialize, args);

  program.deviceVariables.readLayout(layout.data());
  logger().debug("native_cpu program: {} bytes of device variables, {} the "
                 "host names",
                 layout[1], layout[0]);
  return PRISM_SUCCESS;
}

prism_result programGetGlobal(prism_program program, const char *name,
                              void **address, size_t *size) {
  return program->deviceVariables.find(name, program->globals, address, size);
}

} // namespace prism::native_cpu
