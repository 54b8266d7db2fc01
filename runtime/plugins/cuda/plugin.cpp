//===- plugin.cpp - The CUDA plugin's API table and entry point --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism_plugin_get_api is the only symbol this library exports; the runtime
// core finds it with dlsym and reaches everything else through the table.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

namespace prism::cuda {
namespace {

const prism_plugin_api PluginApi = {
    PRISM_PLUGIN_ABI_VERSION,
    sizeof(prism_plugin_api),
    "cuda",
    initialize,
    lastError,
    platformGet,
    platformGetInfo,
    deviceGet,
    deviceGetInfo,
    contextCreate,
    contextRelease,
    queueCreate,
    queueFinish,
    queueRelease,
    usmAlloc,
    usmFree,
    enqueueMemcpy,
    enqueueFill,
    programCreate,
    programRelease,
    kernelCreate,
    kernelRelease,
    enqueueLaunch,
    eventWait,
    eventGetStatus,
    eventGetProfiling,
    eventRelease,
};

} // namespace
} // namespace prism::cuda

extern "C" __attribute__((visibility("default"))) prism_result
prism_plugin_get_api(uint32_t abiVersion, const prism_plugin_api **api) {
  using namespace prism::cuda;
  if (!api)
    return fail(PRISM_ERROR_INVALID_VALUE,
                "prism_plugin_get_api: the output table pointer is null");
  if (abiVersion != PRISM_PLUGIN_ABI_VERSION) {
    *api = nullptr;
    return fail(PRISM_ERROR_ABI_MISMATCH,
                "prism_plugin_get_api: the CUDA plugin implements ABI "
                "version " +
                    std::to_string(PRISM_PLUGIN_ABI_VERSION) +
                    ", not the requested version " +
                    std::to_string(abiVersion));
  }
  *api = &PluginApi;
  return PRISM_SUCCESS;
}
