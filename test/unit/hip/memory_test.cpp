//===- memory_test.cpp - Allocation, copies, fills, pointer queries -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "hip/hip_runtime_api.h"

#include <sycl/sycl.hpp>

#include <gtest/gtest.h>

#include <numeric>
#include <vector>

namespace {

class Memory : public ::testing::Test {
protected:
  void TearDown() override { hipGetLastError(); }
};

TEST_F(Memory, EveryCopyKindRoundTrips) {
  constexpr size_t N = 1000;
  std::vector<int> In(N), Out(N, 0), Staged(N, 0);
  std::iota(In.begin(), In.end(), 1);
  int *A = nullptr, *B = nullptr;
  ASSERT_EQ(hipMalloc(&A, N * sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMalloc(&B, N * sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMemcpy(A, In.data(), N * sizeof(int), hipMemcpyHostToDevice),
            hipSuccess);
  ASSERT_EQ(hipMemcpy(B, A, N * sizeof(int), hipMemcpyDeviceToDevice),
            hipSuccess);
  ASSERT_EQ(hipMemcpy(Out.data(), B, N * sizeof(int), hipMemcpyDeviceToHost),
            hipSuccess);
  EXPECT_EQ(Out, In);
  ASSERT_EQ(hipMemcpy(Staged.data(), Out.data(), N * sizeof(int),
                      hipMemcpyHostToHost),
            hipSuccess);
  EXPECT_EQ(Staged, In);
  // hipMemcpyDefault finds the direction from the pointers.
  std::vector<int> Back(N, 0);
  ASSERT_EQ(hipMemset(A, 0, N * sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMemcpy(A, In.data(), N * sizeof(int), hipMemcpyDefault),
            hipSuccess);
  ASSERT_EQ(hipMemcpy(Back.data(), A, N * sizeof(int), hipMemcpyDefault),
            hipSuccess);
  EXPECT_EQ(Back, In);
  EXPECT_EQ(hipFree(A), hipSuccess);
  EXPECT_EQ(hipFree(B), hipSuccess);
}

TEST_F(Memory, AsyncCopiesOnAStream) {
  constexpr size_t N = 256;
  std::vector<float> In(N, 2.5f), Out(N, 0);
  float *D = nullptr;
  hipStream_t S;
  ASSERT_EQ(hipStreamCreate(&S), hipSuccess);
  ASSERT_EQ(hipMalloc(&D, N * sizeof(float)), hipSuccess);
  ASSERT_EQ(
      hipMemcpyAsync(D, In.data(), N * sizeof(float), hipMemcpyHostToDevice, S),
      hipSuccess);
  ASSERT_EQ(hipMemcpyAsync(Out.data(), D, N * sizeof(float),
                           hipMemcpyDeviceToHost, S),
            hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(S), hipSuccess);
  EXPECT_EQ(Out, In);
  EXPECT_EQ(hipFree(D), hipSuccess);
  EXPECT_EQ(hipStreamDestroy(S), hipSuccess);
}

TEST_F(Memory, Fills) {
  constexpr size_t N = 64;
  int *D = nullptr;
  ASSERT_EQ(hipMalloc(&D, N * sizeof(int)), hipSuccess);
  std::vector<int> Out(N);
  ASSERT_EQ(hipMemsetD32(D, 0x12345678, N), hipSuccess);
  ASSERT_EQ(hipMemcpy(Out.data(), D, N * sizeof(int), hipMemcpyDeviceToHost),
            hipSuccess);
  EXPECT_EQ(Out, std::vector<int>(N, 0x12345678));
  ASSERT_EQ(hipMemset(D, 0xab, N * sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMemcpy(Out.data(), D, N * sizeof(int), hipMemcpyDeviceToHost),
            hipSuccess);
  EXPECT_EQ(Out, std::vector<int>(N, static_cast<int>(0xabababab)));
  EXPECT_EQ(hipFree(D), hipSuccess);
}

TEST_F(Memory, Copy2DWithPitches) {
  constexpr size_t Width = 5, Height = 3, HostPitch = 8;
  char *D = nullptr;
  size_t Pitch = 0;
  ASSERT_EQ(
      hipMallocPitch(reinterpret_cast<void **>(&D), &Pitch, Width, Height),
      hipSuccess);
  EXPECT_GE(Pitch, Width);
  std::vector<char> In(HostPitch * Height), Out(HostPitch * Height, 0);
  std::iota(In.begin(), In.end(), 'a');
  ASSERT_EQ(hipMemcpy2D(D, Pitch, In.data(), HostPitch, Width, Height,
                        hipMemcpyHostToDevice),
            hipSuccess);
  ASSERT_EQ(hipMemcpy2D(Out.data(), HostPitch, D, Pitch, Width, Height,
                        hipMemcpyDeviceToHost),
            hipSuccess);
  for (size_t Row = 0; Row < Height; ++Row)
    for (size_t Col = 0; Col < HostPitch; ++Col)
      EXPECT_EQ(Out[Row * HostPitch + Col],
                Col < Width ? In[Row * HostPitch + Col] : 0);
  EXPECT_EQ(hipMemcpy2D(D, 4, In.data(), HostPitch, Width, Height,
                        hipMemcpyHostToDevice),
            hipErrorInvalidPitchValue);
  EXPECT_EQ(hipFree(D), hipSuccess);
}

TEST_F(Memory, TooLargeIsOutOfMemory) {
  hipDeviceProp_t Prop;
  ASSERT_EQ(hipGetDeviceProperties(&Prop, 0), hipSuccess);
  void *Ptr = reinterpret_cast<void *>(0x1);
  EXPECT_EQ(hipMalloc(&Ptr, Prop.totalGlobalMem + 1), hipErrorOutOfMemory);
  EXPECT_EQ(Ptr, nullptr);
  EXPECT_EQ(hipGetLastError(), hipErrorOutOfMemory);
  // The runtime keeps working.
  EXPECT_EQ(hipMalloc(&Ptr, 16), hipSuccess);
  EXPECT_EQ(hipFree(Ptr), hipSuccess);
}

TEST_F(Memory, FreeOfForeignPointersIsInvalidValue) {
  EXPECT_EQ(hipFree(nullptr), hipSuccess);
  int OnStack = 0;
  EXPECT_EQ(hipFree(&OnStack), hipErrorInvalidValue);
  char *D = nullptr;
  ASSERT_EQ(hipMalloc(&D, 64), hipSuccess);
  EXPECT_EQ(hipFree(D + 8), hipErrorInvalidValue);
  EXPECT_EQ(hipFree(D), hipSuccess);
  EXPECT_EQ(hipFree(D), hipErrorInvalidValue);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidValue);
}

TEST_F(Memory, BadCopiesAreInvalidValue) {
  char *D = nullptr;
  ASSERT_EQ(hipMalloc(&D, 64), hipSuccess);
  char Host[128] = {};
  EXPECT_EQ(hipMemcpy(nullptr, Host, 8, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(D, nullptr, 8, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  // The device side of the copy is not device memory.
  EXPECT_EQ(hipMemcpy(Host, Host + 64, 8, hipMemcpyDeviceToHost),
            hipErrorInvalidValue);
  // More bytes than the allocation has.
  EXPECT_EQ(hipMemcpy(D, Host, 128, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  // No kind, but a value of the type (whose kinds are 0 to 4): one beyond its
  // range would be undefined behaviour before the call.
  EXPECT_EQ(hipMemcpy(D, Host, 8, static_cast<hipMemcpyKind>(7)),
            hipErrorInvalidMemcpyDirection);
  EXPECT_EQ(hipMemset(Host, 0, 8), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(D, Host, 64, hipMemcpyHostToDevice), hipSuccess);
  EXPECT_EQ(hipFree(D), hipSuccess);
}

TEST_F(Memory, PointerAttributes) {
  void *Device = nullptr, *Host = nullptr, *Managed = nullptr;
  ASSERT_EQ(hipMalloc(&Device, 64), hipSuccess);
  ASSERT_EQ(hipHostMalloc(&Host, 64), hipSuccess);
  ASSERT_EQ(hipMallocManaged(&Managed, 64), hipSuccess);
  hipPointerAttribute_t A;
  ASSERT_EQ(hipPointerGetAttributes(&A, static_cast<char *>(Device) + 8),
            hipSuccess);
  EXPECT_EQ(A.type, hipMemoryTypeDevice);
  EXPECT_EQ(A.device, 0);
  EXPECT_EQ(A.hostPointer, nullptr);
  ASSERT_EQ(hipPointerGetAttributes(&A, Host), hipSuccess);
  EXPECT_EQ(A.type, hipMemoryTypeHost);
  EXPECT_EQ(A.hostPointer, Host);
  ASSERT_EQ(hipPointerGetAttributes(&A, Managed), hipSuccess);
  EXPECT_EQ(A.type, hipMemoryTypeManaged);
  EXPECT_TRUE(A.isManaged);
  int Unknown = 0;
  ASSERT_EQ(hipPointerGetAttributes(&A, &Unknown), hipSuccess);
  EXPECT_EQ(A.type, hipMemoryTypeUnregistered);
  void *Mapped = nullptr;
  ASSERT_EQ(hipHostGetDevicePointer(&Mapped, Host, 0), hipSuccess);
  EXPECT_EQ(Mapped, Host);
  EXPECT_EQ(hipHostGetDevicePointer(&Mapped, Device, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipFree(Device), hipSuccess);
  EXPECT_EQ(hipHostFree(Host), hipSuccess);
  EXPECT_EQ(hipFree(Managed), hipSuccess);
}

TEST_F(Memory, HostRegistration) {
  std::vector<char> Buffer(256);
  EXPECT_EQ(hipHostRegister(Buffer.data(), Buffer.size(), 0), hipSuccess);
  EXPECT_EQ(hipHostRegister(Buffer.data() + 16, 16, 0),
            hipErrorHostMemoryAlreadyRegistered);
  hipPointerAttribute_t A;
  ASSERT_EQ(hipPointerGetAttributes(&A, Buffer.data() + 3), hipSuccess);
  EXPECT_EQ(A.type, hipMemoryTypeHost);
  EXPECT_EQ(hipHostUnregister(Buffer.data()), hipSuccess);
  EXPECT_EQ(hipHostUnregister(Buffer.data()), hipErrorHostMemoryNotRegistered);
}

// HIP and SYCL share the device's context: each one's USM is the other's.
TEST_F(Memory, SharedWithSycl) {
  sycl::queue Q;
  int *FromHip = nullptr;
  ASSERT_EQ(hipMalloc(&FromHip, 16 * sizeof(int)), hipSuccess);
  EXPECT_EQ(sycl::get_pointer_type(FromHip, Q.get_context()),
            sycl::usm::alloc::device);
  int Values[16];
  std::iota(Values, Values + 16, 100);
  Q.memcpy(FromHip, Values, sizeof Values).wait();
  int Back[16] = {};
  ASSERT_EQ(hipMemcpy(Back, FromHip, sizeof Back, hipMemcpyDeviceToHost),
            hipSuccess);
  EXPECT_EQ(Back[15], 115);
  EXPECT_EQ(hipFree(FromHip), hipSuccess);

  int *FromSycl = sycl::malloc_device<int>(16, Q);
  EXPECT_EQ(hipMemcpy(FromSycl, Values, sizeof Values, hipMemcpyHostToDevice),
            hipSuccess);
  hipPointerAttribute_t A;
  ASSERT_EQ(hipPointerGetAttributes(&A, FromSycl), hipSuccess);
  EXPECT_EQ(A.type, hipMemoryTypeDevice);
  sycl::free(FromSycl, Q);
}

// A pointer that no __hipRegisterVar named is no symbol (the e2e programs
// test registered ones).
TEST_F(Memory, UnregisteredSymbolsAreInvalidSymbol) {
  static int NotADeviceVariable = 0;
  int Value = 1;
  void *Address = nullptr;
  size_t Size = 0;
  EXPECT_EQ(hipMemcpyToSymbol(&NotADeviceVariable, &Value, sizeof Value),
            hipErrorInvalidSymbol);
  EXPECT_EQ(hipMemcpyFromSymbol(&Value, &NotADeviceVariable, sizeof Value),
            hipErrorInvalidSymbol);
  EXPECT_EQ(hipMemcpyToSymbolAsync(&NotADeviceVariable, &Value, sizeof Value,
                                   0, hipMemcpyHostToDevice, nullptr),
            hipErrorInvalidSymbol);
  EXPECT_EQ(hipGetSymbolAddress(&Address, &NotADeviceVariable),
            hipErrorInvalidSymbol);
  EXPECT_EQ(hipGetSymbolSize(&Size, &NotADeviceVariable),
            hipErrorInvalidSymbol);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidSymbol);
}

} // namespace
