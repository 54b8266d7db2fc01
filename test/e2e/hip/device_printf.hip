// printf in HIP kernels: C's conversions on integers of every width,
// floating point, characters and strings, from a kernel, from a __device__
// function called by two kernels, in a loop, and with a 2-D block.
// compare_output.py checks stdout against device_printf.expected: each
// line starts with the thread that printed it, and the "==" lines the host
// prints after hipDeviceSynchronize must come after all of a kernel's output.
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>

#define HIP_CHECK(expr)                                                        \
  do {                                                                         \
    hipError_t status = (expr);                                                \
    if (status != hipSuccess) {                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   hipGetErrorString(status));                                 \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

static void section(const char *title) {
  std::printf("== %s\n", title);
  std::fflush(stdout);
}

__global__ void conversions() {
  printf("task int %d %i|%5d|%-5d|%05d|%+d\n", -42, 7, 42, 42, 42, 42);
  printf("task unsigned %u %o %x %X %#x\n", 4000000000u, 8u, 255u, 255u, 255u);
  printf("task long %ld %lu %lld %llx\n", -9000000000L, 18000000000UL,
         -1234567890123LL, 0x123456789abcdefULL);
  printf("task double %f %.2f %e %g\n", 1.5, 3.14159, 12345.678, 1e-5);
  printf("task float %f %.1f\n", 0.25f, 2.75f);
  printf("task text %c%c%c %s|%8s|%-6s|\n", 'H', 'I', 'P', "literal", "right",
         "left");
  printf("task percent 100%%\n");
}

__device__ void report(int thread, const char *what, int value) {
  printf("t%d %s %d\n", thread, what, value);
}

__global__ void threads() {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  printf("t%d block %d thread %d of %d\n", t, blockIdx.x, threadIdx.x,
         blockDim.x);
  report(t, "twice", t * 10);
  report(t, "twice", t * 10 + 1);
  for (int k = 0; k < 3; ++k)
    printf("t%d loop %d\n", t, k);
}

__global__ void again() { report(threadIdx.x, "again", 7); }

__global__ void twoDimensional() {
  printf("xy%d%d at (%d, %d) in (%d, %d)\n", threadIdx.x, threadIdx.y,
         threadIdx.x, threadIdx.y, blockDim.x, blockDim.y);
}

int main() {
  section("conversions");
  conversions<<<1, 1>>>();
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());

  section("threads");
  threads<<<2, 3>>>();
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());

  section("another kernel");
  hipLaunchKernelGGL(again, dim3(1), dim3(2), 0, 0);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());

  section("2-D block");
  twoDimensional<<<1, dim3(2, 2)>>>();
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());

  section("host");
  std::printf("host done\n");
  return 0;
}
