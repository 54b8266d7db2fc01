//===- sycl/detail/sub_group_shuffle.hpp - Shuffles of any type ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The device library shuffles 32- and 64-bit words between the work-items
// of a sub-group; a value of any trivially copyable type travels as the
// words that hold its bytes. Values of up to 64 bits can also be gathered
// (prism/device/sub_groups.h). Device code only.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_SUB_GROUP_SHUFFLE_HPP
#define SYCL_DETAIL_SUB_GROUP_SHUFFLE_HPP

#include "prism/device/sub_groups.h"
#include "sycl/detail/defines.hpp"

#include <cstdint>
#include <type_traits>

namespace sycl {
namespace detail {

/// The value Value has in lane Lane of the calling work-item's sub-group.
template <typename T>
PRISM_SYCL_HOST_DEVICE T sub_group_shuffle(T Value, uint32_t Lane) {
  static_assert(std::is_trivially_copyable_v<T>,
                "values exchanged between the work-items of a group must be "
                "trivially copyable");
  if constexpr (sizeof(T) == sizeof(uint32_t)) {
    return __builtin_bit_cast(
        T, __prism_sub_group_shuffle_u32(__builtin_bit_cast(uint32_t, Value),
                                         Lane));
  } else if constexpr (sizeof(T) == sizeof(uint64_t)) {
    return __builtin_bit_cast(
        T, __prism_sub_group_shuffle_u64(__builtin_bit_cast(uint64_t, Value),
                                         Lane));
  } else {
    constexpr size_t Words = (sizeof(T) + 3) / 4;
    uint32_t Bits[Words] = {};
    __builtin_memcpy(Bits, &Value, sizeof(T));
    for (size_t I = 0; I < Words; ++I)
      Bits[I] = __prism_sub_group_shuffle_u32(Bits[I], Lane);
    __builtin_memcpy(&Value, Bits, sizeof(T));
    return Value;
  }
}

/// Whether a value of type T fits a gather's word.
template <typename T>
inline constexpr bool sub_group_gatherable = std::is_trivially_copyable_v<T> &&
                                             sizeof(T) <= sizeof(uint64_t);

/// Each lane's Value for sub_group_gathered, until the next exchange.
template <typename T> PRISM_SYCL_HOST_DEVICE void sub_group_gather(T Value) {
  static_assert(sub_group_gatherable<T>);
  uint64_t Word = 0;
  __builtin_memcpy(&Word, &Value, sizeof(T));
  __prism_sub_group_gather_u64(Word);
}

/// The Value lane Lane gave sub_group_gather.
template <typename T>
PRISM_SYCL_HOST_DEVICE T sub_group_gathered(T Value, uint32_t Lane) {
  static_assert(sub_group_gatherable<T>);
  uint64_t Word = 0;
  __builtin_memcpy(&Word, &Value, sizeof(T));
  Word = __prism_sub_group_gathered_u64(Word, Lane);
  __builtin_memcpy(&Value, &Word, sizeof(T));
  return Value;
}

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_SUB_GROUP_SHUFFLE_HPP
