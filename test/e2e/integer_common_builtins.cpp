// The SYCL 2020 integer, common, geometric and relational functions,
// computed in a kernel and on the host: the integer functions for 8- to
// 64-bit integers (vec and marray forms, the same template code for every
// element type, for three of them), each compared exactly with a
// reference computed in 128 bits; the others for float and double within
// a few ulps (fast_ forms: a relative 2^-9), the tests exactly.
#include "check.h"
#include <sycl/sycl.hpp>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <type_traits>

namespace {

constexpr int N = 24;     // inputs per type
constexpr int Funcs = 17; // integer functions, in the order below
int Failures = 0;

/// Inputs a, b, c and the results of each function, for one integer type.
template <typename T> struct IntData {
  T *A, *B, *C;
  T *Scalar, *Vec, *Marray; // [Funcs * N]
};

/// Whether the vec and marray forms are tested for T too.
template <typename T>
constexpr bool WithForms =
    std::is_same_v<T, int8_t> || std::is_same_v<T, uint32_t> ||
    std::is_same_v<T, int64_t>;

/// Every integer function on input I: scalar, in lane 1 of a vec<T, 4> and
/// in element 2 of an marray<T, 3>, whose other elements are other inputs.
/// (noinline: one function per type keeps the optimiser's work, and the
/// test's compile time, down.)
template <typename T>
[[gnu::noinline]] void integerFunctions(IntData<T> D, int I) {
  T A = D.A[I], B = D.B[I], C = D.C[I];
  using U = std::make_unsigned_t<T>;
  // rotate's count and upsample's low half as the function wants them.
  sycl::vec<T, 4> VA(D.A[(I + 1) % N], A, D.A[(I + 2) % N], D.A[(I + 3) % N]);
  sycl::vec<T, 4> VB(B), VC(C);
  sycl::marray<T, 3> MA(D.B[(I + 5) % N], D.C[(I + 7) % N], A), MB(B), MC(C);
  int F = 0;
#define INTEGER(ScalarCall, VecCall, MarrayCall)                               \
  D.Scalar[F * N + I] = T(ScalarCall);                                         \
  if constexpr (WithForms<T>) {                                                \
    D.Vec[F * N + I] = T((VecCall)[1]);                                        \
    D.Marray[F * N + I] = T((MarrayCall)[2]);                                  \
  }                                                                            \
  ++F;
#define INTEGER_1(Name) INTEGER(sycl::Name(A), sycl::Name(VA), sycl::Name(MA))
#define INTEGER_2(Name)                                                        \
  INTEGER(sycl::Name(A, B), sycl::Name(VA, VB), sycl::Name(MA, MB))
#define INTEGER_3(Name)                                                        \
  INTEGER(sycl::Name(A, B, C), sycl::Name(VA, VB, VC), sycl::Name(MA, MB, MC))
  INTEGER_1(abs)
  INTEGER_2(abs_diff)
  INTEGER_2(add_sat)
  INTEGER_2(hadd)
  INTEGER_2(rhadd)
  INTEGER_3(clamp)
  INTEGER_1(clz)
  INTEGER_1(ctz)
  INTEGER_3(mad_hi)
  INTEGER_3(mad_sat)
  INTEGER_2(max)
  INTEGER_2(min)
  INTEGER_2(mul_hi)
  INTEGER_2(rotate)
  INTEGER_2(sub_sat)
  INTEGER_1(popcount)
  // upsample (8- to 32-bit types): its halves, xor-ed.
  if constexpr (sizeof(T) < 8) {
    constexpr int Bits = sizeof(T) * 8;
    auto Fold = [](auto Wide) { return T(T(Wide >> Bits) ^ T(Wide)); };
    D.Scalar[F * N + I] = Fold(sycl::upsample(A, U(B)));
    if constexpr (WithForms<T>) {
      D.Vec[F * N + I] =
          Fold(sycl::upsample(VA, VB.template as<sycl::vec<U, 4>>())[1]);
      D.Marray[F * N + I] =
          Fold(sycl::upsample(MA, sycl::marray<U, 3>(U(B)))[2]);
    }
  }
}

/// The exact results, in 128 bits.
template <typename T> __int128 reference(int F, T A, T B, T C) {
  // Sums and differences in signed 128 bits, products of 64-bit unsigned
  // ones in unsigned 128 bits.
  using W = __int128;
  using Product =
      std::conditional_t<std::is_signed_v<T>, __int128, unsigned __int128>;
  constexpr int Bits = sizeof(T) * 8;
  const __int128 Min = std::numeric_limits<T>::min();
  const __int128 Max = std::numeric_limits<T>::max();
  auto Saturate = [&](auto V) {
    return V < decltype(V)(Min)   ? Min
           : V > decltype(V)(Max) ? Max
                                  : __int128(V);
  };
  auto Floor2 = [](W V) { return V >= 0 ? V / 2 : -((-V + 1) / 2); };
  using U = std::make_unsigned_t<T>;
  U UA = U(A), UB = U(B);
  switch (F) {
  case 0:
    return T(A < 0 ? U(0) - UA : UA);
  case 1:
    return T(A > B ? U(UA - UB) : U(UB - UA));
  case 2:
    return Saturate(W(A) + W(B));
  case 3:
    return __int128(Floor2(W(A) + W(B)));
  case 4:
    return __int128(Floor2(W(A) + W(B) + 1));
  case 5:
    return A < B ? B : A > C ? C : A; // clamp, B <= C
  case 6: {
    int Count = 0;
    for (int K = Bits - 1; K >= 0 && !((UA >> K) & 1); --K)
      ++Count;
    return Count;
  }
  case 7: {
    int Count = 0;
    for (int K = 0; K < Bits && !((UA >> K) & 1); ++K)
      ++Count;
    return Count;
  }
  case 8:
    return T(U(U((Product(A) * Product(B)) >> Bits) + U(C)));
  case 9:
    return std::is_signed_v<T> || C >= 0
               ? Saturate(Product(A) * Product(B) + Product(C))
               : 0;
  case 10:
    return A < B ? B : A;
  case 11:
    return B < A ? B : A;
  case 12:
    return T((Product(A) * Product(B)) >> Bits);
  case 13: {
    int Shift = int(UB % Bits);
    return T(U(Shift ? U(UA << Shift) | U(UA >> (Bits - Shift)) : UA));
  }
  case 14:
    return Saturate(W(A) - W(B));
  case 15: {
    int Count = 0;
    for (int K = 0; K < Bits; ++K)
      Count += (UA >> K) & 1;
    return Count;
  }
  default: // upsample's halves, xor-ed
    return T(A ^ B);
  }
}

template <typename T> const char *typeName() {
  return std::is_signed_v<T> ? (sizeof(T) == 1   ? "int8"
                                : sizeof(T) == 2 ? "int16"
                                : sizeof(T) == 4 ? "int32"
                                                 : "int64")
                             : (sizeof(T) == 1   ? "uint8"
                                : sizeof(T) == 2 ? "uint16"
                                : sizeof(T) == 4 ? "uint32"
                                                 : "uint64");
}

/// A reproducible integer for input I, half of them near the limits.
template <typename T> T integerInput(int I, int Salt) {
  uint64_t H = uint64_t(I) * 0x9e3779b97f4a7c15ull +
               uint64_t(Salt) * 0xbf58476d1ce4e5b9ull;
  H ^= H >> 31;
  H *= 0x94d049bb133111ebull;
  H ^= H >> 29;
  if (I % 4 == 0)
    return std::numeric_limits<T>::max() - T(H % 3);
  if (I % 4 == 1)
    return std::numeric_limits<T>::min() + T(H % 3);
  return T(H);
}

template <typename T> [[gnu::noinline]] void checkIntegers(sycl::queue &Q) {
  IntData<T> D;
  for (T **P : {&D.A, &D.B, &D.C})
    *P = sycl::malloc_shared<T>(N, Q);
  for (T **P : {&D.Scalar, &D.Vec, &D.Marray})
    *P = sycl::malloc_shared<T>(Funcs * N, Q);
  for (int I = 0; I < N; ++I) {
    D.A[I] = integerInput<T>(I, 1);
    D.B[I] = integerInput<T>(I + 7, 2);
    D.C[I] = integerInput<T>(I + 13, 3);
    if (D.B[I] > D.C[I]) // clamp wants b <= c
      std::swap(D.B[I], D.C[I]);
  }
  for (const char *Where : {"device", "host"}) {
    if (Where[0] == 'd')
      Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
         integerFunctions(D, int(I[0]));
       }).wait();
    else
      for (int I = 0; I < N; ++I)
        integerFunctions(D, I);
    int Count = sizeof(T) < 8 ? Funcs : Funcs - 1;
    for (int F = 0; F < Count; ++F)
      for (int I = 0; I < N; ++I) {
        T Want = T(reference(F, D.A[I], D.B[I], D.C[I]));
        for (const T *Got : {D.Scalar, D.Vec, D.Marray})
          if ((Got == D.Scalar || WithForms<T>)&&Got[F * N + I] != Want &&
              ++Failures <= 20)
            std::fprintf(stderr,
                         "%s %s function %d (%s) of %lld %lld %lld: got %lld, "
                         "expected %lld\n",
                         Where, typeName<T>(), F,
                         Got == D.Scalar ? "scalar"
                         : Got == D.Vec  ? "vec"
                                         : "marray",
                         (long long)D.A[I], (long long)D.B[I],
                         (long long)D.C[I], (long long)Got[F * N + I],
                         (long long)Want);
      }
  }
  for (T *P : {D.A, D.B, D.C, D.Scalar, D.Vec, D.Marray})
    sycl::free(P, Q);
}

