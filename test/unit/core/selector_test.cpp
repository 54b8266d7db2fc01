//===- selector_test.cpp - Device selector parsing and matching -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "device_selector.h"
#include "error.h"

#include <gtest/gtest.h>

using namespace prism;

namespace {

const std::string Prism = "PRISM_DEVICE_SELECTOR";
const std::string OneApi = "ONEAPI_DEVICE_SELECTOR";

std::string parseError(const std::string &Text,
                       const std::string &Variable = Prism) {
  try {
    parseDeviceSelector(Text, Variable);
  } catch (const Error &E) {
    EXPECT_EQ(E.kind(), ErrorKind::InvalidValue);
    return E.what();
  }
  return "<parsed without error>";
}

/// The devices of a machine with PoCL and two CUDA GPUs.
const std::vector<DeviceTraits> Machine = {
    {"opencl", 0, PRISM_DEVICE_TYPE_CPU},
    {"cuda", 0, PRISM_DEVICE_TYPE_GPU},
    {"cuda", 1, PRISM_DEVICE_TYPE_GPU},
    {"level_zero", 0, PRISM_DEVICE_TYPE_ACCELERATOR},
};

/// Which of Machine the selector keeps, as "backend:index" words.
std::string selected(const std::string &Text) {
  DeviceSelector S = parseDeviceSelector(Text, OneApi);
  std::string Result;
  for (const DeviceTraits &D : Machine)
    if (selectorMatches(S, D))
      Result += (Result.empty() ? "" : " ") + D.Backend + ":" +
                std::to_string(D.BackendIndex);
  return Result;
}

} // namespace

TEST(Selector, ParsesTypesIndicesAndWildcards) {
  DeviceSelector S =
      parseDeviceSelector("opencl:cpu;cuda:0,gpu;*:*;level_zero:fpga", Prism);
  ASSERT_EQ(S.Terms.size(), 4u);
  EXPECT_EQ(S.Terms[0].Backend, "opencl");
  ASSERT_EQ(S.Terms[0].Filters.size(), 1u);
  EXPECT_EQ(S.Terms[0].Filters[0].What, DeviceFilter::Kind::Type);
  EXPECT_EQ(S.Terms[0].Filters[0].Type, PRISM_DEVICE_TYPE_CPU);
  ASSERT_EQ(S.Terms[1].Filters.size(), 2u);
  EXPECT_EQ(S.Terms[1].Filters[0].What, DeviceFilter::Kind::Index);
  EXPECT_EQ(S.Terms[1].Filters[0].Index, 0u);
  EXPECT_EQ(S.Terms[1].Filters[1].Type, PRISM_DEVICE_TYPE_GPU);
  EXPECT_EQ(S.Terms[2].Backend, "*");
  EXPECT_EQ(S.Terms[2].Filters[0].What, DeviceFilter::Kind::Any);
  EXPECT_EQ(S.Terms[3].Filters[0].Type, PRISM_DEVICE_TYPE_ACCELERATOR);
}

TEST(Selector, ToleratesSpacesAroundParts) {
  DeviceSelector S =
      parseDeviceSelector(" opencl : cpu , 1 ; cuda:gpu ", Prism);
  ASSERT_EQ(S.Terms.size(), 2u);
  EXPECT_EQ(S.Terms[0].Backend, "opencl");
  EXPECT_EQ(S.Terms[0].Filters[1].Index, 1u);
  EXPECT_EQ(S.Terms[1].Backend, "cuda");
}

TEST(Selector, RejectsMalformedStringsNamingTheBadPart) {
  EXPECT_EQ(parseError("opencl"),
            "invalid PRISM_DEVICE_SELECTOR='opencl': term 'opencl' has no ':' "
            "(expected <backend>:<filters>, e.g. opencl:cpu)");
  EXPECT_EQ(parseError("rocm:gpu"),
            "invalid PRISM_DEVICE_SELECTOR='rocm:gpu': unknown backend 'rocm' "
            "in term 'rocm:gpu' (expected opencl, level_zero, cuda, hip, "
            "native_cpu or *)");
  EXPECT_EQ(parseError("opencl:cpu;cuda:tpu"),
            "invalid PRISM_DEVICE_SELECTOR='opencl:cpu;cuda:tpu': unknown "
            "device filter 'tpu' in term 'cuda:tpu' (expected cpu, gpu, acc, "
            "fpga, * or a device index)");
  EXPECT_EQ(parseError("cuda:-1"),
            "invalid PRISM_DEVICE_SELECTOR='cuda:-1': unknown device filter "
            "'-1' in term 'cuda:-1' (expected cpu, gpu, acc, fpga, * or a "
            "device index)");
  EXPECT_EQ(parseError("cuda:99999999999"),
            "invalid PRISM_DEVICE_SELECTOR='cuda:99999999999': device index "
            "'99999999999' in term 'cuda:99999999999' is too large");
  EXPECT_EQ(parseError("opencl:"),
            "invalid PRISM_DEVICE_SELECTOR='opencl:': empty device filter in "
            "term 'opencl:'");
  EXPECT_EQ(parseError("opencl:cpu,,gpu"),
            "invalid PRISM_DEVICE_SELECTOR='opencl:cpu,,gpu': empty device "
            "filter in term 'opencl:cpu,,gpu'");
  EXPECT_EQ(parseError("opencl:cpu;;cuda:0"),
            "invalid PRISM_DEVICE_SELECTOR='opencl:cpu;;cuda:0': empty term "
            "(terms are separated by ';')");
  EXPECT_EQ(parseError(" "), "invalid PRISM_DEVICE_SELECTOR=' ': it is empty "
                             "(expected e.g. opencl:cpu or cuda:0)");
}

