//===- peer_on_fake_driver_test.cpp - HIP's peer functions, three devices -===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// libprism-hip over PoCL's CPU device and two GPUs of the fake driver
// (fake_libcuda.cpp), all visible: peer access between the GPUs as the
// driver allows it, none between PoCL and a GPU (two platforms), and
// hipMemcpyPeer between every pair whether or not the devices reach each
// other (the fake driver's device memory is host memory, so its copies
// really copy), and the managed-memory hints as the driver gets them. main() points the runtime at the fake before it starts.
//
//===----------------------------------------------------------------------===//
#include "fake_libcuda.h"

#include <cuda_runtime_api.h>
#include <hip/hip_runtime_api.h>

#include <gtest/gtest.h>

#include <dlfcn.h>

#include <cstdlib>
#include <numeric>
#include <string>
#include <vector>

namespace {

FakeCudaState &fakeState() {
  void *Driver = dlopen(PRISM_FAKE_LIBCUDA_PATH, RTLD_NOW | RTLD_NOLOAD);
  auto Get = reinterpret_cast<PrismFakeCudaStateFn>(
      dlsym(Driver, "prismFakeCudaState"));
  return *Get();
}

class ThreeDevices : public ::testing::Test {
protected:
  void SetUp() override {
    int Count = 0;
    ASSERT_EQ(hipGetDeviceCount(&Count), hipSuccess);
    for (int D = 0; D < Count; ++D) {
      char Name[256];
      ASSERT_EQ(hipDeviceGetName(Name, sizeof Name, D), hipSuccess);
      if (std::string(Name) == "Prism Fake GPU 0")
        Gpu0 = D;
      else if (std::string(Name) == "Prism Fake GPU 1")
        Gpu1 = D;
      else
        Cpu = D;
    }
    ASSERT_EQ(Count, 3);
    ASSERT_TRUE(Gpu0 >= 0 && Gpu1 >= 0 && Cpu >= 0);
  }
  void TearDown() override {
    fakeState().peerAccessSupported = 0;
    for (int D : {Gpu0, Gpu1, Cpu}) {
      hipSetDevice(D);
      hipDeviceReset();
    }
    hipGetLastError();
  }

  /// 256 ints 0, 1, ... on device D.
  int *numbersOn(int D) {
    std::vector<int> Host(256);
    std::iota(Host.begin(), Host.end(), 0);
    int *Ptr = nullptr;
    EXPECT_EQ(hipSetDevice(D), hipSuccess);
    EXPECT_EQ(hipMalloc(&Ptr, 256 * sizeof(int)), hipSuccess);
    EXPECT_EQ(hipMemcpy(Ptr, Host.data(), 256 * sizeof(int),
                        hipMemcpyHostToDevice),
              hipSuccess);
    return Ptr;
  }
  /// Whether the 256 ints at Ptr, on device D, are 0, 1, ...
  bool holdsNumbers(int D, const int *Ptr) {
    std::vector<int> Host(256, -1);
    EXPECT_EQ(hipSetDevice(D), hipSuccess);
    EXPECT_EQ(hipMemcpy(Host.data(), Ptr, 256 * sizeof(int),
                        hipMemcpyDeviceToHost),
              hipSuccess);
    for (int I = 0; I < 256; ++I)
      if (Host[I] != I)
        return false;
    return true;
  }

