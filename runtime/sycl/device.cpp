//===- device.cpp - sycl::device ------------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "impl_access.h"
#include "type_mapping.h"

#include "core/runtime.h"
#include "sycl/device.hpp"
#include "sycl/device_selector.hpp"

#include <algorithm>
#include <string>

namespace sycl {

device::device() : device(default_selector_v) {}

bool device::is_cpu() const {
  return get_info<info::device::device_type>() == info::device_type::cpu;
}
bool device::is_gpu() const {
  return get_info<info::device::device_type>() == info::device_type::gpu;
}
bool device::is_accelerator() const {
  return get_info<info::device::device_type>() ==
         info::device_type::accelerator;
}

platform device::get_platform() const {
  return detail::impl_access::makePlatform(Impl->platform());
}

backend device::get_backend() const noexcept {
  return detail::backendFor(Impl->backend());
}

// Every aspect from the device's answers, except those of features Prism
// does not offer, which no device has.
bool device::has(aspect Aspect) const {
  try {
    const prism::Device &D = *Impl;
    switch (Aspect) {
    case aspect::cpu:
      return D.type() == PRISM_DEVICE_TYPE_CPU;
    case aspect::gpu:
      return D.type() == PRISM_DEVICE_TYPE_GPU;
    case aspect::accelerator:
      return D.type() == PRISM_DEVICE_TYPE_ACCELERATOR;
    case aspect::custom:
      return detail::deviceTypeFor(D.type()) == info::device_type::custom;
    case aspect::emulated: // no plugin drives a simulator
      return false;
    case aspect::host_debuggable: // device code carries no debug information
      return false;
    case aspect::fp16:
      return D.info<PRISM_DEVICE_INFO_HALF_FP_CONFIG>() != 0;
    case aspect::fp64:
      return D.info<PRISM_DEVICE_INFO_DOUBLE_FP_CONFIG>() != 0;
    case aspect::atomic64:
      return D.info<PRISM_DEVICE_INFO_ATOMIC64>() != 0;
    case aspect::image: // no sycl::image
      return false;
    case aspect::online_compiler: // no kernel bundles to compile or link
    case aspect::online_linker:
      return false;
    case aspect::queue_profiling:
      return D.info<PRISM_DEVICE_INFO_QUEUE_PROFILING>() != 0;
    case aspect::usm_device_allocations:
      return (D.usmSupport() & PRISM_USM_DEVICE) != 0;
    case aspect::usm_host_allocations:
      return (D.usmSupport() & PRISM_USM_HOST) != 0;
    case aspect::usm_shared_allocations:
      return (D.usmSupport() & PRISM_USM_SHARED) != 0;
    case aspect::usm_atomic_host_allocations:
      return (D.usmSupport() & D.info<PRISM_DEVICE_INFO_USM_ATOMIC_SUPPORT>() &
              PRISM_USM_HOST) != 0;
    case aspect::usm_atomic_shared_allocations:
      return (D.usmSupport() & D.info<PRISM_DEVICE_INFO_USM_ATOMIC_SUPPORT>() &
              PRISM_USM_SHARED) != 0;
    case aspect::usm_system_allocations:
      return D.info<PRISM_DEVICE_INFO_USM_SYSTEM_ALLOCATIONS>() != 0;
    }
    return false;
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

bool device::has_extension(const std::string &Name) const {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  const std::vector<std::string> Extensions =
      get_info<info::device::extensions>();
#pragma GCC diagnostic pop
  return std::find(Extensions.begin(), Extensions.end(), Name) !=
         Extensions.end();
}

std::vector<device> device::partition(info::partition_property Property,
                                      size_t Amount) const {
  std::string Request;
  switch (Property) {
  case info::partition_property::partition_equally:
    Request = "partition_equally into sub-devices of " +
              std::to_string(Amount) + " compute unit(s)";
    break;
  case info::partition_property::partition_by_counts:
    Request = "partition_by_counts (" + std::to_string(Amount) +
              " compute unit(s) in all)";
    break;
  default:
    Request = "partition_by_affinity_domain";
    break;
  }
  // Every Prism device answers an empty info::device::partition_properties.
  throw detail::makeException(
      errc::feature_not_supported,
      "sycl::device::create_sub_devices: device " +
          detail::describeDevice(*Impl) + " cannot be partitioned (" + Request +
          " asked); its info::device::partition_properties is empty");
}

std::vector<device> device::get_devices(info::device_type Type) {
  try {
    return detail::devicesOfType(prism::Runtime::get().visibleDevices(), Type);
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

} // namespace sycl
