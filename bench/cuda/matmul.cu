// nvcc baseline for bench/gpu_matmul.cpp: the same tiled matrix multiply
// (4096 x 4096 floats, 16 x 16 tiles in shared memory), written as a CUDA
// programmer would, with static shared arrays.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

constexpr int Tile = 16;

__global__ void matmul(float *C, const float *A, const float *B, int N) {
  __shared__ float As[Tile][Tile], Bs[Tile][Tile];
  int Row = blockIdx.y * Tile + threadIdx.y;
  int Col = blockIdx.x * Tile + threadIdx.x;
  float Sum = 0.0f;
  for (int K0 = 0; K0 < N; K0 += Tile) {
    As[threadIdx.y][threadIdx.x] = A[Row * N + K0 + threadIdx.x];
    Bs[threadIdx.y][threadIdx.x] = B[(K0 + threadIdx.y) * N + Col];
    __syncthreads();
    for (int K = 0; K < Tile; ++K)
      Sum += As[threadIdx.y][K] * Bs[K][threadIdx.x];
    __syncthreads();
  }
  C[Row * N + Col] = Sum;
}

int main() {
  constexpr int N = 4096;
  std::vector<float> A(size_t(N) * N), B(size_t(N) * N), C(size_t(N) * N);
  for (size_t I = 0; I < A.size(); ++I) {
    A[I] = float(I % 17) * 0.125f - 1.0f;
    B[I] = float(I % 13) * 0.25f - 1.5f;
  }
  float *DA, *DB, *DC;
  size_t Bytes = A.size() * sizeof(float);
  if (cudaMalloc(&DA, Bytes) || cudaMalloc(&DB, Bytes) ||
      cudaMalloc(&DC, Bytes))
    return 1;
  cudaMemcpy(DA, A.data(), Bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(DB, B.data(), Bytes, cudaMemcpyHostToDevice);
  dim3 Grid(N / Tile, N / Tile), Block(Tile, Tile);
  std::vector<double> T;
  for (int I = 0; I < 14; ++I) {
    auto S = std::chrono::steady_clock::now();
    matmul<<<Grid, Block>>>(DC, DA, DB, N);
    cudaDeviceSynchronize();
    if (I >= 3)
      T.push_back(std::chrono::duration<double>(
                      std::chrono::steady_clock::now() - S)
                      .count());
  }
  cudaMemcpy(C.data(), DC, Bytes, cudaMemcpyDeviceToHost);
  double Expected = 0;
  for (int K = 0; K < N; ++K)
    Expected += double(A[K]) * B[size_t(K) * N];
  if (cudaGetLastError() != cudaSuccess || C[0] - Expected > 1e-2 ||
      Expected - C[0] > 1e-2)
    return 1;
  std::sort(T.begin(), T.end());
  std::printf("cuda_matmul_gflops %.1f\n",
              2.0 * N * N * double(N) / T[T.size() / 2] / 1e9);
}
