//===- sycl/detail/specialization_table.hpp - Constants passed to a kernel ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The specialization constant values of one launch. A kernel that takes a
// sycl::kernel_handler carries this table in its by-value argument, behind
// its functor; libsycl writes the values of the command group (or of the
// kernel bundle it uses) into it at submission, and the kernel_handler looks
// a constant up by key. A constant absent from the table has its default.
// Passing values instead of specializing the image works the same on every
// backend (PTX has no specialization constants) and never rebuilds a
// program; where a device's build sets the scalar ones natively, the table
// leaves them out. Its size is fixed because the kernel's argument size is
// fixed at compile time.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_SPECIALIZATION_TABLE_HPP
#define SYCL_DETAIL_SPECIALIZATION_TABLE_HPP

#include <cstdint>

namespace sycl {
namespace detail {

struct specialization_table {
  static constexpr uint32_t MaxConstants = 8;
  static constexpr uint32_t MaxBytes = 128;

  uint32_t Count;
  uint16_t Offsets[MaxConstants]; // of each value in Data
  uint64_t Keys[MaxConstants];    // detail::specialization_key
  alignas(16) unsigned char Data[MaxBytes];

  /// The bytes of the value under Key, or null.
  const unsigned char *find(uint64_t Key) const {
    for (uint32_t I = 0; I < Count && I < MaxConstants; ++I)
      if (Keys[I] == Key)
        return Data + Offsets[I];
    return nullptr;
  }
};

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_SPECIALIZATION_TABLE_HPP
