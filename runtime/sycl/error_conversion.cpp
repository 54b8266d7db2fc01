//===- error_conversion.cpp - prism::Error to sycl::exception
//---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"

namespace sycl {
namespace detail {

// How core errors become SYCL error codes:
//
//   prism::ErrorKind   sycl::errc               why
//   InvalidValue       invalid                  a bad argument
//   OutOfMemory        memory_allocation
//   Unsupported        feature_not_supported    the device cannot do it
//   BuildFailed        build                    the message holds the log
//   JitFailed          build                    the same, for PTX
//   KernelNotFound     kernel_not_supported     no image for this device
//   KernelNotSupported kernel_not_supported     compiled for what the device
//                                               lacks (a sub-group size)
//   NdRange            nd_range                 a work-group the kernel
//                                               cannot run with
//   KernelArgument     kernel_argument          host and device disagree
//   NoDevice           runtime
//   InvalidImage       runtime                  a malformed device image
//   LaunchFailed       kernel                   the device refused a launch
//   DeviceLost         runtime
//   DeviceAssert       runtime                  a failed device assert, as
//                                               DPC++ reports CUDA's
//   Backend            runtime                  anything else
errc errcFor(prism::ErrorKind Kind) {
  switch (Kind) {
  case prism::ErrorKind::InvalidValue:
    return errc::invalid;
  case prism::ErrorKind::OutOfMemory:
    return errc::memory_allocation;
  case prism::ErrorKind::Unsupported:
    return errc::feature_not_supported;
  case prism::ErrorKind::BuildFailed:
  case prism::ErrorKind::JitFailed:
    return errc::build;
  case prism::ErrorKind::KernelNotFound:
  case prism::ErrorKind::KernelNotSupported:
    return errc::kernel_not_supported;
  case prism::ErrorKind::KernelArgument:
    return errc::kernel_argument;
  case prism::ErrorKind::LaunchFailed:
    return errc::kernel;
  case prism::ErrorKind::NdRange:
    return errc::nd_range;
  case prism::ErrorKind::NoDevice:
  case prism::ErrorKind::InvalidImage:
  case prism::ErrorKind::DeviceLost:
  case prism::ErrorKind::DeviceAssert:
  case prism::ErrorKind::Backend:
    return errc::runtime;
  }
  return errc::runtime;
}

sycl::exception toSyclException(const prism::Error &Failure) {
  return sycl::exception(make_error_code(errcFor(Failure.kind())),
                         Failure.what());
}

sycl::exception makeException(errc Code, const std::string &Message) {
  return sycl::exception(make_error_code(Code), Message);
}

} // namespace detail
} // namespace sycl
