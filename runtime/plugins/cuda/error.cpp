//===- error.cpp - Last-error messages, CUDA error names and the logger ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// plugin.h promises a human-readable message for the calling thread's last
// failed call; it lives in a thread-local string here. CUDA error codes are
// turned into their names (CUDA_ERROR_NO_DEVICE, not 100) and into the
// closest prism_result so that every message names both the call and the
// problem. The names the plugin expects are spelled out here, because they
// are needed exactly when the driver may be unusable; the driver's own
// cuGetErrorName covers the rest.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include <spdlog/fmt/fmt.h>

#include <cstdlib>
#include <memory>

const char *const prism::plugin::PluginLoggerName = "prism-cuda";

namespace prism::cuda {

namespace {

const char *knownErrorName(CUresult error) {
  switch (error) {
#define PRISM_CUDA_ERROR(name)                                                 \
  case name:                                                                   \
    return #name;
    PRISM_CUDA_ERROR(CUDA_SUCCESS)
    PRISM_CUDA_ERROR(CUDA_ERROR_INVALID_VALUE)
    PRISM_CUDA_ERROR(CUDA_ERROR_OUT_OF_MEMORY)
    PRISM_CUDA_ERROR(CUDA_ERROR_NOT_INITIALIZED)
    PRISM_CUDA_ERROR(CUDA_ERROR_DEINITIALIZED)
    PRISM_CUDA_ERROR(CUDA_ERROR_STUB_LIBRARY)
    PRISM_CUDA_ERROR(CUDA_ERROR_DEVICE_UNAVAILABLE)
    PRISM_CUDA_ERROR(CUDA_ERROR_NO_DEVICE)
    PRISM_CUDA_ERROR(CUDA_ERROR_INVALID_DEVICE)
    PRISM_CUDA_ERROR(CUDA_ERROR_DEVICE_NOT_LICENSED)
    PRISM_CUDA_ERROR(CUDA_ERROR_INVALID_IMAGE)
    PRISM_CUDA_ERROR(CUDA_ERROR_INVALID_CONTEXT)
    PRISM_CUDA_ERROR(CUDA_ERROR_NO_BINARY_FOR_GPU)
    PRISM_CUDA_ERROR(CUDA_ERROR_ECC_UNCORRECTABLE)
    PRISM_CUDA_ERROR(CUDA_ERROR_INVALID_PTX)
    PRISM_CUDA_ERROR(CUDA_ERROR_JIT_COMPILER_NOT_FOUND)
    PRISM_CUDA_ERROR(CUDA_ERROR_UNSUPPORTED_PTX_VERSION)
    PRISM_CUDA_ERROR(CUDA_ERROR_INVALID_SOURCE)
    PRISM_CUDA_ERROR(CUDA_ERROR_INVALID_HANDLE)
    PRISM_CUDA_ERROR(CUDA_ERROR_NOT_FOUND)
    PRISM_CUDA_ERROR(CUDA_ERROR_NOT_READY)
    PRISM_CUDA_ERROR(CUDA_ERROR_ILLEGAL_ADDRESS)
    PRISM_CUDA_ERROR(CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES)
    PRISM_CUDA_ERROR(CUDA_ERROR_LAUNCH_TIMEOUT)
    PRISM_CUDA_ERROR(CUDA_ERROR_ASSERT)
    PRISM_CUDA_ERROR(CUDA_ERROR_ILLEGAL_INSTRUCTION)
    PRISM_CUDA_ERROR(CUDA_ERROR_MISALIGNED_ADDRESS)
    PRISM_CUDA_ERROR(CUDA_ERROR_INVALID_ADDRESS_SPACE)
    PRISM_CUDA_ERROR(CUDA_ERROR_INVALID_PC)
    PRISM_CUDA_ERROR(CUDA_ERROR_LAUNCH_FAILED)
    PRISM_CUDA_ERROR(CUDA_ERROR_NOT_PERMITTED)
    PRISM_CUDA_ERROR(CUDA_ERROR_NOT_SUPPORTED)
    PRISM_CUDA_ERROR(CUDA_ERROR_SYSTEM_NOT_READY)
    PRISM_CUDA_ERROR(CUDA_ERROR_SYSTEM_DRIVER_MISMATCH)
    PRISM_CUDA_ERROR(CUDA_ERROR_UNKNOWN)
#undef PRISM_CUDA_ERROR
  default:
    return nullptr;
  }
}

} // namespace

std::string cudaErrorText(CUresult error) {
  const char *name = knownErrorName(error);
  if (!name && cu.getErrorName && cu.getErrorName(error, &name) != CUDA_SUCCESS)
    name = nullptr;
  return fmt::format("{} ({})", name ? name : "an unknown CUDA error",
                     static_cast<int>(error));
}

prism_result failCuda(CUresult error, const char *call,
                      const std::string &context) {
  return fail(resultFromCuda(error),
              fmt::format("{}: {} failed with {}", context, call,
                          cudaErrorText(error)));
}

prism_result resultFromCuda(CUresult error) {
  switch (error) {
  case CUDA_SUCCESS:
    return PRISM_SUCCESS;
  case CUDA_ERROR_OUT_OF_MEMORY:
    return PRISM_ERROR_OUT_OF_MEMORY;
  case CUDA_ERROR_INVALID_VALUE:
    return PRISM_ERROR_INVALID_VALUE;
  case CUDA_ERROR_INVALID_DEVICE:
  case CUDA_ERROR_INVALID_CONTEXT:
  case CUDA_ERROR_INVALID_HANDLE:
    return PRISM_ERROR_INVALID_HANDLE;
  case CUDA_ERROR_NOT_SUPPORTED:
  case CUDA_ERROR_NOT_PERMITTED:
  case CUDA_ERROR_PEER_ACCESS_UNSUPPORTED:
    return PRISM_ERROR_UNSUPPORTED;
  case CUDA_ERROR_INVALID_PTX:
  case CUDA_ERROR_UNSUPPORTED_PTX_VERSION:
  case CUDA_ERROR_NO_BINARY_FOR_GPU:
  case CUDA_ERROR_JIT_COMPILER_NOT_FOUND:
  case CUDA_ERROR_INVALID_SOURCE:
    return PRISM_ERROR_BUILD_FAILED;
  case CUDA_ERROR_INVALID_IMAGE:
    return PRISM_ERROR_INVALID_IMAGE;
  case CUDA_ERROR_NOT_FOUND:
    return PRISM_ERROR_KERNEL_NOT_FOUND;
  case CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES:
  case CUDA_ERROR_LAUNCH_FAILED:
  case CUDA_ERROR_LAUNCH_TIMEOUT:
  case CUDA_ERROR_ILLEGAL_ADDRESS:
  case CUDA_ERROR_ILLEGAL_INSTRUCTION:
  case CUDA_ERROR_MISALIGNED_ADDRESS:
  case CUDA_ERROR_INVALID_ADDRESS_SPACE:
  case CUDA_ERROR_INVALID_PC:
    return PRISM_ERROR_LAUNCH_FAILED;
  case CUDA_ERROR_ASSERT: // a failed device-side assert; sticky, as a fault
    return PRISM_ERROR_DEVICE_ASSERT;
  case CUDA_ERROR_DEVICE_UNAVAILABLE:
  case CUDA_ERROR_ECC_UNCORRECTABLE:
  case CUDA_ERROR_DEINITIALIZED:
    return PRISM_ERROR_DEVICE_LOST;
  default:
    return PRISM_ERROR_BACKEND;
  }
}

} // namespace prism::cuda
