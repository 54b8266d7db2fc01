// The OpenMP baselines of bench/native_cpu.cpp, compiled by clang++-15 with
// -O3 -march=native -fopenmp (GCC's libgomp runtime, which Debian's gcc
// brings): what a C++ programmer gets from the same machine without SYCL.
#include <cstddef>

extern "C" void openmpTriad(float *C, const float *A, const float *B, float S,
                            size_t N) {
#pragma omp parallel for simd
  for (size_t I = 0; I < N; ++I)
    C[I] = A[I] + S * B[I];
}

// C = A * B for N x N matrices (N a multiple of the tile), one Tile x Tile
// block of C per task, accumulated over the blocks of A's rows and B's
// columns: the loop nest of the SYCL kernel's tiles, with the innermost loop
// over a row of B's block, which the vectoriser takes.
extern "C" void openmpBlockedGemm(const float *A, const float *B, float *C,
                                  size_t N) {
  constexpr size_t Tile = 16;
#pragma omp parallel for collapse(2)
  for (size_t RowBlock = 0; RowBlock < N; RowBlock += Tile)
    for (size_t ColBlock = 0; ColBlock < N; ColBlock += Tile) {
      float Sum[Tile][Tile] = {};
      for (size_t KBlock = 0; KBlock < N; KBlock += Tile)
        for (size_t I = 0; I < Tile; ++I)
          for (size_t K = 0; K < Tile; ++K) {
            float Left = A[(RowBlock + I) * N + KBlock + K];
#pragma omp simd
            for (size_t J = 0; J < Tile; ++J)
              Sum[I][J] += Left * B[(KBlock + K) * N + ColBlock + J];
          }
      for (size_t I = 0; I < Tile; ++I)
        for (size_t J = 0; J < Tile; ++J)
          C[(RowBlock + I) * N + ColBlock + J] = Sum[I][J];
    }
}
