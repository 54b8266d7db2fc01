// SAXPY launched with hipLaunchKernelGGL, as the ROCm samples launch kernels,
// on a grid-stride loop with a grid smaller than the data; a __restrict__
// input and a __launch_bounds__ kernel.
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

constexpr int kBlockSize = 128;

__global__ void __launch_bounds__(kBlockSize)
    saxpy(int n, float a, const float *__restrict__ x, float *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

int main() {
  const int n = 1 << 19;
  const float a = 2.5f;
  std::vector<float> x(n), y(n), expected(n);
  for (int i = 0; i < n; ++i) {
    x[i] = std::sin(float(i));
    y[i] = float(i % 13);
    expected[i] = a * x[i] + y[i];
  }

  float *dX = nullptr, *dY = nullptr;
  HIP_CHECK(hipMalloc(reinterpret_cast<void **>(&dX), n * sizeof(float)));
  HIP_CHECK(hipMalloc(reinterpret_cast<void **>(&dY), n * sizeof(float)));
  HIP_CHECK(hipMemcpy(dX, x.data(), n * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dY, y.data(), n * sizeof(float), hipMemcpyHostToDevice));

  // Fewer threads than elements: each thread takes several.
  hipLaunchKernelGGL(saxpy, dim3(64), dim3(kBlockSize), 0, 0, n, a, dX, dY);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(y.data(), dY, n * sizeof(float), hipMemcpyDeviceToHost));

  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (std::fabs(y[i] - expected[i]) > 1e-5f * (1.0f + std::fabs(expected[i])))
      if (errors++ < 10)
        std::fprintf(stderr, "y[%d] = %g, expected %g\n", i, y[i], expected[i]);
  HIP_CHECK(hipFree(dX));
  HIP_CHECK(hipFree(dY));
  std::printf("saxpy: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
