//===- sycl/device_selector.hpp - The standard device selectors
//------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL 2020 selectors are callables int(const device &): the device with the
// highest score wins and a negative score rejects a device. The standard
// ones are plain functions in libsycl.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DEVICE_SELECTOR_HPP
#define SYCL_DEVICE_SELECTOR_HPP

#include "sycl/device.hpp"
#include "sycl/platform.hpp"

namespace sycl {

/// Prefers a GPU, then a CPU, then an accelerator.
int default_selector_v(const device &Device);
int cpu_selector_v(const device &Device);
int gpu_selector_v(const device &Device);
int accelerator_selector_v(const device &Device);

template <typename Selector, typename>
platform::platform(const Selector &DeviceSelector)
    : platform(device(DeviceSelector).get_platform()) {}

} // namespace sycl

#endif // SYCL_DEVICE_SELECTOR_HPP
