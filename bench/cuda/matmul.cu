// nvcc baselines for bench/gpu_matmul.cpp: the same tiled matrix multiply
// (4096 x 4096 floats, 16 x 16 tiles in shared memory, two barriers per
// tile), written as a CUDA programmer would, in the two forms the SYCL
// benchmark has:
//  - matmul_static: static __shared__ float[Tile][Tile] arrays, the constant
//    row stride of sycl's 1-D local accessors indexed row * Tile + col;
//  - matmul_runtime_stride: extern __shared__ memory indexed with a row
//    stride passed at run time, as a sycl 2-D local_accessor is.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

constexpr int Tile = 16;

__global__ void matmul_static(float *C, const float *A, const float *B,
                              int N) {
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

__global__ void matmul_runtime_stride(float *C, const float *A,
                                      const float *B, int N, int Stride) {
  extern __shared__ float Tiles[];
  float *As = Tiles, *Bs = Tiles + Stride * Stride;
  int Row = blockIdx.y * Tile + threadIdx.y;
  int Col = blockIdx.x * Tile + threadIdx.x;
  float Sum = 0.0f;
  for (int K0 = 0; K0 < N; K0 += Tile) {
    As[threadIdx.y * Stride + threadIdx.x] = A[Row * N + K0 + threadIdx.x];
    Bs[threadIdx.y * Stride + threadIdx.x] = B[(K0 + threadIdx.y) * N + Col];
    __syncthreads();
    for (int K = 0; K < Tile; ++K)
      Sum += As[threadIdx.y * Stride + K] * Bs[K * Stride + threadIdx.x];
    __syncthreads();
  }
  C[Row * N + Col] = Sum;
}

template <typename Launch>
double medianGflops(int N, Launch &&launch) {
  std::vector<double> T;
  for (int I = 0; I < 14; ++I) {
    auto S = std::chrono::steady_clock::now();
    launch();
    cudaDeviceSynchronize();
    if (I >= 3)
      T.push_back(std::chrono::duration<double>(
                      std::chrono::steady_clock::now() - S)
                      .count());
  }
  std::sort(T.begin(), T.end());
  return 2.0 * N * N * double(N) / T[T.size() / 2] / 1e9;
}

bool checkCorner(const std::vector<float> &A, const std::vector<float> &B,
                 float *DC, int N) {
  float C0 = 0;
  cudaMemcpy(&C0, DC, sizeof(float), cudaMemcpyDeviceToHost);
  double Expected = 0;
  for (int K = 0; K < N; ++K)
    Expected += double(A[K]) * B[size_t(K) * N];
  return cudaGetLastError() == cudaSuccess && C0 - Expected <= 1e-2 &&
         Expected - C0 <= 1e-2;
}

int main() {
  constexpr int N = 4096;
  std::vector<float> A(size_t(N) * N), B(size_t(N) * N);
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

  double Static = medianGflops(
      N, [&] { matmul_static<<<Grid, Block>>>(DC, DA, DB, N); });
  if (!checkCorner(A, B, DC, N))
    return 1;
  cudaMemset(DC, 0, Bytes);
  int Stride = Tile;
  size_t Shared = 2 * sizeof(float) * Tile * Tile;
  double RuntimeStride = medianGflops(N, [&] {
    matmul_runtime_stride<<<Grid, Block, Shared>>>(DC, DA, DB, N, Stride);
  });
  if (!checkCorner(A, B, DC, N))
    return 1;
  std::printf("cuda_matmul_gflops %.1f\n", Static);
  std::printf("cuda_matmul_runtime_stride_gflops %.1f\n", RuntimeStride);
}
