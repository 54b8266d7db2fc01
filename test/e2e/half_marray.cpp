// sycl::half and sycl::marray in device and host code. half: each
// arithmetic operation on pairs of halves (specials, subnormals and random
// finite ones) must give the correctly rounded result, checked bit for bit
// against a reference rounding of the exact (double) result; conversions
// from float round to nearest even; math functions on half, vec<half, 4>
// and marray<half, 3> are within an ulp of half. marray: construction,
// operators with marrays and scalars, comparisons into marray<bool>, math
// functions of marray<float, 5>, and marrays captured by kernels.
#include "check.h"
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>

namespace {

static_assert(sizeof(sycl::half) == 2 && alignof(sycl::half) == 2, "half");
static_assert(std::is_trivially_copyable_v<sycl::half>, "half as bytes");
static_assert(sizeof(sycl::mfloat3) == 12 && alignof(sycl::mfloat3) == 4,
              "an marray is a plain array");
static_assert(std::numeric_limits<sycl::half>::digits == 11 &&
                  std::numeric_limits<sycl::half>::max_exponent == 16,
              "numeric_limits<half>");
static_assert(
    std::is_same_v<decltype(sycl::half() + 1.0f), float> &&
        std::is_same_v<decltype(sycl::half() + 1), sycl::half> &&
        std::is_same_v<decltype(sycl::half() * sycl::half()), sycl::half>,
    "half meets float in float, an integer in half");
static_assert(std::is_same_v<decltype(sycl::mint4() < 1), sycl::mbool4>,
              "marray comparisons give marray<bool>");

/// The half nearest to X, ties to even, as its encoding: the reference
/// the half operations are checked against.
uint16_t roundToHalf(double X) {
  uint64_t Bits;
  std::memcpy(&Bits, &X, 8);
  uint16_t Sign = uint16_t((Bits >> 48) & 0x8000);
  double A = std::fabs(X);
  if (A != A)
    return 0x7e00;
  if (A >= 65520.0) // halfway between the largest half and 2^16
    return Sign | 0x7c00;
  int Exponent;
  std::frexp(A, &Exponent); // A = m 2^Exponent, m in [0.5, 1)
  // Units of the last place: 2^(Exponent - 11), subnormals 2^-24.
  double Unit = std::ldexp(1.0, std::max(Exponent - 11, -24));
  double Units = std::nearbyint(A / Unit); // ties to even
  double Rounded = Units * Unit;
  if (Rounded == 0)
    return Sign;
  int E;
  double M = std::frexp(Rounded, &E);
  if (E < -13) // subnormal
    return Sign | uint16_t(Rounded / std::ldexp(1.0, -24));
  return Sign | uint16_t((E + 14) << 10) | uint16_t((M * 2 - 1) * 1024 + 0.5);
}

double halfValue(uint16_t Bits) {
  int Exponent = (Bits >> 10) & 0x1f, Mantissa = Bits & 0x3ff;
  double Sign = Bits & 0x8000 ? -1 : 1;
  if (Exponent == 0x1f)
    return Mantissa ? NAN : Sign * INFINITY;
  if (Exponent == 0)
    return Sign * std::ldexp(Mantissa, -24);
  return Sign * std::ldexp(1024 + Mantissa, Exponent - 25);
}

uint16_t bitsOf(sycl::half H) {
  uint16_t Bits;
  std::memcpy(&Bits, &H, 2);
  return Bits;
}
sycl::half fromBits(uint16_t Bits) {
  sycl::half H;
  std::memcpy(&H, &Bits, 2);
  return H;
}

constexpr int Pairs = 256;
constexpr int Ops = 6; // + - * / and the conversions from float and double

/// Half operations on pair I: results as encodings.
void halfOperations(const uint16_t *A, const uint16_t *B, const float *F,
                    const double *D, uint16_t *Out, int *Compare, int I) {
  sycl::half X, Y;
  std::memcpy(&X, &A[I], 2);
  std::memcpy(&Y, &B[I], 2);
  sycl::half Results[Ops] = {
      X + Y, X - Y, X * Y, X / Y, sycl::half(F[I]), sycl::half(D[I])};
  std::memcpy(&Out[I * Ops], Results, sizeof(Results));
  Compare[I] = (X < Y) | (X == Y) << 1 | (X >= Y) << 2 | (X != Y) << 3;
}

int Failures = 0;

void checkHalfOperations(sycl::queue &Q) {
  uint16_t *A = sycl::malloc_shared<uint16_t>(Pairs, Q);
  uint16_t *B = sycl::malloc_shared<uint16_t>(Pairs, Q);
  float *F = sycl::malloc_shared<float>(Pairs, Q);
  double *D = sycl::malloc_shared<double>(Pairs, Q);
  uint16_t *Out = sycl::malloc_shared<uint16_t>(Pairs * Ops, Q);
  int *Compare = sycl::malloc_shared<int>(Pairs, Q);
  const uint16_t Specials[] = {0x0000, 0x8000, 0x0001, 0x03ff, 0x0400,
                               0x3c00, 0xbc00, 0x7bff, 0xfbff, 0x7c00,
                               0xfc00, 0x3555, 0x4248, 0x0200};
  uint32_t Seed = 12345;
  for (int I = 0; I < Pairs; ++I) {
    auto Next = [&] {
      Seed = Seed * 1664525u + 1013904223u;
      return Seed >> 8;
    };
    A[I] = I < 14
               ? Specials[I]
               : uint16_t(Next() % 0x7c00) | uint16_t(Next() % 2 ? 0x8000 : 0);
    B[I] = I >= 14 && I < 28
               ? Specials[I - 14]
               : uint16_t(Next() % 0x7c00) | uint16_t(Next() % 2 ? 0x8000 : 0);
    F[I] = float(std::ldexp(double(Next()) / (1 << 24), int(Next() % 40) - 25));
    D[I] = std::ldexp(double(Next()) / (1 << 24) + 1e-9, int(Next() % 40) - 25);
  }
  for (const char *Where : {"device", "host"}) {
    if (Where[0] == 'd')
      Q.parallel_for(sycl::range<1>(Pairs), [=](sycl::id<1> I) {
         halfOperations(A, B, F, D, Out, Compare, int(I[0]));
       }).wait();
    else
      for (int I = 0; I < Pairs; ++I)
        halfOperations(A, B, F, D, Out, Compare, I);
    for (int I = 0; I < Pairs; ++I) {
      double X = halfValue(A[I]), Y = halfValue(B[I]);
      double Exact[Ops] = {X + Y, X - Y, X * Y, X / Y, F[I], D[I]};
      for (int K = 0; K < Ops; ++K) {
        uint16_t Want = roundToHalf(Exact[K]);
        uint16_t Got = Out[I * Ops + K];
        bool BothNan = (Want & 0x7fff) > 0x7c00 && (Got & 0x7fff) > 0x7c00;
        if (Got != Want && !BothNan && ++Failures <= 20)
          std::fprintf(stderr,
                       "%s: half operation %d of %#x (%g) and %#x (%g): got "
                       "%#x, expected %#x\n",
                       Where, K, A[I], X, B[I], Y, Got, Want);
      }
      int Want = (X < Y) | (X == Y) << 1 | (X >= Y) << 2 | (X != Y) << 3;
      if (Compare[I] != Want && ++Failures <= 20)
        std::fprintf(stderr, "%s: comparisons of %g and %g: %#x, not %#x\n",
                     Where, X, Y, Compare[I], Want);
    }
  }
  for (void *P : {(void *)A, (void *)B, (void *)F, (void *)D, (void *)Out,
                  (void *)Compare})
    sycl::free(P, Q);
}

// Math of half and marray: results with their references and bounds
// (in half ulps at the reference; negative: relative), recorded with the
// line.
constexpr int MaxRecords = 128;
struct Records {
  double *Got, *Want, *Bound;
  int *Line, *Count;
  void add(int L, double G, double W, double B) const {
    int I = (*Count)++;
    if (I < MaxRecords) {
      Got[I] = G;
      Want[I] = W;
      Bound[I] = B;
      Line[I] = L;
    }
  }
};
#define RECORD(Got, Want, Bound)                                               \
  R.add(__LINE__, double(Got), double(Want), Bound)

void mathOfHalfAndMarray(Records R, const float *In, sycl::mfloat4 Captured) {
  using sycl::half;
  half X = half(In[0]), Y = half(In[1]); // 0.75, 2.5
  RECORD(sycl::sin(X), std::sin(0.75), 1);
  RECORD(sycl::exp(Y), std::exp(2.5), 1);
  RECORD(sycl::log(Y), std::log(2.5), 1);
  RECORD(sycl::sqrt(Y), std::sqrt(2.5), 1);
  RECORD(sycl::pow(Y, X), std::pow(2.5, 0.75), 1);
  RECORD(sycl::fma(X, Y, X), 0.75 * 2.5 + 0.75, 1);
  RECORD(sycl::fmax(X, Y), 2.5, 0);
  RECORD(sycl::nextafter(X, Y), 0.75 + 0x1p-11, 0);
  RECORD(sycl::nextafter(half(0), -X), -0x1p-24, 0);
  RECORD(sycl::ilogb(Y), 1, 0);
  int Exponent;
  RECORD(sycl::frexp(Y, &Exponent), 0.625, 0);
  RECORD(Exponent, 2, 0);
  half Whole;
  RECORD(sycl::fract(half(-1.25f), &Whole), 0.75, 0);
  RECORD(Whole, -2, 0);
  RECORD(sycl::fract(half(-0x1p-24f), &Whole), 1 - 0x1p-11, 0);
  RECORD(sycl::isnormal(half(0x1p-15f)), 0, 0);
  RECORD(sycl::isinf(half(70000.0f)), 1, 0);
  RECORD(sycl::nan(uint16_t(1)) != sycl::nan(uint16_t(1)), 1, 0);
  sycl::half4 H4(X, Y, -X, half(0));
  sycl::half4 Sines = sycl::sin(H4);
  RECORD(Sines[2], -std::sin(0.75), 1);
  RECORD(sycl::isless(H4, sycl::half4(half(1)))[1], 0, 0);
  sycl::marray<half, 3> HM(X, Y, half(4));
  RECORD(sycl::rsqrt(HM)[2], 0.5, 1);

  // marray: construction, operators, comparisons.
  sycl::mfloat2 Two(In[0], In[1]);
  sycl::marray<float, 5> M(Two, In[2], sycl::mfloat2(In[3]));
  RECORD(M[0] + M[1] * 10 + M[2] * 100 + M[3] * 1000 + M[4] * 10000,
         0.75 + 25 + 400 + 8000 + 80000, 0);
  RECORD(M.size(), 5, 0);
  sycl::marray<float, 5> Sum = M * 2.0f + M - 1;
  RECORD(Sum[4], 8 * 3 - 1, 0);
  Sum /= sycl::marray<float, 5>(2.0f);
  RECORD(Sum[4], 11.5, 0);
  sycl::mbool4 Less = Captured < 2.0f;
  RECORD(Less[0] * 1000 + Less[1] * 100 + Less[2] * 10 + Less[3], 1100, 0);
  sycl::mint3 Ints(7, -7, 12);
  // Shifted left, a negative element would be undefined behaviour (C++17).
  sycl::mint3 NonNegative(7, 3, 12);
  RECORD((Ints % 4)[1] + (NonNegative << 1)[0], -7 % 4 + 14, 0);
  RECORD((!sycl::mint2(0, 3))[0], 1, 0);
  float Total = 0;
  for (float V : M)
    Total += V;
  RECORD(Total, 0.75 + 2.5 + 4 + 8 + 8, 0);
  sycl::marray<float, 1> Single(3.5f);
  float Scalar = Single;
  RECORD(Scalar, 3.5, 0);

  // Math functions of marray<float, 5>, and the native and half_precision
  // forms of marrays.
  sycl::marray<float, 5> Cosines = sycl::cos(M);
  RECORD(Cosines[3], std::cos(8.0), -4e-7);
  RECORD(sycl::fmin(M, 3.0f)[2], 3, 0);
  RECORD(sycl::pown(M, sycl::marray<int, 5>(2))[4], 64, 0);
  RECORD(sycl::native::sqrt(M)[2], 2, -1.0 / 512);
  RECORD(sycl::half_precision::exp(Two)[0], std::exp(0.75), -1.0 / 512);
  sycl::mint4 Ilogb = sycl::ilogb(Captured);
  RECORD(Ilogb[3], 3, 0);
}

} // namespace

