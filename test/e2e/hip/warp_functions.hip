// Warp-level primitives as CUDA code uses them, written for the warpSize the
// device reports at run time (32 on NVIDIA GPUs, 1 on PoCL's CPU device):
// __shfl_sync, __shfl_up_sync, __shfl_down_sync and __shfl_xor_sync on int,
// unsigned, long long, float and double, over the whole warp and in
// segments of `width` lanes; __ballot_sync, __any_sync, __all_sync and
// __activemask; __reduce_add/min/max/or_sync over the whole warp and over
// its even lanes (called by those lanes only, as CUDA requires), votes with
// such a partial mask, HIP's 64-bit __ballot and __lanemask_lt/ge, shuffles
// of long, __match_any_sync and __match_all_sync; and the warp-shuffle
// reduction of the CUDA samples (a __shfl_down_sync tree in each warp, the
// warps' sums through shared memory, the first warp adding those up) beside
// an __shfl_xor_sync butterfly that leaves the sum in every lane. Every
// result is checked against what the host computes for the same warpSize.
#include <hip/hip_runtime.h>

#include <algorithm>
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

// What each thread records, one int per entry.
enum Result {
  ShflIndex,    // int from lane 3 of the warp (lane 0 when warpSize < 4)
  ShflSegment,  // int from lane 1 of the thread's segment
  ShflUp,       // unsigned from 1 lane up in the segment
  ShflDown,     // float from 2 lanes down in the segment
  ShflXor,      // long long (high word) from lane ^ 1 in the segment
  ShflDouble,   // double from the warp's last lane, truncated
  Ballot,       // __ballot_sync of (value % 3 == 0)
  Any,          // __any_sync of (value % 7 == 0)
  All,          // __all_sync of (value >= 0)
  AllOdd,       // __all_sync of (value % 2 == 1)
  ActiveMask,   // __activemask()
  ButterflySum, // the warp's sum, in every lane, by __shfl_xor_sync
  ReduceAdd,    // __reduce_add_sync over the warp
  ReduceMaxU,   // __reduce_max_sync (unsigned) over the warp
  ReduceOr,     // __reduce_or_sync of 1 << (value % 32) over the warp
  EvenMin,      // __reduce_min_sync (int) over the even lanes, in even lanes
  EvenBallot,   // __ballot_sync(even lanes, value % 3 == 0), in even lanes
  EvenAny,      // __any_sync(even lanes, value % 5 == 0), in even lanes
  EvenAll,      // __all_sync(even lanes, value % 2 == 0), in even lanes
  WideBallot,   // __ballot (64-bit) of (value % 4 == 1), low word
  LanemaskLt,   // __lanemask_lt(), low word
  LanemaskGe,   // __lanemask_ge(), low word
  ShflLong,     // long from lane ^ 1 of the segment, truncated
  MatchAny,     // __match_any_sync of value % 3
  MatchAllSame, // __match_all_sync of 1.5, times 2, plus its predicate
  MatchAllDiff, // __match_all_sync of the long long tid, times 2, plus it
  NumResults
};

__host__ __device__ int valueOf(int thread) { return (thread * 37 + 11) % 101; }

// The width of the segments tested: 8 lanes, or the whole warp if smaller.
__host__ __device__ int segmentWidth(int warp) { return warp < 8 ? warp : 8; }

