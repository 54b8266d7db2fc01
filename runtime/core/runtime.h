//===- runtime.h - The process-wide runtime -------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Loads the plugins on first use, owns every platform and device, the image
// registry and the built programs, and applies the device selector
// (PRISM_DEVICE_SELECTOR, else ONEAPI_DEVICE_SELECTOR).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_RUNTIME_H
#define PRISM_CORE_RUNTIME_H

#include "device.h"

#include <memory>
#include <string>
#include <vector>

namespace prism {

class ImageRegistry;
class BuiltPrograms;
class Plugin;

class Runtime {
public:
  /// The one runtime; loads plugins the first time it is called.
  static Runtime &get();

  /// Every platform of every loaded plugin that found devices.
  const std::vector<Platform *> &platforms() const;
  /// Every device, not filtered by the selector: the first call loads the
  /// plugins the selector excluded (their devices come last).
  const std::vector<Device *> &allDevices() const;
  /// The devices the selector lets the program see (all when none is set).
  const std::vector<Device *> &visibleDevices() const;
  /// The device a default queue uses: the first visible GPU, else the first
  /// visible device. Throws Error(NoDevice) naming the selector and what
  /// exists when nothing is visible.
  Device &defaultDevice() const;
  /// A description of why some plugin found no devices, for error messages
  /// and prism-ls ("cuda: libcuda.so.1 not found").
  const std::vector<std::string> &pluginNotes() const;
  /// Why no device is visible: "no device matches <variable>=...;
  /// available: ..." or, with IgnoreSelector or no selector set, "no devices
  /// found: <plugin notes>".
  std::string noDeviceMessage(bool IgnoreSelector = false) const;

  ImageRegistry &registry();
  BuiltPrograms &programs();

private:
  Runtime();
  struct Impl;
  std::unique_ptr<Impl> P;
};

} // namespace prism

#endif // PRISM_CORE_RUNTIME_H
