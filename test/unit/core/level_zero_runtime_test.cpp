//===- level_zero_runtime_test.cpp - The core over the Level Zero plugin --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Image choice on a Level Zero device, which takes SPIR-V images only: an
// executable that carries PTX alone gets the error that says which target
// to add. It needs a Level Zero device: registered with the Level Zero test
// driver's environment (test/unit/plugins/level_zero), skipped elsewhere.
//
//===----------------------------------------------------------------------===//
#include "context.h"
#include "error.h"
#include "queue.h"
#include "runtime.h"
#include "test_container.h"

#include <gtest/gtest.h>

using namespace prism;
using namespace prism::test;

namespace {

Device *levelZeroDevice() {
  for (Device *D : Runtime::get().allDevices())
    if (D->backend() == "level_zero")
      return D;
  return nullptr;
}

void ptxOnlyOnLevelZeroStub() {}

} // namespace

TEST(LevelZeroRuntime, PtxOnlyExecutableSaysToAddSpir64) {
  Device *Dev = levelZeroDevice();
  if (!Dev)
    GTEST_SKIP() << "no Level Zero device: "
                 << Runtime::get().noDeviceMessage(true);
  EXPECT_EQ(Dev->imageFormats(),
            PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_SPIRV));
  static TestContainer Container({{PRISM_IMAGE_FORMAT_PTX,
                                   "nvptx64-nvidia-cuda",
                                   "sm_80",
                                   "ptx",
                                   {{"k", {}}}}});
  static FatBinaryWrapper Wrapper;
  Wrapper.Binary = Container.data();
  void **Handle = __hipRegisterFatBinary(&Wrapper);
  const void *Stub = reinterpret_cast<const void *>(&ptxOnlyOnLevelZeroStub);
  __hipRegisterFunction(Handle, static_cast<const char *>(Stub),
                        const_cast<char *>("k"), "k", -1u, nullptr, nullptr,
                        nullptr, nullptr, nullptr);
  ContextRef Ctx = std::make_shared<Context>(std::vector<Device *>{Dev});
  QueueRef Q = Queue::create(Ctx, *Dev, false);
  std::string Message = "<no error>";
  ErrorKind Kind = ErrorKind::Backend;
  try {
    Q->launch(Stub, LaunchGeometry{}, {}, {})->wait();
  } catch (const Error &E) {
    Message = E.what();
    Kind = E.kind();
  }
  EXPECT_EQ(Kind, ErrorKind::KernelNotFound);
  EXPECT_EQ(Message.find("kernel 'k' has no image the device '" + Dev->name() +
                         "' (level_zero) can run; the executable carries: "
                         "nvptx64-nvidia-cuda sm_80 (PTX); add "
                         "-fsycl-targets=spir64"),
            0u)
      << Message;
  __hipUnregisterFatBinary(Handle);
}