int main() {
  sycl::queue Q;
  checkHalfOperations(Q);

  float *In = sycl::malloc_shared<float>(4, Q);
  In[0] = 0.75f;
  In[1] = 2.5f;
  In[2] = 4.0f;
  In[3] = 8.0f;
  sycl::mfloat4 Captured(0.5f, 1.5f, 2.5f, 9.0f);
  for (const char *Where : {"device", "host"}) {
    Records R;
    R.Got = sycl::malloc_shared<double>(MaxRecords, Q);
    R.Want = sycl::malloc_shared<double>(MaxRecords, Q);
    R.Bound = sycl::malloc_shared<double>(MaxRecords, Q);
    R.Line = sycl::malloc_shared<int>(MaxRecords, Q);
    R.Count = sycl::malloc_shared<int>(1, Q);
    *R.Count = 0;
    if (Where[0] == 'd')
      Q.single_task([=] { mathOfHalfAndMarray(R, In, Captured); }).wait();
    else
      mathOfHalfAndMarray(R, In, Captured);
    CHECK(*R.Count > 0 && *R.Count <= MaxRecords);
    for (int I = 0; I < *R.Count; ++I) {
      double Got = R.Got[I], Want = R.Want[I], Bound = R.Bound[I];
      // A half ulp at Want: 2^(exponent - 10).
      int Exponent;
      std::frexp(Want, &Exponent);
      double Ulp = std::ldexp(1.0, std::max(Exponent - 11, -24));
      bool Ok = Bound < 0 ? std::fabs(Got - Want) <= -Bound * std::fabs(Want)
                          : std::fabs(Got - Want) <= std::max(Bound, 0.5) * Ulp;
      if (!Ok && ++Failures <= 40)
        std::fprintf(stderr, "%s, line %d: got %.17g, expected %.17g\n", Where,
                     R.Line[I], Got, Want);
    }
    for (void *P : {(void *)R.Got, (void *)R.Want, (void *)R.Bound,
                    (void *)R.Line, (void *)R.Count})
      sycl::free(P, Q);
  }
  sycl::free(In, Q);
  if (Failures) {
    std::fprintf(stderr, "half_marray: %d failures\n", Failures);
    return 1;
  }
  std::puts("half_marray: passed");
}
