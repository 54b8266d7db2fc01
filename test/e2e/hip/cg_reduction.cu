// A cooperative-groups reduction in the style of the CUDA samples
// (reductionMultiBlockCG): one launch through cudaLaunchCooperativeKernel,
// each block reduces its grid-stride share with warp tiles
// (tiled_partition(block, warpSize) and cg::reduce), this_grid().sync(),
// and block 0 adds the blocks' sums. The grid is what the occupancy API
// says is resident where the device runs cooperative grids (NVIDIA), one
// block elsewhere. Then the programming guide's aggregated atomic increment:
// the threads that take a branch form coalesced_threads(), whose leader
// makes one atomicAdd for all of them, and each thread's slot is its base
// plus its rank; every slot must be taken exactly once. Results are checked
// against the host's.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace cg = cooperative_groups;

#define checkCudaErrors(expr)                                                  \
  do {                                                                         \
    cudaError_t status = (expr);                                               \
    if (status != cudaSuccess) {                                               \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   cudaGetErrorString(status));                                \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

// The sum of the block's values, in thread 0; scratch holds a float per
// warp tile.
__device__ float reduceBlock(cg::thread_block block, float value,
                             float *scratch) {
  auto tile = cg::tiled_partition(block, warpSize);
  float sum = cg::reduce(tile, value, cg::plus<float>());
  if (tile.thread_rank() == 0)
    scratch[tile.meta_group_rank()] = sum;
  block.sync();
  sum = 0;
  if (block.thread_rank() == 0)
    for (unsigned t = 0; t < tile.meta_group_size(); ++t)
      sum += scratch[t];
  return sum;
}

__global__ void reduceSinglePassMultiBlockCG(const float *in, float *blockSums,
                                             float *out, unsigned n) {
  extern __shared__ float scratch[];
  cg::thread_block block = cg::this_thread_block();
  cg::grid_group grid = cg::this_grid();
  float value = 0;
  for (unsigned long long i = grid.thread_rank(); i < n; i += grid.size())
    value += in[i];
  float sum = reduceBlock(block, value, scratch);
  if (block.thread_rank() == 0)
    blockSums[grid.block_rank()] = sum;
  grid.sync();
  if (grid.block_rank() == 0) {
    float total = 0;
    for (unsigned b = block.thread_rank(); b < grid.num_blocks();
         b += block.size())
      total += blockSums[b];
    total = reduceBlock(block, total, scratch);
    if (block.thread_rank() == 0)
      *out = total;
  }
}

// The programming guide's atomicAggInc: one atomicAdd per coalesced group.
__device__ int atomicAggInc(int *counter) {
  cg::coalesced_group active = cg::coalesced_threads();
  int base = 0;
  if (active.thread_rank() == 0)
    base = atomicAdd(counter, static_cast<int>(active.size()));
  return active.shfl(base, 0) + static_cast<int>(active.thread_rank());
}

// Each thread whose value is odd takes a slot and writes its index there.
__global__ void filterOdd(const int *in, int *slots, int *counter,
                          int *groupSizes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && in[i] % 2 == 1) {
    slots[atomicAggInc(counter)] = i;
    cg::coalesced_group active = cg::coalesced_threads();
    groupSizes[i] = cg::reduce(active, 1, cg::plus<int>());
  }
}

