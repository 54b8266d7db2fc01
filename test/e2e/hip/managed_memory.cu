// Managed memory as CUDA's unified-memory samples use it: cudaMallocManaged
// with cudaMemAttachGlobal and cudaMemAttachHost, kernels and the host
// taking turns on the same data (each side checks what the other wrote,
// with cudaDeviceSynchronize between them), cudaMemPrefetchAsync to the
// device and back to the host (cudaCpuDeviceId) on a stream, cudaMemAdvise
// (read-mostly, preferred location, accessed-by, in CUDA 12's and 13's
// forms), cudaStreamAttachMemAsync, and the errors for memory that is not
// managed and for unknown advice.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <initializer_list>

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

// data[i] = data[i] * 2 + round, and counts the elements it found wrong.
__global__ void step(int *data, int n, int round, int *wrong) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (data[i] != i + round)
    atomicAdd(wrong, 1);
  data[i] = data[i] * 2 + round;
}

int main() {
  const int n = 1 << 16, threads = 256, blocks = (n + threads - 1) / threads;
  int errors = 0;
  int *global, *host, *wrong;
  checkCudaErrors(cudaMallocManaged(&global, n * sizeof(int)));
  checkCudaErrors(
      cudaMallocManaged(&host, n * sizeof(int), cudaMemAttachHost));
  checkCudaErrors(cudaMallocManaged(&wrong, sizeof(int)));
  *wrong = 0;

  cudaStream_t stream;
  checkCudaErrors(cudaStreamCreate(&stream));
  checkCudaErrors(cudaStreamAttachMemAsync(stream, host));
  int device = 0;
  checkCudaErrors(cudaGetDevice(&device));

  // Rounds: the host writes i + round, a kernel checks it and writes
  // 2 * (i + round) + round, the host checks that.
  for (int *data : {global, host}) {
    for (int round = 0; round < 3; ++round) {
      for (int i = 0; i < n; ++i)
        data[i] = i + round;
      if (round == 1)
        checkCudaErrors(
            cudaMemPrefetchAsync(data, n * sizeof(int), device, stream));
      step<<<blocks, threads, 0, stream>>>(data, n, round, wrong);
      checkCudaErrors(cudaGetLastError());
      if (round == 2)
        checkCudaErrors(cudaMemPrefetchAsync(data, n * sizeof(int),
                                             cudaCpuDeviceId, stream));
      checkCudaErrors(cudaStreamSynchronize(stream));
      for (int i = 0; i < n; ++i)
        if (data[i] != 2 * (i + round) + round && ++errors <= 10)
          std::printf("round %d: data[%d] = %d, expected %d\n", round, i,
                      data[i], 2 * (i + round) + round);
    }
  }
  if (*wrong != 0 && ++errors)
    std::printf("kernels saw %d elements the host had not written\n", *wrong);

  // Advice, in CUDA 12's and CUDA 13's forms.
  checkCudaErrors(cudaMemAdvise(global, n * sizeof(int),
                                cudaMemAdviseSetReadMostly, device));
  checkCudaErrors(cudaMemAdvise(global, n * sizeof(int),
                                cudaMemAdviseSetPreferredLocation,
                                cudaCpuDeviceId));
  checkCudaErrors(cudaMemAdvise(global, n * sizeof(int),
                                cudaMemAdviseSetAccessedBy, device));
  cudaMemLocation onDevice{cudaMemLocationTypeDevice, device};
  checkCudaErrors(cudaMemAdvise(global, n * sizeof(int),
                                cudaMemAdviseUnsetPreferredLocation, onDevice));
  checkCudaErrors(cudaMemPrefetchAsync(global, n * sizeof(int), onDevice, 0,
                                       stream));
  step<<<blocks, threads, 0, stream>>>(global, n, 0, wrong);
  checkCudaErrors(cudaStreamSynchronize(stream));
  // After the hints the kernel reads the last round's values, none of them
  // i + 0: it must count every element.
  if (*wrong != n && ++errors)
    std::printf("the last kernel found %d elements it did not expect, "
                "expected %d\n",
                *wrong, n);

  // What is not managed memory, unknown advice and a device that does not
  // exist.
  int *plain;
  checkCudaErrors(cudaMalloc(&plain, sizeof(int)));
  expectError(cudaMemPrefetchAsync(plain, sizeof(int), device, stream),
              cudaErrorInvalidValue);
  expectError(cudaMemAdvise(plain, sizeof(int), cudaMemAdviseSetReadMostly,
                            device),
              cudaErrorInvalidValue);
  // No advice, but a value of the type (whose advice is 1 to 6): one beyond
  // its range would be undefined behaviour before the call.
  expectError(cudaMemAdvise(global, sizeof(int), cudaMemoryAdvise(0), device),
              cudaErrorInvalidValue);
  expectError(cudaMemPrefetchAsync(global, (n + 1) * sizeof(int), device,
                                   stream),
              cudaErrorInvalidValue);
  int count = 0;
  checkCudaErrors(cudaGetDeviceCount(&count));
  expectError(cudaMemPrefetchAsync(global, sizeof(int), count, stream),
              cudaErrorInvalidDevice);

  checkCudaErrors(cudaStreamDestroy(stream));
  checkCudaErrors(cudaFree(plain));
  checkCudaErrors(cudaFree(global));
  checkCudaErrors(cudaFree(host));
  checkCudaErrors(cudaFree(wrong));
  std::printf("managed memory: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
