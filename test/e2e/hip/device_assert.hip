// assert in device code, as CUDA code checks its invariants. A kernel whose
// assertions all hold runs as usual. One whose assertion fails in a single
// thread (block 1, thread 3) prints CUDA's message (the file and line, the
// function, the block and thread, the condition), and then:
//  - on an NVIDIA GPU the launch fails with hipErrorAssert, and the error is
//    sticky: the next call reports it again (the GPU check runs this);
//  - on OpenCL, which cannot stop a kernel, the thread goes on and the
//    launch succeeds, so every other thread's work is there (ctest checks
//    the message in the output).
// The program prints PASSED when it sees either behaviour consistently.
#include <hip/hip_runtime.h>

#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define HIP_CHECK(expr)                                                        \
  do {                                                                         \
    hipError_t status = (expr);                                                \
    if (status != hipSuccess) {                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   hipGetErrorString(status));                                 \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

__global__ void scaleNonNegative(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    assert(in[i] >= 0);
    out[i] = in[i] * 2;
  }
}

int main() {
  const int threads = 64, blocks = 4, n = threads * blocks;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = i;
  int *dIn, *dOut;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(dIn, in.data(), n * sizeof(int), hipMemcpyHostToDevice));

  // Every assertion holds.
  scaleNonNegative<<<blocks, threads>>>(dIn, dOut, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  std::vector<int> out(n);
  HIP_CHECK(
      hipMemcpy(out.data(), dOut, n * sizeof(int), hipMemcpyDeviceToHost));
  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (out[i] != 2 * i && errors++ < 5)
      std::printf("out[%d] = %d, expected %d\n", i, out[i], 2 * i);

  // One element breaks it: block 1, thread 3.
  const int bad = threads + 3;
  in[bad] = -1;
  HIP_CHECK(hipMemcpy(dIn, in.data(), n * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemset(dOut, 0, n * sizeof(int)));
  scaleNonNegative<<<blocks, threads>>>(dIn, dOut, n);
  HIP_CHECK(hipGetLastError());
  hipError_t failed = hipDeviceSynchronize();
  std::printf("hipDeviceSynchronize after the failed assertion: %s\n",
              hipGetErrorName(failed));
  if (failed == hipSuccess) {
    // The thread went on past its assertion; the others did their work.
    HIP_CHECK(
        hipMemcpy(out.data(), dOut, n * sizeof(int), hipMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
      if (out[i] != 2 * in[i] && errors++ < 10)
        std::printf("out[%d] = %d, expected %d\n", i, out[i], 2 * in[i]);
  } else {
    // The launch failed, and the device stays failed, as in CUDA.
    hipError_t later =
        hipMemcpy(out.data(), dOut, n * sizeof(int), hipMemcpyDeviceToHost);
    std::printf("hipMemcpy after it: %s\n", hipGetErrorName(later));
    if (failed != hipErrorAssert) {
      std::printf("the failed assertion gave %s, not hipErrorAssert\n",
                  hipGetErrorName(failed));
      ++errors;
    }
    if (later != failed) {
      std::printf("the next call did not report the error again\n");
      ++errors;
    }
  }
  std::printf("device assert: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