// The common, geometric and relational functions: results in one array of
// double, each with its expected value (computed in long double), bound
// (negative: relative) and line.
constexpr int MaxRecords = 512;
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

template <typename T, typename Vec3, typename Vec4>
[[gnu::noinline]] void commonFunctions(Records R, const T *In) {
  T X = In[0], Y = In[1], Z = In[2]; // 0.25 1.5 -2
  const double Pi = 3.14159265358979323846;
  bool Float = std::is_same_v<T, float>;
  double Ulp = Float ? 1.2e-7 : 2.3e-16;
  RECORD(sycl::clamp(Y, X, T(1)), 1, 0);
  RECORD(sycl::clamp(Vec4(Z, Y, X, X), X, Y)[0], 0.25, 0);
  RECORD(sycl::degrees(Y), 1.5 * 180 / Pi, -4 * Ulp);
  RECORD(sycl::radians(Vec3(Z))[1], -2 * Pi / 180, -4 * Ulp);
  RECORD(sycl::max(X, Y), 1.5, 0);
  RECORD(sycl::min(Vec4(X), Y)[3], 0.25, 0);
  RECORD(sycl::mix(X, Y, T(0.5)), 0.875, 0);
  RECORD(sycl::mix(Vec3(X), Vec3(Z), T(0.25))[2], 0.25 - 2.25 * 0.25, 0);
  RECORD(sycl::step(X, Y), 1, 0);
  RECORD(sycl::step(Y, Vec4(X))[0], 0, 0);
  RECORD(sycl::smoothstep(T(0), T(1), X), 0.25 * 0.25 * (3 - 0.5), -2 * Ulp);
  RECORD(sycl::smoothstep(Z, Y, Vec3(Y * 2))[2], 1, 0);
  RECORD(sycl::sign(Z), -1, 0);
  RECORD(sycl::sign(Vec4(T(0), -X, X, Z))[1], -1, 0);
  RECORD(sycl::mul24(int32_t(Z * 1500), int32_t(Y * 2000)), -9000000, 0);
  RECORD(sycl::mad24(sycl::uint2(uint32_t(Y * 4000)), sycl::uint2(5000u),
                     sycl::uint2(7u))[1],
         30000007, 0);

  Vec3 P(X, Y, Z), Q(Z, X, Y);
  double PQ = 0.25 * -2 + 1.5 * 0.25 + -2 * 1.5;
  RECORD(sycl::dot(P, Q), PQ, -2 * Ulp);
  RECORD(sycl::dot(X, Y), 0.375, 0);
  Vec3 Cross = sycl::cross(P, Q);
  RECORD(Cross[0], 1.5 * 1.5 - -2 * 0.25, -2 * Ulp);
  RECORD(Cross[2], 0.25 * 0.25 - 1.5 * -2, -2 * Ulp);
  RECORD(sycl::cross(Vec4(P.x(), P.y(), P.z(), 7),
                     Vec4(Q.x(), Q.y(), Q.z(), 9))[3],
         0, 0);
  double Length = std::sqrt(0.0625 + 2.25 + 4.0);
  RECORD(sycl::length(P), Length, -3 * Ulp);
  RECORD(sycl::length(sycl::vec<T, 2>(T(3e30), T(4e30))), 5e30, -3 * Ulp);
  RECORD(sycl::distance(P, Q), std::sqrt(2.25 * 2.25 + 1.25 * 1.25 + 3.5 * 3.5),
         -3 * Ulp);
  RECORD(sycl::normalize(P)[1], 1.5 / Length, -4 * Ulp);
  RECORD(sycl::normalize(Vec3(T(0)))[0], 0, 0);
  RECORD(sycl::length(Z), 2, 0);
  sycl::marray<T, 3> M(X, Y, Z);
  RECORD(sycl::length(M), Length, -3 * Ulp);
  if constexpr (std::is_same_v<T, float>) {
    RECORD(sycl::fast_length(P), Length, -1.0 / 512);
    RECORD(sycl::fast_distance(P, Q),
           std::sqrt(2.25 * 2.25 + 1.25 * 1.25 + 3.5 * 3.5), -1.0 / 512);
    RECORD(sycl::fast_normalize(P)[2], -2 / Length, -1.0 / 512);
  }

  T Nan = T(sycl::nan(1u)), Inf = T(1) / T(0);
  RECORD(sycl::isequal(X, X), 1, 0);
  RECORD(sycl::isnotequal(Nan, Nan), 1, 0);
  RECORD(sycl::isgreater(Y, X), 1, 0);
  RECORD(sycl::isgreaterequal(X, Nan), 0, 0);
  RECORD(sycl::isless(Z, X), 1, 0);
  RECORD(sycl::islessequal(X, X), 1, 0);
  RECORD(sycl::islessgreater(X, Nan), 0, 0);
  RECORD(sycl::isfinite(Inf), 0, 0);
  RECORD(sycl::isinf(-Inf), 1, 0);
  RECORD(sycl::isnan(Nan), 1, 0);
  RECORD(sycl::isnormal(std::numeric_limits<T>::denorm_min()), 0, 0);
  RECORD(sycl::isordered(X, Nan), 0, 0);
  RECORD(sycl::isunordered(Nan, X), 1, 0);
  RECORD(sycl::signbit(T(-0.0)), 1, 0);
  Vec4 Tests(X, Nan, -Inf, Z);
  auto Finite = sycl::isfinite(Tests);
  RECORD(Finite[0] * 1000 + Finite[1] * 100 + Finite[2] * 10 + Finite[3], -1001,
         0);
  auto Greater = sycl::isgreater(Tests, Vec4(T(0)));
  RECORD(Greater[0] + Greater[1] + Greater[3], -1, 0);
  RECORD(sycl::any(sycl::isnan(Tests)), 1, 0);
  RECORD(sycl::all(sycl::isnan(Tests)), 0, 0);
  sycl::marray<bool, 3> Signs = sycl::signbit(M);
  RECORD(Signs[2] && !Signs[0], 1, 0);
  RECORD(sycl::any(Signs), 1, 0);
  RECORD(sycl::bitselect(X, Z, T(-0.0)), -0.25, 0);
  RECORD(sycl::select(X, Y, true), 1.5, 0);
  using Int = std::conditional_t<sizeof(T) == 4, int32_t, int64_t>;
  using UInt = std::make_unsigned_t<Int>;
  auto Selected = sycl::select(
      Vec4(X), Vec4(Y),
      sycl::vec<UInt, 4>(UInt(1) << (8 * sizeof(T) - 1), 0, 0, UInt(-1)));
  RECORD(Selected[0] + Selected[1] * 10 + Selected[3] * 100, 1.5 + 2.5 + 150,
         0);
  auto SelectedM = sycl::select(M, sycl::marray<T, 3>(Y),
                                sycl::marray<bool, 3>(false, true, false));
  RECORD(SelectedM[0] + SelectedM[1] * 10 + SelectedM[2] * 100, 0.25 + 15 - 200,
         0);
}

} // namespace

