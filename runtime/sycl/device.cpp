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

template <typename Param> typename Param::return_type device::get_info() const {
  try {
    if constexpr (std::is_same_v<Param, info::device::device_type>)
      return detail::deviceTypeFor(Impl->type());
    else if constexpr (std::is_same_v<Param, info::device::name>)
      return Impl->name();
    else if constexpr (std::is_same_v<Param, info::device::vendor>)
      return Impl->vendor();
    else if constexpr (std::is_same_v<Param, info::device::driver_version>)
      return Impl->driverVersion();
    else if constexpr (std::is_same_v<Param, info::device::version>)
      return Impl->version();
    else if constexpr (std::is_same_v<Param, info::device::max_compute_units>)
      return Impl->maxComputeUnits();
    else if constexpr (std::is_same_v<Param, info::device::max_work_group_size>)
      return static_cast<size_t>(Impl->maxWorkGroupSize());
    else if constexpr (std::is_same_v<Param, info::device::global_mem_size>)
      return Impl->globalMemSize();
    else if constexpr (std::is_same_v<Param, info::device::local_mem_size>)
      return Impl->localMemSize();
    else if constexpr (std::is_same_v<Param, info::device::max_clock_frequency>)
      return Impl->maxClockFrequency();
    else if constexpr (std::is_same_v<Param, info::device::sub_group_sizes>) {
      const std::vector<uint32_t> Sizes = Impl->subGroupSizes();
      return std::vector<size_t>(Sizes.begin(), Sizes.end());
    }
    else {
      // max_work_item_sizes<D>: backend dimension 0 is SYCL dimension D-1.
      constexpr int Dimensions = Param::return_type::dimensions;
      const std::array<uint64_t, 3> Sizes = Impl->maxWorkItemSizes();
      typename Param::return_type Result;
      for (int I = 0; I < Dimensions; ++I)
        Result[I] = static_cast<size_t>(Sizes[Dimensions - 1 - I]);
      return Result;
    }
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

template info::device_type device::get_info<info::device::device_type>() const;
template std::string device::get_info<info::device::name>() const;
template std::string device::get_info<info::device::vendor>() const;
template std::string device::get_info<info::device::driver_version>() const;
template std::string device::get_info<info::device::version>() const;
template uint32_t device::get_info<info::device::max_compute_units>() const;
template size_t device::get_info<info::device::max_work_group_size>() const;
template id<1> device::get_info<info::device::max_work_item_sizes<1>>() const;
template id<2> device::get_info<info::device::max_work_item_sizes<2>>() const;
template id<3> device::get_info<info::device::max_work_item_sizes<3>>() const;
template uint64_t device::get_info<info::device::global_mem_size>() const;
template uint64_t device::get_info<info::device::local_mem_size>() const;
template uint32_t device::get_info<info::device::max_clock_frequency>() const;
template std::vector<size_t>
device::get_info<info::device::sub_group_sizes>() const;

// Aspects the core cannot tell (fp16, fp64, atomic64, images, ...) are
// reported as absent.
bool device::has(aspect Aspect) const {
  try {
    switch (Aspect) {
    case aspect::cpu:
      return Impl->type() == PRISM_DEVICE_TYPE_CPU;
    case aspect::gpu:
      return Impl->type() == PRISM_DEVICE_TYPE_GPU;
    case aspect::accelerator:
      return Impl->type() == PRISM_DEVICE_TYPE_ACCELERATOR;
    case aspect::usm_device_allocations:
      return (Impl->usmSupport() & PRISM_USM_DEVICE) != 0;
    case aspect::usm_host_allocations:
      return (Impl->usmSupport() & PRISM_USM_HOST) != 0;
    case aspect::usm_shared_allocations:
      return (Impl->usmSupport() & PRISM_USM_SHARED) != 0;
    case aspect::queue_profiling:
      return true;
    default:
      return false;
    }
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

std::vector<device> device::get_devices(info::device_type Type) {
  try {
    std::vector<device> Result;
    for (prism::Device *D : prism::Runtime::get().visibleDevices())
      if (detail::deviceTypeMatches(Type, D->type()))
        Result.push_back(detail::impl_access::makeDevice(*D));
    return Result;
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

} // namespace sycl
