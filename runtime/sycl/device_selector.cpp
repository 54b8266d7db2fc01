//===- device_selector.cpp - Device selection and the standard selectors --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Selection scores the devices PRISM_DEVICE_SELECTOR leaves visible; the
// highest score wins, the first of equals, and a negative score rejects.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "impl_access.h"
#include "type_mapping.h"

#include "core/runtime.h"
#include "sycl/device_selector.hpp"

#include <string>

namespace sycl {

int default_selector_v(const device &Device) {
  switch (Device.get_info<info::device::device_type>()) {
  case info::device_type::gpu:
    return 500;
  case info::device_type::cpu:
    return 300;
  case info::device_type::accelerator:
    return 75;
  default:
    return 0;
  }
}

int cpu_selector_v(const device &Device) { return Device.is_cpu() ? 1 : -1; }

int gpu_selector_v(const device &Device) { return Device.is_gpu() ? 1 : -1; }

int accelerator_selector_v(const device &Device) {
  return Device.is_accelerator() ? 1 : -1;
}

namespace detail {

namespace {
std::string selectorName(const void *Identity) {
  using SelectorFunction = int (*)(const device &);
  const struct {
    SelectorFunction Function;
    const char *Name;
  } Known[] = {{default_selector_v, "default_selector_v"},
               {cpu_selector_v, "cpu_selector_v"},
               {gpu_selector_v, "gpu_selector_v"},
               {accelerator_selector_v, "accelerator_selector_v"}};
  for (const auto &K : Known)
    if (reinterpret_cast<const void *>(K.Function) == Identity)
      return K.Name;
  return "the application's device selector";
}

/// Why nothing was selected: what was asked and what exists. With no
/// visible device at all the core says why (the selector, the devices it
/// hides, the plugins that found none).
std::string noDeviceMessage(const selector_ref &DeviceSelector) {
  prism::Runtime &Runtime = prism::Runtime::get();
  const std::vector<prism::Device *> &Visible = Runtime.visibleDevices();
  std::string Message =
      "no SYCL device accepted by " + selectorName(DeviceSelector.Identity);
  if (Visible.empty())
    return Message + ": " + Runtime.noDeviceMessage();
  Message += "; devices:";
  for (const prism::Device *D : Visible)
    Message += " " + describeDevice(*D) + ";";
  Message.pop_back();
  return Message;
}
} // namespace

namespace {
/// The candidate the selector scores highest, the first of equals; null
/// when it rejects them all.
prism::Device *bestOf(const selector_ref &DeviceSelector,
                      const std::vector<prism::Device *> &Candidates) {
  prism::Device *Best = nullptr;
  int BestScore = -1;
  for (prism::Device *D : Candidates) {
    int Score = DeviceSelector.Score(DeviceSelector.Callable,
                                     impl_access::makeDevice(*D));
    if (Score >= 0 && Score > BestScore) {
      Best = D;
      BestScore = Score;
    }
  }
  return Best;
}
} // namespace

device select_device(const selector_ref &DeviceSelector) {
  try {
    prism::Device *Best =
        bestOf(DeviceSelector, prism::Runtime::get().visibleDevices());
    if (!Best)
      throw makeException(errc::runtime, noDeviceMessage(DeviceSelector));
    return impl_access::makeDevice(*Best);
  } catch (const prism::Error &Failure) {
    throw toSyclException(Failure);
  }
}

device select_device(const selector_ref &DeviceSelector,
                     const context &Context) {
  const std::vector<prism::Device *> &Members =
      impl_access::get(Context)->devices();
  if (prism::Device *Best = bestOf(DeviceSelector, Members))
    return impl_access::makeDevice(*Best);
  std::string Message = "no device of the context accepted by " +
                        selectorName(DeviceSelector.Identity) +
                        "; the context's devices:";
  for (const prism::Device *D : Members)
    Message += " " + describeDevice(*D) + ";";
  Message.pop_back();
  throw makeException(errc::runtime, Message);
}

} // namespace detail
} // namespace sycl
