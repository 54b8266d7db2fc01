//===- opencl_results.cpp - Level Zero results for OpenCL errors ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "driver.h"

namespace prism::zedriver {

ze_result_t resultFromOpenCL(cl_int error, ze_result_t fallback) {
  switch (error) {
  case CL_SUCCESS:
    return ZE_RESULT_SUCCESS;
  case CL_OUT_OF_HOST_MEMORY:
    return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
  case CL_OUT_OF_RESOURCES:
  case CL_MEM_OBJECT_ALLOCATION_FAILURE:
    return ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY;
  case CL_INVALID_KERNEL_NAME:
    return ZE_RESULT_ERROR_INVALID_KERNEL_NAME;
  case CL_INVALID_ARG_INDEX:
    return ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_INDEX;
  case CL_INVALID_ARG_SIZE:
    return ZE_RESULT_ERROR_INVALID_KERNEL_ARGUMENT_SIZE;
  case CL_INVALID_KERNEL_ARGS:
    return ZE_RESULT_ERROR_INVALID_ARGUMENT;
  case CL_INVALID_WORK_GROUP_SIZE:
  case CL_INVALID_WORK_ITEM_SIZE:
    return ZE_RESULT_ERROR_INVALID_GROUP_SIZE_DIMENSION;
  case CL_BUILD_PROGRAM_FAILURE:
    return ZE_RESULT_ERROR_MODULE_BUILD_FAILURE;
  case CL_DEVICE_NOT_AVAILABLE:
  case CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST:
    return ZE_RESULT_ERROR_DEVICE_LOST;
  default:
    return fallback;
  }
}

} // namespace prism::zedriver
