//===- faults.cpp - PRISM_FAULT_INJECT, the calls the wrapper fails -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// PRISM_FAULT_INJECT is a comma-separated list of ENTRY:RESULT[:N], in the
// syntax of the Level Zero test driver's PRISM_ZE_TEST_FAIL: ENTRY is a field
// of prism_plugin_api (usm_alloc, program_create, enqueue_launch,
// event_wait, ...), RESULT a prism_result name without PRISM_ERROR_
// (OUT_OF_MEMORY, BUILD_FAILED, LAUNCH_FAILED, DEVICE_LOST, ...), and N the
// one call of the entry, counted from 1 over the whole process, that fails;
// without N every call fails. A malformed entry is reported on stderr and
// ignored.
//
//===----------------------------------------------------------------------===//
#include "faults.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

namespace prism::faults {

namespace {

struct Fault {
  prism_result Result = PRISM_SUCCESS;
  uint64_t Call = 0; // 0: every call
  uint64_t Calls = 0;
};

struct NamedResult {
  const char *Name;
  prism_result Result;
};

const NamedResult ResultNames[] = {
    {"INVALID_VALUE", PRISM_ERROR_INVALID_VALUE},
    {"INVALID_HANDLE", PRISM_ERROR_INVALID_HANDLE},
    {"OUT_OF_MEMORY", PRISM_ERROR_OUT_OF_MEMORY},
    {"UNSUPPORTED", PRISM_ERROR_UNSUPPORTED},
    {"BUILD_FAILED", PRISM_ERROR_BUILD_FAILED},
    {"INVALID_IMAGE", PRISM_ERROR_INVALID_IMAGE},
    {"KERNEL_NOT_FOUND", PRISM_ERROR_KERNEL_NOT_FOUND},
    {"LAUNCH_FAILED", PRISM_ERROR_LAUNCH_FAILED},
    {"DEVICE_LOST", PRISM_ERROR_DEVICE_LOST},
    {"ABI_MISMATCH", PRISM_ERROR_ABI_MISMATCH},
    {"BACKEND", PRISM_ERROR_BACKEND},
    {"DEVICE_ASSERT", PRISM_ERROR_DEVICE_ASSERT},
};

// Adds one ENTRY:RESULT[:N] entry; false when it is malformed.
bool parseEntry(const std::string &Text,
                std::unordered_map<std::string, Fault> &Faults) {
  std::vector<std::string> Fields;
  std::istringstream Stream(Text);
  for (std::string Field; std::getline(Stream, Field, ':');)
    Fields.push_back(Field);
  if (Fields.size() < 2 || Fields.size() > 3 || Fields[0].empty())
    return false;
  Fault F;
  for (const NamedResult &R : ResultNames)
    if (Fields[1] == R.Name)
      F.Result = R.Result;
  if (F.Result == PRISM_SUCCESS)
    return false;
  if (Fields.size() == 3) {
    char *End = nullptr;
    F.Call = std::strtoull(Fields[2].c_str(), &End, 10);
    if (Fields[2].empty() || *End || F.Call == 0)
      return false;
  }
  Faults[Fields[0]] = F;
  return true;
}

std::unordered_map<std::string, Fault> parseFaults() {
  std::unordered_map<std::string, Fault> Faults;
  const char *Spec = std::getenv("PRISM_FAULT_INJECT");
  if (!Spec)
    return Faults;
  std::istringstream Stream(Spec);
  for (std::string Entry; std::getline(Stream, Entry, ',');)
    if (!Entry.empty() && !parseEntry(Entry, Faults))
      std::fprintf(stderr,
                   "Prism fault plugin: ignoring PRISM_FAULT_INJECT entry "
                   "'%s' (expected ENTRY:RESULT[:N])\n",
                   Entry.c_str());
  return Faults;
}

} // namespace

prism_result injectedFault(const char *Entry) {
  // Never destroyed: the core still calls the plugin during exit.
  static auto &Faults =
      *new std::unordered_map<std::string, Fault>(parseFaults());
  static auto &Lock = *new std::mutex;
  if (Faults.empty())
    return PRISM_SUCCESS;
  std::lock_guard<std::mutex> Guard(Lock);
  auto Found = Faults.find(Entry);
  if (Found == Faults.end())
    return PRISM_SUCCESS;
  Fault &F = Found->second;
  ++F.Calls;
  return F.Call == 0 || F.Call == F.Calls ? F.Result : PRISM_SUCCESS;
}

const char *resultName(prism_result Result) {
  for (const NamedResult &R : ResultNames)
    if (R.Result == Result)
      return R.Name;
  return "UNKNOWN";
}

} // namespace prism::faults
