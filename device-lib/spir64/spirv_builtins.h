//===- spirv_builtins.h - SPIR-V builtins as llvm-spirv 15 spells them ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Declarations of the SPIR-V builtin functions the spir64 device library is
// written in. llvm-spirv 15 recognises these (C++-mangled) names and turns
// them into SPIR-V: the work-item queries into loads of BuiltIn variables
// (e.g. _Z33__spirv_BuiltInGlobalInvocationIdi -> GlobalInvocationId; the
// global-variable spelling in CrossWorkgroup or Input storage makes the
// reverse translation crash), __spirv_ControlBarrier into OpControlBarrier,
// and __spirv_ocl_<name> into OpenCL.std extended instructions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DEVICE_LIB_SPIR64_SPIRV_BUILTINS_H
#define PRISM_DEVICE_LIB_SPIR64_SPIRV_BUILTINS_H

#include "prism/device_builtins.h"

// Work-item builtin variables, indexed by dimension (0, 1, 2).
PRISM_DEVICE_FN size_t __spirv_BuiltInGlobalInvocationId(int Dim);
PRISM_DEVICE_FN size_t __spirv_BuiltInGlobalSize(int Dim);
PRISM_DEVICE_FN size_t __spirv_BuiltInLocalInvocationId(int Dim);
PRISM_DEVICE_FN size_t __spirv_BuiltInWorkgroupSize(int Dim);
PRISM_DEVICE_FN size_t __spirv_BuiltInWorkgroupId(int Dim);
PRISM_DEVICE_FN size_t __spirv_BuiltInNumWorkgroups(int Dim);

// SPIR-V enumerants used with the synchronisation builtins.
enum PrismSpirvScope : unsigned { PrismScopeWorkgroup = 2 };
enum PrismSpirvMemorySemantics : unsigned {
  PrismSequentiallyConsistent = 0x10,
  PrismWorkgroupMemory = 0x100,
  PrismCrossWorkgroupMemory = 0x200,
};

PRISM_DEVICE_FN void __spirv_ControlBarrier(unsigned ExecutionScope,
                                            unsigned MemoryScope,
                                            unsigned Semantics);

#endif // PRISM_DEVICE_LIB_SPIR64_SPIRV_BUILTINS_H
