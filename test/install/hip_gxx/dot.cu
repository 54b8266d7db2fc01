// The dot product as CUDA samples write it: each block sums its products in
// shared memory and adds its partial sum to the total with atomicAdd.
#include "kernels.h"

#include <cstdio>
#include <cstdlib>

#define CUDA_CHECK(expr)                                                       \
  do {                                                                         \
    cudaError_t status = (expr);                                               \
    if (status != cudaSuccess) {                                               \
      std::fprintf(stderr, "%s: %s\n", #expr, cudaGetErrorString(status));     \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

constexpr int Block = 256;

__global__ void dotKernel(const float *a, const float *b, float *total, int n) {
  __shared__ float partial[Block];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[threadIdx.x] = i < n ? a[i] * b[i] : 0.0f;
  __syncthreads();
  for (int stride = Block / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      partial[threadIdx.x] += partial[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    atomicAdd(total, partial[0]);
}

double dot(const float *a, const float *b, int n) {
  float *da, *db, *dtotal;
  size_t bytes = n * sizeof(float);
  CUDA_CHECK(cudaMalloc(&da, bytes));
  CUDA_CHECK(cudaMalloc(&db, bytes));
  CUDA_CHECK(cudaMalloc(&dtotal, sizeof(float)));
  CUDA_CHECK(cudaMemcpy(da, a, bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(dtotal, 0, sizeof(float)));
  dotKernel<<<(n + Block - 1) / Block, Block>>>(da, db, dtotal, n);
  CUDA_CHECK(cudaGetLastError());
  float total = 0;
  CUDA_CHECK(cudaMemcpy(&total, dtotal, sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(da));
  CUDA_CHECK(cudaFree(db));
  CUDA_CHECK(cudaFree(dtotal));
  return total;
}
