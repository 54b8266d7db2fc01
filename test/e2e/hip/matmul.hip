// Tiled matrix multiply C = A * B with two __shared__ tiles per block, as in
// the CUDA programming guide's shared-memory example: each block loads a
// tile of A and of B per step, synchronises, accumulates, synchronises.
// Sizes that are not multiples of the tile; checked against a host product.
#include <hip/hip_runtime.h>

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

#define TILE 16

// A is M x K, B is K x N, C is M x N, all row-major.
__global__ void matmulTiled(const float *A, const float *B, float *C, int M,
                            int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float sum = 0.0f;
  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int aCol = t * TILE + threadIdx.x;
    int bRow = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] =
        (row < M && aCol < K) ? A[row * K + aCol] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] =
        (bRow < K && col < N) ? B[bRow * N + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < TILE; ++k)
      sum += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  if (row < M && col < N)
    C[row * N + col] = sum;
}

int main() {
  const int M = 100, N = 75, K = 130;
  std::vector<float> A(M * K), B(K * N), C(M * N), ref(M * N);
  for (int i = 0; i < M * K; ++i)
    A[i] = float((i * 7) % 11) - 5.0f;
  for (int i = 0; i < K * N; ++i)
    B[i] = float((i * 3) % 13) * 0.25f;
  for (int r = 0; r < M; ++r)
    for (int c = 0; c < N; ++c) {
      float sum = 0.0f;
      for (int k = 0; k < K; ++k)
        sum += A[r * K + k] * B[k * N + c];
      ref[r * N + c] = sum;
    }

  float *dA, *dB, *dC;
  HIP_CHECK(hipMalloc(&dA, A.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&dB, B.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&dC, C.size() * sizeof(float)));
  HIP_CHECK(
      hipMemcpy(dA, A.data(), A.size() * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(
      hipMemcpy(dB, B.data(), B.size() * sizeof(float), hipMemcpyHostToDevice));

  dim3 threads(TILE, TILE);
  dim3 blocks((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
  matmulTiled<<<blocks, threads>>>(dA, dB, dC, M, N, K);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  HIP_CHECK(
      hipMemcpy(C.data(), dC, C.size() * sizeof(float), hipMemcpyDeviceToHost));

  // The products are small integers and quarters: exact in float, whatever
  // the order of the sums.
  int errors = 0;
  for (int i = 0; i < M * N; ++i)
    if (C[i] != ref[i] && errors++ < 10)
      std::fprintf(stderr, "C[%d] = %g, expected %g\n", i, C[i], ref[i]);
  HIP_CHECK(hipFree(dA));
  HIP_CHECK(hipFree(dB));
  HIP_CHECK(hipFree(dC));
  std::printf("matmul: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
