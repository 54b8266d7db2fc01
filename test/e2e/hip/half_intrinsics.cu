// The rest of <cuda_fp16.h> and the basics of <cuda_bf16.h>, each result
// checked against a value worked out by hand: float to half in the four
// rounding modes (at ties, past the largest half, below the smallest),
// half to integers with saturation, ordered and unordered comparisons with
// NaN on __half and __half2, the saturating and ReLU forms, the
// NaN-propagating maximum, the h2 math functions, __half_raw, warp
// shuffles of __half and __half2 (a warp sum, for the device's warpSize),
// atomicAdd on __half (both halves of a word) and __half2, and
// __nv_bfloat16 and __nv_bfloat162 conversions and arithmetic.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define checkCudaErrors(expr)                                                  \
  do {                                                                         \
    cudaError_t status = (expr);                                               \
    if (status != cudaSuccess) {                                               \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   cudaGetErrorString(status));                                \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

static_assert(sizeof(__nv_bfloat16) == 2 && alignof(__nv_bfloat16) == 2, "");
static_assert(sizeof(__nv_bfloat162) == 4 && alignof(__nv_bfloat162) == 4, "");

constexpr float Ulp = 1.0f / 1024; // half's spacing at 1
constexpr float Inf = INFINITY;

struct Case {
  const char *name;
  float expected; // NAN: the result must be a NaN
};

// One float per case, in this order.
static const Case Cases[] = {
    {"__float2half_rn(1 + 0.3 ulp)", 1.0f},
    {"__float2half_rz(1 + 0.7 ulp)", 1.0f},
    {"__float2half_rd(1 + 0.7 ulp)", 1.0f},
    {"__float2half_ru(1 + 0.3 ulp)", 1.0f + Ulp},
    {"__float2half_rn(-(1 + 0.7 ulp))", -1.0f - Ulp},
    {"__float2half_rz(-(1 + 0.7 ulp))", -1.0f},
    {"__float2half_rd(-(1 + 0.3 ulp))", -1.0f - Ulp},
    {"__float2half_ru(-(1 + 0.7 ulp))", -1.0f},
    {"__float2half_rn(70000)", Inf},
    {"__float2half_rz(70000)", 65504.0f},
    {"__float2half_rd(-70000)", -Inf},
    {"__float2half_ru(-70000)", -65504.0f},
    {"__float2half_ru(1e-10)", 1.0f / (1 << 24)},
    {"__float2half_rd(-1e-10)", -1.0f / (1 << 24)},
    {"__float2half_rd(1e-10)", 0.0f},
    {"__int2half_rz(2049)", 2048.0f},
    {"__int2half_ru(2049)", 2050.0f},
    {"__half2short_rn(65504)", 32767.0f},
    {"__half2ushort_rz(-3.5)", 0.0f},
    {"__half2uint_ru(2.25)", 3.0f},
    {"__half2ll_rd(-2.5)", -3.0f},
    {"__half2int_rn(NaN) as uint", 0.0f},
    {"__heq(NaN, 1)", 0.0f},
    {"__hequ(NaN, 1)", 1.0f},
    {"__hltu(2, 1)", 0.0f},
    {"__hne(NaN, 1)", 1.0f},
    {"__hlt2(1,3 ; 2,2) low", 1.0f},
    {"__hlt2(1,3 ; 2,2) high", 0.0f},
    {"__hbgt2(3,4 ; 2,2)", 1.0f},
    {"__hbgt2(3,1 ; 2,2)", 0.0f},
    {"__hadd_sat(0.75, 0.5)", 1.0f},
    {"__hsub_sat(0.25, 0.5)", 0.0f},
    {"__hfma_relu(-2, 3, 1)", 0.0f},
    {"__hfma_sat(0.5, 0.5, 0.25)", 0.5f},
    {"__hmax_nan(NaN, 1)", NAN},
    {"__hmax(NaN, 1)", 1.0f},
    {"h2sqrt(4, 9) low", 2.0f},
    {"h2sqrt(4, 9) high", 3.0f},
    {"h2exp2(3, -1) high", 0.5f},
    {"h2rcp(4, 8) high", 0.125f},
    {"__half_raw 0x3c00", 1.0f},
    {"__hisnan2(NaN, 1) high", 0.0f},
    {"__float2bfloat16(1 + 2^-8), a tie to even", 1.0f},
    {"__float2bfloat16(1 + 3 * 2^-8), a tie to even", 1.015625f},
    {"__float2bfloat16_rz(1 + 3 * 2^-8)", 1.0078125f},
    {"__float2bfloat16(NaN)", NAN},
    {"__hadd(bf16 1, bf16 2^-8)", 1.0f},
    {"__hmul(bf16 3, bf16 -0.5)", -1.5f},
    {"__hfma(bf16 1.5, bf16 2, bf16 0.25)", 3.25f},
    {"bf16 operators (1.5 * 2 - 1) / 4", 0.5f},
    {"__hlt(bf16 1, bf16 2)", 1.0f},
    {"__hadd2(bf162 1,2 ; 0.5,0.25) high", 2.25f},
    {"__bfloat162float(__habs(-2.5))", 2.5f},
    {"hsqrt(bf16 16)", 4.0f},
    {"__bfloat16_as_ushort(1.0)", float(0x3f80)},
};
constexpr int NumCases = sizeof(Cases) / sizeof(Cases[0]);

__global__ void intrinsics(float *out) {
  const float nan = __int_as_float(0x7fc00000);
  const __half one = 1.0f, two = 2.0f, hnan = nan;
  const float below = 1.0f + 0.3f * Ulp, above = 1.0f + 0.7f * Ulp;
  int k = 0;
  out[k++] = __float2half_rn(below);
  out[k++] = __float2half_rz(above);
  out[k++] = __float2half_rd(above);
  out[k++] = __float2half_ru(below);
  out[k++] = __float2half_rn(-above);
  out[k++] = __float2half_rz(-above);
  out[k++] = __float2half_rd(-below);
  out[k++] = __float2half_ru(-above);
  out[k++] = __float2half_rn(70000.0f);
  out[k++] = __float2half_rz(70000.0f);
  out[k++] = __float2half_rd(-70000.0f);
  out[k++] = __float2half_ru(-70000.0f);
  out[k++] = __float2half_ru(1e-10f);
  out[k++] = __float2half_rd(-1e-10f);
  out[k++] = __float2half_rd(1e-10f);
  out[k++] = __int2half_rz(2049);
  out[k++] = __int2half_ru(2049);
  out[k++] = __half2short_rn(__float2half(65504.0f));
  out[k++] = __half2ushort_rz(__float2half(-3.5f));
  out[k++] = __half2uint_ru(__float2half(2.25f));
  out[k++] = __half2ll_rd(__float2half(-2.5f));
  out[k++] = __half2uint_rn(hnan);
  out[k++] = __heq(hnan, one);
  out[k++] = __hequ(hnan, one);
  out[k++] = __hltu(two, one);
  out[k++] = __hne(hnan, one);
  const __half2 lt = __hlt2(__floats2half2_rn(1, 3), __float2half2_rn(2));
  out[k++] = __low2float(lt);
  out[k++] = __high2float(lt);
  out[k++] = __hbgt2(__floats2half2_rn(3, 4), __float2half2_rn(2));
  out[k++] = __hbgt2(__floats2half2_rn(3, 1), __float2half2_rn(2));
  out[k++] = __hadd_sat(__float2half(0.75f), __float2half(0.5f));
  out[k++] = __hsub_sat(__float2half(0.25f), __float2half(0.5f));
  out[k++] = __hfma_relu(__float2half(-2), __float2half(3), one);
  out[k++] = __hfma_sat(__float2half(0.5f), __float2half(0.5f),
                        __float2half(0.25f));
  out[k++] = __hmax_nan(hnan, one);
  out[k++] = __hmax(hnan, one);
  const __half2 roots = h2sqrt(__floats2half2_rn(4, 9));
  out[k++] = __low2float(roots);
  out[k++] = __high2float(roots);
  out[k++] = __high2float(h2exp2(__floats2half2_rn(3, -1)));
  out[k++] = __high2float(h2rcp(__floats2half2_rn(4, 8)));
  __half_raw raw;
  raw.x = 0x3c00;
  out[k++] = __half(raw);
  out[k++] = __high2float(__hisnan2(__halves2half2(hnan, one)));

  out[k++] = __float2bfloat16(1.0f + 1.0f / 256);
  out[k++] = __float2bfloat16(1.0f + 3.0f / 256);
  out[k++] = __float2bfloat16_rz(1.0f + 3.0f / 256);
  out[k++] = __float2bfloat16(nan);
  const __nv_bfloat16 b1 = 1.0f, b2 = 2.0f;
  out[k++] = __hadd(b1, __float2bfloat16(1.0f / 256));
  out[k++] = __hmul(__float2bfloat16(3), __float2bfloat16(-0.5f));
  out[k++] = __hfma(__float2bfloat16(1.5f), b2, __float2bfloat16(0.25f));
  out[k++] = (__float2bfloat16(1.5f) * b2 - b1) / __float2bfloat16(4);
  out[k++] = __hlt(b1, b2);
  const __nv_bfloat162 sum =
      __hadd2(__floats2bfloat162_rn(1, 2), __floats2bfloat162_rn(0.5f, 0.25f));
  out[k++] = __high2float(sum);
  out[k++] = __bfloat162float(__habs(__float2bfloat16(-2.5f)));
  out[k++] = hsqrt(__float2bfloat16(16));
  out[k++] = __bfloat16_as_ushort(b1);
}

// Each lane's value is its lane number; after the shuffles every lane of a
// warp holds the warp's sum (exact in half: at most 32 * 31 / 2 = 496).
__global__ void warpSums(float *out) {
  const int lane = threadIdx.x % warpSize;
  __half sum = __int2half_rn(lane);
  __half2 pair = __halves2half2(sum, __int2half_rn(2 * lane));
  for (int offset = warpSize / 2; offset > 0; offset /= 2) {
    sum += __shfl_xor_sync(0xffffffffu, sum, offset);
    pair += __shfl_down_sync(0xffffffffu, pair, offset);
  }
  pair = __shfl_sync(0xffffffffu, pair, 0);
  out[3 * threadIdx.x] = sum;
  out[3 * threadIdx.x + 1] = __low2float(pair);
  out[3 * threadIdx.x + 2] = __high2float(pair);
}

// Every thread adds 1 to both halves of counters[0..1] and (1, 2) to the
// __half2 counters[1].
__global__ void halfAtomics(__half *counters, __half2 *pairs) {
  atomicAdd(&counters[0], __float2half(1.0f));
  atomicAdd(&counters[1], __float2half(1.0f));
  atomicAdd(pairs, __floats2half2_rn(1.0f, 2.0f));
}

static bool same(float result, float expected) {
  return std::isnan(expected) ? std::isnan(result) : result == expected;
}

int main() {
  int errors = 0;
  float *dOut;
  checkCudaErrors(cudaMalloc(&dOut, 3 * 256 * sizeof(float)));
  intrinsics<<<1, 1>>>(dOut);
  checkCudaErrors(cudaGetLastError());
  std::vector<float> out(3 * 256);
  checkCudaErrors(cudaMemcpy(out.data(), dOut, NumCases * sizeof(float),
                             cudaMemcpyDeviceToHost));
  for (int i = 0; i < NumCases; ++i)
    if (!same(out[i], Cases[i].expected) && ++errors)
      std::printf("%s = %.9g, expected %.9g\n", Cases[i].name, out[i],
                  Cases[i].expected);

  int warp = 0;
  checkCudaErrors(cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, 0));
  const int threads = 128;
  warpSums<<<1, threads>>>(dOut);
  checkCudaErrors(cudaMemcpy(out.data(), dOut, 3 * threads * sizeof(float),
                             cudaMemcpyDeviceToHost));
  const float warpSum = warp * (warp - 1) / 2.0f;
  for (int t = 0; t < threads; ++t) {
    const float expected[3] = {warpSum, warpSum, 2 * warpSum};
    for (int j = 0; j < 3; ++j)
      if (out[3 * t + j] != expected[j] && ++errors <= 10)
        std::printf("warp sum %d of thread %d = %g, expected %g (warpSize "
                    "%d)\n",
                    j, t, out[3 * t + j], expected[j], warp);
  }

  __half *dCounters;
  checkCudaErrors(cudaMalloc(&dCounters, 4 * sizeof(__half)));
  checkCudaErrors(cudaMemset(dCounters, 0, 4 * sizeof(__half)));
  const int blocks = 4, perBlock = 256; // 1024 adds: exact in half
  halfAtomics<<<blocks, perBlock>>>(
      dCounters, reinterpret_cast<__half2 *>(dCounters + 2));
  checkCudaErrors(cudaGetLastError());
  __half counters[4];
  checkCudaErrors(cudaMemcpy(counters, dCounters, sizeof counters,
                             cudaMemcpyDeviceToHost));
  const float total = blocks * perBlock;
  const float expectedCounters[4] = {total, total, total, 2 * total};
  for (int j = 0; j < 4; ++j)
    if (__half2float(counters[j]) != expectedCounters[j] && ++errors)
      std::printf("half atomic counter %d = %g, expected %g\n", j,
                  __half2float(counters[j]), expectedCounters[j]);

  checkCudaErrors(cudaFree(dOut));
  checkCudaErrors(cudaFree(dCounters));
  std::printf("half and bfloat16 intrinsics (%d cases, warpSize %d): %s\n",
              NumCases, warp, errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