  int Gpu0 = -1, Gpu1 = -1, Cpu = -1;
};

TEST_F(ThreeDevices, GpusTheDriverKeepsApartCopyAllTheSame) {
  int Can = -1;
  ASSERT_EQ(hipDeviceCanAccessPeer(&Can, Gpu0, Gpu1), hipSuccess);
  EXPECT_EQ(Can, 0);
  ASSERT_EQ(hipSetDevice(Gpu0), hipSuccess);
  EXPECT_EQ(hipDeviceEnablePeerAccess(Gpu1, 0), hipErrorPeerAccessUnsupported);
  EXPECT_EQ(cudaGetLastError(), cudaErrorPeerAccessUnsupported);
  EXPECT_EQ(fakeState().peerAccessEnabled, 0);

  int *Source = numbersOn(Gpu1);
  int *Target = nullptr;
  ASSERT_EQ(hipSetDevice(Gpu0), hipSuccess);
  ASSERT_EQ(hipMalloc(&Target, 256 * sizeof(int)), hipSuccess);
  const int CopiesBefore = fakeState().copies;
  ASSERT_EQ(hipMemcpyPeer(Target, Gpu0, Source, Gpu1, 256 * sizeof(int)),
            hipSuccess);
  // One copy in the driver, which stages it as it must.
  EXPECT_EQ(fakeState().copies, CopiesBefore + 1);
  EXPECT_TRUE(holdsNumbers(Gpu0, Target));
  // The devices named must own the pointers.
  EXPECT_EQ(hipMemcpyPeer(Target, Gpu1, Source, Gpu1, 16),
            hipErrorInvalidValue);
}

TEST_F(ThreeDevices, PeerAccessBetweenGpusIsTheDriversAndResetEndsIt) {
  fakeState().peerAccessSupported = 1;
  int Can = -1;
  ASSERT_EQ(hipDeviceCanAccessPeer(&Can, Gpu0, Gpu1), hipSuccess);
  EXPECT_EQ(Can, 1);
  ASSERT_EQ(hipSetDevice(Gpu0), hipSuccess);
  ASSERT_EQ(hipDeviceEnablePeerAccess(Gpu1, 0), hipSuccess);
  EXPECT_EQ(fakeState().peerAccessEnabled, 1);
  EXPECT_EQ(hipDeviceEnablePeerAccess(Gpu1, 0),
            hipErrorPeerAccessAlreadyEnabled);
  EXPECT_EQ(hipDeviceEnablePeerAccess(Gpu1, 1), hipErrorInvalidValue);
  ASSERT_EQ(hipDeviceReset(), hipSuccess);
  EXPECT_EQ(fakeState().peerAccessEnabled, 0);
  EXPECT_EQ(hipDeviceDisablePeerAccess(Gpu1), hipErrorPeerAccessNotEnabled);
  ASSERT_EQ(hipDeviceEnablePeerAccess(Gpu1, 0), hipSuccess);
  ASSERT_EQ(hipDeviceDisablePeerAccess(Gpu1), hipSuccess);
  EXPECT_EQ(fakeState().peerAccessEnabled, 0);
}

TEST_F(ThreeDevices, DevicesOfTwoPlatformsCopyThroughTheHost) {
  fakeState().peerAccessSupported = 1;
  int Can = -1;
  ASSERT_EQ(hipDeviceCanAccessPeer(&Can, Cpu, Gpu0), hipSuccess);
  EXPECT_EQ(Can, 0);
  ASSERT_EQ(hipDeviceCanAccessPeer(&Can, Gpu0, Cpu), hipSuccess);
  EXPECT_EQ(Can, 0);
  ASSERT_EQ(hipSetDevice(Gpu0), hipSuccess);
  EXPECT_EQ(hipDeviceEnablePeerAccess(Cpu, 0), hipErrorPeerAccessUnsupported);

  int *OnCpu = numbersOn(Cpu);
  int *OnGpu = nullptr;
  ASSERT_EQ(hipSetDevice(Gpu0), hipSuccess);
  ASSERT_EQ(hipMalloc(&OnGpu, 256 * sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMemcpyPeerAsync(OnGpu, Gpu0, OnCpu, Cpu, 256 * sizeof(int),
                               nullptr),
            hipSuccess);
  ASSERT_EQ(hipDeviceSynchronize(), hipSuccess);
  EXPECT_TRUE(holdsNumbers(Gpu0, OnGpu));

  int *Back = nullptr;
  ASSERT_EQ(hipSetDevice(Cpu), hipSuccess);
  ASSERT_EQ(hipMalloc(&Back, 256 * sizeof(int)), hipSuccess);
  ASSERT_EQ(cudaMemcpyPeer(Back, Cpu, OnGpu, Gpu0, 256 * sizeof(int)),
            cudaSuccess);
  EXPECT_TRUE(holdsNumbers(Cpu, Back));
}

// Managed-memory hints reach the driver with CUDA's locations; a device of
// another platform is no place for them.
TEST_F(ThreeDevices, PrefetchesAndAdviceReachTheDriver) {
  ASSERT_EQ(hipSetDevice(Gpu0), hipSuccess);
  void *Managed = nullptr;
  ASSERT_EQ(hipMallocManaged(&Managed, 4096), hipSuccess);
  const int Before = fakeState().prefetches;
  ASSERT_EQ(hipMemPrefetchAsync(Managed, 4096, Gpu0, nullptr), hipSuccess);
  ASSERT_EQ(hipDeviceSynchronize(), hipSuccess);
  EXPECT_EQ(fakeState().prefetches, Before + 1);
  EXPECT_EQ(fakeState().lastLocationType, 1); // CU_MEM_LOCATION_TYPE_DEVICE
  EXPECT_EQ(fakeState().lastLocationId, 0);
  ASSERT_EQ(hipMemPrefetchAsync(Managed, 4096, hipCpuDeviceId, nullptr),
            hipSuccess);
  EXPECT_EQ(fakeState().lastLocationType, 2); // CU_MEM_LOCATION_TYPE_HOST
  ASSERT_EQ(hipMemAdvise(Managed, 4096, hipMemAdviseSetPreferredLocation, Gpu1),
            hipSuccess);
  EXPECT_EQ(fakeState().lastAdvice, 3);
  EXPECT_EQ(fakeState().lastLocationId, 1);
  EXPECT_EQ(hipMemPrefetchAsync(Managed, 4096, Cpu, nullptr),
            hipErrorInvalidDevice);
  EXPECT_EQ(hipFree(Managed), hipSuccess);
}

} // namespace

int main(int Argc, char **Argv) {
  // The runtime reads these once, when it starts.
  setenv("PRISM_CUDA_LIBRARY", PRISM_FAKE_LIBCUDA_PATH, 1);
  setenv("PRISM_FAKE_CUDA_DEVICES", "2", 1);
  // PoCL and the fake GPUs only: not the native_cpu device.
  setenv("PRISM_DEVICE_SELECTOR", "opencl:*;cuda:*", 1);
  unsetenv("ONEAPI_DEVICE_SELECTOR");
  ::testing::InitGoogleTest(&Argc, Argv);
  return RUN_ALL_TESTS();
}
