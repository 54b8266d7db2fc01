//===- launch_test.cpp - The launch ABI without kernels -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Launches of real kernels are the e2e tests' (test/e2e/hip); here, the call
// configuration stack and a launch of a function nobody registered.
//
//===----------------------------------------------------------------------===//
#include "hip/hip_runtime_api.h"

#include <gtest/gtest.h>

namespace {

void notAKernel() {}

TEST(Launch, CallConfigurationIsAStack) {
  ASSERT_EQ(__hipPushCallConfiguration({1, 2, 3}, {4, 5, 6}, 7, nullptr),
            hipSuccess);
  hipStream_t Stream = reinterpret_cast<hipStream_t>(0x10);
  ASSERT_EQ(__hipPushCallConfiguration(dim3(8), dim3(16), 0, Stream),
            hipSuccess);
  dim3 Grid, Block;
  size_t Shared;
  hipStream_t StreamOut;
  ASSERT_EQ(__hipPopCallConfiguration(&Grid, &Block, &Shared, &StreamOut),
            hipSuccess);
  EXPECT_EQ(Grid.x, 8u);
  EXPECT_EQ(Grid.y, 1u);
  EXPECT_EQ(Block.x, 16u);
  EXPECT_EQ(StreamOut, Stream);
  ASSERT_EQ(__hipPopCallConfiguration(&Grid, &Block, &Shared, &StreamOut),
            hipSuccess);
  EXPECT_EQ(Grid.z, 3u);
  EXPECT_EQ(Block.y, 5u);
  EXPECT_EQ(Shared, 7u);
  EXPECT_EQ(__hipPopCallConfiguration(&Grid, &Block, &Shared, &StreamOut),
            hipErrorMissingConfiguration);
  hipGetLastError();
}

TEST(Launch, UnregisteredFunctionIsInvalidDeviceFunction) {
  EXPECT_EQ(hipLaunchKernel(reinterpret_cast<const void *>(&notAKernel),
                            dim3(1), dim3(1), nullptr, 0, nullptr),
            hipErrorInvalidDeviceFunction);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidDeviceFunction);
  // The runtime keeps working.
  EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
  hipFuncAttributes Attr;
  EXPECT_EQ(hipFuncGetAttributes(&Attr, &notAKernel),
            hipErrorInvalidDeviceFunction);
  hipGetLastError();
}

} // namespace
