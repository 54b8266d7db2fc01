// nvcc baseline for bench/gpu_triad.cpp: the same triad over 2^28 floats.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

__global__ void triad(float *C, const float *A, const float *B, float S,
                      size_t N) {
  size_t I = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (I < N)
    C[I] = A[I] + S * B[I];
}

__global__ void fill(float *P, float V, size_t N) {
  size_t I = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (I < N)
    P[I] = V;
}

int main() {
  constexpr size_t N = size_t(1) << 28;
  float *A, *B, *C;
  if (cudaMalloc(&A, N * 4) || cudaMalloc(&B, N * 4) || cudaMalloc(&C, N * 4))
    return 1;
  unsigned Blocks = unsigned((N + 255) / 256);
  fill<<<Blocks, 256>>>(A, 1.0f, N);
  fill<<<Blocks, 256>>>(B, 2.0f, N);
  cudaDeviceSynchronize();
  std::vector<double> T;
  for (int I = 0; I < 24; ++I) {
    auto S = std::chrono::steady_clock::now();
    triad<<<Blocks, 256>>>(C, A, B, 3.0f, N);
    cudaDeviceSynchronize();
    if (I >= 3)
      T.push_back(std::chrono::duration<double>(
                      std::chrono::steady_clock::now() - S)
                      .count());
  }
  float Last = 0;
  cudaMemcpy(&Last, C + N - 1, 4, cudaMemcpyDeviceToHost);
  if (Last != 7.0f || cudaGetLastError() != cudaSuccess)
    return 1;
  std::sort(T.begin(), T.end());
  std::printf("cuda_triad_gbs %.1f\n", 3.0 * N * 4 / T[T.size() / 2] / 1e9);
}
