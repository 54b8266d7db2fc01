// The SYCL 2020 math functions, computed in a kernel and on the host for
// float and double scalars and float4 (the vec forms, the same template
// code for every element type; marray's: half_marray.cpp), each result
// compared with a long double reference within OpenCL 1.2's ULP bounds
// (0 ulp: correctly rounded, half an ulp). The native and half_precision
// forms, whose precision is implementation-defined, must be within a
// relative 2^-9 of the reference.
#include "check.h"
#include <sycl/sycl.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <vector>

namespace {

using ld = long double;

constexpr int N = 16; // inputs per function
const ld Pi = std::acos(-1.0L);

// sinpi and cospi with the argument reduced exactly first.
ld reducePi(ld X, bool &Negate) {
  ld R = std::fmod(X, 2.0L);
  R = R > 1 ? R - 2 : R < -1 ? R + 2 : R;
  Negate = R > 0.5L || R < -0.5L;
  return R > 0.5L ? 1 - R : R < -0.5L ? -1 - R : R;
}
ld sinpiRef(ld X) {
  bool Negate;
  return std::sin(Pi * reducePi(X, Negate));
}
ld cospiRef(ld X) {
  bool Negate;
  ld C = std::cos(Pi * reducePi(X, Negate));
  return Negate ? -C : C;
}

/// A bound of tgamma's domain for input I of T: a quarter of the inputs
/// each in (-12, 0), (0, 12), [12, 170) and (-170, -12], so that every way
/// the device computes it is checked; for float [12, 34) and (-30, -12]
/// (float overflows beyond 35.04, and its Gamma is subnormal below -34).
template <typename T> ld tgammaBound(int I, bool Upper) {
  constexpr bool Float = std::is_same_v<T, float>;
  const ld Bounds[4][2] = {
      {-12, 0}, {0, 12}, {12, Float ? 34 : 170}, {Float ? -30 : -170, -12}};
  return Bounds[I % 4][Upper];
}

// Every function of one argument: name, domain (of input I of T), ULP bounds
// for float and double, reference of x.
#define UNARY(X)                                                               \
  X(acos, -1, 1, 4, 4, std::acos(x))                                           \
  X(acosh, 1, 1000, 4, 4, std::acosh(x))                                       \
  X(acospi, -1, 1, 5, 5, std::acos(x) / Pi)                                    \
  X(asin, -1, 1, 4, 4, std::asin(x))                                           \
  X(asinh, -100, 100, 4, 4, std::asinh(x))                                     \
  X(asinpi, -1, 1, 5, 5, std::asin(x) / Pi)                                    \
  X(atan, -100, 100, 5, 5, std::atan(x))                                       \
  X(atanh, -0.99, 0.99, 5, 5, std::atanh(x))                                   \
  X(atanpi, -100, 100, 5, 5, std::atan(x) / Pi)                                \
  X(cbrt, -1000, 1000, 2, 2, std::cbrt(x))                                     \
  X(ceil, -100, 100, 0, 0, std::ceil(x))                                       \
  X(cos, -100, 100, 4, 4, std::cos(x))                                         \
  X(cosh, -20, 20, 4, 4, std::cosh(x))                                         \
  X(cospi, -10, 10, 4, 4, cospiRef(x))                                         \
  X(erfc, -5, 5, 16, 16, std::erfc(x))                                         \
  X(erf, -5, 5, 16, 16, std::erf(x))                                           \
  X(exp, -80, 80, 3, 3, std::exp(x))                                           \
  X(exp2, -120, 120, 3, 3, std::exp2(x))                                       \
  X(exp10, -35, 35, 3, 3, std::pow(10.0L, x))                                  \
  X(expm1, -10, 10, 3, 3, std::expm1(x))                                       \
  X(fabs, -100, 100, 0, 0, std::fabs(x))                                       \
  X(floor, -100, 100, 0, 0, std::floor(x))                                     \
  X(lgamma, 2.5, 30, 16, 16, std::lgamma(x))                                   \
  X(log, 1e-5, 1e5, 3, 3, std::log(x))                                         \
  X(log2, 1e-5, 1e5, 3, 3, std::log2(x))                                       \
  X(log10, 1e-5, 1e5, 3, 3, std::log10(x))                                     \
  X(log1p, -0.9, 100, 2, 2, std::log1p(x))                                     \
  X(logb, -1e5, 1e5, 0, 0, std::logb(x))                                       \
  X(rint, -100, 100, 0, 0, std::rint(x))                                       \
  X(round, -100, 100, 0, 0, std::round(x))                                     \
  X(rsqrt, 1e-5, 1e5, 2, 2, 1 / std::sqrt(x))                                  \
  X(sin, -100, 100, 4, 4, std::sin(x))                                         \
  X(sinh, -20, 20, 4, 4, std::sinh(x))                                         \
  X(sinpi, -10, 10, 4, 4, sinpiRef(x))                                         \
  X(sqrt, 0, 1e5, 3, 0, std::sqrt(x))                                          \
  X(tan, -100, 100, 5, 5, std::tan(x))                                         \
  X(tanh, -20, 20, 5, 5, std::tanh(x))                                         \
  X(tanpi, -10, 10, 6, 6, sinpiRef(x) / cospiRef(x))                           \
  X(tgamma, tgammaBound<T>(I, 0), tgammaBound<T>(I, 1), 16, 16,                \
    std::tgamma(x))                                                            \
  X(trunc, -100, 100, 0, 0, std::trunc(x))

// Functions of two arguments: name, domains of x and y, bounds, reference.
#define BINARY(X)                                                              \
  X(atan2, -10, 10, -10, 10, 6, 6, std::atan2(x, y))                           \
  X(atan2pi, -10, 10, -10, 10, 6, 6, std::atan2(x, y) / Pi)                    \
  X(copysign, -10, 10, -10, 10, 0, 0, std::copysign(x, y))                     \
  X(fdim, -10, 10, -10, 10, 0, 0, std::fdim(x, y))                             \
  X(fmax, -10, 10, -10, 10, 0, 0, std::fmax(x, y))                             \
  X(fmin, -10, 10, -10, 10, 0, 0, std::fmin(x, y))                             \
  X(fmod, -100, 100, 0.5, 10, 0, 0, std::fmod(x, y))                           \
  X(hypot, -1e3, 1e3, -1e3, 1e3, 4, 4, std::hypot(x, y))                       \
  X(maxmag, -10, 10, -10, 10, 0, 0,                                            \
    std::fabs(x) > std::fabs(y)   ? x                                          \
    : std::fabs(y) > std::fabs(x) ? y                                          \
                                  : std::fmax(x, y))                           \
  X(minmag, -10, 10, -10, 10, 0, 0,                                            \
    std::fabs(x) < std::fabs(y)   ? x                                          \
    : std::fabs(y) < std::fabs(x) ? y                                          \
                                  : std::fmin(x, y))                           \
  X(pow, 0.1, 10, -5, 5, 16, 16, std::pow(x, y))                               \
  X(powr, 0.1, 10, -5, 5, 16, 16, std::pow(x, y))                              \
  X(remainder, -100, 100, 0.5, 10, 0, 0, std::remainder(x, y))

// The forms of implementation-defined precision, on float: name, domains
// of x (and y), reference.
#define FAST_UNARY(X)                                                          \
  X(cos, -3, 3, std::cos(x))                                                   \
  X(exp, -5, 5, std::exp(x))                                                   \
  X(exp2, -5, 5, std::exp2(x))                                                 \
  X(exp10, -3, 3, std::pow(10.0L, x))                                          \
  X(log, 0.01, 100, std::log(x))                                               \
  X(log2, 0.01, 100, std::log2(x))                                             \
  X(log10, 0.01, 100, std::log10(x))                                           \
  X(recip, 0.1, 100, 1 / x)                                                    \
  X(rsqrt, 0.01, 100, 1 / std::sqrt(x))                                        \
  X(sin, -3, 3, std::sin(x))                                                   \
  X(sqrt, 0.01, 100, std::sqrt(x))                                             \
  X(tan, -1, 1, std::tan(x))
#define FAST_BINARY(X)                                                         \
  X(divide, -10, 10, 0.5, 10, x / y)                                           \
  X(powr, 0.1, 10, -3, 3, std::pow(x, y))

#define COUNT(...) +1
constexpr int Unary = 0 UNARY(COUNT);
constexpr int Binary = 0 BINARY(COUNT);
constexpr int FastUnary = 0 FAST_UNARY(COUNT);
constexpr int FastBinary = 0 FAST_BINARY(COUNT);
// Slots: unary, binary, fma, mad, ldexp, pown, rootn, ilogb, fract, modf,
// frexp, lgamma_r, remquo, sincos, then the fast forms twice (native,
// half_precision).
constexpr int Other = 14;
constexpr int Slots = Unary + Binary + Other + 2 * (FastUnary + FastBinary);

/// Inputs x, y, z and results r (scalar), r2 (second result of the
/// pointer functions) of one element type, per slot and input.
template <typename T> struct Data {
  T *X, *Y, *Z; // [Slots * N]
  T *R, *R2;    // [Slots * N]
  T *V;         // vec forms: [Slots * N * 4]
  int *Int;     // int results and arguments: [Slots * N]
};

// The vec form of a call, in computeAll for float only.
#define VEC_FORM(...)                                                          \
  if constexpr (WithVec) {                                                     \
    __VA_ARGS__;                                                               \
  }

/// Input I of slot S, and the lanes of the vec form: inputs I, I+1, ...
size_t at(int S, int I) { return size_t(S) * N + I; }
template <typename Vec, typename T> Vec gather(const T *In, int S, int I) {
  Vec V;
  for (int L = 0; L < int(Vec::size()); ++L)
    V[L] = In[at(S, (I + L) % N)];
  return V;
}
template <typename Vec, typename T>
void scatter(const Vec &V, T *Out, int S, int I) {
  for (int L = 0; L < int(Vec::size()); ++L)
    Out[at(S, I) * 4 + L] = V[L];
}

/// Every function on input I for T, scalar and, for float, vec (float4)
/// forms; host and device code. (noinline: one function per type keeps
/// the optimiser's work, and the test's compile time, down.)
template <typename T> [[gnu::noinline]] void computeAll(Data<T> D, int I) {
  constexpr bool WithVec = std::is_same_v<T, float>;
  using Vec = sycl::vec<T, 4>;
  using IntVec = sycl::int4;
  int S = 0;
  T X = D.X[at(S, I)];
#define CALL_UNARY(Name, ...)                                                  \
  X = D.X[at(S, I)];                                                           \
  D.R[at(S, I)] = sycl::Name(X);                                               \
  VEC_FORM(scatter(sycl::Name(gather<Vec>(D.X, S, I)), D.V, S, I));            \
  ++S;
  UNARY(CALL_UNARY)
#define CALL_BINARY(Name, ...)                                                 \
  D.R[at(S, I)] = sycl::Name(D.X[at(S, I)], D.Y[at(S, I)]);                    \
  VEC_FORM(scatter(sycl::Name(gather<Vec>(D.X, S, I), gather<Vec>(D.Y, S, I)), \
                   D.V, S, I));                                                \
  ++S;
  BINARY(CALL_BINARY)
  size_t A = at(S, I);
  D.R[A] = sycl::fma(D.X[A], D.Y[A], D.Z[A]);
  VEC_FORM(scatter(sycl::fma(gather<Vec>(D.X, S, I), gather<Vec>(D.Y, S, I),
                             gather<Vec>(D.Z, S, I)),
                   D.V, S, I));
  A = at(++S, I);
  D.R[A] = sycl::mad(D.X[A], D.Y[A], D.Z[A]);
  VEC_FORM(scatter(sycl::mad(gather<Vec>(D.X, S, I), gather<Vec>(D.Y, S, I),
                             gather<Vec>(D.Z, S, I)),
                   D.V, S, I));
#define CALL_WITH_INT(Name)                                                    \
  A = at(++S, I);                                                              \
  D.R[A] = sycl::Name(D.X[A], D.Int[A]);                                       \
  VEC_FORM(                                                                    \
      scatter(sycl::Name(gather<Vec>(D.X, S, I), gather<IntVec>(D.Int, S, I)), \
              D.V, S, I));
  CALL_WITH_INT(ldexp)
  CALL_WITH_INT(pown)
  CALL_WITH_INT(rootn)
  A = at(++S, I);
  D.Int[A] = sycl::ilogb(D.X[A]);
  VEC_FORM(scatter(sycl::ilogb(gather<Vec>(D.X, S, I)).template convert<T>(),
                   D.V, S, I));
  // The functions returning through a pointer; their vec forms' second
  // results are checked through the scalar ones (they go the same way).
#define CALL_WITH_OUTPUT(Name, Out)                                            \
  {                                                                            \
    A = at(++S, I);                                                            \
    Out Second;                                                                \
    D.R[A] = sycl::Name(D.X[A], &Second);                                      \
    D.R2[A] = T(Second);                                                       \
    sycl::vec<Out, 4> Seconds;                                                 \
    VEC_FORM(                                                                  \
        scatter(sycl::Name(gather<Vec>(D.X, S, I), &Seconds), D.V, S, I));     \
  }
  CALL_WITH_OUTPUT(fract, T)
  CALL_WITH_OUTPUT(modf, T)
  CALL_WITH_OUTPUT(frexp, int32_t)
  CALL_WITH_OUTPUT(lgamma_r, int32_t) {
    A = at(++S, I);
    int32_t Quotient;
    D.R[A] = sycl::remquo(D.X[A], D.Y[A], &Quotient);
    D.Int[A] = Quotient;
    IntVec Quotients;
    VEC_FORM(scatter(sycl::remquo(gather<Vec>(D.X, S, I),
                                  gather<Vec>(D.Y, S, I), &Quotients),
                     D.V, S, I));
  }
  CALL_WITH_OUTPUT(sincos, T)
  if constexpr (std::is_same_v<T, float>) {
#define CALL_FAST_UNARY(Name, ...)                                             \
  A = at(++S, I);                                                              \
  D.R[A] = sycl::native::Name(D.X[A]);                                         \
  VEC_FORM(scatter(sycl::native::Name(gather<Vec>(D.X, S, I)), D.V, S, I));    \
  A = at(++S, I);                                                              \
  D.R[A] = sycl::half_precision::Name(D.X[A]);                                 \
  VEC_FORM(                                                                    \
      scatter(sycl::half_precision::Name(gather<Vec>(D.X, S, I)), D.V, S, I));
#define CALL_FAST_BINARY(Name, ...)                                            \
  A = at(++S, I);                                                              \
  D.R[A] = sycl::native::Name(D.X[A], D.Y[A]);                                 \
  VEC_FORM(scatter(                                                            \
      sycl::native::Name(gather<Vec>(D.X, S, I), gather<Vec>(D.Y, S, I)), D.V, \
      S, I));                                                                  \
  A = at(++S, I);                                                              \
  D.R[A] = sycl::half_precision::Name(D.X[A], D.Y[A]);                         \
  VEC_FORM(scatter(sycl::half_precision::Name(gather<Vec>(D.X, S, I),          \
                                              gather<Vec>(D.Y, S, I)),         \
                   D.V, S, I));
    FAST_UNARY(CALL_FAST_UNARY)
    FAST_BINARY(CALL_FAST_BINARY)
  }
}

/// A reproducible value in [Lo, Hi] for input I of slot S.
ld input(int S, int I, ld Lo, ld Hi, int Salt) {
  uint32_t H = uint32_t(S * 7919 + I * 104729 + Salt * 1299709);
  H ^= H >> 16;
  H *= 0x7feb352dU;
  H ^= H >> 15;
  H *= 0x846ca68bU;
  H ^= H >> 16;
  return Lo + (Hi - Lo) * ld(H >> 8) / ld(1 << 24);
}

int Failures = 0;

/// |Got - Ref| in ulps of T at Ref; NaN and infinity must match exactly.
template <typename T> ld ulps(T Got, ld Ref, ld Floor = 0) {
  if (std::isnan(Ref) || std::isinf(Ref))
    return (std::isnan(Ref) && std::isnan(Got)) || ld(Got) == Ref
               ? 0
               : std::numeric_limits<ld>::infinity();
  int Exponent;
  std::frexp(std::max(std::fabs(Ref), Floor), &Exponent);
  ld Ulp = std::max(std::ldexp(1.0L, Exponent - std::numeric_limits<T>::digits),
                    ld(std::numeric_limits<T>::denorm_min()));
  return std::fabs(ld(Got) - Ref) / Ulp;
}

/// Checks Got against Ref within Bound ulps (0: correctly rounded), or,
/// with a negative Bound, within a relative -Bound. The ulps are those of
/// Ref, or of Floor where Ref is smaller.
template <typename T>
void expect(const char *Where, const char *Name, T Got, ld Ref, ld Bound, ld X,
            int Lane = -1, ld Floor = 0) {
  bool Ok = Bound < 0
                ? std::fabs(ld(Got) - Ref) <= -Bound * std::fabs(Ref) + 1e-30L
                : ulps(Got, Ref, Floor) <= std::max(Bound, 0.5L) + 1e-3L;
  if (Ok)
    return;
  if (++Failures <= 20)
    std::fprintf(stderr,
                 "%s %s(%s%s %.17Lg): got %.17Lg, expected %.17Lg (%.1Lf ulp)"
                 "\n",
                 Where, Name, sizeof(T) == 4 ? "float" : "double",
                 Lane < 0 ? "" : " lane", X, ld(Got), Ref,
                 ulps(Got, Ref, Floor));
}

/// Fills the inputs of every slot of T.
template <typename T> void fillInputs(Data<T> D) {
  int S = 0;
  for (int I = 0; I < N; ++I) {
    S = 0;
#define FILL_UNARY(Name, Lo, Hi, ...)                                          \
  D.X[at(S, I)] = T(input(S, I, Lo, Hi, 0));                                   \
  ++S;
    UNARY(FILL_UNARY)
#define FILL_BINARY(Name, XLo, XHi, YLo, YHi, ...)                             \
  D.X[at(S, I)] = T(input(S, I, XLo, XHi, 0));                                 \
  D.Y[at(S, I)] = T(input(S, I, YLo, YHi, 1));                                 \
  ++S;
    BINARY(FILL_BINARY)
    for (int K = 0; K < 2; ++K, ++S) { // fma, mad
      D.X[at(S, I)] = T(input(S, I, -10, 10, 0));
      D.Y[at(S, I)] = T(input(S, I, -10, 10, 1));
      D.Z[at(S, I)] = T(input(S, I, -10, 10, 2));
    }
    D.X[at(S, I)] = T(input(S, I, -10, 10, 0)); // ldexp
    D.Int[at(S, I)] = int(input(S, I, -20, 20, 1));
    ++S;
    D.X[at(S, I)] = T(input(S, I, -4, 4, 0)); // pown
    D.Int[at(S, I)] = int(input(S, I, -8, 8, 1));
    ++S;
    D.X[at(S, I)] = T(input(S, I, -1000, 1000, 0)); // rootn: odd n
    D.Int[at(S, I)] = 2 * int(input(S, I, -3, 3, 1)) + 1;
    ++S;
    D.X[at(S, I)] = T(input(S, I, -1e6, 1e6, 0)); // ilogb
    ++S;
    D.X[at(S, I)] = T(input(S, I, -100, 100, 0)); // fract
    ++S;
    D.X[at(S, I)] = T(input(S, I, -100, 100, 0)); // modf
    ++S;
    D.X[at(S, I)] = T(input(S, I, -1e6, 1e6, 0)); // frexp
    ++S;
    // lgamma_r: half the inputs negative (between the poles), for the sign.
    D.X[at(S, I)] = T(I % 2 ? input(S, I, 2.5, 30, 0)
                            : -ld(I % 5) - input(S, I, 0.2, 0.8, 0));
    ++S;
    D.X[at(S, I)] = T(input(S, I, -100, 100, 0)); // remquo
    D.Y[at(S, I)] = T(input(S, I, 0.3, 3, 1) * (I % 2 ? 1 : -1));
    ++S;
    D.X[at(S, I)] = T(input(S, I, -100, 100, 0)); // sincos
    ++S;
#define FILL_FAST_UNARY(Name, Lo, Hi, ...)                                     \
  for (int K = 0; K < 2; ++K, ++S)                                             \
    D.X[at(S, I)] = T(input(S - K, I, Lo, Hi, 0));
#define FILL_FAST_BINARY(Name, XLo, XHi, YLo, YHi, ...)                        \
  for (int K = 0; K < 2; ++K, ++S) {                                           \
    D.X[at(S, I)] = T(input(S - K, I, XLo, XHi, 0));                           \
    D.Y[at(S, I)] = T(input(S - K, I, YLo, YHi, 1));                           \
  }
    if (std::is_same_v<T, float>) {
      FAST_UNARY(FILL_FAST_UNARY)
      FAST_BINARY(FILL_FAST_BINARY)
    }
  }
}

/// Checks every result of T, computed in Where, against the references.
template <typename T> void checkAll(const char *Where, Data<T> D) {
  const int Lanes = std::is_same_v<T, float> ? 4 : 0;
  bool Float = std::is_same_v<T, float>;
  for (int I = 0; I < N; ++I) {
    // Result and vec lanes of slot S against Ref(x of that input).
    auto Each = [&](int S, const char *Name, ld Bound, auto Ref, ld Floor = 0) {
      ld X = D.X[at(S, I)];
      expect(Where, Name, D.R[at(S, I)], Ref(I), Bound, X, -1, Floor);
      for (int L = 0; L < Lanes; ++L)
        expect(Where, Name, D.V[at(S, I) * 4 + L], Ref((I + L) % N), Bound,
               ld(D.X[at(S, (I + L) % N)]), L, Floor);
    };
    int S = 0;
#define CHECK_UNARY(Name, Lo, Hi, UlpF, UlpD, Ref)                             \
  Each(S, #Name, Float ? UlpF : UlpD, [&](int J) {                             \
    ld x = D.X[at(S, J)];                                                      \
    return ld(Ref);                                                            \
  });                                                                          \
  ++S;
    UNARY(CHECK_UNARY)
#define CHECK_BINARY(Name, XLo, XHi, YLo, YHi, UlpF, UlpD, Ref)                \
  Each(S, #Name, Float ? UlpF : UlpD, [&](int J) {                             \
    ld x = D.X[at(S, J)], y = D.Y[at(S, J)];                                   \
    return ld(Ref);                                                            \
  });                                                                          \
  ++S;
    BINARY(CHECK_BINARY)
    Each(S, "fma", Float ? 0 : 1, [&](int J) {
      size_t A = at(S, J);
      return ld(D.X[A]) * D.Y[A] + D.Z[A];
    });
    ++S;
    Each(S, "mad", -1e-5L, [&](int J) {
      size_t A = at(S, J);
      return ld(D.X[A]) * D.Y[A] + D.Z[A];
    });
    ++S;
    Each(S, "ldexp", 0, [&](int J) {
      size_t A = at(S, J);
      return std::ldexp(ld(D.X[A]), D.Int[A]);
    });
    ++S;
    Each(S, "pown", 16, [&](int J) {
      size_t A = at(S, J);
      return std::pow(ld(D.X[A]), ld(D.Int[A]));
    });
    ++S;
    Each(S, "rootn", 16, [&](int J) {
      size_t A = at(S, J);
      ld R = std::pow(std::fabs(ld(D.X[A])), 1 / ld(D.Int[A]));
      return D.X[A] < 0 ? -R : R;
    });
    ++S;
    {
      size_t A = at(S, I);
      expect(Where, "ilogb", T(D.Int[A]), ld(std::ilogb(ld(D.X[A]))), 0,
             D.X[A]);
      for (int L = 0; L < Lanes; ++L)
        expect(Where, "ilogb", D.V[A * 4 + L],
               ld(std::ilogb(ld(D.X[at(S, (I + L) % N)]))), 0,
               D.X[at(S, (I + L) % N)], L);
      ++S;
    }
    // The pointer functions: the first result with its vec form, the
    // second result of the scalar form.
    auto Second = [&](int S, const char *Name, ld Ref, ld Bound = 0) {
      size_t A = at(S, I);
      expect(Where, Name, D.R2[A], Ref, Bound, D.X[A]);
    };
    ld Whole;
    Each(S, "fract", 0, [&](int J) {
      ld x = D.X[at(S, J)];
      return std::fmin(x - std::floor(x), ld(std::nextafter(T(1), T(0))));
    });
    Second(S, "fract (floor)", std::floor(ld(D.X[at(S, I)])));
    ++S;
    Each(S, "modf", 0,
         [&](int J) { return std::modf(ld(D.X[at(S, J)]), &Whole); });
    Second(S, "modf (integral part)", std::trunc(ld(D.X[at(S, I)])));
    ++S;
    int Exponent;
    Each(S, "frexp", 0,
         [&](int J) { return std::frexp(ld(D.X[at(S, J)]), &Exponent); });
    std::frexp(ld(D.X[at(S, I)]), &Exponent);
    Second(S, "frexp (exponent)", Exponent);
    ++S;
    // Between -3 and -2, lgamma crosses zero twice and its error relative
    // to the result is unbounded (OpenCL leaves lgamma's accuracy
    // undefined); below 1 in magnitude the error is taken in ulps of 1.
    Each(
        S, "lgamma_r", 16,
        [&](int J) { return std::lgamma(ld(D.X[at(S, J)])); }, 1);
    Second(S, "lgamma_r (sign)", std::tgamma(ld(D.X[at(S, I)])) < 0 ? -1 : 1);
    ++S;
    Each(S, "remquo", 0, [&](int J) {
      return std::remainder(ld(D.X[at(S, J)]), ld(D.Y[at(S, J)]));
    });
    {
      size_t A = at(S++, I);
      ld Quotient = std::rint(
          (ld(D.X[A]) - std::remainder(ld(D.X[A]), ld(D.Y[A]))) / D.Y[A]);
      int Low = int(std::fmod(std::fabs(Quotient), 128.0L));
      expect(Where, "remquo (quotient)", T(D.Int[A]),
             ld(Quotient < 0 ? -Low : Low), 0, D.X[A]);
    }
    Each(S, "sincos", 4, [&](int J) { return std::sin(ld(D.X[at(S, J)])); });
    Second(S, "sincos (cos)", std::cos(ld(D.X[at(S, I)])), 4);
    ++S;
    if (!Float)
      continue;
#define CHECK_FAST_UNARY(Name, Lo, Hi, Ref)                                    \
  for (const char *Form : {"native::" #Name, "half_precision::" #Name}) {      \
    Each(S, Form, -1.0L / 512, [&](int J) {                                    \
      ld x = D.X[at(S, J)];                                                    \
      return ld(Ref);                                                          \
    });                                                                        \
    ++S;                                                                       \
  }
#define CHECK_FAST_BINARY(Name, XLo, XHi, YLo, YHi, Ref)                       \
  for (const char *Form : {"native::" #Name, "half_precision::" #Name}) {      \
    Each(S, Form, -1.0L / 512, [&](int J) {                                    \
      ld x = D.X[at(S, J)], y = D.Y[at(S, J)];                                 \
      return ld(Ref);                                                          \
    });                                                                        \
    ++S;                                                                       \
  }
    FAST_UNARY(CHECK_FAST_UNARY)
    FAST_BINARY(CHECK_FAST_BINARY)
  }
}

/// Shared arrays for T: inputs filled, results zeroed.
template <typename T> Data<T> allocate(sycl::queue &Q) {
  size_t Count = size_t(Slots) * N;
  Data<T> D;
  for (T **P : {&D.X, &D.Y, &D.Z, &D.R, &D.R2}) {
    *P = sycl::malloc_shared<T>(Count, Q);
    std::fill(*P, *P + Count, T(0));
  }
  D.V = sycl::malloc_shared<T>(Count * 4, Q);
  D.Int = sycl::malloc_shared<int>(Count, Q);
  std::fill(D.Int, D.Int + Count, 0);
  fillInputs(D);
  return D;
}

template <typename T> void release(Data<T> D, sycl::queue &Q) {
  for (void *P : {(void *)D.X, (void *)D.Y, (void *)D.Z, (void *)D.R,
                  (void *)D.R2, (void *)D.V, (void *)D.Int})
    sycl::free(P, Q);
}

/// Every function of T in a kernel, then on the host, each checked.
template <typename T> void run(sycl::queue &Q) {
  Data<T> D = allocate<T>(Q);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     computeAll<T>(D, int(I[0]));
   }).wait();
  checkAll<T>("device", D);
  release(D, Q);
  Data<T> H = allocate<T>(Q);
  for (int I = 0; I < N; ++I)
    computeAll<T>(H, I);
  checkAll<T>("host", H);
  release(H, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  run<float>(Q);
  run<double>(Q);
  if (Failures) {
    std::fprintf(stderr, "math_builtins: %d failures\n", Failures);
    return 1;
  }
  std::puts("math_builtins: passed");
}
