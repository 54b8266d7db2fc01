//===- isa_level.cpp - The processor's x86-64 level and identity ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A native CPU image names the x86-64 micro-architecture level its code
// needs (__prism_native_cpu_isa); the plugin refuses an image above the
// running processor's level instead of letting it die of SIGILL. The levels
// are the x86-64 psABI's: each adds a set of features to the one before.
// Features __builtin_cpu_supports does not name in both GCC and Clang are
// read from CPUID directly.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"

#include <cpuid.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>

namespace prism::native_cpu {

namespace {

// CPUID leaf 1 and 0x80000001 ECX bits the levels need.
constexpr unsigned Cx16Bit = 1u << 13, MovbeBit = 1u << 22, F16cBit = 1u << 29;
constexpr unsigned LahfBit = 1u << 0, LzcntBit = 1u << 5;

unsigned cpuidEcx(unsigned leaf) {
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (!__get_cpuid(leaf, &eax, &ebx, &ecx, &edx))
    return 0;
  return ecx;
}

bool hasAll(unsigned bits, unsigned wanted) {
  return (bits & wanted) == wanted;
}

IsaLevel detectedIsaLevel() {
  __builtin_cpu_init();
  const unsigned leaf1 = cpuidEcx(1), extended = cpuidEcx(0x80000001);
  if (!(hasAll(leaf1, Cx16Bit) && hasAll(extended, LahfBit) &&
        __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("sse3") &&
        __builtin_cpu_supports("ssse3") && __builtin_cpu_supports("sse4.1") &&
        __builtin_cpu_supports("sse4.2")))
    return IsaLevel::Baseline;
  // avx and avx2 are reported only when the OS saves the AVX state.
  if (!(hasAll(leaf1, MovbeBit | F16cBit) && hasAll(extended, LzcntBit) &&
        __builtin_cpu_supports("avx") && __builtin_cpu_supports("avx2") &&
        __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
        __builtin_cpu_supports("fma")))
    return IsaLevel::V2;
  if (!(__builtin_cpu_supports("avx512f") &&
        __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512cd") &&
        __builtin_cpu_supports("avx512dq") &&
        __builtin_cpu_supports("avx512vl")))
    return IsaLevel::V3;
  return IsaLevel::V4;
}

} // namespace

IsaLevel machineIsaLevel() {
  static const IsaLevel level = [] {
    IsaLevel detected = detectedIsaLevel();
    // Test hook: makes the processor look older (never newer, which would
    // let an image die of SIGILL), so that tests reach the refusal of an
    // image built for a newer processor on any machine.
    const char *hook = std::getenv("PRISM_NATIVE_CPU_TEST_ISA");
    IsaLevel pretended;
    if (hook && *hook) {
      if (parseIsaLevel(hook, pretended))
        return std::min(detected, pretended);
      logger().warn("PRISM_NATIVE_CPU_TEST_ISA='{}' is not x86-64, "
                    "x86-64-v2, x86-64-v3 or x86-64-v4; ignored",
                    hook);
    }
    return detected;
  }();
  return level;
}

const char *isaLevelName(IsaLevel level) {
  switch (level) {
  case IsaLevel::Baseline:
    return "x86-64";
  case IsaLevel::V2:
    return "x86-64-v2";
  case IsaLevel::V3:
    return "x86-64-v3";
  case IsaLevel::V4:
    return "x86-64-v4";
  }
  return "x86-64";
}

bool parseIsaLevel(const std::string &name, IsaLevel &level) {
  for (IsaLevel candidate :
       {IsaLevel::Baseline, IsaLevel::V2, IsaLevel::V3, IsaLevel::V4})
    if (name == isaLevelName(candidate)) {
      level = candidate;
      return true;
    }
  return false;
}

std::string cpuinfoField(const std::string &key) {
  // Only the first processor's block is read: the kernel makes the file as
  // it is read, and all of it takes milliseconds on a large machine.
  std::ifstream cpuinfo("/proc/cpuinfo");
  for (std::string line; std::getline(cpuinfo, line) && !line.empty();) {
    if (line.compare(0, key.size(), key) != 0)
      continue;
    size_t colon = line.find(':');
    if (colon == std::string::npos)
      continue;
    size_t start = line.find_first_not_of(" \t", colon + 1);
    return start == std::string::npos ? std::string() : line.substr(start);
  }
  return {};
}

std::string cpuModelName() {
  static const std::string name = [] {
    std::string model = cpuinfoField("model name");
    return model.empty() ? std::string("unknown x86-64 processor") : model;
  }();
  return name;
}

} // namespace prism::native_cpu
