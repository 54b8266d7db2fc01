// Bad graphs and captures get HIP's error codes, and the runtime works after
// each: capturing the legacy null stream, using it while a blocking stream
// captures, synchronising a capturing stream, a command that cannot be
// captured, waiting for an event recorded outside the capture, a forked
// stream not joined back, ending a capture that is not there or on the wrong
// stream, waiting for an event recorded in a capture, capturing streams
// destroyed, a dependency that would close a
// cycle, kernel nodes that cannot launch, and a replayed kernel written for
// wider warps than the device's.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define HIP_CHECK(expr)                                                        \
  do {                                                                         \
    hipError_t result_ = (expr);                                               \
    if (result_ != hipSuccess) {                                               \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   hipGetErrorString(result_));                                \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

static int errors = 0;
static void expectCode(hipError_t got, hipError_t want, const char *what) {
  if (got != want) {
    std::fprintf(stderr, "failed: %s: got %s, expected %s\n", what,
                 hipGetErrorName(got), hipGetErrorName(want));
    ++errors;
  }
  (void)hipGetLastError();
}

__global__ void addOne(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] += 1;
}

static void hostFunction(void *) {}

static const int n = 256;
static int *data;

// The stream still runs work after a failed capture: data goes up by one.
static void expectStreamWorks(hipStream_t stream, const char *what) {
  std::vector<int> before(n), after(n);
  HIP_CHECK(
      hipMemcpy(before.data(), data, n * sizeof(int), hipMemcpyDeviceToHost));
  addOne<<<1, n, 0, stream>>>(data, n);
  HIP_CHECK(hipStreamSynchronize(stream));
  HIP_CHECK(
      hipMemcpy(after.data(), data, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (after[i] != before[i] + 1) {
      std::fprintf(stderr, "failed: %s: the stream does not run work\n", what);
      ++errors;
      return;
    }
}

// Ends the capture on stream, expecting Code, and checks that no graph came.
static void expectEnd(hipStream_t stream, hipError_t code, const char *what) {
  hipGraph_t graph = reinterpret_cast<hipGraph_t>(&graph);
  expectCode(hipStreamEndCapture(stream, &graph), code, what);
  if (graph) {
    std::fprintf(stderr, "failed: %s: a graph came back\n", what);
    ++errors;
  }
  hipStreamCaptureStatus status;
  HIP_CHECK(hipStreamIsCapturing(stream, &status));
  if (status != hipStreamCaptureStatusNone) {
    std::fprintf(stderr, "failed: %s: the stream still captures\n", what);
    ++errors;
  }
}

static void captureErrors() {
  hipStream_t s1, s2;
  HIP_CHECK(hipStreamCreate(&s1));
  HIP_CHECK(hipStreamCreate(&s2));
  hipEvent_t event;
  HIP_CHECK(hipEventCreate(&event));
  hipGraph_t graph;

  expectCode(hipStreamBeginCapture(0, hipStreamCaptureModeGlobal),
             hipErrorStreamCaptureUnsupported, "capturing the null stream");

  // The null stream would wait for s1's captured work.
  HIP_CHECK(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal));
  addOne<<<1, n, 0, s1>>>(data, n);
  expectCode(hipMemsetAsync(data, 0, sizeof(int), 0),
             hipErrorStreamCaptureImplicit,
             "the null stream while a blocking stream captures");
  hipStreamCaptureStatus status;
  HIP_CHECK(hipStreamIsCapturing(s1, &status));
  if (status != hipStreamCaptureStatusInvalidated) {
    std::fprintf(stderr, "failed: the capture is not invalidated\n");
    ++errors;
  }
  addOne<<<1, n, 0, s1>>>(data, n);
  expectCode(hipGetLastError(), hipErrorStreamCaptureInvalidated,
             "a launch into an invalidated capture");
  expectEnd(s1, hipErrorStreamCaptureInvalidated, "end of that capture");
  expectStreamWorks(s1, "after the null stream's capture error");

  // A non-blocking stream may capture beside the null stream's work.
  hipStream_t nonBlocking;
  HIP_CHECK(hipStreamCreateWithFlags(&nonBlocking, hipStreamNonBlocking));
  HIP_CHECK(hipStreamBeginCapture(nonBlocking, hipStreamCaptureModeGlobal));
  addOne<<<1, n, 0, nonBlocking>>>(data, n);
  HIP_CHECK(hipMemsetAsync(data, 0, n * sizeof(int), 0));
  HIP_CHECK(hipStreamEndCapture(nonBlocking, &graph));
  HIP_CHECK(hipGraphDestroy(graph));
  HIP_CHECK(hipStreamDestroy(nonBlocking));

  HIP_CHECK(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal));
  expectCode(hipStreamSynchronize(s1), hipErrorStreamCaptureUnsupported,
             "synchronising a capturing stream");
  expectEnd(s1, hipErrorStreamCaptureInvalidated,
            "end after a synchronisation");

  HIP_CHECK(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal));
  expectCode(hipLaunchHostFunc(s1, hostFunction, nullptr),
             hipErrorStreamCaptureUnsupported, "a host function in a capture");
  expectEnd(s1, hipErrorStreamCaptureInvalidated,
            "end after a command that cannot be captured");

  HIP_CHECK(hipEventRecord(event, s2));
  HIP_CHECK(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal));
  expectCode(hipStreamWaitEvent(s1, event, 0), hipErrorStreamCaptureIsolation,
             "waiting for an event recorded outside the capture");
  expectEnd(s1, hipErrorStreamCaptureInvalidated, "end after that wait");

  HIP_CHECK(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal));
  HIP_CHECK(hipEventRecord(event, s1));
  expectCode(hipEventQuery(event), hipErrorCapturedEvent,
             "querying an event recorded in a capture");
  expectCode(hipEventSynchronize(event), hipErrorCapturedEvent,
             "waiting for an event recorded in a capture");
  HIP_CHECK(hipStreamWaitEvent(s2, event, 0));
  addOne<<<1, n, 0, s2>>>(data, n);
  expectCode(hipStreamEndCapture(s2, &graph), hipErrorStreamCaptureUnmatched,
             "ending on a stream that joined the capture");
  expectCode(hipStreamEndCapture(s1, &graph), hipErrorStreamCaptureUnjoined,
             "ending with the forked stream's work not joined");
  expectStreamWorks(s2, "the forked stream after the capture");

  expectEnd(s1, hipErrorIllegalState, "ending a capture never begun");
  HIP_CHECK(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal));
  expectCode(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal),
             hipErrorIllegalState, "beginning a capture twice");
  HIP_CHECK(hipStreamEndCapture(s1, &graph));
  HIP_CHECK(hipGraphDestroy(graph));

  // Streams destroyed while they capture: one that joined leaves the
  // capture, which ends as if it had not; the origin ends the capture.
  hipStream_t forked, origin;
  HIP_CHECK(hipStreamCreate(&forked));
  HIP_CHECK(hipStreamBeginCapture(s1, hipStreamCaptureModeGlobal));
  HIP_CHECK(hipEventRecord(event, s1));
  HIP_CHECK(hipStreamWaitEvent(forked, event, 0));
  HIP_CHECK(hipStreamDestroy(forked));
  addOne<<<1, n, 0, s1>>>(data, n);
  HIP_CHECK(hipStreamEndCapture(s1, &graph));
  HIP_CHECK(hipGraphDestroy(graph));
  HIP_CHECK(hipStreamCreate(&origin));
  HIP_CHECK(hipStreamBeginCapture(origin, hipStreamCaptureModeGlobal));
  HIP_CHECK(hipEventRecord(event, origin));
  HIP_CHECK(hipStreamWaitEvent(s2, event, 0));
  HIP_CHECK(hipStreamDestroy(origin));
  HIP_CHECK(hipStreamIsCapturing(s2, &status));
  if (status != hipStreamCaptureStatusNone) {
    std::fprintf(stderr, "failed: the capture outlived its origin stream\n");
    ++errors;
  }
  expectStreamWorks(s2, "a stream whose capture's origin was destroyed");

  expectStreamWorks(s1, "after all the capture errors");
  HIP_CHECK(hipEventDestroy(event));
  HIP_CHECK(hipStreamDestroy(s1));
  HIP_CHECK(hipStreamDestroy(s2));
}

