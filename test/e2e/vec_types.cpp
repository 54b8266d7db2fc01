// sycl::vec in device and host code: construction, element access,
// swizzles (named ones included, with SYCL_SIMPLE_SWIZZLES) read and
// written, operators, comparisons giving -1/0, convert with rounding
// modes, as, load/store, and vecs captured by kernels. Each result is
// recorded with the value it must have, computed with plain scalars; the
// host checks both runs.
#define SYCL_SIMPLE_SWIZZLES
#include "check.h"
#include <sycl/sycl.hpp>

#include <cstdint>
#include <cstdio>

namespace {

static_assert(sizeof(sycl::float3) == 16 && alignof(sycl::float3) == 16,
              "vec<T, 3> is as large as vec<T, 4>");
static_assert(sizeof(sycl::double16) == 128 && alignof(sycl::double16) == 128,
              "a vec is aligned to its size");
static_assert(sizeof(sycl::half4) == 8 && sizeof(sycl::char3) == 4,
              "vec of half and char");
static_assert(std::is_trivially_copyable_v<sycl::int8>,
              "vecs travel in kernel functors as bytes");
static_assert(
    std::is_same_v<decltype(sycl::float4() < sycl::float4()), sycl::int4> &&
        std::is_same_v<decltype(sycl::double2() == 1.0), sycl::long2> &&
        std::is_same_v<decltype(!sycl::half2()), sycl::short2> &&
        std::is_same_v<decltype(sycl::uchar4() > sycl::uchar4()), sycl::char4>,
    "comparisons give signed integers as large as the elements");
static_assert(sycl::float3::size() == 3 && sycl::float3::byte_size() == 16,
              "size and byte_size");

constexpr int MaxRecords = 256;

/// The recorded results and their expected values, with the line.
struct Records {
  double *Got, *Want;
  int *Line, *Count;
  void add(int L, double G, double W) const {
    int I = (*Count)++;
    if (I < MaxRecords) {
      Got[I] = G;
      Want[I] = W;
      Line[I] = L;
    }
  }
};
#define RECORD(Got, Want) R.add(__LINE__, double(Got), double(Want))

/// Every check; In are inputs the compiler cannot fold (1, 2, ... 16).
void exercise(Records R, const float *In, sycl::double3 Captured,
              sycl::float16 Wide) {
  float A = In[0], B = In[1], C = In[2], D = In[3]; // 1 2 3 4

  // Construction and element access.
  sycl::float4 V(A, B, C, D);
  RECORD(V.x() + 10 * V.y() + 100 * V.z() + 1000 * V.w(), 4321);
  RECORD(V.r() + 10 * V.a() + 100 * V[2] + 1000 * V.s1(), 2341);
  sycl::float4 Mixed(sycl::float2(D, C), B, A);
  RECORD(Mixed[0] * 1000 + Mixed[1] * 100 + Mixed[2] * 10 + Mixed[3], 4321);
  sycl::float4 Splat(C);
  RECORD(Splat[0] + Splat[3], 6);
  sycl::int3 FromSwizzles(V.swizzle<3>().convert<int>(), 7, 8);
  RECORD(FromSwizzles.x() * 100 + FromSwizzles.y() * 10 + FromSwizzles.z(),
         478);
  sycl::vec<float, 1> One = A;
  float Back = One;
  RECORD(Back, 1);
  sycl::vec Deduced(1, 2, 3);
  RECORD(decltype(Deduced)::size(), 3);
  RECORD(Wide.sF() + Wide.s8(), 15 + 8);
  RECORD(Captured.z() - Captured.x(), 2);

  // Swizzles, read.
  sycl::float4 Reversed = V.wzyx();
  RECORD(Reversed[0] * 10 + Reversed[3], 41);
  sycl::float3 Picked = V.swizzle<2, 0, 3>();
  RECORD(Picked[0] * 100 + Picked[1] * 10 + Picked[2], 314);
  RECORD(V.xxyy()[1] * 10 + V.xxyy()[2], 12);
  RECORD(V.bgr()[0], 3);
  RECORD(V.lo()[1] * 10 + V.hi()[0], 23);
  RECORD(V.even()[1] * 10 + V.odd()[1], 34);
  sycl::float3 Three(A, B, C);
  RECORD(Three.hi()[0], 3);
  RECORD(sycl::float4(sycl::float8(Wide.hi()).lo()).even()[1], 10);
  RECORD((V.xy() + V.zw())[1], 6);
  RECORD(sycl::float2(V.wz() * 2.0f)[0], 8);
  RECORD((V.swizzle<3, 2, 1, 0>().swizzle<1>()[0]), 3);

  // Swizzles, written.
  sycl::float4 W = V;
  W.xy() = sycl::float2(9, 8);
  W.wz() += 1.0f;
  W.swizzle<2>() = 0.5f;
  RECORD(W[0] * 1000 + W[1] * 100 + W[2] * 10 + W[3], 9800 + 5 + 5);
  sycl::int4 Halves(1, 2, 3, 4);
  Halves.hi() = Halves.lo();
  Halves.odd() *= 10;
  RECORD(Halves[0] * 1000 + Halves[1] * 100 + Halves[2] * 10 + Halves[3],
         1000 + 2000 + 10 + 20);

  // Arithmetic, with scalars on either side, compound and unary.
  sycl::float4 E = (V * 2.0f + 1) / V - V;
  RECORD(E[3], (D * 2 + 1) / D - D);
  RECORD((10.0f - V)[1], 8);
  sycl::int4 I4(7, -7, 100, 3);
  RECORD((I4 % 3)[1], -7 % 3);
  RECORD((I4 / sycl::int4(2))[0], 3);
  I4 += 1;
  I4 *= sycl::int4(2, 2, 2, 2);
  RECORD(I4[1], -12);
  RECORD((-V)[0], -1);
  RECORD((~sycl::int2(0, 5))[1], ~5);
  sycl::int2 Counter(1, 2);
  sycl::int2 Before = Counter++;
  sycl::int2 After = ++Counter;
  RECORD(Before[0] * 10 + After[1], 14);
  sycl::int3 DivisorThree(6, 9, 12);
  RECORD((DivisorThree / sycl::int3(3, 3, 3))[2], 4);

  // Bitwise and shifts, 8 and 64 bits.
  sycl::uchar16 Bytes = sycl::uchar16(uint8_t(A));
  Bytes = (Bytes << 7) | uint8_t(3);
  RECORD(Bytes[15], 131);
  RECORD((Bytes ^ uint8_t(1))[4] & 0xff, 130);
  sycl::long2 L(int64_t(A) << 40, -1);
  RECORD((L >> 39)[0], 2);
  RECORD((L & int64_t(0xf0))[1], 0xf0);

  // Comparisons and logical operators: -1 or 0.
  sycl::int4 Less = V < sycl::float4(2.5f);
  RECORD(Less[0] * 1000 + Less[1] * 100 + Less[2] * 10 + Less[3], -1100);
  sycl::long2 Equal = sycl::double2(A, B) == 2.0;
  RECORD(Equal[0] * 10 + Equal[1], -1);
  sycl::int4 Both = V && sycl::float4(0, 1, 0, 1);
  RECORD(Both[1] + Both[2], -1);
  sycl::int4 Either = sycl::float4(0) || sycl::float4(0, 0, 1, 0);
  RECORD(Either[2] * 10 + Either[1], -10);
  RECORD((!sycl::float2(0, A))[0], -1);
  sycl::char4 Bytes4 = sycl::uchar4(200, 1, 2, 3) > uint8_t(100);
  RECORD(Bytes4[0] * 10 + Bytes4[1], -10);
  // A comparison's -1 converted to floating point stays -1.
  sycl::float4 LessAsFloat = (V < sycl::float4(2.5f)).convert<float>();
  RECORD(LessAsFloat[1] * 10 + LessAsFloat[2], -10);
  float Negated = -static_cast<int>(A < C);
  RECORD(Negated, -1);
  sycl::short2 HalfTest = sycl::half2(1.5f, -2.0f) < sycl::half(0);
  RECORD(HalfTest[1], -1);
  sycl::half4 HalfProduct =
      sycl::half4(sycl::half(A), sycl::half(B), sycl::half(C), sycl::half(D)) *
          sycl::half(B) +
      sycl::half(0.5f);
  RECORD(float(HalfProduct[3]), 8.5);

  // convert, with each rounding mode, and as.
  sycl::float4 Ties(2.5f, -2.5f, 1.5f, -3.7f);
  sycl::int4 Rte = Ties.convert<int, sycl::rounding_mode::rte>();
  RECORD(Rte[0] * 1000 + Rte[1] * 100 + Rte[2] * 10 + Rte[3],
         2000 - 200 + 20 - 4);
  sycl::int4 Rtz = Ties.convert<int, sycl::rounding_mode::rtz>();
  RECORD(Rtz[3], -3);
  sycl::int4 Automatic = Ties.convert<int>();
  RECORD(Automatic[3], -3);
  RECORD((Ties.convert<int, sycl::rounding_mode::rtp>())[3], -3);
  RECORD((Ties.convert<int, sycl::rounding_mode::rtn>())[3], -4);
  sycl::double2 Precise(1.0 + 1e-10, -(1.0 + 1e-10));
  RECORD((Precise.convert<float, sycl::rounding_mode::rtp>())[0],
         1.00000011920928955078125);
  RECORD((Precise.convert<float, sycl::rounding_mode::rtz>())[1], -1);
  RECORD((Precise.convert<float, sycl::rounding_mode::rtn>())[1],
         -1.00000011920928955078125);
  RECORD(
      (sycl::int2(16777217, 0).convert<float, sycl::rounding_mode::rtp>())[0],
      16777218.0);
  sycl::half2 Halved = sycl::float2(1.0f / 3, 65504.0f).convert<sycl::half>();
  RECORD(float(Halved[0]), 0.333251953125);
  RECORD(Halved.convert<float>()[1], 65504);
  sycl::uint4 Bits = sycl::float4(1.0f).as<sycl::uint4>();
  RECORD(Bits[2], 0x3f800000u);
  RECORD(sycl::float3(A, B, C).as<sycl::int4>()[1], 0x40000000);

  // load and store.
  sycl::float4 Loaded;
  Loaded.load(1, In);
  RECORD(Loaded[0], 5);
  float Stored[8] = {};
  V.store(1, Stored);
  RECORD(Stored[4] + Stored[7], 1 + 4);

  // vec<bool>.
  sycl::vec<bool, 2> Flags(true, false);
  sycl::vec<bool, 2> Inverse = Flags ^ true;
  RECORD(Inverse[1], 1);
}

} // namespace

