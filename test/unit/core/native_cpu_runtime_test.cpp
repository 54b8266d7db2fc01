//===- native_cpu_runtime_test.cpp - The core over the native_cpu plugin --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Registers a container holding a native CPU image (the plugin tests'
// hand-written test_kernels.so) as prism++'s host code would, and launches
// its kernels through the core on the native_cpu device: the core finds the
// plugin, offers the image by its format, passes the arguments and orders
// the launches after copies and host tasks.
//
//===----------------------------------------------------------------------===//
#include "context.h"
#include "error.h"
#include "queue.h"
#include "runtime.h"
#include "test_container.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <numeric>

using namespace prism;
using namespace prism::test;

namespace {

Device &nativeCpuDevice() {
  for (Device *D : Runtime::get().allDevices())
    if (D->backend() == "native_cpu")
      return *D;
  throw Error(ErrorKind::NoDevice,
              "no native_cpu device: " + Runtime::get().noDeviceMessage(true));
}

std::string testImage() {
  std::ifstream File(PRISM_NATIVE_CPU_TEST_IMAGE, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(File), {});
}

void vaddStub() {}
void visitStub() {}

/// Registers the image once for the whole test program, with the kernels
/// the tests launch.
void registerImage() {
  static TestContainer Container({{PRISM_IMAGE_FORMAT_NATIVE_CPU,
                                   "native_cpu",
                                   "",
                                   testImage(),
                                   {{"vadd", {8, 8, 8}}, {"visit", {8, 8}}}}});
  static FatBinaryWrapper Wrapper;
  static void **Handle = [] {
    Wrapper.Binary = Container.data();
    void **Registered = __hipRegisterFatBinary(&Wrapper);
    for (auto [Stub, Name] :
         {std::pair{reinterpret_cast<const void *>(&vaddStub), "vadd"},
          std::pair{reinterpret_cast<const void *>(&visitStub), "visit"}})
      __hipRegisterFunction(Registered, static_cast<const char *>(Stub),
                            const_cast<char *>(Name), Name, -1u, nullptr,
                            nullptr, nullptr, nullptr, nullptr);
    return Registered;
  }();
  (void)Handle;
}

prism_kernel_arg pointerArg(void *const &Pointer) {
  return {PRISM_KERNEL_ARG_VALUE, 0, sizeof(void *), &Pointer};
}

struct NativeCpuRuntime : ::testing::Test {
  void SetUp() override { registerImage(); }
  Device &Dev = nativeCpuDevice();
  ContextRef Ctx = std::make_shared<Context>(std::vector<Device *>{&Dev});
  // Shared: host tasks keep their queue alive.
  std::shared_ptr<Queue> Q = Queue::create(Ctx, Dev, false);
};

TEST_F(NativeCpuRuntime, LaunchesAfterCopiesAndAHostTask) {
  constexpr size_t N = 5000;
  std::vector<float> A(N), B(N), C(N, -1.0f);
  std::iota(A.begin(), A.end(), 0.0f);
  void *DevA = Ctx->allocate(PRISM_USM_DEVICE, N * 4, 0, &Dev);
  void *DevB = Ctx->allocate(PRISM_USM_DEVICE, N * 4, 0, &Dev);
  void *DevC = Ctx->allocate(PRISM_USM_DEVICE, N * 4, 0, &Dev);
  EventRef UpA = Q->memcpy(DevA, A.data(), N * 4, {});
  // B is made on the host by a host task, then copied.
  EventRef MadeB = Q->hostTask({}, [&] {
    for (size_t I = 0; I < N; ++I)
      B[I] = 2.0f * float(I);
  });
  EventRef UpB = Q->memcpy(DevB, B.data(), N * 4, {MadeB});
  LaunchGeometry G;
  G.Global[0] = N;
  EventRef Added = Q->launch(
      reinterpret_cast<const void *>(&vaddStub), G,
      {pointerArg(DevA), pointerArg(DevB), pointerArg(DevC)}, {UpA, UpB});
  EventRef Down = Q->memcpy(C.data(), DevC, N * 4, {Added});
  Down->wait();
  for (size_t I = 0; I < N; ++I)
    ASSERT_EQ(C[I], 3.0f * float(I)) << I;
  for (void *P : {DevA, DevB, DevC})
    Ctx->free(P);
}

TEST_F(NativeCpuRuntime, EveryWorkItemRunsOnceWithAChosenLocalSize) {
  constexpr size_t X = 13, Y = 101; // primes: local sizes of 1 or all
  auto *Visits = static_cast<uint32_t *>(
      Ctx->allocate(PRISM_USM_SHARED, X * Y * 4, 0, &Dev));
  auto *GroupOf = Ctx->allocate(PRISM_USM_SHARED, X * Y * 8, 0, &Dev);
  std::memset(Visits, 0, X * Y * 4);
  LaunchGeometry G;
  G.Dims = 2;
  G.Global[0] = X;
  G.Global[1] = Y;
  Q->launch(reinterpret_cast<const void *>(&visitStub), G,
            {pointerArg(Visits), pointerArg(GroupOf)}, {})
      ->wait();
  for (size_t I = 0; I < X * Y; ++I)
    ASSERT_EQ(Visits[I], 1u) << I;
  Ctx->free(Visits);
  Ctx->free(GroupOf);
}

} // namespace
