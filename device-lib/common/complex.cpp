//===- complex.cpp - C99 complex arithmetic and <complex.h> in device code ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// std::complex<float> and <double> in a kernel (Mandelbrot samples, FFTs)
// reach functions that no device defines: Clang compiles a complex multiply
// or divide to a call of the runtime's __mulsc3, __muldc3, __divsc3 or
// __divdc3 (C11 Annex G arithmetic), and libstdc++'s abs, arg, exp, log,
// sqrt, pow and the trigonometric and hyperbolic functions call the C
// library's cabsf, cargf, cexpf, ... Each is defined here for float and
// double on top of the target's C math functions. The multiply and divide
// follow Annex G: a product or quotient that comes out NaN in both parts is
// recomputed to give the infinity or zero the operands imply. The other
// functions use the textbook formulas on their principal branches.
//
//===----------------------------------------------------------------------===//
#include "prism/device/builtins.h"

extern "C" {
PRISM_DEVICE_FN float hypotf(float, float);
PRISM_DEVICE_FN double hypot(double, double);
PRISM_DEVICE_FN float atan2f(float, float);
PRISM_DEVICE_FN double atan2(double, double);
PRISM_DEVICE_FN float expf(float);
PRISM_DEVICE_FN double exp(double);
PRISM_DEVICE_FN float logf(float);
PRISM_DEVICE_FN double log(double);
PRISM_DEVICE_FN float sqrtf(float);
PRISM_DEVICE_FN double sqrt(double);
PRISM_DEVICE_FN float sinf(float);
PRISM_DEVICE_FN double sin(double);
PRISM_DEVICE_FN float cosf(float);
PRISM_DEVICE_FN double cos(double);
PRISM_DEVICE_FN float sinhf(float);
PRISM_DEVICE_FN double sinh(double);
PRISM_DEVICE_FN float coshf(float);
PRISM_DEVICE_FN double cosh(double);
PRISM_DEVICE_FN float logbf(float);
PRISM_DEVICE_FN double logb(double);
PRISM_DEVICE_FN float ldexpf(float, int);
PRISM_DEVICE_FN double ldexp(double, int);
}

