// The forms shared memory takes in HIP and CUDA code:
//  - one dynamic allocation seen through several `extern __shared__`
//    declarations: one at file scope, one inside a kernel, one inside a
//    __device__ function (all name the same memory), of different types;
//  - several arrays carved out of that allocation, as the CUDA programming
//    guide does (a short array, then a float array after it);
//  - HIP_DYNAMIC_SHARED, HIP's macro for the same declaration;
//  - a static __shared__ array declared inside a __device__ function, one
//    per block, beside the kernel's own static array and the dynamic one,
//    none of them overlapping;
// each launched twice with different dynamic sizes, checked on the host.
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

// The block's dynamic shared memory, as floats.
extern __shared__ float sharedFloats[];

// The sum of the first n ints of the dynamic shared memory: the same bytes
// the kernel wrote through its own declaration.
__device__ int sumSharedInts(int n) {
  extern __shared__ int sharedInts[];
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += sharedInts[i];
  return sum;
}

// Each thread: the block's sum of (blockIdx + threadIdx), then the value its
// mirror thread stored as a float.
__global__ void aliasedDeclarations(float *out) {
  extern __shared__ int ints[];
  int t = threadIdx.x, n = blockDim.x;
  ints[t] = blockIdx.x + t;
  __syncthreads();
  int sum = sumSharedInts(n);
  __syncthreads();
  sharedFloats[t] = 0.5f * t;
  __syncthreads();
  out[blockIdx.x * n + t] = sum + sharedFloats[n - 1 - t];
}

// The programming guide's arrays of different types in one allocation:
// n shorts, then n floats (4-byte aligned since n is even).
__global__ void carvedArrays(int *out) {
  extern __shared__ float array[];
  int n = blockDim.x, t = threadIdx.x;
  short *shorts = reinterpret_cast<short *>(array);
  float *floats = reinterpret_cast<float *>(&shorts[n]);
  shorts[t] = static_cast<short>(-t);
  floats[t] = 2.0f * t;
  __syncthreads();
  int mirror = n - 1 - t;
  out[blockIdx.x * n + t] = shorts[mirror] + static_cast<int>(floats[mirror]);
}

// HIP_DYNAMIC_SHARED: a block-wide running total (inclusive scan) of
// doubles in dynamic shared memory.
__global__ void hipDynamicShared(const double *in, double *out) {
  HIP_DYNAMIC_SHARED(double, scan)
  int t = threadIdx.x, n = blockDim.x;
  scan[t] = in[blockIdx.x * n + t];
  __syncthreads();
  for (int offset = 1; offset < n; offset *= 2) {
    double add = t >= offset ? scan[t - offset] : 0.0;
    __syncthreads();
    scan[t] += add;
    __syncthreads();
  }
  out[blockIdx.x * n + t] = scan[t];
}

constexpr int TILE = 64;

// A static __shared__ array in a __device__ function: the tile reversed.
__device__ int reversedInTile(int value) {
  __shared__ int tile[TILE];
  tile[threadIdx.x] = value;
  __syncthreads();
  int result = tile[TILE - 1 - threadIdx.x];
  __syncthreads();
  return result;
}

// The function's tile, the kernel's own static array and the dynamic memory
// written together: a store to one must not show in another.
__global__ void staticAndDynamic(int *out, int dynamicInts) {
  __shared__ int own[TILE];
  extern __shared__ int dyn[];
  int t = threadIdx.x;
  own[t] = 1000 + t;
  for (int i = t; i < dynamicInts; i += TILE)
    dyn[i] = 2000 + i;
  int reversed = reversedInTile(blockIdx.x * 100 + t);
  __syncthreads();
  int dynSum = 0;
  for (int i = 0; i < dynamicInts; ++i)
    dynSum += dyn[i];
  int *o = out + (blockIdx.x * TILE + t) * 3;
  o[0] = reversed;
  o[1] = own[TILE - 1 - t];
  o[2] = dynSum;
}

// Reports one mismatch (the first few); counts them all.
static void check(int &errors, bool ok, const char *what, int block, int thread,
                  double got, double want) {
  if (!ok && errors++ < 10)
    std::fprintf(stderr, "%s: block %d thread %d: %g, expected %g\n", what,
                 block, thread, got, want);
}

