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
// __spirv_GroupNonUniformShuffle, __spirv_GroupAny and __spirv_GroupAll into
// the sub-group instructions,
// __spirv_Atomic<Op> and __spirv_MemoryBarrier into the atomic instructions,
// and __spirv_ocl_<name> into OpenCL.std extended instructions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DEVICE_LIB_SPIR64_SPIRV_BUILTINS_H
#define PRISM_DEVICE_LIB_SPIR64_SPIRV_BUILTINS_H

#include "prism/device/builtins.h"

#include <stdint.h>

// Work-item builtin variables, indexed by dimension (0, 1, 2).
PRISM_DEVICE_FN size_t __spirv_BuiltInGlobalInvocationId(int Dim);
PRISM_DEVICE_FN size_t __spirv_BuiltInGlobalSize(int Dim);
PRISM_DEVICE_FN size_t __spirv_BuiltInLocalInvocationId(int Dim);
PRISM_DEVICE_FN size_t __spirv_BuiltInWorkgroupSize(int Dim);
PRISM_DEVICE_FN size_t __spirv_BuiltInWorkgroupId(int Dim);
PRISM_DEVICE_FN size_t __spirv_BuiltInNumWorkgroups(int Dim);

// Sub-group builtin variables (32-bit, no dimension).
PRISM_DEVICE_FN uint32_t __spirv_BuiltInSubgroupLocalInvocationId();
PRISM_DEVICE_FN uint32_t __spirv_BuiltInSubgroupSize();
PRISM_DEVICE_FN uint32_t __spirv_BuiltInSubgroupMaxSize();
PRISM_DEVICE_FN uint32_t __spirv_BuiltInSubgroupId();
PRISM_DEVICE_FN uint32_t __spirv_BuiltInNumSubgroups();

// SPIR-V enumerants used with the synchronisation builtins.
enum PrismSpirvScope : unsigned {
  PrismScopeCrossDevice = 0,
  PrismScopeDevice = 1,
  PrismScopeWorkgroup = 2,
  PrismScopeSubgroup = 3,
};
enum PrismSpirvMemorySemantics : unsigned {
  PrismRelaxed = 0,
  PrismAcquire = 0x2,
  PrismRelease = 0x4,
  PrismAcquireRelease = 0x8,
  PrismSequentiallyConsistent = 0x10,
  PrismWorkgroupMemory = 0x100,
  PrismCrossWorkgroupMemory = 0x200,
};

PRISM_DEVICE_FN void __spirv_ControlBarrier(unsigned ExecutionScope,
                                            unsigned MemoryScope,
                                            unsigned Semantics);
PRISM_DEVICE_FN void __spirv_MemoryBarrier(unsigned MemoryScope,
                                           unsigned Semantics);

// Pointers to CrossWorkgroup (global), Workgroup (local) and Generic
// storage (a plain pointer, in Clang's HIP mode for spirv64); the atomic
// builtins are declared for the three, the pointer's address space becomes
// the storage class of the instruction's operand.
#define PRISM_SPIRV_GLOBAL __attribute__((address_space(1)))
#define PRISM_SPIRV_LOCAL __attribute__((address_space(3)))
#define PRISM_SPIRV_GENERIC

// The atomic instructions on one word type U (signed twin S) in address
// space AS, with the operand order of the SPIR-V instructions.
#define PRISM_SPIRV_ATOMICS(AS, U, S)                                          \
  PRISM_DEVICE_FN U __spirv_AtomicLoad(AS U *P, unsigned Scope,                \
                                       unsigned Semantics);                    \
  PRISM_DEVICE_FN void __spirv_AtomicStore(AS U *P, unsigned Scope,            \
                                           unsigned Semantics, U V);           \
  PRISM_DEVICE_FN U __spirv_AtomicExchange(AS U *P, unsigned Scope,            \
                                           unsigned Semantics, U V);           \
  PRISM_DEVICE_FN U __spirv_AtomicCompareExchange(                             \
      AS U *P, unsigned Scope, unsigned Equal, unsigned Unequal, U Value,      \
      U Comparator);                                                           \
  PRISM_DEVICE_FN U __spirv_AtomicIAdd(AS U *P, unsigned Scope,                \
                                       unsigned Semantics, U V);               \
  PRISM_DEVICE_FN U __spirv_AtomicAnd(AS U *P, unsigned Scope,                 \
                                      unsigned Semantics, U V);                \
  PRISM_DEVICE_FN U __spirv_AtomicOr(AS U *P, unsigned Scope,                  \
                                     unsigned Semantics, U V);                 \
  PRISM_DEVICE_FN U __spirv_AtomicXor(AS U *P, unsigned Scope,                 \
                                      unsigned Semantics, U V);                \
  PRISM_DEVICE_FN U __spirv_AtomicUMin(AS U *P, unsigned Scope,                \
                                       unsigned Semantics, U V);               \
  PRISM_DEVICE_FN U __spirv_AtomicUMax(AS U *P, unsigned Scope,                \
                                       unsigned Semantics, U V);               \
  PRISM_DEVICE_FN S __spirv_AtomicSMin(AS S *P, unsigned Scope,                \
                                       unsigned Semantics, S V);               \
  PRISM_DEVICE_FN S __spirv_AtomicSMax(AS S *P, unsigned Scope,                \
                                       unsigned Semantics, S V);

PRISM_SPIRV_ATOMICS(PRISM_SPIRV_GLOBAL, uint32_t, int32_t)
PRISM_SPIRV_ATOMICS(PRISM_SPIRV_GLOBAL, uint64_t, int64_t)
PRISM_SPIRV_ATOMICS(PRISM_SPIRV_LOCAL, uint32_t, int32_t)
PRISM_SPIRV_ATOMICS(PRISM_SPIRV_LOCAL, uint64_t, int64_t)
PRISM_SPIRV_ATOMICS(PRISM_SPIRV_GENERIC, uint32_t, int32_t)
PRISM_SPIRV_ATOMICS(PRISM_SPIRV_GENERIC, uint64_t, int64_t)
#undef PRISM_SPIRV_ATOMICS

// Sub-group operations (Execution scope first): OpGroupNonUniformShuffle and
// the Groups capability's OpGroupAny / OpGroupAll.
PRISM_DEVICE_FN uint32_t __spirv_GroupNonUniformShuffle(unsigned Scope,
                                                        uint32_t Value,
                                                        uint32_t Id);
PRISM_DEVICE_FN uint64_t __spirv_GroupNonUniformShuffle(unsigned Scope,
                                                        uint64_t Value,
                                                        uint32_t Id);
PRISM_DEVICE_FN bool __spirv_GroupAny(unsigned Scope, bool Predicate);
PRISM_DEVICE_FN bool __spirv_GroupAll(unsigned Scope, bool Predicate);

#endif // PRISM_DEVICE_LIB_SPIR64_SPIRV_BUILTINS_H
