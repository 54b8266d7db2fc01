//===- opencl_runtime_test.cpp - The core over the real OpenCL plugin -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Runs against PoCL through build/lib/prism/libprism-plugin-opencl.so: device
// discovery, USM of every kind, copies and fills, and the errors of a launch
// that cannot run.
//
//===----------------------------------------------------------------------===//
#include "context.h"
#include "error.h"
#include "queue.h"
#include "runtime.h"
#include "test_container.h"

#include <gtest/gtest.h>

#include <cstring>
#include <numeric>

using namespace prism;
using namespace prism::test;

namespace {

Device &poclDevice() {
  for (Device *D : Runtime::get().allDevices())
    if (D->backend() == "opencl" && D->type() == PRISM_DEVICE_TYPE_CPU)
      return *D;
  throw Error(ErrorKind::NoDevice,
              "no OpenCL CPU device: " + Runtime::get().noDeviceMessage(true));
}

struct OpenCLRuntime : ::testing::Test {
  Device &Dev = poclDevice();
  ContextRef Ctx = std::make_shared<Context>(std::vector<Device *>{&Dev});
  QueueRef Owned = Queue::create(Ctx, Dev, false);
  Queue &Q = *Owned;
};

/// "<kind>|<message>" of the Error a launch of HostFunction throws.
std::string launchError(Queue &Q, const void *HostFunction) {
  try {
    LaunchGeometry G;
    Q.launch(HostFunction, G, {}, {})->wait();
  } catch (const Error &E) {
    return std::to_string(static_cast<int>(E.kind())) + "|" + E.what();
  }
  return "<no error>";
}

std::string kindPrefix(ErrorKind Kind) {
  return std::to_string(static_cast<int>(Kind)) + "|";
}

void **registerKernel(const FatBinaryWrapper &Wrapper, const void *Stub,
                      const char *Name) {
  void **Handle = __hipRegisterFatBinary(&Wrapper);
  __hipRegisterFunction(Handle, static_cast<const char *>(Stub),
                        const_cast<char *>(Name), Name, -1u, nullptr, nullptr,
                        nullptr, nullptr, nullptr);
  return Handle;
}

void corruptStub() {}
void garbageStub() {}
void missingStub() {}
void ptxOnlyStub() {}

} // namespace

TEST(OpenCLRuntimeDiscovery, SeesPoCL) {
  Device &Dev = poclDevice();
  EXPECT_EQ(Dev.backendIndex(), 0u);
  EXPECT_NE(Dev.platform().name().find("Portable Computing Language"),
            std::string::npos)
      << Dev.platform().name();
  EXPECT_TRUE(Dev.imageFormats() &
              PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_SPIRV));
  EXPECT_GT(Dev.maxComputeUnits(), 0u);
  EXPECT_EQ(&Runtime::get().defaultDevice(), &Dev);
}

TEST_F(OpenCLRuntime, AllocatesAndFreesEveryKind) {
  for (prism_usm_kind Kind :
       {PRISM_USM_HOST, PRISM_USM_DEVICE, PRISM_USM_SHARED}) {
    void *Ptr = Ctx->allocate(Kind, 4096, 64, &Dev);
    ASSERT_NE(Ptr, nullptr);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(Ptr) % 64, 0u);
    const Allocation *A = Ctx->find(static_cast<char *>(Ptr) + 100);
    ASSERT_NE(A, nullptr);
    EXPECT_EQ(A->Base, Ptr);
    EXPECT_EQ(A->Size, 4096u);
    EXPECT_EQ(A->Kind, Kind);
    EXPECT_EQ(A->Dev, Kind == PRISM_USM_HOST ? nullptr : &Dev);
    EXPECT_EQ(Ctx->find(static_cast<char *>(Ptr) + 4096), nullptr);
    Ctx->free(Ptr);
    EXPECT_EQ(Ctx->find(Ptr), nullptr);
  }
}

TEST_F(OpenCLRuntime, FreeingAForeignPointerIsAnError) {
  int Local = 0;
  try {
    Ctx->free(&Local);
    FAIL() << "freeing a stack address did not fail";
  } catch (const Error &E) {
    EXPECT_EQ(E.kind(), ErrorKind::InvalidValue);
    EXPECT_NE(std::string(E.what()).find("which this context did not allocate"),
              std::string::npos)
        << E.what();
  }
  char *Ptr =
      static_cast<char *>(Ctx->allocate(PRISM_USM_SHARED, 256, 0, &Dev));
  try {
    Ctx->free(Ptr + 8);
    FAIL() << "freeing an interior pointer did not fail";
  } catch (const Error &E) {
    EXPECT_EQ(E.kind(), ErrorKind::InvalidValue);
    EXPECT_NE(std::string(E.what()).find("points inside the allocation at"),
              std::string::npos)
        << E.what();
  }
  Ctx->free(Ptr);
}