int main() {
  sycl::queue Q;
  checkIntegers<int8_t>(Q);
  checkIntegers<uint8_t>(Q);
  checkIntegers<int16_t>(Q);
  checkIntegers<uint16_t>(Q);
  checkIntegers<int32_t>(Q);
  checkIntegers<uint32_t>(Q);
  checkIntegers<int64_t>(Q);
  checkIntegers<uint64_t>(Q);

  float *InF = sycl::malloc_shared<float>(3, Q);
  double *InD = sycl::malloc_shared<double>(3, Q);
  for (int I = 0; I < 3; ++I)
    InF[I] = float(InD[I] = I == 0 ? 0.25 : I == 1 ? 1.5 : -2);
  for (const char *Where : {"device", "host"}) {
    Records R;
    R.Got = sycl::malloc_shared<double>(MaxRecords, Q);
    R.Want = sycl::malloc_shared<double>(MaxRecords, Q);
    R.Bound = sycl::malloc_shared<double>(MaxRecords, Q);
    R.Line = sycl::malloc_shared<int>(MaxRecords, Q);
    R.Count = sycl::malloc_shared<int>(1, Q);
    *R.Count = 0;
    if (Where[0] == 'd') {
      Q.single_task([=] {
         commonFunctions<float, sycl::float3, sycl::float4>(R, InF);
         commonFunctions<double, sycl::double3, sycl::double4>(R, InD);
       }).wait();
    } else {
      commonFunctions<float, sycl::float3, sycl::float4>(R, InF);
      commonFunctions<double, sycl::double3, sycl::double4>(R, InD);
    }
    CHECK(*R.Count > 0 && *R.Count <= MaxRecords);
    for (int I = 0; I < *R.Count; ++I) {
      double Got = R.Got[I], Want = R.Want[I], Bound = R.Bound[I];
      bool Ok = Bound < 0 ? std::fabs(Got - Want) <= -Bound * std::fabs(Want)
                          : std::fabs(Got - Want) <= Bound;
      if (!Ok && ++Failures <= 40)
        std::fprintf(stderr,
                     "%s, line %d (record %d): got %.17g, expected %.17g\n",
                     Where, R.Line[I], I, Got, Want);
    }
    for (void *P : {(void *)R.Got, (void *)R.Want, (void *)R.Bound,
                    (void *)R.Line, (void *)R.Count})
      sycl::free(P, Q);
  }
  sycl::free(InF, Q);
  sycl::free(InD, Q);
  if (Failures) {
    std::fprintf(stderr, "integer_common_builtins: %d failures\n", Failures);
    return 1;
  }
  std::puts("integer_common_builtins: passed");
}
