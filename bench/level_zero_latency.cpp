// Empty-kernel submit+wait latency through the Level Zero plugin against the
// same through the OpenCL plugin, on one PoCL device, in the same run: the
// Level Zero side runs on Prism's Level Zero test driver, which implements
// Level Zero on that device through OpenCL, so the difference is what the
// loader, the Level Zero plugin and the driver's translation add.
// Target (issue 21): ratio <= 1.15.
//
// The test driver is test infrastructure, built in the build tree only
// (test/level_zero_driver): run with
// ZE_ENABLE_ALT_DRIVERS=<build>/test/level_zero_driver/libze_prism_test_driver.so
// and no device selector (bench/run.sh does).
#include "timing.h"

#include <sycl/sycl.hpp>

#include <cstdio>
#include <cstdlib>

namespace {

sycl::device deviceOf(sycl::backend Backend, const char *Name) {
  for (const sycl::device &D : sycl::device::get_devices())
    if (D.get_backend() == Backend)
      return D;
  std::fprintf(stderr,
               "level_zero_latency: no %s device (is ZE_ENABLE_ALT_DRIVERS "
               "set to the Level Zero test driver?)\n",
               Name);
  std::exit(1);
}

} // namespace

int main() {
  sycl::queue Ze{deviceOf(sycl::backend::ext_oneapi_level_zero, "Level Zero")};
  sycl::queue Cl{deviceOf(sycl::backend::opencl, "OpenCL")};

  constexpr int Warmup = 2, Repeats = 7, Launches = 2000;
  auto launchesOn = [](sycl::queue &Q) {
    return [&Q] {
      for (int I = 0; I < Launches; ++I)
        Q.parallel_for(sycl::range<1>(1), [=](sycl::id<1>) {}).wait();
    };
  };
  auto [ZeTime, ClTime] =
      interleavedMedianSeconds(Warmup, Repeats, launchesOn(Ze), launchesOn(Cl));
  ZeTime /= Launches;
  ClTime /= Launches;
  std::printf("devices: %s (level_zero), %s (opencl)\n",
              Ze.get_device().get_info<sycl::info::device::name>().c_str(),
              Cl.get_device().get_info<sycl::info::device::name>().c_str());
  std::printf("empty kernel submit+wait: level_zero %.2f us, opencl %.2f us, "
              "ratio %.3f (target <= 1.15)\n",
              ZeTime * 1e6, ClTime * 1e6, ZeTime / ClTime);
}
