//===- prism/device/atomics.h - Atomic operations for device code ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The atomic operations and the fence that the language layers (SYCL's
// atomic_ref and atomic_fence, later HIP's and CUDA's atomic functions) are
// built on. They are implemented per target in device-lib/ because neither
// target can take Clang's own atomics: in the spir64 HIP mode Clang turns
// __atomic builtins into library calls that llvm-spirv cannot translate, and
// LLVM 15's NVPTX backend drops the memory order of an atomicrmw and cannot
// select an ordered atomic load or a fence.
//
// Every operation takes its memory order, scope and address space as the
// PRISM_ATOMIC_* numbers below (constants after inlining). Integers travel
// as unsigned words of their width; the caller converts signed and floating
// point values bit for bit, except where the sign or the arithmetic matters
// (min, max, floating-point add). Outside the device compile (host code,
// host tasks) they are Clang's __atomic builtins on host memory.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DEVICE_ATOMICS_H
#define PRISM_DEVICE_ATOMICS_H

#include "prism/device/builtins.h"

#include <stdint.h>

// Memory orders, numbered as sycl::memory_order.
#define PRISM_ATOMIC_RELAXED 0
#define PRISM_ATOMIC_ACQUIRE 1
#define PRISM_ATOMIC_RELEASE 2
#define PRISM_ATOMIC_ACQ_REL 3
#define PRISM_ATOMIC_SEQ_CST 4

// Memory scopes, numbered as sycl::memory_scope.
#define PRISM_ATOMIC_WORK_ITEM 0
#define PRISM_ATOMIC_SUB_GROUP 1
#define PRISM_ATOMIC_WORK_GROUP 2
#define PRISM_ATOMIC_DEVICE 3
#define PRISM_ATOMIC_SYSTEM 4

// Where the object lives, when the caller knows it.
#define PRISM_ATOMIC_GENERIC 0
#define PRISM_ATOMIC_GLOBAL 1
#define PRISM_ATOMIC_LOCAL 2

/// The order of Clang's __atomic builtins for a PRISM_ATOMIC_* order.
constexpr int __prism_host_atomic_order(int Order) {
  return Order == PRISM_ATOMIC_RELAXED   ? __ATOMIC_RELAXED
         : Order == PRISM_ATOMIC_ACQUIRE ? __ATOMIC_ACQUIRE
         : Order == PRISM_ATOMIC_RELEASE ? __ATOMIC_RELEASE
         : Order == PRISM_ATOMIC_ACQ_REL ? __ATOMIC_ACQ_REL
                                         : __ATOMIC_SEQ_CST;
}

// On the host each operation is the __atomic builtin of the same name, on
// host memory, with the host's strongest scope (PRISM_HOST_DEFINITION).
#define PRISM_ATOMIC_ON_HOST(Builtin, ...)                                     \
  PRISM_HOST_DEFINITION(return Builtin(__VA_ARGS__))

