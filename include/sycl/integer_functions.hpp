//===- sycl/integer_functions.hpp - SYCL 2020 integer functions -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL 2020's integer functions on integer scalars and non-scalars (abs,
// abs_diff, add_sat, hadd, rhadd, clz, ctz, mad_hi, mad_sat, mul_hi,
// rotate, sub_sat, upsample, popcount, mad24, mul24; clamp, max and min,
// shared with the floating-point forms, are in common_functions.hpp).
//
// They are plain C++, the same on host and device: wrapping arithmetic in
// the unsigned type, saturation by sign tests, and the 64-bit high halves
// from 32-bit pieces, since SPIR-V for OpenCL has no 128-bit integers and
// llvm-spirv 15 cannot take the overflow intrinsics. The bit counts use
// Clang's builtins, which become the targets' instructions.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_INTEGER_FUNCTIONS_HPP
#define SYCL_INTEGER_FUNCTIONS_HPP

#include "sycl/detail/gentype.hpp"

#include <cstdint>
#include <limits>
#include <type_traits>

namespace sycl {
namespace detail {
namespace integer {

template <typename T> using unsigned_t = std::make_unsigned_t<T>;
template <typename T> constexpr int bits_v = int(sizeof(T) * 8);

template <typename T> T abs(T X) {
  if constexpr (std::is_signed_v<T>)
    return X < 0 ? T(unsigned_t<T>(0) - unsigned_t<T>(X)) : X;
  else
    return X;
}

template <typename T> T abs_diff(T X, T Y) {
  using U = unsigned_t<T>;
  return X > Y ? T(U(U(X) - U(Y))) : T(U(U(Y) - U(X)));
}

template <typename T> T add_sat(T X, T Y) {
  using U = unsigned_t<T>;
  T Sum = T(U(U(X) + U(Y)));
  if constexpr (std::is_unsigned_v<T>)
    return Sum < X ? std::numeric_limits<T>::max() : Sum;
  else if ((X < 0) == (Y < 0) && (Sum < 0) != (X < 0))
    return X < 0 ? std::numeric_limits<T>::min()
                 : std::numeric_limits<T>::max();
  else
    return Sum;
}

template <typename T> T sub_sat(T X, T Y) {
  using U = unsigned_t<T>;
  T Difference = T(U(U(X) - U(Y)));
  if constexpr (std::is_unsigned_v<T>)
    return X < Y ? T(0) : Difference;
  else if ((X < 0) != (Y < 0) && (Difference < 0) != (X < 0))
    return X < 0 ? std::numeric_limits<T>::min()
                 : std::numeric_limits<T>::max();
  else
    return Difference;
}

// (x + y) >> 1 and (x + y + 1) >> 1 without the sum's overflow.
template <typename T> T hadd(T X, T Y) {
  return T((X >> 1) + (Y >> 1) + (X & Y & 1));
}
template <typename T> T rhadd(T X, T Y) {
  return T((X >> 1) + (Y >> 1) + ((X | Y) & 1));
}

template <typename T> T clz(T X) {
  auto Bits = unsigned_t<T>(X);
  if (Bits == 0)
    return T(bits_v<T>);
  if constexpr (bits_v<T> == 64)
    return T(__builtin_clzll(Bits));
  else
    return T(__builtin_clz(Bits) - (32 - bits_v<T>));
}

template <typename T> T ctz(T X) {
  auto Bits = unsigned_t<T>(X);
  if (Bits == 0)
    return T(bits_v<T>);
  if constexpr (bits_v<T> == 64)
    return T(__builtin_ctzll(Bits));
  else
    return T(__builtin_ctz(Bits));
}

template <typename T> T popcount(T X) {
  auto Bits = unsigned_t<T>(X);
  if constexpr (bits_v<T> == 64)
    return T(__builtin_popcountll(Bits));
  else
    return T(__builtin_popcount(Bits));
}

/// The high 64 bits of the 128-bit product of unsigned X and Y.
inline uint64_t mul_hi_u64(uint64_t X, uint64_t Y) {
  uint64_t XLo = X & 0xffffffffu, XHi = X >> 32;
  uint64_t YLo = Y & 0xffffffffu, YHi = Y >> 32;
  uint64_t Cross1 = XLo * YHi, Cross2 = XHi * YLo;
  uint64_t Middle =
      ((XLo * YLo) >> 32) + (Cross1 & 0xffffffffu) + (Cross2 & 0xffffffffu);
  return XHi * YHi + (Cross1 >> 32) + (Cross2 >> 32) + (Middle >> 32);
}

/// The high half of X * Y: of the double-width product for up to 32 bits,
/// of the 128-bit product for 64 (signed: the unsigned one, corrected for
/// each negative factor).
template <typename T> T mul_hi(T X, T Y) {
  if constexpr (bits_v<T> < 64) {
    using Wide = std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
    return T((Wide(X) * Wide(Y)) >> bits_v<T>);
  } else {
    uint64_t High = mul_hi_u64(uint64_t(X), uint64_t(Y));
    if constexpr (std::is_signed_v<T>)
      High -= (X < 0 ? uint64_t(Y) : 0) + (Y < 0 ? uint64_t(X) : 0);
    return T(High);
  }
}

template <typename T> T mad_hi(T A, T B, T C) {
  using U = unsigned_t<T>;
  return T(U(U(mul_hi(A, B)) + U(C)));
}

/// A * B + C, saturated: exact in 64 bits for up to 32-bit types; for 64,
/// the 128-bit value (High:Low) is formed and tested against the range.
template <typename T> T mad_sat(T A, T B, T C) {
  constexpr T Min = std::numeric_limits<T>::min();
  constexpr T Max = std::numeric_limits<T>::max();
  if constexpr (bits_v<T> < 64) {
    using Wide = std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
    Wide Exact = Wide(A) * Wide(B) + Wide(C);
    return Exact < Wide(Min) ? Min : Exact > Wide(Max) ? Max : T(Exact);
  } else {
    uint64_t Low = uint64_t(A) * uint64_t(B);
    uint64_t High = uint64_t(mul_hi(A, B));
    uint64_t Sum = Low + uint64_t(C);
    High += uint64_t(Sum < Low);
    if constexpr (std::is_signed_v<T>) {
      High += C < 0 ? ~uint64_t(0) : 0;
      bool Negative = int64_t(High) < 0;
      if (High != (int64_t(Sum) < 0 ? ~uint64_t(0) : 0))
        return Negative ? Min : Max;
    } else if (High != 0) {
      return Max;
    }
    return T(Sum);
  }
}

/// V rotated left by Count modulo the width.
template <typename T> T rotate(T V, T Count) {
  using U = unsigned_t<T>;
  constexpr int Bits = bits_v<T>;
  unsigned Shift = unsigned(U(Count)) & (Bits - 1);
  U X = U(V);
  return T(U((X << Shift) | (X >> ((Bits - Shift) & (Bits - 1)))));
}

/// 32-bit multiplications whose operands fit in 24 bits (what happens
/// otherwise is undefined; here, the 32-bit product).
template <typename T> T mul24(T X, T Y) {
  static_assert(sizeof(T) == 4, "mul24 and mad24 take 32-bit integers");
  using U = unsigned_t<T>;
  return T(U(U(X) * U(Y)));
}
template <typename T> T mad24(T X, T Y, T Z) {
  using U = unsigned_t<T>;
  return T(U(U(mul24(X, Y)) + U(Z)));
}

/// Hi in the high half, Lo in the low half of the twice wider integer,
/// signed as Hi is.
template <typename T> auto upsample(T Hi, unsigned_t<T> Lo) {
  constexpr int Bits = bits_v<T>;
  using WideU =
      std::conditional_t<Bits == 8, uint16_t,
                         std::conditional_t<Bits == 16, uint32_t, uint64_t>>;
  using Wide =
      std::conditional_t<std::is_signed_v<T>, std::make_signed_t<WideU>, WideU>;
  return Wide(WideU(WideU(unsigned_t<T>(Hi)) << Bits) | WideU(Lo));
}

/// The integers upsample takes as its first argument.
template <typename T>
constexpr bool is_upsample_high_v = is_int_element_v<T> &&
                                    (sizeof(T) == 1 || sizeof(T) == 2 ||
                                     sizeof(T) == 4);

} // namespace integer
} // namespace detail

/// Name on integers of one gentype, scalar or not, element by element.
#define PRISM_SYCL_INTEGER(Name)                                               \
  template <typename GenInt1, typename... GenInt2>                             \
  detail::geninteger_result_t<GenInt1, GenInt2...> Name(GenInt1 X,             \
                                                        GenInt2... Y) {        \
    return detail::each<GenInt1, GenInt2...>::template call<                   \
        detail::integer::Name>(X, Y...);                                       \
  }
PRISM_SYCL_INTEGER(abs)
PRISM_SYCL_INTEGER(clz)
PRISM_SYCL_INTEGER(ctz)
PRISM_SYCL_INTEGER(popcount)
PRISM_SYCL_INTEGER(abs_diff)
PRISM_SYCL_INTEGER(add_sat)
PRISM_SYCL_INTEGER(hadd)
PRISM_SYCL_INTEGER(rhadd)
PRISM_SYCL_INTEGER(mul_hi)
PRISM_SYCL_INTEGER(mul24)
PRISM_SYCL_INTEGER(rotate)
PRISM_SYCL_INTEGER(sub_sat)
PRISM_SYCL_INTEGER(mad_hi)
PRISM_SYCL_INTEGER(mad_sat)
PRISM_SYCL_INTEGER(mad24)
#undef PRISM_SYCL_INTEGER

/// Hi and Lo side by side in integers of twice the width.
template <typename GenInt1, typename GenInt2,
          typename = std::enable_if_t<
              detail::integer::is_upsample_high_v<detail::element_t<GenInt1>> &&
              std::is_same_v<
                  detail::rebind_t<GenInt1, std::make_unsigned_t<
                                                detail::element_t<GenInt1>>>,
                  detail::simplify_t<GenInt2>>>>
auto upsample(GenInt1 Hi, GenInt2 Lo) {
  using Element = detail::element_t<GenInt1>;
  using Wide = decltype(detail::integer::upsample(Element(), 0));
  detail::simplify_t<GenInt1> High = Hi;
  detail::simplify_t<GenInt2> Low = Lo;
  detail::rebind_t<GenInt1, Wide> Result;
  for (size_t I = 0; I < detail::element_count_v<GenInt1>; ++I)
    detail::element(Result, I) = detail::integer::upsample(
        detail::element(High, I), detail::element(Low, I));
  return Result;
}

} // namespace sycl

#endif // SYCL_INTEGER_FUNCTIONS_HPP
