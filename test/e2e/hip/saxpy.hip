// SAXPY launched with hipLaunchKernelGGL, as the ROCm samples launch kernels,
// on a grid-stride loop with a grid smaller than the data; a __restrict__
// input and a __launch_bounds__ kernel, whose bound (also a template's)
// hipFuncGetAttributes and the occupancy calculator report and a launch
// with larger blocks is refused for.
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

template <int Block>
__global__ void __launch_bounds__(Block) scale(int n, float a, float *y) {
  int i = blockIdx.x * Block + threadIdx.x;
  if (i < n)
    y[i] *= a;
}

// The bound of Kernel, as the runtime reports and enforces it.
static int checkBound(const void *kernel, int bound, const char *name) {
  int errors = 0;
  hipFuncAttributes attr;
  HIP_CHECK(hipFuncGetAttributes(&attr, kernel));
  if (attr.maxThreadsPerBlock != bound) {
    std::fprintf(stderr, "%s: maxThreadsPerBlock %d, expected %d\n", name,
                 attr.maxThreadsPerBlock, bound);
    ++errors;
  }
  int gridSize = 0, blockSize = 0;
  HIP_CHECK(
      hipOccupancyMaxPotentialBlockSize(&gridSize, &blockSize, kernel, 0, 0));
  if (blockSize > bound) {
    std::fprintf(stderr, "%s: potential block size %d beyond its bound %d\n",
                 name, blockSize, bound);
    ++errors;
  }
  return errors;
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

  int errors =
      checkBound(reinterpret_cast<const void *>(saxpy), kBlockSize, "saxpy");
  errors +=
      checkBound(reinterpret_cast<const void *>(scale<64>), 64, "scale<64>");
  // Blocks past the bound: refused, and the data left alone.
  hipLaunchKernelGGL(saxpy, dim3(1), dim3(2 * kBlockSize), 0, 0, n, a, dX, dY);
  if (hipGetLastError() != hipErrorInvalidConfiguration) {
    std::fprintf(stderr, "a launch past __launch_bounds__ was not refused\n");
    ++errors;
  }
  // Within it, the template's.
  scale<64><<<n / 64, 64>>>(n, 2.0f, dY);
  HIP_CHECK(hipGetLastError());
  for (float &e : expected)
    e *= 2.0f;
  HIP_CHECK(hipMemcpy(y.data(), dY, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (std::fabs(y[i] - expected[i]) > 1e-5f * (1.0f + std::fabs(expected[i])))
      if (errors++ < 10)
        std::fprintf(stderr, "y[%d] = %g, expected %g\n", i, y[i], expected[i]);
  HIP_CHECK(hipFree(dX));
  HIP_CHECK(hipFree(dY));
  std::printf("saxpy: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
