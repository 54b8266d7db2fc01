// hipDeviceReset as programs use it between phases: it waits for the
// device, then releases everything the program created on it (memory,
// streams, events), and the device works again. On a discrete GPU the first
// phase holds 60% of the device's memory, which the second phase can only
// allocate again if the reset gave it back; on a device that shares the
// host's memory (PoCL) the phases allocate 64 MiB. Either way hipMemGetInfo
// shows the memory back, and a kernel launched after the reset, on the null
// stream and on a new stream, computes the right values.
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
static void expect(bool condition, const char *what) {
  if (!condition) {
    std::printf("failed: %s\n", what);
    ++errors;
  }
}

__global__ void affine(const int *in, int *out, int scale, int offset, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * scale + offset;
}

// Copies in to the device, runs affine on the stream, and checks the result.
static void runAffine(hipStream_t stream, int scale, int offset,
                      const char *what) {
  const int n = 1 << 16;
  std::vector<int> in(n), out(n);
  for (int i = 0; i < n; ++i)
    in[i] = i - n / 2;
  int *dIn = nullptr, *dOut = nullptr;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(int)));
  HIP_CHECK(hipMemcpyAsync(dIn, in.data(), n * sizeof(int),
                           hipMemcpyHostToDevice, stream));
  affine<<<(n + 255) / 256, 256, 0, stream>>>(dIn, dOut, scale, offset, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipMemcpyAsync(out.data(), dOut, n * sizeof(int),
                           hipMemcpyDeviceToHost, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    if (out[i] != in[i] * scale + offset && wrong++ < 5)
      std::printf("%s: out[%d] = %d, expected %d\n", what, i, out[i],
                  in[i] * scale + offset);
  expect(wrong == 0, what);
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dOut));
}

int main() {
  hipDeviceProp_t prop;
  HIP_CHECK(hipGetDeviceProperties(&prop, 0));
  size_t freeAtStart = 0, total = 0;
  HIP_CHECK(hipMemGetInfo(&freeAtStart, &total));
  const size_t held =
      prop.integrated ? size_t(64) << 20 : freeAtStart / 10 * 6;
  std::printf("device '%s', holding %zu MiB of %zu MiB\n", prop.name,
              held >> 20, total >> 20);

  // Phase one: a large allocation, a stream, an event, and a kernel.
  char *big = nullptr;
  HIP_CHECK(hipMalloc(&big, held));
  HIP_CHECK(hipMemset(big, 1, held));
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  hipEvent_t done;
  HIP_CHECK(hipEventCreate(&done));
  runAffine(stream, 3, 1, "before the reset, on a stream");
  HIP_CHECK(hipEventRecord(done, stream));
  size_t freeHeld = 0;
  HIP_CHECK(hipMemGetInfo(&freeHeld, &total));
  expect(freeAtStart - freeHeld >= held, "hipMemGetInfo counts the allocation");

  // Nothing is freed by hand: the reset releases it all.
  HIP_CHECK(hipDeviceReset());
  size_t freeAfter = 0;
  HIP_CHECK(hipMemGetInfo(&freeAfter, &total));
  expect(freeAfter == freeAtStart, "hipMemGetInfo shows the memory back");
  expect(hipFree(big) == hipErrorInvalidValue,
         "the reset freed the allocation: hipFree no longer knows it");
  expect(hipStreamQuery(stream) == hipErrorInvalidHandle,
         "the reset destroyed the stream");
  expect(hipEventQuery(done) == hipErrorInvalidHandle,
         "the reset destroyed the event");
  hipGetLastError();

  // Phase two: the same again.
  HIP_CHECK(hipMalloc(&big, held));
  HIP_CHECK(hipMemset(big, 2, held));
  char last = 0;
  HIP_CHECK(hipMemcpy(&last, big + held - 1, 1, hipMemcpyDeviceToHost));
  expect(last == 2, "the new allocation is usable");
  runAffine(nullptr, -2, 7, "after the reset, on the null stream");
  HIP_CHECK(hipStreamCreate(&stream));
  runAffine(stream, 5, -3, "after the reset, on a new stream");
  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(big));

  std::printf("device reset: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
