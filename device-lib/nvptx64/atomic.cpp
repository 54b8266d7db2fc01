//===- atomic.cpp - Atomic operations for nvptx64 -------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Implements prism/device/atomics.h with PTX atom instructions on generic
// addresses (which reach global and shared memory alike), through Clang's
// __nvvm_atom_{cta_,,sys_}* builtins: a work-item, sub-group or work-group
// scope is .cta, device .gpu, system .sys.
//
// LLVM 15's NVPTX backend emits every atomicrmw as a relaxed atom whatever
// its order, and cannot select ordered loads or fences at all. So each
// operation here is relaxed (a volatile ld/st for loads and stores, which PTX
// treats as relaxed at system scope), and an order is made with membar
// (fence.sc) of the operation's scope around it: before for release, after
// for acquire, both for acq_rel and seq_cst. That is the fence-based mapping
// of the PTX memory model, with the strongest fence.
//
// PTX has no floating-point atomic min or max; the caller builds those on
// compare-exchange.
//
//===----------------------------------------------------------------------===//
#include "prism/device/atomics.h"

namespace {

PRISM_DEVICE_FN void fence(int Scope) {
  switch (Scope) {
  case PRISM_ATOMIC_SYSTEM:
    __nvvm_membar_sys();
    break;
  case PRISM_ATOMIC_DEVICE:
    __nvvm_membar_gl();
    break;
  default:
    __nvvm_membar_cta();
    break;
  }
}

PRISM_DEVICE_FN bool releases(int Order) {
  return Order == PRISM_ATOMIC_RELEASE || Order == PRISM_ATOMIC_ACQ_REL ||
         Order == PRISM_ATOMIC_SEQ_CST;
}

PRISM_DEVICE_FN bool acquires(int Order) {
  return Order == PRISM_ATOMIC_ACQUIRE || Order == PRISM_ATOMIC_ACQ_REL ||
         Order == PRISM_ATOMIC_SEQ_CST;
}

PRISM_DEVICE_FN void fenceBefore(int Order, int Scope) {
  if (releases(Order))
    fence(Scope);
}

PRISM_DEVICE_FN void fenceAfter(int Order, int Scope) {
  if (acquires(Order))
    fence(Scope);
}

// A seq_cst load is fenced before as well, and a seq_cst store after, so that
// a seq_cst load cannot be ordered before an earlier seq_cst store.
PRISM_DEVICE_FN void fenceBeforeLoad(int Order, int Scope) {
  if (Order == PRISM_ATOMIC_SEQ_CST)
    fence(Scope);
}

PRISM_DEVICE_FN void fenceAfterStore(int Order, int Scope) {
  if (Order == PRISM_ATOMIC_SEQ_CST)
    fence(Scope);
}

// The object may have any type of its width (float, a pointer): loads and
// stores read and write its word with no type-based alias assumption. (Not
// through a template: Clang honours may_alias only on the typedef itself.)
typedef uint32_t __attribute__((may_alias)) AnyWord32;
typedef uint64_t __attribute__((may_alias)) AnyWord64;

} // namespace

// One read-modify-write operation: the relaxed atom of the scope, between the
// fences of the order. W is the builtins' type suffix, T their value type.
#define PRISM_NVPTX_RMW(Name, Op, W, T, Word)                                  \
  PRISM_DEVICE_FN Word __prism_atomic_##Name(Word *P, Word V, int Order,       \
                                             int Scope, int) {                 \
    fenceBefore(Order, Scope);                                                 \
    T *Q = (T *)P;                                                             \
    T Old;                                                                     \
    if (Scope == PRISM_ATOMIC_SYSTEM)                                          \
      Old = __nvvm_atom_sys_##Op##_gen_##W(Q, (T)V);                           \
    else if (Scope == PRISM_ATOMIC_DEVICE)                                     \
      Old = __nvvm_atom_##Op##_gen_##W(Q, (T)V);                               \
    else                                                                       \
      Old = __nvvm_atom_cta_##Op##_gen_##W(Q, (T)V);                           \
    fenceAfter(Order, Scope);                                                  \
    return (Word)Old;                                                          \
  }

