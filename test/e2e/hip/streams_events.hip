// Streams and events as the HIP/CUDA samples use them: kernel timing with
// hipEventRecord/hipEventElapsedTime, ordering across two streams with
// hipStreamWaitEvent, the null stream's ordering with blocking streams
// (synchronising, recording on and querying the null stream included), a
// hipStreamNonBlocking stream, stream priorities, hipStreamQuery and
// hipEventQuery once the work is done, and host callbacks
// (hipStreamAddCallback, hipLaunchHostFunc) that run after the work before
// them in their stream.
#include <hip/hip_runtime.h>

#include <atomic>
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

static int errors = 0;
static void expect(bool condition, const char *what) {
  if (!condition) {
    std::fprintf(stderr, "failed: %s\n", what);
    ++errors;
  }
}

// Slow enough that a missing dependency shows: each element is written after
// a loop whose result depends on the data.
__global__ void produce(int *data, int n, int value) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = i;
  for (int k = 0; k < 2000; ++k)
    x = (x * 1103515245 + 12345) & 0x7fffffff;
  data[i] = value + (x & 0); // always value, after the loop
}

__global__ void consume(const int *data, int *out, int n, int add) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = data[i] + add;
}

static bool allEqual(const std::vector<int> &v, int value) {
  for (int x : v)
    if (x != value)
      return false;
  return true;
}

struct CallbackRecord {
  const int *hostResult; // filled by a hipMemcpyAsync before the callback
  int seenValue = -1;
  hipError_t status = hipErrorUnknown;
  std::atomic<int> calls{0};
};

static void streamCallback(hipStream_t, hipError_t status, void *userData) {
  auto *record = static_cast<CallbackRecord *>(userData);
  record->status = status;
  record->seenValue = record->hostResult[0];
  record->calls.fetch_add(1);
}

static void hostFunction(void *userData) {
  auto *record = static_cast<CallbackRecord *>(userData);
  record->seenValue = record->hostResult[0];
  record->calls.fetch_add(1);
}

