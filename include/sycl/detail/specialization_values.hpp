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
  /// Signature is specialization_signature<SpecName>(), for messages;
  /// NativeId is native_specialization_id<SpecName>() (0: emulated only).
  /// Returns the name of another constant set here with the same SpecId
  /// (their keys fold to one: no module could be specialised with both),
  /// setting nothing then, or an empty string.
  std::string set(uint64_t Key, const char *Signature, const void *Bytes,
                  size_t Size, uint32_t NativeId);
  /// The message for a constant, Signature, that set() refused because
  /// Other shares its SpecId NativeId.
  static std::string shared_native_id_message(const char *Signature,
                                              const std::string &Other,
                                              uint32_t NativeId);
  /// The bytes of the value under Key, or null when none was set.
  const void *find(uint64_t Key) const;
  bool empty() const noexcept { return Values.empty(); }
  /// Adds the values of Other that this lacks. Returns the name of a
  /// constant that both set to different bytes (nothing is added then), or
  /// an empty string.
  std::string merge(const specialization_values &Other);
  /// Fills Table, leaving out the values of SPIR-V specialization
  /// constants where OmitNative (the device's build sets them); false when
  /// the values do not fit in it.
  bool write(specialization_table &Table, bool OmitNative) const;
  /// The constants write() puts in a table and their bytes, for messages.
  std::string describe(bool OmitNative) const;

  /// A value set for a constant that is also a SPIR-V specialization
  /// constant (SpecId Id); Bytes point into this object.
  struct native_value {
    uint32_t Id;
    const void *Bytes;
    size_t Size;
  };
  /// The values of the constants that are also SPIR-V specialization
  /// constants, in the order they were set.
  std::vector<native_value> native() const;

private:
  struct value {
    uint64_t Key;
    const char *Signature;
    std::vector<unsigned char> Bytes;
    uint32_t NativeId;
  };
  std::vector<value> Values;
};

/// The name of the specialization_id in a specialization_signature.
std::string specialization_name(const char *Signature);

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_SPECIALIZATION_VALUES_HPP
