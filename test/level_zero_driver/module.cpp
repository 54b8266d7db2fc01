//===- module.cpp - Modules from SPIR-V, built by OpenCL ------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A module is built as the OpenCL plugin builds an image (runtime/plugins/
// opencl/program.cpp), with the code it shares (prism-opencl-spir): a device
// that takes SPIR-V IL gets the module as it is; one that builds SPIR only
// (PoCL) gets it translated to SPIR 1.2 bitcode. A failure leaves the
// translator's message or the OpenCL build log in the build log.
//
// Specialization constants (pConstants) are set as a Level Zero driver sets
// them: in the build, each value read as wide as its OpSpecConstant (a bool
// as one byte), an id the module lacks ignored. The translation to SPIR
// folds them in (the translator's setSpecConst); a device that takes SPIR-V
// gets them with clSetProgramSpecializationConstant.
//
// Program globals need nothing here: Prism's images carry their writable
// globals in a buffer their own kernels lay out and initialise
// (prism/program_globals.h), which works through ordinary kernels. No
// OpenCL device this driver runs on can tell where a global variable lives,
// so zeModuleGetGlobalPointer knows no name.
//
//===----------------------------------------------------------------------===//
#include "driver.h"
#include "program_binaries.h"
#include "spirv_spec_constants.h"
#include "spirv_to_spir.h"

#include <algorithm>
#include <cstring>
#include <map>

