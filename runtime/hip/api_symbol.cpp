//===- api_symbol.cpp - Device variables: copies, addresses, sizes --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A device variable is named by its host shadow, which the host compile
// registered with __hipRegisterVar (the core's ImageRegistry). Its device
// address is a property of the program built from the variable's image for
// the current device: the core's built programs build that program if no
// launch has yet, and asks the plugin once (cuModuleGetGlobal, or the
// OpenCL plugin's address table). Copies are then ordinary copies to and
// from that address.
//
//===----------------------------------------------------------------------===//
#include "device_state.h"
#include "hip_error.h"
#include "memory_checks.h"
#include "memory_copy.h"

#include "core/kernel_name.h"
#include "core/built_programs.h"
#include "core/registry.h"
#include "core/runtime.h"

using namespace prism;
using namespace prism::hip;

namespace {

/// The device variable registered for the host shadow Symbol.
RegisteredSymbol symbolAt(const void *Symbol) {
  std::optional<RegisteredSymbol> Found =
      ImageRegistry::instance().variable(Symbol);
  if (!Found)
    throw ApiError(hipErrorInvalidSymbol,
                   "no device variable is registered at " +
                       pointerText(Symbol) +
                       " (pass the __device__ or __constant__ variable "
                       "itself, or HIP_SYMBOL(name))");
  return *Found;
}

/// The variable's address on the current device.
char *deviceAddress(const RegisteredSymbol &Symbol) {
  DeviceState &State = currentDevice();
  void *Address = Runtime::get().programs().variable(*State.context(),
                                                     State.device(), Symbol);
  noteDeviceVariable(Address, Symbol.Variable.Size);
  return static_cast<char *>(Address);
}

/// The variable's address at Offset, after checking that Size bytes from
/// there stay inside it.
char *addressInside(const RegisteredSymbol &Symbol, size_t Size,
                    size_t Offset) {
  const size_t Bytes = Symbol.Variable.Size;
  if (Offset > Bytes || Size > Bytes - Offset)
    throw ApiError(hipErrorInvalidValue,
                   std::to_string(Size) + " bytes at offset " +
                       std::to_string(Offset) + " run past the end of the " +
                       std::to_string(Bytes) + "-byte device variable '" +
                       demangleKernelName(Symbol.Variable.DeviceName) + "'");
  return deviceAddress(Symbol) + Offset;
}

/// The kind of a copy whose device side is the variable: hipMemcpyDefault
/// stays (the other side's pointer decides), and so does a kind that names
/// the variable's side as the device; any other is refused.
hipMemcpyKind symbolCopyKind(hipMemcpyKind Kind, bool ToSymbol) {
  const bool Fits =
      Kind == hipMemcpyDefault || Kind == hipMemcpyDeviceToDevice ||
      Kind == (ToSymbol ? hipMemcpyHostToDevice : hipMemcpyDeviceToHost);
  if (!Fits)
    throw ApiError(hipErrorInvalidMemcpyDirection,
                   std::string("a copy ") + (ToSymbol ? "to" : "from") +
                       " a device variable cannot have hipMemcpyKind " +
                       std::to_string(Kind));
  return Kind;
}

hipError_t copyToSymbol(const void *Symbol, const void *Src, size_t Size,
                        size_t Offset, hipMemcpyKind Kind, hipStream_t Stream,
                        bool Synchronous) {
  RegisteredSymbol Found = symbolAt(Symbol);
  Kind = symbolCopyKind(Kind, true);
  char *Dst = addressInside(Found, Size, Offset);
  return copyMemory(Dst, Src, Size, Kind, Stream, Synchronous);
}

hipError_t copyFromSymbol(void *Dst, const void *Symbol, size_t Size,
                          size_t Offset, hipMemcpyKind Kind, hipStream_t Stream,
                          bool Synchronous) {
  RegisteredSymbol Found = symbolAt(Symbol);
  Kind = symbolCopyKind(Kind, false);
  const char *Src = addressInside(Found, Size, Offset);
  return copyMemory(Dst, Src, Size, Kind, Stream, Synchronous);
}

} // namespace

extern "C" {

hipError_t hipMemcpyToSymbol(const void *Symbol, const void *Src, size_t Size,
                             size_t Offset, hipMemcpyKind Kind) {
  return apiCall("hipMemcpyToSymbol", [&] {
    return copyToSymbol(Symbol, Src, Size, Offset, Kind, nullptr, true);
  });
}

hipError_t hipMemcpyToSymbolAsync(const void *Symbol, const void *Src,
                                  size_t Size, size_t Offset,
                                  hipMemcpyKind Kind, hipStream_t Stream) {
  return apiCall("hipMemcpyToSymbolAsync", [&] {
    return copyToSymbol(Symbol, Src, Size, Offset, Kind, Stream, false);
  });
}

hipError_t hipMemcpyFromSymbol(void *Dst, const void *Symbol, size_t Size,
                               size_t Offset, hipMemcpyKind Kind) {
  return apiCall("hipMemcpyFromSymbol", [&] {
    return copyFromSymbol(Dst, Symbol, Size, Offset, Kind, nullptr, true);
  });
}

hipError_t hipMemcpyFromSymbolAsync(void *Dst, const void *Symbol, size_t Size,
                                    size_t Offset, hipMemcpyKind Kind,
                                    hipStream_t Stream) {
  return apiCall("hipMemcpyFromSymbolAsync", [&] {
    return copyFromSymbol(Dst, Symbol, Size, Offset, Kind, Stream, false);
  });
}

hipError_t hipGetSymbolAddress(void **DevicePtr, const void *Symbol) {
  return apiCall("hipGetSymbolAddress", [&] {
    require(DevicePtr, "null address output");
    *DevicePtr = deviceAddress(symbolAt(Symbol));
    return hipSuccess;
  });
}

hipError_t hipGetSymbolSize(size_t *Size, const void *Symbol) {
  return apiCall("hipGetSymbolSize", [&] {
    require(Size, "null size output");
    *Size = symbolAt(Symbol).Variable.Size;
    return hipSuccess;
  });
}

} // extern "C"
