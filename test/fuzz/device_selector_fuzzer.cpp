//===- device_selector_fuzzer.cpp - Fuzzing parseDeviceSelector -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The input is the value of a selector variable. Both variables share one
// grammar (device_selector.h) and differ only in the messages, so the first
// byte picks the variable's name. A selector that parses is matched against
// every kind of device, and its matching must agree with
// selectorMayMatchBackend: a backend said to need no plugin has no device
// the selector leaves visible.
//
//===----------------------------------------------------------------------===//
#include "device_selector.h"
#include "error.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  if (Size == 0)
    return 0;
  const char *Variable =
      Data[0] & 1 ? "ONEAPI_DEVICE_SELECTOR" : "PRISM_DEVICE_SELECTOR";
  std::string Text(reinterpret_cast<const char *>(Data + 1), Size - 1);
  prism::DeviceSelector Selector;
  try {
    Selector = prism::parseDeviceSelector(Text, Variable);
  } catch (const prism::Error &) {
    return 0;
  }
  for (const char *Backend :
       {"opencl", "level_zero", "cuda", "hip", "native_cpu"}) {
    bool MayMatch = prism::selectorMayMatchBackend(Selector, Backend);
    for (prism_device_type Type : {PRISM_DEVICE_TYPE_CPU, PRISM_DEVICE_TYPE_GPU,
                                   PRISM_DEVICE_TYPE_ACCELERATOR})
      for (unsigned Index : {0u, 1u, 2u, 4294967295u})
        if (prism::selectorMatches(Selector, {Backend, Index, Type}) &&
            !MayMatch)
          std::abort();
  }
  return 0;
}
