//===- program.cpp - Building SPIR-V programs on OpenCL devices ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Prism's OpenCL images are SPIR-V. A device that takes SPIR-V as IL gets it
// with clCreateProgramWithIL. A device that only takes SPIR 1.2 (PoCL) gets
// the image translated to SPIR bitcode, given with clCreateProgramWithBinary
// and built with "-x spir -spir-std=1.2". Both routes go through the disk
// cache: a cached device binary (IL route) skips translation and build, a
// cached SPIR bitcode (SPIR route) skips translation.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"
#include "program_binaries.h"

#include <spdlog/fmt/fmt.h>

namespace prism::opencl {

namespace {

// Builds `program`; on failure releases it and keeps the build log in `log`.
cl_int build(cl_program &program, const prism_device_t &device,
             const std::string &options, std::string &log) {
  cl_int error =
      clBuildProgram(program, 1, &device.id, options.c_str(), nullptr, nullptr);
  if (error != CL_SUCCESS) {
    log = programBuildLog(program, device.id);
    clReleaseProgram(program);
    program = nullptr;
  }
  return error;
}

bool deviceBinary(cl_program program, std::string &binary) {
  size_t size = 0;
  if (clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, sizeof size, &size,
                       nullptr) != CL_SUCCESS ||
      !size)
    return false;
  binary.resize(size);
  auto *bytes = reinterpret_cast<unsigned char *>(binary.data());
  return clGetProgramInfo(program, CL_PROGRAM_BINARIES, sizeof bytes, &bytes,
                          nullptr) == CL_SUCCESS;
}

// The build from a cached device binary; null when there is none or the
// driver no longer takes it (e.g. a driver update that kept its version).
cl_program programFromCachedBinary(const prism_context_t &context,
                                   const prism_device_t &device,
                                   const CacheKey &key,
                                   const std::string &options) {
  std::string binary;
  if (!cacheLoad(key, CacheEntry::DeviceBinary, binary))
    return nullptr;
  cl_int error = CL_SUCCESS;
  cl_program program =
      programFromBinary(context.handle, device.id, binary, error);
  std::string log;
  if (program)
    error = build(program, device, options, log);
  if (program)
    return program;
  logger().debug("disk cache: device '{}' refused the cached binary {} "
                 "({}); rebuilding. {}",
                 device.name, key.hex(), openclErrorName(error), log);
  cacheDiscard(key, CacheEntry::DeviceBinary);
  return nullptr;
}

} // namespace

prism_result programCreate(prism_context context, prism_device device,
                           uint32_t format, const void *image, size_t size,
                           const char *options, prism_program *program) {
  if (prism_result failed = plugin::checkDeviceInContext(
          context->devices, device, "program_create"))
    return failed;
  if (format == PRISM_IMAGE_FORMAT_PTX)
    return fail(PRISM_ERROR_INVALID_IMAGE,
                fmt::format("program_create: the image is in PTX format, which "
                            "the OpenCL plugin cannot build; device '{}' takes "
                            "SPIR-V images only",
                            device->name));
  if (format != PRISM_IMAGE_FORMAT_SPIRV)
    return fail(PRISM_ERROR_INVALID_IMAGE,
                fmt::format("program_create: unknown image format {}; the "
                            "OpenCL plugin takes SPIR-V images only",
                            format));
  if (!device->acceptsSpirvIL && !device->acceptsSpir)
    return fail(PRISM_ERROR_INVALID_IMAGE,
                fmt::format("program_create: device '{}' takes neither SPIR-V "
                            "IL nor SPIR bitcode",
                            device->name));

  const bool useIL = device->acceptsSpirvIL;
  std::string buildOptions = useIL ? "" : SpirBuildOptions;
  if (options && *options)
    buildOptions += (buildOptions.empty() ? "" : " ") + std::string(options);
  CacheKey key =
      makeCacheKey(image, size, *device, buildOptions, useIL ? "il" : "spir");

  cl_program built =
      useIL ? programFromCachedBinary(*context, *device, key, buildOptions)
            : nullptr;
  if (!built) {
    cl_int error = CL_SUCCESS;
    const char *call;
    if (useIL) {
      call = "clCreateProgramWithIL";
      built = clCreateProgramWithIL(context->handle, image, size, &error);
    } else {
      std::string bitcode;
      if (!cacheLoad(key, CacheEntry::SpirBitcode, bitcode)) {
        std::string message;
        if (!translateSpirvToSpir(image, size, device->singleItemSubGroups,
                                  bitcode, message))
          return fail(PRISM_ERROR_INVALID_IMAGE,
                      fmt::format("program_create for device '{}': {}",
                                  device->name, message));
        cacheStore(key, CacheEntry::SpirBitcode, bitcode);
      }
      call = "clCreateProgramWithBinary";
      built = programFromBinary(context->handle, device->id, bitcode, error);
    }
    if (!built) {
      prism_result result = resultFromOpenCL(error);
      return fail(
          result == PRISM_ERROR_BACKEND ? PRISM_ERROR_INVALID_IMAGE : result,
          fmt::format("program_create for device '{}': {} refused the "
                      "image with {} ({})",
                      device->name, call, openclErrorName(error), error));
    }
    std::string log;
    error = build(built, *device, buildOptions, log);
    if (error != CL_SUCCESS) {
      prism_result result = error == CL_BUILD_PROGRAM_FAILURE
                                ? PRISM_ERROR_BUILD_FAILED
                                : resultFromOpenCL(error);
      return fail(result,
                  fmt::format("program_create: building the program for "
                              "device '{}' with options '{}' failed with {}; "
                              "build log:\n{}",
                              device->name, buildOptions,
                              openclErrorName(error),
                              log.empty() ? "(the driver gave no log)" : log));
    }
    // PoCL (the SPIR route) makes its program binary by compiling every
    // kernel of the program for every work-group size: fetched here, the
    // first launch of one kernel of an image of 200 paid for all 200 (25 s
    // against 1.4 s). PoCL's own kernel cache keeps each kernel it compiles
    // for a launch across runs, so the SPIR bitcode is all Prism keeps.
    std::string binary;
    if (useIL && deviceBinary(built, binary))
      cacheStore(key, CacheEntry::DeviceBinary, binary);
  }

  auto *created = new prism_program_t;
  created->handle = built;
  created->context = context;
  created->device = device;
  created->shortKernelNames = !useIL;
  created->pointerParams = findKernelPointerParams(image, size);
  if (prism_result result = setUpProgramGlobals(*created)) {
    plugin::releaseProgramGlobals(*created, usmFree);
    clReleaseProgram(built);
    delete created;
    return result;
  }
  *program = created;
  return PRISM_SUCCESS;
}

prism_result programRelease(prism_program program) {
  plugin::releaseProgramGlobals(*program, usmFree);
  cl_int error = clReleaseProgram(program->handle);
  program->magic = 0;
  delete program;
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clReleaseProgram", "program_release");
  return PRISM_SUCCESS;
}

// Prism's SPIR-V kernels read their specialization constants from the
// launch's table here (the emulation), so no program is specialised.
prism_result programCreateSpecialized(prism_context, prism_device device,
                                      uint32_t, const void *, size_t,
                                      const char *, uint32_t,
                                      const prism_specialization_constant *,
                                      prism_program *) {
  return fail(PRISM_ERROR_UNSUPPORTED,
              "program_create_specialized: OpenCL device '" + device->name +
                  "' takes no native specialization constants");
}

} // namespace prism::opencl
