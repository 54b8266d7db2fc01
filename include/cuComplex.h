//===- cuComplex.h - CUDA's complex numbers -------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// cuFloatComplex (cuComplex) and cuDoubleComplex, as CUDA documents them:
// float2 and double2 holding the real part in x and the imaginary part in
// y. The functions are HIP's (hip/hip_complex.h) under CUDA's names.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CUCOMPLEX_H
#define PRISM_CUCOMPLEX_H

#include "cuda_runtime.h"
#include "hip/hip_complex.h"

typedef hipFloatComplex cuFloatComplex;
typedef hipDoubleComplex cuDoubleComplex;
typedef cuFloatComplex cuComplex;

__host__ __device__ inline float cuCrealf(cuFloatComplex Z) {
  return hipCrealf(Z);
}
__host__ __device__ inline float cuCimagf(cuFloatComplex Z) {
  return hipCimagf(Z);
}
__host__ __device__ inline cuFloatComplex make_cuFloatComplex(float Re,
                                                              float Im) {
  return make_hipFloatComplex(Re, Im);
}
__host__ __device__ inline cuComplex make_cuComplex(float Re, float Im) {
  return make_hipComplex(Re, Im);
}
__host__ __device__ inline cuFloatComplex cuConjf(cuFloatComplex Z) {
  return hipConjf(Z);
}
__host__ __device__ inline cuFloatComplex cuCaddf(cuFloatComplex X,
                                                  cuFloatComplex Y) {
  return hipCaddf(X, Y);
}
__host__ __device__ inline cuFloatComplex cuCsubf(cuFloatComplex X,
                                                  cuFloatComplex Y) {
  return hipCsubf(X, Y);
}
__host__ __device__ inline cuFloatComplex cuCmulf(cuFloatComplex X,
                                                  cuFloatComplex Y) {
  return hipCmulf(X, Y);
}
__host__ __device__ inline cuFloatComplex cuCdivf(cuFloatComplex X,
                                                  cuFloatComplex Y) {
  return hipCdivf(X, Y);
}
__host__ __device__ inline cuFloatComplex
cuCfmaf(cuFloatComplex X, cuFloatComplex Y, cuFloatComplex D) {
  return hipCfmaf(X, Y, D);
}
__host__ __device__ inline float cuCabsf(cuFloatComplex Z) {
  return hipCabsf(Z);
}

__host__ __device__ inline double cuCreal(cuDoubleComplex Z) {
  return hipCreal(Z);
}
__host__ __device__ inline double cuCimag(cuDoubleComplex Z) {
  return hipCimag(Z);
}
__host__ __device__ inline cuDoubleComplex make_cuDoubleComplex(double Re,
                                                                double Im) {
  return make_hipDoubleComplex(Re, Im);
}
__host__ __device__ inline cuDoubleComplex cuConj(cuDoubleComplex Z) {
  return hipConj(Z);
}
__host__ __device__ inline cuDoubleComplex cuCadd(cuDoubleComplex X,
                                                  cuDoubleComplex Y) {
  return hipCadd(X, Y);
}
__host__ __device__ inline cuDoubleComplex cuCsub(cuDoubleComplex X,
                                                  cuDoubleComplex Y) {
  return hipCsub(X, Y);
}
__host__ __device__ inline cuDoubleComplex cuCmul(cuDoubleComplex X,
                                                  cuDoubleComplex Y) {
  return hipCmul(X, Y);
}
__host__ __device__ inline cuDoubleComplex cuCdiv(cuDoubleComplex X,
                                                  cuDoubleComplex Y) {
  return hipCdiv(X, Y);
}
__host__ __device__ inline cuDoubleComplex
cuCfma(cuDoubleComplex X, cuDoubleComplex Y, cuDoubleComplex D) {
  return hipCfma(X, Y, D);
}
__host__ __device__ inline double cuCabs(cuDoubleComplex Z) {
  return hipCabs(Z);
}

__host__ __device__ inline cuDoubleComplex
cuComplexFloatToDouble(cuFloatComplex Z) {
  return hipComplexFloatToDouble(Z);
}
__host__ __device__ inline cuFloatComplex
cuComplexDoubleToFloat(cuDoubleComplex Z) {
  return hipComplexDoubleToFloat(Z);
}

#endif // PRISM_CUCOMPLEX_H
