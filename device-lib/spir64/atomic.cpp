//===- atomic.cpp - Atomic operations for spir64 --------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Implements prism/device/atomics.h with the SPIR-V atomic instructions,
// through the __spirv_Atomic* calls llvm-spirv 15 translates (Clang's own
// atomics become library calls in this mode). Memory orders and scopes become
// the instructions' semantics and scope operands; a work-item or sub-group
// scope becomes Workgroup, the narrowest memory scope every OpenCL device
// supports for atomics.
//
// The instructions take a global (CrossWorkgroup) or local (Workgroup)
// pointer, not a generic one: PoCL is given OpenCL 1.2 SPIR, whose atomic
// functions have no generic form. A pointer of unknown space is taken as
// global; on PoCL, whose local memory is ordinary memory, that is right for
// local objects too, but a device with separate local memory needs the caller
// to say local (sycl::access::address_space::local_space).
//
// SPIR-V has no floating-point min, max or (without an extension) add, so
// the floating-point add is a compare-exchange loop on the bits.
//
//===----------------------------------------------------------------------===//
#include "prism/device/atomics.h"
#include "spirv_builtins.h"

namespace {

PRISM_DEVICE_FN unsigned spirvScope(int Scope) {
  switch (Scope) {
  case PRISM_ATOMIC_SYSTEM:
    return PrismScopeCrossDevice;
  case PRISM_ATOMIC_DEVICE:
    return PrismScopeDevice;
  default:
    return PrismScopeWorkgroup;
  }
}

// An ordered operation orders both local and global memory, as a SYCL
// atomic's order applies to all of the work-item's memory operations.
PRISM_DEVICE_FN unsigned spirvSemantics(int Order) {
  const unsigned AllMemory = PrismWorkgroupMemory | PrismCrossWorkgroupMemory;
  switch (Order) {
  case PRISM_ATOMIC_ACQUIRE:
    return PrismAcquire | AllMemory;
  case PRISM_ATOMIC_RELEASE:
    return PrismRelease | AllMemory;
  case PRISM_ATOMIC_ACQ_REL:
    return PrismAcquireRelease | AllMemory;
  case PRISM_ATOMIC_SEQ_CST:
    return PrismSequentiallyConsistent | AllMemory;
  default:
    return PrismRelaxed;
  }
}

// OpAtomicLoad may not release and OpAtomicStore may not acquire; C++ leaves
// those orders undefined for loads and stores, and seq_cst is stronger.
PRISM_DEVICE_FN unsigned loadSemantics(int Order) {
  return spirvSemantics(Order == PRISM_ATOMIC_RELEASE ||
                                Order == PRISM_ATOMIC_ACQ_REL
                            ? PRISM_ATOMIC_SEQ_CST
                            : Order);
}

PRISM_DEVICE_FN unsigned storeSemantics(int Order) {
  return spirvSemantics(Order == PRISM_ATOMIC_ACQUIRE ||
                                Order == PRISM_ATOMIC_ACQ_REL
                            ? PRISM_ATOMIC_SEQ_CST
                            : Order);
}

// Calls Op with P as a pointer to the storage Space names. An object whose
// space the caller does not know (a HIP atomic, a generic atomic_ref) is
// reached through a generic pointer: casting it to global instead would
// give a null pointer for __shared__ memory on a device whose address
// spaces are disjoint, and llvm-spirv refuses the local-to-global cast that
// optimisation makes of it where the object is a known __shared__ variable.
template <typename T, typename OpT>
PRISM_DEVICE_FN auto onSpace(T *P, int Space, OpT Op) {
  if (Space == PRISM_ATOMIC_LOCAL)
    return Op((PRISM_SPIRV_LOCAL T *)P);
  if (Space == PRISM_ATOMIC_GLOBAL)
    return Op((PRISM_SPIRV_GLOBAL T *)P);
  return Op(P);
}

template <typename T>
PRISM_DEVICE_FN T load(T *P, int Order, int Scope, int Space) {
  return onSpace(P, Space, [&](auto *Q) {
    return __spirv_AtomicLoad(Q, spirvScope(Scope), loadSemantics(Order));
  });
}

template <typename T>
PRISM_DEVICE_FN void store(T *P, T V, int Order, int Scope, int Space) {
  onSpace(P, Space, [&](auto *Q) {
    __spirv_AtomicStore(Q, spirvScope(Scope), storeSemantics(Order), V);
  });
}

// The failure order may not release, nor be stronger than the success
// order; the success order is raised to cover it.
template <typename T>
PRISM_DEVICE_FN T compareExchange(T *P, T Expected, T Desired, int Success,
                                  int Failure, int Scope, int Space) {
  if (Failure == PRISM_ATOMIC_RELEASE)
    Failure = PRISM_ATOMIC_RELAXED;
  if (Failure == PRISM_ATOMIC_ACQ_REL)
    Failure = PRISM_ATOMIC_ACQUIRE;
  if (Failure == PRISM_ATOMIC_SEQ_CST)
    Success = PRISM_ATOMIC_SEQ_CST;
  else if (Failure == PRISM_ATOMIC_ACQUIRE && Success == PRISM_ATOMIC_RELAXED)
    Success = PRISM_ATOMIC_ACQUIRE;
  else if (Failure == PRISM_ATOMIC_ACQUIRE && Success == PRISM_ATOMIC_RELEASE)
    Success = PRISM_ATOMIC_ACQ_REL;
  return onSpace(P, Space, [&](auto *Q) {
    return __spirv_AtomicCompareExchange(
        Q, spirvScope(Scope), spirvSemantics(Success), spirvSemantics(Failure),
        Desired, Expected);
  });
}

template <typename F, typename U>
PRISM_DEVICE_FN F fetchAddFloat(F *P, F V, int Order, int Scope, int Space) {
  U *Word = (U *)P;
  U Old = load(Word, PRISM_ATOMIC_RELAXED, Scope, Space);
  for (;;) {
    U New = __builtin_bit_cast(U, __builtin_bit_cast(F, Old) + V);
    U Seen = compareExchange(Word, Old, New, Order, PRISM_ATOMIC_RELAXED, Scope,
                             Space);
    if (Seen == Old)
      return __builtin_bit_cast(F, Old);
    Old = Seen;
  }
}

} // namespace

