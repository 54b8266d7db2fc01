// Range guards at the edges of a launch, as kernels write them: the element
// count is not a multiple of the block, the guard is `if (i < n)`, an early
// `return` past the end, a signed int index, a 2-D guard on rows and
// columns, and an unsigned 32-bit index that wraps inside one block. Each
// kernel marks the elements its guard lets through; the host computes the
// same marks and compares every one. (On OpenCL devices Prism adds a
// work-group-wide test to such guards, llvm-passes/WorkGroupGuards.cpp; it
// must never change which work-items pass.)
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

__global__ void markBelow(int *marks, size_t n) {
  size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    marks[i] = 1;
}

__global__ void markUnlessPast(int *marks, size_t n) {
  size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  marks[i] = 2;
}

__global__ void markSigned(int *marks, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (n > i)
    marks[i] = 3;
}

__global__ void markTile(int *marks, int rows, int cols) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row < rows && col < cols)
    marks[row * cols + col] = 4;
}

// Index base + thread: it passes 0xffffffff and starts again from 0 within
// the block, where the guard holds again.
__global__ void markWrapping(int *marks, unsigned base, unsigned bound) {
  unsigned i = base + blockIdx.x * blockDim.x + threadIdx.x;
  if (i < bound)
    marks[blockIdx.x * blockDim.x + threadIdx.x] = 5;
}

static int failures = 0;

static void expect(const char *what, const std::vector<int> &got,
                   const std::vector<int> &want) {
  for (size_t i = 0; i < want.size(); ++i)
    if (got[i] != want[i]) {
      std::printf("%s: element %zu is %d, expected %d\n", what, i, got[i],
                  want[i]);
      ++failures;
      return;
    }
}

int main() {
  const int block = 128;
  const size_t n = 1000; // 7 full blocks and a tail of 104
  const size_t capacity = 1024;
  int *marks;
  HIP_CHECK(hipMalloc(&marks, capacity * sizeof(int)));
  std::vector<int> got(capacity), want(capacity);

  auto run = [&](const char *what, auto launch, auto reference) {
    HIP_CHECK(hipMemset(marks, 0, capacity * sizeof(int)));
    launch();
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpy(got.data(), marks, capacity * sizeof(int),
                        hipMemcpyDeviceToHost));
    for (size_t i = 0; i < capacity; ++i)
      want[i] = reference(i);
    expect(what, got, want);
  };

  const unsigned blocks = unsigned((capacity + block - 1) / block);
  run(
      "i < n", [&] { markBelow<<<blocks, block>>>(marks, n); },
      [&](size_t i) { return i < n ? 1 : 0; });
  run(
      "i >= n return",
      [&] {
        hipLaunchKernelGGL(markUnlessPast, blocks, block, 0, 0, marks, n);
      },
      [&](size_t i) { return i < n ? 2 : 0; });
  run(
      "signed n > i", [&] { markSigned<<<blocks, block>>>(marks, int(n)); },
      [&](size_t i) { return int(i) < int(n) ? 3 : 0; });
  const int rows = 27, cols = 37; // neither a multiple of the 16 x 8 tile
  run(
      "2-D tile",
      [&] { markTile<<<dim3(3, 4), dim3(16, 8)>>>(marks, rows, cols); },
      [&](size_t i) { return i < size_t(rows * cols) ? 4 : 0; });
  const unsigned base = 0xffffffffu - 300, bound = 0xffffffffu - 40;
  run(
      "wrapping unsigned index",
      [&] { markWrapping<<<blocks, block>>>(marks, base, bound); },
      [&](size_t i) { return unsigned(base + unsigned(i)) < bound ? 5 : 0; });

  HIP_CHECK(hipFree(marks));
  std::printf("%s\n", failures ? "FAILED" : "PASSED");
  return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
