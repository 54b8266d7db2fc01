// A kernel that traps on an NVIDIA GPU (issue 22). GPU only
// (scripts/gpu-check.sh): on PoCL or the native CPU device a trap ends the
// process, as it would any CPU program.
//
// One work-item of TrapKernel calls __builtin_trap(). CUDA reports that
// only at the next synchronisation, and then from every call on the GPU
// (the context stays failed). The program checks that:
//  - the queue's async_handler gets the error from wait_and_throw, and its
//    message names the kernel (TrapKernel);
//  - a device of another backend (the native CPU device, selected beside the
//    GPU: PRISM_DEVICE_SELECTOR='cuda:0;native_cpu:0') still runs a kernel
//    with right results;
//  - the program then ends normally, the GPU's queue (held by a global made
//    before the runtime started, so destroyed after the plugins' own exit
//    handlers) released into the failed context at exit without a crash
//    (exit status 0).
#include "check.h"

#include <sycl/sycl.hpp>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace {

constexpr size_t Count = 1024;

class TrapKernel;

// The asynchronous errors' messages.
std::vector<std::string> Reported;

void keep(sycl::exception_list Errors) {
  for (const std::exception_ptr &E : Errors) {
    try {
      std::rethrow_exception(E);
    } catch (const sycl::exception &Failure) {
      std::printf("async error (%s): %s\n", Failure.code().message().c_str(),
                  Failure.what());
      Reported.push_back(Failure.what());
    }
  }
}

// Empty until main fills it, as an application's global queue often is.
std::unique_ptr<sycl::queue> GlobalGpuQueue;

// Out[i] = 3i on Q, checked on the host.
void tripleOn(sycl::queue &Q) {
  std::vector<int> Out(Count);
  {
    sycl::buffer<int> Buf(Out);
    Q.submit([&](sycl::handler &H) {
      sycl::accessor O(Buf, H, sycl::write_only, sycl::no_init);
      H.parallel_for(sycl::range<1>(Count),
                     [=](sycl::id<1> I) { O[I] = 3 * int(I[0]); });
    });
  }
  for (size_t I = 0; I < Count; ++I)
    CHECK_EQ(Out[I], 3 * int(I));
}

} // namespace

int main(int argc, char **) {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  GlobalGpuQueue = std::make_unique<sycl::queue>(sycl::gpu_selector_v, keep);
  sycl::queue &Gpu = *GlobalGpuQueue;
  std::printf("GPU: %s\n",
              Gpu.get_device().get_info<sycl::info::device::name>().c_str());
  int *Data = sycl::malloc_device<int>(Count, Gpu);
  CHECK(Data);
  // A work-item the compiler cannot know: argc is 1.
  const int Trapping = int(Count / 2) + argc - 1;
  Gpu.parallel_for<TrapKernel>(sycl::range<1>(Count), [=](sycl::id<1> I) {
    if (int(I[0]) == Trapping)
      __builtin_trap();
    Data[I] = int(I[0]);
  });
  Gpu.wait_and_throw();
  CHECK(!Reported.empty());
  CHECK(Reported.front().find("TrapKernel") != std::string::npos);
  std::printf("the trap was reported, naming the kernel\n");

  bool OtherRan = false;
  for (const sycl::device &D : sycl::device::get_devices())
    if (D.get_backend() != Gpu.get_device().get_backend()) {
      const std::string Name = D.get_info<sycl::info::device::name>();
      sycl::queue Other{D};
      try {
        tripleOn(Other);
      } catch (const sycl::exception &E) {
        // Only a device that cannot build the image (a native CPU image
        // for a newer processor) is no failure of this test.
        CHECK(std::string(E.what()).find("building the") != std::string::npos);
        std::printf("device '%s' of another backend cannot build the kernel "
                    "here: not checked (%s)\n",
                    Name.c_str(), E.what());
        break;
      }
      std::printf("device '%s' of another backend: right results\n",
                  Name.c_str());
      OtherRan = true;
      break;
    }
  if (!OtherRan)
    std::printf("no device of another backend ran: not checked\n");
  // Released into the failed context: refused there (CUDA's error is
  // sticky), as an exception naming the call, and nothing crashes.
  try {
    sycl::free(Data, Gpu);
  } catch (const sycl::exception &Failure) {
    CHECK(std::string(Failure.what()).find("usm_free") != std::string::npos);
    std::printf("freeing into the failed context: %s\n", Failure.what());
  }
  std::printf("gpu_trap: PASSED\n");
  return 0;
}
