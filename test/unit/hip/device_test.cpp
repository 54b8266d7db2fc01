//===- device_test.cpp - Devices and their properties ---------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The properties must be the core device's, not made-up numbers.
//
//===----------------------------------------------------------------------===//
#include "hip/hip_runtime_api.h"

#include "core/device.h"
#include "core/runtime.h"

#include <gtest/gtest.h>

namespace {

TEST(Devices, CountIsTheVisibleDevices) {
  int Count = -1;
  ASSERT_EQ(hipGetDeviceCount(&Count), hipSuccess);
  EXPECT_EQ(Count,
            static_cast<int>(prism::Runtime::get().visibleDevices().size()));
  EXPECT_EQ(hipGetDeviceCount(nullptr), hipErrorInvalidValue);
  hipGetLastError();
}

TEST(Devices, SetDeviceOutOfRangeIsInvalidDevice) {
  int Count = 0;
  ASSERT_EQ(hipGetDeviceCount(&Count), hipSuccess);
  EXPECT_EQ(hipSetDevice(Count), hipErrorInvalidDevice);
  EXPECT_EQ(hipSetDevice(-1), hipErrorInvalidDevice);
  int Current = -1;
  ASSERT_EQ(hipGetDevice(&Current), hipSuccess);
  EXPECT_EQ(Current, 0);
  EXPECT_EQ(hipSetDevice(0), hipSuccess);
  hipGetLastError();
}

TEST(Devices, PropertiesComeFromTheCoreDevice) {
  const prism::Device &Core = *prism::Runtime::get().visibleDevices().front();
  hipDeviceProp_t Prop;
  ASSERT_EQ(hipGetDeviceProperties(&Prop, 0), hipSuccess);
  EXPECT_EQ(Prop.name, Core.name());
  EXPECT_EQ(Prop.totalGlobalMem, Core.globalMemSize());
  EXPECT_EQ(Prop.sharedMemPerBlock, Core.localMemSize());
  EXPECT_EQ(static_cast<uint64_t>(Prop.maxThreadsPerBlock),
            Core.maxWorkGroupSize());
  for (int D = 0; D < 3; ++D)
    EXPECT_EQ(static_cast<uint64_t>(Prop.maxThreadsDim[D]),
              Core.maxWorkItemSizes()[D]);
  EXPECT_EQ(static_cast<uint32_t>(Prop.multiProcessorCount),
            Core.maxComputeUnits());
  EXPECT_EQ(Prop.clockRate, static_cast<int>(Core.maxClockFrequency() * 1000));
  EXPECT_GE(Prop.warpSize, 1);
  EXPECT_EQ(static_cast<uint32_t>(Prop.major * 10 + Prop.minor),
            Core.computeCapability());
  EXPECT_EQ(hipGetDeviceProperties(&Prop, 99), hipErrorInvalidDevice);
  hipGetLastError();
}

TEST(Devices, AttributesMatchProperties) {
  hipDeviceProp_t Prop;
  ASSERT_EQ(hipGetDeviceProperties(&Prop, 0), hipSuccess);
  int Value = 0;
  ASSERT_EQ(
      hipDeviceGetAttribute(&Value, hipDeviceAttributeMaxThreadsPerBlock, 0),
      hipSuccess);
  EXPECT_EQ(Value, Prop.maxThreadsPerBlock);
  ASSERT_EQ(hipDeviceGetAttribute(&Value, hipDeviceAttributeWarpSize, 0),
            hipSuccess);
  EXPECT_EQ(Value, Prop.warpSize);
  ASSERT_EQ(hipDeviceGetAttribute(&Value, hipDeviceAttributeMaxBlockDimY, 0),
            hipSuccess);
  EXPECT_EQ(Value, Prop.maxThreadsDim[1]);
  ASSERT_EQ(
      hipDeviceGetAttribute(&Value, hipDeviceAttributeMultiprocessorCount, 0),
      hipSuccess);
  EXPECT_EQ(Value, Prop.multiProcessorCount);
  EXPECT_EQ(hipDeviceGetAttribute(&Value, hipDeviceAttributeWarpSize, 7),
            hipErrorInvalidDevice);
  hipGetLastError();
}

TEST(Devices, VersionsAndMemoryInfo) {
  int Version = 0;
  ASSERT_EQ(hipRuntimeGetVersion(&Version), hipSuccess);
  EXPECT_EQ(Version, HIP_VERSION);
  ASSERT_EQ(hipDriverGetVersion(&Version), hipSuccess);
  EXPECT_GT(Version, 0);
  size_t Free = 0, Total = 0;
  ASSERT_EQ(hipMemGetInfo(&Free, &Total), hipSuccess);
  hipDeviceProp_t Prop;
  ASSERT_EQ(hipGetDeviceProperties(&Prop, 0), hipSuccess);
  EXPECT_EQ(Total, Prop.totalGlobalMem);
  void *Ptr = nullptr;
  ASSERT_EQ(hipMalloc(&Ptr, 1 << 20), hipSuccess);
  size_t FreeAfter = 0;
  ASSERT_EQ(hipMemGetInfo(&FreeAfter, &Total), hipSuccess);
  EXPECT_EQ(Free - FreeAfter, size_t(1) << 20);
  EXPECT_EQ(hipFree(Ptr), hipSuccess);
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
}

} // namespace
