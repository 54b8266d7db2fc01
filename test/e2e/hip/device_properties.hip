// The device queries of the HIP samples' "device query": hipGetDeviceCount,
// hipGetDevice/hipSetDevice, hipGetDeviceProperties printed and checked for
// sanity and against hipDeviceGetAttribute, the runtime and driver versions,
// hipFuncGetAttributes of a kernel, and a launch with the block size
// hipOccupancyMaxPotentialBlockSize suggests.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
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

__global__ void iota(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = i;
}

static int attribute(hipDeviceAttribute_t which, int device) {
  int value = -1;
  HIP_CHECK(hipDeviceGetAttribute(&value, which, device));
  return value;
}

int main() {
  int count = 0;
  HIP_CHECK(hipGetDeviceCount(&count));
  std::printf("%d device(s)\n", count);
  expect(count >= 1, "at least one device");

  int runtimeVersion = 0, driverVersion = 0;
  HIP_CHECK(hipRuntimeGetVersion(&runtimeVersion));
  HIP_CHECK(hipDriverGetVersion(&driverVersion));
  std::printf("runtime version %d, driver version %d\n", runtimeVersion,
              driverVersion);
  expect(runtimeVersion > 0, "hipRuntimeGetVersion");

  for (int device = 0; device < count; ++device) {
    HIP_CHECK(hipSetDevice(device));
    int current = -1;
    HIP_CHECK(hipGetDevice(&current));
    expect(current == device, "hipGetDevice after hipSetDevice");

    hipDeviceProp_t prop;
    HIP_CHECK(hipGetDeviceProperties(&prop, device));
    std::printf("Device %d: %s\n", device, prop.name);
    std::printf("  compute capability      %d.%d\n", prop.major, prop.minor);
    std::printf("  global memory           %zu MiB\n",
                prop.totalGlobalMem >> 20);
    std::printf("  shared memory per block %zu bytes\n",
                prop.sharedMemPerBlock);
    std::printf("  constant memory         %zu bytes\n", prop.totalConstMem);
    std::printf("  registers per block     %d\n", prop.regsPerBlock);
    std::printf("  warp size               %d\n", prop.warpSize);
    std::printf("  max threads per block   %d\n", prop.maxThreadsPerBlock);
    std::printf("  max block dimensions    %d x %d x %d\n",
                prop.maxThreadsDim[0], prop.maxThreadsDim[1],
                prop.maxThreadsDim[2]);
    std::printf("  max grid dimensions     %d x %d x %d\n", prop.maxGridSize[0],
                prop.maxGridSize[1], prop.maxGridSize[2]);
    std::printf("  multiprocessors         %d\n", prop.multiProcessorCount);
    std::printf("  clock rate              %d kHz\n", prop.clockRate);

    expect(std::strlen(prop.name) > 0, "a name");
    expect(prop.totalGlobalMem > 0, "totalGlobalMem");
    expect(prop.sharedMemPerBlock > 0, "sharedMemPerBlock");
    expect(prop.warpSize > 0, "warpSize");
    expect(prop.maxThreadsPerBlock > 0, "maxThreadsPerBlock");
    for (int d = 0; d < 3; ++d) {
      expect(prop.maxThreadsDim[d] > 0 &&
                 prop.maxThreadsDim[d] <= prop.maxThreadsPerBlock,
             "0 < maxThreadsDim <= maxThreadsPerBlock");
      expect(prop.maxGridSize[d] > 0, "maxGridSize");
    }
    expect(prop.multiProcessorCount > 0, "multiProcessorCount");

    expect(attribute(hipDeviceAttributeMaxThreadsPerBlock, device) ==
               prop.maxThreadsPerBlock,
           "attribute MaxThreadsPerBlock");
    expect(attribute(hipDeviceAttributeWarpSize, device) == prop.warpSize,
           "attribute WarpSize");
    expect(attribute(hipDeviceAttributeMultiprocessorCount, device) ==
               prop.multiProcessorCount,
           "attribute MultiprocessorCount");
    expect(attribute(hipDeviceAttributeMaxBlockDimX, device) ==
               prop.maxThreadsDim[0],
           "attribute MaxBlockDimX");
    expect(attribute(hipDeviceAttributeMaxGridDimX, device) ==
               prop.maxGridSize[0],
           "attribute MaxGridDimX");
    expect(attribute(hipDeviceAttributeComputeCapabilityMajor, device) ==
               prop.major,
           "attribute ComputeCapabilityMajor");
    expect(size_t(attribute(hipDeviceAttributeMaxSharedMemoryPerBlock,
                            device)) == prop.sharedMemPerBlock,
           "attribute MaxSharedMemoryPerBlock");

    hipFuncAttributes funcAttributes;
    HIP_CHECK(hipFuncGetAttributes(&funcAttributes,
                                   reinterpret_cast<const void *>(&iota)));
    std::printf("  iota: max threads per block %d, %zu bytes shared\n",
                funcAttributes.maxThreadsPerBlock,
                funcAttributes.sharedSizeBytes);
    expect(funcAttributes.maxThreadsPerBlock > 0 &&
               funcAttributes.maxThreadsPerBlock <= prop.maxThreadsPerBlock,
           "hipFuncGetAttributes maxThreadsPerBlock");

    int minGridSize = 0, blockSize = 0;
    HIP_CHECK(hipOccupancyMaxPotentialBlockSize(&minGridSize, &blockSize, iota,
                                                0, 0));
    std::printf("  iota: suggested block size %d, minimum grid %d\n", blockSize,
                minGridSize);
    expect(blockSize > 0 && blockSize <= funcAttributes.maxThreadsPerBlock,
           "hipOccupancyMaxPotentialBlockSize block size");
    expect(minGridSize > 0, "hipOccupancyMaxPotentialBlockSize grid size");

    const int n = 10000;
    int *d;
    HIP_CHECK(hipMalloc(&d, n * sizeof(int)));
    iota<<<(n + blockSize - 1) / blockSize, blockSize>>>(d, n);
    HIP_CHECK(hipGetLastError());
    std::vector<int> out(n);
    HIP_CHECK(hipMemcpy(out.data(), d, n * sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipFree(d));
    bool ok = true;
    for (int i = 0; i < n; ++i)
      ok &= out[i] == i;
    expect(ok, "a launch with the suggested block size");
  }
  HIP_CHECK(hipSetDevice(0));
  HIP_CHECK(hipDeviceSynchronize());
  std::printf("device_properties: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
