// The runtime calls CUDA samples make beside their launches: a CUDART_CB
// stream callback, cudaFuncSetAttribute, device limits and flags,
// stream-ordered cudaMallocAsync/cudaFreeAsync, the block size of
// cudaOccupancyMaxPotentialBlockSizeVariableSMem used for a launch whose
// shared memory grows with the block, and cudaMemset2D(Async) on pitched
// memory, each checked against the host.
#include <cstdio>
#include <cstdlib>
#include <vector>

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

static int failures = 0;

static void expect(bool ok, const char *what) {
  if (!ok) {
    fprintf(stderr, "FAILED: %s\n", what);
    ++failures;
  }
}

// Each block sums its part of in through shared memory of one float per
// thread and writes the sum to out[blockIdx.x].
__global__ void blockSums(const float *in, float *out, int n) {
  extern __shared__ float partial[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (threadIdx.x == 0) {
    float sum = 0;
    for (unsigned t = 0; t < blockDim.x; ++t)
      sum += partial[t];
    out[blockIdx.x] = sum;
  }
}

__global__ void iota(int *data, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = base + i;
}

static void CUDART_CB onStreamDone(cudaStream_t, cudaError_t status,
                                   void *userData) {
  *static_cast<int *>(userData) = status == cudaSuccess ? 1 : -1;
}

static void checkFlagsAndLimits() {
  checkCudaErrors(
      cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync | cudaDeviceMapHost));
  unsigned flags = 0;
  checkCudaErrors(cudaGetDeviceFlags(&flags));
  expect(flags == (cudaDeviceScheduleBlockingSync | cudaDeviceMapHost),
         "cudaGetDeviceFlags returns the flags set");

  const cudaLimit limits[] = {cudaLimitStackSize, cudaLimitPrintfFifoSize,
                              cudaLimitMallocHeapSize};
  for (cudaLimit limit : limits) {
    size_t value = 0;
    checkCudaErrors(cudaDeviceGetLimit(&value, limit));
    expect(value > 0, "a limit has a default");
    checkCudaErrors(cudaDeviceSetLimit(limit, 2 * value + 16));
    size_t set = 0;
    checkCudaErrors(cudaDeviceGetLimit(&set, limit));
    expect(set == 2 * value + 16, "cudaDeviceGetLimit returns the value set");
  }
  expect(cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, 4) ==
             cudaErrorUnsupportedLimit,
         "an unsupported limit is cudaErrorUnsupportedLimit");
  expect(cudaGetLastError() == cudaErrorUnsupportedLimit,
         "the unsupported limit is the last error");
}

static void checkFuncAttributes(const cudaDeviceProp &prop) {
  const int shared = static_cast<int>(prop.sharedMemPerBlock);
  checkCudaErrors(cudaFuncSetAttribute(
      blockSums, cudaFuncAttributeMaxDynamicSharedMemorySize, shared));
  checkCudaErrors(cudaFuncSetAttribute(
      blockSums, cudaFuncAttributePreferredSharedMemoryCarveout,
      cudaSharedmemCarveoutMaxShared));
  expect(cudaFuncSetAttribute(blockSums,
                              cudaFuncAttributeMaxDynamicSharedMemorySize,
                              shared + 1) == cudaErrorInvalidValue,
         "more dynamic shared memory than the device has is refused");
  expect(cudaFuncSetAttribute(blockSums,
                              cudaFuncAttributePreferredSharedMemoryCarveout,
                              101) == cudaErrorInvalidValue,
         "a carveout above 100% is refused");
  cudaGetLastError();
}

