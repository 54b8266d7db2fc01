// Errors mid-run on a Level Zero device: the Level Zero test driver fails
// chosen calls (PRISM_ZE_TEST_FAIL), a SYCL program sees a sycl::exception
// whose message names the call and its result, and a queue on another
// backend's device goes on with right results.
//
// usage: level_zero_faults [device_lost | out_of_device_memory]
//   without an argument: one kernel on the Level Zero device; an exception
//     is printed with whether its code is errc::build, and the program
//     fails (run_corrupted.py runs it on a damaged SPIR-V image);
//   device_lost: every kernel launch fails
//     (zeCommandListAppendLaunchKernel:DEVICE_LOST);
//   out_of_device_memory: every device allocation fails
//     (zeMemAllocDevice:OUT_OF_DEVICE_MEMORY).
// Run with PRISM_DEVICE_SELECTOR='level_zero:0;opencl:cpu'.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cstdio>
#include <string>
#include <vector>

namespace {

constexpr size_t Count = 1024;

sycl::device deviceOf(sycl::backend Backend) {
  for (const sycl::device &D : sycl::device::get_devices())
    if (D.get_backend() == Backend)
      return D;
  std::fprintf(stderr, "no device of the backend\n");
  std::exit(1);
}

// Runs `Work`, which must throw a sycl::exception whose message names
// `Call` and `Result`.
template <typename Fn>
void expectFailure(const char *Call, const char *Result, Fn &&Work) {
  try {
    Work();
  } catch (const sycl::exception &E) {
    std::printf("caught: %s\n", E.what());
    const std::string Message = E.what();
    CHECK(Message.find(Call) != std::string::npos);
    CHECK(Message.find(Result) != std::string::npos);
    return;
  }
  std::fprintf(stderr, "%s did not fail\n", Call);
  std::exit(1);
}

// Out[i] = A[i] + B[i] on Q, through buffers; checked on the host.
void vectorAdd(sycl::queue &Q) {
  std::vector<int> A(Count), B(Count), Out(Count);
  for (size_t I = 0; I < Count; ++I) {
    A[I] = int(I);
    B[I] = 3 * int(I);
  }
  {
    sycl::buffer<int> BufA(A), BufB(B), BufOut(Out);
    Q.submit([&](sycl::handler &H) {
      sycl::accessor InA(BufA, H, sycl::read_only);
      sycl::accessor InB(BufB, H, sycl::read_only);
      sycl::accessor Sum(BufOut, H, sycl::write_only, sycl::no_init);
      H.parallel_for(sycl::range<1>(Count),
                     [=](sycl::id<1> I) { Sum[I] = InA[I] + InB[I]; });
    });
  }
  for (size_t I = 0; I < Count; ++I)
    CHECK_EQ(Out[I], 4 * int(I));
}

// Every launch on Ze fails; its queue's other commands and the other queue
// still work.
void deviceLost(sycl::queue &Ze, sycl::queue &Other) {
  int *Data = sycl::malloc_shared<int>(Count, Ze);
  CHECK(Data);
  expectFailure("zeCommandListAppendLaunchKernel", "DEVICE_LOST", [&] {
    Ze.parallel_for(sycl::range<1>(Count), [=](sycl::id<1> I) {
        Data[I] = 1;
      }).wait_and_throw();
  });
  Ze.fill(Data, 7, Count).wait();
  for (size_t I = 0; I < Count; ++I)
    CHECK_EQ(Data[I], 7);
  sycl::free(Data, Ze);
  vectorAdd(Other);
}

// Every device allocation on Ze fails: malloc_device answers null, a buffer
// used there throws; shared memory and the other queue still work.
void outOfDeviceMemory(sycl::queue &Ze, sycl::queue &Other) {
  CHECK(sycl::malloc_device<int>(Count, Ze) == nullptr);
  expectFailure("zeMemAllocDevice", "OUT_OF_DEVICE_MEMORY",
                [&] { vectorAdd(Ze); });
  int *Data = sycl::malloc_shared<int>(Count, Ze);
  CHECK(Data);
  Ze.parallel_for(sycl::range<1>(Count), [=](sycl::id<1> I) {
      Data[I] = int(I[0]) * 2;
    }).wait();
  for (size_t I = 0; I < Count; ++I)
    CHECK_EQ(Data[I], 2 * int(I));
  sycl::free(Data, Ze);
  vectorAdd(Other);
}

// A vector addition on Ze; the exception it throws, if any, printed.
int launchOnce(sycl::queue &Ze) {
  try {
    vectorAdd(Ze);
  } catch (const sycl::exception &E) {
    std::printf("caught (%s): %s\n",
                E.code() == sycl::errc::build ? "build" : "not build",
                E.what());
    return 1;
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  const std::string Mode = argc > 1 ? argv[1] : "";
  sycl::queue Ze{deviceOf(sycl::backend::ext_oneapi_level_zero)};
  sycl::queue Other{deviceOf(sycl::backend::opencl)};
  if (Mode.empty())
    return launchOnce(Ze);
  // The other device works before the faults too.
  vectorAdd(Other);
  if (Mode == "device_lost")
    deviceLost(Ze, Other);
  else if (Mode == "out_of_device_memory")
    outOfDeviceMemory(Ze, Other);
  else {
    std::fprintf(stderr, "usage: %s device_lost | out_of_device_memory\n",
                 argv[0]);
    return 2;
  }
  std::printf("level_zero_faults %s: PASSED\n", Mode.c_str());
  return 0;
}