TEST(Selector, MatchesBackendTypeAndIndex) {
  EXPECT_EQ(selected("opencl:cpu"), "opencl:0");
  EXPECT_EQ(selected("opencl:gpu"), "");
  EXPECT_EQ(selected("cuda:1"), "cuda:1");
  EXPECT_EQ(selected("cuda:*"), "cuda:0 cuda:1");
  EXPECT_EQ(selected("*:gpu"), "cuda:0 cuda:1");
  EXPECT_EQ(selected("*:0"), "opencl:0 cuda:0 level_zero:0");
  EXPECT_EQ(selected("level_zero:fpga"), "level_zero:0");
  EXPECT_EQ(selected("level_zero:acc;opencl:0"), "opencl:0 level_zero:0");
  EXPECT_EQ(selected("cuda:cpu,1"), "cuda:1");
  EXPECT_EQ(selected("*:*"), "opencl:0 cuda:0 cuda:1 level_zero:0");
}

// DPC++'s ONEAPI_DEVICE_SELECTOR examples, on the machine above.
TEST(Selector, ReadsDpcppSelectors) {
  EXPECT_EQ(selected("opencl:*"), "opencl:0");
  EXPECT_EQ(selected("level_zero:gpu"), "");
  EXPECT_EQ(selected("opencl:gpu;level_zero:fpga"), "level_zero:0");
  EXPECT_EQ(selected("cuda:0,1"), "cuda:0 cuda:1");
  EXPECT_EQ(selected("*:cpu"), "opencl:0");
  // Backend and device names are case-insensitive.
  EXPECT_EQ(selected("OpenCL:CPU;CUDA:Gpu"), "opencl:0 cuda:0 cuda:1");
  // Prism has no HIP or native CPU backend: valid names that match nothing.
  EXPECT_EQ(selected("hip:0"), "");
  EXPECT_EQ(selected("native_cpu:cpu"), "");
}

TEST(Selector, DiscardTermsRemoveDevices) {
  EXPECT_EQ(selected("!opencl:*"), "cuda:0 cuda:1 level_zero:0");
  EXPECT_EQ(selected("!*:cpu"), "cuda:0 cuda:1 level_zero:0");
  EXPECT_EQ(selected("*:gpu;!cuda:0"), "cuda:1");
  EXPECT_EQ(selected("*:*;!cuda:*;!level_zero:fpga"), "opencl:0");
  EXPECT_EQ(selected("opencl:*;!*:cpu"), "");
  // A discard term wins over any accept term matching the same device.
  EXPECT_EQ(selected("cuda:1;!cuda:gpu"), "");
  EXPECT_EQ(selected(" ! cuda : 0 "), "opencl:0 cuda:1 level_zero:0");
  EXPECT_EQ(selected("!hip:*"), "opencl:0 cuda:0 cuda:1 level_zero:0");
}

/// The backends whose plugins a selector lets the runtime load.
std::string loadedBackends(const std::string &Text) {
  DeviceSelector S = parseDeviceSelector(Text, OneApi);
  std::string Result;
  for (const char *Backend : {"opencl", "level_zero", "cuda"})
    if (selectorMayMatchBackend(S, Backend))
      Result += (Result.empty() ? "" : " ") + std::string(Backend);
  return Result;
}

TEST(Selector, NamesTheBackendsWorthLoading) {
  EXPECT_EQ(loadedBackends("opencl:cpu"), "opencl");
  EXPECT_EQ(loadedBackends("cuda:1;opencl:*"), "opencl cuda");
  EXPECT_EQ(loadedBackends("*:gpu"), "opencl level_zero cuda");
  // Discarding a whole backend skips it; discarding some of its devices
  // does not.
  EXPECT_EQ(loadedBackends("!cuda:*"), "opencl level_zero");
  EXPECT_EQ(loadedBackends("!cuda:gpu"), "opencl level_zero cuda");
  EXPECT_EQ(loadedBackends("opencl:*;cuda:*;!cuda:*"), "opencl");
  // Accepting only backends Prism lacks leaves nothing to load.
  EXPECT_EQ(loadedBackends("native_cpu:cpu"), "");
}

TEST(Selector, RejectsWhatDpcppRejectsOrPrismLacks) {
  EXPECT_EQ(parseError("!cuda:0;opencl:cpu", OneApi),
            "invalid ONEAPI_DEVICE_SELECTOR='!cuda:0;opencl:cpu': term "
            "'opencl:cpu' accepts devices after the discard term '!cuda:0' "
            "(discard terms, with '!', come last)");
  EXPECT_EQ(parseError("level_zero:0.1", OneApi),
            "invalid ONEAPI_DEVICE_SELECTOR='level_zero:0.1': sub-device "
            "filter '0.1' in term 'level_zero:0.1': Prism does not expose "
            "sub-devices as devices (use sycl::device::create_sub_devices)");
  EXPECT_EQ(parseError("cuda:*.*", OneApi),
            "invalid ONEAPI_DEVICE_SELECTOR='cuda:*.*': sub-device filter "
            "'*.*' in term 'cuda:*.*': Prism does not expose sub-devices as "
            "devices (use sycl::device::create_sub_devices)");
  EXPECT_EQ(parseError("!", OneApi),
            "invalid ONEAPI_DEVICE_SELECTOR='!': term '!' has no ':' "
            "(expected <backend>:<filters>, e.g. opencl:cpu)");
  EXPECT_EQ(parseError("gpu", OneApi),
            "invalid ONEAPI_DEVICE_SELECTOR='gpu': term 'gpu' has no ':' "
            "(expected <backend>:<filters>, e.g. opencl:cpu)");
  EXPECT_EQ(parseError("!opencl:", OneApi),
            "invalid ONEAPI_DEVICE_SELECTOR='!opencl:': empty device filter "
            "in term '!opencl:'");
}
