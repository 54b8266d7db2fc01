// A kernel that faults leaves the device unusable, as in CUDA: the fault is
// reported by the synchronisation that finds it, and by every later call.
// GPU only (scripts/gpu-check.sh): on PoCL a stray store crashes the process,
// as it would any CPU program.
#include <hip/hip_runtime.h>

#include <cstdio>

__global__ void writeThrough(int *p) { p[threadIdx.x] = 42; }

int main() {
  int *d = nullptr;
  if (hipMalloc(&d, 64 * sizeof(int)) != hipSuccess) {
    std::printf("FAILED: hipMalloc before the fault\n");
    return 1;
  }
  // An address no allocation covers.
  writeThrough<<<1, 64>>>(reinterpret_cast<int *>(0x10));
  hipError_t fault = hipDeviceSynchronize();
  std::printf("hipDeviceSynchronize: %s\n", hipGetErrorName(fault));
  if (fault == hipSuccess) {
    std::printf("FAILED: the fault was not reported\n");
    return 1;
  }
  int host[64];
  hipError_t later = hipMemcpy(host, d, sizeof host, hipMemcpyDeviceToHost);
  std::printf("hipMemcpy after it: %s\n", hipGetErrorName(later));
  if (later != fault) {
    std::printf("FAILED: the next call did not report the fault again\n");
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
