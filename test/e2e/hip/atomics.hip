// Every atomic of the HIP/CUDA device API on the types it exists for:
// atomicAdd/Sub/Exch/Min/Max/Inc/Dec/CAS/And/Or/Xor on int, unsigned int and
// unsigned long long, atomicAdd/Exch on float, atomicAdd on double, and the
// programming guide's atomicCAS loop (a double add through
// __double_as_longlong). Every thread of several blocks applies each
// operation once; the final values are what the host gets applying the same
// operands in any order, and the values atomicAdd and atomicExch return
// must be all distinct (each thread saw a different old value). The same
// atomics on static __shared__ scalars give each block's tallies.
#include <hip/hip_runtime.h>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <type_traits>
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

constexpr int kBlocks = 8, kThreads = 125, N = kBlocks * kThreads;
constexpr unsigned kWrap = 16; // atomicInc/atomicDec's limit

// The operands thread i uses: the kernels and the host reference share them.
__host__ __device__ int signedValue(int i) { return (i * 7919) % N - N / 2; }
__host__ __device__ unsigned unsignedValue(int i) {
  return 0x80000000u | unsigned(i * 2654435761u >> 8);
}
__host__ __device__ unsigned long long wideValue(int i) {
  return (0x9E3779B97F4A7C15ull * unsigned(i + 1)) >> (i % 5);
}

__global__ void intAtomics(int *v, int *oldAdd, int *oldExch) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  oldAdd[i] = atomicAdd(&v[0], 1);
  atomicSub(&v[1], 2);
  oldExch[i] = atomicExch(&v[2], i + 1);
  atomicMin(&v[3], signedValue(i));
  atomicMax(&v[4], signedValue(i));
  atomicAnd(&v[5], ~(1 << (i % 31)) | (i & 0x100));
  atomicOr(&v[6], 1 << (i % 31));
  atomicXor(&v[7], signedValue(i));
  int old = v[8], assumed;
  do {
    assumed = old;
    old = atomicCAS(&v[8], assumed, assumed + i);
  } while (old != assumed);
}

__global__ void unsignedAtomics(unsigned *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&v[0], unsignedValue(i));
  atomicSub(&v[1], 3u);
  atomicExch(&v[2], unsigned(i));
  atomicMin(&v[3], unsignedValue(i));
  atomicMax(&v[4], unsignedValue(i));
  atomicInc(&v[5], kWrap);
  atomicDec(&v[6], kWrap);
  atomicAnd(&v[7], unsignedValue(i) | 0x7fu);
  atomicOr(&v[8], unsignedValue(i) & 0xf0f0f0f0u);
  atomicXor(&v[9], unsignedValue(i));
  unsigned old = v[10], assumed;
  do {
    assumed = old;
    old = atomicCAS(&v[10], assumed, assumed ^ unsignedValue(i));
  } while (old != assumed);
}

__global__ void wideAtomics(unsigned long long *v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&v[0], wideValue(i));
  atomicExch(&v[1], wideValue(i));
  atomicMin(&v[2], wideValue(i));
  atomicMax(&v[3], wideValue(i));
  atomicAnd(&v[4], ~(1ull << (i % 64)) | (wideValue(i) & 1));
  atomicOr(&v[5], 1ull << (i % 61));
  atomicXor(&v[6], wideValue(i));
  unsigned long long old = v[7], assumed;
  do {
    assumed = old;
    old = atomicCAS(&v[7], assumed, assumed + wideValue(i));
  } while (old != assumed);
}

// The CUDA programming guide's double atomicAdd for devices without one.
__device__ double atomicAddViaCAS(double *address, double val) {
  unsigned long long *asWide = (unsigned long long *)address;
  unsigned long long old = *asWide, assumed;
  do {
    assumed = old;
    old = atomicCAS(asWide, assumed,
                    __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}

__global__ void floatAtomics(float *f, double *d, float *oldExch) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&f[0], 0.5f);
  oldExch[i] = atomicExch(&f[1], float(i + 1));
  atomicAdd(&d[0], 0.25);
  atomicAdd(&d[1], double(i) * 1e6);
  atomicAddViaCAS(&d[2], 1.5);
}

