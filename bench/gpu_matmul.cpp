// Tiled matrix multiply C = A * B (4096 x 4096 floats, 16 x 16 tiles in
// local memory, two barriers per tile) on a GPU. scripts/gpu-check.sh
// divides the rate by the nvcc-built baseline (bench/cuda/matmul.cu, the
// same algorithm in CUDA) run on the same GPU in the same check.
// Target (issue 3): >= 0.8 x nvcc.
#include "timing.h"

#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <vector>

int main() {
  constexpr size_t N = 4096, Tile = 16;
  std::vector<float> A(N * N), B(N * N), C(N * N);
  for (size_t I = 0; I < N * N; ++I) {
    A[I] = float(I % 17) * 0.125f - 1.0f;
    B[I] = float(I % 13) * 0.25f - 1.5f;
  }
  sycl::queue Q{sycl::gpu_selector_v};
  float *DA = sycl::malloc_device<float>(N * N, Q);
  float *DB = sycl::malloc_device<float>(N * N, Q);
  float *DC = sycl::malloc_device<float>(N * N, Q);
  if (!DA || !DB || !DC) {
    std::fprintf(stderr, "allocation failed\n");
    return 1;
  }
  Q.memcpy(DA, A.data(), N * N * sizeof(float));
  Q.memcpy(DB, B.data(), N * N * sizeof(float));
  Q.wait();
  const size_t Size = N;
  double Time = medianSeconds(3, 11, [&] {
    Q.submit([&](sycl::handler &H) {
       sycl::local_accessor<float, 2> As(sycl::range<2>(Tile, Tile), H);
       sycl::local_accessor<float, 2> Bs(sycl::range<2>(Tile, Tile), H);
       H.parallel_for(sycl::nd_range<2>({N, N}, {Tile, Tile}),
                      [=](sycl::nd_item<2> It) {
                        size_t Row = It.get_global_id(0);
                        size_t Col = It.get_global_id(1);
                        size_t LR = It.get_local_id(0), LC = It.get_local_id(1);
                        float Sum = 0.0f;
                        for (size_t K0 = 0; K0 < Size; K0 += Tile) {
                          As[LR][LC] = DA[Row * Size + K0 + LC];
                          Bs[LR][LC] = DB[(K0 + LR) * Size + Col];
                          sycl::group_barrier(It.get_group());
                          for (size_t K = 0; K < Tile; ++K)
                            Sum += As[LR][K] * Bs[K][LC];
                          sycl::group_barrier(It.get_group());
                        }
                        DC[Row * Size + Col] = Sum;
                      });
     }).wait();
  });
  Q.memcpy(C.data(), DC, N * N * sizeof(float)).wait();
  sycl::free(DA, Q);
  sycl::free(DB, Q);
  sycl::free(DC, Q);
  for (size_t S = 0; S < 16; ++S) {
    size_t Row = (S * 1031) % N, Col = (S * 797 + 5) % N;
    double Expected = 0;
    for (size_t K = 0; K < N; ++K)
      Expected += double(A[Row * N + K]) * B[K * N + Col];
    if (std::fabs(C[Row * N + Col] - Expected) >
        1e-3 * std::fabs(Expected) + 1e-2) {
      std::fprintf(stderr, "wrong matmul result C[%zu][%zu] = %g, expected %g\n",
                   Row, Col, C[Row * N + Col], Expected);
      return 1;
    }
  }
  std::printf("sycl_matmul_gflops %.1f\n", 2.0 * N * N * N / Time / 1e9);
}
