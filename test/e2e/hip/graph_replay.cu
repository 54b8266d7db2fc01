// CUDA Graphs as the CUDA samples use them (simpleCudaGraphs and the "kernel
// chain" pattern), under CUDA's names:
//  1. stream capture across two streams: a memset and a host-to-device copy,
//     a fork to a second stream through an event, a chain of 50 kernels on
//     the first stream while the second scales the input, a join through a
//     second event, a kernel that combines both, and the copy back; the graph
//     is instantiated once and launched three times with new host input,
//     each result checked;
//  2. a graph built node by node: a 1-D copy and a memset node, an empty
//     node joining them, a kernel node made to depend on it with
//     cudaGraphAddDependencies, and a 3-D (pitched) copy node back, launched
//     on a created stream and on the legacy stream; plus a memset node over
//     pitched rows that must leave the padding alone.
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define checkCudaErrors(expr)                                                  \
  do {                                                                         \
    cudaError_t status = (expr);                                               \
    if (status != cudaSuccess) {                                               \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   cudaGetErrorString(status));                                \
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

__global__ void accumulate(int *acc, const int *a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    acc[i] += a[i];
}

__global__ void scale(int *out, const int *in, int factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * factor;
}

__global__ void combine(int *out, const int *x, const int *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = x[i] + y[i];
}

__global__ void axpy(float *y, const float *x, float alpha, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = alpha * x[i] + y[i];
}

static void capturedChain() {
  const int n = 1000, chain = 50, block = 128, grid = (n + block - 1) / block;
  const size_t bytes = n * sizeof(int);
  int *hostIn, *hostOut;
  checkCudaErrors(cudaMallocHost(&hostIn, bytes));
  checkCudaErrors(cudaMallocHost(&hostOut, bytes));
  int *a, *acc, *scaled, *out;
  checkCudaErrors(cudaMalloc(&a, bytes));
  checkCudaErrors(cudaMalloc(&acc, bytes));
  checkCudaErrors(cudaMalloc(&scaled, bytes));
  checkCudaErrors(cudaMalloc(&out, bytes));
  cudaStream_t s1, s2;
  checkCudaErrors(cudaStreamCreate(&s1));
  checkCudaErrors(cudaStreamCreate(&s2));
  cudaEvent_t fork, join;
  checkCudaErrors(cudaEventCreate(&fork));
  checkCudaErrors(cudaEventCreate(&join));

  cudaGraph_t graph;
  checkCudaErrors(cudaStreamBeginCapture(s1, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus capture;
  checkCudaErrors(cudaStreamIsCapturing(s1, &capture));
  expect(capture == cudaStreamCaptureStatusActive, "s1 captures");
  checkCudaErrors(cudaMemsetAsync(acc, 0, bytes, s1));
  checkCudaErrors(
      cudaMemcpyAsync(a, hostIn, bytes, cudaMemcpyHostToDevice, s1));
  checkCudaErrors(cudaEventRecord(fork, s1));
  checkCudaErrors(cudaStreamWaitEvent(s2, fork, 0));
  checkCudaErrors(cudaStreamIsCapturing(s2, &capture));
  expect(capture == cudaStreamCaptureStatusActive, "s2 joined the capture");
  scale<<<grid, block, 0, s2>>>(scaled, a, 2, n);
  checkCudaErrors(cudaEventRecord(join, s2));
  for (int k = 0; k < chain; ++k)
    accumulate<<<grid, block, 0, s1>>>(acc, a, n);
  checkCudaErrors(cudaStreamWaitEvent(s1, join, 0));
  combine<<<grid, block, 0, s1>>>(out, acc, scaled, n);
  checkCudaErrors(
      cudaMemcpyAsync(hostOut, out, bytes, cudaMemcpyDeviceToHost, s1));
  checkCudaErrors(cudaStreamEndCapture(s1, &graph));
  checkCudaErrors(cudaStreamIsCapturing(s1, &capture));
  expect(capture == cudaStreamCaptureStatusNone, "the capture ended");
  checkCudaErrors(cudaStreamIsCapturing(s2, &capture));
  expect(capture == cudaStreamCaptureStatusNone, "s2 left the capture");

  size_t nodes = 0;
  checkCudaErrors(cudaGraphGetNodes(graph, nullptr, &nodes));
  expect(nodes == 2 + 1 + chain + 2, "one node per captured command");

  cudaGraphExec_t exec;
  checkCudaErrors(cudaGraphInstantiate(&exec, graph, 0));
  // The graph may go: the executable one keeps what it needs.
  checkCudaErrors(cudaGraphDestroy(graph));
  for (int launch = 0; launch < 3; ++launch) {
    for (int i = 0; i < n; ++i)
      hostIn[i] = i % 97 + launch;
    std::memset(hostOut, 0xff, bytes);
    checkCudaErrors(cudaGraphLaunch(exec, s1));
    checkCudaErrors(cudaStreamSynchronize(s1));
    bool ok = true;
    for (int i = 0; i < n; ++i)
      ok &= hostOut[i] == (chain + 2) * (i % 97 + launch);
    expect(ok, "captured graph: out = (chain + 2) * a after each launch");
  }
  checkCudaErrors(cudaGraphExecDestroy(exec));
  checkCudaErrors(cudaEventDestroy(fork));
  checkCudaErrors(cudaEventDestroy(join));
  checkCudaErrors(cudaStreamDestroy(s1));
  checkCudaErrors(cudaStreamDestroy(s2));
  for (int *p : {a, acc, scaled, out})
    checkCudaErrors(cudaFree(p));
  checkCudaErrors(cudaFreeHost(hostIn));
  checkCudaErrors(cudaFreeHost(hostOut));
}

static void manualGraph() {
  const int n = 4096, block = 256;
  const size_t bytes = n * sizeof(float);
  std::vector<float> hostX(n), hostY(n);
  for (int i = 0; i < n; ++i)
    hostX[i] = float(i % 31);
  float *x, *y;
  checkCudaErrors(cudaMalloc(&x, bytes));
  checkCudaErrors(cudaMalloc(&y, bytes));

  cudaGraph_t graph;
  checkCudaErrors(cudaGraphCreate(&graph, 0));
  cudaGraphNode_t copyIn, fillY, joined, kernel, copyOut;
  checkCudaErrors(cudaGraphAddMemcpyNode1D(&copyIn, graph, nullptr, 0, x,
                                           hostX.data(), bytes,
                                           cudaMemcpyHostToDevice));
  cudaMemsetParams fill = {};
  fill.dst = y;
  fill.value = 0x40e00000; // 7.0f
  fill.elementSize = sizeof(float);
  fill.width = n;
  fill.height = 1;
  checkCudaErrors(cudaGraphAddMemsetNode(&fillY, graph, nullptr, 0, &fill));
  cudaGraphNode_t both[] = {copyIn, fillY};
  checkCudaErrors(cudaGraphAddEmptyNode(&joined, graph, both, 2));

  float alpha = 3.0f;
  int count = n;
  void *args[] = {&y, &x, &alpha, &count};
  cudaKernelNodeParams params = {};
  params.func = reinterpret_cast<void *>(axpy);
  params.gridDim = dim3((n + block - 1) / block);
  params.blockDim = dim3(block);
  params.kernelParams = args;
  checkCudaErrors(cudaGraphAddKernelNode(&kernel, graph, nullptr, 0, &params));
  checkCudaErrors(cudaGraphAddDependencies(graph, &joined, &kernel, 1));
  alpha = -1.0f; // the node took the argument values when it was added

  cudaMemcpy3DParms back = {};
  back.srcPtr = make_cudaPitchedPtr(y, bytes, n, 1);
  back.dstPtr = make_cudaPitchedPtr(hostY.data(), bytes, n, 1);
  back.extent = make_cudaExtent(bytes, 1, 1);
  back.kind = cudaMemcpyDeviceToHost;
  checkCudaErrors(cudaGraphAddMemcpyNode(&copyOut, graph, &kernel, 1, &back));

  cudaGraphNodeType type;
  checkCudaErrors(cudaGraphNodeGetType(kernel, &type));
  expect(type == cudaGraphNodeTypeKernel, "kernel node type");

  cudaGraphExec_t exec;
  checkCudaErrors(cudaGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  cudaStream_t stream;
  checkCudaErrors(cudaStreamCreate(&stream));
  for (cudaStream_t where : {stream, cudaStreamLegacy}) {
    std::fill(hostY.begin(), hostY.end(), -1.0f);
    checkCudaErrors(cudaGraphLaunch(exec, where));
    checkCudaErrors(cudaStreamSynchronize(where));
    bool ok = true;
    for (int i = 0; i < n; ++i)
      ok &= hostY[i] == 3.0f * float(i % 31) + 7.0f;
    expect(ok, "manual graph: y = 3 x + 7");
  }
  checkCudaErrors(cudaGraphExecDestroy(exec));
  checkCudaErrors(cudaGraphDestroy(graph));
  checkCudaErrors(cudaStreamDestroy(stream));
  checkCudaErrors(cudaFree(x));
  checkCudaErrors(cudaFree(y));
}

static void pitchedMemsetNode() {
  const size_t width = 8, height = 4, pitch = 64; // ints, rows, bytes
  unsigned char *rows;
  checkCudaErrors(cudaMalloc(&rows, pitch * height));
  checkCudaErrors(cudaMemset(rows, 0xee, pitch * height));
  cudaGraph_t graph;
  checkCudaErrors(cudaGraphCreate(&graph, 0));
  cudaMemsetParams fill = {};
  fill.dst = rows;
  fill.pitch = pitch;
  fill.value = 0x01020304;
  fill.elementSize = 4;
  fill.width = width;
  fill.height = height;
  cudaGraphNode_t node;
  checkCudaErrors(cudaGraphAddMemsetNode(&node, graph, nullptr, 0, &fill));
  cudaGraphExec_t exec;
  checkCudaErrors(cudaGraphInstantiate(&exec, graph, 0));
  checkCudaErrors(cudaGraphLaunch(exec, 0));
  std::vector<unsigned char> host(pitch * height);
  checkCudaErrors(
      cudaMemcpy(host.data(), rows, host.size(), cudaMemcpyDeviceToHost));
  bool ok = true;
  for (size_t r = 0; r < height; ++r)
    for (size_t b = 0; b < pitch; ++b) {
      unsigned value;
      std::memcpy(&value, &host[r * pitch + b / 4 * 4], 4);
      ok &= b < width * 4 ? value == 0x01020304u : host[r * pitch + b] == 0xee;
    }
  expect(ok, "pitched memset node: the rows filled, the padding left alone");
  checkCudaErrors(cudaGraphExecDestroy(exec));
  checkCudaErrors(cudaGraphDestroy(graph));
  checkCudaErrors(cudaFree(rows));
}

int main() {
  capturedChain();
  manualGraph();
  pitchedMemsetNode();
  std::printf("graph replay: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
