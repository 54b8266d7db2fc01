//===- hip/hip_vector_types.h - char1 ... double4 and make_* --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// CUDA's and HIP's built-in vector types, with CUDA's sizes and alignments
// (int2 8, float4 16, double2 16, the three-element ones their element's),
// as plain aggregates whose components are the members x, y, z and w, so
// they are usable in host and device code, by value in kernel arguments and
// with brace initialisation. HIP's element-wise arithmetic is provided as
// hidden friends: + - * / between two vectors, a vector and a scalar of its
// element type, the compound assignments, negation, == and !=.
//
// CUDA's vector types have no operators, and CUDA programs define their own
// (the samples' helper_math.h), which HIP's would clash with: where
// PRISM_CUDA_VECTOR_TYPES is defined (by cuda_runtime.h, which prism++
// includes first in every CUDA source) the types come without them.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_VECTOR_TYPES_H
#define HIP_HIP_VECTOR_TYPES_H

#include "hip/hip_qualifiers.h"

// Apply F to each component name of a vector of 1 to 4 elements, with the
// element type and an operator, separated by commas.
#define PRISM_HIP_EACH1(F, T, Op) F(x, T, Op)
#define PRISM_HIP_EACH2(F, T, Op) PRISM_HIP_EACH1(F, T, Op), F(y, T, Op)
#define PRISM_HIP_EACH3(F, T, Op) PRISM_HIP_EACH2(F, T, Op), F(z, T, Op)
#define PRISM_HIP_EACH4(F, T, Op) PRISM_HIP_EACH3(F, T, Op), F(w, T, Op)

// One component of: vector Op vector, vector Op scalar, scalar Op vector,
// vector Op= vector, vector Op= scalar, -vector, vector == vector.
#define PRISM_HIP_VV(M, T, Op) static_cast<T>(A.M Op B.M)
#define PRISM_HIP_VS(M, T, Op) static_cast<T>(A.M Op S)
#define PRISM_HIP_SV(M, T, Op) static_cast<T>(S Op B.M)
#define PRISM_HIP_ASSIGN_V(M, T, Op) (A.M Op B.M)
#define PRISM_HIP_ASSIGN_S(M, T, Op) (A.M Op S)
#define PRISM_HIP_NEGATE(M, T, Op) static_cast<T>(-A.M)
#define PRISM_HIP_EQUAL(M, T, Op) (A.M == B.M)
#define PRISM_HIP_PARAMETER(M, T, Op) T M
#define PRISM_HIP_ARGUMENT(M, T, Op) M

