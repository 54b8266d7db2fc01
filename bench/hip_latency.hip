// Empty-kernel launch cost in HIP: <<<1, 1>>> followed by
// hipDeviceSynchronize per launch ("hip_sync_us"), and the time per launch
// of many launches with one hipDeviceSynchronize at the end
// ("hip_async_us"). nvcc builds the same source for the baseline
// (scripts/gpu-check.sh, with bench/cuda/hip/hip_runtime.h); on PoCL
// bench/run.sh sets it beside the SYCL empty-kernel latency.
// Targets (issue 16): <= 1.15 x nvcc on the GPU, both figures;
// sync <= 1.1 x SYCL on PoCL.
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

__global__ void empty(int) {}

// Median seconds of one call of f, over repeats calls after one warm-up.
template <typename F> static double medianSeconds(int repeats, F f) {
  f();
  std::vector<double> times;
  for (int r = 0; r < repeats; ++r) {
    auto start = std::chrono::steady_clock::now();
    f();
    times.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

int main() {
  const int launches = 2000, repeats = 7;
  hipDeviceProp_t prop;
  HIP_CHECK(hipGetDeviceProperties(&prop, 0));
  double sync = medianSeconds(repeats, [&] {
    for (int i = 0; i < launches; ++i) {
      empty<<<1, 1>>>(i);
      HIP_CHECK(hipDeviceSynchronize());
    }
  });
  double async = medianSeconds(repeats, [&] {
    for (int i = 0; i < launches; ++i)
      empty<<<1, 1>>>(i);
    HIP_CHECK(hipDeviceSynchronize());
  });
  HIP_CHECK(hipGetLastError());
  std::printf("device: %s\n", prop.name);
  std::printf("hip_sync_us %.3f\nhip_async_us %.3f\n", sync / launches * 1e6,
              async / launches * 1e6);
}
