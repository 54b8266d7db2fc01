//===- kernel.cpp - CUDA kernels and kernel launches ----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Kernel names: Prism's device kernel names may contain '.', which PTX
// identifiers may not; LLVM's NVPTX backend writes each '.' as "_$_". So a
// kernel is looked up by its Prism name first and by the renamed one second.
//
// Launches are on the latency-critical path: the kernel parameter array
// lives on the stack for up to 16 arguments, and everything else a launch
// needs is one pointer away from the queue and kernel handles. By-value
// arguments are passed by address, as cuLaunchKernel copies them when the
// launch is enqueued.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include "info_queries.h"

#include <spdlog/fmt/fmt.h>

#include <algorithm>
#include <climits>
#include <vector>

namespace prism::cuda {

namespace {

// Threads per block along dimension 0 when the caller leaves the local
// size to the backend.
constexpr size_t DefaultBlockSize = 256;

constexpr uint32_t InlineArgCapacity = 16;

std::string nvptxName(const char *name) {
  std::string renamed;
  for (const char *c = name; *c; ++c) {
    if (*c == '.')
      renamed += "_$_";
    else
      renamed += *c;
  }
  return renamed;
}

} // namespace

prism_result computeGeometry(const prism_launch_config &config,
                             const prism_kernel_t &kernel, Geometry &geometry) {
  size_t global[3] = {1, 1, 1};
  for (uint32_t d = 0; d < config.work_dim; ++d) {
    global[d] = config.global_size[d];
    if (!global[d])
      geometry.empty = true;
  }
  if (geometry.empty)
    return PRISM_SUCCESS;
  size_t block[3] = {1, 1, 1};
  if (config.local_size) {
    for (uint32_t d = 0; d < config.work_dim; ++d) {
      block[d] = config.local_size[d];
      if (!block[d] || global[d] % block[d])
        return fail(PRISM_ERROR_INVALID_VALUE,
                    fmt::format("enqueue_launch of kernel '{}': the global "
                                "size {} in dimension {} is not a multiple of "
                                "the local size {}",
                                kernel.name, global[d], d, block[d]));
    }
  } else {
    size_t limit = kernel.maxThreadsPerBlock ? kernel.maxThreadsPerBlock
                                             : DefaultBlockSize;
    block[0] = std::min({global[0], DefaultBlockSize, limit});
  }
  for (int d = 0; d < 3; ++d) {
    // Rounding up is safe: Prism's kernels return early past their range.
    size_t grid = (global[d] + block[d] - 1) / block[d];
    if (grid > UINT_MAX || block[d] > UINT_MAX)
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("enqueue_launch of kernel '{}': the global size "
                              "{} in dimension {} is too large for CUDA",
                              kernel.name, global[d], d));
    geometry.grid[d] = static_cast<unsigned>(grid);
    geometry.block[d] = static_cast<unsigned>(block[d]);
  }
  return PRISM_SUCCESS;
}

prism_result kernelCreate(prism_program program, const char *name,
                          prism_kernel *kernel) {
  const std::string &deviceName = program->deviceContext->device->name;
  std::string where = fmt::format("kernel_create of '{}'", name);
  if (CUresult error = makeCurrent(program->deviceContext->handle))
    return failCuda(error, "cuCtxSetCurrent", where);

  CUfunction function = nullptr;
  CUresult error = cu.moduleGetFunction(&function, program->module, name);
  std::string renamed = nvptxName(name);
  if (error == CUDA_ERROR_NOT_FOUND && renamed != name)
    error = cu.moduleGetFunction(&function, program->module, renamed.c_str());
  if (error == CUDA_ERROR_NOT_FOUND)
    return fail(PRISM_ERROR_KERNEL_NOT_FOUND,
                fmt::format("kernel_create: no kernel named '{}'{} in the "
                            "program built for device '{}'",
                            name,
                            renamed != name ? " (nor '" + renamed + "')" : "",
                            deviceName));
  if (error)
    return failCuda(error, "cuModuleGetFunction", where);

  int maxThreads = 0;
  if (cu.funcGetAttribute(&maxThreads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                          function) != CUDA_SUCCESS)
    maxThreads = 0;
  auto *created = new prism_kernel_t;
  created->function = function;
  created->program = program;
  created->name = name;
  created->displayName =
      std::make_shared<const std::string>(displayKernelName(name));
  created->maxThreadsPerBlock = maxThreads > 0 ? maxThreads : 0;
  *kernel = created;
  return PRISM_SUCCESS;
}

prism_result kernelRelease(prism_kernel kernel) {
  kernel->magic = 0;
  delete kernel;
  return PRISM_SUCCESS;
}

