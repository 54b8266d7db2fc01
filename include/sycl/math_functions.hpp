//===- sycl/math_functions.hpp - SYCL 2020 math functions -----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL 2020's math functions (acos ... trunc) for float, double and half,
// scalars and non-scalars (vec, swizzles, marray), and the sycl::native and
// sycl::half_precision forms for float.
//
// The scalar overloads are only declared here: libsycl defines them for
// host code (runtime/sycl/builtins.cpp: the C library, or its own
// code for what C lacks) and the device library for device code
// (device-lib/common/sycl_builtins.cpp: the OpenCL builtins); half computes in
// float. A translation unit, parsed twice, so reads a declaration per
// overload rather than a body, and the device link inlines the device's.
// The non-scalar forms are templates that call the scalar overloads
// element by element (a backend vectorises across work-items anyway).
// Parsing costs Clang a few thousand instructions per token, so this
// header keeps to one short template per function: no lambdas, no
// per-function helper types.
//
// Where SYCL takes a multi_ptr (fract, frexp, lgamma_r, modf, remquo,
// sincos), any pointer-like Ptr works, raw pointers included: the result is
// written with *Ptr = value. These are built from the other functions, the
// same code on host and device; their scalar forms are templates (on the
// pointer) in SYCL too, so one template serves every type.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_MATH_FUNCTIONS_HPP
#define SYCL_MATH_FUNCTIONS_HPP

#include "prism/device/builtin_names.h"
#include "sycl/detail/gentype.hpp"

#include <cstdint>