int main() {
  sycl::queue Q;
  float *In = sycl::malloc_shared<float>(16, Q);
  for (int I = 0; I < 16; ++I)
    In[I] = float(I + 1);
  sycl::double3 Captured(1.0, 2.0, 3.0);
  sycl::float16 Wide;
  for (int I = 0; I < 16; ++I)
    Wide[I] = float(I);
  for (const char *Where : {"device", "host"}) {
    Records R;
    R.Got = sycl::malloc_shared<double>(MaxRecords, Q);
    R.Want = sycl::malloc_shared<double>(MaxRecords, Q);
    R.Line = sycl::malloc_shared<int>(MaxRecords, Q);
    R.Count = sycl::malloc_shared<int>(1, Q);
    *R.Count = 0;
    if (Where[0] == 'd')
      Q.single_task([=] { exercise(R, In, Captured, Wide); }).wait();
    else
      exercise(R, In, Captured, Wide);
    CHECK(*R.Count > 0 && *R.Count <= MaxRecords);
    for (int I = 0; I < *R.Count; ++I) {
      if (R.Got[I] != R.Want[I]) {
        std::fprintf(stderr, "%s, line %d: got %.17g, expected %.17g\n", Where,
                     R.Line[I], R.Got[I], R.Want[I]);
        return 1;
      }
    }
    std::printf("%s: %d checks\n", Where, *R.Count);
    for (void *P :
         {(void *)R.Got, (void *)R.Want, (void *)R.Line, (void *)R.Count})
      sycl::free(P, Q);
  }
  sycl::free(In, Q);
  std::puts("vec_types: passed");
}