__global__ void warpPrimitives(int *results, int *deviceWarpSize) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int width = segmentWidth(warpSize);
  int value = valueOf(tid);
  int *out = results + tid * NumResults;
  if (tid == 0)
    *deviceWarpSize = warpSize;

  out[ShflIndex] = __shfl_sync(0xffffffff, value, warpSize < 4 ? 0 : 3);
  out[ShflSegment] = __shfl_sync(0xffffffff, value, width > 1 ? 1 : 0, width);
  out[ShflUp] = static_cast<int>(
      __shfl_up_sync(0xffffffff, static_cast<unsigned>(value), 1, width));
  out[ShflDown] = static_cast<int>(
      __shfl_down_sync(0xffffffff, static_cast<float>(value), 2, width));
  long long wide = static_cast<long long>(value) << 32 | 0x5a5a5a5a;
  out[ShflXor] = static_cast<int>(
      __shfl_xor_sync(0xffffffff, wide, width > 1 ? 1 : 0, width) >> 32);
  out[ShflDouble] =
      static_cast<int>(__shfl_sync(0xffffffff, value + 0.25, warpSize - 1));

  out[Ballot] = static_cast<int>(__ballot_sync(0xffffffff, value % 3 == 0));
  out[Any] = __any_sync(0xffffffff, value % 7 == 0);
  out[All] = __all_sync(0xffffffff, value >= 0);
  out[AllOdd] = __all_sync(0xffffffff, value % 2 == 1);
  out[ActiveMask] = static_cast<int>(__activemask());

  int sum = value;
  for (int mask = warpSize / 2; mask > 0; mask /= 2)
    sum += __shfl_xor_sync(0xffffffff, sum, mask);
  out[ButterflySum] = sum;

  out[ReduceAdd] = __reduce_add_sync(0xffffffff, value);
  out[ReduceMaxU] = static_cast<int>(
      __reduce_max_sync(0xffffffff, static_cast<unsigned>(value)));
  out[ReduceOr] =
      static_cast<int>(__reduce_or_sync(0xffffffff, 1u << (value % 32)));
  // The even lanes of the warp: a mask that names no lane the warp lacks.
  unsigned even = 0x55555555u & __activemask();
  if (__lane_id() % 2 == 0) {
    out[EvenMin] = __reduce_min_sync(even, value - 50);
    out[EvenBallot] = static_cast<int>(__ballot_sync(even, value % 3 == 0));
    out[EvenAny] = __any_sync(even, value % 5 == 0);
    out[EvenAll] = __all_sync(even, value % 2 == 0);
  } else {
    out[EvenMin] = out[EvenBallot] = out[EvenAny] = out[EvenAll] = -1;
  }
  out[WideBallot] = static_cast<int>(__ballot(value % 4 == 1));
  out[LanemaskLt] = static_cast<int>(__lanemask_lt());
  out[LanemaskGe] = static_cast<int>(__lanemask_ge());
  out[ShflLong] = static_cast<int>(__shfl_xor_sync(
      0xffffffff, static_cast<long>(value) * 3, width > 1 ? 1 : 0, width));
  int same = 0, diff = 0;
  out[MatchAny] = static_cast<int>(__match_any_sync(0xffffffff, value % 3));
  out[MatchAllSame] =
      static_cast<int>(__match_all_sync(0xffffffff, 1.5, &same) * 2 + same);
  out[MatchAllDiff] = static_cast<int>(
      __match_all_sync(0xffffffff, static_cast<long long>(tid), &diff) * 2 +
      diff);
}

// The CUDA samples' warp reduction: after the loop, lane 0 holds the sum of
// the warp's values.
__inline__ __device__ int warpReduceSum(int val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(0xffffffff, val, offset);
  return val;
}

// A block's sum: each warp's in shared memory (one int per warp, the launch
// gives blockDim.x / warpSize of them), then the first warp adds them up.
__inline__ __device__ int blockReduceSum(int val) {
  extern __shared__ int warpSums[];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;
  int numWarps = blockDim.x / warpSize;
  val = warpReduceSum(val);
  if (lane == 0)
    warpSums[wid] = val;
  __syncthreads();
  if (wid == 0) {
    val = 0;
    for (int w = lane; w < numWarps; w += warpSize)
      val += warpSums[w];
    val = warpReduceSum(val);
  }
  return val;
}

__global__ void deviceReduceKernel(const int *in, int *out, int n) {
  int sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    sum += in[i];
  sum = blockReduceSum(sum);
  if (threadIdx.x == 0)
    atomicAdd(out, sum);
}