int main() {
  const int blocks = 6;
  int errors = 0;
  for (int n : {64, 128}) {
    float *dOut;
    HIP_CHECK(hipMalloc(&dOut, blocks * n * sizeof(float)));
    hipLaunchKernelGGL(aliasedDeclarations, dim3(blocks), dim3(n),
                       n * sizeof(float), 0, dOut);
    HIP_CHECK(hipGetLastError());
    std::vector<float> out(blocks * n);
    HIP_CHECK(hipMemcpy(out.data(), dOut, out.size() * sizeof(float),
                        hipMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b)
      for (int t = 0; t < n; ++t) {
        float want = b * n + n * (n - 1) / 2 + 0.5f * (n - 1 - t);
        check(errors, out[b * n + t] == want, "extern __shared__ aliases", b, t,
              out[b * n + t], want);
      }
    HIP_CHECK(hipFree(dOut));

    int *dInts;
    HIP_CHECK(hipMalloc(&dInts, blocks * n * sizeof(int)));
    size_t carved = n * (sizeof(short) + sizeof(float));
    carvedArrays<<<blocks, n, carved>>>(dInts);
    HIP_CHECK(hipGetLastError());
    std::vector<int> ints(blocks * n);
    HIP_CHECK(hipMemcpy(ints.data(), dInts, ints.size() * sizeof(int),
                        hipMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b)
      for (int t = 0; t < n; ++t) {
        int mirror = n - 1 - t, want = -mirror + 2 * mirror;
        check(errors, ints[b * n + t] == want, "arrays in one allocation", b, t,
              ints[b * n + t], want);
      }
    HIP_CHECK(hipFree(dInts));

    std::vector<double> in(blocks * n);
    for (int i = 0; i < blocks * n; ++i)
      in[i] = (i % 13) * 0.25;
    double *dIn, *dScan;
    HIP_CHECK(hipMalloc(&dIn, in.size() * sizeof(double)));
    HIP_CHECK(hipMalloc(&dScan, in.size() * sizeof(double)));
    HIP_CHECK(hipMemcpy(dIn, in.data(), in.size() * sizeof(double),
                        hipMemcpyHostToDevice));
    hipLaunchKernelGGL(hipDynamicShared, dim3(blocks), dim3(n),
                       n * sizeof(double), 0, dIn, dScan);
    HIP_CHECK(hipGetLastError());
    std::vector<double> scan(in.size());
    HIP_CHECK(hipMemcpy(scan.data(), dScan, scan.size() * sizeof(double),
                        hipMemcpyDeviceToHost));
    for (int b = 0; b < blocks; ++b) {
      double running = 0; // quarters: exact in any order
      for (int t = 0; t < n; ++t) {
        running += in[b * n + t];
        check(errors, scan[b * n + t] == running, "HIP_DYNAMIC_SHARED scan", b,
              t, scan[b * n + t], running);
      }
    }
    HIP_CHECK(hipFree(dIn));
    HIP_CHECK(hipFree(dScan));
  }

  for (int dynamicInts : {16, 300}) {
    int *dOut;
    HIP_CHECK(hipMalloc(&dOut, blocks * TILE * 3 * sizeof(int)));
    staticAndDynamic<<<blocks, TILE, dynamicInts * sizeof(int)>>>(dOut,
                                                                  dynamicInts);
    HIP_CHECK(hipGetLastError());
    std::vector<int> out(blocks * TILE * 3);
    HIP_CHECK(hipMemcpy(out.data(), dOut, out.size() * sizeof(int),
                        hipMemcpyDeviceToHost));
    int dynSum = 0;
    for (int i = 0; i < dynamicInts; ++i)
      dynSum += 2000 + i;
    for (int b = 0; b < blocks; ++b)
      for (int t = 0; t < TILE; ++t) {
        const int *o = &out[(b * TILE + t) * 3];
        int mirror = TILE - 1 - t;
        check(errors, o[0] == b * 100 + mirror,
              "__shared__ in a __device__ function", b, t, o[0],
              b * 100 + mirror);
        check(errors, o[1] == 1000 + mirror, "the kernel's static __shared__",
              b, t, o[1], 1000 + mirror);
        check(errors, o[2] == dynSum, "dynamic beside static __shared__", b, t,
              o[2], dynSum);
      }
    HIP_CHECK(hipFree(dOut));
  }

  std::printf("shared memory: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
