// Cooperative groups as the CUDA programming guide uses them: the guide's
// reduce_sum over a thread_group in shared memory, called with the whole
// block (this_thread_block(), here a 2-D block, so thread_rank() is the
// row-major rank) and with tiles; the block's thread_rank, size,
// group_index, thread_index and dim_threads; cooperative_groups::sync; and
// tiled_partition<N> with cg::reduce (plus, less, greater, bit_or), the
// tile's shuffles and votes, and its meta_group_rank/size.
//
// A tile lives within one warp, so a tile of N threads needs warpSize >= N:
// the host launches the tile kernel for each power of two up to the
// device's warpSize (1 to 32 on NVIDIA GPUs; 1 on PoCL's CPU device, whose
// warp is a single work-item).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

#include <algorithm>
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

constexpr int BLOCK_X = 16, BLOCK_Y = 8, BLOCK = BLOCK_X * BLOCK_Y;

// The programming guide's group-agnostic sum: temp holds g.size() ints.
__device__ int reduce_sum(cg::thread_group g, int *temp, int val) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    temp[lane] = val;
    g.sync();
    if (lane < i)
      val += temp[lane + i];
    g.sync();
  }
  return val;
}

// Per block: the sum (rank 0's result), each thread's rank and index, and
// the group's shape.
__global__ void blockGroup(const int *in, int *sums, unsigned *ranks,
                           unsigned *shape) {
  __shared__ int temp[BLOCK];
  cg::thread_block block = cg::this_thread_block();
  unsigned rank = block.thread_rank();
  unsigned global = blockIdx.x * block.size() + rank;
  int sum = reduce_sum(block, temp, in[global]);
  if (rank == 0)
    sums[blockIdx.x] = sum;
  cg::sync(block);
  dim3 index = block.thread_index();
  ranks[global] = rank * 10000 + index.x * 100 + index.y;
  if (rank == 0) {
    dim3 group = block.group_index(), dims = block.dim_threads();
    shape[blockIdx.x * 4] = block.size();
    shape[blockIdx.x * 4 + 1] = group.x;
    shape[blockIdx.x * 4 + 2] = dims.x * 100 + dims.y;
    shape[blockIdx.x * 4 + 3] = block.num_threads();
  }
}

// What each tile's rank-0 thread records.
enum TileResult {
  Sum,
  Min,
  Max,
  Or,
  GuideSum,
  Ballot,
  Any,
  All,
  FromRank1,
  MetaRank,
  MetaSize,
  NumTileResults
};

// Tiles of TileSize threads of a 1-D block.
template <unsigned TileSize>
__global__ void tileGroups(const int *in, int *out, int *shuffledDown) {
  extern __shared__ int temp[];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<TileSize> tile = cg::tiled_partition<TileSize>(block);
  unsigned global = blockIdx.x * block.size() + block.thread_rank();
  int v = in[global];
  int sum = cg::reduce(tile, v, cg::plus<int>());
  int least = cg::reduce(tile, v, cg::less<int>());
  int most = cg::reduce(tile, v, cg::greater<int>());
  int bits = cg::reduce(tile, 1 << (v % 31), cg::bit_or<int>());
  int guideSum = reduce_sum(tile, temp + tile.meta_group_rank() * TileSize, v);
  unsigned ballot = tile.ballot(v % 2 == 0);
  int any = tile.any(v == 7);
  int all = tile.all(v >= 0);
  int fromRank1 = tile.shfl(v, TileSize > 1 ? 1 : 0);
  shuffledDown[global] = tile.shfl_down(v, 1);
  if (tile.thread_rank() == 0) {
    int *o = out + (global / TileSize) * NumTileResults;
    o[Sum] = sum;
    o[Min] = least;
    o[Max] = most;
    o[Or] = bits;
    o[GuideSum] = guideSum;
    o[Ballot] = static_cast<int>(ballot);
    o[Any] = any;
    o[All] = all;
    o[FromRank1] = fromRank1;
    o[MetaRank] = tile.meta_group_rank();
    o[MetaSize] = tile.meta_group_size();
  }
}

static int errors = 0;

static void expect(bool ok, const char *what, int where, int got, int want) {
  if (!ok && errors++ < 10)
    std::fprintf(stderr, "%s at %d: %d, expected %d\n", what, where, got, want);
}

