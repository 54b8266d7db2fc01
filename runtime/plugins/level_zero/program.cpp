//===- program.cpp - Level Zero modules from SPIR-V images ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Prism's SPIR-V images go to zeModuleCreate as they are
// (ZE_MODULE_FORMAT_IL_SPIRV), with the core's build options; the driver
// compiles them for the device. A build that fails keeps the driver's build
// log in last_error(). program_create_specialized passes the image's
// specialization constants as ze_module_constants_t, so the driver builds
// the module with them set (see "Specialization constants" in
// docs/design.md); program_create passes none, and the image's defaults
// stand.
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"

#include <spdlog/fmt/fmt.h>

#include <algorithm>
#include <vector>

namespace prism::level_zero {

namespace {

// The text of a build log, which it destroys.
std::string takeBuildLog(ze_module_build_log_handle_t log) {
  if (!log)
    return {};
  std::string text;
  size_t size = 0;
  if (ze.zeModuleBuildLogGetString(log, &size, nullptr) == ZE_RESULT_SUCCESS &&
      size) {
    text.resize(size);
    if (ze.zeModuleBuildLogGetString(log, &size, text.data()) !=
        ZE_RESULT_SUCCESS)
      text.clear();
  }
  ze.zeModuleBuildLogDestroy(log);
  while (!text.empty() && (text.back() == '\0' || text.back() == '\n'))
    text.pop_back();
  return text;
}

prism_result checkImage(const prism_device_t &device, uint32_t format) {
  if (format == PRISM_IMAGE_FORMAT_SPIRV)
    return PRISM_SUCCESS;
  return fail(PRISM_ERROR_INVALID_IMAGE,
              fmt::format("program_create: the image is in {} format, which "
                          "Level Zero cannot build; device '{}' takes SPIR-V "
                          "images only",
                          format == PRISM_IMAGE_FORMAT_PTX
                              ? "PTX"
                              : "an unknown (" + std::to_string(format) + ")",
                          device.name));
}

prism_result failBuild(ze_result_t result, const prism_device_t &device,
                       const char *options, const std::string &log) {
  prism_result mapped = resultFromZe(result);
  if (mapped == PRISM_ERROR_BACKEND)
    mapped = PRISM_ERROR_INVALID_IMAGE;
  return fail(mapped,
              fmt::format("program_create: building the program for device "
                          "'{}' with options '{}' failed: zeModuleCreate "
                          "failed: {}; build log:\n{}",
                          device.name, options, zeResultName(result),
                          log.empty() ? "(the driver gave no log)" : log));
}

// The module of the image for device, built with constants (null: none).
prism_result createModule(prism_context context, prism_device device,
                          uint32_t format, const void *image, size_t size,
                          const char *options,
                          const ze_module_constants_t *constants,
                          prism_program *program) {
  if (prism_result failed = plugin::checkDeviceInContext(
          context->devices, device, "program_create"))
    return failed;
  if (prism_result result = checkImage(*device, format))
    return result;
  const char *buildFlags = options ? options : "";
  ze_module_desc_t desc{ZE_STRUCTURE_TYPE_MODULE_DESC,
                        nullptr,
                        ZE_MODULE_FORMAT_IL_SPIRV,
                        size,
                        static_cast<const uint8_t *>(image),
                        buildFlags,
                        constants};
  ze_module_handle_t module = nullptr;
  ze_module_build_log_handle_t log = nullptr;
  ze_result_t result =
      ze.zeModuleCreate(context->handle, device->handle, &desc, &module, &log);
  std::string logText = takeBuildLog(log);
  if (result != ZE_RESULT_SUCCESS)
    return failBuild(result, *device, buildFlags, logText);
  if (!logText.empty())
    logger().debug("build log of a program for device '{}':\n{}", device->name,
                   logText);

  auto *created = new prism_program_t;
  created->module = module;
  created->context = context;
  created->device = device;
  if (prism_result failed = setUpProgramGlobals(*created)) {
    plugin::releaseProgramGlobals(*created, usmFree);
    ze.zeModuleDestroy(module);
    delete created;
    return failed;
  }
  *program = created;
  return PRISM_SUCCESS;
}

// "id=0x..." for each constant, its bytes in memory order, for the log.
std::string describeConstants(uint32_t count,
                              const prism_specialization_constant *constants) {
  std::string text;
  for (uint32_t i = 0; i < count; ++i) {
    text += fmt::format("{}{}=0x", i ? " " : "", constants[i].id);
    const auto *bytes = static_cast<const unsigned char *>(constants[i].value);
    for (uint32_t b = 0; b < constants[i].size; ++b)
      text += fmt::format("{:02x}", bytes[b]);
  }
  return text;
}

} // namespace

prism_result programCreate(prism_context context, prism_device device,
                           uint32_t format, const void *image, size_t size,
                           const char *options, prism_program *program) {
  return createModule(context, device, format, image, size, options, nullptr,
                      program);
}

prism_result programCreateSpecialized(
    prism_context context, prism_device device, uint32_t format,
    const void *image, size_t size, const char *options, uint32_t constantCount,
    const prism_specialization_constant *constants, prism_program *program) {
  // ze_module_constants_t gives no sizes: the driver reads each value as
  // wide as the module's OpSpecConstant.
  std::vector<uint32_t> ids(constantCount);
  std::vector<const void *> values(constantCount);
  for (uint32_t i = 0; i < constantCount; ++i) {
    ids[i] = constants[i].id;
    values[i] = constants[i].value;
  }
  ze_module_constants_t moduleConstants{constantCount, ids.data(),
                                        values.data()};
  logger().debug("zeModuleCreate for device '{}' with {} specialization "
                 "constant(s): {}",
                 device->name, constantCount,
                 describeConstants(constantCount, constants));
  return createModule(context, device, format, image, size, options,
                      &moduleConstants, program);
}

prism_result programRelease(prism_program program) {
  plugin::releaseProgramGlobals(*program, usmFree);
  ze_result_t result = ze.zeModuleDestroy(program->module);
  program->magic = 0;
  delete program;
  if (result != ZE_RESULT_SUCCESS)
    return failZe(result, "zeModuleDestroy", "program_release");
  return PRISM_SUCCESS;
}

} // namespace prism::level_zero
