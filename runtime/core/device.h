//===- device.h - Platforms and devices as the core sees them -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_DEVICE_H
#define PRISM_CORE_DEVICE_H

#include "prism/info_types.h"
#include "prism/plugin.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

namespace prism {

class Plugin;
class Platform;

/// A device of one plugin. Owned by the Runtime for the whole process, so
/// plain pointers and references to it stay valid.
class Device {
public:
  Device(Plugin &Owner, Platform &Plat, prism_device Handle, unsigned Index);

  Plugin &plugin() const { return Owner; }
  Platform &platform() const { return Plat; }
  prism_device handle() const { return Handle; }
  /// "opencl", "level_zero", "cuda".
  const std::string &backend() const;
  /// Position among the devices of its backend, as PRISM_DEVICE_SELECTOR
  /// counts them ("opencl:1").
  unsigned backendIndex() const { return Index; }

  prism_device_type type() const;
  const std::string &name() const { return Name; }
  const std::string &vendor() const { return Vendor; }
  std::string driverVersion() const;
  std::string version() const;
  uint32_t maxComputeUnits() const;
  uint64_t maxWorkGroupSize() const { return MaxWorkGroupSize; }
  /// Backend order: index 0 is the fastest-varying dimension.
  const std::array<uint64_t, 3> &maxWorkItemSizes() const {
    return MaxWorkItemSizes;
  }
  uint64_t globalMemSize() const;
  uint64_t localMemSize() const { return LocalMemSize; }
  uint32_t maxClockFrequency() const;
  /// Bit set of PRISM_IMAGE_FORMAT_BIT(format).
  uint32_t imageFormats() const;
  uint32_t computeCapability() const;
  uint32_t usmSupport() const;
  std::vector<uint32_t> subGroupSizes() const;
  /// Whether the device builds SPIR-V with specialization constants set
  /// (program_create_specialized).
  bool nativeSpecialization() const { return NativeSpecialization; }

  /// The plugin's answer to Key, asked on every call (sycl::device::get_info,
  /// HIP's device properties), of the type Key's row in
  /// prism/device_info.def gives.
  template <prism_device_info Key> InfoType<Key> info() const {
    using Answer = InfoType<Key>;
    if constexpr (std::is_same_v<Answer, std::string>) {
      return stringInfo(Key);
    } else {
      static_assert(std::is_trivially_copyable_v<Answer>,
                    "a list has an accessor of its own (subGroupSizes)");
      Answer Value{};
      readInfo(Key, &Value, sizeof Value);
      return Value;
    }
  }

private:
  void readInfo(prism_device_info What, void *Value, size_t Size) const;
  std::string stringInfo(prism_device_info What) const;

  Plugin &Owner;
  Platform &Plat;
  prism_device Handle;
  unsigned Index;
  std::string Name;
  std::string Vendor;
  // Read once: device selection, image choice and launch checks ask for
  // them on every use.
  prism_device_type Type;
  uint32_t ImageFormats;
  uint64_t MaxWorkGroupSize;
  std::array<uint64_t, 3> MaxWorkItemSizes;
  uint64_t LocalMemSize;
  bool NativeSpecialization;
};

class Platform {
public:
  Platform(Plugin &Owner, prism_platform Handle);
  Plugin &plugin() const { return Owner; }
  prism_platform handle() const { return Handle; }
  const std::string &name() const { return Name; }
  const std::string &vendor() const { return Vendor; }
  const std::string &version() const { return Version; }
  std::string profile() const;
  /// Names separated by spaces.
  std::string extensions() const;
  const std::vector<Device *> &devices() const { return Devices; }
  void addDevice(Device *D) { Devices.push_back(D); }

private:
  Plugin &Owner;
  prism_platform Handle;
  std::string Name, Vendor, Version;
  std::vector<Device *> Devices;
};

} // namespace prism

#endif // PRISM_CORE_DEVICE_H
