// nvcc baseline for bench/gpu_latency.cpp: an empty kernel launched with
// cudaLaunchKernel, with cudaStreamSynchronize after each launch (sync) or
// once after all (async).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

__global__ void empty(int) {}

static double seconds() {
  return std::chrono::duration<double>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

template <typename Fn> double median(int Repeats, Fn F) {
  F();
  std::vector<double> T;
  for (int I = 0; I < Repeats; ++I) {
    double S = seconds();
    F();
    T.push_back(seconds() - S);
  }
  std::sort(T.begin(), T.end());
  return T[T.size() / 2];
}

int main() {
  constexpr int Launches = 2000;
  cudaStream_t Stream;
  if (cudaStreamCreate(&Stream) != cudaSuccess)
    return 1;
  int Arg = 0;
  void *Args[] = {&Arg};
  auto Launch = [&] {
    return cudaLaunchKernel(reinterpret_cast<const void *>(&empty), dim3(1),
                            dim3(1), Args, 0, Stream);
  };
  double Sync = median(7, [&] {
    for (int I = 0; I < Launches; ++I) {
      Launch();
      cudaStreamSynchronize(Stream);
    }
  });
  double Async = median(7, [&] {
    for (int I = 0; I < Launches; ++I)
      Launch();
    cudaStreamSynchronize(Stream);
  });
  if (cudaGetLastError() != cudaSuccess)
    return 1;
  std::printf("cuda_sync_us %.3f\ncuda_async_us %.3f\n", Sync / Launches * 1e6,
              Async / Launches * 1e6);
}
