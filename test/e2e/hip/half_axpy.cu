// Half-precision AXPY as CUDA's fp16 samples write it: y = a * x + y on
// __half data, two elements at a time as __half2 with __hfma2 (a __half2
// of a by-value __half scale) and a grid-stride loop, the odd last element
// with __hfma, the input converted on the device with __float2half2_rn
// and the result read back as float with __half22float2. The operands are
// multiples of 1/16 below 64, so every product and sum is exact in half
// and the result must equal the host's computation in double.
#include <cuda_fp16.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define checkCudaErrors(expr)                                                  \
  do {                                                                         \
    cudaError_t status = (expr);                                               \
    if (status != cudaSuccess) {                                               \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   cudaGetErrorString(status));                                \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

__global__ void floatsToHalves(const float *in, __half2 *out, int pairs) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < pairs;
       i += blockDim.x * gridDim.x)
    out[i] = __floats2half2_rn(in[2 * i], in[2 * i + 1]);
}

__global__ void haxpy(int n, __half a, const __half *x, __half *y) {
  const int start = threadIdx.x + blockDim.x * blockIdx.x;
  const int stride = blockDim.x * gridDim.x;
  const __half2 *x2 = reinterpret_cast<const __half2 *>(x);
  __half2 *y2 = reinterpret_cast<__half2 *>(y);
  const __half2 a2 = __halves2half2(a, a);
  for (int i = start; i < n / 2; i += stride)
    y2[i] = __hfma2(a2, x2[i], y2[i]);
  if (start == 0 && n % 2)
    y[n - 1] = __hfma(a, x[n - 1], y[n - 1]);
}

__global__ void halvesToFloats(const __half2 *in, float2 *out, int pairs) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < pairs;
       i += blockDim.x * gridDim.x)
    out[i] = __half22float2(in[i]);
}

int main() {
  const int n = (1 << 16) + 1; // odd: the last element on its own
  const int pairs = (n + 1) / 2;
  const float a = 0.5f;
  std::vector<float> x(2 * pairs, 0.0f), y(2 * pairs, 0.0f);
  for (int i = 0; i < n; ++i) {
    x[i] = (i % 64) / 8.0f;
    y[i] = (i % 37) / 4.0f - 3.0f;
  }

  float *dIn;
  __half *dX, *dY;
  float2 *dOut;
  checkCudaErrors(cudaMalloc(&dIn, 2 * pairs * sizeof(float)));
  checkCudaErrors(cudaMalloc(&dX, 2 * pairs * sizeof(__half)));
  checkCudaErrors(cudaMalloc(&dY, 2 * pairs * sizeof(__half)));
  checkCudaErrors(cudaMalloc(&dOut, pairs * sizeof(float2)));
  const int blocks = 64, threads = 256;
  checkCudaErrors(cudaMemcpy(dIn, x.data(), 2 * pairs * sizeof(float),
                             cudaMemcpyHostToDevice));
  floatsToHalves<<<blocks, threads>>>(dIn, reinterpret_cast<__half2 *>(dX),
                                      pairs);
  checkCudaErrors(cudaMemcpy(dIn, y.data(), 2 * pairs * sizeof(float),
                             cudaMemcpyHostToDevice));
  floatsToHalves<<<blocks, threads>>>(dIn, reinterpret_cast<__half2 *>(dY),
                                      pairs);
  haxpy<<<blocks, threads>>>(n, __float2half(a), dX, dY);
  checkCudaErrors(cudaGetLastError());
  halvesToFloats<<<blocks, threads>>>(reinterpret_cast<__half2 *>(dY), dOut,
                                      pairs);
  std::vector<float> result(2 * pairs);
  checkCudaErrors(cudaMemcpy(result.data(), dOut, pairs * sizeof(float2),
                             cudaMemcpyDeviceToHost));

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    const double expected = static_cast<double>(a) * x[i] + y[i];
    if (result[i] != expected && ++errors <= 10)
      std::printf("y[%d] = %g, expected %g\n", i, result[i], expected);
  }
  checkCudaErrors(cudaFree(dIn));
  checkCudaErrors(cudaFree(dX));
  checkCudaErrors(cudaFree(dY));
  checkCudaErrors(cudaFree(dOut));
  std::printf("half AXPY of %d elements: %s\n", n,
              errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