TEST_F(OpenCLRuntime, MemcpyRoundTripsThroughDeviceMemory) {
  std::vector<int> In(1000), Out(1000, -1);
  std::iota(In.begin(), In.end(), 7);
  void *DevMem =
      Ctx->allocate(PRISM_USM_DEVICE, In.size() * sizeof(int), 0, &Dev);
  EventRef Up = Q.memcpy(DevMem, In.data(), In.size() * sizeof(int), {});
  EventRef Down = Q.memcpy(Out.data(), DevMem, Out.size() * sizeof(int), {Up});
  Down->wait();
  EXPECT_EQ(Down->status(), PRISM_EVENT_COMPLETE);
  EXPECT_EQ(Out, In);
  Ctx->free(DevMem);
}

TEST_F(OpenCLRuntime, FillWritesThePattern) {
  const size_t Count = 257;
  auto *Shared = static_cast<uint32_t *>(
      Ctx->allocate(PRISM_USM_SHARED, Count * sizeof(uint32_t), 0, &Dev));
  uint32_t Pattern = 0xdeadbeef;
  Q.fill(Shared, &Pattern, sizeof(Pattern), Count * sizeof(uint32_t), {});
  std::vector<uint32_t> Out(Count);
  Q.memcpy(Out.data(), Shared, Count * sizeof(uint32_t), {});
  Q.finish();
  EXPECT_EQ(Out, std::vector<uint32_t>(Count, 0xdeadbeef));
  Ctx->free(Shared);
}

TEST_F(OpenCLRuntime, LaunchOfACorruptModuleReportsTheRegistrationError) {
  static TestContainer Container(
      {{PRISM_IMAGE_FORMAT_SPIRV, "spir64", "", "x", {{"k", {}}}}});
  Container.data()[0] = 'X';
  static FatBinaryWrapper Wrapper;
  Wrapper.Binary = Container.data();
  void **Handle = registerKernel(
      Wrapper, reinterpret_cast<const void *>(&corruptStub), "k");
  std::string Error =
      launchError(Q, reinterpret_cast<const void *>(&corruptStub));
  EXPECT_EQ(Error.find(kindPrefix(ErrorKind::InvalidImage) +
                       "invalid device image container in "),
            0u)
      << Error;
  EXPECT_NE(Error.find("bad magic"), std::string::npos) << Error;
  __hipUnregisterFatBinary(Handle);
}

TEST_F(OpenCLRuntime, LaunchOfAnImageThatDoesNotBuildReportsTheBuild) {
  static TestContainer Container({{PRISM_IMAGE_FORMAT_SPIRV,
                                   "spir64",
                                   "",
                                   "this is not SPIR-V at all",
                                   {{"_Z6squarePfi", {8}}}}});
  static FatBinaryWrapper Wrapper;
  Wrapper.Binary = Container.data();
  void **Handle = registerKernel(
      Wrapper, reinterpret_cast<const void *>(&garbageStub), "_Z6squarePfi");
  std::string Error =
      launchError(Q, reinterpret_cast<const void *>(&garbageStub));
  EXPECT_NE(Error.find("building the spir64 image for device '" + Dev.name() +
                       "' failed (kernel 'square(float*, int)'):\n"),
            std::string::npos)
      << Error;
  // The failure is remembered, not rebuilt.
  EXPECT_EQ(launchError(Q, reinterpret_cast<const void *>(&garbageStub)),
            Error);
  __hipUnregisterFatBinary(Handle);
}

TEST_F(OpenCLRuntime, LaunchOfAKernelNoImageHoldsIsKernelNotFound) {
  static TestContainer Container(
      {{PRISM_IMAGE_FORMAT_SPIRV, "spir64", "", "x", {{"present", {}}}}});
  static FatBinaryWrapper Wrapper;
  Wrapper.Binary = Container.data();
  void **Handle = registerKernel(
      Wrapper, reinterpret_cast<const void *>(&missingStub), "_Z7missingv");
  std::string Error =
      launchError(Q, reinterpret_cast<const void *>(&missingStub));
  EXPECT_EQ(Error.find(kindPrefix(ErrorKind::KernelNotFound) +
                       "kernel 'missing()' is not in the spir64 (SPIR-V) "
                       "image of "),
            0u)
      << Error;
  __hipUnregisterFatBinary(Handle);
}

TEST_F(OpenCLRuntime, LaunchWithoutAnImageForTheDeviceNamesTheTargets) {
  static TestContainer Container({{PRISM_IMAGE_FORMAT_PTX,
                                   "nvptx64-nvidia-cuda",
                                   "sm_80",
                                   "ptx",
                                   {{"k", {}}}}});
  static FatBinaryWrapper Wrapper;
  Wrapper.Binary = Container.data();
  void **Handle = registerKernel(
      Wrapper, reinterpret_cast<const void *>(&ptxOnlyStub), "k");
  std::string Error =
      launchError(Q, reinterpret_cast<const void *>(&ptxOnlyStub));
  EXPECT_EQ(Error.find(kindPrefix(ErrorKind::KernelNotFound) +
                       "kernel 'k' has no image the device '" + Dev.name() +
                       "' (opencl) can run; the executable carries: "
                       "nvptx64-nvidia-cuda sm_80 (PTX); add "
                       "-fsycl-targets=spir64"),
            0u)
      << Error;
  __hipUnregisterFatBinary(Handle);
}
