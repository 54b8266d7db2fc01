// Bad input to the HIP runtime, each refused with HIP's error code while the
// runtime keeps working: launch configurations the device cannot run (a
// block above the device's limit, in total and in one dimension, a zero
// grid, a zero block, more dynamic shared memory than a block has) reported
// by hipGetLastError, which then reads hipSuccess again; hipMalloc of more
// than the device has; null and foreign pointers to hipMemcpy and hipFree;
// hipSetDevice and hipGetDeviceProperties of a device that does not exist.
// After each, a correct launch must still compute the right result.
#include <hip/hip_runtime.h>

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

// Checks that `got` is one of the accepted codes, naming both.
static void expectError(const char *what, hipError_t got, hipError_t want,
                        hipError_t alternative = hipSuccess) {
  std::printf("%s: %s (%s)\n", what, hipGetErrorName(got),
              hipGetErrorString(got));
  if (got != want && (alternative == hipSuccess || got != alternative)) {
    std::fprintf(stderr, "%s: got %s, expected %s\n", what,
                 hipGetErrorName(got), hipGetErrorName(want));
    ++errors;
  }
}

__global__ void fill(int *out, int n, int value) {
  extern __shared__ int scratch[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = value;
  (void)scratch;
}

// A correct launch after the bad input: the runtime must still work.
static void expectWorking(const char *after, int *d, int n, int value) {
  fill<<<(n + 63) / 64, 64>>>(d, n, value);
  hipError_t launch = hipGetLastError();
  std::vector<int> host(n);
  hipError_t copy =
      hipMemcpy(host.data(), d, n * sizeof(int), hipMemcpyDeviceToHost);
  bool ok = launch == hipSuccess && copy == hipSuccess;
  for (int i = 0; i < n && ok; ++i)
    ok = host[i] == value;
  if (!ok) {
    std::fprintf(stderr, "after %s: a correct launch failed (%s, %s)\n", after,
                 hipGetErrorName(launch), hipGetErrorName(copy));
    ++errors;
  }
}

int main() {
  hipDeviceProp_t prop;
  HIP_CHECK(hipGetDeviceProperties(&prop, 0));
  const int n = 1000;
  int *d;
  HIP_CHECK(hipMalloc(&d, n * sizeof(int)));
  expectWorking("nothing", d, n, 1);

  // Launch configurations.
  fill<<<1, prop.maxThreadsPerBlock + 1>>>(d, n, 2);
  expectError("block above maxThreadsPerBlock", hipGetLastError(),
              hipErrorInvalidConfiguration, hipErrorInvalidValue);
  expectError("hipGetLastError again", hipGetLastError(), hipSuccess);
  expectWorking("a block too large", d, n, 3);

  if (prop.maxThreadsDim[2] < prop.maxThreadsPerBlock) {
    fill<<<1, dim3(1, 1, prop.maxThreadsDim[2] + 1)>>>(d, n, 2);
    expectError("block z above maxThreadsDim[2]", hipGetLastError(),
                hipErrorInvalidConfiguration, hipErrorInvalidValue);
    expectWorking("a block too deep", d, n, 4);
  }

  fill<<<0, 64>>>(d, n, 2);
  expectError("zero grid", hipGetLastError(), hipErrorInvalidConfiguration,
              hipErrorInvalidValue);
  expectWorking("a zero grid", d, n, 5);

  fill<<<dim3(4, 0, 1), 64>>>(d, n, 2);
  expectError("zero grid in y", hipGetLastError(), hipErrorInvalidConfiguration,
              hipErrorInvalidValue);

  fill<<<1, 0>>>(d, n, 2);
  expectError("zero block", hipGetLastError(), hipErrorInvalidConfiguration,
              hipErrorInvalidValue);
  expectWorking("a zero block", d, n, 6);

  fill<<<1, 64, prop.sharedMemPerBlock + 1>>>(d, n, 2);
  expectError("dynamic shared memory above sharedMemPerBlock",
              hipGetLastError(), hipErrorInvalidConfiguration,
              hipErrorInvalidValue);
  expectWorking("too much shared memory", d, n, 7);

  // The same launch with the shared memory it may have works.
  fill<<<(n + 63) / 64, 64, prop.sharedMemPerBlock / 2>>>(d, n, 8);
  expectError("half the shared memory", hipGetLastError(), hipSuccess);

  // Allocation beyond the device.
  void *huge = nullptr;
  size_t tooMuch = prop.totalGlobalMem * 4 + (size_t(1) << 40);
  expectError("hipMalloc of more than the device has",
              hipMalloc(&huge, tooMuch), hipErrorOutOfMemory);
  (void)hipGetLastError();
  expectWorking("a failed hipMalloc", d, n, 9);

  // Null and foreign pointers.
  std::vector<int> host(n, 0);
  expectError(
      "hipMemcpy to a null pointer",
      hipMemcpy(nullptr, host.data(), n * sizeof(int), hipMemcpyHostToDevice),
      hipErrorInvalidValue);
  expectError(
      "hipMemcpy from a null pointer",
      hipMemcpy(host.data(), nullptr, n * sizeof(int), hipMemcpyDeviceToHost),
      hipErrorInvalidValue);
  int *foreign = new int[n];
  expectError(
      "hipMemcpy from a pointer of no allocation",
      hipMemcpy(host.data(), foreign, n * sizeof(int), hipMemcpyDeviceToHost),
      hipErrorInvalidValue);
  expectError(
      "hipMemcpy past the end of an allocation",
      hipMemcpy(host.data(), d + 1, n * sizeof(int), hipMemcpyDeviceToHost),
      hipErrorInvalidValue);
  expectError("hipFree of a pointer of no allocation", hipFree(foreign),
              hipErrorInvalidValue);
  expectError("hipFree of an interior pointer", hipFree(d + 1),
              hipErrorInvalidValue);
  expectError("hipFree(nullptr)", hipFree(nullptr), hipSuccess);
  delete[] foreign;
  (void)hipGetLastError();
  expectWorking("bad pointers", d, n, 10);

  // Devices that do not exist.
  int count = 0;
  HIP_CHECK(hipGetDeviceCount(&count));
  expectError("hipSetDevice(count)", hipSetDevice(count),
              hipErrorInvalidDevice);
  expectError("hipSetDevice(-1)", hipSetDevice(-1), hipErrorInvalidDevice);
  expectError("hipGetDeviceProperties(count)",
              hipGetDeviceProperties(&prop, count), hipErrorInvalidDevice);
  int current = -1;
  HIP_CHECK(hipGetDevice(&current));
  if (current != 0) {
    std::fprintf(stderr, "a failed hipSetDevice changed the device to %d\n",
                 current);
    ++errors;
  }
  (void)hipGetLastError();
  expectWorking("bad devices", d, n, 11);

  HIP_CHECK(hipFree(d));
  std::printf("bad_input: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
