//===- runtime_on_fake_driver_test.cpp - HIP and SYCL on a CUDA device ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// libprism-hip and libsycl over the CUDA plugin and the fake driver of
// fake_libcuda.cpp (one simulated device, the only visible one): what only
// a CUDA device reports, from the driver's result to the API's error, and
// what hipDeviceReset gives back to the driver. main() points the runtime
// at the fake before it starts.
//
//===----------------------------------------------------------------------===//
#include "fake_libcuda.h"

#include <cuda_runtime_api.h>
#include <hip/hip_runtime_api.h>
#include <sycl/sycl.hpp>

#include <gtest/gtest.h>

#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

constexpr int CudaErrorAssert = 710; // CUDA_ERROR_ASSERT

FakeCudaState &fakeState() {
  void *Driver = dlopen(PRISM_FAKE_LIBCUDA_PATH, RTLD_NOW | RTLD_NOLOAD);
  auto Get = reinterpret_cast<PrismFakeCudaStateFn>(
      dlsym(Driver, "prismFakeCudaState"));
  return *Get();
}

class FakeCudaDevice : public ::testing::Test {
protected:
  void SetUp() override {
    hipDeviceProp_t Prop;
    ASSERT_EQ(hipGetDeviceProperties(&Prop, 0), hipSuccess);
    ASSERT_EQ(std::string(Prop.name), "Prism Fake GPU 0");
  }
  void TearDown() override {
    fakeState().stickyError = 0;
    hipDeviceReset();
    hipGetLastError();
  }
};

// A failed device-side assert is hipErrorAssert (cudaErrorAssert under
// CUDA's names), sticky until hipDeviceReset.
TEST_F(FakeCudaDevice, DeviceAssertIsHipErrorAssertAndSticky) {
  void *Device = nullptr;
  ASSERT_EQ(hipMalloc(&Device, 256), hipSuccess);
  ASSERT_EQ(hipMemsetAsync(Device, 0, 256, nullptr), hipSuccess);
  fakeState().stickyError = CudaErrorAssert;
  EXPECT_EQ(hipDeviceSynchronize(), hipErrorAssert);
  EXPECT_STREQ(hipGetErrorName(hipGetLastError()), "hipErrorAssert");
  char Host[256];
  EXPECT_EQ(hipMemcpy(Host, Device, sizeof Host, hipMemcpyDeviceToHost),
            hipErrorAssert);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorAssert);
  EXPECT_EQ(cudaGetLastError(), cudaErrorAssert);

  fakeState().stickyError = 0;
  ASSERT_EQ(hipDeviceReset(), hipSuccess);
  ASSERT_EQ(hipMalloc(&Device, 256), hipSuccess);
  EXPECT_EQ(hipMemset(Device, 0, 256), hipSuccess);
  EXPECT_EQ(hipFree(Device), hipSuccess);
}

// libsycl reports it as DPC++ does a CUDA device's: errc::runtime, with the
// driver's error in the message.
TEST_F(FakeCudaDevice, SyclReportsADeviceAssertAsRuntime) {
  sycl::queue Queue(sycl::gpu_selector_v);
  int *Values = sycl::malloc_device<int>(64, Queue);
  ASSERT_NE(Values, nullptr);
  Queue.memset(Values, 0, 64 * sizeof(int));
  fakeState().stickyError = CudaErrorAssert;
  try {
    Queue.wait();
    ADD_FAILURE() << "the failed assert was not reported";
  } catch (const sycl::exception &E) {
    EXPECT_EQ(E.code(), sycl::make_error_code(sycl::errc::runtime));
    EXPECT_NE(std::string(E.what()).find("CUDA_ERROR_ASSERT (710)"),
              std::string::npos)
        << E.what();
  }
  fakeState().stickyError = 0;
  sycl::free(Values, Queue);
}

