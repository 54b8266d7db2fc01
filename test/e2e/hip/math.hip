// The CUDA/HIP math library in device code against the host's libm: float
// and double functions within a few ulp, the fast intrinsics (__expf,
// __sinf, __fdividef, __saturatef, ...) within their documented looser
// bounds, the correctly rounded ones (__fadd_rn, __fsqrt_rn, ...) and the
// conversions (__float2int_rn, ...) exactly, and the integer intrinsics
// (__popc, __clz, __ffs, __brev, __mulhi, ...) exactly.
#include <hip/hip_runtime.h>

#include <cmath>
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

// Tolerances: |device - host| <= rel * |host| + abs. OpenCL allows up to
// 16 ulp (powf, tgammaf), hence 4e-6 for float.
#define ACCURATE_F 4e-6, 1e-6
#define ACCURATE_D 1e-14, 1e-15
#define FAST 1e-4, 1e-5
#define EXACT 0, 0

__host__ __device__ float sinPlusTwiceCos(float x) {
  float s, c;
  sincosf(x, &s, &c);
  return s + 2.0f * c;
}
__host__ __device__ double sinPlusTwiceCos(double x) {
  double s, c;
  sincos(x, &s, &c);
  return s + 2.0 * c;
}

// F(name, device expression, host expression, tolerance: relative, absolute)
// over float x, y.
#define FLOAT_FUNCTIONS(F)                                                     \
  F(sinf, sinf(x), sinf(x), ACCURATE_F)                                        \
  F(cosf, cosf(x), cosf(x), ACCURATE_F)                                        \
  F(tanf, tanf(x / 8), tanf(x / 8), ACCURATE_F)                                \
  F(sincosf, sinPlusTwiceCos(x), sinPlusTwiceCos(x), ACCURATE_F)               \
  F(asinf, asinf(x / 10), asinf(x / 10), ACCURATE_F)                           \
  F(acosf, acosf(x / 10), acosf(x / 10), ACCURATE_F)                           \
  F(atanf, atanf(x), atanf(x), ACCURATE_F)                                     \
  F(atan2f, atan2f(x, y), atan2f(x, y), ACCURATE_F)                            \
  F(sinhf, sinhf(x / 2), sinhf(x / 2), ACCURATE_F)                             \
  F(coshf, coshf(x / 2), coshf(x / 2), ACCURATE_F)                             \
  F(tanhf, tanhf(x), tanhf(x), ACCURATE_F)                                     \
  F(asinhf, asinhf(x), asinhf(x), ACCURATE_F)                                  \
  F(acoshf, acoshf(fabsf(x) + 1), acoshf(fabsf(x) + 1), ACCURATE_F)            \
  F(atanhf, atanhf(x / 10), atanhf(x / 10), ACCURATE_F)                        \
  F(expf, expf(x), expf(x), ACCURATE_F)                                        \
  F(exp2f, exp2f(x), exp2f(x), ACCURATE_F)                                     \
  F(exp10f, exp10f(x / 3), exp10f(x / 3), ACCURATE_F)                          \
  F(expm1f, expm1f(x / 4), expm1f(x / 4), ACCURATE_F)                          \
  F(logf, logf(fabsf(x) + 0.1f), logf(fabsf(x) + 0.1f), ACCURATE_F)            \
  F(log2f, log2f(fabsf(x) + 0.1f), log2f(fabsf(x) + 0.1f), ACCURATE_F)         \
  F(log10f, log10f(fabsf(x) + 0.1f), log10f(fabsf(x) + 0.1f), ACCURATE_F)      \
  F(log1pf, log1pf(fabsf(x)), log1pf(fabsf(x)), ACCURATE_F)                    \
  F(sqrtf, sqrtf(fabsf(x)), sqrtf(fabsf(x)), ACCURATE_F)                       \
  F(cbrtf, cbrtf(x), cbrtf(x), ACCURATE_F)                                     \
  F(rsqrtf, rsqrtf(fabsf(x) + 0.1f), 1.0f / sqrtf(fabsf(x) + 0.1f),            \
    ACCURATE_F)                                                                \
  F(powf, powf(y, x), powf(y, x), ACCURATE_F)                                  \
  F(hypotf, hypotf(x, y), hypotf(x, y), ACCURATE_F)                            \
  F(fmaf, fmaf(x, y, 1.5f), fmaf(x, y, 1.5f), EXACT)                           \
  F(erff, erff(x / 3), erff(x / 3), ACCURATE_F)                                \
  F(erfcf, erfcf(x / 3), erfcf(x / 3), ACCURATE_F)                             \
  F(tgammaf, tgammaf(y + 1), tgammaf(y + 1), ACCURATE_F)                       \
  F(lgammaf, lgammaf(y + 1), lgammaf(y + 1), ACCURATE_F)                       \
  F(fabsf, fabsf(x), fabsf(x), EXACT)                                          \
  F(floorf, floorf(x), floorf(x), EXACT)                                       \
  F(ceilf, ceilf(x), ceilf(x), EXACT)                                          \
  F(truncf, truncf(x), truncf(x), EXACT)                                       \
  F(roundf, roundf(x * 2), roundf(x * 2), EXACT)                               \
  F(rintf, rintf(x * 2), rintf(x * 2), EXACT)                                  \
  F(fminf, fminf(x, y), fminf(x, y), EXACT)                                    \
  F(fmaxf, fmaxf(x, y), fmaxf(x, y), EXACT)                                    \
  F(fmodf, fmodf(x, y), fmodf(x, y), EXACT)                                    \
  F(remainderf, remainderf(x, y), remainderf(x, y), EXACT)                     \
  F(copysignf, copysignf(y, x), copysignf(y, x), EXACT)                        \
  F(fdimf, fdimf(x, y), fdimf(x, y), EXACT)                                    \
  F(ldexpf, ldexpf(x, 3), ldexpf(x, 3), EXACT)                                 \
  F(sinf_overload, sin(x) + std::sqrt(y), sinf(x) + sqrtf(y), ACCURATE_F)

