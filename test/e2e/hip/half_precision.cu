// Half precision as CUDA code writes it with <cuda_fp16.h>: __half and
// __half2 loaded from float input with __float2half and __floats2half2_rn,
// the arithmetic functions (__hadd, __hsub, __hmul, __hdiv, __hfma, __hneg,
// __habs, __hmin, __hmax) and their operators, comparisons, the math
// functions (hsqrt, hexp, hlog, hsin, hcos, hfloor, hrcp), the __half2
// functions (__hmul2, __hfma2, __hadd2), integer conversions, and the
// results stored as __half and read back on the host. Each result is checked
// against the same computation in float on the host, rounded to half once
// (what the device's correctly rounded operations give), and within half's
// precision of the float result for the math functions, whose float
// versions are not correctly rounded.
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

static_assert(sizeof(__half) == 2 && alignof(__half) == 2, "__half");
static_assert(sizeof(__half2) == 4 && alignof(__half2) == 4, "__half2");

// The results of one element, as __half unless noted.
enum Result {
  Add,
  Sub,
  Mul,
  Div,
  Fma,
  Neg,
  Abs,
  Min,
  Max,
  Operators,
  Sqrt,
  Exp,
  Log,
  Sin,
  Cos,
  Floor,
  Rcp,
  PairLow,
  PairHigh,
  FmaPairLow,
  FmaPairHigh,
  NumResults
};

__global__ void halfArithmetic(const float *a, const float *b, __half *out,
                               int *compare, int *integer, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __half x = __float2half(a[i]), y = __float2half(b[i]);
  __half *o = out + i * NumResults;
  o[Add] = __hadd(x, y);
  o[Sub] = __hsub(x, y);
  o[Mul] = __hmul(x, y);
  o[Div] = __hdiv(x, y);
  o[Fma] = __hfma(x, y, __float2half(0.5f));
  o[Neg] = __hneg(x);
  o[Abs] = __habs(x);
  o[Min] = __hmin(x, y);
  o[Max] = __hmax(x, y);
  __half acc = x * y;
  acc += x;
  acc -= y / __float2half(4.0f);
  o[Operators] = -acc;
  __half positive = __habs(x) + __float2half(0.125f);
  o[Sqrt] = hsqrt(positive);
  o[Exp] = hexp(y);
  o[Log] = hlog(positive);
  o[Sin] = hsin(x);
  o[Cos] = hcos(x);
  o[Floor] = hfloor(x);
  o[Rcp] = hrcp(positive);

  __half2 p = __floats2half2_rn(a[i], b[i]);
  __half2 q = __halves2half2(y, x);
  __half2 product = __hmul2(p, q);
  o[PairLow] = __low2half(product);
  o[PairHigh] = __high2half(product);
  __half2 fused = __hfma2(p, q, __hadd2(p, __half2half2(__float2half(1.0f))));
  o[FmaPairLow] = __low2half(fused);
  o[FmaPairHigh] = __high2half(fused);

  compare[i] = (x < y) | (x <= y) << 1 | (x > y) << 2 | (x >= y) << 3 |
               (x == y) << 4 | (x != y) << 5 | __hlt(x, y) << 6 |
               __heq(x, y) << 7;
  integer[i] = __half2int_rn(x * __float2half(8.0f));
}

// float rounded to half and back: the host's reference for one rounding.
static float toHalf(float f) { return __half2float(__float2half(f)); }

// x * y + z rounded to half once: exact in double for these operands.
static float fmaToHalf(float x, float y, float z) {
  return __half2float(__double2half(static_cast<double>(x) * y + z));
}

