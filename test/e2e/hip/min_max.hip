// min and max as CUDA and HIP code calls them, on two arguments of
// different arithmetic types (min(size_t, int) for a block count, max(float,
// int), min(short, short)): each compares in the type C's usual arithmetic
// conversions give the pair and returns that type, in device code and, for
// the __host__ __device__ helper, on the host too. NaN loses, as with fmin.
// std::min on std::string shows the standard library's templates still
// work beside them.
#include <hip/hip_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <type_traits>

using namespace std;

#define HIP_CHECK(expr)                                                        \
  do {                                                                         \
    hipError_t status = (expr);                                                \
    if (status != hipSuccess) {                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   hipGetErrorString(status));                                 \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

// The types the device's min and max return.
static_assert(std::is_same<decltype(min(size_t(1), 2)), size_t>::value, "");
static_assert(std::is_same<decltype(max(1.5f, 2)), float>::value, "");
static_assert(std::is_same<decltype(max(1.5, 2)), double>::value, "");

enum Result {
  SizeAndInt,
  IntAndUnsigned,
  FloatAndInt,
  ShortMin,
  ShortMax,
  CharAndLongLong,
  NanAndInt,
  DoubleAndInt,
  UnsignedAndNegative,
  NumResults
};

__global__ void mixedMinMax(size_t n, int *out) {
  short a = 3, b = -4;
  int blocks = static_cast<int>(min(n, 1024));
  out[SizeAndInt] = blocks;
  out[IntAndUnsigned] = static_cast<int>(max(blocks, 3u));
  out[FloatAndInt] = static_cast<int>(min(2.5f, 3) * 10);
  out[ShortMin] = min(a, b);
  out[ShortMax] = max(a, b);
  out[CharAndLongLong] = static_cast<int>(max(static_cast<char>(1), -5LL));
  out[NanAndInt] = static_cast<int>(max(NAN, 2) * 10);
  out[DoubleAndInt] = static_cast<int>(max(1.5, 2) * 10);
  // -1 as an unsigned is the larger: the comparison is unsigned, as in C.
  out[UnsignedAndNegative] = max(1u, -1) == 0xffffffffu;
}

// The grid of a launch over n elements, capped, as samples size it.
__host__ __device__ int gridFor(size_t n, int threads) {
  return static_cast<int>(min((n + threads - 1) / threads, 1024));
}

__global__ void gridOnDevice(size_t n, int *out) { *out = gridFor(n, 256); }

int main() {
  int *dOut;
  HIP_CHECK(hipMalloc(&dOut, NumResults * sizeof(int)));
  const size_t n = 5000;
  mixedMinMax<<<1, 1>>>(n, dOut);
  HIP_CHECK(hipGetLastError());
  int out[NumResults];
  HIP_CHECK(hipMemcpy(out, dOut, sizeof out, hipMemcpyDeviceToHost));
  const int want[NumResults] = {1024, 1024, 25, -4, 3, 1, 20, 20, 1};
  static const char *names[NumResults] = {
      "min(size_t, int)",  "max(int, unsigned)", "min(float, int)",
      "min(short, short)", "max(short, short)",  "max(char, long long)",
      "max(NAN, int)",     "max(double, int)",   "max(unsigned, -1)"};
  int errors = 0;
  for (int r = 0; r < NumResults; ++r)
    if (out[r] != want[r]) {
      std::fprintf(stderr, "%s gave %d, expected %d\n", names[r], out[r],
                   want[r]);
      ++errors;
    }

  for (size_t elements : {size_t(1000), size_t(1) << 30}) {
    int onDevice = 0;
    gridOnDevice<<<1, 1>>>(elements, dOut);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(&onDevice, dOut, sizeof(int), hipMemcpyDeviceToHost));
    int onHost = gridFor(elements, 256);
    int wantGrid = elements == 1000 ? 4 : 1024;
    if (onDevice != wantGrid || onHost != wantGrid) {
      std::fprintf(stderr, "grid for %zu: device %d, host %d, expected %d\n",
                   elements, onDevice, onHost, wantGrid);
      ++errors;
    }
  }

  // The standard library's min and max, through using namespace std.
  std::string first = min(std::string("beta"), std::string("alpha"));
  long wider = max(3L, 4L);
  if (first != "alpha" || wider != 4 || max(2u, 7u) != 7u) {
    std::fprintf(stderr, "std::min/std::max on the host\n");
    ++errors;
  }
  HIP_CHECK(hipFree(dOut));
  std::printf("mixed-type min and max: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
