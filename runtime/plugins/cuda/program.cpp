//===- program.cpp - Loading PTX modules with the driver's JIT ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Prism's CUDA images are PTX text, compiled for the device's architecture
// by the driver when the module is loaded, so no ptxas is needed. The JIT's
// error log is what makes a failed build understandable; it is captured and
// kept as the last error.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include <spdlog/fmt/fmt.h>

#include <cstdint>

namespace prism::cuda {

namespace {

constexpr size_t JitLogCapacity = 16 * 1024;

const char *formatName(uint32_t format) {
  switch (format) {
  case PRISM_IMAGE_FORMAT_SPIRV:
    return "SPIR-V";
  case PRISM_IMAGE_FORMAT_PTX:
    return "PTX";
  default:
    return "an unknown format";
  }
}

// The text the driver wrote into a log buffer, whose option value it
// replaced with the number of bytes it used.
std::string logText(const std::vector<char> &buffer, void *usedBytes) {
  size_t used = static_cast<size_t>(reinterpret_cast<uintptr_t>(usedBytes));
  std::string text(buffer.data(), used < buffer.size() ? used : buffer.size());
  while (!text.empty() && (text.back() == '\0' || text.back() == '\n'))
    text.pop_back();
  return text;
}

} // namespace

prism_result programCreate(prism_context context, prism_device device,
                           uint32_t format, const void *image, size_t size,
                           const char *options, prism_program *program) {
  DeviceContext *member = findDevice(*context, device);
  if (!member)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("program_create: device '{}' is not in the "
                            "context",
                            device->name));
  if (format != PRISM_IMAGE_FORMAT_PTX)
    return fail(PRISM_ERROR_INVALID_IMAGE,
                fmt::format("program_create: device '{}' takes PTX images "
                            "only, not {} (format {})",
                            device->name, formatName(format), format));
  if (options && *options)
    logger().debug("program_create: ignoring build options '{}'; the CUDA "
                   "JIT takes none",
                   options);

  std::string where = "program_create on device '" + device->name + "'";
  if (CUresult error = makeCurrent(member->handle))
    return failCuda(error, "cuCtxSetCurrent", where);
  // The driver reads PTX up to a NUL, which the image need not contain.
  std::string ptx(static_cast<const char *>(image), size);
  std::vector<char> infoLog(JitLogCapacity, '\0');
  std::vector<char> errorLog(JitLogCapacity, '\0');
  CUjit_option jitOptions[] = {
      CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
      CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *jitValues[] = {
      infoLog.data(), reinterpret_cast<void *>(uintptr_t{JitLogCapacity}),
      errorLog.data(), reinterpret_cast<void *>(uintptr_t{JitLogCapacity})};
  CUmodule module = nullptr;
  CUresult error =
      cu.moduleLoadDataEx(&module, ptx.c_str(), 4, jitOptions, jitValues);
  std::string info = logText(infoLog, jitValues[1]);
  if (error) {
    std::string log = logText(errorLog, jitValues[3]);
    return fail(error == CUDA_ERROR_OUT_OF_MEMORY ? PRISM_ERROR_OUT_OF_MEMORY
                                                  : PRISM_ERROR_BUILD_FAILED,
                fmt::format("{}: the CUDA JIT (cuModuleLoadDataEx) failed with "
                            "{}{}{}",
                            where, cudaErrorText(error),
                            log.empty() ? "" : "; JIT log:\n", log));
  }
  if (!info.empty())
    logger().debug("{}: JIT log:\n{}", where, info);

  auto *created = new prism_program_t;
  created->module = module;
  created->context = context;
  created->deviceContext = member;
  *program = created;
  return PRISM_SUCCESS;
}

prism_result programRelease(prism_program program) {
  CUresult error = makeCurrent(program->deviceContext->handle);
  if (!error)
    error = cu.moduleUnload(program->module);
  program->magic = 0;
  delete program;
  if (error)
    return failCuda(error, "cuModuleUnload", "program_release");
  return PRISM_SUCCESS;
}

// PTX has no specialization constants: the launch's table carries them.
prism_result programCreateSpecialized(prism_context, prism_device device,
                                      uint32_t, const void *, size_t,
                                      const char *, uint32_t,
                                      const prism_specialization_constant *,
                                      prism_program *) {
  return fail(PRISM_ERROR_UNSUPPORTED,
              "program_create_specialized: CUDA device '" + device->name +
                  "' takes no native specialization constants");
}

} // namespace prism::cuda
