// A kernel that traps or fails an assert on an NVIDIA GPU (issue 22). GPU
// only (scripts/gpu-check.sh): on PoCL a trap ends the process, as it would
// any CPU program.
//
// usage: hip_trap trap | assert
//   trap: one thread of trapOnce calls __trap();
//   assert: one thread of assertOnce fails an assert.
// The synchronisation after the launch fails (hipErrorLaunchFailure for a
// trap, hipErrorAssert for an assert),
// the runtime's warning names the kernel, later calls report the error
// again (it is sticky, as in CUDA), and the program ends normally: memory
// freed into the failed context at exit does not crash (exit status 0).
#include <hip/hip_runtime.h>

#include <cassert>
#include <cstdio>
#include <cstring>

__global__ void trapOnce(int *data, int trapping) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == trapping)
    __trap();
  data[i] = i;
}

__global__ void assertOnce(int *data, int failing) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(i != failing);
  data[i] = i;
}

int main(int argc, char **argv) {
  const bool trap = argc > 1 && !std::strcmp(argv[1], "trap");
  const bool asserts = argc > 1 && !std::strcmp(argv[1], "assert");
  if (!trap && !asserts) {
    std::printf("usage: %s trap | assert\n", argv[0]);
    return 2;
  }
  int *data = nullptr;
  if (hipMalloc(&data, 1024 * sizeof(int)) != hipSuccess) {
    std::printf("FAILED: hipMalloc\n");
    return 1;
  }
  // A thread the compiler cannot know: argc is 2.
  const int chosen = 500 + argc - 2;
  if (trap)
    trapOnce<<<4, 256>>>(data, chosen);
  else
    assertOnce<<<4, 256>>>(data, chosen);
  hipError_t fault = hipDeviceSynchronize();
  std::printf("hipDeviceSynchronize: %s\n", hipGetErrorName(fault));
  if (fault != (trap ? hipErrorLaunchFailure : hipErrorAssert)) {
    std::printf("FAILED: not the error of a %s\n", argv[1]);
    return 1;
  }
  int host[4];
  hipError_t later = hipMemcpy(host, data, sizeof host, hipMemcpyDeviceToHost);
  std::printf("hipMemcpy after it: %s\n", hipGetErrorName(later));
  if (later != fault) {
    std::printf("FAILED: the next call did not report the fault again\n");
    return 1;
  }
  hipFree(data);
  std::printf("hip_trap %s: PASSED\n", argv[1]);
  return 0;
}
