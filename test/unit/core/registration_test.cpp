//===- registration_test.cpp - Image registration through the HIP ABI -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Registers hand-made containers the way Clang's host compile does and checks
// that a valid one yields its kernels, and that a corrupt one is refused
// without a crash, with the reason. (Launches through the HIP ABI are
// libprism-hip's, tested in test/unit/hip.)
//
//===----------------------------------------------------------------------===//
#include "error.h"
#include "built_programs.h"
#include "registry.h"
#include "test_container.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace prism;
using namespace prism::test;

namespace {

// Host-side kernel handles: only their addresses matter.
void squareStub() {}
void corruptStub() {}
void truncatedStub() {}
void badWrapperStub() {}
void unregisteredStub() {}

TestContainer squareContainer() {
  return TestContainer({{PRISM_IMAGE_FORMAT_SPIRV,
                         "spir64",
                         "",
                         "not spirv",
                         {{"_Z6squarePfi", {8, 4}}, {"other", {}}}}});
}

void **registerWith(const void *HostFunction, const FatBinaryWrapper &Wrapper,
                    const char *Name) {
  void **Handle = __hipRegisterFatBinary(&Wrapper);
  __hipRegisterFunction(Handle, static_cast<const char *>(HostFunction),
                        const_cast<char *>(Name), Name, -1u, nullptr, nullptr,
                        nullptr, nullptr, nullptr);
  return Handle;
}

/// The Error lookup() throws for a host handle, as "<kind>|<message>".
std::string lookupError(const void *HostFunction) {
  try {
    ImageRegistry::instance().lookup(HostFunction);
  } catch (const Error &E) {
    return std::to_string(static_cast<int>(E.kind())) + "|" + E.what();
  }
  return "<no error>";
}

std::string invalidImage(const std::string &Message) {
  return std::to_string(static_cast<int>(ErrorKind::InvalidImage)) + "|" +
         Message;
}

} // namespace

TEST(Registration, ValidContainerMapsHostHandlesToKernels) {
  static TestContainer Container = squareContainer();
  static FatBinaryWrapper Wrapper;
  Wrapper.Binary = Container.data();
  void **Handle = registerWith(reinterpret_cast<const void *>(&squareStub),
                               Wrapper, "_Z6squarePfi");
  ASSERT_NE(Handle, nullptr);

  RegisteredKernel K = ImageRegistry::instance().lookup(
      reinterpret_cast<const void *>(&squareStub));
  EXPECT_EQ(K.Name, "_Z6squarePfi");
  EXPECT_EQ(K.Module->Problem, "");
  ASSERT_EQ(K.Module->Images.Images.size(), 1u);
  const ContainerImage &Image = K.Module->Images.Images[0];
  EXPECT_EQ(Image.Target, "spir64");
  EXPECT_EQ(std::string(reinterpret_cast<const char *>(Image.Data), Image.Size),
            "not spirv");
  ASSERT_EQ(Image.Kernels.size(), 2u);
  EXPECT_EQ(Image.Kernels[0].ArgSizes, (std::vector<uint32_t>{8, 4}));

  // A second registration of the same wrapper (another translation unit of
  // the same module) shares the module.
  EXPECT_EQ(__hipRegisterFatBinary(&Wrapper), Handle);
  __hipUnregisterFatBinary(Handle);
  EXPECT_EQ(ImageRegistry::instance()
                .lookup(reinterpret_cast<const void *>(&squareStub))
                .Name,
            "_Z6squarePfi");
  __hipUnregisterFatBinary(Handle);
  EXPECT_EQ(lookupError(reinterpret_cast<const void *>(&squareStub))
                .find("no kernel is registered for host function"),
            2u);
}

TEST(Registration, BadMagicIsRefusedAndLaunchesReportIt) {
  static TestContainer Container = squareContainer();
  std::memcpy(Container.data(), "NOTPRISM", 8);
  static FatBinaryWrapper Wrapper;
  Wrapper.Binary = Container.data();
  const void *Stub = reinterpret_cast<const void *>(&corruptStub);
  void **Handle = registerWith(Stub, Wrapper, "_Z6squarePfi");
  ASSERT_NE(Handle, nullptr);

  std::string Error = lookupError(Stub);
  EXPECT_EQ(Error.find(invalidImage("invalid device image container in ")), 0u)
      << Error;
  EXPECT_NE(Error.find("prism-core-test: invalid offload container: bad magic "
                       "'NOTPRISM', expected 'PRISMFB1'"),
            std::string::npos)
      << Error;

  __hipUnregisterFatBinary(Handle);
}

