//===- error.cpp - Plugin results as prism::Error -------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Every failed plugin call in the core ends here, so that the message a user
// sees always says which operation failed and what the backend reported.
//
//===----------------------------------------------------------------------===//
#include "error.h"

namespace prism {

ErrorKind errorKindFromResult(prism_result Result) {
  switch (Result) {
  case PRISM_ERROR_INVALID_VALUE:
  case PRISM_ERROR_INVALID_HANDLE:
    return ErrorKind::InvalidValue;
  case PRISM_ERROR_OUT_OF_MEMORY:
    return ErrorKind::OutOfMemory;
  case PRISM_ERROR_UNSUPPORTED:
    return ErrorKind::Unsupported;
  case PRISM_ERROR_BUILD_FAILED:
    return ErrorKind::BuildFailed;
  case PRISM_ERROR_INVALID_IMAGE:
    return ErrorKind::InvalidImage;
  case PRISM_ERROR_KERNEL_NOT_FOUND:
    return ErrorKind::KernelNotFound;
  case PRISM_ERROR_LAUNCH_FAILED:
    return ErrorKind::LaunchFailed;
  case PRISM_ERROR_DEVICE_LOST:
    return ErrorKind::DeviceLost;
  case PRISM_ERROR_DEVICE_ASSERT:
    return ErrorKind::DeviceAssert;
  case PRISM_SUCCESS:
  case PRISM_ERROR_ABI_MISMATCH:
  case PRISM_ERROR_BACKEND:
    break;
  }
  return ErrorKind::Backend;
}

void throwPluginError(prism_result Result, const char *What,
                      const char *PluginMessage) {
  std::string Message = What ? What : "plugin call";
  Message += ": ";
  if (PluginMessage && *PluginMessage)
    Message += PluginMessage;
  else
    Message += "the plugin reported error " +
               std::to_string(static_cast<int>(Result)) + " without a message";
  throw Error(errorKindFromResult(Result), Message);
}

} // namespace prism
