//===- runtime_on_fake_driver_test.cpp - HIP and SYCL on a CUDA device ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// libprism-hip and libsycl over the CUDA plugin and the fake driver of
// fake_libcuda.cpp (one simulated device, the only visible one): what only
// a CUDA device reports, from the driver's result to the API's error.
// main() points the runtime at the fake before it starts.
//
//===----------------------------------------------------------------------===//
#include "fake_libcuda.h"

#include <cuda_runtime_api.h>
#include <hip/hip_runtime_api.h>
#include <sycl/sycl.hpp>

#include <gtest/gtest.h>

#include <dlfcn.h>

#include <cstdlib>
#include <string>

namespace {

constexpr int CudaErrorAssert = 710; // CUDA_ERROR_ASSERT

FakeCudaState &fakeState() {
  void *Driver = dlopen(PRISM_FAKE_LIBCUDA_PATH, RTLD_NOW | RTLD_NOLOAD);
  auto Get = reinterpret_cast<PrismFakeCudaStateFn>(
      dlsym(Driver, "prismFakeCudaState"));
  return *Get();
}

class FakeCudaDevice : public ::testing::Test {
protected:
  void SetUp() override {
    hipDeviceProp_t Prop;
    ASSERT_EQ(hipGetDeviceProperties(&Prop, 0), hipSuccess);
    ASSERT_EQ(std::string(Prop.name), "Prism Fake GPU 0");
  }
  void TearDown() override {
    fakeState().stickyError = 0;
    hipDeviceReset();
    hipGetLastError();
  }
};

// A failed device-side assert is hipErrorAssert (cudaErrorAssert under
// CUDA's names), sticky until hipDeviceReset.
TEST_F(FakeCudaDevice, DeviceAssertIsHipErrorAssertAndSticky) {
  void *Device = nullptr;
  ASSERT_EQ(hipMalloc(&Device, 256), hipSuccess);
  ASSERT_EQ(hipMemsetAsync(Device, 0, 256, nullptr), hipSuccess);
  fakeState().stickyError = CudaErrorAssert;
  EXPECT_EQ(hipDeviceSynchronize(), hipErrorAssert);
  EXPECT_STREQ(hipGetErrorName(hipGetLastError()), "hipErrorAssert");
  char Host[256];
  EXPECT_EQ(hipMemcpy(Host, Device, sizeof Host, hipMemcpyDeviceToHost),
            hipErrorAssert);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorAssert);
  EXPECT_EQ(cudaGetLastError(), cudaErrorAssert);

  fakeState().stickyError = 0;
  ASSERT_EQ(hipDeviceReset(), hipSuccess);
  ASSERT_EQ(hipMalloc(&Device, 256), hipSuccess);
  EXPECT_EQ(hipMemset(Device, 0, 256), hipSuccess);
  EXPECT_EQ(hipFree(Device), hipSuccess);
}

// libsycl reports it as DPC++ does a CUDA device's: errc::runtime, with the
// driver's error in the message.
TEST_F(FakeCudaDevice, SyclReportsADeviceAssertAsRuntime) {
  sycl::queue Queue(sycl::gpu_selector_v);
  int *Values = sycl::malloc_device<int>(64, Queue);
  ASSERT_NE(Values, nullptr);
  Queue.memset(Values, 0, 64 * sizeof(int));
  fakeState().stickyError = CudaErrorAssert;
  try {
    Queue.wait();
    ADD_FAILURE() << "the failed assert was not reported";
  } catch (const sycl::exception &E) {
    EXPECT_EQ(E.code(), sycl::make_error_code(sycl::errc::runtime));
    EXPECT_NE(std::string(E.what()).find("CUDA_ERROR_ASSERT (710)"),
              std::string::npos)
        << E.what();
  }
  fakeState().stickyError = 0;
  sycl::free(Values, Queue);
}

} // namespace

int main(int Argc, char **Argv) {
  // The runtime reads these once, when it starts.
  setenv("PRISM_CUDA_LIBRARY", PRISM_FAKE_LIBCUDA_PATH, 1);
  setenv("PRISM_FAKE_CUDA_DEVICES", "1", 1);
  setenv("PRISM_DEVICE_SELECTOR", "cuda:0", 1);
  ::testing::InitGoogleTest(&Argc, Argv);
  return RUN_ALL_TESTS();
}