TEST(Registration, TruncatedContainerIsRefused) {
  // Only the first half of the bytes made it; the rest of the buffer is zero.
  static TestContainer Container = squareContainer();
  size_t Half = Container.size() / 2;
  std::memset(Container.data() + Half, 0, Container.size() - Half);
  static FatBinaryWrapper Wrapper;
  Wrapper.Binary = Container.data();
  const void *Stub = reinterpret_cast<const void *>(&truncatedStub);
  void **Handle = registerWith(Stub, Wrapper, "_Z6squarePfi");

  std::string Error = lookupError(Stub);
  EXPECT_EQ(Error.find(invalidImage("invalid device image container in ")), 0u)
      << Error;
  EXPECT_NE(Error.find("checksum mismatch"), std::string::npos) << Error;
  __hipUnregisterFatBinary(Handle);
}

TEST(Registration, WrapperWithWrongMagicIsRefused) {
  static TestContainer Container = squareContainer();
  static FatBinaryWrapper Wrapper;
  Wrapper.Magic = 0x12345678;
  Wrapper.Binary = Container.data();
  const void *Stub = reinterpret_cast<const void *>(&badWrapperStub);
  void **Handle = registerWith(Stub, Wrapper, "_Z6squarePfi");
  std::string Error = lookupError(Stub);
  EXPECT_NE(Error.find("the fat-binary wrapper has magic 0x12345678, expected "
                       "0x48495046"),
            std::string::npos)
      << Error;
  __hipUnregisterFatBinary(Handle);
}

TEST(Registration, UnknownHostHandleIsKernelNotFound) {
  std::string Error =
      lookupError(reinterpret_cast<const void *>(&unregisteredStub));
  EXPECT_EQ(
      Error.find(std::to_string(static_cast<int>(ErrorKind::KernelNotFound)) +
                 "|no kernel is registered for host function 0x"),
      0u)
      << Error;
}

TEST(ImageChoice, PicksByFormatKernelAndArch) {
  TestContainer Bytes({
      {PRISM_IMAGE_FORMAT_SPIRV, "spir64", "", "s", {{"k", {}}}},
      {PRISM_IMAGE_FORMAT_PTX,
       "nvptx64-nvidia-cuda",
       "sm_70",
       "a",
       {{"k", {}}}},
      {PRISM_IMAGE_FORMAT_PTX,
       "nvptx64-nvidia-cuda",
       "sm_90",
       "b",
       {{"k", {}}}},
      {PRISM_IMAGE_FORMAT_PTX,
       "nvptx64-nvidia-cuda",
       "sm_80",
       "c",
       {{"k", {}}}},
  });
  Container C = parseContainer(Bytes.data(), Bytes.size());
  const uint32_t Spirv = PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_SPIRV);
  const uint32_t Ptx = PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_PTX);
  EXPECT_EQ(chooseImage(C, Spirv, 0, "k"), 0);
  EXPECT_EQ(chooseImage(C, Ptx, 86, "k"), 3); // newest arch <= sm_86
  EXPECT_EQ(chooseImage(C, Ptx, 90, "k"), 2);
  EXPECT_EQ(chooseImage(C, Ptx, 60, "k"), -1); // every image too new
  EXPECT_EQ(chooseImage(C, 0, 0, "k"), -1);

  TestContainer Split({
      {PRISM_IMAGE_FORMAT_SPIRV, "spir64", "", "s", {{"a", {}}}},
      {PRISM_IMAGE_FORMAT_SPIRV, "spir64", "", "t", {{"b", {}}}},
  });
  Container S = parseContainer(Split.data(), Split.size());
  EXPECT_EQ(chooseImage(S, Spirv, 0, "b"), 1);
  EXPECT_EQ(chooseImage(S, Spirv, 0, "missing"), 0);
}
