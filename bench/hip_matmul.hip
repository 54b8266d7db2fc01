// Tiled matrix multiply in HIP as the CUDA guide writes it: 16 x 16 static
// __shared__ tiles, two __syncthreads per step, square N x N floats; the
// median GFLOP/s printed as "hip_matmul_gflops". nvcc builds the same source
// for the baseline (scripts/gpu-check.sh, with bench/cuda/hip/hip_runtime.h).
// Target (issue 16): >= 0.95 x nvcc on the GPU.
// usage: hip_matmul [N, a multiple of 16, default 4096]
#include <hip/hip_runtime.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define HIP_CHECK(expr)                                                        \
  do {                                                                         \
    hipError_t status = (expr);                                                \
    if (status != hipSuccess) {                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   hipGetErrorString(status));                                 \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

constexpr int TILE = 16;

__global__ void matmul(float *C, const float *A, const float *B, int N) {
  __shared__ float As[TILE][TILE], Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float sum = 0.0f;
  for (int k0 = 0; k0 < N; k0 += TILE) {
    As[threadIdx.y][threadIdx.x] = A[row * N + k0 + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(k0 + threadIdx.y) * N + col];
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      sum += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  C[row * N + col] = sum;
}

int main(int argc, char **argv) {
  const int N = argc > 1 ? std::atoi(argv[1]) : 4096;
  const int warmup = 2, repeats = 9;
  if (N <= 0 || N % TILE) {
    std::fprintf(stderr, "N must be a positive multiple of %d\n", TILE);
    return 1;
  }
  hipDeviceProp_t prop;
  HIP_CHECK(hipGetDeviceProperties(&prop, 0));
  const size_t elements = size_t(N) * N;
  std::vector<float> A(elements), B(elements);
  for (size_t i = 0; i < elements; ++i) {
    A[i] = float(i % 7) * 0.25f;
    B[i] = float(i % 5) - 2.0f;
  }
  float *dA, *dB, *dC;
  HIP_CHECK(hipMalloc(&dA, elements * sizeof(float)));
  HIP_CHECK(hipMalloc(&dB, elements * sizeof(float)));
  HIP_CHECK(hipMalloc(&dC, elements * sizeof(float)));
  HIP_CHECK(
      hipMemcpy(dA, A.data(), elements * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(
      hipMemcpy(dB, B.data(), elements * sizeof(float), hipMemcpyHostToDevice));

  dim3 block(TILE, TILE), grid(N / TILE, N / TILE);
  std::vector<double> times;
  for (int r = 0; r < warmup + repeats; ++r) {
    auto start = std::chrono::steady_clock::now();
    matmul<<<grid, block>>>(dC, dA, dB, N);
    HIP_CHECK(hipDeviceSynchronize());
    auto end = std::chrono::steady_clock::now();
    if (r >= warmup)
      times.push_back(std::chrono::duration<double>(end - start).count());
  }
  HIP_CHECK(hipGetLastError());

  // One row of C against the host's.
  std::vector<float> row(N);
  const int r = N / 3;
  HIP_CHECK(hipMemcpy(row.data(), dC + size_t(r) * N, N * sizeof(float),
                      hipMemcpyDeviceToHost));
  for (int c = 0; c < N; ++c) {
    double want = 0;
    for (int k = 0; k < N; ++k)
      want += double(A[size_t(r) * N + k]) * B[size_t(k) * N + c];
    if (std::fabs(row[c] - want) > 1e-3 * (1 + std::fabs(want))) {
      std::fprintf(stderr, "C[%d][%d] = %g, expected %g\n", r, c, row[c], want);
      return 1;
    }
  }
  HIP_CHECK(hipFree(dA));
  HIP_CHECK(hipFree(dB));
  HIP_CHECK(hipFree(dC));
  std::sort(times.begin(), times.end());
  std::printf("device: %s\n", prop.name);
  std::printf("hip_matmul_gflops %.2f\n",
              2.0 * N * N * double(N) / times[times.size() / 2] / 1e9);
}
