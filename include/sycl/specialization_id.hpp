//===- sycl/specialization_id.hpp - sycl::specialization_id ---------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A specialization constant is named by a specialization_id variable at
// namespace scope or a static member, declared constexpr so that device code
// can read its default value. Prism passes the values set for a command group
// to the kernel (see detail/specialization_table.hpp), and on a backend that
// specialises SPIR-V modules (Level Zero) also builds scalar ones into the
// module (detail/native_specialization.hpp).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_SPECIALIZATION_ID_HPP
#define SYCL_SPECIALIZATION_ID_HPP

#include "sycl/detail/defines.hpp"

#include <cstdint>
#include <type_traits>
#include <utility>

namespace sycl {

template <typename T> class specialization_id;

namespace detail {
template <typename T> struct specialization_id_traits;
template <typename T> struct specialization_id_traits<specialization_id<T>> {
  using value_type = T;
};

/// The value type of the specialization_id a reference names.
template <auto &SpecName>
using specialization_value_t = typename specialization_id_traits<
    std::remove_cv_t<std::remove_reference_t<decltype(SpecName)>>>::value_type;

/// Clang's name of the function, which spells SpecName as the source
/// qualifies it ("... [SpecName = ns::coefficient]"): the same text in the
/// host compile and in every device compile of one source.
template <auto &SpecName> constexpr const char *specialization_signature() {
  return __PRETTY_FUNCTION__;
}

/// 64-bit FNV-1a of the signature: the key under which the host passes a
/// constant's value and the device finds it.
template <auto &SpecName> constexpr uint64_t specialization_key() {
  const char *Text = specialization_signature<SpecName>();
  uint64_t Hash = 14695981039346656037ull;
  for (; *Text; ++Text)
    Hash = (Hash ^ static_cast<unsigned char>(*Text)) * 1099511628211ull;
  return Hash;
}
} // namespace detail

template <typename T> class specialization_id {
  static_assert(std::is_trivially_copyable_v<T>,
                "a specialization constant must be trivially copyable: its "
                "value travels to the device as bytes");

public:
  using value_type = T;

  template <typename... Args>
  explicit constexpr specialization_id(Args &&...Arguments)
      : DefaultValue(std::forward<Args>(Arguments)...) {}

  specialization_id(const specialization_id &) = delete;
  specialization_id(specialization_id &&) = delete;
  specialization_id &operator=(const specialization_id &) = delete;
  specialization_id &operator=(specialization_id &&) = delete;

  /// The value kernels see when no command group or bundle sets another.
  constexpr const T &default_value() const noexcept { return DefaultValue; }

private:
  T DefaultValue;
};

namespace detail {
/// SpecName's value from the bytes a command group, a kernel bundle or a
/// kernel's table holds for it, else (null Bytes) its default.
template <auto &SpecName>
PRISM_SYCL_HOST_DEVICE specialization_value_t<SpecName>
specialization_value_or_default(const void *Bytes) {
  using T = specialization_value_t<SpecName>;
  if (!Bytes)
    return SpecName.default_value();
  struct {
    unsigned char Bytes[sizeof(T)];
  } Raw;
  __builtin_memcpy(Raw.Bytes, Bytes, sizeof(T));
  return __builtin_bit_cast(T, Raw);
}
} // namespace detail

} // namespace sycl

#endif // SYCL_SPECIALIZATION_ID_HPP