// The host's view of one thread's results, warp size W.
static std::vector<int> expectedResults(int tid, int W) {
  int lane = tid % W, warpBase = tid - lane;
  int width = segmentWidth(W);
  int segLane = lane % width, segBase = tid - segLane;
  std::vector<int> want(NumResults);
  want[ShflIndex] = valueOf(warpBase + (W < 4 ? 0 : 3));
  want[ShflSegment] = valueOf(segBase + (width > 1 ? 1 : 0));
  // A source lane outside the segment gives the caller's own value.
  want[ShflUp] = valueOf(segLane >= 1 ? tid - 1 : tid);
  want[ShflDown] = valueOf(segLane + 2 < width ? tid + 2 : tid);
  want[ShflXor] = valueOf(width > 1 ? tid ^ 1 : tid);
  want[ShflDouble] = valueOf(warpBase + W - 1);
  unsigned ballot = 0;
  bool any = false, allOdd = true;
  int sum = 0;
  for (int k = 0; k < W; ++k) {
    int v = valueOf(warpBase + k);
    if (v % 3 == 0 && k < 32)
      ballot |= 1u << k;
    any = any || v % 7 == 0;
    allOdd = allOdd && v % 2 == 1;
    sum += v;
  }
  want[Ballot] = static_cast<int>(ballot);
  want[Any] = any;
  want[All] = 1;
  want[AllOdd] = allOdd;
  want[ActiveMask] = static_cast<int>(W >= 32 ? 0xffffffffu : (1u << W) - 1);
  want[ButterflySum] = sum;

  unsigned maxU = 0, bitsOr = 0, wide = 0, evenBallot = 0;
  int evenMin = 1 << 30, evenAny = 0, evenAll = 1;
  for (int k = 0; k < W; ++k) {
    int v = valueOf(warpBase + k);
    maxU = std::max(maxU, static_cast<unsigned>(v));
    bitsOr |= 1u << (v % 32);
    if (v % 4 == 1 && k < 32)
      wide |= 1u << k;
    if (k % 2 == 0 && k < 32) {
      evenMin = std::min(evenMin, v - 50);
      evenBallot |= (v % 3 == 0 ? 1u : 0u) << k;
      evenAny |= v % 5 == 0;
      evenAll &= v % 2 == 0;
    }
  }
  want[ReduceAdd] = sum;
  want[ReduceMaxU] = static_cast<int>(maxU);
  want[ReduceOr] = static_cast<int>(bitsOr);
  bool evenLane = lane % 2 == 0;
  want[EvenMin] = evenLane ? evenMin : -1;
  want[EvenBallot] = evenLane ? static_cast<int>(evenBallot) : -1;
  want[EvenAny] = evenLane ? evenAny : -1;
  want[EvenAll] = evenLane ? evenAll : -1;
  want[WideBallot] = static_cast<int>(wide);
  want[LanemaskLt] = static_cast<int>((1u << lane) - 1);
  unsigned warpLanes = W >= 32 ? 0xffffffffu : (1u << W) - 1;
  want[LanemaskGe] = static_cast<int>(~((1u << lane) - 1) & warpLanes);
  want[ShflLong] = valueOf(width > 1 ? tid ^ 1 : tid) * 3;
  unsigned matching = 0;
  for (int k = 0; k < W && k < 32; ++k)
    if (valueOf(warpBase + k) % 3 == valueOf(tid) % 3)
      matching |= 1u << k;
  want[MatchAny] = static_cast<int>(matching);
  want[MatchAllSame] = static_cast<int>(warpLanes * 2 + 1);
  // Distinct values match only in a warp of one lane.
  want[MatchAllDiff] = W == 1 ? 3 : 0;
  return want;
}