#define PRISM_NVPTX_CAS(Name, W, T, Word)                                      \
  PRISM_DEVICE_FN Word __prism_atomic_##Name(Word *P, Word Expected,           \
                                             Word Desired, int Success,        \
                                             int Failure, int Scope, int) {    \
    if (releases(Success) || Failure == PRISM_ATOMIC_SEQ_CST)                  \
      fence(Scope);                                                            \
    T *Q = (T *)P;                                                             \
    T Old;                                                                     \
    if (Scope == PRISM_ATOMIC_SYSTEM)                                          \
      Old = __nvvm_atom_sys_cas_gen_##W(Q, (T)Expected, (T)Desired);           \
    else if (Scope == PRISM_ATOMIC_DEVICE)                                     \
      Old = __nvvm_atom_cas_gen_##W(Q, (T)Expected, (T)Desired);               \
    else                                                                       \
      Old = __nvvm_atom_cta_cas_gen_##W(Q, (T)Expected, (T)Desired);           \
    if (acquires(Success) || acquires(Failure))                                \
      fence(Scope);                                                            \
    return (Word)Old;                                                          \
  }

extern "C" {

PRISM_DEVICE_FN uint32_t __prism_atomic_load_u32(uint32_t *P, int Order,
                                                 int Scope, int) {
  fenceBeforeLoad(Order, Scope);
  uint32_t V = *(volatile AnyWord32 *)P;
  fenceAfter(Order, Scope);
  return V;
}

PRISM_DEVICE_FN uint64_t __prism_atomic_load_u64(uint64_t *P, int Order,
                                                 int Scope, int) {
  fenceBeforeLoad(Order, Scope);
  uint64_t V = *(volatile AnyWord64 *)P;
  fenceAfter(Order, Scope);
  return V;
}

PRISM_DEVICE_FN void __prism_atomic_store_u32(uint32_t *P, uint32_t V,
                                              int Order, int Scope, int) {
  fenceBefore(Order, Scope);
  *(volatile AnyWord32 *)P = V;
  fenceAfterStore(Order, Scope);
}

PRISM_DEVICE_FN void __prism_atomic_store_u64(uint64_t *P, uint64_t V,
                                              int Order, int Scope, int) {
  fenceBefore(Order, Scope);
  *(volatile AnyWord64 *)P = V;
  fenceAfterStore(Order, Scope);
}

PRISM_NVPTX_CAS(compare_exchange_u32, i, int, uint32_t)
PRISM_NVPTX_CAS(compare_exchange_u64, ll, long long, uint64_t)

PRISM_NVPTX_RMW(exchange_u32, xchg, i, int, uint32_t)
PRISM_NVPTX_RMW(exchange_u64, xchg, ll, long long, uint64_t)
PRISM_NVPTX_RMW(fetch_add_u32, add, i, int, uint32_t)
PRISM_NVPTX_RMW(fetch_add_u64, add, ll, long long, uint64_t)
PRISM_NVPTX_RMW(fetch_and_u32, and, i, int, uint32_t)
PRISM_NVPTX_RMW(fetch_and_u64, and, ll, long long, uint64_t)
PRISM_NVPTX_RMW(fetch_or_u32, or, i, int, uint32_t)
PRISM_NVPTX_RMW(fetch_or_u64, or, ll, long long, uint64_t)
PRISM_NVPTX_RMW(fetch_xor_u32, xor, i, int, uint32_t)
PRISM_NVPTX_RMW(fetch_xor_u64, xor, ll, long long, uint64_t)
PRISM_NVPTX_RMW(fetch_min_i32, min, i, int, int32_t)
PRISM_NVPTX_RMW(fetch_min_u32, min, ui, unsigned, uint32_t)
PRISM_NVPTX_RMW(fetch_min_i64, min, ll, long long, int64_t)
PRISM_NVPTX_RMW(fetch_min_u64, min, ull, unsigned long long, uint64_t)
PRISM_NVPTX_RMW(fetch_max_i32, max, i, int, int32_t)
PRISM_NVPTX_RMW(fetch_max_u32, max, ui, unsigned, uint32_t)
PRISM_NVPTX_RMW(fetch_max_i64, max, ll, long long, int64_t)
PRISM_NVPTX_RMW(fetch_max_u64, max, ull, unsigned long long, uint64_t)
PRISM_NVPTX_RMW(fetch_add_f32, add, f, float, float)
PRISM_NVPTX_RMW(fetch_add_f64, add, d, double, double)

PRISM_DEVICE_FN void __prism_atomic_fence(int Order, int Scope) {
  if (Order != PRISM_ATOMIC_RELAXED)
    fence(Scope);
}

} // extern "C"
