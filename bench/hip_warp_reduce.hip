// The sum of 2^28 floats, two ways the CUDA samples write it: a warp-shuffle
// block reduction (__shfl_down_sync in each warp, the warps' sums through
// shared memory, the first warp adding them, one atomicAdd per block) and a
// cooperative-groups reduction (thread_block_tile<32> and cg::reduce, then
// the same steps). Each launch covers the array with a grid-stride loop;
// the median time of a launch and hipDeviceSynchronize gives
// "hip_warp_reduce_gbs" and "hip_cg_reduce_gbs" (bytes read per second).
// The same source is the baseline: nvcc builds it with bench/cuda/hip/
// (scripts/gpu-check.sh). Target (issue 18): >= 0.95 x nvcc on the GPU.
// The tiles hard-code 32 lanes, as the samples do: on a narrower warp the
// benchmark says so and stops.
// usage: hip_warp_reduce [log2 of the element count, default 28]
#include <hip/hip_cooperative_groups.h>
#include <hip/hip_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

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

const int Threads = 256, Warps = Threads / 32;

__global__ void fill(float *p, float value, size_t n) {
  for (size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
       i += size_t(gridDim.x) * blockDim.x)
    p[i] = value;
}

__global__ void zero(float *p) { *p = 0; }

// The thread's grid-stride share, as a loop of a known trip count that both
// compilers unroll (#pragma unroll 4), so that each thread keeps several
// loads in flight.
__device__ float gridStrideSum(const float *in, size_t n) {
  const size_t first = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  const size_t stride = size_t(gridDim.x) * blockDim.x;
  const size_t count = first < n ? (n - first + stride - 1) / stride : 0;
  float sum = 0;
#pragma unroll 4
  for (size_t k = 0; k < count; ++k)
    sum += in[first + k * stride];
  return sum;
}

__device__ float warpReduceSum(float value) {
  for (int offset = 16; offset > 0; offset /= 2)
    value += __shfl_down_sync(0xffffffff, value, offset);
  return value;
}

__global__ void warpShuffleReduce(const float *in, float *out, size_t n) {
  __shared__ float warpSums[Warps];
  float sum = warpReduceSum(gridStrideSum(in, n));
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (lane == 0)
    warpSums[warp] = sum;
  __syncthreads();
  if (warp == 0) {
    sum = warpReduceSum(lane < Warps ? warpSums[lane] : 0.0f);
    if (lane == 0)
      atomicAdd(out, sum);
  }
}

__global__ void cooperativeGroupsReduce(const float *in, float *out, size_t n) {
  __shared__ float tileSums[Warps];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  float sum = cg::reduce(tile, gridStrideSum(in, n), cg::plus<float>());
  if (tile.thread_rank() == 0)
    tileSums[tile.meta_group_rank()] = sum;
  block.sync();
  if (tile.meta_group_rank() == 0) {
    sum = cg::reduce(
        tile, tile.thread_rank() < Warps ? tileSums[tile.thread_rank()] : 0.0f,
        cg::plus<float>());
    if (tile.thread_rank() == 0)
      atomicAdd(out, sum);
  }
}

// The median seconds of a reduction launch, after checking its sum.
template <typename Kernel>
static double medianSeconds(Kernel kernel, const float *in, float *out,
                            size_t n, unsigned blocks, const char *name) {
  const int warmup = 3, repeats = 21;
  std::vector<double> times;
  for (int r = 0; r < warmup + repeats; ++r) {
    zero<<<1, 1>>>(out);
    HIP_CHECK(hipDeviceSynchronize());
    auto start = std::chrono::steady_clock::now();
    kernel<<<blocks, Threads>>>(in, out, n);
    HIP_CHECK(hipDeviceSynchronize());
    auto end = std::chrono::steady_clock::now();
    if (r >= warmup)
      times.push_back(std::chrono::duration<double>(end - start).count());
  }
  HIP_CHECK(hipGetLastError());
  float sum = 0;
  HIP_CHECK(hipMemcpy(&sum, out, sizeof(float), hipMemcpyDeviceToHost));
  // Every partial sum of ones is a whole number below 2^24 per thread and a
  // multiple of the per-block share after, so the float sum is exact.
  if (sum != static_cast<float>(n)) {
    std::fprintf(stderr, "%s: sum %.1f, expected %zu\n", name, sum, n);
    std::exit(EXIT_FAILURE);
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

int main(int argc, char **argv) {
  const size_t n = size_t(1) << (argc > 1 ? std::atoi(argv[1]) : 28);
  hipDeviceProp_t prop;
  HIP_CHECK(hipGetDeviceProperties(&prop, 0));
  std::printf("device: %s\n", prop.name);
  if (prop.warpSize != 32) {
    std::printf("hip_warp_reduce: skipped, the kernels need 32-lane warps "
                "(warpSize %d)\n",
                prop.warpSize);
    return 0;
  }
  float *in, *out;
  HIP_CHECK(hipMalloc(&in, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&out, sizeof(float)));
  // A power of two of blocks, so that each block's share is too.
  const unsigned blocks = 1024;
  fill<<<blocks, Threads>>>(in, 1.0f, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  const double bytes = double(n) * sizeof(float);
  double warp =
      medianSeconds(warpShuffleReduce, in, out, n, blocks, "warp shuffle");
  double groups = medianSeconds(cooperativeGroupsReduce, in, out, n, blocks,
                                "cooperative groups");
  std::printf("hip_warp_reduce_gbs %.2f\n", bytes / warp / 1e9);
  std::printf("hip_cg_reduce_gbs %.2f\n", bytes / groups / 1e9);
  HIP_CHECK(hipFree(in));
  HIP_CHECK(hipFree(out));
}
