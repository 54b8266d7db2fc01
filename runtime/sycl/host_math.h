//===- host_math.h - OpenCL math builtins without a C counterpart ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Host versions of the OpenCL math builtins that C's <math.h> lacks (sinpi,
// rootn, powr, ...), for float and double, within OpenCL 1.2's error
// bounds, for libsycl's definitions of SYCL's math functions. A float
// result is computed in double and rounded once, which is well within
// bounds; a double one reduces its argument exactly first, as the notes
// say.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_HOST_MATH_H
#define PRISM_SYCL_HOST_MATH_H

namespace sycl {
namespace detail {
namespace host_math {

constexpr double Pi = 3.141592653589793238462643383279502884;

template <typename T> T quiet_nan() { return T(__builtin_nan("")); }

template <typename T> T acospi(T X) { return T(__builtin_acos(X) / Pi); }
template <typename T> T asinpi(T X) { return T(__builtin_asin(X) / Pi); }
template <typename T> T atanpi(T X) { return T(__builtin_atan(X) / Pi); }
template <typename T> T atan2pi(T Y, T X) {
  return T(__builtin_atan2(Y, X) / Pi);
}

/// sin(pi * R) or cos(pi * R) for |R| <= 0.5, with the argument of sin and
/// cos kept within [-pi/4, pi/4] by the exact identity
/// cos(pi * R) = sin(pi * (0.5 - |R|)), which 0.5 - |R| (exact for
/// |R| >= 0.25) makes accurate near the zeros.
inline double sin_pi_reduced(double R) {
  double A = __builtin_fabs(R);
  return A <= 0.25 ? __builtin_sin(Pi * R)
                   : __builtin_copysign(__builtin_cos(Pi * (0.5 - A)), R);
}
inline double cos_pi_reduced(double R) {
  double A = __builtin_fabs(R);
  return A <= 0.25 ? __builtin_cos(Pi * A) : __builtin_sin(Pi * (0.5 - A));
}

/// X modulo 2, in [-1, 1] (exact: fmod is, and so is the step by 2, by
/// Sterbenz's lemma), and whether sinpi changes sign on the way
/// (sinpi(R) = -sinpi(R - 1)); cospi changes sign alike.
template <typename T> T reduce_pi(T X, bool &Negate) {
  T R = T(__builtin_fmod(X, T(2)));
  if (R > T(1))
    R -= T(2);
  else if (R < T(-1))
    R += T(2);
  Negate = false;
  if (R > T(0.5)) {
    R = T(1) - R;
    Negate = true;
  } else if (R < T(-0.5)) {
    R = T(-1) - R;
    Negate = true;
  }
  return R;
}

template <typename T> T sinpi(T X) {
  if (__builtin_isinf(X))
    return quiet_nan<T>();
  bool Negate;
  T R = reduce_pi(X, Negate);
  // sinpi(R) = sinpi(1 - R): the sign of sin stays, reduce_pi's flip
  // applies to cos only.
  return T(sin_pi_reduced(double(R)));
}

template <typename T> T cospi(T X) {
  if (__builtin_isinf(X))
    return quiet_nan<T>();
  bool Negate;
  T R = reduce_pi(X, Negate);
  double C = cos_pi_reduced(double(R));
  return T(Negate ? -C : C);
}

template <typename T> T tanpi(T X) {
  if (__builtin_isinf(X))
    return quiet_nan<T>();
  bool Negate;
  T R = reduce_pi(X, Negate);
  double C = cos_pi_reduced(double(R));
  return T(sin_pi_reduced(double(R)) / (Negate ? -C : C));
}

template <typename T> T exp10(T X) { return T(__builtin_pow(10.0, X)); }

template <typename T> T rsqrt(T X) { return T(1.0 / __builtin_sqrt(X)); }

template <typename T> T mad(T A, T B, T C) { return A * B + C; }

template <typename T> T fmax(T X, T Y) { return T(__builtin_fmax(X, Y)); }
template <typename T> T fmin(T X, T Y) { return T(__builtin_fmin(X, Y)); }
template <typename T> T maxmag(T X, T Y) {
  T AX = T(__builtin_fabs(X)), AY = T(__builtin_fabs(Y));
  return AX > AY ? X : AY > AX ? Y : fmax(X, Y);
}
template <typename T> T minmag(T X, T Y) {
  T AX = T(__builtin_fabs(X)), AY = T(__builtin_fabs(Y));
  return AX < AY ? X : AY < AX ? Y : fmin(X, Y);
}

/// X to the power N, an integer: exact in double for float.
template <typename T> T pown(T X, int N) {
  return T(__builtin_pow(double(X), double(N)));
}

/// pow for X >= 0, with OpenCL's powr special cases.
template <typename T> T powr(T X, T Y) {
  if (X < T(0) || X != X || Y != Y || (X == T(0) && Y == T(0)) ||
      (__builtin_isinf(X) && Y == T(0)) || (X == T(1) && __builtin_isinf(Y)))
    return quiet_nan<T>();
  return T(__builtin_pow(double(X), double(Y)));
}

/// The N-th root. 1/N is inexact, so the double result gets one Newton
/// step, R - R (R^N / X - 1) / N, whose correction is accurate to double.
template <typename T> T rootn(T X, int N) {
  if (N == 0 || (X < T(0) && N % 2 == 0))
    return quiet_nan<T>();
  double A = __builtin_fabs(double(X));
  double R = __builtin_pow(A, 1.0 / N);
  if (sizeof(T) == sizeof(double) && R > 0 && A > 0 && __builtin_isfinite(R) &&
      __builtin_isfinite(A))
    R -= R * (__builtin_pow(R, double(N)) / A - 1.0) / N;
  return T(X < T(0) ? -R : R);
}

} // namespace host_math
} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_HOST_MATH_H
