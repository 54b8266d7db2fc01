// A chain of 1,000 small kernels, launched one by one with <<<>>> and then
// once with one hipStreamSynchronize ("hip_chain_eager_us", per chain), and
// the same chain captured once into a graph and replayed with hipGraphLaunch
// ("hip_chain_graph_us", per chain). Each kernel adds its index to every
// element, so the result is checked after the runs. nvcc builds the same
// source for the baseline (scripts/gpu-check.sh, with
// bench/cuda/hip/hip_runtime.h).
// Targets (issue 18), on the GPU: graph <= 0.5 x eager, and
// <= 1.2 x nvcc's graph.
#include <hip/hip_runtime.h>

#include <algorithm>
#include <chrono>
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

__global__ void addIndex(int *data, int index, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] += index;
}

// Median seconds of one call of f, over repeats calls after one warm-up.
template <typename F> static double medianSeconds(int repeats, F f) {
  f();
  std::vector<double> times;
  for (int r = 0; r < repeats; ++r) {
    auto start = std::chrono::steady_clock::now();
    f();
    times.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

int main(int argc, char **argv) {
  const int chain = argc > 1 ? std::atoi(argv[1]) : 1000;
  const int n = 256, block = 256, repeats = 9;
  hipDeviceProp_t prop;
  HIP_CHECK(hipGetDeviceProperties(&prop, 0));
  int *data;
  HIP_CHECK(hipMalloc(&data, n * sizeof(int)));
  HIP_CHECK(hipMemset(data, 0, n * sizeof(int)));
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  auto launchChain = [&] {
    for (int k = 0; k < chain; ++k)
      addIndex<<<1, block, 0, stream>>>(data, k, n);
  };

  const double eager = medianSeconds(repeats, [&] {
    launchChain();
    HIP_CHECK(hipStreamSynchronize(stream));
  });

  hipGraph_t graph;
  hipGraphExec_t exec;
  HIP_CHECK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  launchChain();
  HIP_CHECK(hipStreamEndCapture(stream, &graph));
  HIP_CHECK(hipGraphInstantiateWithFlags(&exec, graph, 0));
  const double replay = medianSeconds(repeats, [&] {
    HIP_CHECK(hipGraphLaunch(exec, stream));
    HIP_CHECK(hipStreamSynchronize(stream));
  });
  HIP_CHECK(hipGetLastError());

  // Each chain adds 0 + 1 + ... + chain - 1; there were 2 (repeats + 1).
  std::vector<int> host(n);
  HIP_CHECK(hipMemcpy(host.data(), data, n * sizeof(int),
                      hipMemcpyDeviceToHost));
  const long long perChain = static_cast<long long>(chain) * (chain - 1) / 2;
  const int expected = static_cast<int>(perChain * 2 * (repeats + 1));
  for (int x : host)
    if (x != expected) {
      std::fprintf(stderr, "wrong result: %d, expected %d\n", x, expected);
      return EXIT_FAILURE;
    }
  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(graph));
  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(data));
  std::printf("device: %s\n", prop.name);
  std::printf("hip_chain_eager_us %.3f\nhip_chain_graph_us %.3f\n", eager * 1e6,
              replay * 1e6);
}
