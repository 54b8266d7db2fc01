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

template <typename C> __host__ __device__ inline C conj(C X) {
  return C{X.x, -X.y};
}
template <typename C> __host__ __device__ inline C add(C X, C Y) {
  return C{X.x + Y.x, X.y + Y.y};
}
template <typename C> __host__ __device__ inline C sub(C X, C Y) {
  return C{X.x - Y.x, X.y - Y.y};
}
template <typename C> __host__ __device__ inline C mul(C X, C Y) {
  return C{X.x * Y.x - X.y * Y.y, X.x * Y.y + X.y * Y.x};
}
template <typename C, typename T> __host__ __device__ inline C div(C X, C Y) {
  // Both scaled by |Re y| + |Im y| first, so that |y|^2 neither overflows
  // nor underflows where the quotient is representable.
  const T Scale = (Y.x < 0 ? -Y.x : Y.x) + (Y.y < 0 ? -Y.y : Y.y);
  const T Xr = X.x / Scale, Xi = X.y / Scale;
  const T Yr = Y.x / Scale, Yi = Y.y / Scale;
  const T Norm = Yr * Yr + Yi * Yi;
  return C{(Xr * Yr + Xi * Yi) / Norm, (Xi * Yr - Xr * Yi) / Norm};
}
/// X * Y + D.
template <typename C> __host__ __device__ inline C fma(C X, C Y, C D) {
  return add(mul(X, Y), D);
}

} // namespace prism::complex

__host__ __device__ inline float hipCrealf(hipFloatComplex Z) { return Z.x; }
__host__ __device__ inline float hipCimagf(hipFloatComplex Z) { return Z.y; }
__host__ __device__ inline hipFloatComplex make_hipFloatComplex(float Re,
                                                                float Im) {
  return hipFloatComplex{Re, Im};
}
__host__ __device__ inline hipComplex make_hipComplex(float Re, float Im) {
  return hipComplex{Re, Im};
}
__host__ __device__ inline hipFloatComplex hipConjf(hipFloatComplex Z) {
  return prism::complex::conj(Z);
}
__host__ __device__ inline hipFloatComplex hipCaddf(hipFloatComplex X,
                                                    hipFloatComplex Y) {
  return prism::complex::add(X, Y);
}
__host__ __device__ inline hipFloatComplex hipCsubf(hipFloatComplex X,
                                                    hipFloatComplex Y) {
  return prism::complex::sub(X, Y);
}
__host__ __device__ inline hipFloatComplex hipCmulf(hipFloatComplex X,
                                                    hipFloatComplex Y) {
  return prism::complex::mul(X, Y);
}
__host__ __device__ inline hipFloatComplex hipCdivf(hipFloatComplex X,
                                                    hipFloatComplex Y) {
  return prism::complex::div<hipFloatComplex, float>(X, Y);
}
__host__ __device__ inline hipFloatComplex
hipCfmaf(hipFloatComplex X, hipFloatComplex Y, hipFloatComplex D) {
  return prism::complex::fma(X, Y, D);
}
/// |Z|, without overflow where |Z| is representable.
__host__ __device__ inline float hipCabsf(hipFloatComplex Z) {
  return hypotf(Z.x, Z.y);
}
/// |Z|^2.
__host__ __device__ inline float hipCsqabsf(hipFloatComplex Z) {
  return Z.x * Z.x + Z.y * Z.y;
}

__host__ __device__ inline double hipCreal(hipDoubleComplex Z) { return Z.x; }
__host__ __device__ inline double hipCimag(hipDoubleComplex Z) { return Z.y; }
__host__ __device__ inline hipDoubleComplex make_hipDoubleComplex(double Re,
                                                                  double Im) {
  return hipDoubleComplex{Re, Im};
}
__host__ __device__ inline hipDoubleComplex hipConj(hipDoubleComplex Z) {
  return prism::complex::conj(Z);
}
__host__ __device__ inline hipDoubleComplex hipCadd(hipDoubleComplex X,
                                                    hipDoubleComplex Y) {
  return prism::complex::add(X, Y);
}
__host__ __device__ inline hipDoubleComplex hipCsub(hipDoubleComplex X,
                                                    hipDoubleComplex Y) {
  return prism::complex::sub(X, Y);
}
__host__ __device__ inline hipDoubleComplex hipCmul(hipDoubleComplex X,
                                                    hipDoubleComplex Y) {
  return prism::complex::mul(X, Y);
}
__host__ __device__ inline hipDoubleComplex hipCdiv(hipDoubleComplex X,
                                                    hipDoubleComplex Y) {
  return prism::complex::div<hipDoubleComplex, double>(X, Y);
}
__host__ __device__ inline hipDoubleComplex
hipCfma(hipDoubleComplex X, hipDoubleComplex Y, hipDoubleComplex D) {
  return prism::complex::fma(X, Y, D);
}
__host__ __device__ inline double hipCabs(hipDoubleComplex Z) {
  return hypot(Z.x, Z.y);
}
__host__ __device__ inline double hipCsqabs(hipDoubleComplex Z) {
  return Z.x * Z.x + Z.y * Z.y;
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
