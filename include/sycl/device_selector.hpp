//===- sycl/device_selector.hpp - The standard device selectors
//------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL 2020 selectors are callables int(const device &): the device with the
// highest score wins and a negative score rejects a device. The standard
// ones are plain functions in libsycl; SYCL 1.2.1's selector classes derive
// from device_selector.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DEVICE_SELECTOR_HPP
#define SYCL_DEVICE_SELECTOR_HPP

#include "sycl/device.hpp"
#include "sycl/platform.hpp"

#include <type_traits>
#include <vector>

namespace sycl {

/// Prefers a GPU, then a CPU, then an accelerator.
int default_selector_v(const device &Device);
int cpu_selector_v(const device &Device);
int gpu_selector_v(const device &Device);
int accelerator_selector_v(const device &Device);

/// SYCL 1.2.1's selector classes, deprecated in SYCL 2020 (which keeps them
/// in its appendix of deprecated features) and still common in older code:
/// a device_selector is a callable like the SYCL 2020 ones, so queues,
/// devices and platforms take it as they take any selector.
class [[deprecated("use a callable selector such as sycl::default_selector_v "
                   "instead")]] device_selector {
public:
  virtual ~device_selector() = default;

  /// The device this selector scores highest; throws errc::runtime when it
  /// rejects every device.
  device select_device() const { return device(*this); }
  virtual int operator()(const device &Device) const = 0;
};

// (The GNU spelling of the attribute: clang-format 14 misreads a class
// with a base and a [[deprecated]] one.)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
class __attribute__((deprecated("use sycl::default_selector_v")))
default_selector : public device_selector {
public:
  int operator()(const device &Device) const override {
    return default_selector_v(Device);
  }
};
class __attribute__((deprecated("use sycl::cpu_selector_v"))) cpu_selector
    : public device_selector {
public:
  int operator()(const device &Device) const override {
    return cpu_selector_v(Device);
  }
};
class __attribute__((deprecated("use sycl::gpu_selector_v"))) gpu_selector
    : public device_selector {
public:
  int operator()(const device &Device) const override {
    return gpu_selector_v(Device);
  }
};
class __attribute__((deprecated("use sycl::accelerator_selector_v")))
accelerator_selector : public device_selector {
public:
  int operator()(const device &Device) const override {
    return accelerator_selector_v(Device);
  }
};
#pragma clang diagnostic pop

/// A selector of the devices that have every aspect of Required and none
/// of Denied, scored as default_selector_v scores them (SYCL 2020 4.6.1.1).
inline auto aspect_selector(const std::vector<aspect> &Required,
                            const std::vector<aspect> &Denied = {}) {
  return [Required, Denied](const device &Device) {
    for (aspect A : Required)
      if (!Device.has(A))
        return -1;
    for (aspect A : Denied)
      if (Device.has(A))
        return -1;
    return default_selector_v(Device);
  };
}

template <
    typename... AspectList,
    typename = std::enable_if_t<(std::is_same_v<AspectList, aspect> && ...)>>
auto aspect_selector(AspectList... Required) {
  return aspect_selector(std::vector<aspect>{Required...});
}

template <aspect... Required> auto aspect_selector() {
  return aspect_selector(std::vector<aspect>{Required...});
}

template <typename Selector, typename>
platform::platform(const Selector &DeviceSelector)
    : platform(device(DeviceSelector).get_platform()) {}

} // namespace sycl

#endif // SYCL_DEVICE_SELECTOR_HPP
