// Two GPUs as the CUDA samples (simpleP2P, simpleMultiGPU) use them: a
// triad a = b + s * c split in halves over the devices from one host
// thread, a reduction of a from one host thread per device whose partial
// sums the second device hands to the first with cudaMemcpyPeer, the second
// half of a copied to the first device with cudaMemcpyPeerAsync, and, where
// the devices reach each other, peer access enabled and a kernel on the
// first device reading the second's memory. Every result is checked against
// the host. With one device the work is not split (a message says so) and
// the peer functions are checked on that device alone.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <thread>
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

#define expectError(expr, expected)                                            \
  do {                                                                         \
    cudaError_t status = (expr);                                               \
    cudaGetLastError();                                                        \
    if (status != (expected)) {                                                \
      std::fprintf(stderr, "%s:%d: %s gave %s, expected %s\n", __FILE__,       \
                   __LINE__, #expr, cudaGetErrorName(status),                  \
                   cudaGetErrorName(expected));                                \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

constexpr int Threads = 256;

__global__ void triad(float *a, const float *b, const float *c, float s,
                      int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    a[i] = b[i] + s * c[i];
}

// One partial sum per block (the values are small integers: exact).
__global__ void partialSums(const float *a, unsigned long long *partial,
                            int n) {
  __shared__ unsigned long long sums[Threads];
  unsigned long long sum = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    sum += static_cast<unsigned long long>(a[i]);
  sums[threadIdx.x] = sum;
  __syncthreads();
  for (int half = blockDim.x / 2; half > 0; half /= 2) {
    if (threadIdx.x < half)
      sums[threadIdx.x] += sums[threadIdx.x + half];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    partial[blockIdx.x] = sums[0];
}

__global__ void total(const unsigned long long *partial, int count,
                      unsigned long long *result) {
  unsigned long long sum = 0;
  for (int i = 0; i < count; ++i)
    sum += partial[i];
  *result = sum;
}

// Reads the peer's memory directly: out[i] = 2 * peer[i].
__global__ void doublePeer(const float *peer, float *out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    out[i] = 2 * peer[i];
}

struct Part {
  int device;
  int offset, count;
  float *a, *b, *c;
  unsigned long long *partial;
  cudaStream_t stream;
};

int main() {
  int deviceCount = 0;
  checkCudaErrors(cudaGetDeviceCount(&deviceCount));
  for (int d = 0; d < deviceCount; ++d) {
    cudaDeviceProp prop;
    checkCudaErrors(cudaGetDeviceProperties(&prop, d));
    std::printf("device %d: %s\n", d, prop.name);
  }
  const int parts = deviceCount >= 2 ? 2 : 1;
  if (parts == 1)
    std::printf("one device: the triad and the reduction are not split and "
                "no peer copy crosses devices\n");

  // The peer functions' answers about one device and about a missing one.
  int can = -1;
  checkCudaErrors(cudaDeviceCanAccessPeer(&can, 0, 0));
  if (can != 0) {
    std::printf("FAILED: a device is its own peer\n");
    return EXIT_FAILURE;
  }
  checkCudaErrors(cudaSetDevice(0));
  expectError(cudaDeviceEnablePeerAccess(0, 0), cudaErrorInvalidDevice);
  expectError(cudaDeviceEnablePeerAccess(deviceCount, 0),
              cudaErrorInvalidDevice);
  expectError(cudaDeviceCanAccessPeer(&can, 0, deviceCount),
              cudaErrorInvalidDevice);

  bool peerAccess = false;
  if (parts == 2) {
    checkCudaErrors(cudaDeviceCanAccessPeer(&can, 0, 1));
    std::printf("device 0 %s reach device 1's memory\n",
                can ? "can" : "cannot");
    if (can) {
      checkCudaErrors(cudaDeviceEnablePeerAccess(1, 0));
      expectError(cudaDeviceEnablePeerAccess(1, 0),
                  cudaErrorPeerAccessAlreadyEnabled);
      peerAccess = true;
    } else {
      expectError(cudaDeviceEnablePeerAccess(1, 0),
                  cudaErrorPeerAccessUnsupported);
    }
  }

  const int n = 1 << 22, blocks = 64;
  const float s = 3.0f;
  std::vector<float> b(n), c(n);
  for (int i = 0; i < n; ++i) {
    b[i] = static_cast<float>(i % 100);
    c[i] = static_cast<float>(i % 7);
  }

  // The triad, split over the devices from this thread.
  std::vector<Part> part(parts);
  for (int p = 0; p < parts; ++p) {
    Part &P = part[p];
    P.device = p;
    P.offset = p * (n / parts);
    P.count = p == parts - 1 ? n - P.offset : n / parts;
    checkCudaErrors(cudaSetDevice(P.device));
    checkCudaErrors(cudaStreamCreate(&P.stream));
    checkCudaErrors(cudaMalloc(&P.a, P.count * sizeof(float)));
    checkCudaErrors(cudaMalloc(&P.b, P.count * sizeof(float)));
    checkCudaErrors(cudaMalloc(&P.c, P.count * sizeof(float)));
    checkCudaErrors(cudaMalloc(&P.partial, blocks * sizeof(unsigned long long)));
    checkCudaErrors(cudaMemcpyAsync(P.b, b.data() + P.offset,
                                    P.count * sizeof(float),
                                    cudaMemcpyHostToDevice, P.stream));
    checkCudaErrors(cudaMemcpyAsync(P.c, c.data() + P.offset,
                                    P.count * sizeof(float),
                                    cudaMemcpyHostToDevice, P.stream));
    triad<<<blocks, Threads, 0, P.stream>>>(P.a, P.b, P.c, s, P.count);
    checkCudaErrors(cudaGetLastError());
  }

  // The reduction, one host thread per device.
  std::vector<std::thread> workers;
  for (int p = 0; p < parts; ++p)
    workers.emplace_back([&, p] {
      Part &P = part[p];
      checkCudaErrors(cudaSetDevice(P.device));
      partialSums<<<blocks, Threads, 0, P.stream>>>(P.a, P.partial, P.count);
      checkCudaErrors(cudaGetLastError());
      checkCudaErrors(cudaStreamSynchronize(P.stream));
    });
  for (std::thread &worker : workers)
    worker.join();

  // The partial sums of every device on device 0, through a peer copy.
  checkCudaErrors(cudaSetDevice(0));
  unsigned long long *allPartials, *result;
  checkCudaErrors(
      cudaMalloc(&allPartials, parts * blocks * sizeof(unsigned long long)));
  checkCudaErrors(cudaMalloc(&result, sizeof(unsigned long long)));
  for (int p = 0; p < parts; ++p)
    checkCudaErrors(cudaMemcpyPeer(allPartials + p * blocks, 0,
                                   part[p].partial, part[p].device,
                                   blocks * sizeof(unsigned long long)));
  total<<<1, 1>>>(allPartials, parts * blocks, result);
  checkCudaErrors(cudaGetLastError());

  // The whole of a on device 0: the last part arrives by a peer copy.
  float *whole;
  checkCudaErrors(cudaMalloc(&whole, n * sizeof(float)));
  cudaStream_t stream0 = part[0].stream;
  for (int p = 0; p < parts; ++p)
    checkCudaErrors(cudaMemcpyPeerAsync(whole + part[p].offset, 0, part[p].a,
                                        part[p].device,
                                        part[p].count * sizeof(float),
                                        stream0));
  checkCudaErrors(cudaStreamSynchronize(stream0));
  std::vector<float> a(n);
  checkCudaErrors(
      cudaMemcpy(a.data(), whole, n * sizeof(float), cudaMemcpyDeviceToHost));
  unsigned long long sum = 0;
  checkCudaErrors(
      cudaMemcpy(&sum, result, sizeof sum, cudaMemcpyDeviceToHost));

  int errors = 0;
  unsigned long long expectedSum = 0;
  for (int i = 0; i < n; ++i) {
    const float expected = b[i] + s * c[i];
    expectedSum += static_cast<unsigned long long>(expected);
    if (a[i] != expected && ++errors <= 10)
      std::printf("a[%d] = %g, expected %g\n", i, a[i], expected);
  }
  if (sum != expectedSum && ++errors)
    std::printf("sum %llu, expected %llu\n", sum, expectedSum);

  if (peerAccess) {
    // A kernel on device 0 reading device 1's half of a.
    const Part &P = part[1];
    doublePeer<<<blocks, Threads>>>(P.a, whole, P.count);
    checkCudaErrors(cudaGetLastError());
    std::vector<float> doubled(P.count);
    checkCudaErrors(cudaMemcpy(doubled.data(), whole, P.count * sizeof(float),
                               cudaMemcpyDeviceToHost));
    for (int i = 0; i < P.count; ++i)
      if (doubled[i] != 2 * a[P.offset + i] && ++errors <= 10)
        std::printf("peer read %d = %g, expected %g\n", i, doubled[i],
                    2 * a[P.offset + i]);
    checkCudaErrors(cudaDeviceDisablePeerAccess(1));
    expectError(cudaDeviceDisablePeerAccess(1), cudaErrorPeerAccessNotEnabled);
  }

  checkCudaErrors(cudaFree(whole));
  checkCudaErrors(cudaFree(allPartials));
  checkCudaErrors(cudaFree(result));
  for (Part &P : part) {
    checkCudaErrors(cudaSetDevice(P.device));
    for (void *ptr : {static_cast<void *>(P.a), static_cast<void *>(P.b),
                      static_cast<void *>(P.c), static_cast<void *>(P.partial)})
      checkCudaErrors(cudaFree(ptr));
    checkCudaErrors(cudaStreamDestroy(P.stream));
  }
  std::printf("triad and reduction of %d floats over %d device%s: %s\n", n,
              parts, parts == 1 ? "" : "s", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