// Per-block tallies in static __shared__ scalars, as histogram and
// Monte-Carlo samples keep them: each thread adds to a counter and a float
// sum and raises a maximum, then thread 0 writes the block's results.
__global__ void sharedTallies(unsigned *counts, float *sums, int *maxima) {
  __shared__ unsigned count;
  __shared__ float sum;
  __shared__ int maximum;
  __shared__ unsigned long long wide;
  if (threadIdx.x == 0) {
    count = 0;
    sum = 0.0f;
    maximum = INT_MIN;
    wide = 0;
  }
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&count, 1u);
  atomicAdd(&sum, 0.5f);
  atomicMax(&maximum, signedValue(i));
  atomicAdd(&wide, 1ull << 32);
  __syncthreads();
  if (threadIdx.x == 0) {
    counts[blockIdx.x] = count + unsigned(wide >> 32);
    sums[blockIdx.x] = sum;
    maxima[blockIdx.x] = maximum;
  }
}

// The old values a set of threads saw must be the values 0..count-1 (or
// 1..count with the initial 0 among them) each once.
static int checkDistinct(const char *what, std::vector<long long> seen,
                         long long first) {
  std::sort(seen.begin(), seen.end());
  for (size_t k = 0; k < seen.size(); ++k)
    if (seen[k] != first + (long long)k) {
      std::fprintf(stderr, "%s: the returned old values are not distinct\n",
                   what);
      return 1;
    }
  return 0;
}

template <typename T> static int expectEqual(const char *what, T got, T want) {
  if (got == want)
    return 0;
  if (std::is_floating_point<T>::value)
    std::fprintf(stderr, "%s: got %.17g, expected %.17g\n", what, double(got),
                 double(want));
  else
    std::fprintf(stderr, "%s: got %lld, expected %lld\n", what, (long long)got,
                 (long long)want);
  return 1;
}

