//===- error_test.cpp - Error names, texts and the last error -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "hip/hip_runtime_api.h"

#include <gtest/gtest.h>

#include <cstring>
#include <thread>

namespace {

TEST(Errors, CodesHaveHipValues) {
  EXPECT_EQ(hipErrorInvalidValue, 1);
  EXPECT_EQ(hipErrorOutOfMemory, 2);
  EXPECT_EQ(hipErrorInvalidConfiguration, 9);
  EXPECT_EQ(hipErrorInvalidDeviceFunction, 98);
  EXPECT_EQ(hipErrorInvalidDevice, 101);
  EXPECT_EQ(hipErrorInvalidHandle, 400);
  EXPECT_EQ(hipErrorNotReady, 600);
  EXPECT_EQ(hipErrorLaunchFailure, 719);
  EXPECT_EQ(hipErrorNotSupported, 801);
  EXPECT_EQ(hipErrorUnknown, 999);
}

TEST(Errors, NamesAndStrings) {
  EXPECT_STREQ(hipGetErrorName(hipSuccess), "hipSuccess");
  EXPECT_STREQ(hipGetErrorName(hipErrorInvalidDevice), "hipErrorInvalidDevice");
  EXPECT_STREQ(hipGetErrorName(hipErrorOutOfMemory), "hipErrorOutOfMemory");
  EXPECT_STREQ(hipGetErrorString(hipSuccess), "no error");
  EXPECT_STREQ(hipGetErrorString(hipErrorInvalidValue), "invalid argument");
  EXPECT_STREQ(hipGetErrorName(static_cast<hipError_t>(12345)),
               "hipErrorUnknown");
  EXPECT_GT(std::strlen(hipGetErrorString(hipErrorLaunchFailure)), 0u);
}

TEST(Errors, GetLastErrorReturnsAndClears) {
  hipGetLastError();
  EXPECT_EQ(hipSetDevice(99), hipErrorInvalidDevice);
  EXPECT_EQ(hipPeekAtLastError(), hipErrorInvalidDevice);
  EXPECT_EQ(hipPeekAtLastError(), hipErrorInvalidDevice);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidDevice);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
  EXPECT_EQ(hipPeekAtLastError(), hipSuccess);
}

TEST(Errors, SuccessDoesNotClearTheLastError) {
  hipGetLastError();
  EXPECT_EQ(hipSetDevice(-1), hipErrorInvalidDevice);
  int Count = 0;
  EXPECT_EQ(hipGetDeviceCount(&Count), hipSuccess);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidDevice);
}

TEST(Errors, LastErrorIsPerThread) {
  hipGetLastError();
  EXPECT_EQ(hipSetDevice(99), hipErrorInvalidDevice);
  hipError_t OtherThread = hipErrorUnknown;
  std::thread([&] { OtherThread = hipGetLastError(); }).join();
  EXPECT_EQ(OtherThread, hipSuccess);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidDevice);
}

} // namespace
