// Vector addition as the HIP tutorials write it: a check macro, hipMalloc,
// copies in, a <<<grid, block>>> launch, a copy back, and a comparison with
// the sum computed on the host.
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

__global__ void vectorAdd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 1000003; // not a multiple of the block size
  const size_t bytes = n * sizeof(float);
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = float(i % 1000) * 0.5f;
    b[i] = float(i % 77) - 30.0f;
  }

  float *dA, *dB, *dC;
  HIP_CHECK(hipMalloc(&dA, bytes));
  HIP_CHECK(hipMalloc(&dB, bytes));
  HIP_CHECK(hipMalloc(&dC, bytes));
  HIP_CHECK(hipMemcpy(dA, a.data(), bytes, hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dB, b.data(), bytes, hipMemcpyHostToDevice));

  const int blockSize = 256;
  const int gridSize = (n + blockSize - 1) / blockSize;
  vectorAdd<<<gridSize, blockSize>>>(dA, dB, dC, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  HIP_CHECK(hipMemcpy(c.data(), dC, bytes, hipMemcpyDeviceToHost));

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    if (c[i] != a[i] + b[i]) {
      if (errors < 10)
        std::fprintf(stderr, "c[%d] = %g, expected %g\n", i, c[i], a[i] + b[i]);
      ++errors;
    }
  }
  HIP_CHECK(hipFree(dA));
  HIP_CHECK(hipFree(dB));
  HIP_CHECK(hipFree(dC));
  std::printf("vector_add: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