// What the HIP API created goes back to the driver; the device's own
// streams (the null stream, the timing markers' queue) stay.
TEST_F(FakeCudaDevice, ResetGivesEverythingBackToTheDriver) {
  // The null stream and the timing queue, which outlive the reset.
  hipEvent_t Warm = nullptr;
  ASSERT_EQ(hipEventCreate(&Warm), hipSuccess);
  ASSERT_EQ(hipEventRecord(Warm, nullptr), hipSuccess);
  ASSERT_EQ(hipEventDestroy(Warm), hipSuccess);
  ASSERT_EQ(hipDeviceSynchronize(), hipSuccess);
  const FakeCudaState Before = fakeState();

  void *Device = nullptr, *Managed = nullptr, *Host = nullptr;
  ASSERT_EQ(hipMalloc(&Device, 4096), hipSuccess);
  ASSERT_EQ(hipMallocManaged(&Managed, 4096), hipSuccess);
  ASSERT_EQ(hipHostMalloc(&Host, 4096), hipSuccess);
  hipStream_t Streams[2] = {};
  for (hipStream_t &S : Streams)
    ASSERT_EQ(hipStreamCreate(&S), hipSuccess);
  hipEvent_t Event = nullptr;
  ASSERT_EQ(hipEventCreate(&Event), hipSuccess);
  ASSERT_EQ(hipEventRecord(Event, Streams[0]), hipSuccess);
  std::vector<char> Registered(4096);
  ASSERT_EQ(hipHostRegister(Registered.data(), Registered.size(), 0),
            hipSuccess);
  EXPECT_EQ(fakeState().liveAllocations, Before.liveAllocations + 3);
  EXPECT_EQ(fakeState().liveStreams, Before.liveStreams + 2);
  EXPECT_EQ(fakeState().registeredHostRanges, Before.registeredHostRanges + 1);

  ASSERT_EQ(hipDeviceReset(), hipSuccess);
  EXPECT_EQ(fakeState().liveAllocations, Before.liveAllocations);
  EXPECT_EQ(fakeState().liveStreams, Before.liveStreams);
  EXPECT_EQ(fakeState().registeredHostRanges, Before.registeredHostRanges);
  EXPECT_EQ(hipStreamQuery(Streams[0]), hipErrorInvalidHandle);
  EXPECT_EQ(hipEventSynchronize(Event), hipErrorInvalidHandle);
  EXPECT_EQ(hipFree(Managed), hipErrorInvalidValue);
  hipGetLastError();

  ASSERT_EQ(hipMalloc(&Device, 4096), hipSuccess);
  EXPECT_EQ(hipMemset(Device, 0, 4096), hipSuccess);
  EXPECT_EQ(hipFree(Device), hipSuccess);
}