// The block size the occupancy calculator picks for shared memory of one
// float per thread, used for a launch whose sums are then checked.
static void checkVariableSharedMemory(const cudaDeviceProp &prop) {
  int minGridSize = 0, blockSize = 0;
  checkCudaErrors(cudaOccupancyMaxPotentialBlockSizeVariableSMem(
      &minGridSize, &blockSize, blockSums,
      [](int block) { return block * sizeof(float); }));
  printf("block size %d, minimum grid %d\n", blockSize, minGridSize);
  expect(blockSize > 0 && blockSize <= prop.maxThreadsPerBlock &&
             blockSize % prop.warpSize == 0 && minGridSize > 0,
         "the occupancy calculator picks a block size");
  int limited = 0;
  checkCudaErrors(cudaOccupancyMaxPotentialBlockSizeVariableSMem(
      &minGridSize, &limited, blockSums,
      [](int block) { return block * sizeof(float); }, prop.warpSize));
  expect(limited == prop.warpSize, "the block size limit is kept");
  if (blockSize <= 0)
    return;

  const int n = 5000, blocks = (n + blockSize - 1) / blockSize;
  std::vector<float> in(n);
  for (int i = 0; i < n; ++i)
    in[i] = static_cast<float>(i % 17);
  float *dIn, *dOut;
  checkCudaErrors(cudaMalloc(&dIn, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&dOut, blocks * sizeof(float)));
  checkCudaErrors(
      cudaMemcpy(dIn, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  blockSums<<<blocks, blockSize, blockSize * sizeof(float)>>>(dIn, dOut, n);
  checkCudaErrors(cudaGetLastError());
  std::vector<float> out(blocks);
  checkCudaErrors(cudaMemcpy(out.data(), dOut, blocks * sizeof(float),
                             cudaMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    float want = 0;
    for (int i = b * blockSize; i < n && i < (b + 1) * blockSize; ++i)
      want += in[i];
    expect(out[b] == want, "a block's sum");
  }
  checkCudaErrors(cudaFree(dIn));
  checkCudaErrors(cudaFree(dOut));
}

// cudaMallocAsync, a kernel and a copy in one stream, cudaFreeAsync behind
// them, and a callback once the stream is done.
static void checkStreamOrdered() {
  cudaStream_t stream;
  checkCudaErrors(cudaStreamCreate(&stream));
  const int n = 4096;
  int *dData = nullptr;
  checkCudaErrors(cudaMallocAsync(&dData, n * sizeof(int), stream));
  iota<<<(n + 255) / 256, 256, 0, stream>>>(dData, n, 7);
  std::vector<int> host(n);
  checkCudaErrors(cudaMemcpyAsync(host.data(), dData, n * sizeof(int),
                                  cudaMemcpyDeviceToHost, stream));
  checkCudaErrors(cudaFreeAsync(dData, stream));
  int callbackRan = 0;
  checkCudaErrors(cudaStreamAddCallback(stream, onStreamDone, &callbackRan, 0));
  checkCudaErrors(cudaStreamSynchronize(stream));
  for (int i = 0; i < n; ++i)
    if (host[i] != 7 + i) {
      expect(false, "memory from cudaMallocAsync holds the kernel's values");
      break;
    }
  expect(callbackRan == 1, "the CUDART_CB callback ran after the work");
  checkCudaErrors(cudaStreamDestroy(stream));
}

// A 2-D fill of a sub-rectangle of pitched memory, then one of its first
// rows in a stream: the padding and the rest stay as they were.
static void checkMemset2D() {
  const size_t width = 100, height = 37;
  unsigned char *dImage;
  size_t pitch = 0;
  checkCudaErrors(cudaMallocPitch(&dImage, &pitch, width, height));
  checkCudaErrors(cudaMemset(dImage, 0x11, pitch * height));
  checkCudaErrors(cudaMemset2D(dImage + 3 * pitch + 5, pitch, 0xab, 60, 20));
  cudaStream_t stream;
  checkCudaErrors(cudaStreamCreate(&stream));
  checkCudaErrors(cudaMemset2DAsync(dImage, pitch, 0x5c, width, 2, stream));
  checkCudaErrors(cudaStreamSynchronize(stream));
  checkCudaErrors(cudaStreamDestroy(stream));
  std::vector<unsigned char> image(pitch * height);
  checkCudaErrors(
      cudaMemcpy(image.data(), dImage, image.size(), cudaMemcpyDeviceToHost));
  int wrong = 0;
  for (size_t y = 0; y < height; ++y)
    for (size_t x = 0; x < pitch; ++x) {
      unsigned char want = 0x11;
      if (y < 2 && x < width)
        want = 0x5c;
      else if (y >= 3 && y < 23 && x >= 5 && x < 65)
        want = 0xab;
      wrong += image[y * pitch + x] != want;
    }
  expect(wrong == 0, "cudaMemset2D and cudaMemset2DAsync set their rectangles");
  expect(cudaMemset2D(dImage, pitch, 0, pitch + 1, 2) == cudaErrorInvalidValue,
         "rows wider than the pitch are refused");
  cudaGetLastError();
  checkCudaErrors(cudaFree(dImage));
}

int main() {
  cudaDeviceProp prop;
  checkCudaErrors(cudaGetDeviceProperties(&prop, 0));
  printf("Device 0: \"%s\", warp size %d\n", prop.name, prop.warpSize);
  checkFlagsAndLimits();
  checkFuncAttributes(prop);
  checkVariableSharedMemory(prop);
  checkStreamOrdered();
  checkMemset2D();
  printf("%s\n", failures ? "FAILED" : "PASSED");
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
