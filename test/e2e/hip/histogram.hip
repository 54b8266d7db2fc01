// 256-bin histogram as in the CUDA histogram samples: each block counts into
// a __shared__ histogram with atomicAdd on shared memory, then adds it to the
// global one with atomicAdd on global memory. A float histogram of weights
// beside it (atomicAdd on float, shared and global). Checked against the
// host's counts; the weights are multiples of 1/4, so the float sums are
// exact in any order.
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

#define NUM_BINS 256

__global__ void histogram(const unsigned char *data, const float *weights,
                          int n, unsigned int *counts, float *sums) {
  __shared__ unsigned int localCounts[NUM_BINS];
  __shared__ float localSums[NUM_BINS];
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
    localCounts[b] = 0;
    localSums[b] = 0.0f;
  }
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    atomicAdd(&localCounts[data[i]], 1u);
    atomicAdd(&localSums[data[i]], weights[i]);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) {
    atomicAdd(&counts[b], localCounts[b]);
    atomicAdd(&sums[b], localSums[b]);
  }
}

// The signed-int form, straight to global memory.
__global__ void histogramGlobal(const unsigned char *data, int n, int *counts) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&counts[data[i] % 16], 1);
}

int main() {
  const int n = 1 << 20;
  std::vector<unsigned char> data(n);
  std::vector<float> weights(n);
  unsigned seed = 12345;
  for (int i = 0; i < n; ++i) {
    seed = seed * 1103515245u + 12345u;
    // Skewed, so some bins are hot and many threads collide on them.
    data[i] = (seed >> 16) % 7 == 0 ? 42 : (unsigned char)(seed >> 20);
    weights[i] = float(i % 8) * 0.25f;
  }
  std::vector<unsigned> refCounts(NUM_BINS, 0);
  std::vector<float> refSums(NUM_BINS, 0.0f);
  std::vector<int> refSmall(16, 0);
  for (int i = 0; i < n; ++i) {
    ++refCounts[data[i]];
    refSums[data[i]] += weights[i];
    ++refSmall[data[i] % 16];
  }

  unsigned char *dData;
  float *dWeights, *dSums;
  unsigned *dCounts;
  int *dSmall;
  HIP_CHECK(hipMalloc(&dData, n));
  HIP_CHECK(hipMalloc(&dWeights, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dCounts, NUM_BINS * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&dSums, NUM_BINS * sizeof(float)));
  HIP_CHECK(hipMalloc(&dSmall, 16 * sizeof(int)));
  HIP_CHECK(hipMemcpy(dData, data.data(), n, hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dWeights, weights.data(), n * sizeof(float),
                      hipMemcpyHostToDevice));
  HIP_CHECK(hipMemset(dCounts, 0, NUM_BINS * sizeof(unsigned)));
  HIP_CHECK(hipMemset(dSums, 0, NUM_BINS * sizeof(float)));
  HIP_CHECK(hipMemset(dSmall, 0, 16 * sizeof(int)));

  histogram<<<64, 256>>>(dData, dWeights, n, dCounts, dSums);
  HIP_CHECK(hipGetLastError());
  histogramGlobal<<<(n + 255) / 256, 256>>>(dData, n, dSmall);
  HIP_CHECK(hipGetLastError());

  std::vector<unsigned> counts(NUM_BINS);
  std::vector<float> sums(NUM_BINS);
  std::vector<int> small(16);
  HIP_CHECK(hipMemcpy(counts.data(), dCounts, NUM_BINS * sizeof(unsigned),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(sums.data(), dSums, NUM_BINS * sizeof(float),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(
      hipMemcpy(small.data(), dSmall, 16 * sizeof(int), hipMemcpyDeviceToHost));

  int errors = 0;
  for (int b = 0; b < NUM_BINS; ++b) {
    if (counts[b] != refCounts[b] && errors++ < 10)
      std::fprintf(stderr, "bin %d: count %u, expected %u\n", b, counts[b],
                   refCounts[b]);
    if (sums[b] != refSums[b] && errors++ < 10)
      std::fprintf(stderr, "bin %d: sum %g, expected %g\n", b, sums[b],
                   refSums[b]);
  }
  for (int b = 0; b < 16; ++b)
    if (small[b] != refSmall[b] && errors++ < 10)
      std::fprintf(stderr, "small bin %d: %d, expected %d\n", b, small[b],
                   refSmall[b]);
  HIP_CHECK(hipFree(dData));
  HIP_CHECK(hipFree(dWeights));
  HIP_CHECK(hipFree(dCounts));
  HIP_CHECK(hipFree(dSums));
  HIP_CHECK(hipFree(dSmall));
  std::printf("histogram: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
