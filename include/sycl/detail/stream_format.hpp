//===- sycl/detail/stream_format.hpp - Numbers as text for sycl::stream ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// How sycl::stream turns integers and floating-point numbers into text in
// device code, where there is no C library: as std::ostream does under the
// same flags, that is as C's printf conversions %d, %o, %x and %g, %f, %e,
// %a. Each writer hands its characters one at a time to a sink (anything
// callable with a char), so that the stream can measure a field before
// writing it, to pad it to its width.
//
// Decimal digits of a floating-point number come from scaling it by powers
// of ten in double-double arithmetic (about 106 bits), not from exact
// big-number arithmetic: at most 17 significant digits are computed, enough
// to tell any two doubles apart, and further ones are written as zeros where
// the C library writes the binary value's exact decimal expansion. (Under
// -ffast-math the compiler may fold the rounding errors the arithmetic
// keeps, and the last digits may then differ.)
//
// Host-device: the floating-point writer is compiled once into the device
// library, behind __prism_stream_floating below, and the host unit tests
// compare the writers with std::ostringstream.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_STREAM_FORMAT_HPP
#define SYCL_DETAIL_STREAM_FORMAT_HPP

#include "sycl/detail/defines.hpp"

#include <type_traits>

namespace sycl {
namespace detail {

enum class float_notation : unsigned char { general, fixed, scientific, hex };

/// The formatting state that std::ios_base keeps and SYCL's stream
/// manipulators set.
struct stream_format {
  unsigned char Base = 10; // 8, 10 or 16
  bool ShowBase = false;
  bool ShowPos = false;
  float_notation Notation = float_notation::general;
  int Precision = 6;
  int Width = 0; // of the next field only
};

template <typename Sink>
PRISM_SYCL_HOST_DEVICE void write_text(Sink &Put, const char *Text) {
  for (; *Text; ++Text)
    Put(*Text);
}

PRISM_SYCL_HOST_DEVICE inline char digit_char(unsigned Digit) {
  return char(Digit < 10 ? '0' + Digit : 'a' + (Digit - 10));
}

/// Value in F's base (as %d, %u, %o or %x with '+' for showpos and '#'-like
/// prefixes for showbase): signed numbers in octal or hexadecimal are their
/// two's complement in T's width, as std::ostream prints them. Not inlined:
/// a kernel with many outputs would otherwise hold a copy per output, which
/// makes device compilers (PoCL above all) slow.
template <typename T, typename Sink>
PRISM_SYCL_HOST_DEVICE PRISM_SYCL_COLD void
write_integer(Sink &Put, T Value, const stream_format &F) {
  static_assert(std::is_integral_v<T>, "write_integer takes an integer");
  using Unsigned = std::make_unsigned_t<T>;
  const bool Decimal = F.Base != 8 && F.Base != 16;
  const unsigned Base = Decimal ? 10 : F.Base;
  const bool Negative = Decimal && Value < 0;
  // -(Value + 1) + 1: the magnitude of the most negative value too.
  unsigned long long Magnitude =
      Negative ? static_cast<unsigned long long>(-(Value + 1)) + 1
               : static_cast<unsigned long long>(static_cast<Unsigned>(Value));
  if (Negative)
    Put('-');
  else if (Decimal && F.ShowPos && std::is_signed_v<T>)
    Put('+');
  else if (!Decimal && F.ShowBase && Magnitude != 0) {
    Put('0');
    if (Base == 16)
      Put('x');
  }
  char Digits[24];
  int Count = 0;
  do {
    Digits[Count++] = digit_char(unsigned(Magnitude % Base));
    Magnitude /= Base;
  } while (Magnitude);
  while (Count > 0)
    Put(Digits[--Count]);
}

/// Decimal digits of a number: Digits[0] has the weight 10^Exponent, the
/// digits after the first Count are zeros.
struct decimal_digits {
  static constexpr int MaxCount = 17; // enough to tell any two doubles apart
  char Digits[MaxCount];
  int Count = 0;
  int Exponent = 0;

