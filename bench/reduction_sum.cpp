// sycl::reduction sum of 2^26 floats on the default device against the
// triad bandwidth (c[i] = a[i] + s*b[i], a SYCL kernel on USM) measured in
// the same run, the two alternating: a reduction reads its input once, so it
// should stream as fast as the triad does.
// Target (issue 6): reduction bandwidth >= 0.8 x triad bandwidth.
#include "sycl_streams.h"
#include "timing.h"

#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  constexpr size_t N = size_t(1) << 26;
  constexpr float S = 3.0f;
  constexpr int Warmup = 2, Repeats = 9;

  sycl::queue Q;
  std::string Name = Q.get_device().get_info<sycl::info::device::name>();
  float *A = sycl::malloc_device<float>(N, Q);
  float *B = sycl::malloc_device<float>(N, Q);
  float *C = sycl::malloc_device<float>(N, Q);
  float *Sum = sycl::malloc_shared<float>(1, Q);
  Q.fill(A, 1.0f, N);
  Q.fill(B, 2.0f, N);
  Q.wait();

  auto [TriadTime, ReductionTime] = interleavedMedianSeconds(
      Warmup, Repeats, [&] { runSyclTriad(Q, C, A, B, S, N); },
      [&] { runSyclSum(Q, Sum, A, N); });
  // 2^26 ones: exact in float whatever the order of the additions.
  if (*Sum != float(N)) {
    std::fprintf(stderr, "wrong reduction result %g\n", double(*Sum));
    return 1;
  }
  sycl::free(A, Q);
  sycl::free(B, Q);
  sycl::free(C, Q);
  sycl::free(Sum, Q);

  double TriadBw = 3.0 * N * sizeof(float) / TriadTime / 1e9;
  double ReductionBw = 1.0 * N * sizeof(float) / ReductionTime / 1e9;
  std::printf("device: %s\n", Name.c_str());
  std::printf("reduction sum 2^26 floats: %.2f GB/s, triad %.2f GB/s, ratio "
              "%.3f (target >= 0.8)\n",
              ReductionBw, TriadBw, ReductionBw / TriadBw);
}