static void graphErrors() {
  hipGraph_t graph, other;
  HIP_CHECK(hipGraphCreate(&graph, 0));
  HIP_CHECK(hipGraphCreate(&other, 0));
  int count = n;
  void *args[] = {&data, &count};
  hipKernelNodeParams params = {};
  params.func = reinterpret_cast<void *>(addOne);
  params.gridDim = dim3(1);
  params.blockDim = dim3(n);
  params.kernelParams = args;
  hipGraphNode_t a, b, c, foreign;
  HIP_CHECK(hipGraphAddKernelNode(&a, graph, nullptr, 0, &params));
  HIP_CHECK(hipGraphAddKernelNode(&b, graph, &a, 1, &params));
  HIP_CHECK(hipGraphAddKernelNode(&c, graph, &b, 1, &params));
  HIP_CHECK(hipGraphAddEmptyNode(&foreign, other, nullptr, 0));

  expectCode(hipGraphAddDependencies(graph, &c, &a, 1), hipErrorInvalidValue,
             "a dependency that closes a cycle");
  expectCode(hipGraphAddDependencies(graph, &b, &b, 1), hipErrorInvalidValue,
             "a node depending on itself");
  hipGraphNode_t d;
  expectCode(hipGraphAddEmptyNode(&d, graph, &foreign, 1), hipErrorInvalidValue,
             "a dependency on another graph's node");
  expectCode(hipGraphAddDependencies(graph, &foreign, &a, 1),
             hipErrorInvalidValue, "an edge from another graph's node");

  params.blockDim = dim3(0);
  expectCode(hipGraphAddKernelNode(&d, graph, nullptr, 0, &params),
             hipErrorInvalidConfiguration, "a kernel node with an empty block");
  params.blockDim = dim3(n);
  params.kernelParams = nullptr;
  expectCode(hipGraphAddKernelNode(&d, graph, nullptr, 0, &params),
             hipErrorInvalidValue, "a kernel node without its arguments");
  hipMemsetParams fill = {};
  fill.dst = data;
  fill.elementSize = 3;
  fill.width = 1;
  fill.height = 1;
  expectCode(hipGraphAddMemsetNode(&d, graph, nullptr, 0, &fill),
             hipErrorInvalidValue, "a memset node of 3-byte elements");
  int host = 0;
  expectCode(hipGraphAddMemcpyNode1D(&d, graph, nullptr, 0, &host, data,
                                     sizeof host, hipMemcpyHostToDevice),
             hipErrorInvalidValue, "a copy node whose kind lies");

  // The graph as it was still runs: three increments.
  size_t nodes = 0;
  HIP_CHECK(hipGraphGetNodes(graph, nullptr, &nodes));
  if (nodes != 3) {
    std::fprintf(stderr, "failed: the refused nodes were added\n");
    ++errors;
  }
  HIP_CHECK(hipMemset(data, 0, n * sizeof(int)));
  hipGraphExec_t exec;
  HIP_CHECK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  HIP_CHECK(hipGraphLaunch(exec, 0));
  std::vector<int> result(n);
  HIP_CHECK(
      hipMemcpy(result.data(), data, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int x : result)
    if (x != 3) {
      std::fprintf(stderr, "failed: the graph after the errors computed %d\n",
                   x);
      ++errors;
      break;
    }
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(graph));
  HIP_CHECK(hipGraphDestroy(other));
}

