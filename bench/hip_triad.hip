// Triad c[i] = a[i] + s*b[i] in HIP: hipMalloc, a <<<>>> launch and
// hipDeviceSynchronize per repetition, the median bandwidth printed as
// "hip_triad_gbs". The same source is the baseline: nvcc builds it with
// bench/cuda/hip/hip_runtime.h (scripts/gpu-check.sh), and on PoCL
// bench/run.sh sets it beside the SYCL triad and raw OpenCL C.
// Targets (issue 16): >= 0.95 x nvcc on the GPU; >= 0.95 x SYCL and
// >= 0.9 x raw OpenCL on PoCL.
// usage: hip_triad [log2 of the element count, default 28]
#include <hip/hip_runtime.h>

#include <algorithm>
#include <chrono>
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

__global__ void triad(float *c, const float *a, const float *b, float s,
                      size_t n) {
  size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + s * b[i];
}

__global__ void fill(float *p, float value, size_t n) {
  size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = value;
}

int main(int argc, char **argv) {
  const size_t n = size_t(1) << (argc > 1 ? std::atoi(argv[1]) : 28);
  const int warmup = 3, repeats = 21;
  hipDeviceProp_t prop;
  HIP_CHECK(hipGetDeviceProperties(&prop, 0));
  float *a, *b, *c;
  HIP_CHECK(hipMalloc(&a, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&b, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&c, n * sizeof(float)));
  const unsigned blocks = unsigned((n + 255) / 256);
  fill<<<blocks, 256>>>(a, 1.0f, n);
  fill<<<blocks, 256>>>(b, 2.0f, n);
  fill<<<blocks, 256>>>(c, -1.0f, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());

  std::vector<double> times;
  for (int r = 0; r < warmup + repeats; ++r) {
    auto start = std::chrono::steady_clock::now();
    triad<<<blocks, 256>>>(c, a, b, 3.0f, n);
    HIP_CHECK(hipDeviceSynchronize());
    auto end = std::chrono::steady_clock::now();
    if (r >= warmup)
      times.push_back(std::chrono::duration<double>(end - start).count());
  }
  HIP_CHECK(hipGetLastError());
  float first = 0, last = 0;
  HIP_CHECK(hipMemcpy(&first, c, sizeof(float), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(&last, c + n - 1, sizeof(float), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(a));
  HIP_CHECK(hipFree(b));
  HIP_CHECK(hipFree(c));
  if (first != 7.0f || last != 7.0f) {
    std::fprintf(stderr, "wrong triad result %g %g\n", first, last);
    return 1;
  }
  std::sort(times.begin(), times.end());
  std::printf("device: %s\n", prop.name);
  std::printf("hip_triad_gbs %.2f\n",
              3.0 * n * sizeof(float) / times[times.size() / 2] / 1e9);
}
