//===- sycl/detail/specialization_values.hpp - Values set on the host -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The specialization constant values a command group or a kernel bundle
// sets, by key, as bytes; at submission they become the kernel's
// specialization_table.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_SPECIALIZATION_VALUES_HPP
#define SYCL_DETAIL_SPECIALIZATION_VALUES_HPP

#include "sycl/detail/specialization_table.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace sycl {
namespace detail {

class specialization_values {
public:
  /// Signature is specialization_signature<SpecName>(), for messages.
  void set(uint64_t Key, const char *Signature, const void *Bytes, size_t Size);
  /// The bytes of the value under Key, or null when none was set.
  const void *find(uint64_t Key) const;
  bool empty() const noexcept { return Values.empty(); }
  /// Adds the values of Other that this lacks. Returns the name of a
  /// constant that both set to different bytes (nothing is added then), or
  /// an empty string.
  std::string merge(const specialization_values &Other);
  /// Fills Table; false when the values do not fit in it.
  bool write(specialization_table &Table) const;
  /// The constants set and their bytes, for messages.
  std::string describe() const;

private:
  struct value {
    uint64_t Key;
    const char *Signature;
    std::vector<unsigned char> Bytes;
  };
  std::vector<value> Values;
};

/// The name of the specialization_id in a specialization_signature.
std::string specialization_name(const char *Signature);

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_SPECIALIZATION_VALUES_HPP
