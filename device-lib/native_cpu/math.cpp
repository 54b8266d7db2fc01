//===- math.cpp - The math builtins for the native CPU target -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// common/sycl_builtins.cpp defines SYCL's math through the OpenCL builtins
// __spirv_ocl_<name> (the device code is compiled as for spir64). Here each
// is the host C library's function of that name where it has one (the
// shared object of a native image links libm), and otherwise computed from
// them within OpenCL's error bounds. C math called by user code needs
// nothing here: it stays a call of the C library.
//
//===----------------------------------------------------------------------===//
#include "prism/device/builtin_names.h"
#include "prism/device/builtins.h"

// The C library's functions, float and double.
#define PRISM_LIBM_1(Name)                                                     \
  extern "C" PRISM_DEVICE_FN float Name##f(float);                             \
  extern "C" PRISM_DEVICE_FN double Name(double);
#define PRISM_LIBM_2(Name)                                                     \
  extern "C" PRISM_DEVICE_FN float Name##f(float, float);                      \
  extern "C" PRISM_DEVICE_FN double Name(double, double);

// The OpenCL builtins that are the C library's functions.
#define PRISM_SAME_1(Name)                                                     \
  PRISM_LIBM_1(Name)                                                           \
  PRISM_DEVICE_FN float __spirv_ocl_##Name(float X) { return Name##f(X); }     \
  PRISM_DEVICE_FN double __spirv_ocl_##Name(double X) { return Name(X); }
#define PRISM_SAME_2(Name)                                                     \
  PRISM_LIBM_2(Name)                                                           \
  PRISM_DEVICE_FN float __spirv_ocl_##Name(float X, float Y) {                 \
    return Name##f(X, Y);                                                      \
  }                                                                            \
  PRISM_DEVICE_FN double __spirv_ocl_##Name(double X, double Y) {              \
    return Name(X, Y);                                                         \
  }

// The rest: one template per builtin, instantiated for float and double.
#define PRISM_DERIVED_1(Name)                                                  \
  PRISM_DEVICE_FN float __spirv_ocl_##Name(float X) { return Name##T(X); }     \
  PRISM_DEVICE_FN double __spirv_ocl_##Name(double X) { return Name##T(X); }
#define PRISM_DERIVED_2(Name)                                                  \
  PRISM_DEVICE_FN float __spirv_ocl_##Name(float X, float Y) {                 \
    return Name##T(X, Y);                                                      \
  }                                                                            \
  PRISM_DEVICE_FN double __spirv_ocl_##Name(double X, double Y) {              \
    return Name##T(X, Y);                                                      \
  }

// clang-format off
PRISM_SAME_1(acos) PRISM_SAME_1(acosh) PRISM_SAME_1(asin) PRISM_SAME_1(asinh)
PRISM_SAME_1(atan) PRISM_SAME_1(atanh) PRISM_SAME_1(cbrt) PRISM_SAME_1(ceil)
PRISM_SAME_1(cos) PRISM_SAME_1(cosh) PRISM_SAME_1(erfc) PRISM_SAME_1(erf)
PRISM_SAME_1(exp) PRISM_SAME_1(exp2) PRISM_SAME_1(exp10) PRISM_SAME_1(expm1)
PRISM_SAME_1(fabs) PRISM_SAME_1(floor) PRISM_SAME_1(lgamma) PRISM_SAME_1(log)
PRISM_SAME_1(log2) PRISM_SAME_1(log10) PRISM_SAME_1(log1p) PRISM_SAME_1(logb)
PRISM_SAME_1(rint) PRISM_SAME_1(round) PRISM_SAME_1(sin) PRISM_SAME_1(sinh)
PRISM_SAME_1(sqrt) PRISM_SAME_1(tan) PRISM_SAME_1(tanh) PRISM_SAME_1(tgamma)
PRISM_SAME_1(trunc)
PRISM_SAME_2(atan2) PRISM_SAME_2(copysign) PRISM_SAME_2(fdim)
PRISM_SAME_2(fmax) PRISM_SAME_2(fmin) PRISM_SAME_2(fmod) PRISM_SAME_2(hypot)
PRISM_SAME_2(nextafter) PRISM_SAME_2(pow) PRISM_SAME_2(remainder)
    // clang-format on

    extern "C" PRISM_DEVICE_FN float fmaf(float, float, float);
