// The tiled matrix multiply C = A * B of the local-memory benchmarks, in two
// SYCL spellings, for square N x N float matrices in USM and Tile x Tile
// work-groups (N a multiple of Tile):
//
//  - submitTiledMatmul2d: local_accessor<float, 2> indexed [row][col]. SYCL
//    gives an accessor its range at run time, so the row stride is a kernel
//    argument, not a constant;
//  - submitTiledMatmul1d: local_accessor<float, 1> indexed row * Tile + col
//    with the tile a compile-time constant, exactly as CUDA code indexes a
//    static __shared__ float[Tile][Tile].
//
// Both load one tile of A and one of B per step and meet at two work-group
// barriers per step.
#ifndef PRISM_BENCH_TILED_MATMUL_H
#define PRISM_BENCH_TILED_MATMUL_H

#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>

/// Whether a sample of 64 elements of C = A * B (N x N) matches a host
/// reference; names Who and the first wrong element when not.
inline bool tiledMatmulSampleMatches(const float *A, const float *B,
                                     const float *C, size_t N,
                                     const char *Who) {
  for (size_t S = 0; S < 64; ++S) {
    size_t Row = (S * 131) % N, Col = (S * 197 + 5) % N;
    double Expected = 0;
    for (size_t K = 0; K < N; ++K)
      Expected += double(A[Row * N + K]) * B[K * N + Col];
    if (std::fabs(C[Row * N + Col] - Expected) >
        1e-3 * std::fabs(Expected) + 1e-3) {
      std::fprintf(stderr, "%s: C[%zu][%zu] = %g, expected %g\n", Who, Row, Col,
                   double(C[Row * N + Col]), Expected);
      return false;
    }
  }
  return true;
}

template <size_t Tile>
sycl::event submitTiledMatmul2d(sycl::queue &Q, const float *A, const float *B,
                                float *C, size_t N) {
  return Q.submit([&](sycl::handler &H) {
    sycl::local_accessor<float, 2> As(sycl::range<2>(Tile, Tile), H);
    sycl::local_accessor<float, 2> Bs(sycl::range<2>(Tile, Tile), H);
    H.parallel_for(
        sycl::nd_range<2>({N, N}, {Tile, Tile}), [=](sycl::nd_item<2> It) {
          size_t Row = It.get_global_id(0), Col = It.get_global_id(1);
          size_t LR = It.get_local_id(0), LC = It.get_local_id(1);
          float Sum = 0.0f;
          for (size_t K0 = 0; K0 < N; K0 += Tile) {
            As[LR][LC] = A[Row * N + K0 + LC];
            Bs[LR][LC] = B[(K0 + LR) * N + Col];
            sycl::group_barrier(It.get_group());
            for (size_t K = 0; K < Tile; ++K)
              Sum += As[LR][K] * Bs[K][LC];
            sycl::group_barrier(It.get_group());
          }
          C[Row * N + Col] = Sum;
        });
  });
}

template <size_t Tile>
sycl::event submitTiledMatmul1d(sycl::queue &Q, const float *A, const float *B,
                                float *C, size_t N) {
  return Q.submit([&](sycl::handler &H) {
    sycl::local_accessor<float, 1> As(sycl::range<1>(Tile * Tile), H);
    sycl::local_accessor<float, 1> Bs(sycl::range<1>(Tile * Tile), H);
    H.parallel_for(
        sycl::nd_range<2>({N, N}, {Tile, Tile}), [=](sycl::nd_item<2> It) {
          size_t Row = It.get_global_id(0), Col = It.get_global_id(1);
          size_t LR = It.get_local_id(0), LC = It.get_local_id(1);
          float Sum = 0.0f;
          for (size_t K0 = 0; K0 < N; K0 += Tile) {
            As[LR * Tile + LC] = A[Row * N + K0 + LC];
            Bs[LR * Tile + LC] = B[(K0 + LR) * N + Col];
            sycl::group_barrier(It.get_group());
            for (size_t K = 0; K < Tile; ++K)
              Sum += As[LR * Tile + K] * Bs[K * Tile + LC];
            sycl::group_barrier(It.get_group());
          }
          C[Row * N + Col] = Sum;
        });
  });
}

#endif
