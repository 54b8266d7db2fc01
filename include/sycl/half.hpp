//===- sycl/half.hpp - sycl::half, the 16-bit floating-point type ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// IEEE 754 binary16 with the arithmetic of a built-in floating-point type:
// every operation on halves rounds its exact result to half once (to
// nearest, ties to even); a half meets float or double in the wider type,
// and an integer in half, as C++'s usual arithmetic conversions do.
//
// half holds a _Float16 where the compiler offers one (the x86-64 host and
// the spir64 device compiles). Clang 15 refuses _Float16 for nvptx64, where
// half holds an __fp16, Clang's storage-only type, and computes in float:
// one operation on two halves done in float and rounded to half is the
// correctly rounded result (float has more than twice half's precision),
// so both hold the same bits after every operation. Either way half is two
// bytes, trivially copyable, and the same in host and device code.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_HALF_HPP
#define SYCL_HALF_HPP

#include <cstdint>
#include <limits>
#include <type_traits>

namespace sycl {

namespace detail {
// half_storage is what half holds, half_arith what an operation on two of
// them gives; half_is_float16 says whether half_storage computes in half,
// and so vectors of it too.
#if defined(__FLT16_MAX__) && !defined(__NVPTX__)
using half_storage = _Float16;
using half_arith = _Float16;
inline constexpr bool half_is_float16 = true;
#else
using half_storage = __fp16;
using half_arith = float;
inline constexpr bool half_is_float16 = false;
#endif
} // namespace detail

class half;

namespace detail {
constexpr half half_from_bits(uint16_t Bits);
constexpr uint16_t half_to_bits(half H);
} // namespace detail

class half {
  /// What an arithmetic operation of half and T gives: T for float and
  /// double, half for integers.
  template <typename T>
  using mixed_t = std::enable_if_t<
      std::is_arithmetic_v<T>,
      std::conditional_t<std::is_floating_point_v<T>, T, half>>;
  template <typename T>
  using mixed_bool_t = std::enable_if_t<std::is_arithmetic_v<T>, bool>;

public:
  half() = default;
  /// From any arithmetic type, rounding once (a double is not rounded to
  /// float first).
  template <typename T, typename = std::enable_if_t<std::is_arithmetic_v<T>>>
  constexpr half(T Value) : Value(static_cast<detail::half_storage>(Value)) {}

  constexpr operator float() const { return static_cast<float>(Value); }

  friend half operator+(half L, half R) { return half(L.Value + R.Value, 0); }
  friend half operator-(half L, half R) { return half(L.Value - R.Value, 0); }
  friend half operator*(half L, half R) { return half(L.Value * R.Value, 0); }
  friend half operator/(half L, half R) { return half(L.Value / R.Value, 0); }
  friend half operator-(half H) {
    return detail::half_from_bits(detail::half_to_bits(H) ^ 0x8000u);
  }
  friend half operator+(half H) { return H; }

  half &operator+=(half R) { return *this = *this + R; }
  half &operator-=(half R) { return *this = *this - R; }
  half &operator*=(half R) { return *this = *this * R; }
  half &operator/=(half R) { return *this = *this / R; }
  half &operator++() { return *this += half(1); }
  half &operator--() { return *this -= half(1); }
  half operator++(int) {
    half Old = *this;
    ++*this;
    return Old;
  }
  half operator--(int) {
    half Old = *this;
    --*this;
    return Old;
  }