int main() {
  const int n = 1 << 16;
  const int blocks = (n + 255) / 256;
  int *dA, *dB;
  HIP_CHECK(hipMalloc(&dA, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dB, n * sizeof(int)));
  std::vector<int> host(n);

  // Timing a kernel with events.
  hipEvent_t start, stop;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&stop));
  HIP_CHECK(hipEventRecord(start, 0));
  produce<<<blocks, 256>>>(dA, n, 1);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipEventRecord(stop, 0));
  HIP_CHECK(hipEventSynchronize(stop));
  float ms = -1.0f;
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  std::printf("kernel time: %.3f ms\n", ms);
  expect(ms >= 0.0f, "hipEventElapsedTime >= 0");
  expect(hipEventQuery(stop) == hipSuccess, "hipEventQuery after sync");

  // Two streams: consume on s2 waits for produce on s1 through an event.
  hipStream_t s1, s2;
  HIP_CHECK(hipStreamCreate(&s1));
  HIP_CHECK(hipStreamCreate(&s2));
  hipEvent_t produced;
  HIP_CHECK(hipEventCreateWithFlags(&produced, hipEventDisableTiming));
  for (int round = 0; round < 3; ++round) {
    produce<<<blocks, 256, 0, s1>>>(dA, n, 10 + round);
    HIP_CHECK(hipEventRecord(produced, s1));
    HIP_CHECK(hipStreamWaitEvent(s2, produced, 0));
    consume<<<blocks, 256, 0, s2>>>(dA, dB, n, 100);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpyAsync(host.data(), dB, n * sizeof(int),
                             hipMemcpyDeviceToHost, s2));
    HIP_CHECK(hipStreamSynchronize(s2));
    expect(allEqual(host, 110 + round),
           "hipStreamWaitEvent orders s2 after s1");
  }
  expect(hipStreamQuery(s2) == hipSuccess, "hipStreamQuery of an idle stream");

  // The null stream waits for blocking streams and they wait for it.
  produce<<<blocks, 256, 0, s1>>>(dA, n, 20);
  consume<<<blocks, 256>>>(dA, dB, n, 1); // null stream: after s1's produce
  consume<<<blocks, 256, 0, s2>>>(dB, dA, n, 1); // s2: after the null stream
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipStreamSynchronize(s2));
  HIP_CHECK(hipMemcpy(host.data(), dA, n * sizeof(int), hipMemcpyDeviceToHost));
  expect(allEqual(host, 22), "the null stream orders blocking streams");

  // Synchronising the null stream, recording an event on it and querying
  // it are actions on the legacy stream: they wait for the blocking
  // streams' work too, though they enqueue nothing there (simpleStreams).
  // Each stream gets several kernels, so that the wait shows.
  const int kernels = 8;
  for (int k = 0; k < kernels; ++k)
    produce<<<blocks, 256, 0, s1>>>(dA, n, 80);
  HIP_CHECK(hipStreamSynchronize(0));
  expect(hipStreamQuery(s1) == hipSuccess,
         "hipStreamSynchronize(0) waits for s1");
  for (int k = 0; k < kernels; ++k)
    produce<<<blocks, 256, 0, s2>>>(dB, n, 90);
  hipEvent_t legacy;
  HIP_CHECK(hipEventCreateWithFlags(&legacy, hipEventDisableTiming));
  HIP_CHECK(hipEventRecord(legacy, 0));
  HIP_CHECK(hipEventSynchronize(legacy));
  expect(hipStreamQuery(s2) == hipSuccess,
         "an event on the null stream completes after s2's work");
  for (int k = 0; k < kernels; ++k)
    produce<<<blocks, 256, 0, s1>>>(dA, n, 100);
  while (hipStreamQuery(0) == hipErrorNotReady) {
  }
  expect(hipStreamQuery(s1) == hipSuccess,
         "hipStreamQuery(0) is done once s1 is");
  HIP_CHECK(hipEventDestroy(legacy));

  // A non-blocking stream: its flags, and its own work in order.
  hipStream_t nonBlocking;
  HIP_CHECK(hipStreamCreateWithFlags(&nonBlocking, hipStreamNonBlocking));
  unsigned flags = 0;
  HIP_CHECK(hipStreamGetFlags(nonBlocking, &flags));
  expect(flags == hipStreamNonBlocking, "hipStreamGetFlags");
  produce<<<blocks, 256, 0, nonBlocking>>>(dA, n, 30);
  consume<<<blocks, 256, 0, nonBlocking>>>(dA, dB, n, 3);
  HIP_CHECK(hipMemcpyAsync(host.data(), dB, n * sizeof(int),
                           hipMemcpyDeviceToHost, nonBlocking));
  HIP_CHECK(hipStreamSynchronize(nonBlocking));
  expect(allEqual(host, 33), "work in a non-blocking stream");

  // Priorities: the range, and a stream with the greatest.
  int leastPriority = 0, greatestPriority = 0;
  HIP_CHECK(hipDeviceGetStreamPriorityRange(&leastPriority, &greatestPriority));
  hipStream_t urgent;
  HIP_CHECK(
      hipStreamCreateWithPriority(&urgent, hipStreamDefault, greatestPriority));
  int priority = leastPriority + 1;
  HIP_CHECK(hipStreamGetPriority(urgent, &priority));
  expect(priority == greatestPriority, "hipStreamGetPriority");
  produce<<<blocks, 256, 0, urgent>>>(dA, n, 40);
  HIP_CHECK(hipStreamSynchronize(urgent));

  // Host callbacks see the results of the copy before them in the stream.
  int *pinned;
  HIP_CHECK(hipHostMalloc(&pinned, n * sizeof(int), hipHostMallocDefault));
  CallbackRecord callback, hostFunc;
  callback.hostResult = pinned;
  hostFunc.hostResult = pinned;
  produce<<<blocks, 256, 0, s1>>>(dA, n, 50);
  HIP_CHECK(
      hipMemcpyAsync(pinned, dA, n * sizeof(int), hipMemcpyDeviceToHost, s1));
  HIP_CHECK(hipStreamAddCallback(s1, streamCallback, &callback, 0));
  produce<<<blocks, 256, 0, s1>>>(dB, n, 60);
  HIP_CHECK(
      hipMemcpyAsync(pinned + 1, dB, sizeof(int), hipMemcpyDeviceToHost, s1));
  HIP_CHECK(hipLaunchHostFunc(s1, hostFunction, &hostFunc));
  HIP_CHECK(hipStreamSynchronize(s1));
  expect(callback.calls == 1 && hostFunc.calls == 1, "each callback ran once");
  expect(callback.status == hipSuccess, "the callback's status");
  expect(callback.seenValue == 50, "the callback ran after the copy");
  expect(pinned[1] == 60, "the second copy");
  expect(hostFunc.seenValue == 50, "hipLaunchHostFunc ran in order");

  // Events between streams, timed: elapsed time across two records.
  hipEvent_t a, b;
  HIP_CHECK(hipEventCreate(&a));
  HIP_CHECK(hipEventCreate(&b));
  HIP_CHECK(hipEventRecord(a, s1));
  produce<<<blocks, 256, 0, s1>>>(dA, n, 70);
  HIP_CHECK(hipEventRecord(b, s1));
  HIP_CHECK(hipStreamWaitEvent(s2, b, 0));
  consume<<<blocks, 256, 0, s2>>>(dA, dB, n, 7);
  HIP_CHECK(hipDeviceSynchronize());
  HIP_CHECK(hipEventElapsedTime(&ms, a, b));
  expect(ms >= 0.0f, "elapsed time between two records in a stream");
  HIP_CHECK(hipMemcpy(host.data(), dB, n * sizeof(int), hipMemcpyDeviceToHost));
  expect(allEqual(host, 77), "a wait on an event of a timed stream");

  for (hipEvent_t e : {start, stop, produced, a, b})
    HIP_CHECK(hipEventDestroy(e));
  for (hipStream_t s : {s1, s2, nonBlocking, urgent})
    HIP_CHECK(hipStreamDestroy(s));
  HIP_CHECK(hipHostFree(pinned));
  HIP_CHECK(hipFree(dA));
  HIP_CHECK(hipFree(dB));
  std::printf("streams_events: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
