//===- type_mapping.cpp - Core enumerations to SYCL enumerations
//-----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "type_mapping.h"

namespace sycl {
namespace detail {

backend backendFor(const std::string &CoreBackend) {
  if (CoreBackend == "level_zero")
    return backend::ext_oneapi_level_zero;
  if (CoreBackend == "cuda")
    return backend::ext_oneapi_cuda;
  return backend::opencl;
}

info::device_type deviceTypeFor(prism_device_type Type) {
  switch (Type) {
  case PRISM_DEVICE_TYPE_CPU:
    return info::device_type::cpu;
  case PRISM_DEVICE_TYPE_GPU:
    return info::device_type::gpu;
  case PRISM_DEVICE_TYPE_ACCELERATOR:
    return info::device_type::accelerator;
  }
  return info::device_type::custom;
}

bool deviceTypeMatches(info::device_type Wanted, prism_device_type Type) {
  switch (Wanted) {
  case info::device_type::all:
    return true;
  case info::device_type::automatic:
    // What default_selector_v would prefer: any device qualifies.
    return true;
  default:
    return deviceTypeFor(Type) == Wanted;
  }
}

std::string describeDevice(const prism::Device &Device) {
  const char *Type = "other";
  switch (Device.type()) {
  case PRISM_DEVICE_TYPE_CPU:
    Type = "cpu";
    break;
  case PRISM_DEVICE_TYPE_GPU:
    Type = "gpu";
    break;
  case PRISM_DEVICE_TYPE_ACCELERATOR:
    Type = "accelerator";
    break;
  }
  return Device.backend() + ":" + std::to_string(Device.backendIndex()) + " '" +
         Device.name() + "' (" + Type + ")";
}

} // namespace detail
} // namespace sycl
