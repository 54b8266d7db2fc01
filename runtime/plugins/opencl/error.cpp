//===- error.cpp - Last-error messages, OpenCL error names and the logger -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// plugin.h promises a human-readable message for the calling thread's last
// failed call; it lives in a thread-local string here. OpenCL error codes are
// turned into their names (CL_OUT_OF_RESOURCES, not -5) and into the closest
// prism_result so that every message names both the call and the problem.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

#include <spdlog/fmt/fmt.h>
#include <spdlog/sinks/stdout_color_sinks.h>

#include <cstdlib>
#include <memory>

namespace prism::opencl {

namespace {
thread_local std::string lastErrorMessage;
} // namespace

spdlog::logger &logger() {
  // Not registered in spdlog's registry: the core or another plugin in the
  // same process may use the registry, and names there must be unique.
  static std::shared_ptr<spdlog::logger> instance = [] {
    auto created = std::make_shared<spdlog::logger>(
        "prism-opencl",
        std::make_shared<spdlog::sinks::stderr_color_sink_mt>());
    created->set_level(spdlog::level::warn);
    created->flush_on(spdlog::level::trace);
    return created;
  }();
  return *instance;
}

void configureLogLevel() {
  const char *level = std::getenv("PRISM_LOG_LEVEL");
  if (!level || !*level) {
    logger().set_level(spdlog::level::warn);
    return;
  }
  spdlog::level::level_enum parsed = spdlog::level::from_str(level);
  if (parsed == spdlog::level::off && std::string(level) != "off") {
    logger().set_level(spdlog::level::warn);
    logger().warn("PRISM_LOG_LEVEL='{}' is not one of trace, debug, info, "
                  "warn, error, off; using warn",
                  level);
    return;
  }
  logger().set_level(parsed);
}

prism_result fail(prism_result result, std::string message) {
  logger().debug("error: {}", message);
  lastErrorMessage = std::move(message);
  return result;
}

prism_result failOpenCL(cl_int error, const char *call, const char *context) {
  return fail(resultFromOpenCL(error),
              fmt::format("{}: {} failed with {} ({})", context, call,
                          openclErrorName(error), error));
}

const char *lastError() { return lastErrorMessage.c_str(); }

prism_result resultFromOpenCL(cl_int error) {
  switch (error) {
  case CL_SUCCESS:
    return PRISM_SUCCESS;
  case CL_OUT_OF_HOST_MEMORY:
  case CL_OUT_OF_RESOURCES:
  case CL_MEM_OBJECT_ALLOCATION_FAILURE:
    return PRISM_ERROR_OUT_OF_MEMORY;
  case CL_INVALID_VALUE:
  case CL_INVALID_WORK_DIMENSION:
  case CL_INVALID_WORK_GROUP_SIZE:
  case CL_INVALID_WORK_ITEM_SIZE:
  case CL_INVALID_GLOBAL_WORK_SIZE:
  case CL_INVALID_ARG_SIZE:
  case CL_INVALID_ARG_INDEX:
  case CL_INVALID_ARG_VALUE:
  case CL_INVALID_BUFFER_SIZE:
  case CL_INVALID_QUEUE_PROPERTIES:
  case CL_INVALID_BUILD_OPTIONS:
    return PRISM_ERROR_INVALID_VALUE;
  case CL_INVALID_PLATFORM:
  case CL_INVALID_DEVICE:
  case CL_INVALID_CONTEXT:
  case CL_INVALID_COMMAND_QUEUE:
  case CL_INVALID_EVENT:
  case CL_INVALID_EVENT_WAIT_LIST:
  case CL_INVALID_PROGRAM:
  case CL_INVALID_PROGRAM_EXECUTABLE:
  case CL_INVALID_KERNEL:
  case CL_INVALID_MEM_OBJECT:
    return PRISM_ERROR_INVALID_HANDLE;
  case CL_INVALID_OPERATION:
  case CL_DEVICE_NOT_AVAILABLE:
  case CL_COMPILER_NOT_AVAILABLE:
  case CL_LINKER_NOT_AVAILABLE:
    return PRISM_ERROR_UNSUPPORTED;
  case CL_BUILD_PROGRAM_FAILURE:
  case CL_COMPILE_PROGRAM_FAILURE:
  case CL_LINK_PROGRAM_FAILURE:
    return PRISM_ERROR_BUILD_FAILED;
  case CL_INVALID_BINARY:
    return PRISM_ERROR_INVALID_IMAGE;
  case CL_INVALID_KERNEL_NAME:
    return PRISM_ERROR_KERNEL_NOT_FOUND;
  case CL_INVALID_KERNEL_ARGS:
    return PRISM_ERROR_LAUNCH_FAILED;
  case CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST:
    return PRISM_ERROR_LAUNCH_FAILED;
  default:
    return PRISM_ERROR_BACKEND;
  }
}

const char *openclErrorName(cl_int error) {
  switch (error) {
#define PRISM_CL_ERROR(name)                                                   \
  case name:                                                                   \
    return #name;
    PRISM_CL_ERROR(CL_SUCCESS)
    PRISM_CL_ERROR(CL_DEVICE_NOT_FOUND)
    PRISM_CL_ERROR(CL_DEVICE_NOT_AVAILABLE)
    PRISM_CL_ERROR(CL_COMPILER_NOT_AVAILABLE)
    PRISM_CL_ERROR(CL_MEM_OBJECT_ALLOCATION_FAILURE)
    PRISM_CL_ERROR(CL_OUT_OF_RESOURCES)
    PRISM_CL_ERROR(CL_OUT_OF_HOST_MEMORY)
    PRISM_CL_ERROR(CL_PROFILING_INFO_NOT_AVAILABLE)
    PRISM_CL_ERROR(CL_MEM_COPY_OVERLAP)
    PRISM_CL_ERROR(CL_IMAGE_FORMAT_MISMATCH)
    PRISM_CL_ERROR(CL_IMAGE_FORMAT_NOT_SUPPORTED)
    PRISM_CL_ERROR(CL_BUILD_PROGRAM_FAILURE)
    PRISM_CL_ERROR(CL_MAP_FAILURE)
    PRISM_CL_ERROR(CL_MISALIGNED_SUB_BUFFER_OFFSET)
    PRISM_CL_ERROR(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
    PRISM_CL_ERROR(CL_COMPILE_PROGRAM_FAILURE)
    PRISM_CL_ERROR(CL_LINKER_NOT_AVAILABLE)
    PRISM_CL_ERROR(CL_LINK_PROGRAM_FAILURE)
    PRISM_CL_ERROR(CL_DEVICE_PARTITION_FAILED)
    PRISM_CL_ERROR(CL_KERNEL_ARG_INFO_NOT_AVAILABLE)
    PRISM_CL_ERROR(CL_INVALID_VALUE)
    PRISM_CL_ERROR(CL_INVALID_DEVICE_TYPE)
    PRISM_CL_ERROR(CL_INVALID_PLATFORM)
    PRISM_CL_ERROR(CL_INVALID_DEVICE)
    PRISM_CL_ERROR(CL_INVALID_CONTEXT)
    PRISM_CL_ERROR(CL_INVALID_QUEUE_PROPERTIES)
    PRISM_CL_ERROR(CL_INVALID_COMMAND_QUEUE)
    PRISM_CL_ERROR(CL_INVALID_HOST_PTR)
    PRISM_CL_ERROR(CL_INVALID_MEM_OBJECT)
    PRISM_CL_ERROR(CL_INVALID_IMAGE_FORMAT_DESCRIPTOR)
    PRISM_CL_ERROR(CL_INVALID_IMAGE_SIZE)
    PRISM_CL_ERROR(CL_INVALID_SAMPLER)
    PRISM_CL_ERROR(CL_INVALID_BINARY)
    PRISM_CL_ERROR(CL_INVALID_BUILD_OPTIONS)
    PRISM_CL_ERROR(CL_INVALID_PROGRAM)
    PRISM_CL_ERROR(CL_INVALID_PROGRAM_EXECUTABLE)
    PRISM_CL_ERROR(CL_INVALID_KERNEL_NAME)
    PRISM_CL_ERROR(CL_INVALID_KERNEL_DEFINITION)
    PRISM_CL_ERROR(CL_INVALID_KERNEL)
    PRISM_CL_ERROR(CL_INVALID_ARG_INDEX)
    PRISM_CL_ERROR(CL_INVALID_ARG_VALUE)
    PRISM_CL_ERROR(CL_INVALID_ARG_SIZE)
    PRISM_CL_ERROR(CL_INVALID_KERNEL_ARGS)
    PRISM_CL_ERROR(CL_INVALID_WORK_DIMENSION)
    PRISM_CL_ERROR(CL_INVALID_WORK_GROUP_SIZE)
    PRISM_CL_ERROR(CL_INVALID_WORK_ITEM_SIZE)
    PRISM_CL_ERROR(CL_INVALID_GLOBAL_OFFSET)
    PRISM_CL_ERROR(CL_INVALID_EVENT_WAIT_LIST)
    PRISM_CL_ERROR(CL_INVALID_EVENT)
    PRISM_CL_ERROR(CL_INVALID_OPERATION)
    PRISM_CL_ERROR(CL_INVALID_GL_OBJECT)
    PRISM_CL_ERROR(CL_INVALID_BUFFER_SIZE)
    PRISM_CL_ERROR(CL_INVALID_MIP_LEVEL)
    PRISM_CL_ERROR(CL_INVALID_GLOBAL_WORK_SIZE)
    PRISM_CL_ERROR(CL_INVALID_PROPERTY)
    PRISM_CL_ERROR(CL_INVALID_IMAGE_DESCRIPTOR)
    PRISM_CL_ERROR(CL_INVALID_COMPILER_OPTIONS)
    PRISM_CL_ERROR(CL_INVALID_LINKER_OPTIONS)
    PRISM_CL_ERROR(CL_INVALID_DEVICE_PARTITION_COUNT)
    PRISM_CL_ERROR(CL_INVALID_PIPE_SIZE)
    PRISM_CL_ERROR(CL_INVALID_DEVICE_QUEUE)
    PRISM_CL_ERROR(CL_INVALID_SPEC_ID)
    PRISM_CL_ERROR(CL_MAX_SIZE_RESTRICTION_EXCEEDED)
    PRISM_CL_ERROR(CL_PLATFORM_NOT_FOUND_KHR)
#undef PRISM_CL_ERROR
  default:
    return "an unknown OpenCL error";
  }
}

} // namespace prism::opencl
