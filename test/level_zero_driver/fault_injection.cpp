//===- fault_injection.cpp - PRISM_ZE_TEST_FAIL, the driver's test hook ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// PRISM_ZE_TEST_FAIL makes chosen calls fail, so that the Level Zero
// plugin's error paths can be tested through the loader. It is a
// comma-separated list of FUNCTION:RESULT[:N]: FUNCTION is a Level Zero
// function the driver implements (zeMemAllocDevice), RESULT a result's
// name without ZE_RESULT_ERROR_ (OUT_OF_DEVICE_MEMORY, DEVICE_LOST,
// UNINITIALIZED, ...), and N the one call, counted from 1, that fails;
// without N every call fails. A malformed entry is reported on stderr and
// ignored.
//
//===----------------------------------------------------------------------===//
#include "driver.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <unordered_map>

namespace prism::zedriver {

namespace {

struct Fault {
  ze_result_t result = ZE_RESULT_SUCCESS;
  uint64_t call = 0; // 0: every call
  uint64_t calls = 0;
};

const std::unordered_map<std::string, ze_result_t> &resultNames() {
  static const std::unordered_map<std::string, ze_result_t> names = {
      {"DEVICE_LOST", ZE_RESULT_ERROR_DEVICE_LOST},
      {"OUT_OF_HOST_MEMORY", ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY},
      {"OUT_OF_DEVICE_MEMORY", ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY},
      {"MODULE_BUILD_FAILURE", ZE_RESULT_ERROR_MODULE_BUILD_FAILURE},
      {"MODULE_LINK_FAILURE", ZE_RESULT_ERROR_MODULE_LINK_FAILURE},
      {"UNINITIALIZED", ZE_RESULT_ERROR_UNINITIALIZED},
      {"UNSUPPORTED_VERSION", ZE_RESULT_ERROR_UNSUPPORTED_VERSION},
      {"UNSUPPORTED_FEATURE", ZE_RESULT_ERROR_UNSUPPORTED_FEATURE},
      {"INVALID_ARGUMENT", ZE_RESULT_ERROR_INVALID_ARGUMENT},
      {"INVALID_SIZE", ZE_RESULT_ERROR_INVALID_SIZE},
      {"UNSUPPORTED_SIZE", ZE_RESULT_ERROR_UNSUPPORTED_SIZE},
      {"INVALID_KERNEL_NAME", ZE_RESULT_ERROR_INVALID_KERNEL_NAME},
      {"INVALID_NATIVE_BINARY", ZE_RESULT_ERROR_INVALID_NATIVE_BINARY},
      {"NOT_AVAILABLE", ZE_RESULT_ERROR_NOT_AVAILABLE},
      {"UNKNOWN", ZE_RESULT_ERROR_UNKNOWN},
  };
  return names;
}

// Adds one FUNCTION:RESULT[:N] entry; false when it is malformed.
bool parseEntry(const std::string &entry,
                std::unordered_map<std::string, Fault> &faults) {
  std::vector<std::string> fields;
  std::istringstream stream(entry);
  for (std::string field; std::getline(stream, field, ':');)
    fields.push_back(field);
  if (fields.size() < 2 || fields.size() > 3 || fields[0].empty())
    return false;
  auto result = resultNames().find(fields[1]);
  if (result == resultNames().end())
    return false;
  Fault fault;
  fault.result = result->second;
  if (fields.size() == 3) {
    char *end = nullptr;
    fault.call = std::strtoull(fields[2].c_str(), &end, 10);
    if (fields[2].empty() || *end || fault.call == 0)
      return false;
  }
  faults[fields[0]] = fault;
  return true;
}

std::unordered_map<std::string, Fault> parseFaults() {
  std::unordered_map<std::string, Fault> faults;
  const char *spec = std::getenv("PRISM_ZE_TEST_FAIL");
  if (!spec)
    return faults;
  std::istringstream stream(spec);
  for (std::string entry; std::getline(stream, entry, ',');)
    if (!entry.empty() && !parseEntry(entry, faults))
      std::fprintf(stderr,
                   "Prism Level Zero test driver: ignoring PRISM_ZE_TEST_FAIL "
                   "entry '%s' (expected FUNCTION:RESULT[:N])\n",
                   entry.c_str());
  return faults;
}

} // namespace

ze_result_t injectedFault(const char *function) {
  static std::unordered_map<std::string, Fault> faults = parseFaults();
  static std::mutex mutex;
  if (faults.empty())
    return ZE_RESULT_SUCCESS;
  std::lock_guard<std::mutex> lock(mutex);
  auto found = faults.find(function);
  if (found == faults.end())
    return ZE_RESULT_SUCCESS;
  Fault &fault = found->second;
  ++fault.calls;
  return fault.call == 0 || fault.call == fault.calls ? fault.result
                                                      : ZE_RESULT_SUCCESS;
}

} // namespace prism::zedriver
