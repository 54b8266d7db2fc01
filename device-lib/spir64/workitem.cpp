//===- workitem.cpp - Work-item builtins for spir64 -----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Implements the work-item queries of prism/device/builtins.h with SPIR-V
// BuiltIn variables, read through the call spelling llvm-spirv 15 lowers.
//
//===----------------------------------------------------------------------===//
#include "prism/device/builtins.h"
#include "spirv_builtins.h"

extern "C" {

PRISM_DEVICE_FN size_t __prism_global_id(int Dim) {
  return __spirv_BuiltInGlobalInvocationId(Dim);
}

PRISM_DEVICE_FN size_t __prism_global_size(int Dim) {
  return __spirv_BuiltInGlobalSize(Dim);
}

PRISM_DEVICE_FN size_t __prism_local_id(int Dim) {
  return __spirv_BuiltInLocalInvocationId(Dim);
}

PRISM_DEVICE_FN size_t __prism_local_size(int Dim) {
  return __spirv_BuiltInWorkgroupSize(Dim);
}

PRISM_DEVICE_FN size_t __prism_group_id(int Dim) {
  return __spirv_BuiltInWorkgroupId(Dim);
}

PRISM_DEVICE_FN size_t __prism_num_groups(int Dim) {
  return __spirv_BuiltInNumWorkgroups(Dim);
}

} // extern "C"
