//===- hip/hip_integer_intrinsics.h - CUDA's integer intrinsics -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// __popc, __clz, __ffs, __brev, __mul24, __umulhi, __sad, __hadd, ... with
// CUDA's results at the edges (__clz(0) is 32, __ffs(0) is 0). Written with
// the operations every target has: a bit reversal as shifts and masks
// (SPIR-V's OpBitReverse needs the Shader capability), the lowest set bit
// from a population count.
//
//===----------------------------------------------------------------------===//
#ifndef HIP_HIP_INTEGER_INTRINSICS_H
#define HIP_HIP_INTEGER_INTRINSICS_H

#include "hip/hip_qualifiers.h"

__device__ inline int __popc(unsigned int X) { return __builtin_popcount(X); }
__device__ inline int __popcll(unsigned long long X) {
  return __builtin_popcountll(X);
}
__device__ inline int __clz(int X) {
  return X ? __builtin_clz(static_cast<unsigned int>(X)) : 32;
}
__device__ inline int __clzll(long long X) {
  return X ? __builtin_clzll(static_cast<unsigned long long>(X)) : 64;
}
__device__ inline int __ffs(int X) {
  unsigned int U = static_cast<unsigned int>(X);
  return U ? __builtin_popcount((U & (0u - U)) - 1) + 1 : 0;
}
__device__ inline int __ffsll(long long X) {
  unsigned long long U = static_cast<unsigned long long>(X);
  return U ? __builtin_popcountll((U & (0ull - U)) - 1) + 1 : 0;
}
__device__ inline unsigned int __brev(unsigned int X) {
  X = (X >> 1 & 0x55555555u) | (X & 0x55555555u) << 1;
  X = (X >> 2 & 0x33333333u) | (X & 0x33333333u) << 2;
  X = (X >> 4 & 0x0f0f0f0fu) | (X & 0x0f0f0f0fu) << 4;
  X = (X >> 8 & 0x00ff00ffu) | (X & 0x00ff00ffu) << 8;
  return X >> 16 | X << 16;
}
__device__ inline unsigned long long __brevll(unsigned long long X) {
  return static_cast<unsigned long long>(__brev(static_cast<unsigned int>(X)))
             << 32 |
         __brev(static_cast<unsigned int>(X >> 32));
}

// Products of the low 24 bits (sign-extended for __mul24), and the high
// words of full products.
__device__ inline int __mul24(int X, int Y) {
  // The low 32 bits of a product that may not fit an int: computed
  // unsigned, as a signed overflow (or a shift of a bit into the sign)
  // would be undefined behaviour.
  const int X24 = static_cast<int>(static_cast<unsigned>(X) << 8) >> 8;
  const int Y24 = static_cast<int>(static_cast<unsigned>(Y) << 8) >> 8;
  return static_cast<int>(static_cast<unsigned>(X24) *
                          static_cast<unsigned>(Y24));
}
__device__ inline unsigned int __umul24(unsigned int X, unsigned int Y) {
  return (X & 0xffffffu) * (Y & 0xffffffu);
}
__device__ inline int __mulhi(int X, int Y) {
  return static_cast<int>(static_cast<long long>(X) * Y >> 32);
}
__device__ inline unsigned int __umulhi(unsigned int X, unsigned int Y) {
  return static_cast<unsigned int>(static_cast<unsigned long long>(X) * Y >>
                                   32);
}
/// The high word of the 128-bit product, from 32-bit halves (no device
/// target has a 128-bit integer).
__device__ inline unsigned long long __umul64hi(unsigned long long X,
                                                unsigned long long Y) {
  unsigned long long XLo = X & 0xffffffffu, XHi = X >> 32;
  unsigned long long YLo = Y & 0xffffffffu, YHi = Y >> 32;
  unsigned long long Middle1 = XHi * YLo + (XLo * YLo >> 32);
  unsigned long long Middle2 = XLo * YHi + (Middle1 & 0xffffffffu);
  return XHi * YHi + (Middle1 >> 32) + (Middle2 >> 32);
}
__device__ inline long long __mul64hi(long long X, long long Y) {
  // The signed high word is the unsigned one less Y if X < 0 and X if Y < 0.
  unsigned long long High = __umul64hi(static_cast<unsigned long long>(X),
                                       static_cast<unsigned long long>(Y));
  if (X < 0)
    High -= static_cast<unsigned long long>(Y);
  if (Y < 0)
    High -= static_cast<unsigned long long>(X);
  return static_cast<long long>(High);
}

/// |X - Y| + Z.
__device__ inline unsigned int __sad(int X, int Y, unsigned int Z) {
  return (X > Y ? static_cast<unsigned int>(X) - static_cast<unsigned int>(Y)
                : static_cast<unsigned int>(Y) - static_cast<unsigned int>(X)) +
         Z;
}
__device__ inline unsigned int __usad(unsigned int X, unsigned int Y,
                                      unsigned int Z) {
  return (X > Y ? X - Y : Y - X) + Z;
}

// Averages without overflow, rounded down (hadd) or up (rhadd).
__device__ inline int __hadd(int X, int Y) {
  return static_cast<int>((static_cast<long long>(X) + Y) >> 1);
}
__device__ inline int __rhadd(int X, int Y) {
  return static_cast<int>((static_cast<long long>(X) + Y + 1) >> 1);
}
__device__ inline unsigned int __uhadd(unsigned int X, unsigned int Y) {
  return static_cast<unsigned int>((static_cast<unsigned long long>(X) + Y) >>
                                   1);
}
__device__ inline unsigned int __urhadd(unsigned int X, unsigned int Y) {
  return static_cast<unsigned int>(
      (static_cast<unsigned long long>(X) + Y + 1) >> 1);
}

// The 64-bit Hi:Lo shifted left (the high word kept) or right (the low word
// kept) by Shift modulo 32.
__device__ inline unsigned int __funnelshift_l(unsigned int Lo, unsigned int Hi,
                                               unsigned int Shift) {
  unsigned long long Both = static_cast<unsigned long long>(Hi) << 32 | Lo;
  return static_cast<unsigned int>((Both << (Shift & 31)) >> 32);
}
__device__ inline unsigned int __funnelshift_r(unsigned int Lo, unsigned int Hi,
                                               unsigned int Shift) {
  unsigned long long Both = static_cast<unsigned long long>(Hi) << 32 | Lo;
  return static_cast<unsigned int>(Both >> (Shift & 31));
}

#endif // HIP_HIP_INTEGER_INTRINSICS_H
