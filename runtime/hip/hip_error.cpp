//===- hip_error.cpp - hipError_t at the API boundary ---------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "hip_error.h"

#include "core/logging.h"

namespace prism::hip {

namespace {
thread_local hipError_t LastError = hipSuccess;
} // namespace

hipError_t peekLastError() { return LastError; }

hipError_t takeLastError() {
  hipError_t Last = LastError;
  LastError = hipSuccess;
  return Last;
}

hipError_t toHipError(const prism::Error &E) {
  switch (E.kind()) {
  case ErrorKind::InvalidValue:
  case ErrorKind::KernelArgument:
    return hipErrorInvalidValue;
  case ErrorKind::OutOfMemory:
    return hipErrorOutOfMemory;
  case ErrorKind::NoDevice:
    return hipErrorNoDevice;
  case ErrorKind::InvalidImage:
  case ErrorKind::BuildFailed:
    return hipErrorInvalidImage;
  case ErrorKind::JitFailed:
    return hipErrorInvalidKernelFile;
  case ErrorKind::KernelNotFound:
    return hipErrorInvalidDeviceFunction;
  case ErrorKind::KernelNotSupported:
    return hipErrorNoBinaryForGpu;
  case ErrorKind::LaunchFailed:
    return hipErrorLaunchFailure;
  case ErrorKind::Unsupported:
    return hipErrorNotSupported;
  case ErrorKind::NdRange:
    return hipErrorInvalidConfiguration;
  case ErrorKind::DeviceLost:
    return hipErrorIllegalAddress;
  case ErrorKind::DeviceAssert:
    return hipErrorAssert;
  case ErrorKind::Backend:
    break;
  }
  return hipErrorUnknown;
}

hipError_t recordError(hipError_t Code) {
  if (Code != hipSuccess && Code != hipErrorNotReady)
    LastError = Code;
  return Code;
}

hipError_t reportError(const char *Function, hipError_t Code,
                       const char *Message) {
  log().warn("{}: {} ({})", Function, Message, hipGetErrorName(Code));
  return recordError(Code);
}

} // namespace prism::hip
