#include "kernels.h"

#include <hip/hip_runtime.h>

__global__ void vectorAddKernel(const float *a, const float *b, float *c,
                                int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

void vectorAdd(const float *a, const float *b, float *c, int n) {
  const int block = 256;
  vectorAddKernel<<<(n + block - 1) / block, block>>>(a, b, c, n);
}