extern "C" {

PRISM_DEVICE_FN uint32_t __prism_atomic_load_u32(uint32_t *P, int Order,
                                                 int Scope, int Space)
    PRISM_ATOMIC_ON_HOST(__atomic_load_n, P, __prism_host_atomic_order(Order));
PRISM_DEVICE_FN uint64_t __prism_atomic_load_u64(uint64_t *P, int Order,
                                                 int Scope, int Space)
    PRISM_ATOMIC_ON_HOST(__atomic_load_n, P, __prism_host_atomic_order(Order));
PRISM_DEVICE_FN void __prism_atomic_store_u32(uint32_t *P, uint32_t V,
                                              int Order, int Scope, int Space)
    PRISM_ATOMIC_ON_HOST(__atomic_store_n, P, V,
                         __prism_host_atomic_order(Order));
PRISM_DEVICE_FN void __prism_atomic_store_u64(uint64_t *P, uint64_t V,
                                              int Order, int Scope, int Space)
    PRISM_ATOMIC_ON_HOST(__atomic_store_n, P, V,
                         __prism_host_atomic_order(Order));
// Stores Desired if *P holds Expected; returns the value *P held.
PRISM_DEVICE_FN uint32_t __prism_atomic_compare_exchange_u32(
    uint32_t *P, uint32_t Expected, uint32_t Desired, int Success, int Failure,
    int Scope, int Space)
    PRISM_HOST_DEFINITION(
        __atomic_compare_exchange_n(P, &Expected, Desired, false,
                                    __prism_host_atomic_order(Success),
                                    __prism_host_atomic_order(Failure));
        return Expected);
PRISM_DEVICE_FN uint64_t __prism_atomic_compare_exchange_u64(
    uint64_t *P, uint64_t Expected, uint64_t Desired, int Success, int Failure,
    int Scope, int Space)
    PRISM_HOST_DEFINITION(
        __atomic_compare_exchange_n(P, &Expected, Desired, false,
                                    __prism_host_atomic_order(Success),
                                    __prism_host_atomic_order(Failure));
        return Expected);

// Read-modify-write operations; each returns the value *P held before.
#define PRISM_ATOMIC_RMW(Name, T, HostBuiltin)                                 \
  PRISM_DEVICE_FN T __prism_atomic_##Name(T *P, T V, int Order, int Scope,     \
                                          int Space)                           \
      PRISM_ATOMIC_ON_HOST(HostBuiltin, P, V,                                  \
                           __prism_host_atomic_order(Order));
PRISM_ATOMIC_RMW(exchange_u32, uint32_t, __atomic_exchange_n)
PRISM_ATOMIC_RMW(exchange_u64, uint64_t, __atomic_exchange_n)
PRISM_ATOMIC_RMW(fetch_add_u32, uint32_t, __atomic_fetch_add)
PRISM_ATOMIC_RMW(fetch_add_u64, uint64_t, __atomic_fetch_add)
PRISM_ATOMIC_RMW(fetch_and_u32, uint32_t, __atomic_fetch_and)
PRISM_ATOMIC_RMW(fetch_and_u64, uint64_t, __atomic_fetch_and)
PRISM_ATOMIC_RMW(fetch_or_u32, uint32_t, __atomic_fetch_or)
PRISM_ATOMIC_RMW(fetch_or_u64, uint64_t, __atomic_fetch_or)
PRISM_ATOMIC_RMW(fetch_xor_u32, uint32_t, __atomic_fetch_xor)
PRISM_ATOMIC_RMW(fetch_xor_u64, uint64_t, __atomic_fetch_xor)
PRISM_ATOMIC_RMW(fetch_min_i32, int32_t, __atomic_fetch_min)
PRISM_ATOMIC_RMW(fetch_min_u32, uint32_t, __atomic_fetch_min)
PRISM_ATOMIC_RMW(fetch_min_i64, int64_t, __atomic_fetch_min)
PRISM_ATOMIC_RMW(fetch_min_u64, uint64_t, __atomic_fetch_min)
PRISM_ATOMIC_RMW(fetch_max_i32, int32_t, __atomic_fetch_max)
PRISM_ATOMIC_RMW(fetch_max_u32, uint32_t, __atomic_fetch_max)
PRISM_ATOMIC_RMW(fetch_max_i64, int64_t, __atomic_fetch_max)
PRISM_ATOMIC_RMW(fetch_max_u64, uint64_t, __atomic_fetch_max)
PRISM_ATOMIC_RMW(fetch_add_f32, float, __atomic_fetch_add)
PRISM_ATOMIC_RMW(fetch_add_f64, double, __atomic_fetch_add)
#undef PRISM_ATOMIC_RMW

// Orders this work-item's memory operations as Order asks, for the work-items
// in Scope; relaxed is no fence.
PRISM_DEVICE_FN void __prism_atomic_fence(int Order, int Scope)
    PRISM_HOST_DEFINITION(
        __atomic_thread_fence(__prism_host_atomic_order(Order)));
}

#undef PRISM_ATOMIC_ON_HOST

#endif // PRISM_DEVICE_ATOMICS_H
