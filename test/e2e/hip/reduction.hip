// Parallel sum as in the CUDA reduction sample: each block reduces its part
// in dynamic shared memory (extern __shared__, sized by the launch's third
// argument) with __syncthreads between the halving steps, and writes one
// partial sum. The last block to finish (found with __threadfence and an
// atomicInc counter, as in the threadFenceReduction sample) adds up the
// partial sums. Run with two block sizes, so two dynamic sizes.
#include <hip/hip_runtime.h>

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

__device__ unsigned int blocksDone = 0;

__global__ void reduceSum(const int *in, int *partial, int *total, int n) {
  extern __shared__ int sdata[];
  unsigned tid = threadIdx.x;
  // Each thread first adds two elements, a grid apart.
  unsigned i = blockIdx.x * (blockDim.x * 2) + tid;
  int sum = 0;
  if (i < n)
    sum += in[i];
  if (i + blockDim.x < n)
    sum += in[i + blockDim.x];
  sdata[tid] = sum;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }

  __shared__ bool isLastBlock;
  if (tid == 0) {
    partial[blockIdx.x] = sdata[0];
    // The partial sum must be visible to every block before the count says
    // this block is done.
    __threadfence();
    // Wraps to 0 on the last block: the counter is ready for the next launch.
    unsigned ticket = atomicInc(&blocksDone, gridDim.x - 1);
    isLastBlock = (ticket == gridDim.x - 1);
  }
  __syncthreads();
  if (isLastBlock) {
    int blockSum = 0;
    for (unsigned b = tid; b < gridDim.x; b += blockDim.x)
      blockSum += partial[b];
    sdata[tid] = blockSum;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
      if (tid < s)
        sdata[tid] += sdata[tid + s];
      __syncthreads();
    }
    if (tid == 0)
      *total = sdata[0];
  }
}

int main() {
  const int n = 1 << 20 | 123;
  std::vector<int> data(n);
  long long expected = 0;
  for (int i = 0; i < n; ++i) {
    data[i] = (i * 37) % 101 - 50;
    expected += data[i];
  }

  int *dIn, *dPartial, *dTotal;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(int)));
  const int smallestBlock = 64;
  const int maxBlocks = (n + smallestBlock * 2 - 1) / (smallestBlock * 2);
  HIP_CHECK(hipMalloc(&dPartial, maxBlocks * sizeof(int)));
  HIP_CHECK(hipMalloc(&dTotal, sizeof(int)));
  HIP_CHECK(
      hipMemcpy(dIn, data.data(), n * sizeof(int), hipMemcpyHostToDevice));

  int errors = 0;
  for (int threads : {256, smallestBlock}) {
    int blocks = (n + threads * 2 - 1) / (threads * 2);
    std::vector<int> partial(blocks);
    HIP_CHECK(hipMemset(dTotal, 0, sizeof(int)));
    reduceSum<<<blocks, threads, threads * sizeof(int)>>>(dIn, dPartial, dTotal,
                                                          n);
    HIP_CHECK(hipGetLastError());
    int total = 0;
    HIP_CHECK(hipMemcpy(&total, dTotal, sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(partial.data(), dPartial, blocks * sizeof(int),
                        hipMemcpyDeviceToHost));
    // Each partial sum against the host's, then the total.
    for (int b = 0; b < blocks; ++b) {
      long long want = 0;
      for (int i = b * threads * 2; i < (b + 1) * threads * 2 && i < n; ++i)
        want += data[i];
      if (partial[b] != want && errors++ < 10)
        std::fprintf(stderr, "%d threads: block %d sum %d, expected %lld\n",
                     threads, b, partial[b], want);
    }
    if (total != expected) {
      std::fprintf(stderr, "%d threads: total %d, expected %lld\n", threads,
                   total, expected);
      ++errors;
    }
  }
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dPartial));
  HIP_CHECK(hipFree(dTotal));
  std::printf("reduction: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
