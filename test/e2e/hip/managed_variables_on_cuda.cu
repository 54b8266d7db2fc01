// A __managed__ variable on a CUDA device, run on the test double of the
// CUDA driver (test/unit/cuda/fake_libcuda.cpp), whose kernels do nothing:
// the PTX image must hold the variable in HIP's form (an 8-byte pointer of
// its name, which prism-managed-variables makes of the 4-byte int), and
// building it for the first launch must point that pointer at the
// variable's managed memory, the address host code sees.
#include "fake_libcuda.h"

#include <cuda_runtime.h>
#include <dlfcn.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

__managed__ int marker = 42;

__global__ void touch() { marker++; }

int main() {
  touch<<<1, 1>>>();
  cudaError_t status = cudaDeviceSynchronize();
  void *driver =
      dlopen(std::getenv("PRISM_CUDA_LIBRARY"), RTLD_NOW | RTLD_NOLOAD);
  auto state = driver ? reinterpret_cast<PrismFakeCudaStateFn>(
                            dlsym(driver, "prismFakeCudaState"))
                      : nullptr;
  if (status != cudaSuccess || !state) {
    std::printf("no launch on the fake driver (%s): FAILED\n",
                cudaGetErrorString(status));
    return EXIT_FAILURE;
  }
  const unsigned long long written = state()->lastWordCopied;
  const bool ok = written == reinterpret_cast<uintptr_t>(&marker) &&
                  marker == 42; // the fake's kernels do not run
  std::printf("device pointer %#llx, managed memory %p, marker %d: %s\n",
              written, static_cast<void *>(&marker), marker,
              ok ? "PASSED" : "FAILED");
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