  friend bool operator==(half L, half R) { return L.Value == R.Value; }
  friend bool operator!=(half L, half R) { return L.Value != R.Value; }
  friend bool operator<(half L, half R) { return L.Value < R.Value; }
  friend bool operator>(half L, half R) { return L.Value > R.Value; }
  friend bool operator<=(half L, half R) { return L.Value <= R.Value; }
  friend bool operator>=(half L, half R) { return L.Value >= R.Value; }

// A half with another arithmetic type: both converted to mixed_t first.
#define PRISM_SYCL_HALF_MIXED(OP, Result)                                      \
  template <typename T> friend Result<T> operator OP(half L, T R) {            \
    return mixed_t<T>(L) OP mixed_t<T>(R);                                     \
  }                                                                            \
  template <typename T> friend Result<T> operator OP(T L, half R) {            \
    return mixed_t<T>(L) OP mixed_t<T>(R);                                     \
  }
  PRISM_SYCL_HALF_MIXED(+, mixed_t)
  PRISM_SYCL_HALF_MIXED(-, mixed_t)
  PRISM_SYCL_HALF_MIXED(*, mixed_t)
  PRISM_SYCL_HALF_MIXED(/, mixed_t)
  PRISM_SYCL_HALF_MIXED(==, mixed_bool_t)
  PRISM_SYCL_HALF_MIXED(!=, mixed_bool_t)
  PRISM_SYCL_HALF_MIXED(<, mixed_bool_t)
  PRISM_SYCL_HALF_MIXED(>, mixed_bool_t)
  PRISM_SYCL_HALF_MIXED(<=, mixed_bool_t)
  PRISM_SYCL_HALF_MIXED(>=, mixed_bool_t)
#undef PRISM_SYCL_HALF_MIXED

private:
  /// From the result of an operation on the storage type (a float when
  /// that is __fp16), rounding it to half; the int only tells it apart
  /// from the public constructor.
  constexpr half(detail::half_arith Value, int) : Value(Value) {}
  struct bits_tag {};
  constexpr half(uint16_t Bits, bits_tag)
      : Value(__builtin_bit_cast(detail::half_storage, Bits)) {}

  friend constexpr half detail::half_from_bits(uint16_t Bits);
  friend constexpr uint16_t detail::half_to_bits(half H);

  detail::half_storage Value;
};

namespace detail {
/// The half whose IEEE 754 encoding is Bits, and back.
constexpr half half_from_bits(uint16_t Bits) {
  return half(Bits, half::bits_tag{});
}
constexpr uint16_t half_to_bits(half H) {
  return __builtin_bit_cast(uint16_t, H.Value);
}
} // namespace detail

static_assert(sizeof(half) == 2 && alignof(half) == 2,
              "half must be laid out the same in host and device code");

} // namespace sycl

namespace std {
template <> struct numeric_limits<sycl::half> {
  static constexpr bool is_specialized = true;
  static constexpr bool is_signed = true;
  static constexpr bool is_integer = false;
  static constexpr bool is_exact = false;
  static constexpr bool has_infinity = true;
  static constexpr bool has_quiet_NaN = true;
  static constexpr bool has_signaling_NaN = true;
  static constexpr float_denorm_style has_denorm = denorm_present;
  static constexpr bool has_denorm_loss = false;
  static constexpr float_round_style round_style = round_to_nearest;
  static constexpr bool is_iec559 = true;
  static constexpr bool is_bounded = true;
  static constexpr bool is_modulo = false;
  static constexpr int digits = 11;
  static constexpr int digits10 = 3;
  static constexpr int max_digits10 = 5;
  static constexpr int radix = 2;
  static constexpr int min_exponent = -13;
  static constexpr int min_exponent10 = -4;
  static constexpr int max_exponent = 16;
  static constexpr int max_exponent10 = 4;
  static constexpr bool traps = false;
  static constexpr bool tinyness_before = false;

  static constexpr sycl::half min() noexcept {
    return sycl::detail::half_from_bits(0x0400);
  }
  static constexpr sycl::half max() noexcept {
    return sycl::detail::half_from_bits(0x7bff);
  }
  static constexpr sycl::half lowest() noexcept {
    return sycl::detail::half_from_bits(0xfbff);
  }
  static constexpr sycl::half epsilon() noexcept {
    return sycl::detail::half_from_bits(0x1400);
  }
  static constexpr sycl::half round_error() noexcept {
    return sycl::detail::half_from_bits(0x3800);
  }
  static constexpr sycl::half infinity() noexcept {
    return sycl::detail::half_from_bits(0x7c00);
  }
  static constexpr sycl::half quiet_NaN() noexcept {
    return sycl::detail::half_from_bits(0x7e00);
  }
  static constexpr sycl::half signaling_NaN() noexcept {
    return sycl::detail::half_from_bits(0x7d00);
  }
  static constexpr sycl::half denorm_min() noexcept {
    return sycl::detail::half_from_bits(0x0001);
  }
};
} // namespace std

#endif // SYCL_HALF_HPP