// The same over double x, y.
#define DOUBLE_FUNCTIONS(F)                                                    \
  F(sin, sin(x), sin(x), ACCURATE_D)                                           \
  F(cos, cos(x), cos(x), ACCURATE_D)                                           \
  F(tan, tan(x / 8), tan(x / 8), ACCURATE_D)                                   \
  F(sincos, sinPlusTwiceCos(x), sinPlusTwiceCos(x), ACCURATE_D)                \
  F(asin, asin(x / 10), asin(x / 10), ACCURATE_D)                              \
  F(acos, acos(x / 10), acos(x / 10), ACCURATE_D)                              \
  F(atan, atan(x), atan(x), ACCURATE_D)                                        \
  F(atan2, atan2(x, y), atan2(x, y), ACCURATE_D)                               \
  F(sinh, sinh(x / 2), sinh(x / 2), ACCURATE_D)                                \
  F(cosh, cosh(x / 2), cosh(x / 2), ACCURATE_D)                                \
  F(tanh, tanh(x), tanh(x), ACCURATE_D)                                        \
  F(exp, exp(x), exp(x), ACCURATE_D)                                           \
  F(exp2, exp2(x), exp2(x), ACCURATE_D)                                        \
  F(expm1, expm1(x / 4), expm1(x / 4), ACCURATE_D)                             \
  F(log, log(fabs(x) + 0.1), log(fabs(x) + 0.1), ACCURATE_D)                   \
  F(log2, log2(fabs(x) + 0.1), log2(fabs(x) + 0.1), ACCURATE_D)                \
  F(log10, log10(fabs(x) + 0.1), log10(fabs(x) + 0.1), ACCURATE_D)             \
  F(log1p, log1p(fabs(x)), log1p(fabs(x)), ACCURATE_D)                         \
  F(sqrt, sqrt(fabs(x)), sqrt(fabs(x)), EXACT)                                 \
  F(cbrt, cbrt(x), cbrt(x), ACCURATE_D)                                        \
  F(rsqrt, rsqrt(fabs(x) + 0.1), 1.0 / sqrt(fabs(x) + 0.1), ACCURATE_D)        \
  F(pow, pow(y, x), pow(y, x), ACCURATE_D)                                     \
  F(hypot, hypot(x, y), hypot(x, y), ACCURATE_D)                               \
  F(fma, fma(x, y, 1.5), fma(x, y, 1.5), EXACT)                                \
  F(erf, erf(x / 3), erf(x / 3), ACCURATE_D)                                   \
  F(tgamma, tgamma(y + 1), tgamma(y + 1), ACCURATE_D)                          \
  F(floor, floor(x), floor(x), EXACT)                                          \
  F(ceil, ceil(x), ceil(x), EXACT)                                             \
  F(trunc, trunc(x), trunc(x), EXACT)                                          \
  F(round, round(x * 2), round(x * 2), EXACT)                                  \
  F(fmin, fmin(x, y), fmin(x, y), EXACT)                                       \
  F(fmax, fmax(x, y), fmax(x, y), EXACT)                                       \
  F(fmod, fmod(x, y), fmod(x, y), EXACT)                                       \
  F(copysign, copysign(y, x), copysign(y, x), EXACT)