// On a CUDA device an executable graph is a CUDA graph: its copies and
// fills run as graph nodes (none as a stream command), each launch is one
// cuGraphLaunch, and the graph is made once per device. Under stream
// capture too.
TEST_F(FakeCudaDevice, GraphsRunAsCudaGraphs) {
  constexpr size_t Count = 64;
  std::vector<int> In(Count), Out(Count, -1);
  for (size_t I = 0; I < Count; ++I)
    In[I] = static_cast<int>(I * 3);
  int *Device = nullptr, *Filled = nullptr;
  ASSERT_EQ(hipMalloc(&Device, Count * sizeof(int)), hipSuccess);
  ASSERT_EQ(hipMalloc(&Filled, Count * sizeof(int)), hipSuccess);
  hipGraph_t Graph = nullptr;
  ASSERT_EQ(hipGraphCreate(&Graph, 0), hipSuccess);
  hipGraphNode_t CopyIn, Fill, CopyOut;
  ASSERT_EQ(hipGraphAddMemcpyNode1D(&CopyIn, Graph, nullptr, 0, Device,
                                    In.data(), Count * sizeof(int),
                                    hipMemcpyHostToDevice),
            hipSuccess);
  hipMemsetParams Memset = {};
  Memset.dst = Filled;
  Memset.value = 7;
  Memset.elementSize = sizeof(int);
  Memset.width = Count;
  Memset.height = 1;
  ASSERT_EQ(hipGraphAddMemsetNode(&Fill, Graph, &CopyIn, 1, &Memset),
            hipSuccess);
  ASSERT_EQ(hipGraphAddMemcpyNode1D(&CopyOut, Graph, &Fill, 1, Out.data(),
                                    Device, Count * sizeof(int),
                                    hipMemcpyDeviceToHost),
            hipSuccess);
  hipGraphExec_t Exec = nullptr;
  ASSERT_EQ(hipGraphInstantiate(&Exec, Graph, nullptr, nullptr, 0), hipSuccess);
  hipStream_t Stream = nullptr;
  ASSERT_EQ(hipStreamCreate(&Stream), hipSuccess);
  const FakeCudaState Before = fakeState();
  for (int Launch = 0; Launch < 2; ++Launch) {
    ASSERT_EQ(hipGraphLaunch(Exec, Stream), hipSuccess);
    ASSERT_EQ(hipStreamSynchronize(Stream), hipSuccess);
  }
  EXPECT_EQ(Out, In);
  std::vector<int> Fills(Count);
  ASSERT_EQ(hipMemcpy(Fills.data(), Filled, Count * sizeof(int),
                      hipMemcpyDeviceToHost),
            hipSuccess);
  EXPECT_EQ(Fills, std::vector<int>(Count, 7));
  const FakeCudaState &After = fakeState();
  EXPECT_EQ(After.graphLaunches - Before.graphLaunches, 2);
  EXPECT_EQ(After.graphCopyNodesRun - Before.graphCopyNodesRun, 4);
  EXPECT_EQ(After.graphMemsetNodesRun - Before.graphMemsetNodesRun, 2);
  // Only the hipMemcpy above was a stream command.
  EXPECT_EQ(After.copies - Before.copies, 1);
  EXPECT_EQ(After.liveGraphExecs - Before.liveGraphExecs, 1);

  hipGraph_t Captured = nullptr;
  ASSERT_EQ(hipStreamBeginCapture(Stream, hipStreamCaptureModeGlobal),
            hipSuccess);
  ASSERT_EQ(hipMemsetAsync(Device, 0, Count * sizeof(int), Stream), hipSuccess);
  ASSERT_EQ(hipMemcpyAsync(Out.data(), Device, Count * sizeof(int),
                           hipMemcpyDeviceToHost, Stream),
            hipSuccess);
  ASSERT_EQ(hipStreamEndCapture(Stream, &Captured), hipSuccess);
  hipGraphExec_t CapturedExec = nullptr;
  ASSERT_EQ(hipGraphInstantiateWithFlags(&CapturedExec, Captured, 0),
            hipSuccess);
  ASSERT_EQ(hipGraphLaunch(CapturedExec, Stream), hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(Stream), hipSuccess);
  EXPECT_EQ(Out, std::vector<int>(Count, 0));
  EXPECT_EQ(fakeState().graphLaunches - Before.graphLaunches, 3);

  // A copy the driver will not put in a graph: the stream replays the
  // graph's commands instead.
  fakeState().refuseGraphCopies = 1;
  hipGraphExec_t Replayed = nullptr;
  ASSERT_EQ(hipGraphInstantiateWithFlags(&Replayed, Captured, 0), hipSuccess);
  std::fill(Out.begin(), Out.end(), -1);
  const int CopiesBefore = fakeState().copies;
  ASSERT_EQ(hipGraphLaunch(Replayed, Stream), hipSuccess);
  ASSERT_EQ(hipStreamSynchronize(Stream), hipSuccess);
  fakeState().refuseGraphCopies = 0;
  EXPECT_EQ(Out, std::vector<int>(Count, 0));
  EXPECT_EQ(fakeState().graphLaunches - Before.graphLaunches, 3);
  EXPECT_EQ(fakeState().copies - CopiesBefore, 1);
  EXPECT_EQ(hipGraphExecDestroy(Replayed), hipSuccess);

  EXPECT_EQ(hipGraphExecDestroy(CapturedExec), hipSuccess);
  EXPECT_EQ(hipGraphExecDestroy(Exec), hipSuccess);
  EXPECT_EQ(fakeState().liveGraphExecs, Before.liveGraphExecs);
  EXPECT_EQ(hipGraphDestroy(Captured), hipSuccess);
  EXPECT_EQ(hipGraphDestroy(Graph), hipSuccess);
  EXPECT_EQ(hipStreamDestroy(Stream), hipSuccess);
  EXPECT_EQ(hipFree(Device), hipSuccess);
  EXPECT_EQ(hipFree(Filled), hipSuccess);
}

} // namespace

int main(int Argc, char **Argv) {
  // The runtime reads these once, when it starts.
  setenv("PRISM_CUDA_LIBRARY", PRISM_FAKE_LIBCUDA_PATH, 1);
  setenv("PRISM_FAKE_CUDA_DEVICES", "1", 1);
  setenv("PRISM_DEVICE_SELECTOR", "cuda:0", 1);
  ::testing::InitGoogleTest(&Argc, Argv);
  return RUN_ALL_TESTS();
}
