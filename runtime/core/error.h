//===- error.h - The runtime core's error type -------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism::Error is the one error type of the core. Plugin results become an
// Error carrying the plugin's message; the language layers (SYCL, HIP)
// convert it at their boundary, keeping the message.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_ERROR_H
#define PRISM_CORE_ERROR_H

#include "prism/plugin.h"

#include <stdexcept>
#include <string>

namespace prism {

/// What went wrong, independent of the backend. Language layers map these
/// to sycl::errc or hipError_t.
enum class ErrorKind {
  InvalidValue,       // a bad argument from the user
  OutOfMemory,        // allocation failed
  Unsupported,        // the device cannot do this
  BuildFailed,        // a binary image (SPIR-V, native) did not build (log in
                      // the message)
  KernelNotFound,     // no image holds the kernel
  KernelArgument,     // the host's kernel arguments do not fit the kernel
  NoDevice,           // no device, or the selector matched nothing
  InvalidImage,       // a malformed container or image
  LaunchFailed,       // a launch the device refused
  DeviceLost,         // the device stopped answering
  Backend,            // anything else a backend reported
  KernelNotSupported, // the device cannot run the kernel as it was compiled
  NdRange,            // a work-group geometry the kernel cannot run with
  DeviceAssert,       // a device-side assert failed (the device stays failed)
  JitFailed // the device's JIT rejected a text image (PTX; log in the message)
};

class Error : public std::runtime_error {
public:
  Error(ErrorKind Kind, const std::string &Message)
      : std::runtime_error(Message), Kind(Kind) {}
  ErrorKind kind() const { return Kind; }

private:
  ErrorKind Kind;
};

/// Maps a plugin result to an ErrorKind.
ErrorKind errorKindFromResult(prism_result Result);

/// Throws an Error for a failed plugin call: "<what>: <plugin message>".
[[noreturn]] void throwPluginError(prism_result Result, const char *What,
                                   const char *PluginMessage);

} // namespace prism

#endif // PRISM_CORE_ERROR_H
