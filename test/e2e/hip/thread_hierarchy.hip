// The built-in variables and block-wide votes: threadIdx, blockIdx, blockDim
// and gridDim in x, y and z on a 3-D launch, warpSize read at run time (equal
// to the device's warp size as hipGetDeviceProperties and
// hipDeviceGetAttribute give it), and __syncthreads_count/_and/_or.
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

struct ThreadRecord {
  unsigned thread[3], block[3], blockSize[3], gridSize[3];
};

// Each thread records what it sees at its global linear index.
__global__ void recordIndices(ThreadRecord *out) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  unsigned z = blockIdx.z * blockDim.z + threadIdx.z;
  unsigned width = gridDim.x * blockDim.x, height = gridDim.y * blockDim.y;
  ThreadRecord &r = out[(z * height + y) * width + x];
  r.thread[0] = threadIdx.x;
  r.thread[1] = threadIdx.y;
  r.thread[2] = threadIdx.z;
  r.block[0] = blockIdx.x;
  r.block[1] = blockIdx.y;
  r.block[2] = blockIdx.z;
  r.blockSize[0] = blockDim.x;
  r.blockSize[1] = blockDim.y;
  r.blockSize[2] = blockDim.z;
  r.gridSize[0] = gridDim.x;
  r.gridSize[1] = gridDim.y;
  r.gridSize[2] = gridDim.z;
}

__global__ void readWarpSize(int *out) {
  int lane = threadIdx.x % warpSize;
  out[threadIdx.x] = threadIdx.x == 0 ? warpSize : lane;
}

// Per block: count of threads with threadIdx.x % 3 == 0, and/or of several
// predicates, one result set per block.
__global__ void blockVotes(int *out) {
  unsigned t = threadIdx.x;
  int count = __syncthreads_count(t % 3 == 0);
  int allTrue = __syncthreads_and(t < blockDim.x);
  int allButOne = __syncthreads_and(t != 5);
  int anyOne = __syncthreads_or(t == blockDim.x - 1);
  int none = __syncthreads_or(t > blockDim.x);
  // Every thread must see the same answers: the block's last thread writes
  // them, and each thread folds a disagreement into a flag.
  int *mine = out + blockIdx.x * 6;
  if (t == blockDim.x - 1) {
    mine[0] = count;
    mine[1] = allTrue != 0;
    mine[2] = allButOne != 0;
    mine[3] = anyOne != 0;
    mine[4] = none != 0;
  }
  __syncthreads();
  if (mine[0] != count || mine[1] != (allTrue != 0) ||
      mine[2] != (allButOne != 0) || mine[3] != (anyOne != 0) ||
      mine[4] != (none != 0))
    mine[5] = 1;
}

int main() {
  int errors = 0;

  const dim3 grid(3, 2, 4), block(4, 5, 2);
  const unsigned width = grid.x * block.x, height = grid.y * block.y,
                 depth = grid.z * block.z;
  const size_t count = size_t(width) * height * depth;
  ThreadRecord *dRecords;
  HIP_CHECK(hipMalloc(&dRecords, count * sizeof(ThreadRecord)));
  HIP_CHECK(hipMemset(dRecords, 0xff, count * sizeof(ThreadRecord)));
  recordIndices<<<grid, block>>>(dRecords);
  HIP_CHECK(hipGetLastError());
  std::vector<ThreadRecord> records(count);
  HIP_CHECK(hipMemcpy(records.data(), dRecords, count * sizeof(ThreadRecord),
                      hipMemcpyDeviceToHost));
  const unsigned blockSize[3] = {block.x, block.y, block.z};
  const unsigned gridSize[3] = {grid.x, grid.y, grid.z};
  for (unsigned z = 0; z < depth; ++z)
    for (unsigned y = 0; y < height; ++y)
      for (unsigned x = 0; x < width; ++x) {
        const ThreadRecord &r = records[(z * height + y) * width + x];
        const unsigned global[3] = {x, y, z};
        for (int d = 0; d < 3; ++d)
          if (r.thread[d] != global[d] % blockSize[d] ||
              r.block[d] != global[d] / blockSize[d] ||
              r.blockSize[d] != blockSize[d] || r.gridSize[d] != gridSize[d]) {
            if (errors++ < 10)
              std::fprintf(stderr,
                           "thread (%u,%u,%u) dimension %d: threadIdx %u "
                           "blockIdx %u blockDim %u gridDim %u\n",
                           x, y, z, d, r.thread[d], r.block[d], r.blockSize[d],
                           r.gridSize[d]);
          }
      }
  HIP_CHECK(hipFree(dRecords));

  hipDeviceProp_t props;
  HIP_CHECK(hipGetDeviceProperties(&props, 0));
  int attributeWarpSize = 0;
  HIP_CHECK(
      hipDeviceGetAttribute(&attributeWarpSize, hipDeviceAttributeWarpSize, 0));
  const int threads = 128;
  int *dWarp;
  HIP_CHECK(hipMalloc(&dWarp, threads * sizeof(int)));
  readWarpSize<<<1, threads>>>(dWarp);
  HIP_CHECK(hipGetLastError());
  std::vector<int> warp(threads);
  HIP_CHECK(hipMemcpy(warp.data(), dWarp, threads * sizeof(int),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(dWarp));
  std::printf("warpSize %d (device properties %d, attribute %d)\n", warp[0],
              props.warpSize, attributeWarpSize);
  if (warp[0] <= 0 || warp[0] != props.warpSize ||
      warp[0] != attributeWarpSize) {
    std::fprintf(stderr, "warpSize disagrees\n");
    ++errors;
  }
  for (int t = 1; t < threads && warp[0] > 0; ++t)
    if (warp[t] != t % warp[0] && errors++ < 10)
      std::fprintf(stderr, "thread %d: lane %d\n", t, warp[t]);

  const int voteBlocks = 3, voteThreads = 100;
  int *dVotes;
  HIP_CHECK(hipMalloc(&dVotes, voteBlocks * 6 * sizeof(int)));
  HIP_CHECK(hipMemset(dVotes, 0, voteBlocks * 6 * sizeof(int)));
  blockVotes<<<voteBlocks, voteThreads>>>(dVotes);
  HIP_CHECK(hipGetLastError());
  std::vector<int> votes(voteBlocks * 6);
  HIP_CHECK(hipMemcpy(votes.data(), dVotes, votes.size() * sizeof(int),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(dVotes));
  const int expected[6] = {(voteThreads + 2) / 3, 1, 0, 1, 0, 0};
  const char *names[6] = {"__syncthreads_count",
                          "__syncthreads_and (all)",
                          "__syncthreads_and (all but one)",
                          "__syncthreads_or (one)",
                          "__syncthreads_or (none)",
                          "threads agreeing"};
  for (int b = 0; b < voteBlocks; ++b)
    for (int k = 0; k < 6; ++k)
      if (votes[b * 6 + k] != expected[k] && errors++ < 10)
        std::fprintf(stderr, "block %d: %s gave %d, expected %d\n", b, names[k],
                     votes[b * 6 + k], expected[k]);

  std::printf("thread_hierarchy: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