extern "C" PRISM_DEVICE_FN double fma(double, double, double);
extern "C" PRISM_DEVICE_FN float ldexpf(float, int);
extern "C" PRISM_DEVICE_FN double ldexp(double, int);
extern "C" PRISM_DEVICE_FN int ilogbf(float);
extern "C" PRISM_DEVICE_FN int ilogb(double);

namespace {

constexpr double Pi = 3.14159265358979323846;

// The C library's function for T.
PRISM_DEVICE_FN float libm(float (*F)(float), double (*)(double), float X) {
  return F(X);
}
PRISM_DEVICE_FN double libm(float (*)(float), double (*D)(double), double X) {
  return D(X);
}
#define PRISM_C(Name, X) libm(Name##f, Name, X)

template <typename T> PRISM_DEVICE_FN T acospiT(T X) {
  return PRISM_C(acos, X) / T(Pi);
}
template <typename T> PRISM_DEVICE_FN T asinpiT(T X) {
  return PRISM_C(asin, X) / T(Pi);
}
template <typename T> PRISM_DEVICE_FN T atanpiT(T X) {
  return PRISM_C(atan, X) / T(Pi);
}
// sin(pi x), cos(pi x) and tan(pi x), reduced exactly to an argument in
// [0, 1/2] by their symmetries before pi multiplies it, where sin and cos
// are well conditioned; in double for both types, so that float results are
// correctly rounded but for the last rounding. (pi x itself would lose
// x's low bits, up to 15 float ulp at x near 9.)
PRISM_DEVICE_FN double sinpiReduced(double X) {
  bool Negative = X < 0;
  double R = __spirv_ocl_fmod(__spirv_ocl_fabs(X), 2.0); // exact, [0, 2)
  if (R >= 1) {
    R -= 1; // exact
    Negative = !Negative;
  }
  if (R > 0.5)
    R = 1 - R; // exact
  double Sine = sin(Pi * R);
  return Negative ? -Sine : Sine;
}
PRISM_DEVICE_FN double cospiReduced(double X) {
  bool Negative = false;
  double R = __spirv_ocl_fmod(__spirv_ocl_fabs(X), 2.0);
  if (R >= 1) {
    R -= 1;
    Negative = true;
  }
  if (R > 0.5) {
    R = 1 - R;
    Negative = !Negative;
  }
  double Cosine = R <= 0.25 ? cos(Pi * R) : sin(Pi * (0.5 - R));
  return Negative ? -Cosine : Cosine;
}
template <typename T> PRISM_DEVICE_FN T sinpiT(T X) {
  return T(sinpiReduced(double(X)));
}
template <typename T> PRISM_DEVICE_FN T cospiT(T X) {
  return T(cospiReduced(double(X)));
}
template <typename T> PRISM_DEVICE_FN T tanpiT(T X) {
  return T(sinpiReduced(double(X)) / cospiReduced(double(X)));
}
template <typename T> PRISM_DEVICE_FN T rsqrtT(T X) {
  return T(1) / PRISM_C(sqrt, X);
}
template <typename T> PRISM_DEVICE_FN T atan2piT(T Y, T X) {
  return __spirv_ocl_atan2(Y, X) / T(Pi);
}
template <typename T> PRISM_DEVICE_FN T maxmagT(T X, T Y) {
  T AX = PRISM_C(fabs, X), AY = PRISM_C(fabs, Y);
  return AX > AY ? X : AY > AX ? Y : __spirv_ocl_fmax(X, Y);
}
template <typename T> PRISM_DEVICE_FN T minmagT(T X, T Y) {
  T AX = PRISM_C(fabs, X), AY = PRISM_C(fabs, Y);
  return AX < AY ? X : AY < AX ? Y : __spirv_ocl_fmin(X, Y);
}
// powr is pow for x >= 0 and NaN below.
template <typename T> PRISM_DEVICE_FN T powrT(T X, T Y) {
  return X < T(0) ? T(__builtin_nan("")) : __spirv_ocl_pow(X, Y);
}
template <typename T> PRISM_DEVICE_FN T pownT(T X, int N) {
  return __spirv_ocl_pow(X, T(N));
}
// The real n-th root: odd roots of negative numbers are negative.
template <typename T> PRISM_DEVICE_FN T rootnT(T X, int N) {
  if (X < T(0) && (N & 1))
    return -__spirv_ocl_pow(-X, T(1) / T(N));
  return __spirv_ocl_pow(X, T(1) / T(N));
}

} // namespace

