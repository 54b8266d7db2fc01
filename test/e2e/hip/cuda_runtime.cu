// The CUDA runtime API under its own names, in a .cu file with no include
// of Prism's: streams created with flags, events timing a kernel,
// cudaStreamWaitEvent, cudaMemcpyToSymbol/FromSymbol on __constant__ and
// __device__ variables, pinned memory from cudaMallocHost, cudaMemcpyAsync,
// cudaMemset, cudaGetDeviceProperties, cudaLaunchKernel with an argument
// array, dim3 launches, and CUDA's error values from bad input.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#define checkCudaErrors(call)                                                  \
  do {                                                                         \
    cudaError_t err = (call);                                                  \
    if (err != cudaSuccess) {                                                  \
      fprintf(stderr, "CUDA error at %s:%d code=%d (%s) \"%s\"\n", __FILE__,   \
              __LINE__, static_cast<int>(err), cudaGetErrorString(err),        \
              #call);                                                          \
      exit(EXIT_FAILURE);                                                      \
    }                                                                          \
  } while (0)

__constant__ int offsets[4];
__device__ int launches;

__global__ void addOffsets(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] += offsets[i % 4];
  if (i == 0)
    atomicAdd(&launches, 1);
}

__global__ void scale(int *data, int n, int factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor;
}

int main() {
  int failures = 0;
  cudaDeviceProp prop;
  checkCudaErrors(cudaGetDeviceProperties(&prop, 0));
  printf("Device 0: \"%s\", %d multiprocessors, warp size %d\n", prop.name,
         prop.multiProcessorCount, prop.warpSize);

  const int n = 1 << 14;
  int *h_data = NULL;
  checkCudaErrors(cudaMallocHost((void **)&h_data, n * sizeof(int)));
  for (int i = 0; i < n; ++i)
    h_data[i] = i;
  int *d_data = NULL;
  checkCudaErrors(cudaMalloc((void **)&d_data, n * sizeof(int)));

  const int h_offsets[4] = {1, 2, 3, 4};
  checkCudaErrors(cudaMemcpyToSymbol(offsets, h_offsets, sizeof(h_offsets)));
  const int zero = 0;
  checkCudaErrors(cudaMemcpyToSymbol(launches, &zero, sizeof(int)));

  cudaStream_t copyStream, computeStream;
  checkCudaErrors(
      cudaStreamCreateWithFlags(&copyStream, cudaStreamNonBlocking));
  checkCudaErrors(
      cudaStreamCreateWithFlags(&computeStream, cudaStreamNonBlocking));
  cudaEvent_t copied, start, stop;
  checkCudaErrors(cudaEventCreateWithFlags(&copied, cudaEventDisableTiming));
  checkCudaErrors(cudaEventCreate(&start));
  checkCudaErrors(cudaEventCreate(&stop));

  checkCudaErrors(cudaMemcpyAsync(d_data, h_data, n * sizeof(int),
                                  cudaMemcpyHostToDevice, copyStream));
  checkCudaErrors(cudaEventRecord(copied, copyStream));
  checkCudaErrors(cudaStreamWaitEvent(computeStream, copied, 0));
  checkCudaErrors(cudaEventRecord(start, computeStream));
  dim3 threads(128), grid((n + threads.x - 1) / threads.x);
  addOffsets<<<grid, threads, 0, computeStream>>>(d_data, n);
  checkCudaErrors(cudaGetLastError());
  int factor = 3;
  int count = n;
  void *args[] = {&d_data, &count, &factor};
  checkCudaErrors(cudaLaunchKernel((const void *)scale, grid, threads, args, 0,
                                   computeStream));
  checkCudaErrors(cudaEventRecord(stop, computeStream));
  checkCudaErrors(cudaMemcpyAsync(h_data, d_data, n * sizeof(int),
                                  cudaMemcpyDeviceToHost, computeStream));
  checkCudaErrors(cudaStreamSynchronize(computeStream));
  float ms = -1.0f;
  checkCudaErrors(cudaEventElapsedTime(&ms, start, stop));
  printf("two kernels: %.3f ms\n", ms);
  if (ms < 0.0f) {
    printf("negative elapsed time\n");
    ++failures;
  }
  for (int i = 0; i < n; ++i)
    if (h_data[i] != (i + 1 + i % 4) * 3) {
      printf("h_data[%d] = %d, expected %d\n", i, h_data[i],
             (i + 1 + i % 4) * 3);
      ++failures;
      break;
    }
  int h_launches = 0;
  checkCudaErrors(cudaMemcpyFromSymbol(&h_launches, launches, sizeof(int)));
  if (h_launches != 1) {
    printf("launches = %d\n", h_launches);
    ++failures;
  }

  checkCudaErrors(cudaMemset(d_data, 0, n * sizeof(int)));
  checkCudaErrors(
      cudaMemcpy(h_data, d_data, n * sizeof(int), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (h_data[i] != 0) {
      printf("cudaMemset left h_data[%d] = %d\n", i, h_data[i]);
      ++failures;
      break;
    }

  // Bad input gives CUDA's error values.
  scale<<<1, prop.maxThreadsPerBlock + 1>>>(d_data, n, 1);
  cudaError_t err = cudaGetLastError();
  printf("oversized block: %s\n", cudaGetErrorString(err));
  if (err != cudaErrorInvalidConfiguration && err != cudaErrorInvalidValue) {
    printf("expected cudaErrorInvalidConfiguration, got %d\n", (int)err);
    ++failures;
  }
  void *huge = NULL;
  err = cudaMalloc(&huge, prop.totalGlobalMem * 4 + (size_t(1) << 40));
  printf("huge cudaMalloc: %s\n", cudaGetErrorString(err));
  if (err != cudaErrorMemoryAllocation) {
    printf("expected cudaErrorMemoryAllocation, got %d\n", (int)err);
    ++failures;
  }
  cudaGetLastError();
  err = cudaSetDevice(1000);
  if (err != cudaErrorInvalidDevice) {
    printf("cudaSetDevice(1000): expected cudaErrorInvalidDevice, got %d\n",
           (int)err);
    ++failures;
  }
  if (strlen(cudaGetErrorString(cudaErrorInvalidValue)) == 0) {
    printf("no text for cudaErrorInvalidValue\n");
    ++failures;
  }

  checkCudaErrors(cudaEventDestroy(copied));
  checkCudaErrors(cudaEventDestroy(start));
  checkCudaErrors(cudaEventDestroy(stop));
  checkCudaErrors(cudaStreamDestroy(copyStream));
  checkCudaErrors(cudaStreamDestroy(computeStream));
  checkCudaErrors(cudaFree(d_data));
  checkCudaErrors(cudaFreeHost(h_data));
  checkCudaErrors(cudaDeviceSynchronize());
  printf("%s\n", failures ? "Test FAILED" : "Test PASSED");
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