int main() {
  int errors = 0;

  // int
  std::vector<int> ints = {0, 0, 0, INT_MAX, INT_MIN, -1, 0, 0x55aa, 7};
  int *dInts, *dOldAdd, *dOldExch;
  HIP_CHECK(hipMalloc(&dInts, ints.size() * sizeof(int)));
  HIP_CHECK(hipMalloc(&dOldAdd, N * sizeof(int)));
  HIP_CHECK(hipMalloc(&dOldExch, N * sizeof(int)));
  HIP_CHECK(hipMemcpy(dInts, ints.data(), ints.size() * sizeof(int),
                      hipMemcpyHostToDevice));
  intAtomics<<<kBlocks, kThreads>>>(dInts, dOldAdd, dOldExch);
  HIP_CHECK(hipGetLastError());
  std::vector<int> gotInts(ints.size()), oldAdd(N), oldExch(N);
  HIP_CHECK(hipMemcpy(gotInts.data(), dInts, ints.size() * sizeof(int),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(oldAdd.data(), dOldAdd, N * sizeof(int),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(oldExch.data(), dOldExch, N * sizeof(int),
                      hipMemcpyDeviceToHost));
  std::vector<int> want = ints;
  for (int i = 0; i < N; ++i) {
    want[0] += 1;
    want[1] -= 2;
    want[3] = std::min(want[3], signedValue(i));
    want[4] = std::max(want[4], signedValue(i));
    want[5] &= ~(1 << (i % 31)) | (i & 0x100);
    want[6] |= 1 << (i % 31);
    want[7] ^= signedValue(i);
    want[8] += i;
  }
  const char *intNames[] = {"int atomicAdd", "int atomicSub", "int atomicExch",
                            "int atomicMin", "int atomicMax", "int atomicAnd",
                            "int atomicOr",  "int atomicXor", "int atomicCAS"};
  for (int k = 0; k < 9; ++k)
    if (k != 2)
      errors += expectEqual(intNames[k], gotInts[k], want[k]);
  errors += checkDistinct(
      "int atomicAdd", std::vector<long long>(oldAdd.begin(), oldAdd.end()), 0);
  // atomicExch: the old values and the final one are 0..N, each once.
  std::vector<long long> exchanged(oldExch.begin(), oldExch.end());
  exchanged.push_back(gotInts[2]);
  errors += checkDistinct("int atomicExch", exchanged, 0);

  // unsigned int
  std::vector<unsigned> uints = {1, 3 * N,    0,   UINT_MAX, 0,         0,
                                 0, UINT_MAX, 0x1, 0,        0xdeadbeef};
  unsigned *dUints;
  HIP_CHECK(hipMalloc(&dUints, uints.size() * sizeof(unsigned)));
  HIP_CHECK(hipMemcpy(dUints, uints.data(), uints.size() * sizeof(unsigned),
                      hipMemcpyHostToDevice));
  unsignedAtomics<<<kBlocks, kThreads>>>(dUints);
  HIP_CHECK(hipGetLastError());
  std::vector<unsigned> gotUints(uints.size());
  HIP_CHECK(hipMemcpy(gotUints.data(), dUints, uints.size() * sizeof(unsigned),
                      hipMemcpyDeviceToHost));
  std::vector<unsigned> wantU = uints;
  for (int i = 0; i < N; ++i) {
    wantU[0] += unsignedValue(i);
    wantU[1] -= 3u;
    wantU[3] = std::min(wantU[3], unsignedValue(i));
    wantU[4] = std::max(wantU[4], unsignedValue(i));
    wantU[5] = wantU[5] >= kWrap ? 0 : wantU[5] + 1;
    wantU[6] = (wantU[6] == 0 || wantU[6] > kWrap) ? kWrap : wantU[6] - 1;
    wantU[7] &= unsignedValue(i) | 0x7fu;
    wantU[8] |= unsignedValue(i) & 0xf0f0f0f0u;
    wantU[9] ^= unsignedValue(i);
    wantU[10] ^= unsignedValue(i);
  }
  const char *uintNames[] = {
      "unsigned atomicAdd", "unsigned atomicSub", "unsigned atomicExch",
      "unsigned atomicMin", "unsigned atomicMax", "unsigned atomicInc",
      "unsigned atomicDec", "unsigned atomicAnd", "unsigned atomicOr",
      "unsigned atomicXor", "unsigned atomicCAS"};
  for (int k = 0; k < 11; ++k)
    if (k != 2)
      errors += expectEqual(uintNames[k], gotUints[k], wantU[k]);
  if (gotUints[2] >= unsigned(N)) {
    std::fprintf(stderr, "unsigned atomicExch: %u is no thread's value\n",
                 gotUints[2]);
    ++errors;
  }

  // unsigned long long
  std::vector<unsigned long long> wides = {5, 0, ~0ull, 0, ~0ull, 0, 0, 1};
  unsigned long long *dWides;
  HIP_CHECK(hipMalloc(&dWides, wides.size() * sizeof(unsigned long long)));
  HIP_CHECK(hipMemcpy(dWides, wides.data(),
                      wides.size() * sizeof(unsigned long long),
                      hipMemcpyHostToDevice));
  wideAtomics<<<kBlocks, kThreads>>>(dWides);
  HIP_CHECK(hipGetLastError());
  std::vector<unsigned long long> gotWides(wides.size());
  HIP_CHECK(hipMemcpy(gotWides.data(), dWides,
                      wides.size() * sizeof(unsigned long long),
                      hipMemcpyDeviceToHost));
  std::vector<unsigned long long> wantW = wides;
  bool exchangedSomeValue = false;
  for (int i = 0; i < N; ++i) {
    wantW[0] += wideValue(i);
    exchangedSomeValue |= gotWides[1] == wideValue(i);
    wantW[2] = std::min(wantW[2], wideValue(i));
    wantW[3] = std::max(wantW[3], wideValue(i));
    wantW[4] &= ~(1ull << (i % 64)) | (wideValue(i) & 1);
    wantW[5] |= 1ull << (i % 61);
    wantW[6] ^= wideValue(i);
    wantW[7] += wideValue(i);
  }
  const char *wideNames[] = {"ull atomicAdd", "ull atomicExch", "ull atomicMin",
                             "ull atomicMax", "ull atomicAnd",  "ull atomicOr",
                             "ull atomicXor", "ull atomicCAS"};
  for (int k = 0; k < 8; ++k)
    if (k != 1 && gotWides[k] != wantW[k]) {
      std::fprintf(stderr, "%s: got %#llx, expected %#llx\n", wideNames[k],
                   gotWides[k], wantW[k]);
      ++errors;
    }
  if (!exchangedSomeValue) {
    std::fprintf(stderr, "ull atomicExch: %#llx is no thread's value\n",
                 gotWides[1]);
    ++errors;
  }

  // float and double
  float *dFloats, *dOldF;
  double *dDoubles;
  HIP_CHECK(hipMalloc(&dFloats, 2 * sizeof(float)));
  HIP_CHECK(hipMalloc(&dOldF, N * sizeof(float)));
  HIP_CHECK(hipMalloc(&dDoubles, 3 * sizeof(double)));
  HIP_CHECK(hipMemset(dFloats, 0, 2 * sizeof(float)));
  HIP_CHECK(hipMemset(dDoubles, 0, 3 * sizeof(double)));
  floatAtomics<<<kBlocks, kThreads>>>(dFloats, dDoubles, dOldF);
  HIP_CHECK(hipGetLastError());
  float floats[2];
  double doubles[3];
  std::vector<float> oldF(N);
  HIP_CHECK(hipMemcpy(floats, dFloats, sizeof(floats), hipMemcpyDeviceToHost));
  HIP_CHECK(
      hipMemcpy(doubles, dDoubles, sizeof(doubles), hipMemcpyDeviceToHost));
  HIP_CHECK(
      hipMemcpy(oldF.data(), dOldF, N * sizeof(float), hipMemcpyDeviceToHost));
  errors += expectEqual("float atomicAdd", floats[0], 0.5f * N);
  std::vector<long long> exchangedF(oldF.begin(), oldF.end());
  exchangedF.push_back((long long)floats[1]);
  errors += checkDistinct("float atomicExch", exchangedF, 0);
  errors += expectEqual("double atomicAdd", doubles[0], 0.25 * N);
  errors += expectEqual("double atomicAdd (large)", doubles[1],
                        double(N) * (N - 1) / 2 * 1e6);
  errors += expectEqual("double add through atomicCAS", doubles[2], 1.5 * N);

  // Static __shared__ scalars
  unsigned *dCounts;
  float *dSums;
  int *dMaxima;
  HIP_CHECK(hipMalloc(&dCounts, kBlocks * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&dSums, kBlocks * sizeof(float)));
  HIP_CHECK(hipMalloc(&dMaxima, kBlocks * sizeof(int)));
  sharedTallies<<<kBlocks, kThreads>>>(dCounts, dSums, dMaxima);
  HIP_CHECK(hipGetLastError());
  unsigned counts[kBlocks];
  float sums[kBlocks];
  int maxima[kBlocks];
  HIP_CHECK(hipMemcpy(counts, dCounts, sizeof(counts), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(sums, dSums, sizeof(sums), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(maxima, dMaxima, sizeof(maxima), hipMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b) {
    int want = INT_MIN;
    for (int t = 0; t < kThreads; ++t)
      want = std::max(want, signedValue(b * kThreads + t));
    errors += expectEqual("__shared__ atomicAdd", counts[b], 2u * kThreads);
    errors +=
        expectEqual("__shared__ float atomicAdd", sums[b], 0.5f * kThreads);
    errors += expectEqual("__shared__ atomicMax", maxima[b], want);
  }
  HIP_CHECK(hipFree(dCounts));
  HIP_CHECK(hipFree(dSums));
  HIP_CHECK(hipFree(dMaxima));

  HIP_CHECK(hipFree(dInts));
  HIP_CHECK(hipFree(dOldAdd));
  HIP_CHECK(hipFree(dOldExch));
  HIP_CHECK(hipFree(dUints));
  HIP_CHECK(hipFree(dWides));
  HIP_CHECK(hipFree(dFloats));
  HIP_CHECK(hipFree(dOldF));
  HIP_CHECK(hipFree(dDoubles));
  std::printf("atomics: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