namespace {

// The C functions of one precision, under one name each.
PRISM_DEVICE_FN float hypotOf(float X, float Y) { return hypotf(X, Y); }
PRISM_DEVICE_FN double hypotOf(double X, double Y) { return hypot(X, Y); }
PRISM_DEVICE_FN float atan2Of(float Y, float X) { return atan2f(Y, X); }
PRISM_DEVICE_FN double atan2Of(double Y, double X) { return atan2(Y, X); }
PRISM_DEVICE_FN float expOf(float X) { return expf(X); }
PRISM_DEVICE_FN double expOf(double X) { return exp(X); }
PRISM_DEVICE_FN float logOf(float X) { return logf(X); }
PRISM_DEVICE_FN double logOf(double X) { return log(X); }
PRISM_DEVICE_FN float sqrtOf(float X) { return sqrtf(X); }
PRISM_DEVICE_FN double sqrtOf(double X) { return sqrt(X); }
PRISM_DEVICE_FN float sinOf(float X) { return sinf(X); }
PRISM_DEVICE_FN double sinOf(double X) { return sin(X); }
PRISM_DEVICE_FN float cosOf(float X) { return cosf(X); }
PRISM_DEVICE_FN double cosOf(double X) { return cos(X); }
PRISM_DEVICE_FN float sinhOf(float X) { return sinhf(X); }
PRISM_DEVICE_FN double sinhOf(double X) { return sinh(X); }
PRISM_DEVICE_FN float coshOf(float X) { return coshf(X); }
PRISM_DEVICE_FN double coshOf(double X) { return cosh(X); }
PRISM_DEVICE_FN float logbOf(float X) { return logbf(X); }
PRISM_DEVICE_FN double logbOf(double X) { return logb(X); }
PRISM_DEVICE_FN float ldexpOf(float X, int E) { return ldexpf(X, E); }
PRISM_DEVICE_FN double ldexpOf(double X, int E) { return ldexp(X, E); }

template <typename T> PRISM_DEVICE_FN bool isNan(T X) {
  return __builtin_isnan(X);
}
template <typename T> PRISM_DEVICE_FN bool isInf(T X) {
  return __builtin_isinf(X);
}
template <typename T> PRISM_DEVICE_FN bool isFinite(T X) {
  return __builtin_isfinite(X);
}
template <typename T> PRISM_DEVICE_FN T copySign(T X, T Sign) {
  return __builtin_copysign(X, Sign);
}
template <typename T> PRISM_DEVICE_FN T absOf(T X) { return X < 0 ? -X : X; }
template <typename T> PRISM_DEVICE_FN T infinity() {
  return static_cast<T>(__builtin_inf());
}

// 1 for an infinite part, 0 otherwise, with the part's sign: the "box" of
// Annex G's recovery.
template <typename T> PRISM_DEVICE_FN T boxed(T X) {
  return copySign(isInf(X) ? T(1) : T(0), X);
}
// A NaN part becomes a zero of its sign; others stay.
template <typename T> PRISM_DEVICE_FN T zeroIfNan(T X) {
  return isNan(X) ? copySign(T(0), X) : X;
}

// C's complex types (a GNU extension in C++); the functions taking one name
// their T, which a Complex<T> parameter does not deduce.
template <typename T> struct ComplexOf;
template <> struct ComplexOf<float> { using Type = _Complex float; };
template <> struct ComplexOf<double> { using Type = _Complex double; };
template <typename T> using Complex = typename ComplexOf<T>::Type;

template <typename T> PRISM_DEVICE_FN Complex<T> make(T Re, T Im) {
  return __builtin_complex(Re, Im);
}

template <typename T> PRISM_DEVICE_FN Complex<T> multiply(T A, T B, T C, T D) {
  T AC = A * C, BD = B * D, AD = A * D, BC = B * C;
  T X = AC - BD, Y = AD + BC;
  if (!isNan(X) || !isNan(Y))
    return make(X, Y);
  bool Recompute = false;
  if (isInf(A) || isInf(B)) {
    A = boxed(A), B = boxed(B), C = zeroIfNan(C), D = zeroIfNan(D);
    Recompute = true;
  }
  if (isInf(C) || isInf(D)) {
    C = boxed(C), D = boxed(D), A = zeroIfNan(A), B = zeroIfNan(B);
    Recompute = true;
  }
  if (!Recompute && (isInf(AC) || isInf(BD) || isInf(AD) || isInf(BC))) {
    A = zeroIfNan(A), B = zeroIfNan(B), C = zeroIfNan(C), D = zeroIfNan(D);
    Recompute = true;
  }
  if (Recompute) {
    X = infinity<T>() * (A * C - B * D);
    Y = infinity<T>() * (A * D + B * C);
  }
  return make(X, Y);
}

// (A + Bi) / (C + Di), scaled by a power of two so that C*C + D*D neither
// overflows nor underflows.
template <typename T> PRISM_DEVICE_FN Complex<T> divide(T A, T B, T C, T D) {
  // The larger magnitude, a NaN counting as smaller (as fmax).
  T Larger = isNan(D) || absOf(C) > absOf(D) ? absOf(C) : absOf(D);
  T Scale = logbOf(Larger);
  int Exponent = 0;
  if (isFinite(Scale)) {
    Exponent = static_cast<int>(Scale);
    C = ldexpOf(C, -Exponent);
    D = ldexpOf(D, -Exponent);
  }
  T Denominator = C * C + D * D;
  T X = ldexpOf((A * C + B * D) / Denominator, -Exponent);
  T Y = ldexpOf((B * C - A * D) / Denominator, -Exponent);
  if (!isNan(X) || !isNan(Y))
    return make(X, Y);
  if (Denominator == T(0) && (!isNan(A) || !isNan(B))) {
    X = copySign(infinity<T>(), C) * A;
    Y = copySign(infinity<T>(), C) * B;
  } else if ((isInf(A) || isInf(B)) && isFinite(C) && isFinite(D)) {
    A = boxed(A), B = boxed(B);
    X = infinity<T>() * (A * C + B * D);
    Y = infinity<T>() * (B * C - A * D);
  } else if (isInf(Scale) && Scale > 0 && isFinite(A) && isFinite(B)) {
    C = boxed(C), D = boxed(D);
    X = T(0) * (A * C + B * D);
    Y = T(0) * (B * C - A * D);
  }
  return make(X, Y);
}

template <typename T> PRISM_DEVICE_FN T absolute(Complex<T> Z) {
  return hypotOf(__real__ Z, __imag__ Z);
}

template <typename T> PRISM_DEVICE_FN T argument(Complex<T> Z) {
  return atan2Of(__imag__ Z, __real__ Z);
}

template <typename T> PRISM_DEVICE_FN Complex<T> exponential(Complex<T> Z) {
  T Magnitude = expOf(__real__ Z), Angle = __imag__ Z;
  if (Angle == T(0)) // exact for real arguments, as C's cexp
    return make(Magnitude, Angle);
  return make(Magnitude * cosOf(Angle), Magnitude * sinOf(Angle));
}

template <typename T> PRISM_DEVICE_FN Complex<T> logarithm(Complex<T> Z) {
  return make(logOf(absolute<T>(Z)), argument<T>(Z));
}

// The principal square root, with the cut along the negative real axis: the
// imaginary part takes the sign of Z's.
template <typename T> PRISM_DEVICE_FN Complex<T> squareRoot(Complex<T> Z) {
  T Re = __real__ Z, Im = __imag__ Z;
  if (Re == T(0) && Im == T(0))
    return make(T(0), Im);
  if (isInf(Im))
    return make(infinity<T>(), Im);
  T Half = sqrtOf((absolute<T>(Z) + absOf(Re)) / 2);
  if (Re >= T(0))
    return make(Half, Im / (2 * Half));
  return make(absOf(Im) / (2 * Half), copySign(Half, Im));
}

template <typename T>
PRISM_DEVICE_FN Complex<T> power(Complex<T> Base, Complex<T> Exponent) {
  if (__real__ Base == T(0) && __imag__ Base == T(0))
    return __real__ Exponent == T(0) && __imag__ Exponent == T(0)
               ? make(T(1), T(0))
               : make(T(0), T(0));
  Complex<T> Log = logarithm<T>(Base);
  Complex<T> Product = multiply(__real__ Exponent, __imag__ Exponent,
                                __real__ Log, __imag__ Log);
  return exponential<T>(Product);
}

template <typename T> PRISM_DEVICE_FN Complex<T> sine(Complex<T> Z) {
  T A = __real__ Z, B = __imag__ Z;
  return make(sinOf(A) * coshOf(B), cosOf(A) * sinhOf(B));
}

template <typename T> PRISM_DEVICE_FN Complex<T> cosine(Complex<T> Z) {
  T A = __real__ Z, B = __imag__ Z;
  return make(cosOf(A) * coshOf(B), -(sinOf(A) * sinhOf(B)));
}

template <typename T> PRISM_DEVICE_FN Complex<T> hyperbolicSine(Complex<T> Z) {
  T A = __real__ Z, B = __imag__ Z;
  return make(sinhOf(A) * cosOf(B), coshOf(A) * sinOf(B));
}

template <typename T>
PRISM_DEVICE_FN Complex<T> hyperbolicCosine(Complex<T> Z) {
  T A = __real__ Z, B = __imag__ Z;
  return make(coshOf(A) * cosOf(B), sinhOf(A) * sinOf(B));
}

// tanh(A + Bi) = (sinh 2A + i sin 2B) / (cosh 2A + cos 2B); for a large |A|
// that overflows, and the value is ±1 + 0i.
template <typename T>
PRISM_DEVICE_FN Complex<T> hyperbolicTangent(Complex<T> Z) {
  T A = __real__ Z, B = __imag__ Z;
  if (absOf(A) > T(20))
    return make(copySign(T(1), A), copySign(T(0), sinOf(2 * B)));
  T Denominator = coshOf(2 * A) + cosOf(2 * B);
  return make(sinhOf(2 * A) / Denominator, sinOf(2 * B) / Denominator);
}

// -i F(iZ), for the circular functions from the hyperbolic ones.
template <typename T, Complex<T> (*F)(Complex<T>)>
PRISM_DEVICE_FN Complex<T> rotated(Complex<T> Z) {
  Complex<T> R = F(make(-__imag__ Z, __real__ Z));
  return make(__imag__ R, -__real__ R);
}

template <typename T> PRISM_DEVICE_FN Complex<T> tangent(Complex<T> Z) {
  return rotated<T, hyperbolicTangent<T>>(Z);
}

// The inverse functions, from the logarithm and the square root on their
// principal branches:
//   asinh Z = log(Z + sqrt(Z^2 + 1))        asin Z = -i asinh(iZ)
//   acosh Z = log(Z + sqrt(Z + 1) sqrt(Z - 1))  acos Z = pi/2 - asin Z
//   atanh Z = (log(1 + Z) - log(1 - Z)) / 2     atan Z = -i atanh(iZ)
template <typename T>
PRISM_DEVICE_FN Complex<T> plus(Complex<T> X, Complex<T> Y) {
  return make(__real__ X + __real__ Y, __imag__ X + __imag__ Y);
}
template <typename T>
PRISM_DEVICE_FN Complex<T> times(Complex<T> X, Complex<T> Y) {
  return multiply(__real__ X, __imag__ X, __real__ Y, __imag__ Y);
}
template <typename T>
PRISM_DEVICE_FN Complex<T> inverseHyperbolicSine(Complex<T> Z) {
  Complex<T> Root = squareRoot<T>(plus<T>(times<T>(Z, Z), make(T(1), T(0))));
  return logarithm<T>(plus<T>(Z, Root));
}

template <typename T>
PRISM_DEVICE_FN Complex<T> inverseHyperbolicCosine(Complex<T> Z) {
  Complex<T> Above = squareRoot<T>(plus<T>(Z, make(T(1), T(0))));
  Complex<T> Below = squareRoot<T>(plus<T>(Z, make(T(-1), T(0))));
  return logarithm<T>(plus<T>(Z, times<T>(Above, Below)));
}

template <typename T>
PRISM_DEVICE_FN Complex<T> inverseHyperbolicTangent(Complex<T> Z) {
  Complex<T> Up = logarithm<T>(make(T(1) + __real__ Z, __imag__ Z));
  Complex<T> Down = logarithm<T>(make(T(1) - __real__ Z, -__imag__ Z));
  return make((__real__ Up - __real__ Down) / 2,
              (__imag__ Up - __imag__ Down) / 2);
}

template <typename T> PRISM_DEVICE_FN Complex<T> inverseSine(Complex<T> Z) {
  return rotated<T, inverseHyperbolicSine<T>>(Z);
}

template <typename T> PRISM_DEVICE_FN Complex<T> inverseCosine(Complex<T> Z) {
  Complex<T> Sine = inverseSine<T>(Z);
  return make(T(1.57079632679489661923) - __real__ Sine, -__imag__ Sine);
}

template <typename T> PRISM_DEVICE_FN Complex<T> inverseTangent(Complex<T> Z) {
  return rotated<T, inverseHyperbolicTangent<T>>(Z);
}

template <typename T> PRISM_DEVICE_FN Complex<T> projection(Complex<T> Z) {
  if (isInf(__real__ Z) || isInf(__imag__ Z))
    return make(infinity<T>(), copySign(T(0), __imag__ Z));
  return Z;
}

} // namespace

