//===- stream_test.cpp - Streams, the null stream's ordering, events ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The ordering tests use host functions (hipLaunchHostFunc) as commands: a
// command that would run out of order sees a flag unset. A command that is
// allowed to run concurrently waits for the other one's flag, with a bound
// so that a wrong ordering fails instead of hanging.
//
//===----------------------------------------------------------------------===//
#include "hip/hip_runtime_api.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

namespace {

struct Flags {
  std::atomic<int> First{0};
  std::atomic<int> SeenBySecond{-1};
};

void slowlySetFirst(void *Data) {
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  static_cast<Flags *>(Data)->First = 1;
}

void recordFirst(void *Data) {
  auto *F = static_cast<Flags *>(Data);
  F->SeenBySecond = F->First.load();
}

/// Waits (boundedly) for the flag the other stream's command sets.
void waitForFirst(void *Data) {
  auto *F = static_cast<Flags *>(Data);
  auto Deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (!F->First && std::chrono::steady_clock::now() < Deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  F->SeenBySecond = F->First.load();
}

void setFirst(void *Data) { static_cast<Flags *>(Data)->First = 1; }

class Streams : public ::testing::Test {
protected:
  void TearDown() override {
    EXPECT_EQ(hipDeviceSynchronize(), hipSuccess);
    hipGetLastError();
  }
};

TEST_F(Streams, NullStreamWaitsForBlockingStreams) {
  hipStream_t S;
  ASSERT_EQ(hipStreamCreate(&S), hipSuccess);
  Flags F;
  ASSERT_EQ(hipLaunchHostFunc(S, slowlySetFirst, &F), hipSuccess);
  ASSERT_EQ(hipLaunchHostFunc(nullptr, recordFirst, &F), hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(nullptr), hipSuccess);
  EXPECT_EQ(F.SeenBySecond, 1);
  EXPECT_EQ(hipStreamDestroy(S), hipSuccess);
}

TEST_F(Streams, BlockingStreamsWaitForTheNullStream) {
  hipStream_t S;
  ASSERT_EQ(hipStreamCreateWithFlags(&S, hipStreamDefault), hipSuccess);
  Flags F;
  ASSERT_EQ(hipLaunchHostFunc(nullptr, slowlySetFirst, &F), hipSuccess);
  ASSERT_EQ(hipLaunchHostFunc(S, recordFirst, &F), hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(S), hipSuccess);
  EXPECT_EQ(F.SeenBySecond, 1);
  EXPECT_EQ(hipStreamDestroy(S), hipSuccess);
}

TEST_F(Streams, NonBlockingStreamsDoNotOrderWithTheNullStream) {
  hipStream_t S;
  ASSERT_EQ(hipStreamCreateWithFlags(&S, hipStreamNonBlocking), hipSuccess);
  Flags F;
  // If the null stream waited for S, S's command would wait in vain.
  ASSERT_EQ(hipLaunchHostFunc(S, waitForFirst, &F), hipSuccess);
  ASSERT_EQ(hipLaunchHostFunc(nullptr, setFirst, &F), hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(S), hipSuccess);
  EXPECT_EQ(F.SeenBySecond, 1);
  unsigned StreamFlags = 0;
  ASSERT_EQ(hipStreamGetFlags(S, &StreamFlags), hipSuccess);
  EXPECT_EQ(StreamFlags, unsigned(hipStreamNonBlocking));
  EXPECT_EQ(hipStreamDestroy(S), hipSuccess);
}

TEST_F(Streams, WaitEventOrdersAcrossStreams) {
  hipStream_t A, B;
  ASSERT_EQ(hipStreamCreateWithFlags(&A, hipStreamNonBlocking), hipSuccess);
  ASSERT_EQ(hipStreamCreateWithFlags(&B, hipStreamNonBlocking), hipSuccess);
  hipEvent_t E;
  ASSERT_EQ(hipEventCreateWithFlags(&E, hipEventDisableTiming), hipSuccess);
  Flags F;
  ASSERT_EQ(hipLaunchHostFunc(A, slowlySetFirst, &F), hipSuccess);
  ASSERT_EQ(hipEventRecord(E, A), hipSuccess);
  ASSERT_EQ(hipStreamWaitEvent(B, E, 0), hipSuccess);
  ASSERT_EQ(hipLaunchHostFunc(B, recordFirst, &F), hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(B), hipSuccess);
  EXPECT_EQ(F.SeenBySecond, 1);
  EXPECT_EQ(hipEventQuery(E), hipSuccess);
  EXPECT_EQ(hipEventDestroy(E), hipSuccess);
  EXPECT_EQ(hipStreamDestroy(A), hipSuccess);
  EXPECT_EQ(hipStreamDestroy(B), hipSuccess);
}

TEST_F(Streams, CallbacksRunInOrder) {
  hipStream_t S;
  ASSERT_EQ(hipStreamCreate(&S), hipSuccess);
  static std::atomic<int> Calls{0};
  static hipStream_t Seen = nullptr;
  Calls = 0;
  auto Callback = [](hipStream_t Stream, hipError_t Status, void *Data) {
    Seen = Stream;
    EXPECT_EQ(Status, hipSuccess);
    *static_cast<int *>(Data) = ++Calls;
  };
  int First = 0, Second = 0;
  ASSERT_EQ(hipStreamAddCallback(S, Callback, &First, 0), hipSuccess);
  ASSERT_EQ(hipStreamAddCallback(S, Callback, &Second, 0), hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(S), hipSuccess);
  EXPECT_EQ(First, 1);
  EXPECT_EQ(Second, 2);
  EXPECT_EQ(Seen, S);
  EXPECT_EQ(hipStreamQuery(S), hipSuccess);
  EXPECT_EQ(hipStreamDestroy(S), hipSuccess);
}

TEST_F(Streams, QueryReportsPendingWork) {
  hipStream_t S;
  ASSERT_EQ(hipStreamCreate(&S), hipSuccess);
  Flags F;
  ASSERT_EQ(hipLaunchHostFunc(S, waitForFirst, &F), hipSuccess);
  EXPECT_EQ(hipStreamQuery(S), hipErrorNotReady);
  // Not an error: the last error stays clear.
  EXPECT_EQ(hipPeekAtLastError(), hipSuccess);
  F.First = 1;
  ASSERT_EQ(hipStreamSynchronize(S), hipSuccess);
  EXPECT_EQ(hipStreamQuery(S), hipSuccess);
  EXPECT_EQ(hipStreamDestroy(S), hipSuccess);
}

TEST_F(Streams, DestroyedStreamIsInvalidHandle) {
  hipStream_t S;
  ASSERT_EQ(hipStreamCreate(&S), hipSuccess);
  ASSERT_EQ(hipStreamDestroy(S), hipSuccess);
  EXPECT_EQ(hipStreamSynchronize(S), hipErrorInvalidHandle);
  EXPECT_EQ(hipGetLastError(), hipErrorInvalidHandle);
  EXPECT_EQ(hipStreamCreateWithFlags(&S, 0x40), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamSynchronize(hipStreamPerThread), hipSuccess);
}

TEST_F(Streams, EventsTimeTheWorkBetweenThem) {
  hipEvent_t Start, Stop;
  ASSERT_EQ(hipEventCreate(&Start), hipSuccess);
  ASSERT_EQ(hipEventCreate(&Stop), hipSuccess);
  Flags F;
  ASSERT_EQ(hipEventRecord(Start, nullptr), hipSuccess);
  ASSERT_EQ(hipLaunchHostFunc(nullptr, slowlySetFirst, &F), hipSuccess);
  ASSERT_EQ(hipEventRecord(Stop, nullptr), hipSuccess);
  ASSERT_EQ(hipEventSynchronize(Stop), hipSuccess);
  EXPECT_EQ(F.First, 1);
  EXPECT_EQ(hipEventQuery(Stop), hipSuccess);
  float Ms = -1;
  ASSERT_EQ(hipEventElapsedTime(&Ms, Start, Stop), hipSuccess);
  EXPECT_GE(Ms, 0.0f);
  hipEvent_t Untimed;
  ASSERT_EQ(hipEventCreateWithFlags(&Untimed, hipEventDisableTiming),
            hipSuccess);
  ASSERT_EQ(hipEventRecord(Untimed, nullptr), hipSuccess);
  EXPECT_EQ(hipEventElapsedTime(&Ms, Start, Untimed), hipErrorInvalidHandle);
  hipEvent_t Unrecorded;
  ASSERT_EQ(hipEventCreate(&Unrecorded), hipSuccess);
  EXPECT_EQ(hipEventElapsedTime(&Ms, Start, Unrecorded), hipErrorInvalidHandle);
  for (hipEvent_t E : {Start, Stop, Untimed, Unrecorded})
    EXPECT_EQ(hipEventDestroy(E), hipSuccess);
}

} // namespace
