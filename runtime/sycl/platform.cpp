//===- platform.cpp - sycl::platform --------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "impl_access.h"
#include "type_mapping.h"

#include "core/plugin.h"
#include "core/runtime.h"
#include "sycl/device.hpp"
#include "sycl/device_selector.hpp"
#include "sycl/platform.hpp"

#include <algorithm>
#include <iterator>
#include <sstream>

namespace sycl {

namespace {
bool isVisible(const prism::Device *Device) {
  const std::vector<prism::Device *> &Visible =
      prism::Runtime::get().visibleDevices();
  return std::find(Visible.begin(), Visible.end(), Device) != Visible.end();
}
} // namespace

platform::platform() : platform(device().get_platform()) {}

backend platform::get_backend() const noexcept {
  return detail::backendFor(Impl->plugin().backend());
}

// extensions is deprecated, and answered all the same.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
template <typename Param>
typename Param::return_type platform::get_info() const {
  try {
    if constexpr (std::is_same_v<Param, info::platform::name>) {
      return Impl->name();
    } else if constexpr (std::is_same_v<Param, info::platform::vendor>) {
      return Impl->vendor();
    } else if constexpr (std::is_same_v<Param, info::platform::version>) {
      return Impl->version();
    } else if constexpr (std::is_same_v<Param, info::platform::profile>) {
      return Impl->profile();
    } else {
      static_assert(std::is_same_v<Param, info::platform::extensions>);
      std::istringstream Names(Impl->extensions());
      std::vector<std::string> Extensions;
      for (std::string Name; Names >> Name;)
        Extensions.push_back(Name);
      return Extensions;
    }
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

bool platform::has_extension(const std::string &Name) const {
  const std::vector<std::string> Extensions =
      get_info<info::platform::extensions>();
  return std::find(Extensions.begin(), Extensions.end(), Name) !=
         Extensions.end();
}

template std::string platform::get_info<info::platform::profile>() const;
template std::string platform::get_info<info::platform::version>() const;
template std::string platform::get_info<info::platform::name>() const;
template std::string platform::get_info<info::platform::vendor>() const;
template std::vector<std::string>
platform::get_info<info::platform::extensions>() const;
#pragma GCC diagnostic pop

std::vector<device> platform::get_devices(info::device_type Type) const {
  try {
    std::vector<prism::Device *> Visible;
    std::copy_if(Impl->devices().begin(), Impl->devices().end(),
                 std::back_inserter(Visible), isVisible);
    return detail::devicesOfType(Visible, Type);
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

bool platform::has(aspect Aspect) const {
  for (const device &D : get_devices())
    if (!D.has(Aspect))
      return false;
  return true;
}

// Platforms whose devices PRISM_DEVICE_SELECTOR all hides are left out.
std::vector<platform> platform::get_platforms() {
  try {
    std::vector<platform> Result;
    for (prism::Platform *P : prism::Runtime::get().platforms())
      if (std::any_of(P->devices().begin(), P->devices().end(), isVisible))
        Result.push_back(detail::impl_access::makePlatform(*P));
    return Result;
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

} // namespace sycl