  /// The digit of weight 10^Position.
  PRISM_SYCL_HOST_DEVICE char at(int Position) const {
    int Index = Exponent - Position;
    return Index >= 0 && Index < Count ? Digits[Index] : '0';
  }
  /// The position of the last digit that is not zero (0 for zero).
  PRISM_SYCL_HOST_DEVICE int last_nonzero_position() const {
    for (int Index = Count - 1; Index >= 0; --Index)
      if (Digits[Index] != '0')
        return Exponent - Index;
    return 0;
  }
};

/// A number held as the unevaluated sum Hi + Lo, |Lo| <= ulp(Hi) / 2: twice
/// the precision of a double.
struct double_double {
  double Hi;
  double Lo;

  /// A + B, |A| >= |B|, normalised (Fast2Sum).
  PRISM_SYCL_HOST_DEVICE double_double(double A, double B = 0)
      : Hi(A + B), Lo(B - (Hi - A)) {}

  PRISM_SYCL_HOST_DEVICE bool at_least(double Bound) const {
    return Hi > Bound || (Hi == Bound && Lo >= 0);
  }
};

/// 10^Power for Power in 0..22, where it is an exact double.
PRISM_SYCL_HOST_DEVICE inline double exact_power_of_ten(int Power) {
  double Factor = 1;
  for (int I = 0; I < Power; ++I)
    Factor *= 10;
  return Factor;
}

/// Value * 10^Power in steps by exact powers of ten, each keeping its
/// rounding error (a fused multiply-add gives it exactly): exact but for the
/// last bits of a double-double.
PRISM_SYCL_HOST_DEVICE inline double_double scale_by_power_of_ten(double Value,
                                                                  int Power) {
  double_double X(Value);
  while (Power != 0) {
    int Step = Power > 22 ? 22 : Power < -22 ? -22 : Power;
    double Factor = exact_power_of_ten(Step < 0 ? -Step : Step);
    if (Step > 0) {
      double Hi = X.Hi * Factor;
      X = double_double(Hi, __builtin_fma(X.Hi, Factor, -Hi) + X.Lo * Factor);
    } else {
      double Hi = X.Hi / Factor;
      // X.Hi - Hi * Factor, exactly.
      double Remainder = __builtin_fma(-Hi, Factor, X.Hi);
      X = double_double(Hi, (Remainder + X.Lo) / Factor);
    }
    Power -= Step;
  }
  return X;
}

/// floor(log10(Value)) for a positive finite Value.
PRISM_SYCL_HOST_DEVICE inline int decimal_exponent(double Value) {
  unsigned long long Bits;
  __builtin_memcpy(&Bits, &Value, sizeof Bits);
  // log10(2^e), a first guess the loops correct (by many steps only for
  // subnormals).
  double Guess = (int((Bits >> 52) & 0x7ff) - 1023) * 0.30102999566398120;
  int Exponent = int(Guess);
  if (Guess < Exponent)
    --Exponent;
  while (scale_by_power_of_ten(Value, -Exponent).at_least(10))
    ++Exponent;
  while (!scale_by_power_of_ten(Value, -Exponent).at_least(1))
    --Exponent;
  return Exponent;
}

/// X (at least 0, below 2^63) rounded to an integer, half to even.
PRISM_SYCL_HOST_DEVICE inline unsigned long long
round_half_even(const double_double &X) {
  unsigned long long Integer = static_cast<unsigned long long>(X.Hi);
  // Exact: Hi is within 1 of Integer.
  double Fraction = X.Hi - static_cast<double>(Integer);
  if (X.Hi >= 0x1p52) {
    // Hi is an integer, the fraction is in Lo (whose floor is negative for
    // a negative Lo).
    long long Whole = static_cast<long long>(X.Lo);
    if (X.Lo < Whole)
      --Whole;
    Integer += Whole;
    Fraction = X.Lo - Whole;
  } else if (Fraction == 0.5 && X.Lo != 0) {
    // An exact half only in Hi: Lo says on which side the number is.
    return Integer + (X.Lo > 0);
  }
  // Otherwise Lo cannot move Hi's fraction across a half.
  return Integer + (Fraction > 0.5 || (Fraction == 0.5 && (Integer & 1)));
}

/// Value (positive, finite, of decimal exponent Exponent) rounded to Count
/// significant digits, half to even.
PRISM_SYCL_HOST_DEVICE inline decimal_digits
round_to_digits(double Value, int Exponent, int Count) {
  if (Count > decimal_digits::MaxCount)
    Count = decimal_digits::MaxCount;
  unsigned long long Mantissa =
      round_half_even(scale_by_power_of_ten(Value, Count - 1 - Exponent));
  unsigned long long Limit = 1;
  for (int I = 0; I < Count; ++I)
    Limit *= 10;
  if (Mantissa >= Limit) { // rounded up to the next power of ten
    Mantissa /= 10;
    ++Exponent;
  }
  decimal_digits Result;
  Result.Count = Count;
  Result.Exponent = Exponent;
  for (int Index = Count - 1; Index >= 0; --Index) {
    Result.Digits[Index] = digit_char(unsigned(Mantissa % 10));
    Mantissa /= 10;
  }
  return Result;
}

/// Digits from the larger of their first position and 10^0 down to
/// 10^-Decimals, with a point before the fraction.
template <typename Sink>
PRISM_SYCL_HOST_DEVICE void write_positional(Sink &Put, const decimal_digits &D,
                                             int Decimals) {
  for (int Position = D.Exponent > 0 ? D.Exponent : 0; Position >= 0;
       --Position)
    Put(D.at(Position));
  if (Decimals > 0)
    Put('.');
  for (int Position = -1; Position >= -Decimals; --Position)
    Put(D.at(Position));
}

/// The first digit, a point and Decimals more, and the exponent (e+XX).
template <typename Sink>
PRISM_SYCL_HOST_DEVICE void
write_exponential(Sink &Put, const decimal_digits &D, int Decimals) {
  Put(D.at(D.Exponent));
  if (Decimals > 0)
    Put('.');
  for (int I = 1; I <= Decimals; ++I)
    Put(D.at(D.Exponent - I));
  Put('e');
  Put(D.Exponent < 0 ? '-' : '+');
  int Magnitude = D.Exponent < 0 ? -D.Exponent : D.Exponent;
  if (Magnitude < 10)
    Put('0');
  char Digits[4];
  int Count = 0;
  do {
    Digits[Count++] = digit_char(unsigned(Magnitude % 10));
    Magnitude /= 10;
  } while (Magnitude);
  while (Count > 0)
    Put(Digits[--Count]);
}

/// %.<Precision>f of a positive or zero Magnitude.
template <typename Sink>
PRISM_SYCL_HOST_DEVICE void write_fixed(Sink &Put, double Magnitude,
                                        int Precision) {
  decimal_digits D;
  if (Magnitude != 0) {
    int Exponent = decimal_exponent(Magnitude);
    int Count = Exponent + 1 + Precision;
    if (Count > 0) {
      D = round_to_digits(Magnitude, Exponent, Count);
    } else if (Count == 0 &&
               round_half_even(scale_by_power_of_ten(Magnitude, Precision))) {
      // Below the last decimal, but rounds up to it.
      D.Digits[0] = '1';
      D.Count = 1;
      D.Exponent = -Precision;
    }
  }
  write_positional(Put, D, Precision);
}

/// %.<Precision>e of a positive or zero Magnitude.
template <typename Sink>
PRISM_SYCL_HOST_DEVICE void write_scientific(Sink &Put, double Magnitude,
                                             int Precision) {
  decimal_digits D;
  if (Magnitude != 0)
    D = round_to_digits(Magnitude, decimal_exponent(Magnitude), Precision + 1);
  write_exponential(Put, D, Precision);
}

/// %.<Precision>g of a positive or zero Magnitude: Precision significant
/// digits, positional unless the exponent is below -4 or not below
/// Precision, without trailing zeros.
template <typename Sink>
PRISM_SYCL_HOST_DEVICE void write_general(Sink &Put, double Magnitude,
                                          int Precision) {
  if (Magnitude == 0) {
    Put('0');
    return;
  }
  int Significant = Precision == 0 ? 1 : Precision;
  decimal_digits D =
      round_to_digits(Magnitude, decimal_exponent(Magnitude), Significant);
  int Last = D.last_nonzero_position();
  if (D.Exponent >= -4 && D.Exponent < Significant)
    write_positional(Put, D, Last < 0 ? -Last : 0);
  else
    write_exponential(Put, D, D.Exponent - Last);
}

/// %a of a positive or zero double with the given biased exponent and
/// fraction bits: 0x1.<hex fraction>p<binary exponent>, subnormals 0x0.
template <typename Sink>
PRISM_SYCL_HOST_DEVICE void write_hexfloat(Sink &Put, unsigned BiasedExponent,
                                           unsigned long long Fraction) {
  Put('0');
  Put('x');
  Put(BiasedExponent == 0 ? '0' : '1');
  int Exponent =
      BiasedExponent == 0 ? (Fraction ? -1022 : 0) : int(BiasedExponent) - 1023;
  int HexDigits = 13;
  for (; HexDigits > 0 && (Fraction & 0xf) == 0; --HexDigits)
    Fraction >>= 4;
  if (HexDigits > 0)
    Put('.');
  for (int I = HexDigits - 1; I >= 0; --I)
    Put(digit_char(unsigned(Fraction >> (4 * I)) & 0xf));
  Put('p');
  Put(Exponent < 0 ? '-' : '+');
  write_integer(Put, Exponent < 0 ? -Exponent : Exponent, stream_format());
}

/// Value in F's notation and precision, as std::ostream prints a double
/// (and a float, which it widens first): nan and inf in lower case, a
/// negative sign for -0 and negative NaNs, '+' for showpos.
template <typename Sink>
PRISM_SYCL_HOST_DEVICE void write_floating(Sink &Put, double Value,
                                           const stream_format &F) {
  unsigned long long Bits;
  __builtin_memcpy(&Bits, &Value, sizeof Bits);
  const unsigned BiasedExponent = unsigned(Bits >> 52) & 0x7ff;
  const unsigned long long Fraction = Bits & ((1ULL << 52) - 1);
  if (Bits >> 63)
    Put('-');
  else if (F.ShowPos)
    Put('+');
  if (BiasedExponent == 0x7ff) {
    write_text(Put, Fraction ? "nan" : "inf");
    return;
  }
  const double Magnitude = (Bits >> 63) ? -Value : Value;
  const int Precision = F.Precision < 0 ? 6 : F.Precision;
  switch (F.Notation) {
  case float_notation::fixed:
    write_fixed(Put, Magnitude, Precision);
    break;
  case float_notation::scientific:
    write_scientific(Put, Magnitude, Precision);
    break;
  case float_notation::hex:
    write_hexfloat(Put, BiasedExponent, Fraction);
    break;
  case float_notation::general:
    write_general(Put, Magnitude, Precision);
    break;
  }
}

/// write_floating into Out, at most Room characters; returns the length of
/// the whole text. Defined once in the device library
/// (device-lib/common/stream_format.cpp), so that a kernel calls the
/// conversion instead of holding a copy of it, and gets it optimised even
/// when the program is built at -O0. Device code only.
extern "C" PRISM_SYCL_DEVICE unsigned
__prism_stream_floating(char *Out, unsigned Room, double Value,
                        const stream_format *Format);

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_STREAM_FORMAT_HPP
