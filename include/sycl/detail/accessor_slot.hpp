//===- sycl/detail/accessor_slot.hpp - Where an accessor's pointer goes ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The part of a buffer accessor the runtime fills in at submission: the
// kernel functor is copied as bytes, and the runtime finds each accessor in
// them by its buffer and the tag (a buffer's address followed by the tag
// cannot occur by chance), then writes the address of the memory the
// command uses into Data. See sycl/accessor.hpp.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_ACCESSOR_SLOT_HPP
#define SYCL_DETAIL_ACCESSOR_SLOT_HPP

#include "sycl/detail/forward.hpp"

namespace sycl {
namespace detail {

inline constexpr unsigned long long accessor_slot_tag = 0x31534c4f54534d50ull;

struct accessor_slot {
  void *Data;
  const buffer_impl *Buffer;
  unsigned long long Tag;
};

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_ACCESSOR_SLOT_HPP