namespace prism::zedriver {

namespace {

// SpecId to value (in the low bytes) of each constant of desc.pConstants
// that the module has.
std::map<uint32_t, uint64_t> specConstantValues(const ze_module_desc_t &desc) {
  std::map<uint32_t, uint64_t> values;
  if (!desc.pConstants)
    return values;
  std::map<uint32_t, uint32_t> sizes =
      plugin::spirvSpecConstantSizes(desc.pInputModule, desc.inputSize);
  for (uint32_t i = 0; i < desc.pConstants->numConstants; ++i) {
    auto size = sizes.find(desc.pConstants->pConstantIds[i]);
    if (size == sizes.end() || size->second > sizeof(uint64_t))
      continue;
    uint64_t value = 0;
    std::memcpy(&value, desc.pConstants->pConstantValues[i], size->second);
    values[size->first] = value;
  }
  return values;
}

// Sets each constant on a program made from SPIR-V IL.
cl_int setSpecConstants(cl_program program, const ze_module_desc_t &desc,
                        const std::map<uint32_t, uint64_t> &values) {
  std::map<uint32_t, uint32_t> sizes =
      plugin::spirvSpecConstantSizes(desc.pInputModule, desc.inputSize);
  for (const auto &[id, value] : values)
    if (cl_int error =
            clSetProgramSpecializationConstant(program, id, sizes[id], &value))
      return error;
  return CL_SUCCESS;
}

// The built program, or null with the reason in `log`.
cl_program build(ze_context_handle_t context, const ze_module_desc_t &desc,
                 ze_result_t &result, std::string &log) {
  const _ze_device_handle_t &device = *context->device;
  std::string options = device.acceptsSpirvIL ? "" : opencl::SpirBuildOptions;
  if (desc.pBuildFlags && *desc.pBuildFlags)
    options += (options.empty() ? "" : " ") + std::string(desc.pBuildFlags);
  const std::map<uint32_t, uint64_t> specConstants = specConstantValues(desc);
  cl_int error = CL_SUCCESS;
  cl_program program = nullptr;
  if (device.acceptsSpirvIL) {
    program = clCreateProgramWithIL(context->handle, desc.pInputModule,
                                    desc.inputSize, &error);
    if (program && (error = setSpecConstants(program, desc, specConstants))) {
      clReleaseProgram(program);
      program = nullptr;
    }
  } else {
    std::string bitcode;
    if (!opencl::translateSpirvToSpir(desc.pInputModule, desc.inputSize,
                                      device.singleItemSubGroups, bitcode, log,
                                      specConstants)) {
      result = ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
      return nullptr;
    }
    program =
        opencl::programFromBinary(context->handle, device.id, bitcode, error);
  }
  if (!program) {
    result = ZE_RESULT_ERROR_INVALID_NATIVE_BINARY;
    log = "OpenCL refused the module (error " + std::to_string(error) + ")";
    return nullptr;
  }
  error =
      clBuildProgram(program, 1, &device.id, options.c_str(), nullptr, nullptr);
  if (error != CL_SUCCESS) {
    log = opencl::programBuildLog(program, device.id);
    if (log.empty())
      log = "clBuildProgram failed with error " + std::to_string(error);
    clReleaseProgram(program);
    result =
        error == CL_BUILD_PROGRAM_FAILURE
            ? ZE_RESULT_ERROR_MODULE_BUILD_FAILURE
            : resultFromOpenCL(error, ZE_RESULT_ERROR_MODULE_BUILD_FAILURE);
    return nullptr;
  }
  return program;
}

} // namespace

ze_result_t moduleCreate(ze_context_handle_t context, ze_device_handle_t device,
                         const ze_module_desc_t *desc,
                         ze_module_handle_t *module,
                         ze_module_build_log_handle_t *buildLog) {
  if (buildLog)
    *buildLog = nullptr;
  if (device != context->device)
    return ZE_RESULT_ERROR_INVALID_ARGUMENT;
  if (desc->format != ZE_MODULE_FORMAT_IL_SPIRV)
    return ZE_RESULT_ERROR_INVALID_NATIVE_BINARY;
  ze_result_t result = ZE_RESULT_SUCCESS;
  std::string log;
  cl_program program = build(context, *desc, result, log);
  if (buildLog)
    *buildLog = new _ze_module_build_log_handle_t{log};
  if (!program)
    return result;
  auto *created = new _ze_module_handle_t;
  created->program = program;
  created->context = context;
  created->shortKernelNames = !context->device->acceptsSpirvIL;
  created->pointerParams =
      opencl::findKernelPointerParams(desc->pInputModule, desc->inputSize);
  for (const auto &entry : created->pointerParams)
    created->kernelNames.push_back(entry.first);
  std::sort(created->kernelNames.begin(), created->kernelNames.end());
  *module = created;
  return ZE_RESULT_SUCCESS;
}

ze_result_t moduleDestroy(ze_module_handle_t module) {
  clReleaseProgram(module->program);
  delete module;
  return ZE_RESULT_SUCCESS;
}

ze_result_t moduleBuildLogDestroy(ze_module_build_log_handle_t log) {
  delete log;
  return ZE_RESULT_SUCCESS;
}

ze_result_t moduleBuildLogGetString(ze_module_build_log_handle_t log,
                                    size_t *size, char *text) {
  const size_t needed = log->text.size() + 1;
  if (!text) {
    *size = needed;
    return ZE_RESULT_SUCCESS;
  }
  if (*size < needed)
    return ZE_RESULT_ERROR_INVALID_SIZE;
  std::memcpy(text, log->text.c_str(), needed);
  *size = needed;
  return ZE_RESULT_SUCCESS;
}

ze_result_t moduleGetGlobalPointer(ze_module_handle_t, const char *, size_t *,
                                   void **) {
  return ZE_RESULT_ERROR_INVALID_GLOBAL_NAME;
}

ze_result_t moduleGetKernelNames(ze_module_handle_t module, uint32_t *count,
                                 const char **names) {
  const auto available = static_cast<uint32_t>(module->kernelNames.size());
  if (*count == 0 || !names) {
    *count = available;
    return ZE_RESULT_SUCCESS;
  }
  *count = std::min(*count, available);
  for (uint32_t i = 0; i < *count; ++i)
    names[i] = module->kernelNames[i].c_str();
  return ZE_RESULT_SUCCESS;
}

} // namespace prism::zedriver