// Launches the tile kernel of TileSize and checks every tile.
template <unsigned TileSize>
static void checkTiles(const int *dIn, const std::vector<int> &in, int blocks) {
  const int threads = 256, n = blocks * threads, tiles = n / TileSize;
  int *dOut, *dDown;
  checkCudaErrors(cudaMalloc(&dOut, tiles * NumTileResults * sizeof(int)));
  checkCudaErrors(cudaMalloc(&dDown, n * sizeof(int)));
  tileGroups<TileSize>
      <<<blocks, threads, threads * sizeof(int)>>>(dIn, dOut, dDown);
  checkCudaErrors(cudaGetLastError());
  std::vector<int> out(tiles * NumTileResults), down(n);
  checkCudaErrors(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int),
                             cudaMemcpyDeviceToHost));
  checkCudaErrors(
      cudaMemcpy(down.data(), dDown, n * sizeof(int), cudaMemcpyDeviceToHost));
  static const char *names[NumTileResults] = {"reduce plus",
                                              "reduce less",
                                              "reduce greater",
                                              "reduce bit_or",
                                              "reduce_sum",
                                              "ballot",
                                              "any",
                                              "all",
                                              "shfl",
                                              "meta_group_rank",
                                              "meta_group_size"};
  for (int t = 0; t < tiles; ++t) {
    const int *v = &in[t * TileSize];
    int want[NumTileResults] = {0,
                                v[0],
                                v[0],
                                0,
                                0,
                                0,
                                0,
                                1,
                                v[TileSize > 1 ? 1 : 0],
                                static_cast<int>(t % (threads / TileSize)),
                                threads / TileSize};
    for (unsigned k = 0; k < TileSize; ++k) {
      want[Sum] += v[k];
      want[Min] = std::min(want[Min], v[k]);
      want[Max] = std::max(want[Max], v[k]);
      want[Or] |= 1 << (v[k] % 31);
      want[Ballot] |= (v[k] % 2 == 0) << k;
      want[Any] |= v[k] == 7;
      // shfl_down past the tile's end gives the caller's own value.
      int wantDown = k + 1 < TileSize ? v[k + 1] : v[k];
      expect(down[t * TileSize + k] == wantDown, "shfl_down", t * TileSize + k,
             down[t * TileSize + k], wantDown);
    }
    want[GuideSum] = want[Sum];
    for (int r = 0; r < NumTileResults; ++r)
      expect(out[t * NumTileResults + r] == want[r], names[r], t,
             out[t * NumTileResults + r], want[r]);
  }
  checkCudaErrors(cudaFree(dOut));
  checkCudaErrors(cudaFree(dDown));
  std::printf("tiles of %u: checked\n", TileSize);
}

int main() {
  cudaDeviceProp prop;
  checkCudaErrors(cudaGetDeviceProperties(&prop, 0));
  std::printf("warpSize %d\n", prop.warpSize);

  const int blocks = 6, n = blocks * BLOCK;
  std::vector<int> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = (i * 29 + 7) % 61;
  int *dIn, *dSums;
  unsigned *dRanks, *dShape;
  checkCudaErrors(cudaMalloc(&dIn, n * sizeof(int)));
  checkCudaErrors(cudaMalloc(&dSums, blocks * sizeof(int)));
  checkCudaErrors(cudaMalloc(&dRanks, n * sizeof(unsigned)));
  checkCudaErrors(cudaMalloc(&dShape, blocks * 4 * sizeof(unsigned)));
  checkCudaErrors(
      cudaMemcpy(dIn, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));

  blockGroup<<<blocks, dim3(BLOCK_X, BLOCK_Y)>>>(dIn, dSums, dRanks, dShape);
  checkCudaErrors(cudaGetLastError());
  std::vector<int> sums(blocks);
  std::vector<unsigned> ranks(n), shape(blocks * 4);
  checkCudaErrors(cudaMemcpy(sums.data(), dSums, blocks * sizeof(int),
                             cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(ranks.data(), dRanks, n * sizeof(unsigned),
                             cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(shape.data(), dShape,
                             shape.size() * sizeof(unsigned),
                             cudaMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    int want = 0;
    for (int i = 0; i < BLOCK; ++i) {
      want += in[b * BLOCK + i];
      int wantRank = i * 10000 + i % BLOCK_X * 100 + i / BLOCK_X;
      expect(ranks[b * BLOCK + i] == unsigned(wantRank),
             "thread_rank and thread_index", b * BLOCK + i,
             ranks[b * BLOCK + i], wantRank);
    }
    expect(sums[b] == want, "reduce_sum over the block", b, sums[b], want);
    expect(shape[b * 4] == BLOCK, "size", b, shape[b * 4], BLOCK);
    expect(shape[b * 4 + 1] == unsigned(b), "group_index", b, shape[b * 4 + 1],
           b);
    expect(shape[b * 4 + 2] == BLOCK_X * 100 + BLOCK_Y, "dim_threads", b,
           shape[b * 4 + 2], BLOCK_X * 100 + BLOCK_Y);
    expect(shape[b * 4 + 3] == BLOCK, "num_threads", b, shape[b * 4 + 3],
           BLOCK);
  }

  // The tile kernels read the same input as 1-D blocks of 256.
  const int tileBlocks = n / 256;
  checkTiles<1>(dIn, in, tileBlocks);
  if (prop.warpSize >= 2)
    checkTiles<2>(dIn, in, tileBlocks);
  if (prop.warpSize >= 4)
    checkTiles<4>(dIn, in, tileBlocks);
  if (prop.warpSize >= 8)
    checkTiles<8>(dIn, in, tileBlocks);
  if (prop.warpSize >= 16)
    checkTiles<16>(dIn, in, tileBlocks);
  if (prop.warpSize >= 32)
    checkTiles<32>(dIn, in, tileBlocks);

  checkCudaErrors(cudaFree(dIn));
  checkCudaErrors(cudaFree(dSums));
  checkCudaErrors(cudaFree(dRanks));
  checkCudaErrors(cudaFree(dShape));
  std::printf("cooperative groups: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
