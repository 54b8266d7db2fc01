//===- device.cpp - Platforms and devices as the core sees them ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Thin wrappers over the plugin's info queries. What selection, image choice
// and the launch checks need on every use (type, image formats, work-group
// and local-memory limits) is read once; the rest is asked for when someone
// wants it (prism-ls, sycl::device::get_info).
//
//===----------------------------------------------------------------------===//
#include "device.h"

#include "plugin.h"

namespace prism {

namespace {

template <typename T>
T deviceScalar(const Plugin &P, prism_device D, prism_device_info What,
               const char *Name) {
  T Value{};
  P.check(P.api().device_get_info(D, What, sizeof(T), &Value, nullptr), Name);
  return Value;
}

std::string deviceString(const Plugin &P, prism_device D,
                         prism_device_info What, const char *Name) {
  size_t Size = 0;
  P.check(P.api().device_get_info(D, What, 0, nullptr, &Size), Name);
  std::string Value(Size, '\0');
  if (Size)
    P.check(P.api().device_get_info(D, What, Size, Value.data(), nullptr),
            Name);
  while (!Value.empty() && Value.back() == '\0')
    Value.pop_back();
  return Value;
}

std::string platformString(const Plugin &P, prism_platform Handle,
                           prism_platform_info What, const char *Name) {
  size_t Size = 0;
  P.check(P.api().platform_get_info(Handle, What, 0, nullptr, &Size), Name);
  std::string Value(Size, '\0');
  if (Size)
    P.check(
        P.api().platform_get_info(Handle, What, Size, Value.data(), nullptr),
        Name);
  while (!Value.empty() && Value.back() == '\0')
    Value.pop_back();
  return Value;
}

/// A plugin that cannot say is taken to have no native specialization.
bool answersNativeSpecialization(const Plugin &P, prism_device D) {
  uint32_t Value = 0;
  return P.api().device_get_info(
             D, PRISM_DEVICE_INFO_NATIVE_SPECIALIZATION_CONSTANTS, sizeof Value,
             &Value, nullptr) == PRISM_SUCCESS &&
         Value != 0;
}

/// What failed, for the error: "querying device information 17 of 'name'".
std::string describeQuery(prism_device_info What, const std::string &Device) {
  return "querying device information " + std::to_string(What) + " of '" +
         Device + "'";
}

} // namespace

Device::Device(Plugin &Owner, Platform &Plat, prism_device Handle,
               unsigned Index)
    : Owner(Owner), Plat(Plat), Handle(Handle), Index(Index),
      Name(deviceString(Owner, Handle, PRISM_DEVICE_INFO_NAME,
                        "querying the device name")),
      Vendor(deviceString(Owner, Handle, PRISM_DEVICE_INFO_VENDOR,
                          "querying the device vendor")),
      Type(static_cast<prism_device_type>(deviceScalar<uint32_t>(
          Owner, Handle, PRISM_DEVICE_INFO_TYPE, "querying the device type"))),
      ImageFormats(deviceScalar<uint32_t>(Owner, Handle,
                                          PRISM_DEVICE_INFO_IMAGE_FORMATS,
                                          "querying the device image formats")),
      MaxWorkGroupSize(deviceScalar<uint64_t>(
          Owner, Handle, PRISM_DEVICE_INFO_MAX_WORK_GROUP_SIZE,
          "querying the maximum work-group size")),
      MaxWorkItemSizes(deviceScalar<std::array<uint64_t, 3>>(
          Owner, Handle, PRISM_DEVICE_INFO_MAX_WORK_ITEM_SIZES,
          "querying the maximum work-item sizes")),
      LocalMemSize(deviceScalar<uint64_t>(Owner, Handle,
                                          PRISM_DEVICE_INFO_LOCAL_MEM_SIZE,
                                          "querying the local memory size")),
      NativeSpecialization(answersNativeSpecialization(Owner, Handle)) {}

const std::string &Device::backend() const { return Owner.backend(); }

prism_device_type Device::type() const { return Type; }

uint32_t Device::imageFormats() const { return ImageFormats; }

std::string Device::driverVersion() const {
  return deviceString(Owner, Handle, PRISM_DEVICE_INFO_DRIVER_VERSION,
                      "querying the driver version");
}

std::string Device::version() const {
  return deviceString(Owner, Handle, PRISM_DEVICE_INFO_VERSION,
                      "querying the device version");
}

uint32_t Device::maxComputeUnits() const {
  return deviceScalar<uint32_t>(Owner, Handle,
                                PRISM_DEVICE_INFO_MAX_COMPUTE_UNITS,
                                "querying the compute units");
}

uint64_t Device::globalMemSize() const {
  return deviceScalar<uint64_t>(Owner, Handle,
                                PRISM_DEVICE_INFO_GLOBAL_MEM_SIZE,
                                "querying the global memory size");
}

uint32_t Device::maxClockFrequency() const {
  return deviceScalar<uint32_t>(Owner, Handle,
                                PRISM_DEVICE_INFO_MAX_CLOCK_FREQUENCY,
                                "querying the clock frequency");
}

uint32_t Device::computeCapability() const {
  return deviceScalar<uint32_t>(Owner, Handle,
                                PRISM_DEVICE_INFO_COMPUTE_CAPABILITY,
                                "querying the compute capability");
}

uint32_t Device::usmSupport() const {
  return deviceScalar<uint32_t>(Owner, Handle, PRISM_DEVICE_INFO_USM_SUPPORT,
                                "querying the USM support");
}

std::vector<uint32_t> Device::subGroupSizes() const {
  const char *What = "querying the sub-group sizes";
  size_t Size = 0;
  Owner.check(Owner.api().device_get_info(
                  Handle, PRISM_DEVICE_INFO_SUB_GROUP_SIZES, 0, nullptr, &Size),
              What);
  std::vector<uint32_t> Sizes(Size / sizeof(uint32_t));
  if (!Sizes.empty())
    Owner.check(Owner.api().device_get_info(
                    Handle, PRISM_DEVICE_INFO_SUB_GROUP_SIZES,
                    Sizes.size() * sizeof(uint32_t), Sizes.data(), nullptr),
                What);
  return Sizes;
}

void Device::readInfo(prism_device_info What, void *Value, size_t Size) const {
  const std::string Query = describeQuery(What, Name);
  Owner.check(Owner.api().device_get_info(Handle, What, Size, Value, nullptr),
              Query.c_str());
}

std::string Device::stringInfo(prism_device_info What) const {
  const std::string Query = describeQuery(What, Name);
  return deviceString(Owner, Handle, What, Query.c_str());
}

std::string Platform::profile() const {
  return platformString(Owner, Handle, PRISM_PLATFORM_INFO_PROFILE,
                        "querying the platform profile");
}

std::string Platform::extensions() const {
  return platformString(Owner, Handle, PRISM_PLATFORM_INFO_EXTENSIONS,
                        "querying the platform extensions");
}

Platform::Platform(Plugin &Owner, prism_platform Handle)
    : Owner(Owner), Handle(Handle),
      Name(platformString(Owner, Handle, PRISM_PLATFORM_INFO_NAME,
                          "querying the platform name")),
      Vendor(platformString(Owner, Handle, PRISM_PLATFORM_INFO_VENDOR,
                            "querying the platform vendor")),
      Version(platformString(Owner, Handle, PRISM_PLATFORM_INFO_VERSION,
                             "querying the platform version")) {}

} // namespace prism
