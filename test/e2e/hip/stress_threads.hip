// Concurrency stress (issue 22), HIP: 16 host threads at once, each with a
// stream of its own and all sharing one, copy data in, run kernels, wait
// across streams with events, copy back and check the result in a host
// function (hipLaunchHostFunc) that must run after the copy. Each round a
// quarter of the threads also create a stream, use it and destroy it while
// the others run. Every kernel adds its element count to one managed
// counter, so a lost or repeated launch shows. Results are checked against
// the host's; any mismatch prints FAILED and the program exits non-zero.
#include <hip/hip_runtime.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <thread>
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

constexpr int kThreads = 16;
constexpr int kRounds = 16;
constexpr int kN = 256;
constexpr int kBlock = 64;

static std::atomic<int> mismatches{0};
static std::atomic<int> submissions{0};

__global__ void scale(int *data, int n, int factor, int *counter) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    data[i] *= factor;
    atomicAdd(counter, 1);
  }
}

__global__ void offset(int *data, int n, int add, int *counter) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    data[i] += add;
    atomicAdd(counter, 1);
  }
}

// What a host function checks: the copy before it in the stream is done.
struct Expected {
  const int *result;
  int thread, round, factor, add;
  bool ran = false;
};

static int input(int thread, int round, int i) {
  return thread * 10000 + round * 100 + i % 97;
}

static void checkOnHost(void *data) {
  auto *e = static_cast<Expected *>(data);
  e->ran = true;
  for (int i = 0; i < kN; ++i)
    if (e->result[i] != input(e->thread, e->round, i) * e->factor + e->add) {
      std::fprintf(stderr, "thread %d round %d: element %d is %d\n", e->thread,
                   e->round, i, e->result[i]);
      ++mismatches;
      return;
    }
}

// Scales on `own`, then offsets on `other` behind an event of `own`, and
// checks the copy back in a host function of `other`.
static void runRound(hipStream_t own, hipStream_t other, int thread, int round,
                     int *counter) {
  std::vector<int> in(kN), out(kN, -1);
  for (int i = 0; i < kN; ++i)
    in[i] = input(thread, round, i);
  int *d = nullptr;
  HIP_CHECK(hipMalloc(&d, kN * sizeof(int)));
  hipEvent_t scaled;
  HIP_CHECK(hipEventCreate(&scaled));
  Expected expected{out.data(), thread, round, thread % 5 + 2, round + 1};
  HIP_CHECK(hipMemcpyAsync(d, in.data(), kN * sizeof(int),
                           hipMemcpyHostToDevice, own));
  scale<<<kN / kBlock, kBlock, 0, own>>>(d, kN, expected.factor, counter);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipEventRecord(scaled, own));
  HIP_CHECK(hipStreamWaitEvent(other, scaled, 0));
  offset<<<kN / kBlock, kBlock, 0, other>>>(d, kN, expected.add, counter);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpyAsync(out.data(), d, kN * sizeof(int),
                           hipMemcpyDeviceToHost, other));
  HIP_CHECK(hipLaunchHostFunc(other, checkOnHost, &expected));
  HIP_CHECK(hipStreamSynchronize(other));
  submissions += 7;
  if (!expected.ran) {
    std::fprintf(stderr,
                 "thread %d round %d: the host function did not run "
                 "before hipStreamSynchronize returned\n",
                 thread, round);
    ++mismatches;
  }
  HIP_CHECK(hipEventDestroy(scaled));
  HIP_CHECK(hipFree(d));
}

int main() {
  hipStream_t shared;
  HIP_CHECK(hipStreamCreate(&shared));
  int *counter = nullptr;
  HIP_CHECK(hipMallocManaged(&counter, sizeof(int)));
  *counter = 0;
  std::vector<std::thread> workers;
  for (int t = 0; t < kThreads; ++t)
    workers.emplace_back([=] {
      HIP_CHECK(hipSetDevice(0));
      hipStream_t own;
      HIP_CHECK(hipStreamCreate(&own));
      for (int r = 0; r < kRounds; ++r) {
        // Alternately from the thread's stream to the shared one and back.
        if ((t + r) % 2)
          runRound(own, shared, t, r, counter);
        else
          runRound(shared, own, t, r, counter);
        if (t % 4 == 0) {
          hipStream_t fresh;
          HIP_CHECK(hipStreamCreate(&fresh));
          runRound(fresh, own, t, r, counter);
          HIP_CHECK(hipStreamDestroy(fresh));
        }
      }
      HIP_CHECK(hipStreamDestroy(own));
    });
  for (std::thread &w : workers)
    w.join();
  HIP_CHECK(hipDeviceSynchronize());
  int rounds = kThreads * kRounds + kThreads / 4 * kRounds;
  if (*counter != rounds * 2 * kN) {
    std::fprintf(stderr, "the kernels counted %d elements, not %d\n", *counter,
                 rounds * 2 * kN);
    ++mismatches;
  }
  HIP_CHECK(hipFree(counter));
  HIP_CHECK(hipStreamDestroy(shared));
  if (mismatches != 0) {
    std::printf("FAILED: %d mismatches\n", mismatches.load());
    return EXIT_FAILURE;
  }
  std::printf("PASSED: %d threads, %d submissions\n", kThreads,
              submissions.load());
  return EXIT_SUCCESS;
}
