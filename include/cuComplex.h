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

// HIP's functions of one precision (suffix S: f for float, none for
// double; T the real type, C the complex one) under CUDA's names.
#define PRISM_CU_COMPLEX_FUNCTIONS(S, T, C)                                    \
  __host__ __device__ inline T cuCreal##S(C Z) { return hipCreal##S(Z); }      \
  __host__ __device__ inline T cuCimag##S(C Z) { return hipCimag##S(Z); }      \
  __host__ __device__ inline C cuConj##S(C Z) { return hipConj##S(Z); }        \
  __host__ __device__ inline C cuCadd##S(C X, C Y) {                           \
    return hipCadd##S(X, Y);                                                   \
  }                                                                            \
  __host__ __device__ inline C cuCsub##S(C X, C Y) {                           \
    return hipCsub##S(X, Y);                                                   \
  }                                                                            \
  __host__ __device__ inline C cuCmul##S(C X, C Y) {                           \
    return hipCmul##S(X, Y);                                                   \
  }                                                                            \
  __host__ __device__ inline C cuCdiv##S(C X, C Y) {                           \
    return hipCdiv##S(X, Y);                                                   \
  }                                                                            \
  __host__ __device__ inline C cuCfma##S(C X, C Y, C D) {                      \
    return hipCfma##S(X, Y, D);                                                \
  }                                                                            \
  __host__ __device__ inline T cuCabs##S(C Z) { return hipCabs##S(Z); }

PRISM_CU_COMPLEX_FUNCTIONS(f, float, cuFloatComplex)
PRISM_CU_COMPLEX_FUNCTIONS(, double, cuDoubleComplex)
#undef PRISM_CU_COMPLEX_FUNCTIONS

__host__ __device__ inline cuFloatComplex make_cuFloatComplex(float Re,
                                                              float Im) {
  return make_hipFloatComplex(Re, Im);
}
__host__ __device__ inline cuComplex make_cuComplex(float Re, float Im) {
  return make_hipComplex(Re, Im);
}
__host__ __device__ inline cuDoubleComplex make_cuDoubleComplex(double Re,
                                                                double Im) {
  return make_hipDoubleComplex(Re, Im);
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
