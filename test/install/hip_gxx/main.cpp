// Host code in plain C++: device memory through the HIP runtime API, the
// kernels through the functions of vector_add.hip and dot.cu. Each result is
// checked against the host's.
#include "kernels.h"

#include <hip/hip_runtime_api.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define HIP_CHECK(expr)                                                        \
  do {                                                                         \
    hipError_t status = (expr);                                                \
    if (status != hipSuccess) {                                                \
      std::fprintf(stderr, "%s: %s\n", #expr, hipGetErrorString(status));      \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

int main() {
  const int n = 50000; // not a multiple of the block size
  const size_t bytes = n * sizeof(float);
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = float(i % 10) * 0.5f;
    b[i] = float(i % 3) + 1.0f;
  }

  float *da, *db, *dc;
  HIP_CHECK(hipMalloc(reinterpret_cast<void **>(&da), bytes));
  HIP_CHECK(hipMalloc(reinterpret_cast<void **>(&db), bytes));
  HIP_CHECK(hipMalloc(reinterpret_cast<void **>(&dc), bytes));
  HIP_CHECK(hipMemcpy(da, a.data(), bytes, hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(db, b.data(), bytes, hipMemcpyHostToDevice));
  vectorAdd(da, db, dc, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpy(c.data(), dc, bytes, hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(da));
  HIP_CHECK(hipFree(db));
  HIP_CHECK(hipFree(dc));

  int wrong = 0;
  double expectedDot = 0;
  for (int i = 0; i < n; ++i) {
    if (c[i] != a[i] + b[i])
      ++wrong;
    expectedDot += double(a[i]) * double(b[i]);
  }
  double result = dot(a.data(), b.data(), n);
  bool dotWrong =
      std::fabs(result - expectedDot) > 1e-3 * std::fabs(expectedDot);
  if (wrong || dotWrong) {
    std::printf("vectors: %d sums wrong; dot product %g, expected %g\n", wrong,
                result, expectedDot);
    return 1;
  }
  std::printf("vectors: %d sums and the dot product (%g) correct\n", n, result);
  return 0;
}