static const char *resultName(int r) {
  static const char *names[NumResults] = {"__shfl_sync",
                                          "__shfl_sync width",
                                          "__shfl_up_sync",
                                          "__shfl_down_sync",
                                          "__shfl_xor_sync",
                                          "__shfl_sync double",
                                          "__ballot_sync",
                                          "__any_sync",
                                          "__all_sync",
                                          "__all_sync (odd)",
                                          "__activemask",
                                          "butterfly sum",
                                          "__reduce_add_sync",
                                          "__reduce_max_sync (unsigned)",
                                          "__reduce_or_sync",
                                          "__reduce_min_sync (even lanes)",
                                          "__ballot_sync (even lanes)",
                                          "__any_sync (even lanes)",
                                          "__all_sync (even lanes)",
                                          "__ballot",
                                          "__lanemask_lt",
                                          "__lanemask_ge",
                                          "__shfl_xor_sync long",
                                          "__match_any_sync",
                                          "__match_all_sync (same)",
                                          "__match_all_sync (different)"};
  return names[r];
}

int main() {
  hipDeviceProp_t prop;
  HIP_CHECK(hipGetDeviceProperties(&prop, 0));
  std::printf("device %s, warpSize %d\n", prop.name, prop.warpSize);

  // Whole warps only: a block of 256 threads is a multiple of any warpSize
  // up to 256.
  const int blocks = 4, threads = 256, total = blocks * threads;
  int *dResults, *dWarpSize;
  HIP_CHECK(hipMalloc(&dResults, total * NumResults * sizeof(int)));
  HIP_CHECK(hipMalloc(&dWarpSize, sizeof(int)));
  warpPrimitives<<<blocks, threads>>>(dResults, dWarpSize);
  HIP_CHECK(hipGetLastError());
  std::vector<int> results(total * NumResults);
  int W = 0;
  HIP_CHECK(hipMemcpy(results.data(), dResults, results.size() * sizeof(int),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(&W, dWarpSize, sizeof(int), hipMemcpyDeviceToHost));

  int errors = 0;
  if (W != prop.warpSize) {
    std::fprintf(stderr, "warpSize in the kernel %d, in the properties %d\n", W,
                 prop.warpSize);
    ++errors;
  }
  for (int tid = 0; tid < total && W > 0; ++tid) {
    std::vector<int> want = expectedResults(tid, W);
    for (int r = 0; r < NumResults; ++r) {
      int got = results[tid * NumResults + r];
      if (got != want[r] && errors++ < 10)
        std::fprintf(stderr, "thread %d: %s gave %d (0x%x), expected %d\n", tid,
                     resultName(r), got, got, want[r]);
    }
  }

  // The reduction, at two block sizes and with a tail.
  const int n = 100000;
  std::vector<int> data(n);
  long long expected = 0;
  for (int i = 0; i < n; ++i) {
    data[i] = valueOf(i) - 50;
    expected += data[i];
  }
  int *dIn, *dSum;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dSum, sizeof(int)));
  HIP_CHECK(
      hipMemcpy(dIn, data.data(), n * sizeof(int), hipMemcpyHostToDevice));
  for (int blockSize : {256, 64}) {
    int numBlocks = 24;
    HIP_CHECK(hipMemset(dSum, 0, sizeof(int)));
    size_t shared = (blockSize / prop.warpSize) * sizeof(int);
    deviceReduceKernel<<<numBlocks, blockSize, shared>>>(dIn, dSum, n);
    HIP_CHECK(hipGetLastError());
    int sum = 0;
    HIP_CHECK(hipMemcpy(&sum, dSum, sizeof(int), hipMemcpyDeviceToHost));
    if (sum != expected) {
      std::fprintf(stderr,
                   "warp-shuffle reduction, %d threads: %d, expected "
                   "%lld\n",
                   blockSize, sum, expected);
      ++errors;
    }
  }

  HIP_CHECK(hipFree(dResults));
  HIP_CHECK(hipFree(dWarpSize));
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dSum));
  std::printf("warp functions: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
