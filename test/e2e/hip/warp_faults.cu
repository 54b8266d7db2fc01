// Bad input for the warp functions and cooperative groups: kernels written
// for 32-lane warps (a shuffle tree that starts at 16, a half-warp mask, a
// width of 32, tiled_partition<32>, tiled_partition(block, 16)) and a
// cooperative launch larger than the device holds at once. Where the warp
// has the lanes a kernel assumes (32 on NVIDIA; 16 on the native CPU for
// the half-warp mask and the tile of 16) it must compute the right answer;
// where it is narrower (PoCL: 1 lane) its launch must fail with
// cudaErrorLaunchFailure, not compute a wrong answer, and the runtime must
// work again after cudaDeviceReset. The cooperative launch must be refused
// with cudaErrorCooperativeLaunchTooLarge everywhere. The messages, with
// the kernel, the call and the numbers, are checked by the test that runs
// this program (CMakeLists.txt).
#include <cooperative_groups.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace cg = cooperative_groups;

#define CHECK(expr)                                                            \
  do {                                                                         \
    cudaError_t checked = (expr);                                              \
    if (checked != cudaSuccess) {                                              \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   cudaGetErrorString(checked));                               \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

const int Threads = 64;

__device__ int valueOf(int i) { return i % 13 + 1; }

// Each warp's sum in its lane 0, by a tree that assumes 32 lanes.
__global__ void hardCodedShuffle(int *out) {
  int v = valueOf(threadIdx.x);
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  out[threadIdx.x] = v;
}

// The lanes of the low half-warp whose value is odd.
__global__ void halfWarpMask(int *out) {
  int lane = threadIdx.x % 32;
  if (lane < 16)
    out[threadIdx.x] =
        static_cast<int>(__ballot_sync(0x0000ffff, valueOf(threadIdx.x) & 1));
  else
    out[threadIdx.x] = -1;
}

// A butterfly over 32-lane segments, whatever warpSize is.
__global__ void widthOf32(int *out) {
  int v = valueOf(threadIdx.x);
  for (int mask = 16; mask > 0; mask /= 2)
    v += __shfl_xor_sync(0xffffffff, v, mask, 32);
  out[threadIdx.x] = v;
}

__global__ void staticTileOf32(int *out) {
  cg::thread_block_tile<32> tile =
      cg::tiled_partition<32>(cg::this_thread_block());
  out[threadIdx.x] = cg::reduce(tile, valueOf(threadIdx.x), cg::plus<int>());
}

__global__ void dynamicTileOf16(int *out) {
  cg::thread_group tile = cg::tiled_partition(cg::this_thread_block(), 16);
  out[threadIdx.x] = static_cast<int>(tile.size());
}

__global__ void gridSum(int *data, int *out) {
  cg::grid_group grid = cg::this_grid();
  data[grid.thread_rank()] = 1;
  grid.sync();
  if (grid.thread_rank() == 0)
    *out = static_cast<int>(grid.size());
}

enum Case { HardCodedShuffle, HalfWarpMask, SumOver32, DynamicTile };

// What thread i must hold after a kernel of Case on a warp as wide as it
// assumes (the same on any wider one).
static int expected(Case c, int i) {
  auto value = [](int j) { return j % 13 + 1; };
  int lane = i % 32, base = i - lane;
  int v[32];
  for (int k = 0; k < 32; ++k)
    v[k] = value(base + k);
  switch (c) {
  case HardCodedShuffle:
    // Lane l gathers lanes l + 16, l + 8, ... that stay in the warp.
    for (int offset = 16; offset > 0; offset /= 2)
      for (int k = 0; k < 32; ++k)
        v[k] += k + offset < 32 ? v[k + offset] : v[k];
    return v[lane];
  case HalfWarpMask: {
    if (lane >= 16)
      return -1;
    unsigned bits = 0;
    for (int k = 0; k < 16; ++k)
      bits |= (v[k] & 1u) << k;
    return static_cast<int>(bits);
  }
  case SumOver32: {
    int sum = 0;
    for (int k = 0; k < 32; ++k)
      sum += v[k];
    return sum;
  }
  default:
    return 16;
  }
}

static int errors = 0;

// Runs Kernel, written for warps of at least Lanes lanes, on one block of
// Threads threads: the right answer on such a warp, else
// cudaErrorLaunchFailure and a device reset.
template <typename Kernel>
static void check(Kernel kernel, const char *name, Case c, int lanes,
                  int warpSize) {
  int *d;
  CHECK(cudaMalloc(&d, Threads * sizeof(int)));
  kernel<<<1, Threads>>>(d);
  CHECK(cudaGetLastError());
  cudaError_t status = cudaDeviceSynchronize();
  if (warpSize >= lanes) {
    CHECK(status);
    std::vector<int> got(Threads);
    CHECK(cudaMemcpy(got.data(), d, Threads * sizeof(int),
                     cudaMemcpyDeviceToHost));
    for (int i = 0; i < Threads; ++i)
      if (got[i] != expected(c, i) && errors++ < 10)
        std::fprintf(stderr, "%s, thread %d: %d, expected %d\n", name, i,
                     got[i], expected(c, i));
    CHECK(cudaFree(d));
  } else {
    if (status != cudaErrorLaunchFailure) {
      std::fprintf(stderr,
                   "%s on a warp of %d: %s, expected a launch failure\n", name,
                   warpSize, cudaGetErrorString(status));
      ++errors;
    }
    // The fault is sticky until the reset, which frees d; the last error
    // holds it until read.
    CHECK(cudaDeviceReset());
    cudaGetLastError();
  }
  std::printf("%s: checked\n", name);
}

int main() {
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  std::printf("warpSize %d\n", prop.warpSize);
  check(hardCodedShuffle, "hardCodedShuffle", HardCodedShuffle, 32,
        prop.warpSize);
  check(halfWarpMask, "halfWarpMask", HalfWarpMask, 16, prop.warpSize);
  check(widthOf32, "widthOf32", SumOver32, 32, prop.warpSize);
  check(staticTileOf32, "staticTileOf32", SumOver32, 32, prop.warpSize);
  check(dynamicTileOf16, "dynamicTileOf16", DynamicTile, 16, prop.warpSize);

  // One block more than the device holds at once.
  int perMultiprocessor = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perMultiprocessor,
                                                      gridSum, 256, 0));
  int blocks = prop.cooperativeLaunch
                   ? perMultiprocessor * prop.multiProcessorCount + 1
                   : 2;
  int *data, *out;
  CHECK(cudaMalloc(&data, size_t(blocks) * 256 * sizeof(int)));
  CHECK(cudaMalloc(&out, sizeof(int)));
  void *args[] = {&data, &out};
  cudaError_t status =
      cudaLaunchCooperativeKernel((void *)gridSum, blocks, 256, args);
  if (status != cudaErrorCooperativeLaunchTooLarge) {
    std::fprintf(stderr, "a cooperative launch of %d blocks: %s\n", blocks,
                 cudaGetErrorString(status));
    ++errors;
  }
  // Within the limit, the same kernel runs.
  CHECK(cudaLaunchCooperativeKernel((void *)gridSum, blocks - 1, 256, args));
  int size = 0;
  CHECK(cudaMemcpy(&size, out, sizeof(int), cudaMemcpyDeviceToHost));
  if (size != (blocks - 1) * 256) {
    std::fprintf(stderr, "grid size %d, expected %d\n", size,
                 (blocks - 1) * 256);
    ++errors;
  }
  CHECK(cudaFree(data));
  CHECK(cudaFree(out));
  std::printf("warp faults: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