namespace sycl {
namespace detail {
/// The result of ldexp, pown and rootn of non-scalars: with int elements,
/// as many, for the exponent.
template <typename T, typename... K>
using genfloat_nonscalar_with_int_result_t =
    std::enable_if_t<is_nonscalar_v<T> && is_genfloat_v<T> &&
                         (std::is_same_v<rebind_t<T, int>, simplify_t<K>> &&
                          ...),
                     simplify_t<T>>;
/// The result of the native and half_precision forms of non-scalars.
template <typename T, typename... Others>
using float_nonscalar_result_t =
    std::enable_if_t<is_nonscalar_v<T> && same_gentype_v<T, Others...> &&
                         std::is_same_v<element_t<T>, float>,
                     simplify_t<T>>;
} // namespace detail

#define PRISM_SYCL_DECLARE_1(Name)                                             \
  float Name(float);                                                           \
  double Name(double);                                                         \
  half Name(half);
#define PRISM_SYCL_DECLARE_2(Name)                                             \
  float Name(float, float);                                                    \
  double Name(double, double);                                                 \
  half Name(half, half);
#define PRISM_SYCL_DECLARE_3(Name)                                             \
  float Name(float, float, float);                                             \
  double Name(double, double, double);                                         \
  half Name(half, half, half);
#define PRISM_SYCL_DECLARE_INT(Name)                                           \
  float Name(float, int);                                                      \
  double Name(double, int);                                                    \
  half Name(half, int);
PRISM_MATH_UNARY(PRISM_SYCL_DECLARE_1)
PRISM_MATH_BINARY(PRISM_SYCL_DECLARE_2)
PRISM_MATH_TERNARY(PRISM_SYCL_DECLARE_3)
PRISM_MATH_WITH_INT(PRISM_SYCL_DECLARE_INT)
int ilogb(float);
int ilogb(double);
int ilogb(half);

// The native and half_precision forms: float only, of implementation-
// defined precision on the device; in host code, the full-precision ones.
#define PRISM_SYCL_DECLARE_FAST_1(Name) float Name(float);
#define PRISM_SYCL_DECLARE_FAST_2(Name) float Name(float, float);
namespace native {
PRISM_MATH_FAST_UNARY(PRISM_SYCL_DECLARE_FAST_1)
PRISM_MATH_FAST_BINARY(PRISM_SYCL_DECLARE_FAST_2)
} // namespace native
namespace half_precision {
PRISM_MATH_FAST_UNARY(PRISM_SYCL_DECLARE_FAST_1)
PRISM_MATH_FAST_BINARY(PRISM_SYCL_DECLARE_FAST_2)
} // namespace half_precision

#undef PRISM_SYCL_DECLARE_1
#undef PRISM_SYCL_DECLARE_2
#undef PRISM_SYCL_DECLARE_3
#undef PRISM_SYCL_DECLARE_INT
#undef PRISM_SYCL_DECLARE_FAST_1
#undef PRISM_SYCL_DECLARE_FAST_2

// The non-scalar forms: Name on each element, through the scalar
// overloads; Result is the result type if the arguments qualify.
#define PRISM_SYCL_EACH(Name, Result)                                          \
  template <typename NonScalar1, typename... NonScalar2>                       \
  detail::Result<NonScalar1, NonScalar2...> Name(NonScalar1 X,                 \
                                                 NonScalar2... Y) {            \
    return detail::each<NonScalar1, NonScalar2...>::template call<Name>(X,     \
                                                                        Y...); \
  }
#define PRISM_SYCL_FLOAT_EACH(Name)                                            \
  PRISM_SYCL_EACH(Name, genfloat_nonscalar_result_t)
#define PRISM_SYCL_INT_EACH(Name)                                              \
  PRISM_SYCL_EACH(Name, genfloat_nonscalar_with_int_result_t)
PRISM_MATH_UNARY(PRISM_SYCL_FLOAT_EACH)
PRISM_MATH_BINARY(PRISM_SYCL_FLOAT_EACH)
PRISM_MATH_TERNARY(PRISM_SYCL_FLOAT_EACH)
PRISM_MATH_WITH_INT(PRISM_SYCL_INT_EACH)

// The native and half_precision forms, on float elements.
#define PRISM_SYCL_FAST_EACH(Name)                                             \
  PRISM_SYCL_EACH(Name, float_nonscalar_result_t)
namespace native {
PRISM_MATH_FAST_UNARY(PRISM_SYCL_FAST_EACH)
PRISM_MATH_FAST_BINARY(PRISM_SYCL_FAST_EACH)
} // namespace native
namespace half_precision {
PRISM_MATH_FAST_UNARY(PRISM_SYCL_FAST_EACH)
PRISM_MATH_FAST_BINARY(PRISM_SYCL_FAST_EACH)
} // namespace half_precision
#undef PRISM_SYCL_FLOAT_EACH
#undef PRISM_SYCL_INT_EACH
#undef PRISM_SYCL_FAST_EACH
#undef PRISM_SYCL_EACH

template <typename NonScalar,
          typename = std::enable_if_t<detail::is_nonscalar_v<NonScalar> &&
                                      detail::is_genfloat_v<NonScalar>>>
detail::rebind_t<NonScalar, int> ilogb(NonScalar X) {
  detail::simplify_t<NonScalar> In = X;
  detail::rebind_t<NonScalar, int> Result;
  for (size_t I = 0; I < Result.size(); ++I)
    Result[I] = ilogb(In[I]);
  return Result;
}

/// fmax and fmin of each element and one scalar.
template <typename NonScalar,
          typename = detail::enable_if_genfloat_nonscalar_t<NonScalar>>
detail::simplify_t<NonScalar> fmax(NonScalar X,
                                   typename NonScalar::value_type Y) {
  using R = detail::simplify_t<NonScalar>;
  return fmax(R(X), R(Y));
}
template <typename NonScalar,
          typename = detail::enable_if_genfloat_nonscalar_t<NonScalar>>
detail::simplify_t<NonScalar> fmin(NonScalar X,
                                   typename NonScalar::value_type Y) {
  using R = detail::simplify_t<NonScalar>;
  return fmin(R(X), R(Y));
}

/// ldexp of each element by one exponent.
template <typename NonScalar,
          typename = detail::enable_if_genfloat_nonscalar_t<NonScalar>>
detail::simplify_t<NonScalar> ldexp(NonScalar X, int K) {
  using R = detail::simplify_t<NonScalar>;
  return ldexp(R(X), detail::rebind_t<R, int>(K));
}

// nan: a quiet NaN whose payload holds the code (as much as fits).
inline float nan(unsigned int Code) {
  return __builtin_bit_cast(float, 0x7fc00000u | (Code & 0x3fffffu));
}
inline double nan(unsigned long Code) {
  return __builtin_bit_cast(double, uint64_t(0x7ff8000000000000ull) |
                                        (Code & 0x7ffffffffffffull));
}
inline half nan(unsigned short Code) {
  return detail::half_from_bits(uint16_t(0x7e00u | (Code & 0x1ffu)));
}
template <typename NonScalar,
          typename = std::enable_if_t<
              detail::is_nonscalar_v<NonScalar> &&
              std::is_unsigned_v<detail::element_t<NonScalar>> &&
              sizeof(detail::element_t<NonScalar>) >= 2>>
auto nan(NonScalar Code) {
  using Element = detail::element_t<NonScalar>;
  using Float = std::conditional_t<
      sizeof(Element) == 2, half,
      std::conditional_t<sizeof(Element) == 4, float, double>>;
  detail::simplify_t<NonScalar> In = Code;
  detail::rebind_t<NonScalar, Float> Result;
  for (size_t I = 0; I < Result.size(); ++I)
    Result[I] = nan(In[I]);
  return Result;
}

namespace detail {

// The functions that also return through a pointer, on one element of
// float, double or half: the second result in Second.

template <typename T> T fract(T X, T &Second) {
  T Whole = sycl::floor(X);
  Second = Whole;
  if (X != X)
    return X;
  if (Whole == X)
    return sycl::copysign(T(0), X);
  return sycl::fmin(T(X - Whole), sycl::nextafter(T(1), T(0)));
}

template <typename T> T modf(T X, T &Second) {
  T Integral = sycl::trunc(X);
  Second = Integral;
  return sycl::copysign(Integral == X ? T(0) : T(X - Integral), X);
}

template <typename T> T frexp(T X, int &Second) {
  if (X == T(0) || X != X || X - X != T(0)) {
    Second = 0;
    return X;
  }
  Second = sycl::ilogb(X) + 1;
  return sycl::ldexp(X, -Second);
}

template <typename T> T lgamma_r(T X, int &Second) {
  T Whole = sycl::floor(X);
  if (X != X)
    Second = 0;
  else if (X > T(0) || Whole == X)
    Second = sycl::copysign(T(1), X) < T(0) ? -1 : 1;
  else
    Second = sycl::fmod(Whole, T(2)) != T(0) ? -1 : 1;
  return sycl::lgamma(X);
}

template <typename T> T sincos(T X, T &Second) {
  Second = sycl::cos(X);
  return sycl::sin(X);
}

/// remainder, and the low 7 bits of the quotient, signed as x / y: x is
/// first reduced modulo 128 |y| (exactly, by fmod), which keeps those
/// bits, and the quotient of what remains is at most 128, recovered
/// exactly by rounding.
template <typename T> T remquo(T X, T Y, int &Second) {
  T Remainder = sycl::remainder(X, Y);
  if (Remainder != Remainder) {
    Second = 0;
    return Remainder;
  }
  T Reduced = sycl::fmod(X, T(sycl::fabs(Y) * T(128)));
  int Quotient = int(sycl::rint(T((Reduced - Remainder) / Y)));
  Second = Quotient < 0 ? -(-Quotient & 127) : Quotient & 127;
  return Remainder;
}

/// F on each element of X (and Y), scalar or not, the second results,
/// of element type Out, stored through Output at the end.
template <typename Out, typename T, typename... U> struct with_output {
  using second_t = rebind_t<T, Out>;
  using function_t = element_t<T> (*)(element_t<T>, element_t<U>...,
                                      element_t<second_t> &);
  template <function_t F, typename Ptr>
  static genfloat_result_t<T, U...> call(T X, U... Y, Ptr Output) {
    simplify_t<T> Result = X;
    second_t Second;
    for (size_t I = 0; I < element_count_v<T>; ++I)
      element(Result, I) =
          F(element(Result, I), element(Y, I)..., element(Second, I));
    *Output = Second;
    return Result;
  }
};

} // namespace detail

#define PRISM_SYCL_WITH_OUTPUT(Name, Out)                                      \
  template <typename GenFloat, typename Ptr>                                   \
  detail::genfloat_result_t<GenFloat> Name(GenFloat X, Ptr Output) {           \
    return detail::with_output<Out, GenFloat>::template call<detail::Name>(    \
        X, Output);                                                            \
  }
PRISM_SYCL_WITH_OUTPUT(fract, detail::element_t<GenFloat>)
PRISM_SYCL_WITH_OUTPUT(modf, detail::element_t<GenFloat>)
PRISM_SYCL_WITH_OUTPUT(sincos, detail::element_t<GenFloat>)
PRISM_SYCL_WITH_OUTPUT(frexp, int)
PRISM_SYCL_WITH_OUTPUT(lgamma_r, int)
#undef PRISM_SYCL_WITH_OUTPUT

template <typename GenFloat1, typename GenFloat2, typename Ptr>
detail::genfloat_result_t<GenFloat1, GenFloat2> remquo(GenFloat1 X, GenFloat2 Y,
                                                       Ptr Quotient) {
  return detail::with_output<int, GenFloat1, GenFloat2>::template call<
      detail::remquo>(X, Y, Quotient);
}

} // namespace sycl

#endif // SYCL_MATH_FUNCTIONS_HPP
