//===- sycl/detail/atomic_ops.hpp - Device atomics by word type -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The device library's atomic operations (prism/device/atomics.h) as
// overloads on the word type, so that atomic_ref picks the 32- or 64-bit
// operation, signed or unsigned, by overload resolution. The memory order,
// scope and address space travel as the PRISM_ATOMIC_* numbers, which are
// the values of the SYCL enumerations. The host compile has host
// definitions of them (prism/device/atomics.h).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_ATOMIC_OPS_HPP
#define SYCL_DETAIL_ATOMIC_OPS_HPP

#include "prism/device/atomics.h"
#include "sycl/access.hpp"
#include "sycl/detail/defines.hpp"
#include "sycl/memory_enums.hpp"

#include <cstdint>

namespace sycl {
namespace detail {

static_assert(int(memory_order::relaxed) == PRISM_ATOMIC_RELAXED &&
                  int(memory_order::acquire) == PRISM_ATOMIC_ACQUIRE &&
                  int(memory_order::release) == PRISM_ATOMIC_RELEASE &&
                  int(memory_order::acq_rel) == PRISM_ATOMIC_ACQ_REL &&
                  int(memory_order::seq_cst) == PRISM_ATOMIC_SEQ_CST,
              "memory_order must number as the device library's orders");
static_assert(int(memory_scope::work_item) == PRISM_ATOMIC_WORK_ITEM &&
                  int(memory_scope::sub_group) == PRISM_ATOMIC_SUB_GROUP &&
                  int(memory_scope::work_group) == PRISM_ATOMIC_WORK_GROUP &&
                  int(memory_scope::device) == PRISM_ATOMIC_DEVICE &&
                  int(memory_scope::system) == PRISM_ATOMIC_SYSTEM,
              "memory_scope must number as the device library's scopes");

/// The device library's name for where an atomic object lives.
constexpr int atomic_space(access::address_space Space) {
  return Space == access::address_space::global_space  ? PRISM_ATOMIC_GLOBAL
         : Space == access::address_space::local_space ? PRISM_ATOMIC_LOCAL
                                                       : PRISM_ATOMIC_GENERIC;
}

namespace atomic_ops {

PRISM_SYCL_HOST_DEVICE inline uint32_t load(uint32_t *P, int O, int S, int Sp) {
  return __prism_atomic_load_u32(P, O, S, Sp);
}
PRISM_SYCL_HOST_DEVICE inline uint64_t load(uint64_t *P, int O, int S, int Sp) {
  return __prism_atomic_load_u64(P, O, S, Sp);
}
PRISM_SYCL_HOST_DEVICE inline void store(uint32_t *P, uint32_t V, int O, int S,
                                         int Sp) {
  __prism_atomic_store_u32(P, V, O, S, Sp);
}
PRISM_SYCL_HOST_DEVICE inline void store(uint64_t *P, uint64_t V, int O, int S,
                                         int Sp) {
  __prism_atomic_store_u64(P, V, O, S, Sp);
}
PRISM_SYCL_HOST_DEVICE inline uint32_t
compare_exchange(uint32_t *P, uint32_t Expected, uint32_t Desired, int Success,
                 int Failure, int S, int Sp) {
  return __prism_atomic_compare_exchange_u32(P, Expected, Desired, Success,
                                             Failure, S, Sp);
}
PRISM_SYCL_HOST_DEVICE inline uint64_t
compare_exchange(uint64_t *P, uint64_t Expected, uint64_t Desired, int Success,
                 int Failure, int S, int Sp) {
  return __prism_atomic_compare_exchange_u64(P, Expected, Desired, Success,
                                             Failure, S, Sp);
}

// The read-modify-write operations, one overload per word type.
#define PRISM_SYCL_ATOMIC_RMW(Name, T, Suffix)                                 \
  PRISM_SYCL_HOST_DEVICE inline T Name(T *P, T V, int O, int S, int Sp) {      \
    return __prism_atomic_##Name##_##Suffix(P, V, O, S, Sp);                   \
  }
PRISM_SYCL_ATOMIC_RMW(exchange, uint32_t, u32)
PRISM_SYCL_ATOMIC_RMW(exchange, uint64_t, u64)
PRISM_SYCL_ATOMIC_RMW(fetch_add, uint32_t, u32)
PRISM_SYCL_ATOMIC_RMW(fetch_add, uint64_t, u64)
PRISM_SYCL_ATOMIC_RMW(fetch_add, float, f32)
PRISM_SYCL_ATOMIC_RMW(fetch_add, double, f64)
PRISM_SYCL_ATOMIC_RMW(fetch_and, uint32_t, u32)
PRISM_SYCL_ATOMIC_RMW(fetch_and, uint64_t, u64)
PRISM_SYCL_ATOMIC_RMW(fetch_or, uint32_t, u32)
PRISM_SYCL_ATOMIC_RMW(fetch_or, uint64_t, u64)
PRISM_SYCL_ATOMIC_RMW(fetch_xor, uint32_t, u32)
PRISM_SYCL_ATOMIC_RMW(fetch_xor, uint64_t, u64)
PRISM_SYCL_ATOMIC_RMW(fetch_min, int32_t, i32)
PRISM_SYCL_ATOMIC_RMW(fetch_min, uint32_t, u32)
PRISM_SYCL_ATOMIC_RMW(fetch_min, int64_t, i64)
PRISM_SYCL_ATOMIC_RMW(fetch_min, uint64_t, u64)
PRISM_SYCL_ATOMIC_RMW(fetch_max, int32_t, i32)
PRISM_SYCL_ATOMIC_RMW(fetch_max, uint32_t, u32)
PRISM_SYCL_ATOMIC_RMW(fetch_max, int64_t, i64)
PRISM_SYCL_ATOMIC_RMW(fetch_max, uint64_t, u64)
#undef PRISM_SYCL_ATOMIC_RMW

} // namespace atomic_ops
} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_ATOMIC_OPS_HPP
