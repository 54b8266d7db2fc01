// Faults between the core and a plugin, through HIP: the fault plugin
// (test/fault_plugin) wraps the OpenCL plugin and fails the one call that
// PRISM_FAULT_INJECT chooses, on device 0 of two PoCL devices
// (POCL_DEVICES="pthread pthread"). The call returns the hipError_t HIP
// gives that failure, hipGetLastError reports it once, device 1 goes on
// with right results, and so does device 0 where the fault leaves it
// usable; the program ends normally (the test runs it to exit 0).
//
// usage: hip_plugin_faults MODE, run with PRISM_FAULT_INJECT set as follows:
//   malloc  usm_alloc:OUT_OF_MEMORY:1       hipMalloc: hipErrorOutOfMemory
//   build   program_create:BUILD_FAILED:1   the launch:
//                                           hipErrorInvalidImage
//   launch  enqueue_launch:LAUNCH_FAILED:1  the launch: hipErrorLaunchFailure
//   wait    queue_finish:LAUNCH_FAILED:1    hipDeviceSynchronize after a
//                                           launch: hipErrorLaunchFailure,
//                                           and device 0 stays failed, as a
//                                           device is after a kernel fault
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

constexpr int Count = 1024;

#define EXPECT(Call, Code)                                                     \
  do {                                                                         \
    hipError_t Got = (Call);                                                   \
    if (Got != (Code)) {                                                       \
      std::printf("FAILED: %s gave %s, expected %s\n", #Call,                  \
                  hipGetErrorName(Got), hipGetErrorName(Code));                \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

__global__ void vectorAdd(const int *A, const int *B, int *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = A[I] + B[I];
}

// A vector addition on the current device, checked on the host.
void vectorAddOnDevice(int Device) {
  EXPECT(hipSetDevice(Device), hipSuccess);
  std::vector<int> A(Count), B(Count), Out(Count);
  for (int I = 0; I < Count; ++I) {
    A[I] = I;
    B[I] = 3 * I;
  }
  int *DA, *DB, *DOut;
  const size_t Bytes = Count * sizeof(int);
  EXPECT(hipMalloc(&DA, Bytes), hipSuccess);
  EXPECT(hipMalloc(&DB, Bytes), hipSuccess);
  EXPECT(hipMalloc(&DOut, Bytes), hipSuccess);
  EXPECT(hipMemcpy(DA, A.data(), Bytes, hipMemcpyHostToDevice), hipSuccess);
  EXPECT(hipMemcpy(DB, B.data(), Bytes, hipMemcpyHostToDevice), hipSuccess);
  vectorAdd<<<Count / 256, 256>>>(DA, DB, DOut, Count);
  EXPECT(hipGetLastError(), hipSuccess);
  EXPECT(hipMemcpy(Out.data(), DOut, Bytes, hipMemcpyDeviceToHost), hipSuccess);
  EXPECT(hipFree(DA), hipSuccess);
  EXPECT(hipFree(DB), hipSuccess);
  EXPECT(hipFree(DOut), hipSuccess);
  for (int I = 0; I < Count; ++I)
    if (Out[I] != 4 * I) {
      std::printf("FAILED: device %d: Out[%d] = %d, expected %d\n", Device, I,
                  Out[I], 4 * I);
      std::exit(1);
    }
}

// A launch on device 0 that fails with Code, seen by hipGetLastError once.
void launchFails(hipError_t Code) {
  EXPECT(hipSetDevice(0), hipSuccess);
  int *Data;
  EXPECT(hipMalloc(&Data, Count * sizeof(int)), hipSuccess);
  vectorAdd<<<Count / 256, 256>>>(Data, Data, Data, Count);
  EXPECT(hipGetLastError(), Code);
  EXPECT(hipGetLastError(), hipSuccess);
  EXPECT(hipFree(Data), hipSuccess);
}

} // namespace

int main(int argc, char **argv) {
  const char *Mode = argc > 1 ? argv[1] : "";
  int Devices = 0;
  EXPECT(hipGetDeviceCount(&Devices), hipSuccess);
  if (Devices != 2) {
    std::printf("FAILED: %d devices; run with POCL_DEVICES=\"pthread "
                "pthread\"\n",
                Devices);
    return 1;
  }
  bool Device0Usable = true;
  if (!std::strcmp(Mode, "malloc")) {
    void *Data = nullptr;
    EXPECT(hipMalloc(&Data, 4096), hipErrorOutOfMemory);
    EXPECT(hipGetLastError(), hipErrorOutOfMemory);
    EXPECT(hipGetLastError(), hipSuccess);
  } else if (!std::strcmp(Mode, "build")) {
    launchFails(hipErrorInvalidImage);
    // A build that failed stays failed on its device (docs/design.md).
    Device0Usable = false;
  } else if (!std::strcmp(Mode, "launch")) {
    launchFails(hipErrorLaunchFailure);
  } else if (!std::strcmp(Mode, "wait")) {
    EXPECT(hipSetDevice(0), hipSuccess);
    int *Data;
    EXPECT(hipMalloc(&Data, Count * sizeof(int)), hipSuccess);
    vectorAdd<<<Count / 256, 256>>>(Data, Data, Data, Count);
    EXPECT(hipGetLastError(), hipSuccess);
    EXPECT(hipDeviceSynchronize(), hipErrorLaunchFailure);
    // Later calls on device 0 say so again.
    int Host[4];
    EXPECT(hipMemcpy(Host, Data, sizeof Host, hipMemcpyDeviceToHost),
           hipErrorLaunchFailure);
    EXPECT(hipGetLastError(), hipErrorLaunchFailure);
    EXPECT(hipFree(Data), hipSuccess);
    Device0Usable = false;
  } else {
    std::printf("usage: %s malloc | build | launch | wait\n", argv[0]);
    return 2;
  }
  vectorAddOnDevice(1);
  if (Device0Usable)
    vectorAddOnDevice(0);
  std::printf("hip_plugin_faults %s: PASSED\n", Mode);
  return 0;
}