// Each C function, for float (name##f) and double (name), on Op<T>.
#define PRISM_COMPLEX_UNARY(Name, Result, Op)                                  \
  PRISM_DEVICE_FN Result(float) Name##f(Complex<float> Z) {                    \
    return Op<float>(Z);                                                       \
  }                                                                            \
  PRISM_DEVICE_FN Result(double) Name(Complex<double> Z) {                     \
    return Op<double>(Z);                                                      \
  }
#define PRISM_REAL(T) T
#define PRISM_COMPLEX(T) Complex<T>

extern "C" {

PRISM_DEVICE_FN Complex<float> __mulsc3(float A, float B, float C, float D) {
  return multiply(A, B, C, D);
}
PRISM_DEVICE_FN Complex<double> __muldc3(double A, double B, double C,
                                         double D) {
  return multiply(A, B, C, D);
}
PRISM_DEVICE_FN Complex<float> __divsc3(float A, float B, float C, float D) {
  return divide(A, B, C, D);
}
PRISM_DEVICE_FN Complex<double> __divdc3(double A, double B, double C,
                                         double D) {
  return divide(A, B, C, D);
}

PRISM_COMPLEX_UNARY(cabs, PRISM_REAL, absolute)
PRISM_COMPLEX_UNARY(carg, PRISM_REAL, argument)
PRISM_COMPLEX_UNARY(cexp, PRISM_COMPLEX, exponential)
PRISM_COMPLEX_UNARY(clog, PRISM_COMPLEX, logarithm)
PRISM_COMPLEX_UNARY(csqrt, PRISM_COMPLEX, squareRoot)
PRISM_COMPLEX_UNARY(csin, PRISM_COMPLEX, sine)
PRISM_COMPLEX_UNARY(ccos, PRISM_COMPLEX, cosine)
PRISM_COMPLEX_UNARY(ctan, PRISM_COMPLEX, tangent)
PRISM_COMPLEX_UNARY(csinh, PRISM_COMPLEX, hyperbolicSine)
PRISM_COMPLEX_UNARY(ccosh, PRISM_COMPLEX, hyperbolicCosine)
PRISM_COMPLEX_UNARY(ctanh, PRISM_COMPLEX, hyperbolicTangent)
PRISM_COMPLEX_UNARY(cproj, PRISM_COMPLEX, projection)
PRISM_COMPLEX_UNARY(casin, PRISM_COMPLEX, inverseSine)
PRISM_COMPLEX_UNARY(cacos, PRISM_COMPLEX, inverseCosine)
PRISM_COMPLEX_UNARY(catan, PRISM_COMPLEX, inverseTangent)
PRISM_COMPLEX_UNARY(casinh, PRISM_COMPLEX, inverseHyperbolicSine)
PRISM_COMPLEX_UNARY(cacosh, PRISM_COMPLEX, inverseHyperbolicCosine)
PRISM_COMPLEX_UNARY(catanh, PRISM_COMPLEX, inverseHyperbolicTangent)

PRISM_DEVICE_FN Complex<float> cpowf(Complex<float> X, Complex<float> Y) {
  return power<float>(X, Y);
}
PRISM_DEVICE_FN Complex<double> cpow(Complex<double> X, Complex<double> Y) {
  return power<double>(X, Y);
}

} // extern "C"
