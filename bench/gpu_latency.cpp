// Empty-kernel launch latency of sycl::queue on a GPU: submit+wait per
// launch, and the per-launch cost of many launches with one wait at the
// end. scripts/gpu-check.sh divides these by the nvcc-built baseline
// (bench/cuda/latency.cu) run on the same GPU in the same check.
// Target (issue 3): sync ratio <= 1.3.
#include "timing.h"

#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  sycl::queue Q{sycl::gpu_selector_v};
  constexpr int Launches = 2000, Repeats = 7;
  auto Sync = [&] {
    for (int I = 0; I < Launches; ++I)
      Q.parallel_for(sycl::range<1>(1), [=](sycl::id<1>) {}).wait();
  };
  auto Async = [&] {
    for (int I = 0; I < Launches; ++I)
      Q.parallel_for(sycl::range<1>(1), [=](sycl::id<1>) {});
    Q.wait();
  };
  double SyncTime = medianSeconds(1, Repeats, Sync) / Launches;
  double AsyncTime = medianSeconds(1, Repeats, Async) / Launches;
  std::printf("device: %s\n",
              Q.get_device().get_info<sycl::info::device::name>().c_str());
  std::printf("sycl_sync_us %.3f\nsycl_async_us %.3f\n", SyncTime * 1e6,
              AsyncTime * 1e6);
}
