// Device globals as the CUDA/HIP samples use them: __constant__ filter
// coefficients set with hipMemcpyToSymbol (whole and at an offset) and read
// by a kernel, a __device__ counter a kernel increments and the host reads
// with hipMemcpyFromSymbol, a __device__ table with an initializer, and
// hipGetSymbolAddress/hipGetSymbolSize to reach a __device__ array through
// a pointer, also passed to a kernel. A __device__ counter that two kernels
// increment in turn, at different block sizes, holds both increments (on
// PoCL 3 each kernel once had its own copy of the program's globals).
#include <hip/hip_runtime.h>

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

#define RADIUS 3
__constant__ float coefficients[2 * RADIUS + 1];
__device__ int hits;
__device__ int table[4] = {10, 20, 30, 40};
__device__ float scratch[256];
__device__ int counter;

// 1-D convolution with the constant coefficients, zero outside the input.
__global__ void convolve(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float sum = 0.0f;
  for (int k = -RADIUS; k <= RADIUS; ++k)
    if (i + k >= 0 && i + k < n)
      sum += coefficients[k + RADIUS] * in[i + k];
  out[i] = sum;
  if (sum > 10.0f)
    atomicAdd(&hits, 1);
}

__global__ void readTable(int *out) { out[threadIdx.x] = table[threadIdx.x]; }

__global__ void fillScratch() { scratch[threadIdx.x] = threadIdx.x * 0.5f; }

// Through the pointer hipGetSymbolAddress gave; reads back through the
// symbol.
__global__ void doubleThrough(float *values) {
  values[threadIdx.x] = 2.0f * scratch[threadIdx.x];
}

__global__ void countOnes() { atomicAdd(&counter, 1); }
__global__ void countTens() { atomicAdd(&counter, 10); }

int main() {
  int errors = 0;
  const int n = 4096;
  std::vector<float> in(n), out(n);
  for (int i = 0; i < n; ++i)
    in[i] = float(i % 10);
  float weights[2 * RADIUS + 1] = {0.5f, 1.0f, 1.5f, 2.0f, 1.5f, 1.0f, 0.5f};
  HIP_CHECK(
      hipMemcpyToSymbol(HIP_SYMBOL(coefficients), weights, sizeof(weights)));
  // The middle coefficient again, through an offset.
  const float middle = 3.0f;
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coefficients), &middle, sizeof(float),
                              RADIUS * sizeof(float), hipMemcpyHostToDevice));
  weights[RADIUS] = middle;
  const int zero = 0;
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(hits), &zero, sizeof(int)));

  float *dIn, *dOut;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(float)));
  HIP_CHECK(
      hipMemcpy(dIn, in.data(), n * sizeof(float), hipMemcpyHostToDevice));
  convolve<<<n / 256, 256>>>(dIn, dOut, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(
      hipMemcpy(out.data(), dOut, n * sizeof(float), hipMemcpyDeviceToHost));
  int expectedHits = 0;
  for (int i = 0; i < n; ++i) {
    float sum = 0.0f;
    for (int k = -RADIUS; k <= RADIUS; ++k)
      if (i + k >= 0 && i + k < n)
        sum += weights[k + RADIUS] * in[i + k];
    expectedHits += sum > 10.0f;
    if (out[i] != sum && errors++ < 10)
      std::fprintf(stderr, "out[%d] = %g, expected %g\n", i, out[i], sum);
  }
  int deviceHits = -1;
  HIP_CHECK(hipMemcpyFromSymbol(&deviceHits, HIP_SYMBOL(hits), sizeof(int)));
  if (deviceHits != expectedHits) {
    std::fprintf(stderr, "hits = %d, expected %d\n", deviceHits, expectedHits);
    ++errors;
  }

  // The initialised table, read by a kernel and by the host.
  int *dTable;
  HIP_CHECK(hipMalloc(&dTable, 4 * sizeof(int)));
  readTable<<<1, 4>>>(dTable);
  HIP_CHECK(hipGetLastError());
  int fromKernel[4], fromSymbol[4];
  HIP_CHECK(
      hipMemcpy(fromKernel, dTable, sizeof(fromKernel), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpyFromSymbol(fromSymbol, HIP_SYMBOL(table), sizeof(int) * 2,
                                2 * sizeof(int), hipMemcpyDeviceToHost));
  for (int k = 0; k < 4; ++k)
    if (fromKernel[k] != 10 * (k + 1) && errors++ < 10)
      std::fprintf(stderr, "table[%d] = %d in a kernel\n", k, fromKernel[k]);
  if (fromSymbol[0] != 30 || fromSymbol[1] != 40) {
    std::fprintf(stderr, "table[2..3] = %d %d from hipMemcpyFromSymbol\n",
                 fromSymbol[0], fromSymbol[1]);
    ++errors;
  }

  // A __device__ array through its address: filled by a kernel, copied with
  // an ordinary hipMemcpy.
  void *scratchAddress = nullptr;
  size_t scratchSize = 0;
  HIP_CHECK(hipGetSymbolAddress(&scratchAddress, HIP_SYMBOL(scratch)));
  HIP_CHECK(hipGetSymbolSize(&scratchSize, HIP_SYMBOL(scratch)));
  if (!scratchAddress || scratchSize != sizeof(float) * 256) {
    std::fprintf(stderr, "scratch: address %p, size %zu\n", scratchAddress,
                 scratchSize);
    ++errors;
  } else {
    fillScratch<<<1, 256>>>();
    HIP_CHECK(hipGetLastError());
    std::vector<float> values(256);
    HIP_CHECK(hipMemcpy(values.data(), scratchAddress, scratchSize,
                        hipMemcpyDeviceToHost));
    for (int k = 0; k < 256; ++k)
      if (values[k] != k * 0.5f && errors++ < 10)
        std::fprintf(stderr, "scratch[%d] = %g\n", k, values[k]);
    doubleThrough<<<1, 256>>>(static_cast<float *>(scratchAddress));
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpyFromSymbol(values.data(), HIP_SYMBOL(scratch),
                                  scratchSize));
    for (int k = 0; k < 256; ++k)
      if (values[k] != k * 1.0f && errors++ < 10)
        std::fprintf(stderr, "scratch[%d] = %g after doubling\n", k,
                     values[k]);
  }

  // One counter, two kernels, two block sizes.
  countOnes<<<2, 64>>>();
  HIP_CHECK(hipGetLastError());
  countTens<<<3, 32>>>();
  HIP_CHECK(hipGetLastError());
  int count = -1;
  HIP_CHECK(hipMemcpyFromSymbol(&count, HIP_SYMBOL(counter), sizeof(int)));
  if (count != 2 * 64 + 10 * 3 * 32) {
    std::fprintf(stderr, "counter = %d, expected %d\n", count,
                 2 * 64 + 10 * 3 * 32);
    ++errors;
  }

  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dOut));
  HIP_CHECK(hipFree(dTable));
  std::printf("symbols: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