// clang-format off
PRISM_DERIVED_1(acospi) PRISM_DERIVED_1(asinpi) PRISM_DERIVED_1(atanpi)
PRISM_DERIVED_1(cospi) PRISM_DERIVED_1(sinpi) PRISM_DERIVED_1(tanpi)
PRISM_DERIVED_1(rsqrt)
PRISM_DERIVED_2(atan2pi) PRISM_DERIVED_2(maxmag) PRISM_DERIVED_2(minmag)
PRISM_DERIVED_2(powr)
    // clang-format on

    PRISM_DEVICE_FN float __spirv_ocl_fma(float X, float Y, float Z) {
  return fmaf(X, Y, Z);
}
PRISM_DEVICE_FN double __spirv_ocl_fma(double X, double Y, double Z) {
  return fma(X, Y, Z);
}
PRISM_DEVICE_FN float __spirv_ocl_mad(float X, float Y, float Z) {
  return X * Y + Z;
}
PRISM_DEVICE_FN double __spirv_ocl_mad(double X, double Y, double Z) {
  return X * Y + Z;
}
PRISM_DEVICE_FN float __spirv_ocl_ldexp(float X, int K) { return ldexpf(X, K); }
PRISM_DEVICE_FN double __spirv_ocl_ldexp(double X, int K) {
  return ldexp(X, K);
}
PRISM_DEVICE_FN float __spirv_ocl_pown(float X, int N) { return pownT(X, N); }
PRISM_DEVICE_FN double __spirv_ocl_pown(double X, int N) { return pownT(X, N); }
PRISM_DEVICE_FN float __spirv_ocl_rootn(float X, int N) { return rootnT(X, N); }
PRISM_DEVICE_FN double __spirv_ocl_rootn(double X, int N) {
  return rootnT(X, N);
}
PRISM_DEVICE_FN int __spirv_ocl_ilogb(float X) { return ilogbf(X); }
PRISM_DEVICE_FN int __spirv_ocl_ilogb(double X) { return ilogb(X); }

// sycl::native: the full-precision functions, which are within its bounds
// and which the host's vectorised code paths serve as well.
#define PRISM_NATIVE_1(Name)                                                   \
  PRISM_DEVICE_FN float __spirv_ocl_native_##Name(float X) {                   \
    return __spirv_ocl_##Name(X);                                              \
  }
// clang-format off
PRISM_NATIVE_1(cos) PRISM_NATIVE_1(exp) PRISM_NATIVE_1(exp2)
PRISM_NATIVE_1(exp10) PRISM_NATIVE_1(log) PRISM_NATIVE_1(log2)
PRISM_NATIVE_1(log10) PRISM_NATIVE_1(rsqrt) PRISM_NATIVE_1(sin)
PRISM_NATIVE_1(sqrt) PRISM_NATIVE_1(tan)
    // clang-format on
    PRISM_DEVICE_FN float __spirv_ocl_native_recip(float X) {
  return 1.0f / X;
}
PRISM_DEVICE_FN float __spirv_ocl_native_divide(float X, float Y) {
  return X / Y;
}
PRISM_DEVICE_FN float __spirv_ocl_native_powr(float X, float Y) {
  return __spirv_ocl_powr(X, Y);
}

// CUDA's math functions that C's library lacks, which HIP and CUDA code
// calls by their C names (spir64/math.cpp defines them alike).
#define PRISM_CUDA_ONLY(Name)                                                  \
  extern "C" PRISM_DEVICE_FN float Name##f(float X) {                          \
    return __spirv_ocl_##Name(X);                                              \
  }                                                                            \
  extern "C" PRISM_DEVICE_FN double Name(double X) {                           \
    return __spirv_ocl_##Name(X);                                              \
  }
// clang-format off
PRISM_CUDA_ONLY(rsqrt) PRISM_CUDA_ONLY(cospi) PRISM_CUDA_ONLY(sinpi)
    // clang-format on