int main() {
  cudaDeviceProp prop;
  checkCudaErrors(cudaGetDeviceProperties(&prop, 0));
  std::printf("%s: warpSize %d, cooperative launches %s\n", prop.name,
              prop.warpSize, prop.cooperativeLaunch ? "yes" : "one block");
  int errors = 0;

  // The reduction of n floats whose sums are exact.
  const unsigned n = (1u << 20) + 37;
  std::vector<float> in(n);
  double want = 0;
  for (unsigned i = 0; i < n; ++i) {
    in[i] = static_cast<float>(i % 7);
    want += in[i];
  }
  const int threads = 256;
  const size_t shared = (threads / prop.warpSize + 1) * sizeof(float);
  int blocks = 1;
  if (prop.cooperativeLaunch) {
    int perMultiprocessor = 0;
    checkCudaErrors(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
        &perMultiprocessor, reduceSinglePassMultiBlockCG, threads, shared));
    blocks = perMultiprocessor * prop.multiProcessorCount;
  }
  float *dIn, *dBlockSums, *dOut;
  checkCudaErrors(cudaMalloc(&dIn, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&dBlockSums, blocks * sizeof(float)));
  checkCudaErrors(cudaMalloc(&dOut, sizeof(float)));
  checkCudaErrors(
      cudaMemcpy(dIn, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  unsigned count = n;
  void *args[] = {&dIn, &dBlockSums, &dOut, &count};
  // Twice: the grid barrier must be ready again after a launch.
  for (int run = 0; run < 2; ++run) {
    checkCudaErrors(cudaMemset(dOut, 0, sizeof(float)));
    checkCudaErrors(cudaLaunchCooperativeKernel(
        (void *)reduceSinglePassMultiBlockCG, blocks, threads, args, shared));
    float got = 0;
    checkCudaErrors(
        cudaMemcpy(&got, dOut, sizeof(float), cudaMemcpyDeviceToHost));
    std::printf("grid of %d blocks: sum %.0f, expected %.0f\n", blocks, got,
                want);
    if (got != static_cast<float>(want))
      ++errors;
  }

  // Aggregated atomics over coalesced groups.
  const int m = 10000;
  std::vector<int> values(m);
  int odd = 0;
  for (int i = 0; i < m; ++i) {
    values[i] = (i * 7919) % 1009;
    odd += values[i] % 2;
  }
  int *dValues, *dSlots, *dCounter, *dGroupSizes;
  checkCudaErrors(cudaMalloc(&dValues, m * sizeof(int)));
  checkCudaErrors(cudaMalloc(&dSlots, m * sizeof(int)));
  checkCudaErrors(cudaMalloc(&dCounter, sizeof(int)));
  checkCudaErrors(cudaMalloc(&dGroupSizes, m * sizeof(int)));
  checkCudaErrors(cudaMemcpy(dValues, values.data(), m * sizeof(int),
                             cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemset(dCounter, 0, sizeof(int)));
  checkCudaErrors(cudaMemset(dSlots, 0xff, m * sizeof(int)));
  checkCudaErrors(cudaMemset(dGroupSizes, 0, m * sizeof(int)));
  filterOdd<<<(m + 127) / 128, 128>>>(dValues, dSlots, dCounter, dGroupSizes,
                                      m);
  checkCudaErrors(cudaGetLastError());
  int counter = 0;
  std::vector<int> slots(m), groupSizes(m);
  checkCudaErrors(
      cudaMemcpy(&counter, dCounter, sizeof(int), cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(slots.data(), dSlots, m * sizeof(int),
                             cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(groupSizes.data(), dGroupSizes, m * sizeof(int),
                             cudaMemcpyDeviceToHost));
  if (counter != odd) {
    std::fprintf(stderr, "counter %d, expected %d odd values\n", counter, odd);
    ++errors;
  }
  std::vector<int> seen(m, 0);
  for (int s = 0; s < odd && s < m; ++s) {
    int i = slots[s];
    if (i < 0 || i >= m || values[i] % 2 != 1 || seen[i]++) {
      if (errors++ < 10)
        std::fprintf(stderr, "slot %d holds %d\n", s, i);
    }
  }
  // A coalesced group is some of the odd-valued threads of one warp (all of
  // them where they are converged; on a warp of one lane, the thread).
  for (int i = 0; i < m; ++i) {
    int warpBase = i - i % 128 % prop.warpSize, want = 0;
    for (int k = warpBase;
         k < warpBase + prop.warpSize && k < m && k / 128 == i / 128; ++k)
      want += values[k] % 2;
    if (values[i] % 2 == 1 && (groupSizes[i] < 1 || groupSizes[i] > want) &&
        errors++ < 10)
      std::fprintf(stderr,
                   "thread %d: coalesced group of %d, expected 1 to %d\n", i,
                   groupSizes[i], want);
  }

  checkCudaErrors(cudaFree(dIn));
  checkCudaErrors(cudaFree(dBlockSums));
  checkCudaErrors(cudaFree(dOut));
  checkCudaErrors(cudaFree(dValues));
  checkCudaErrors(cudaFree(dSlots));
  checkCudaErrors(cudaFree(dCounter));
  checkCudaErrors(cudaFree(dGroupSizes));
  std::printf("cooperative groups reduction: %s\n",
              errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
