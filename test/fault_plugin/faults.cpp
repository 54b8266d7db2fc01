//===- faults.cpp - PRISM_FAULT_INJECT, the calls the wrapper fails -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// PRISM_FAULT_INJECT is a comma-separated list of ENTRY:RESULT[:N] in the
// syntax of test/fault_list: ENTRY is a field of prism_plugin_api
// (usm_alloc, program_create, enqueue_launch, event_wait, ...), RESULT a
// prism_result name without PRISM_ERROR_ (OUT_OF_MEMORY, BUILD_FAILED,
// LAUNCH_FAILED, DEVICE_LOST, ...), and N the one call of the entry that
// fails; without N every call fails.
//
//===----------------------------------------------------------------------===//
#include "faults.h"

#include "fault_list.h"

namespace prism::faults {

namespace {

// Never destroyed: the core still calls the plugin during exit.
test::FaultList &faultList() {
  static auto &Faults = *new test::FaultList(
      "PRISM_FAULT_INJECT", "Prism fault plugin",
      {
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
      });
  return Faults;
}

} // namespace

prism_result injectedFault(const char *Entry) {
  return static_cast<prism_result>(faultList().injected(Entry));
}

const char *resultName(prism_result Result) { return faultList().name(Result); }

} // namespace prism::faults
