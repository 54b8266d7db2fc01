// Triad c[i] = a[i] + s*b[i] over 2^28 floats on one GPU, then split in
// halves over two GPUs (a stream each, both launched from one thread before
// either is waited for), the median of each printed as GB/s and their
// ratio as "hip_triad_2gpu_ratio". Target (issue 18): >= 1.8. With one
// device the split is skipped and says so.
// usage: hip_multi_gpu_triad [log2 of the element count, default 28]
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

// One device's share of the arrays.
struct Share {
  int device;
  size_t n;
  float *a, *b, *c;
  hipStream_t stream;
};

Share allocate(int device, size_t n) {
  Share s{device, n, nullptr, nullptr, nullptr, nullptr};
  HIP_CHECK(hipSetDevice(device));
  HIP_CHECK(hipStreamCreate(&s.stream));
  HIP_CHECK(hipMalloc(&s.a, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&s.b, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&s.c, n * sizeof(float)));
  const unsigned blocks = unsigned((n + 255) / 256);
  fill<<<blocks, 256, 0, s.stream>>>(s.a, 1.0f, n);
  fill<<<blocks, 256, 0, s.stream>>>(s.b, 2.0f, n);
  fill<<<blocks, 256, 0, s.stream>>>(s.c, -1.0f, n);
  HIP_CHECK(hipStreamSynchronize(s.stream));
  return s;
}

void release(Share &s) {
  HIP_CHECK(hipSetDevice(s.device));
  float last = 0;
  HIP_CHECK(hipMemcpy(&last, s.c + s.n - 1, sizeof last, hipMemcpyDeviceToHost));
  if (last != 7.0f) {
    std::fprintf(stderr, "wrong triad result %g on device %d\n", last,
                 s.device);
    std::exit(EXIT_FAILURE);
  }
  HIP_CHECK(hipFree(s.a));
  HIP_CHECK(hipFree(s.b));
  HIP_CHECK(hipFree(s.c));
  HIP_CHECK(hipStreamDestroy(s.stream));
}

// The median seconds of one triad over every share at once.
double medianSeconds(std::vector<Share> &shares) {
  const int warmup = 3, repeats = 21;
  std::vector<double> times;
  for (int r = 0; r < warmup + repeats; ++r) {
    auto start = std::chrono::steady_clock::now();
    for (Share &s : shares) {
      HIP_CHECK(hipSetDevice(s.device));
      triad<<<unsigned((s.n + 255) / 256), 256, 0, s.stream>>>(s.c, s.a, s.b,
                                                               3.0f, s.n);
    }
    for (Share &s : shares)
      HIP_CHECK(hipStreamSynchronize(s.stream));
    auto end = std::chrono::steady_clock::now();
    if (r >= warmup)
      times.push_back(std::chrono::duration<double>(end - start).count());
  }
  HIP_CHECK(hipGetLastError());
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

int main(int argc, char **argv) {
  const size_t n = size_t(1) << (argc > 1 ? std::atoi(argv[1]) : 28);
  const double bytes = 3.0 * n * sizeof(float);
  int count = 0;
  HIP_CHECK(hipGetDeviceCount(&count));

  std::vector<Share> one{allocate(0, n)};
  const double oneGbs = bytes / medianSeconds(one) / 1e9;
  release(one[0]);
  std::printf("hip_triad_1gpu_gbs %.2f\n", oneGbs);
  if (count < 2) {
    std::printf("one device: the two-device triad is skipped\n");
    return 0;
  }
  std::vector<Share> two{allocate(0, n / 2), allocate(1, n - n / 2)};
  const double twoGbs = bytes / medianSeconds(two) / 1e9;
  for (Share &s : two)
    release(s);
  std::printf("hip_triad_2gpu_gbs %.2f\n", twoGbs);
  std::printf("hip_triad_2gpu_ratio %.3f\n", twoGbs / oneGbs);
}
