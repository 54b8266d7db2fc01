// hipLaunchCooperativeKernel's limit: a grid one block larger than the
// device holds at once is refused with hipErrorCooperativeLaunchTooLarge,
// and a grid of exactly that many blocks is launched. The limit is
// multiProcessorCount x hipOccupancyMaxActiveBlocksPerMultiprocessor where
// hipDeviceAttributeCooperativeLaunch is 1 (CUDA devices: run here on the
// test double of libcuda), one block elsewhere (PoCL).
#include <hip/hip_cooperative_groups.h>
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>

namespace cg = cooperative_groups;

#define HIP_CHECK(expr)                                                        \
  do {                                                                         \
    hipError_t status = (expr);                                                \
    if (status != hipSuccess) {                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   hipGetErrorString(status));                                 \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

__global__ void countBlocks(int *count) {
  cg::grid_group grid = cg::this_grid();
  if (cg::this_thread_block().thread_rank() == 0)
    atomicAdd(count, 1);
  grid.sync();
}

int main() {
  int device = 0, cooperative = 0, multiprocessors = 0, perMultiprocessor = 0;
  HIP_CHECK(hipDeviceGetAttribute(&cooperative,
                                  hipDeviceAttributeCooperativeLaunch, device));
  HIP_CHECK(hipDeviceGetAttribute(
      &multiprocessors, hipDeviceAttributeMultiprocessorCount, device));
  HIP_CHECK(hipOccupancyMaxActiveBlocksPerMultiprocessor(
      &perMultiprocessor, reinterpret_cast<const void *>(countBlocks), 256, 0));
  const int resident = cooperative ? multiprocessors * perMultiprocessor : 1;
  std::printf("cooperative launches: %d; %d multiprocessors x %d blocks: at "
              "most %d blocks\n",
              cooperative, multiprocessors, perMultiprocessor, resident);

  int *count;
  HIP_CHECK(hipMalloc(&count, sizeof(int)));
  HIP_CHECK(hipMemset(count, 0, sizeof(int)));
  void *args[] = {&count};
  int errors = 0;
  hipError_t status = hipLaunchCooperativeKernel(
      countBlocks, dim3(resident + 1), dim3(256), args, 0, nullptr);
  if (status != hipErrorCooperativeLaunchTooLarge) {
    std::fprintf(stderr, "%d blocks: %s, expected too large\n", resident + 1,
                 hipGetErrorName(status));
    ++errors;
  }
  HIP_CHECK(hipLaunchCooperativeKernel(countBlocks, dim3(resident), dim3(256),
                                       args, 0, nullptr));
  HIP_CHECK(hipDeviceSynchronize());
  std::printf("cooperative launch limits: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
