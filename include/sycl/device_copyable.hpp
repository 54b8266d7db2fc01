//===- sycl/device_copyable.hpp - is_device_copyable, bit_cast and byte ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The small type utilities of SYCL 2020: which types the implementation may
// copy to a device as their bytes (sycl::is_device_copyable, which users
// specialize for their own types), sycl::bit_cast, and the deprecated
// sycl::byte.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DEVICE_COPYABLE_HPP
#define SYCL_DEVICE_COPYABLE_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#if __cplusplus > 201703L && __has_include(<span>)
#include <span>
#endif

/// Programs may specialize sycl::is_device_copyable (SYCL 2020 3.13.1).
#define SYCL_DEVICE_COPYABLE 1

namespace sycl {

/// An unsigned 8-bit integer; std::byte replaces it.
using byte [[deprecated("use std::byte instead")]] = std::uint8_t;

/// The bits of From as a To of the same size. constexpr, and usable in
/// device code.
template <typename To, typename From>
constexpr To bit_cast(const From &Value) noexcept {
  static_assert(sizeof(To) == sizeof(From),
                "sycl::bit_cast needs types of the same size");
  static_assert(std::is_trivially_copyable_v<To> &&
                    std::is_trivially_copyable_v<From>,
                "sycl::bit_cast needs trivially copyable types");
  return __builtin_bit_cast(To, Value);
}

template <typename DataT, std::size_t NumElements> class marray;
template <typename ElementType, std::size_t Extent> class span;

/// Whether the implementation may copy a T to a device as its bytes:
/// trivially copyable types, the standard and SYCL templates below of
/// device-copyable types, and the types a program declares device copyable
/// by specializing this template (SYCL 2020 3.13.1). A cv-qualified type is
/// its unqualified type, so that those specializations count for it too.
template <typename T>
struct is_device_copyable
    : std::conditional_t<std::is_same_v<T, std::remove_cv_t<T>>,
                         std::is_trivially_copyable<T>,
                         is_device_copyable<std::remove_cv_t<T>>> {};

template <typename T>
inline constexpr bool is_device_copyable_v = is_device_copyable<T>::value;

template <typename T, std::size_t N>
struct is_device_copyable<T[N]> : is_device_copyable<T> {};
template <typename T>
struct is_device_copyable<std::array<T, 0>> : std::true_type {};
template <typename T, std::size_t N>
struct is_device_copyable<std::array<T, N>> : is_device_copyable<T> {};
template <typename T>
struct is_device_copyable<std::optional<T>> : is_device_copyable<T> {};
template <typename T1, typename T2>
struct is_device_copyable<std::pair<T1, T2>>
    : std::bool_constant<is_device_copyable_v<T1> && is_device_copyable_v<T2>> {
};
template <typename... Types>
struct is_device_copyable<std::tuple<Types...>>
    : std::bool_constant<(is_device_copyable_v<Types> && ...)> {};
template <typename... Types>
struct is_device_copyable<std::variant<Types...>>
    : std::bool_constant<(is_device_copyable_v<Types> && ...)> {};
template <typename CharT, typename Traits>
struct is_device_copyable<std::basic_string_view<CharT, Traits>>
    : std::true_type {};
#if __cplusplus > 201703L && __has_include(<span>)
template <typename ElementType, std::size_t Extent>
struct is_device_copyable<std::span<ElementType, Extent>> : std::true_type {};
#endif
template <typename ElementType, std::size_t Extent>
struct is_device_copyable<span<ElementType, Extent>> : std::true_type {};
template <typename T, std::size_t N>
struct is_device_copyable<marray<T, N>> : is_device_copyable<T> {};

} // namespace sycl

#endif // SYCL_DEVICE_COPYABLE_HPP