// Each warp's sum in its lane 0, by a tree that assumes 32 lanes.
__global__ void warpSumOf32(int *out) {
  int v = static_cast<int>(threadIdx.x % 7);
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  out[threadIdx.x] = v;
}

// A replayed graph launches its kernels as hipLaunchKernel does: one
// written for 32-lane warps fails (hipErrorLaunchFailure, sticky) where the
// warp is narrower, and computes the sum where it has 32 lanes. Last, since
// the failure stops the device.
static void warpAssumingKernelInGraph() {
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  hipGraph_t graph;
  HIP_CHECK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  warpSumOf32<<<1, 64, 0, stream>>>(data);
  HIP_CHECK(hipStreamEndCapture(stream, &graph));
  hipGraphExec_t exec;
  HIP_CHECK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  HIP_CHECK(hipGraphLaunch(exec, stream));
  hipDeviceProp_t prop;
  HIP_CHECK(hipGetDeviceProperties(&prop, 0));
  hipError_t synchronised = hipStreamSynchronize(stream);
  if (prop.warpSize < 32) {
    expectCode(synchronised, hipErrorLaunchFailure,
               "a graph's kernel written for 32-lane warps");
    // Still the program's to free, whatever the sticky error makes of the
    // calls' results.
    (void)hipGraphExecDestroy(exec);
    (void)hipGraphDestroy(graph);
    (void)hipStreamDestroy(stream);
    return;
  }
  HIP_CHECK(synchronised);
  int first = -1;
  HIP_CHECK(hipMemcpy(&first, data, sizeof first, hipMemcpyDeviceToHost));
  int sum = 0;
  for (int lane = 0; lane < 32; ++lane)
    sum += lane % 7;
  if (first != sum) {
    std::fprintf(stderr, "failed: the warp sum is %d, not %d\n", first, sum);
    ++errors;
  }
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(graph));
  HIP_CHECK(hipStreamDestroy(stream));
}

int main() {
  HIP_CHECK(hipMalloc(&data, n * sizeof(int)));
  HIP_CHECK(hipMemset(data, 0, n * sizeof(int)));
  captureErrors();
  graphErrors();
  warpAssumingKernelInGraph();
  (void)hipDeviceReset();
  std::printf("graph errors: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
