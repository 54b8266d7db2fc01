//===- api_symbol.cpp - Device variables: copies, addresses, sizes --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A device variable is named by its host shadow, which the host compile
// registered with __hipRegisterVar (the core's ImageRegistry). Its device
// address is a property of the program built from the variable's image.
//
//===----------------------------------------------------------------------===//
#include "device_state.h"
#include "hip_error.h"

using namespace prism;
using namespace prism::hip;

namespace {

[[noreturn]] void unsupportedSymbols() {
  throw ApiError(hipErrorNotSupported,
                 "device variables cannot be reached from the host yet");
}

} // namespace

extern "C" {

hipError_t hipMemcpyToSymbol(const void *Symbol, const void *Src, size_t Size,
                             size_t Offset, hipMemcpyKind Kind) {
  return apiCall("hipMemcpyToSymbol", [&]() -> hipError_t {
    (void)Symbol, (void)Src, (void)Size, (void)Offset, (void)Kind;
    unsupportedSymbols();
  });
}

hipError_t hipMemcpyToSymbolAsync(const void *Symbol, const void *Src,
                                  size_t Size, size_t Offset,
                                  hipMemcpyKind Kind, hipStream_t Stream) {
  return apiCall("hipMemcpyToSymbolAsync", [&]() -> hipError_t {
    (void)Symbol, (void)Src, (void)Size, (void)Offset, (void)Kind, (void)Stream;
    unsupportedSymbols();
  });
}

hipError_t hipMemcpyFromSymbol(void *Dst, const void *Symbol, size_t Size,
                               size_t Offset, hipMemcpyKind Kind) {
  return apiCall("hipMemcpyFromSymbol", [&]() -> hipError_t {
    (void)Dst, (void)Symbol, (void)Size, (void)Offset, (void)Kind;
    unsupportedSymbols();
  });
}

hipError_t hipMemcpyFromSymbolAsync(void *Dst, const void *Symbol, size_t Size,
                                    size_t Offset, hipMemcpyKind Kind,
                                    hipStream_t Stream) {
  return apiCall("hipMemcpyFromSymbolAsync", [&]() -> hipError_t {
    (void)Dst, (void)Symbol, (void)Size, (void)Offset, (void)Kind, (void)Stream;
    unsupportedSymbols();
  });
}

hipError_t hipGetSymbolAddress(void **DevicePtr, const void *Symbol) {
  return apiCall("hipGetSymbolAddress", [&]() -> hipError_t {
    (void)DevicePtr, (void)Symbol;
    unsupportedSymbols();
  });
}

hipError_t hipGetSymbolSize(size_t *Size, const void *Symbol) {
  return apiCall("hipGetSymbolSize", [&]() -> hipError_t {
    (void)Size, (void)Symbol;
    unsupportedSymbols();
  });
}

} // extern "C"
