//===- global_variables.cpp - A module's device variables -----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A PTX module keeps its global variables where the driver placed them, so
// program_get_global asks the driver for one by name (cuModuleGetGlobal);
// unlike the SPIR-V plugins there is no program-globals buffer to manage.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include <spdlog/fmt/fmt.h>

#include <cstdint>

namespace prism::cuda {

prism_result programGetGlobal(prism_program program, const char *name,
                              void **address, size_t *size) {
  CUresult error = makeCurrent(program->deviceContext->handle);
  if (error)
    return failCuda(error, "cuCtxSetCurrent", "program_get_global");
  CUdeviceptr pointer = 0;
  size_t bytes = 0;
  error = cu.moduleGetGlobal(&pointer, &bytes, program->module, name);
  if (error == CUDA_ERROR_NOT_FOUND)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("program_get_global: the module defines no "
                            "global variable '{}'",
                            name));
  if (error)
    return failCuda(error, "cuModuleGetGlobal", "program_get_global");
  *address = reinterpret_cast<void *>(static_cast<uintptr_t>(pointer));
  if (size)
    *size = bytes;
  return PRISM_SUCCESS;
}

} // namespace prism::cuda
