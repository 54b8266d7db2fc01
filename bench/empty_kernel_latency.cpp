// Empty-kernel submit+wait latency of sycl::queue::parallel_for against the
// same empty kernel enqueued with raw OpenCL (clEnqueueNDRangeKernel +
// clFinish) on the same device, measured in the same run.
// Target (issue 2): ratio <= 1.25.
#include "opencl_baseline.h"
#include "timing.h"

#include <sycl/sycl.hpp>

int main() {
  sycl::queue Q;
  std::string Name = Q.get_device().get_info<sycl::info::device::name>();
  OpenCLBaseline CL(Name, "kernel void empty(int unused) {}");
  cl_kernel K = CL.kernel("empty");
  int Unused = 0;
  CL_CHECK(clSetKernelArg(K, 0, sizeof(int), &Unused));

  constexpr int Warmup = 200, Repeats = 5;
  constexpr int Launches = 2000;
  auto Sycl = [&] {
    for (int I = 0; I < Launches; ++I)
      Q.parallel_for(sycl::range<1>(1), [=](sycl::id<1>) {}).wait();
  };
  auto Raw = [&] {
    size_t Global = 1;
    for (int I = 0; I < Launches; ++I) {
      CL_CHECK(clEnqueueNDRangeKernel(CL.Queue, K, 1, nullptr, &Global, nullptr,
                                      0, nullptr, nullptr));
      CL_CHECK(clFinish(CL.Queue));
    }
  };
  for (int I = 0; I < Warmup / 100; ++I) {
    Sycl();
    Raw();
  }
  double SyclTime = medianSeconds(0, Repeats, Sycl) / Launches;
  double RawTime = medianSeconds(0, Repeats, Raw) / Launches;
  clReleaseKernel(K);
  std::printf("device: %s\n", Name.c_str());
  std::printf("empty kernel submit+wait: sycl %.2f us, raw OpenCL %.2f us, "
              "ratio %.3f (target <= 1.25)\n",
              SyclTime * 1e6, RawTime * 1e6, SyclTime / RawTime);
}