int main() {
  const int n = 512;
  std::vector<float> a(n), b(n);
  for (int i = 0; i < n; ++i) {
    a[i] = (i % 97 - 48) * 0.173f + 0.01f;
    b[i] = (i % 7 == 0) ? a[i] : (i % 89 - 44) * 0.061f + 0.03f;
  }

  float *dA, *dB;
  __half *dOut;
  int *dCompare, *dInteger;
  checkCudaErrors(cudaMalloc(&dA, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&dB, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&dOut, n * NumResults * sizeof(__half)));
  checkCudaErrors(cudaMalloc(&dCompare, n * sizeof(int)));
  checkCudaErrors(cudaMalloc(&dInteger, n * sizeof(int)));
  checkCudaErrors(
      cudaMemcpy(dA, a.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  checkCudaErrors(
      cudaMemcpy(dB, b.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  halfArithmetic<<<(n + 127) / 128, 128>>>(dA, dB, dOut, dCompare, dInteger, n);
  checkCudaErrors(cudaGetLastError());
  std::vector<__half> out(n * NumResults);
  std::vector<int> compare(n), integer(n);
  checkCudaErrors(cudaMemcpy(out.data(), dOut, out.size() * sizeof(__half),
                             cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(compare.data(), dCompare, n * sizeof(int),
                             cudaMemcpyDeviceToHost));
  checkCudaErrors(cudaMemcpy(integer.data(), dInteger, n * sizeof(int),
                             cudaMemcpyDeviceToHost));

  static const char *names[NumResults] = {
      "__hadd",      "__hsub", "__hmul",      "__hdiv",       "__hfma",
      "__hneg",      "__habs", "__hmin",      "__hmax",       "operators",
      "hsqrt",       "hexp",   "hlog",        "hsin",         "hcos",
      "hfloor",      "hrcp",   "__hmul2 low", "__hmul2 high", "__hfma2 low",
      "__hfma2 high"};
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    float x = toHalf(a[i]), y = toHalf(b[i]);
    float positive = toHalf(std::fabs(x) + 0.125f);
    // Correctly rounded results, then the math functions' float results.
    float want[NumResults] = {toHalf(x + y),
                              toHalf(x - y),
                              toHalf(x * y),
                              toHalf(x / y),
                              fmaToHalf(x, y, 0.5f),
                              -x,
                              std::fabs(x),
                              std::fmin(x, y),
                              std::fmax(x, y),
                              0,
                              std::sqrt(positive),
                              std::exp(y),
                              std::log(positive),
                              std::sin(x),
                              std::cos(x),
                              std::floor(x),
                              1.0f / positive,
                              toHalf(x * y),
                              toHalf(y * x),
                              0,
                              0};
    float acc = toHalf(toHalf(x * y) + x);
    want[Operators] = -toHalf(acc - toHalf(y / 4.0f));
    want[FmaPairLow] = fmaToHalf(x, y, toHalf(x + 1.0f));
    want[FmaPairHigh] = fmaToHalf(y, x, toHalf(y + 1.0f));
    for (int r = 0; r < NumResults; ++r) {
      float got = __half2float(out[i * NumResults + r]);
      bool math = r >= Sqrt && r <= Rcp;
      // Half has an 11-bit significand: within 2^-10 of the value, after
      // one rounding to half of a float result good to a few ulp.
      bool ok = math ? std::fabs(got - want[r]) <=
                           std::ldexp(std::fabs(want[r]), -10) + 1e-6f
                     : got == want[r];
      if (!ok && errors++ < 10)
        std::fprintf(stderr, "%s(%g, %g): %.8g, expected %.8g\n", names[r], x,
                     y, got, want[r]);
    }
    int wantCompare = (x < y) | (x <= y) << 1 | (x > y) << 2 | (x >= y) << 3 |
                      (x == y) << 4 | (x != y) << 5 | (x < y) << 6 |
                      (x == y) << 7;
    if (compare[i] != wantCompare && errors++ < 10)
      std::fprintf(stderr, "comparisons of %g and %g: 0x%x, expected 0x%x\n", x,
                   y, compare[i], wantCompare);
    int wantInteger = static_cast<int>(std::nearbyint(toHalf(x * 8.0f)));
    if (integer[i] != wantInteger && errors++ < 10)
      std::fprintf(stderr, "__half2int_rn(%g * 8): %d, expected %d\n", x,
                   integer[i], wantInteger);
  }
  checkCudaErrors(cudaFree(dA));
  checkCudaErrors(cudaFree(dB));
  checkCudaErrors(cudaFree(dOut));
  checkCudaErrors(cudaFree(dCompare));
  checkCudaErrors(cudaFree(dInteger));
  std::printf("half precision: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