// Device-only intrinsics against the accurate host function.
#define FAST_FUNCTIONS(F)                                                      \
  F(__expf, __expf(x / 2), expf(x / 2), FAST)                                  \
  F(__exp10f, __exp10f(x / 4), exp10f(x / 4), FAST)                            \
  F(__logf, __logf(fabsf(x) + 0.5f), logf(fabsf(x) + 0.5f), FAST)              \
  F(__log2f, __log2f(fabsf(x) + 0.5f), log2f(fabsf(x) + 0.5f), FAST)           \
  F(__log10f, __log10f(fabsf(x) + 0.5f), log10f(fabsf(x) + 0.5f), FAST)        \
  F(__sinf, __sinf(x / 3), sinf(x / 3), FAST)                                  \
  F(__cosf, __cosf(x / 3), cosf(x / 3), FAST)                                  \
  F(__tanf, __tanf(x / 8), tanf(x / 8), FAST)                                  \
  F(__powf, __powf(y, x / 3), powf(y, x / 3), FAST)                            \
  F(__fdividef, __fdividef(x, y), x / y, FAST)                                 \
  F(__saturatef, __saturatef(x / 8), fminf(fmaxf(x / 8, 0.0f), 1.0f), EXACT)   \
  F(__fadd_rn, __fadd_rn(x, y), x + y, EXACT)                                  \
  F(__fmul_rn, __fmul_rn(x, y), x *y, EXACT)                                   \
  F(__fdiv_rn, __fdiv_rn(x, y), x / y, EXACT)                                  \
  F(__frcp_rn, __frcp_rn(y), 1.0f / y, EXACT)                                  \
  F(__fsqrt_rn, __fsqrt_rn(fabsf(x)), sqrtf(fabsf(x)), EXACT)                  \
  F(__fmaf_rn, __fmaf_rn(x, y, 1.5f), fmaf(x, y, 1.5f), EXACT)                 \
  F(__float2int_rn, __float2int_rn(x * 2), float(std::lrint(x * 2)), EXACT)    \
  F(__float2int_rz, __float2int_rz(x), truncf(x), EXACT)                       \
  F(__float2int_rd, __float2int_rd(x), floorf(x), EXACT)                       \
  F(__float2int_ru, __float2int_ru(x), ceilf(x), EXACT)                        \
  F(__float2uint_rn, __float2uint_rn(fabsf(x) * 2),                            \
    float(std::lrint(fabsf(x) * 2)), EXACT)                                    \
  F(__int2float_rn, __int2float_rn(int(x * 1000)), float(int(x * 1000)), EXACT)

#define NAME(name, device, host, tolerance) #name,
#define ENUMERATOR(name, device, host, tolerance) name,
#define HOST_VALUE(name, device, host, tolerance) host,
#define TOLERANCE(name, device, host, tolerance) {tolerance},

enum class FloatFunction { FLOAT_FUNCTIONS(ENUMERATOR) Count };
enum class DoubleFunction { DOUBLE_FUNCTIONS(ENUMERATOR) Count };
enum class FastFunction { FAST_FUNCTIONS(ENUMERATOR) Count };

#define FLOAT_CASE(name, device, host, tolerance)                              \
  case FloatFunction::name:                                                    \
    return device;
