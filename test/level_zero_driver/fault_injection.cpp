//===- fault_injection.cpp - PRISM_ZE_TEST_FAIL, the driver's test hook ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// PRISM_ZE_TEST_FAIL makes chosen calls fail, so that the Level Zero
// plugin's error paths can be tested through the loader. It is a
// comma-separated list of FUNCTION:RESULT[:N] in the syntax of
// test/fault_list: FUNCTION is a Level Zero function the driver implements
// (zeMemAllocDevice), RESULT a result's name without ZE_RESULT_ERROR_
// (OUT_OF_DEVICE_MEMORY, DEVICE_LOST, UNINITIALIZED, ...), and N the one
// call that fails; without N every call fails.
//
//===----------------------------------------------------------------------===//
#include "driver.h"

#include "fault_list.h"

namespace prism::zedriver {

ze_result_t injectedFault(const char *function) {
  static test::FaultList faults(
      "PRISM_ZE_TEST_FAIL", "Prism Level Zero test driver",
      {
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
      });
  return static_cast<ze_result_t>(faults.injected(function));
}

} // namespace prism::zedriver