namespace {

using plugin::Query;

uint64_t answer(const prism_kernel_t &kernel, const prism_device_t &,
                Query<PRISM_KERNEL_INFO_WORK_GROUP_SIZE>) {
  return kernel.maxThreadsPerBlock;
}
plugin::Answer<uint64_t>
answer(const prism_kernel_t &, const prism_device_t &device,
       Query<PRISM_KERNEL_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE>) {
  int warp = 0;
  if (CUresult error = cu.deviceGetAttribute(
          &warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, device.id))
    return plugin::Failure{
        failCuda(error, "cuDeviceGetAttribute", "kernel_get_info")};
  return static_cast<uint64_t>(warp);
}
plugin::Answer<uint64_t> answer(const prism_kernel_t &kernel,
                                const prism_device_t &,
                                Query<PRISM_KERNEL_INFO_PRIVATE_MEM_SIZE>) {
  if (CUresult error = makeCurrent(kernel.program->deviceContext->handle))
    return plugin::Failure{
        failCuda(error, "cuCtxSetCurrent", "kernel_get_info")};
  int bytes = 0;
  if (CUresult error = cu.funcGetAttribute(
          &bytes, CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, kernel.function))
    return plugin::Failure{
        failCuda(error, "cuFuncGetAttribute", "kernel_get_info")};
  return static_cast<uint64_t>(bytes);
}

} // namespace

prism_result kernelGetInfo(prism_kernel kernel, prism_device device,
                           prism_kernel_info what, size_t size, void *value,
                           size_t *sizeRet) {
  if (kernel->program->deviceContext->device != device)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("kernel_get_info: kernel '{}' was built for device "
                            "'{}', not '{}'",
                            kernel->name,
                            kernel->program->deviceContext->device->name,
                            device->name));
  const plugin::InfoAnswer reply(size, value, sizeRet, "kernel_get_info");
  return plugin::answerKernelInfo(
      what, reply, [&](auto query) { return answer(*kernel, *device, query); });
}

prism_result enqueueLaunch(prism_queue queue, prism_kernel kernel,
                           const prism_launch_config *config, uint32_t argCount,
                           const prism_kernel_arg *args, uint32_t waitCount,
                           const prism_event *waitList, prism_event *outEvent) {
  constexpr const char *what = "enqueue_launch";
  if (kernel->program->deviceContext != queue->deviceContext)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("enqueue_launch: kernel '{}' was built for another "
                            "device or context than the queue's",
                            kernel->name));
  if (config->dynamic_local_mem > UINT_MAX)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("enqueue_launch of kernel '{}': {} bytes of "
                            "dynamic local memory is too much",
                            kernel->name, config->dynamic_local_mem));

  void *inlineParams[InlineArgCapacity];
  std::vector<void *> heapParams;
  void **params = inlineParams;
  if (argCount > InlineArgCapacity) {
    heapParams.resize(argCount);
    params = heapParams.data();
  }
  for (uint32_t i = 0; i < argCount; ++i) {
    const prism_kernel_arg &arg = args[i];
    if (arg.kind == PRISM_KERNEL_ARG_LOCAL)
      return fail(PRISM_ERROR_UNSUPPORTED,
                  fmt::format("enqueue_launch of kernel '{}': argument {} asks "
                              "for {} bytes of local memory, which CUDA "
                              "cannot give per argument; use the launch's "
                              "dynamic_local_mem instead",
                              kernel->name, i, arg.size));
    if (arg.kind != PRISM_KERNEL_ARG_VALUE)
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("enqueue_launch of kernel '{}': argument {} has "
                              "unknown kind {}",
                              kernel->name, i, arg.kind));
    if (!arg.value)
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("enqueue_launch of kernel '{}': argument {} has "
                              "no value",
                              kernel->name, i));
    params[i] = const_cast<void *>(arg.value);
  }
  Geometry geometry;
  if (prism_result result = computeGeometry(*config, *kernel, geometry))
    return result;

  prism_result result = enqueueCommand(
      *queue, waitCount, waitList, outEvent, what, [&]() -> prism_result {
        if (geometry.empty)
          return PRISM_SUCCESS;
        CUresult error = cu.launchKernel(
            kernel->function, geometry.grid[0], geometry.grid[1],
            geometry.grid[2], geometry.block[0], geometry.block[1],
            geometry.block[2], static_cast<unsigned>(config->dynamic_local_mem),
            queue->stream, argCount ? params : nullptr, nullptr);
        if (!error)
          return PRISM_SUCCESS;
        // An earlier kernel's failed assert is sticky: CUDA reports it from
        // every later call, this launch included.
        const prism_result result =
            error == CUDA_ERROR_OUT_OF_MEMORY || error == CUDA_ERROR_ASSERT
                ? resultFromCuda(error)
                : PRISM_ERROR_LAUNCH_FAILED;
        return fail(
            result,
            fmt::format("enqueue_launch of kernel '{}' on device '{}' (grid "
                        "{}x{}x{}, block {}x{}x{}, {} bytes of dynamic shared "
                        "memory): cuLaunchKernel failed with {}",
                        kernel->name, queue->deviceContext->device->name,
                        geometry.grid[0], geometry.grid[1], geometry.grid[2],
                        geometry.block[0], geometry.block[1], geometry.block[2],
                        config->dynamic_local_mem, cudaErrorText(error)));
      });
  if (result == PRISM_SUCCESS) {
    // What a later synchronisation's fault names (kernel_faults.cpp).
    queue->kernels.launched(kernel->displayName);
    if (outEvent)
      (*outEvent)->kernel = kernel->displayName;
  }
  return result;
}

} // namespace prism::cuda