#define DOUBLE_CASE(name, device, host, tolerance)                             \
  case DoubleFunction::name:                                                   \
    return device;
#define FAST_CASE(name, device, host, tolerance)                               \
  case FastFunction::name:                                                     \
    return device;

__device__ float floatFunction(int f, float x, float y) {
  switch (FloatFunction(f)) {
    FLOAT_FUNCTIONS(FLOAT_CASE)
  case FloatFunction::Count:
    break;
  }
  return 0;
}
__device__ double doubleFunction(int f, double x, double y) {
  switch (DoubleFunction(f)) {
    DOUBLE_FUNCTIONS(DOUBLE_CASE)
  case DoubleFunction::Count:
    break;
  }
  return 0;
}
__device__ float fastFunction(int f, float x, float y) {
  switch (FastFunction(f)) {
    FAST_FUNCTIONS(FAST_CASE)
  case FastFunction::Count:
    break;
  }
  return 0;
}

constexpr int kFloatCount = int(FloatFunction::Count);
constexpr int kDoubleCount = int(DoubleFunction::Count);
constexpr int kFastCount = int(FastFunction::Count);

// out[f * n + i] = function f of (x[i], y[i]), one thread per point.
template <typename T, T (*Function)(int, T, T)>
__global__ void evaluate(const T *x, const T *y, T *out, int n, int count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  for (int f = 0; f < count; ++f)
    out[f * n + i] = Function(f, x[i], y[i]);
}

struct Tolerance {
  double rel, abs;
};

template <typename T, T (*Function)(int, T, T)>
static int check(const char *kind, const char *const *names, int count,
                 const Tolerance *tolerances,
                 std::vector<T> (*reference)(T, T)) {
  const int n = 64;
  std::vector<T> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = T(-9.7) + T(0.31) * T(i);
    y[i] = T(0.5) + T(0.4) * T(i % 7);
  }
  T *dX, *dY, *dOut;
  HIP_CHECK(hipMalloc(&dX, n * sizeof(T)));
  HIP_CHECK(hipMalloc(&dY, n * sizeof(T)));
  HIP_CHECK(hipMalloc(&dOut, n * count * sizeof(T)));
  HIP_CHECK(hipMemcpy(dX, x.data(), n * sizeof(T), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dY, y.data(), n * sizeof(T), hipMemcpyHostToDevice));
  evaluate<T, Function><<<2, 32>>>(dX, dY, dOut, n, count);
  HIP_CHECK(hipGetLastError());
  std::vector<T> out(n * count);
  HIP_CHECK(hipMemcpy(out.data(), dOut, out.size() * sizeof(T),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(dX));
  HIP_CHECK(hipFree(dY));
  HIP_CHECK(hipFree(dOut));

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    std::vector<T> want = reference(x[i], y[i]);
    for (int f = 0; f < count; ++f) {
      double got = out[f * n + i], expected = want[f];
      double bound =
          tolerances[f].rel * std::fabs(expected) + tolerances[f].abs;
      if (!(std::fabs(got - expected) <= bound) && errors++ < 20)
        std::fprintf(stderr, "%s %s(x=%.9g, y=%.9g) = %.17g, expected %.17g\n",
                     kind, names[f], double(x[i]), double(y[i]), got, expected);
    }
  }
  return errors;
}

static std::vector<float> floatReference(float x, float y) {
  return {FLOAT_FUNCTIONS(HOST_VALUE)};
}
static std::vector<double> doubleReference(double x, double y) {
  return {DOUBLE_FUNCTIONS(HOST_VALUE)};
}
static std::vector<float> fastReference(float x, float y) {
  return {FAST_FUNCTIONS(HOST_VALUE)};
}

