//===- faults.h - PRISM_FAULT_INJECT: the calls to fail ---------*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TEST_FAULT_PLUGIN_FAULTS_H
#define PRISM_TEST_FAULT_PLUGIN_FAULTS_H

#include "prism/plugin.h"

namespace prism::faults {

/// The result the call of plugin entry `Entry` (a prism_plugin_api field
/// name) that is being made now must fail with, as PRISM_FAULT_INJECT
/// chooses; PRISM_SUCCESS to forward it. Counts the entry's calls.
prism_result injectedFault(const char *Entry);

/// The name of a result without its PRISM_ERROR_ prefix (OUT_OF_MEMORY).
const char *resultName(prism_result Result);

} // namespace prism::faults

#endif // PRISM_TEST_FAULT_PLUGIN_FAULTS_H
