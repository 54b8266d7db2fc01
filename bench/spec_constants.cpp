// Specialization constants set natively (Level Zero: the module is built
// with the values) against the emulation (the OpenCL plugin: the values
// travel in the kernel's argument and each work-item looks them up), on
// one PoCL device in the same run: the Level Zero side runs on Prism's
// Level Zero test driver, which builds the module on that device through
// OpenCL. The kernel's loop bound and coefficients are the constants.
// Target (issue 21): ratio <= 1.0 ("no slower"). Also prints what a new set
// of values costs natively (a module build; the emulation builds nothing)
// and what the native path saves per launch.
//
// The test driver is test infrastructure, built in the build tree only
// (test/level_zero_driver): run with
// ZE_ENABLE_ALT_DRIVERS=<build>/test/level_zero_driver/libze_prism_test_driver.so
// and no device selector (bench/run.sh does).
#include "timing.h"

#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace {

constexpr sycl::specialization_id<int> Steps(1);
constexpr sycl::specialization_id<float> Gain(1.0f);
constexpr sycl::specialization_id<float> Offset(0.0f);

constexpr size_t N = 1 << 18;

sycl::device deviceOf(sycl::backend Backend, const char *Name) {
  for (const sycl::device &D : sycl::device::get_devices())
    if (D.get_backend() == Backend)
      return D;
  std::fprintf(stderr,
               "spec_constants: no %s device (is ZE_ENABLE_ALT_DRIVERS set to "
               "the Level Zero test driver?)\n",
               Name);
  std::exit(1);
}

/// One launch of the kernel with these values, waited for.
void launch(sycl::queue &Q, float *Data, int StepCount, float G, float O) {
  Q.submit([&](sycl::handler &H) {
     H.set_specialization_constant<Steps>(StepCount);
     H.set_specialization_constant<Gain>(G);
     H.set_specialization_constant<Offset>(O);
     H.parallel_for<class Polynomial>(
         sycl::range<1>(N), [=](sycl::id<1> I, sycl::kernel_handler KH) {
           float X = Data[I];
           const int Count = KH.get_specialization_constant<Steps>();
           for (int S = 0; S < Count; ++S)
             X = X * KH.get_specialization_constant<Gain>() +
                 KH.get_specialization_constant<Offset>();
           Data[I] = X;
         });
   }).wait();
}

/// Seconds of the first launch with values no run has seen (Offset), so
/// that no build cache, Prism's or PoCL's, holds its module.
double firstLaunchSeconds(sycl::queue &Q, float *Data, float Offset) {
  double Start = nowSeconds();
  launch(Q, Data, 7, 0.5f, Offset);
  return nowSeconds() - Start;
}

} // namespace

int main() {
  sycl::queue Ze{deviceOf(sycl::backend::ext_oneapi_level_zero, "Level Zero")};
  sycl::queue Cl{deviceOf(sycl::backend::opencl, "OpenCL")};
  float *ZeData = sycl::malloc_device<float>(N, Ze);
  float *ClData = sycl::malloc_device<float>(N, Cl);
  Ze.fill(ZeData, 1.0f, N).wait();
  Cl.fill(ClData, 1.0f, N).wait();

  // The value set is built (natively) once, in the warm-up. Emulated, each
  // work-item looks up both coefficients in every step of the loop (the
  // SPIR-V compares their keys inside the loop), and the bound once.
  constexpr int Warmup = 1, Repeats = 7, Launches = 10, StepCount = 64;
  auto launchesOn = [](sycl::queue &Q, float *Data) {
    return [&Q, Data] {
      for (int I = 0; I < Launches; ++I)
        launch(Q, Data, StepCount, 0.999f, 0.001f);
    };
  };
  auto [ZeTime, ClTime] = interleavedMedianSeconds(
      Warmup, Repeats, launchesOn(Ze, ZeData), launchesOn(Cl, ClData));
  ZeTime /= Launches;
  ClTime /= Launches;

  // A new value set: natively one module build (cached afterwards).
  const float Unique = static_cast<float>(std::fmod(nowSeconds(), 1e4));
  double ZeFirst = firstLaunchSeconds(Ze, ZeData, Unique);
  double ClFirst = firstLaunchSeconds(Cl, ClData, Unique);

  std::printf("devices: %s (level_zero), %s (opencl)\n",
              Ze.get_device().get_info<sycl::info::device::name>().c_str(),
              Cl.get_device().get_info<sycl::info::device::name>().c_str());
  std::printf("kernel with 3 specialization constants (loop of %d steps over "
              "%zu floats), submit+wait: native (level_zero) %.3f ms, "
              "emulated (opencl) %.3f ms, ratio %.3f (target <= 1.0)\n",
              StepCount, N, ZeTime * 1e3, ClTime * 1e3, ZeTime / ClTime);
  std::printf("first launch with a new value set: native %.1f ms (one module "
              "build), emulated %.1f ms (no build)\n",
              ZeFirst * 1e3, ClFirst * 1e3);
  std::printf("saved natively per launch: 3 table entries (of 8; 12 of 128 "
              "value bytes) not written; per work-item, %d table lookups "
              "(%d reads in the loop, 1 of the bound) become constants the "
              "driver folds\n",
              2 * StepCount + 1, 2 * StepCount);
  sycl::free(ZeData, Ze);
  sycl::free(ClData, Cl);
}