#define PRISM_HIP_ARITHMETIC(V, T, Each, Op)                                   \
  friend __host__ __device__ constexpr V operator Op(V A, V B) {               \
    return V{Each(PRISM_HIP_VV, T, Op)};                                       \
  }                                                                            \
  friend __host__ __device__ constexpr V operator Op(V A, T S) {               \
    return V{Each(PRISM_HIP_VS, T, Op)};                                       \
  }                                                                            \
  friend __host__ __device__ constexpr V operator Op(T S, V B) {               \
    return V{Each(PRISM_HIP_SV, T, Op)};                                       \
  }                                                                            \
  friend __host__ __device__ constexpr V &operator Op##=(V &A, V B) {          \
    (void)(Each(PRISM_HIP_ASSIGN_V, T, Op## =));                               \
    return A;                                                                  \
  }                                                                            \
  friend __host__ __device__ constexpr V &operator Op##=(V &A, T S) {          \
    (void)(Each(PRISM_HIP_ASSIGN_S, T, Op## =));                               \
    return A;                                                                  \
  }

#ifdef PRISM_CUDA_VECTOR_TYPES
#define PRISM_HIP_OPERATORS(V, T, N)
#else
#define PRISM_HIP_OPERATORS(V, T, N)                                           \
  PRISM_HIP_ARITHMETIC(V, T, PRISM_HIP_EACH##N, +)                             \
  PRISM_HIP_ARITHMETIC(V, T, PRISM_HIP_EACH##N, -)                             \
  PRISM_HIP_ARITHMETIC(V, T, PRISM_HIP_EACH##N, *)                             \
  PRISM_HIP_ARITHMETIC(V, T, PRISM_HIP_EACH##N, /)                             \
  friend __host__ __device__ constexpr V operator-(V A) {                      \
    return V{PRISM_HIP_EACH##N(PRISM_HIP_NEGATE, T, )};                        \
  }                                                                            \
  friend __host__ __device__ constexpr bool operator==(V A, V B) {             \
    bool Equal[] = {PRISM_HIP_EACH##N(PRISM_HIP_EQUAL, T, )};                  \
    for (bool E : Equal)                                                       \
      if (!E)                                                                  \
        return false;                                                          \
    return true;                                                               \
  }                                                                            \
  friend __host__ __device__ constexpr bool operator!=(V A, V B) {             \
    return !(A == B);                                                          \
  }
#endif

#define PRISM_HIP_VECTOR(V, T, N, Align)                                       \
  struct __attribute__((aligned(Align))) V {                                   \
    T PRISM_HIP_EACH##N(PRISM_HIP_ARGUMENT, T, );                              \
    PRISM_HIP_OPERATORS(V, T, N)                                               \
  };                                                                           \
  __host__ __device__ constexpr inline V make_##V(                             \
      PRISM_HIP_EACH##N(PRISM_HIP_PARAMETER, T, )) {                           \
    return V{PRISM_HIP_EACH##N(PRISM_HIP_ARGUMENT, T, )};                      \
  }

// The four sizes of one element type; Align1 to Align4 are CUDA's.
#define PRISM_HIP_VECTORS(Prefix, T, Align1, Align2, Align3, Align4)           \
  PRISM_HIP_VECTOR(Prefix##1, T, 1, Align1)                                    \
  PRISM_HIP_VECTOR(Prefix##2, T, 2, Align2)                                    \
  PRISM_HIP_VECTOR(Prefix##3, T, 3, Align3)                                    \
  PRISM_HIP_VECTOR(Prefix##4, T, 4, Align4)

PRISM_HIP_VECTORS(char, signed char, 1, 2, 1, 4)
PRISM_HIP_VECTORS(uchar, unsigned char, 1, 2, 1, 4)
PRISM_HIP_VECTORS(short, short, 2, 4, 2, 8)
PRISM_HIP_VECTORS(ushort, unsigned short, 2, 4, 2, 8)
PRISM_HIP_VECTORS(int, int, 4, 8, 4, 16)
PRISM_HIP_VECTORS(uint, unsigned int, 4, 8, 4, 16)
PRISM_HIP_VECTORS(long, long, sizeof(long), 2 * sizeof(long), sizeof(long), 16)
PRISM_HIP_VECTORS(ulong, unsigned long, sizeof(long), 2 * sizeof(long),
                  sizeof(long), 16)
PRISM_HIP_VECTORS(longlong, long long, 8, 16, 8, 16)
PRISM_HIP_VECTORS(ulonglong, unsigned long long, 8, 16, 8, 16)
PRISM_HIP_VECTORS(float, float, 4, 8, 4, 16)
PRISM_HIP_VECTORS(double, double, 8, 16, 8, 16)

#undef PRISM_HIP_VECTORS
#undef PRISM_HIP_VECTOR
#undef PRISM_HIP_OPERATORS
#undef PRISM_HIP_ARITHMETIC
#undef PRISM_HIP_ARGUMENT
#undef PRISM_HIP_PARAMETER
#undef PRISM_HIP_EQUAL
#undef PRISM_HIP_NEGATE
#undef PRISM_HIP_ASSIGN_S
#undef PRISM_HIP_ASSIGN_V
#undef PRISM_HIP_SV
#undef PRISM_HIP_VS
#undef PRISM_HIP_VV
#undef PRISM_HIP_EACH4
#undef PRISM_HIP_EACH3
#undef PRISM_HIP_EACH2
#undef PRISM_HIP_EACH1

#endif // HIP_HIP_VECTOR_TYPES_H