// One read-modify-write instruction, for both word widths.
#define PRISM_SPIRV_RMW(Name, Instruction, T)                                  \
  PRISM_DEVICE_FN T __prism_atomic_##Name(T *P, T V, int Order, int Scope,     \
                                          int Space) {                         \
    return onSpace(P, Space, [&](auto *Q) {                                    \
      return Instruction(Q, spirvScope(Scope), spirvSemantics(Order), V);      \
    });                                                                        \
  }

extern "C" {

PRISM_DEVICE_FN uint32_t __prism_atomic_load_u32(uint32_t *P, int Order,
                                                 int Scope, int Space) {
  return load(P, Order, Scope, Space);
}

PRISM_DEVICE_FN uint64_t __prism_atomic_load_u64(uint64_t *P, int Order,
                                                 int Scope, int Space) {
  return load(P, Order, Scope, Space);
}

PRISM_DEVICE_FN void __prism_atomic_store_u32(uint32_t *P, uint32_t V,
                                              int Order, int Scope, int Space) {
  store(P, V, Order, Scope, Space);
}

PRISM_DEVICE_FN void __prism_atomic_store_u64(uint64_t *P, uint64_t V,
                                              int Order, int Scope, int Space) {
  store(P, V, Order, Scope, Space);
}

PRISM_DEVICE_FN uint32_t __prism_atomic_compare_exchange_u32(
    uint32_t *P, uint32_t Expected, uint32_t Desired, int Success, int Failure,
    int Scope, int Space) {
  return compareExchange(P, Expected, Desired, Success, Failure, Scope, Space);
}

PRISM_DEVICE_FN uint64_t __prism_atomic_compare_exchange_u64(
    uint64_t *P, uint64_t Expected, uint64_t Desired, int Success, int Failure,
    int Scope, int Space) {
  return compareExchange(P, Expected, Desired, Success, Failure, Scope, Space);
}

PRISM_SPIRV_RMW(exchange_u32, __spirv_AtomicExchange, uint32_t)
PRISM_SPIRV_RMW(exchange_u64, __spirv_AtomicExchange, uint64_t)
PRISM_SPIRV_RMW(fetch_add_u32, __spirv_AtomicIAdd, uint32_t)
PRISM_SPIRV_RMW(fetch_add_u64, __spirv_AtomicIAdd, uint64_t)
PRISM_SPIRV_RMW(fetch_and_u32, __spirv_AtomicAnd, uint32_t)
PRISM_SPIRV_RMW(fetch_and_u64, __spirv_AtomicAnd, uint64_t)
PRISM_SPIRV_RMW(fetch_or_u32, __spirv_AtomicOr, uint32_t)
PRISM_SPIRV_RMW(fetch_or_u64, __spirv_AtomicOr, uint64_t)
PRISM_SPIRV_RMW(fetch_xor_u32, __spirv_AtomicXor, uint32_t)
PRISM_SPIRV_RMW(fetch_xor_u64, __spirv_AtomicXor, uint64_t)
PRISM_SPIRV_RMW(fetch_min_i32, __spirv_AtomicSMin, int32_t)
PRISM_SPIRV_RMW(fetch_min_u32, __spirv_AtomicUMin, uint32_t)
PRISM_SPIRV_RMW(fetch_min_i64, __spirv_AtomicSMin, int64_t)
PRISM_SPIRV_RMW(fetch_min_u64, __spirv_AtomicUMin, uint64_t)
PRISM_SPIRV_RMW(fetch_max_i32, __spirv_AtomicSMax, int32_t)
PRISM_SPIRV_RMW(fetch_max_u32, __spirv_AtomicUMax, uint32_t)
PRISM_SPIRV_RMW(fetch_max_i64, __spirv_AtomicSMax, int64_t)
PRISM_SPIRV_RMW(fetch_max_u64, __spirv_AtomicUMax, uint64_t)

PRISM_DEVICE_FN float __prism_atomic_fetch_add_f32(float *P, float V, int Order,
                                                   int Scope, int Space) {
  return fetchAddFloat<float, uint32_t>(P, V, Order, Scope, Space);
}

PRISM_DEVICE_FN double __prism_atomic_fetch_add_f64(double *P, double V,
                                                    int Order, int Scope,
                                                    int Space) {
  return fetchAddFloat<double, uint64_t>(P, V, Order, Scope, Space);
}

PRISM_DEVICE_FN void __prism_atomic_fence(int Order, int Scope) {
  if (Order != PRISM_ATOMIC_RELAXED)
    __spirv_MemoryBarrier(spirvScope(Scope), spirvSemantics(Order));
}

} // extern "C"
