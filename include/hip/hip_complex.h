//===- hip/hip_complex.h - HIP's complex numbers --------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// hipFloatComplex (hipComplex) and hipDoubleComplex, as HIP documents them:
// float2 and double2 holding the real part in x and the imaginary part in
// y, with their functions for host and device code. cuComplex.h gives them
// CUDA's names.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_COMPLEX_H
#define HIP_HIP_COMPLEX_H

#include "hip/hip_runtime.h"

#include <math.h>

typedef float2 hipFloatComplex;
typedef double2 hipDoubleComplex;
typedef hipFloatComplex hipComplex;

namespace prism::complex {

template <typename C, typename T> __host__ __device__ inline C div(C X, C Y) {
  // Both scaled by |Re y| + |Im y| first, so that |y|^2 neither overflows
  // nor underflows where the quotient is representable.
  const T Scale = (Y.x < 0 ? -Y.x : Y.x) + (Y.y < 0 ? -Y.y : Y.y);
  const T Xr = X.x / Scale, Xi = X.y / Scale;
  const T Yr = Y.x / Scale, Yi = Y.y / Scale;
  const T Norm = Yr * Yr + Yi * Yi;
  return C{(Xr * Yr + Xi * Yi) / Norm, (Xi * Yr - Xr * Yi) / Norm};
}

} // namespace prism::complex

// The functions of one precision: S their names' suffix (f for float, none
// for double), T the real type, C the complex one, Hypot C's hypot of T.
// hipCabs is |Z| without overflow where |Z| is representable, hipCsqabs
// |Z|^2, hipCfma X * Y + D.
#define PRISM_HIP_COMPLEX_FUNCTIONS(S, T, C, Hypot)                            \
  __host__ __device__ inline T hipCreal##S(C Z) { return Z.x; }                \
  __host__ __device__ inline T hipCimag##S(C Z) { return Z.y; }                \
  __host__ __device__ inline C hipConj##S(C Z) { return C{Z.x, -Z.y}; }        \
  __host__ __device__ inline C hipCadd##S(C X, C Y) {                          \
    return C{X.x + Y.x, X.y + Y.y};                                            \
  }                                                                            \
  __host__ __device__ inline C hipCsub##S(C X, C Y) {                          \
    return C{X.x - Y.x, X.y - Y.y};                                            \
  }                                                                            \
  __host__ __device__ inline C hipCmul##S(C X, C Y) {                          \
    return C{X.x * Y.x - X.y * Y.y, X.x * Y.y + X.y * Y.x};                    \
  }                                                                            \
  __host__ __device__ inline C hipCdiv##S(C X, C Y) {                          \
    return prism::complex::div<C, T>(X, Y);                                    \
  }                                                                            \
  __host__ __device__ inline C hipCfma##S(C X, C Y, C D) {                     \
    return hipCadd##S(hipCmul##S(X, Y), D);                                    \
  }                                                                            \
  __host__ __device__ inline T hipCabs##S(C Z) { return Hypot(Z.x, Z.y); }     \
  __host__ __device__ inline T hipCsqabs##S(C Z) {                             \
    return Z.x * Z.x + Z.y * Z.y;                                              \
  }

PRISM_HIP_COMPLEX_FUNCTIONS(f, float, hipFloatComplex, hypotf)
PRISM_HIP_COMPLEX_FUNCTIONS(, double, hipDoubleComplex, hypot)
#undef PRISM_HIP_COMPLEX_FUNCTIONS

__host__ __device__ inline hipFloatComplex make_hipFloatComplex(float Re,
                                                                float Im) {
  return hipFloatComplex{Re, Im};
}
__host__ __device__ inline hipComplex make_hipComplex(float Re, float Im) {
  return hipComplex{Re, Im};
}
__host__ __device__ inline hipDoubleComplex make_hipDoubleComplex(double Re,
                                                                  double Im) {
  return hipDoubleComplex{Re, Im};
}

__host__ __device__ inline hipDoubleComplex
hipComplexFloatToDouble(hipFloatComplex Z) {
  return hipDoubleComplex{Z.x, Z.y};
}
__host__ __device__ inline hipFloatComplex
hipComplexDoubleToFloat(hipDoubleComplex Z) {
  return hipFloatComplex{static_cast<float>(Z.x), static_cast<float>(Z.y)};
}

#endif // HIP_HIP_COMPLEX_H
