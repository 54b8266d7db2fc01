// The shared header of the compile-time benchmark's project: a small
// numerical library of nine stages (vector and matrix operations,
// reductions, scans, histograms, stencils, sorting, image filters and an
// n-body step) and a main program that runs them all and checks their
// results.
//
// bench/compile_time.sh compiles the ten files of this directory twice: as
// SYCL with `prism++ -fsycl`, and as plain C++ with `clang++-15` and
// PROJECT_STUB_KERNELS defined, where sycl_stub.h stands in for
// <sycl/sycl.hpp> and runs each kernel as a host loop. Kernels, helpers and
// host code are the same text in both builds, so the difference between the
// two compile times is what SYCL costs.
#ifndef PROJECT_PROJECT_H
#define PROJECT_PROJECT_H

#ifdef PROJECT_STUB_KERNELS
#include "sycl_stub.h"
#else
#include <sycl/sycl.hpp>
#endif

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace project {

// Helpers for kernels and host code alike.

/// A reproducible pseudo-random value in [0, 1) for index I.
inline float unitNoise(uint32_t I) {
  I ^= I >> 16;
  I *= 0x7feb352dU;
  I ^= I >> 15;
  I *= 0x846ca68bU;
  I ^= I >> 16;
  return float(I >> 8) * (1.0f / 16777216.0f);
}

template <typename T> T clampTo(T Value, T Lo, T Hi) {
  return Value < Lo ? Lo : (Hi < Value ? Hi : Value);
}

/// 0 below Edge0, 1 above Edge1, a cubic between.
inline float smoothStep(float Edge0, float Edge1, float X) {
  float T = clampTo((X - Edge0) / (Edge1 - Edge0), 0.0f, 1.0f);
  return T * T * (3.0f - 2.0f * T);
}

constexpr size_t roundUp(size_t N, size_t Multiple) {
  return (N + Multiple - 1) / Multiple * Multiple;
}

struct Vec3 {
  float X, Y, Z;
};

inline Vec3 operator+(Vec3 A, Vec3 B) {
  return {A.X + B.X, A.Y + B.Y, A.Z + B.Z};
}
inline Vec3 operator-(Vec3 A, Vec3 B) {
  return {A.X - B.X, A.Y - B.Y, A.Z - B.Z};
}
inline Vec3 operator*(float S, Vec3 A) { return {S * A.X, S * A.Y, S * A.Z}; }
inline float dot(Vec3 A, Vec3 B) { return A.X * B.X + A.Y * B.Y + A.Z * B.Z; }
inline float length(Vec3 A) { return std::sqrt(dot(A, A)); }

// Combining operations for the reductions, each with its identity.

template <typename T> struct Plus {
  static constexpr T identity() { return T(0); }
  T operator()(T A, T B) const { return A + B; }
};

template <typename T> struct Maximum {
  static constexpr T identity() { return std::numeric_limits<T>::lowest(); }
  T operator()(T A, T B) const { return A < B ? B : A; }
};

template <typename T> struct Minimum {
  static constexpr T identity() { return std::numeric_limits<T>::max(); }
  T operator()(T A, T B) const { return B < A ? B : A; }
};

/// Combines Value over the work-group of It through Scratch (one element
/// per work-item, a power-of-two group size) and returns the result to
/// every work-item.
template <typename T, typename Op>
T groupReduce(const sycl::nd_item<1> &It,
              const sycl::local_accessor<T, 1> &Scratch, T Value, Op Combine) {
  size_t L = It.get_local_id(0);
  Scratch[L] = Value;
  for (size_t Half = It.get_local_range(0) / 2; Half > 0; Half /= 2) {
    sycl::group_barrier(It.get_group());
    if (L < Half)
      Scratch[L] = Combine(Scratch[L], Scratch[L + Half]);
  }
  sycl::group_barrier(It.get_group());
  T Result = Scratch[0];
  sycl::group_barrier(It.get_group());
  return Result;
}

// Host-side checks (main.cpp); each returns the number of failures (0 or 1)
// and prints the failing ones.

int expectNear(const char *What, double Got, double Want, double Tolerance);
int expectEqual(const char *What, long long Got, long long Want);

// The stages: each runs its kernels on Q, checks them against a host
// computation and returns its number of failures.

int runVectorOps(sycl::queue &Q);
int runMatrixOps(sycl::queue &Q);
int runReductions(sycl::queue &Q);
int runScan(sycl::queue &Q);
int runHistogram(sycl::queue &Q);
int runStencil(sycl::queue &Q);
int runSort(sycl::queue &Q);
int runImage(sycl::queue &Q);
int runParticles(sycl::queue &Q);

} // namespace project

#endif // PROJECT_PROJECT_H
