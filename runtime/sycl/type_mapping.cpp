//===- type_mapping.cpp - Core enumerations to SYCL enumerations
//-----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "type_mapping.h"

#include "impl_access.h"
#include "sycl/device_selector.hpp"

namespace sycl {
namespace detail {

backend backendFor(const std::string &CoreBackend) {
  if (CoreBackend == "level_zero")
    return backend::ext_oneapi_level_zero;
  if (CoreBackend == "cuda")
    return backend::ext_oneapi_cuda;
  if (CoreBackend == "native_cpu")
    return backend::native_cpu;
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

std::vector<device>
devicesOfType(const std::vector<prism::Device *> &Candidates,
              info::device_type Type) {
  std::vector<device> Result;
  int BestScore = -1;
  for (prism::Device *D : Candidates) {
    device Candidate = impl_access::makeDevice(*D);
    if (Type != info::device_type::automatic) {
      if (Type == info::device_type::all || deviceTypeFor(D->type()) == Type)
        Result.push_back(Candidate);
    } else if (int Score = default_selector_v(Candidate); Score > BestScore) {
      Result.assign(1, Candidate);
      BestScore = Score;
    }
  }
  return Result;
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
