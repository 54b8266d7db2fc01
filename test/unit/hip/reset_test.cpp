//===- reset_test.cpp - hipDeviceReset and hipDeviceSynchronize -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// hipDeviceReset destroys what the HIP API created on the current device:
// afterwards its memory, streams, events and host registrations are unknown
// handles, and the device works again. Memory libsycl allocated in the
// shared context is not HIP's and stays.
//
//===----------------------------------------------------------------------===//
#include "hip/hip_runtime_api.h"

#include <sycl/sycl.hpp>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

namespace {

constexpr size_t Bytes = 1 << 20;

void slowlySet(void *Flag) {
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  static_cast<std::atomic<int> *>(Flag)->store(1);
}

/// Waits (boundedly) until Flag is set.
void waitFor(const std::atomic<int> &Flag) {
  auto Deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (!Flag && std::chrono::steady_clock::now() < Deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

TEST(DeviceReset, ReleasesWhatTheHipApiCreated) {
  size_t FreeBefore = 0, Total = 0;
  ASSERT_EQ(hipMemGetInfo(&FreeBefore, &Total), hipSuccess);
  void *Device = nullptr, *Managed = nullptr, *Host = nullptr,
       *Pitched = nullptr;
  size_t Pitch = 0;
  ASSERT_EQ(hipMalloc(&Device, Bytes), hipSuccess);
  ASSERT_EQ(hipMallocManaged(&Managed, Bytes), hipSuccess);
  ASSERT_EQ(hipHostMalloc(&Host, Bytes), hipSuccess);
  ASSERT_EQ(hipMallocPitch(&Pitched, &Pitch, 100, 10), hipSuccess);
  hipStream_t Stream = nullptr;
  hipEvent_t Event = nullptr;
  ASSERT_EQ(hipStreamCreate(&Stream), hipSuccess);
  ASSERT_EQ(hipEventCreate(&Event), hipSuccess);
  std::vector<char> Registered(4096);
  ASSERT_EQ(hipHostRegister(Registered.data(), Registered.size(), 0),
            hipSuccess);
  size_t FreeHeld = 0;
  ASSERT_EQ(hipMemGetInfo(&FreeHeld, &Total), hipSuccess);
  EXPECT_EQ(FreeBefore - FreeHeld, 2 * Bytes + Pitch * 10);

  // The reset waits for the work still queued.
  std::atomic<int> Done{0};
  ASSERT_EQ(hipMemsetAsync(Device, 1, Bytes, Stream), hipSuccess);
  ASSERT_EQ(hipLaunchHostFunc(Stream, slowlySet, &Done), hipSuccess);
  ASSERT_EQ(hipEventRecord(Event, Stream), hipSuccess);
  ASSERT_EQ(hipDeviceReset(), hipSuccess);
  EXPECT_EQ(Done.load(), 1);

  size_t FreeAfter = 0;
  ASSERT_EQ(hipMemGetInfo(&FreeAfter, &Total), hipSuccess);
  EXPECT_EQ(FreeAfter, FreeBefore);
  hipPointerAttribute_t Attributes;
  for (void *Freed : {Device, Managed, Host, Pitched}) {
    ASSERT_EQ(hipPointerGetAttributes(&Attributes, Freed), hipSuccess);
    EXPECT_EQ(Attributes.type, hipMemoryTypeUnregistered);
  }
  char Byte = 0;
  EXPECT_EQ(hipMemcpy(&Byte, Device, 1, hipMemcpyDeviceToHost),
            hipErrorInvalidValue);
  EXPECT_EQ(hipFree(Device), hipErrorInvalidValue);
  EXPECT_EQ(hipHostFree(Host), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamSynchronize(Stream), hipErrorInvalidHandle);
  EXPECT_EQ(hipStreamDestroy(Stream), hipErrorInvalidHandle);
  EXPECT_EQ(hipEventQuery(Event), hipErrorInvalidHandle);
  EXPECT_EQ(hipEventDestroy(Event), hipErrorInvalidHandle);
  EXPECT_EQ(hipHostUnregister(Registered.data()),
            hipErrorHostMemoryNotRegistered);
  hipGetLastError();

  // The device works again: the null and per-thread streams included.
  ASSERT_EQ(hipMalloc(&Device, Bytes), hipSuccess);
  ASSERT_EQ(hipMemset(Device, 7, Bytes), hipSuccess);
  ASSERT_EQ(hipMemcpy(&Byte, Device, 1, hipMemcpyDeviceToHost), hipSuccess);
  EXPECT_EQ(Byte, 7);
  ASSERT_EQ(hipMemsetAsync(Device, 9, Bytes, hipStreamPerThread), hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(hipStreamPerThread), hipSuccess);
  ASSERT_EQ(hipMemcpy(&Byte, Device, 1, hipMemcpyDeviceToHost), hipSuccess);
  EXPECT_EQ(Byte, 9);
  EXPECT_EQ(hipHostRegister(Registered.data(), Registered.size(), 0),
            hipSuccess);
  EXPECT_EQ(hipHostUnregister(Registered.data()), hipSuccess);
  EXPECT_EQ(hipFree(Device), hipSuccess);
}

// libsycl's USM lives in the same context, but it is not HIP's to release.
TEST(DeviceReset, LeavesSyclMemory) {
  int Ordinal = 0;
  ASSERT_EQ(hipGetDevice(&Ordinal), hipSuccess);
  sycl::queue Queue(sycl::device::get_devices().at(Ordinal));
  auto *Values = sycl::malloc_device<int>(256, Queue);
  ASSERT_NE(Values, nullptr);
  ASSERT_EQ(hipDeviceReset(), hipSuccess);
  hipPointerAttribute_t Attributes;
  ASSERT_EQ(hipPointerGetAttributes(&Attributes, Values), hipSuccess);
  EXPECT_EQ(Attributes.type, hipMemoryTypeDevice);
  std::vector<int> Host(256, 5), Back(256);
  ASSERT_EQ(hipMemcpy(Values, Host.data(), 256 * sizeof(int),
                      hipMemcpyHostToDevice),
            hipSuccess);
  Queue.memcpy(Back.data(), Values, 256 * sizeof(int)).wait();
  EXPECT_EQ(Back, Host);
  sycl::free(Values, Queue);
}

// hipDeviceSynchronize (and so hipDeviceReset) waits for the work of every
// thread's hipStreamPerThread stream on the device, as in CUDA.
TEST(DeviceSynchronize, WaitsForOtherThreadsPerThreadStreams) {
  std::atomic<int> Done{0}, Enqueued{0}, Checked{0};
  std::thread Worker([&] {
    EXPECT_EQ(hipLaunchHostFunc(hipStreamPerThread, slowlySet, &Done),
              hipSuccess);
    Enqueued = 1;
    // The stream lives as long as its thread.
    waitFor(Checked);
  });
  waitFor(Enqueued);
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
  EXPECT_EQ(Done.load(), 1);
  Checked = 1;
  Worker.join();
  // The ended thread's stream left the device.
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
}

} // namespace