// Integer intrinsics, on the bit patterns in[i]; one output per intrinsic.
constexpr int kIntegerCount = 10;
__global__ void integerIntrinsics(const unsigned long long *in, long long *out,
                                  int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned long long v = in[i];
  unsigned lo = unsigned(v), hi = unsigned(v >> 32);
  long long *o = out + i * kIntegerCount;
  o[0] = __popc(lo);
  o[1] = __popcll(v);
  o[2] = __clz(int(lo));
  o[3] = __clzll((long long)v);
  o[4] = __ffs(int(lo));
  o[5] = __ffsll((long long)v);
  o[6] = __brev(lo);
  o[7] = __umulhi(lo, hi);
  o[8] = __mulhi(int(lo), int(hi));
  o[9] = __mul24(int(lo & 0x7fffff), int(hi & 0x7fffff));
}

static int checkIntegers() {
  std::vector<unsigned long long> in = {0,
                                        1,
                                        0x80000000ull,
                                        0xffffffffffffffffull,
                                        0x0123456789abcdefull,
                                        0x0000000100000000ull,
                                        0xdeadbeef00c0ffeeull,
                                        0x7fffffff7fffffffull};
  const int n = int(in.size());
  unsigned long long *dIn;
  long long *dOut;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(unsigned long long)));
  HIP_CHECK(hipMalloc(&dOut, n * kIntegerCount * sizeof(long long)));
  HIP_CHECK(hipMemcpy(dIn, in.data(), n * sizeof(unsigned long long),
                      hipMemcpyHostToDevice));
  integerIntrinsics<<<1, n>>>(dIn, dOut, n);
  HIP_CHECK(hipGetLastError());
  std::vector<long long> out(n * kIntegerCount);
  HIP_CHECK(hipMemcpy(out.data(), dOut, out.size() * sizeof(long long),
                      hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dOut));

  const char *names[kIntegerCount] = {
      "__popc",  "__popcll", "__clz",    "__clzll", "__ffs",
      "__ffsll", "__brev",   "__umulhi", "__mulhi", "__mul24"};
  int errors = 0;
  for (int i = 0; i < n; ++i) {
    unsigned long long v = in[i];
    unsigned lo = unsigned(v), hi = unsigned(v >> 32);
    unsigned reversed = 0;
    for (int b = 0; b < 32; ++b)
      reversed |= ((lo >> b) & 1u) << (31 - b);
    long long want[kIntegerCount] = {
        __builtin_popcount(lo),
        __builtin_popcountll(v),
        lo ? __builtin_clz(lo) : 32,
        v ? __builtin_clzll(v) : 64,
        __builtin_ffs(int(lo)),
        __builtin_ffsll((long long)v),
        reversed,
        (long long)((unsigned long long)lo * hi >> 32),
        (long long)(((long long)int(lo) * int(hi)) >> 32),
        // The low 32 bits of the product, as __mul24 gives them: the
        // product of ints would overflow, undefined on the host.
        (long long)int((lo & 0x7fffffu) * (hi & 0x7fffffu))};
    for (int k = 0; k < kIntegerCount; ++k)
      if (out[i * kIntegerCount + k] != want[k] && errors++ < 20)
        std::fprintf(stderr, "%s(%#llx) = %lld, expected %lld\n", names[k], v,
                     out[i * kIntegerCount + k], want[k]);
  }
  return errors;
}

int main() {
  static const char *const floatNames[] = {FLOAT_FUNCTIONS(NAME)};
  static const char *const doubleNames[] = {DOUBLE_FUNCTIONS(NAME)};
  static const char *const fastNames[] = {FAST_FUNCTIONS(NAME)};
  static const Tolerance floatTolerances[] = {FLOAT_FUNCTIONS(TOLERANCE)};
  static const Tolerance doubleTolerances[] = {DOUBLE_FUNCTIONS(TOLERANCE)};
  static const Tolerance fastTolerances[] = {FAST_FUNCTIONS(TOLERANCE)};

  int errors = 0;
  errors += check<float, floatFunction>("float", floatNames, kFloatCount,
                                        floatTolerances, floatReference);
  errors += check<double, doubleFunction>("double", doubleNames, kDoubleCount,
                                          doubleTolerances, doubleReference);
  errors += check<float, fastFunction>("fast", fastNames, kFastCount,
                                       fastTolerances, fastReference);
  errors += checkIntegers();
  std::printf("math: %d float, %d double, %d fast and %d integer functions: "
              "%s\n",
              kFloatCount, kDoubleCount, kFastCount, kIntegerCount,
              errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
