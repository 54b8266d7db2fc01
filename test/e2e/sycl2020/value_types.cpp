// SYCL 2020's value types and small utilities as programs use them:
// SYCL_LANGUAGE_VERSION; id and range arithmetic with ids, ranges, items
// and scalars mixed (4.9.1), the element-wise comparisons and logical
// operators, ++ and --; kernels taking an item without offset;
// sycl::bit_cast and sycl::byte; is_device_copyable (3.13.1) with kernels
// capturing a type declared device copyable; constexpr marrays and their
// aliases; stream equality; and groups told apart by operator==. Every
// kernel's result is checked against the same computation on the host.
#include "check.h"

#include <sycl/sycl.hpp>

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <unordered_set>
#include <variant>

static_assert(std::is_same_v<decltype(SYCL_LANGUAGE_VERSION), long> &&
              SYCL_LANGUAGE_VERSION == 202012L);

namespace {

// The operators are constexpr, and mixed operands convert as SYCL says: an
// id with a range or item gives an id, two ranges a range.
constexpr sycl::id<2> Corner = sycl::id<2>(1, 2) + sycl::range<2>(3, 4);
static_assert(Corner[0] == 4 && Corner[1] == 6);
static_assert(std::is_same_v<decltype(sycl::range<2>(2, 2) * sycl::id<2>()),
                             sycl::id<2>>);
static_assert(
    std::is_same_v<decltype(sycl::range<3>(1, 2, 3) + 1), sycl::range<3>>);
static_assert(std::is_same_v<decltype(sycl::range<1>(2) - sycl::range<1>(1)),
                             sycl::range<1>>);
static_assert((sycl::id<3>(1, 5, 9) < sycl::range<3>(4, 4, 4)) ==
              sycl::id<3>(1, 0, 0));
static_assert((2 * sycl::range<2>(3, 4)).size() == 48);
static_assert(sycl::id<1>(7) == sycl::range<1>(7));
static_assert(sycl::id<2>(0, 3) != sycl::id<2>(3, 0));

/// Element-wise id arithmetic on a work-item's item: every operator form
/// the specification lists, combined into one number per form.
struct IndexForms {
  size_t Sum, Scaled, Wrapped, Inside, Ordered, Compound, Stepped, Equal;
};

template <typename ItemT>
IndexForms indexForms(const ItemT &It, sycl::range<2> Extent) {
  const sycl::id<2> Here = It;
  IndexForms F{};
  const sycl::id<2> Sum = It + Extent;             // item + range
  const sycl::id<2> Scaled = Extent * Here + 3;    // range * id + scalar
  const sycl::id<2> Wrapped = (Here + 1) % Extent; // wraps at the edges
  const sycl::id<2> Inside = (Here > 0) && (Here < Extent - 1); // 0 or 1 each
  const sycl::id<2> Ordered = (Here <= 1) || (2 >= Here) || !Here[0];
  sycl::id<2> Compound = It;
  Compound += Extent;
  Compound *= 2;
  Compound -= Here;
  Compound >>= 1;
  Compound |= sycl::id<2>(16, 32);
  Compound ^= 1;
  sycl::id<2> Stepped = Here;
  ++Stepped;
  Stepped++;
  --Stepped;
  const sycl::id<2> Before = Stepped--;
  F.Sum = Sum[0] * 100 + Sum[1];
  F.Scaled = Scaled[0] * 100 + Scaled[1];
  F.Wrapped = Wrapped[0] * 100 + Wrapped[1];
  F.Inside = Inside[0] * 10 + Inside[1];
  F.Ordered = Ordered[0] * 10 + Ordered[1];
  F.Compound = Compound[0] * 1000 + Compound[1];
  F.Stepped = (Before - Stepped)[0] * 10 + (Stepped + -Here + Here)[1];
  F.Equal =
      (It == Here) + 2 * (Here == sycl::id<2>(0, 0)) + 4 * (Here + 1 != Extent);
  return F;
}

void indexArithmetic(sycl::queue &Q) {
  const sycl::range<2> Extent(5, 7);
  IndexForms *Out = sycl::malloc_shared<IndexForms>(Extent.size(), Q);
  Q.parallel_for(Extent, [=](sycl::item<2> It) {
     Out[It.get_linear_id()] = indexForms(It, Extent);
   }).wait();
  for (size_t I = 0; I < Extent[0]; ++I)
    for (size_t J = 0; J < Extent[1]; ++J) {
      const IndexForms &Got = Out[I * Extent[1] + J];
      const size_t Compound0 = (((I + 5) * 2 - I) >> 1 | 16) ^ 1;
      const size_t Compound1 = (((J + 7) * 2 - J) >> 1 | 32) ^ 1;
      CHECK_EQ(Got.Sum, (I + 5) * 100 + J + 7);
      CHECK_EQ(Got.Scaled, (5 * I + 3) * 100 + 7 * J + 3);
      CHECK_EQ(Got.Wrapped, (I + 1) % 5 * 100 + (J + 1) % 7);
      CHECK_EQ(Got.Inside, size_t(I > 0 && I < 4) * 10 + (J > 0 && J < 6));
      CHECK_EQ(Got.Ordered,
               size_t(I <= 1 || 2 >= I || !I) * 10 + (J <= 1 || 2 >= J || !I));
      CHECK_EQ(Got.Compound, Compound0 * 1000 + Compound1);
      CHECK_EQ(Got.Stepped, 10 + J);
      CHECK_EQ(Got.Equal, size_t(1 + 2 * (I == 0 && J == 0) +
                                 4 * (I + 1 != 5 || J + 1 != 7)));
    }
  sycl::free(Out, Q);
}

/// A one-dimensional id in the conditions of a padded launch, as kernels
/// write them: `I < Valid && In[I] ...` reads In[I] only inside, and `++I`
/// and `I += 2` step through the range.
void paddedConditions(sycl::queue &Q) {
  constexpr size_t Valid = 100, Padded = 128;
  int *In = sycl::malloc_shared<int>(Valid, Q);
  int *Out = sycl::malloc_shared<int>(Padded, Q);
  int *Reads = sycl::malloc_shared<int>(1, Q);
  for (size_t I = 0; I < Valid; ++I)
    In[I] = int(I % 7);
  *Reads = 0;
  Q.parallel_for(Padded, [=](sycl::id<1> I) {
     auto Read = [&] {
       sycl::atomic_ref<int, sycl::memory_order::relaxed,
                        sycl::memory_scope::device>(*Reads)++;
       return In[I] > 2;
     };
     sycl::id<1> Next = I;
     ++Next;
     Next += 2;
     Out[I] = (I < Valid && Read()) + 10 * (I >= Valid || Next == I + 3);
   }).wait();
  for (size_t I = 0; I < Padded; ++I)
    CHECK_EQ(Out[I], (I < Valid && In[I] > 2) + 10);
  CHECK_EQ(*Reads, int(Valid));
  sycl::free(In, Q);
  sycl::free(Out, Q);
  sycl::free(Reads, Q);
}

/// parallel_for over a range with a kernel taking item<D, false>, which
/// converts to an item with a zero offset.
void itemsWithoutOffset(sycl::queue &Q) {
  constexpr size_t N = 300;
  size_t *Out = sycl::malloc_shared<size_t>(N, Q);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::item<1, false> It) {
     const sycl::item<1> WithOffset = It;
     Out[It] = It.get_linear_id() * 2 + It.get_range(0) +
               WithOffset.get_offset()[0] + (WithOffset == It ? 0 : 1000);
   }).wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Out[I], I * 2 + N);

  const sycl::range<2> Extent(6, 9);
  sycl::buffer<int, 2> Grid(Extent);
  Q.submit([&](sycl::handler &H) {
    sycl::accessor G(Grid, H, sycl::write_only, sycl::no_init);
    H.parallel_for(Extent, [=](sycl::item<2, false> It) {
      G[It.get_id()] = int(It.get_id(0) * 10 + It.get_id(1));
    });
  });
  sycl::host_accessor G(Grid, sycl::read_only);
  for (size_t I = 0; I < Extent[0]; ++I)
    for (size_t J = 0; J < Extent[1]; ++J)
      CHECK_EQ(G[I][J], int(I * 10 + J));
  sycl::free(Out, Q);
}

// bit_cast is constexpr.
static_assert(sycl::bit_cast<std::uint32_t>(1.0f) == 0x3f800000u);
static_assert(sycl::bit_cast<float>(0x40490fdbu) == 3.14159274f);

/// The bits of floats, and their bytes through sycl::byte, on the device.
void bitCasts(sycl::queue &Q) {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
  static_assert(std::is_same_v<sycl::byte, std::uint8_t>);
  using Bytes = sycl::byte[4];
#pragma clang diagnostic pop
  constexpr size_t N = 64;
  std::uint32_t *Bits = sycl::malloc_shared<std::uint32_t>(N, Q);
  std::uint8_t *High = sycl::malloc_shared<std::uint8_t>(N, Q);
  float *Back = sycl::malloc_shared<float>(N, Q);
  Q.parallel_for(N, [=](sycl::id<1> I) {
     const float Value = float(I) * 0.75f - 20.0f;
     Bits[I] = sycl::bit_cast<std::uint32_t>(Value);
     Back[I] = sycl::bit_cast<float>(Bits[I] ^ 0x80000000u);
     High[I] = sycl::bit_cast<std::array<std::uint8_t, 4>>(Value)[3];
   }).wait();
  for (size_t I = 0; I < N; ++I) {
    const float Value = float(I) * 0.75f - 20.0f;
    std::uint32_t Expected;
    std::memcpy(&Expected, &Value, 4);
    Bytes HostBytes;
    std::memcpy(&HostBytes, &Value, 4);
    CHECK_EQ(Bits[I], Expected);
    CHECK_EQ(High[I], HostBytes[3]);
    CHECK_EQ(Back[I], -Value);
  }
  sycl::free(Bits, Q);
  sycl::free(High, Q);
  sycl::free(Back, Q);
}

/// A polynomial whose copy constructor is the user's own (so it is not
/// trivially copyable), declared device copyable below: a byte copy of it
/// is a copy.
struct Polynomial {
  float Coefficients[4];
  Polynomial(float A, float B, float C, float D) : Coefficients{A, B, C, D} {}
  Polynomial(const Polynomial &Other) {
    for (int I = 0; I < 4; ++I)
      Coefficients[I] = Other.Coefficients[I];
  }
  float operator()(float X) const {
    return ((Coefficients[3] * X + Coefficients[2]) * X + Coefficients[1]) * X +
           Coefficients[0];
  }
};

/// Not device copyable: its copies count themselves.
struct Counted {
  int Copies = 0;
  Counted() = default;
  Counted(const Counted &Other) : Copies(Other.Copies + 1) {}
};

} // namespace

template <> struct sycl::is_device_copyable<Polynomial> : std::true_type {};

namespace {

static_assert(sycl::is_device_copyable_v<int>);
static_assert(sycl::is_device_copyable_v<sycl::id<3>>);
static_assert(sycl::is_device_copyable_v<Polynomial>);
static_assert(sycl::is_device_copyable_v<const Polynomial>);
static_assert(!sycl::is_device_copyable_v<Counted>);
static_assert(sycl::is_device_copyable_v<Polynomial[2]>);
static_assert(sycl::is_device_copyable_v<std::array<Polynomial, 3>>);
static_assert(sycl::is_device_copyable_v<std::array<Counted, 0>>);
static_assert(!sycl::is_device_copyable_v<std::array<Counted, 1>>);
static_assert(sycl::is_device_copyable_v<std::pair<Polynomial, int>>);
static_assert(!sycl::is_device_copyable_v<std::pair<int, Counted>>);
static_assert(sycl::is_device_copyable_v<std::tuple<>>);
static_assert(sycl::is_device_copyable_v<std::tuple<int, Polynomial, float>>);
static_assert(!sycl::is_device_copyable_v<std::tuple<int, Counted>>);
static_assert(sycl::is_device_copyable_v<std::optional<Polynomial>>);
static_assert(!sycl::is_device_copyable_v<std::optional<Counted>>);
static_assert(sycl::is_device_copyable_v<std::variant<int, Polynomial>>);
static_assert(!sycl::is_device_copyable_v<std::variant<Counted, int>>);
static_assert(sycl::is_device_copyable_v<std::string_view>);
static_assert(sycl::is_device_copyable_v<sycl::span<float, 8>>);
static_assert(sycl::is_device_copyable_v<sycl::marray<Polynomial, 2>>);
static_assert(sycl::is_device_copyable_v<sycl::marray<double, 5>>);
static_assert(!sycl::is_device_copyable_v<std::string>);
static_assert(SYCL_DEVICE_COPYABLE == 1);

/// Kernels capturing device-copyable values that are not trivially
/// copyable: a Polynomial and a std::pair holding one, in a lambda and in a
/// function object.
struct Evaluate {
  std::pair<Polynomial, float> Scaled;
  float *Out;
  void operator()(sycl::id<1> I) const {
    Out[I] = Scaled.first(float(I)) * Scaled.second;
  }
};

void deviceCopyableKernels(sycl::queue &Q) {
  constexpr size_t N = 100;
  float *Out = sycl::malloc_shared<float>(2 * N, Q);
  const Polynomial P(1.0f, -2.0f, 0.5f, 0.25f);
  Q.parallel_for(N, [=](sycl::id<1> I) {
     Out[I] = P(float(I) * 0.25f);
   }).wait();
  Q.parallel_for(N, Evaluate{{P, 3.0f}, Out + N}).wait();
  for (size_t I = 0; I < N; ++I) {
    CHECK_EQ(Out[I], P(float(I) * 0.25f));
    CHECK_EQ(Out[N + I], P(float(I)) * 3.0f);
  }
  sycl::free(Out, Q);
}

// marray in constant expressions, and its aliases.
constexpr sycl::mint3 Triple(1, 2, 3);
constexpr sycl::marray<int, 5> Joined(Triple, 4, 5);
static_assert(Joined[3] == 4 && Joined.size() == 5);
static_assert(sycl::mfloat4(2.5f)[2] == 2.5f);
constexpr int sumOf(sycl::mint4 Values) {
  int Sum = 0;
  for (int Value : Values)
    Sum += Value;
  return Sum;
}
static_assert(sumOf(sycl::mint4(Triple, 10)) == 16);
static_assert(std::is_same_v<sycl::mchar2, sycl::marray<char, 2>>);
static_assert(std::is_same_v<sycl::mschar3, sycl::marray<signed char, 3>>);
static_assert(std::is_same_v<sycl::muchar4, sycl::marray<unsigned char, 4>>);
static_assert(std::is_same_v<sycl::mshort8, sycl::marray<short, 8>>);
static_assert(
    std::is_same_v<sycl::mushort16, sycl::marray<unsigned short, 16>>);
static_assert(std::is_same_v<sycl::muint2, sycl::marray<unsigned, 2>>);
static_assert(std::is_same_v<sycl::mlong3, sycl::marray<long, 3>>);
static_assert(std::is_same_v<sycl::mulong4, sycl::marray<unsigned long, 4>>);
static_assert(std::is_same_v<sycl::mlonglong8, sycl::marray<long long, 8>>);
static_assert(
    std::is_same_v<sycl::mulonglong16, sycl::marray<unsigned long long, 16>>);
static_assert(std::is_same_v<sycl::mbool2, sycl::marray<bool, 2>>);
static_assert(std::is_same_v<sycl::mhalf3, sycl::marray<sycl::half, 3>>);
static_assert(std::is_same_v<sycl::mdouble16, sycl::marray<double, 16>>);

constexpr sycl::mfloat4 Weights(0.5f, 0.25f, 2.0f, -1.0f);

/// A kernel with constexpr marrays of weights.
void constantMarrays(sycl::queue &Q) {
  constexpr size_t N = 128;
  sycl::mfloat4 *Out = sycl::malloc_shared<sycl::mfloat4>(N, Q);
  Q.parallel_for(N, [=](sycl::id<1> I) {
     constexpr sycl::mfloat4 Local = Weights;
     sycl::mfloat4 V(static_cast<float>(I));
     V = V * Local + Weights[3];
     Out[I] = V;
   }).wait();
  for (size_t I = 0; I < N; ++I)
    for (int K = 0; K < 4; ++K)
      CHECK_EQ(Out[I][K], float(I) * Weights[K] + Weights[3]);
  sycl::free(Out, Q);
}

/// Streams compare by identity: a stream equals its copies (the kernel's
/// own), not another stream.
void streamEquality(sycl::queue &Q) {
  int *Out = sycl::malloc_shared<int>(3, Q);
  Q.submit([&](sycl::handler &H) {
     sycl::stream Log(1024, 128, H), Other(1024, 128, H);
     const sycl::stream Copy = Log;
     CHECK(Log == Copy && !(Log != Copy));
     CHECK(Log != Other && !(Log == Other));
     CHECK(std::hash<sycl::stream>()(Log) == std::hash<sycl::stream>()(Copy));
     std::unordered_set<sycl::stream> Streams{Log, Copy, Other};
     CHECK_EQ(Streams.size(), 2u);
     H.single_task([=] {
       Out[0] = Log == Copy;
       Out[1] = Log != Other;
       Out[2] = Other == Copy;
     });
   }).wait();
  CHECK_EQ(Out[0], 1);
  CHECK_EQ(Out[1], 1);
  CHECK_EQ(Out[2], 0);
  sycl::free(Out, Q);
}

/// Each work-group's leader keeps its group; then every work-item compares
/// its own group with each kept one: only its own is equal.
void groupEquality(sycl::queue &Q) {
  constexpr size_t Groups = 4, Local = 8, N = Groups * Local;
  using Group = sycl::group<1>;
  Group *Kept =
      static_cast<Group *>(sycl::malloc_shared(sizeof(Group) * Groups, Q));
  int *Equal = sycl::malloc_shared<int>(N, Q);
  size_t *Ranges = sycl::malloc_shared<size_t>(N, Q);
  const sycl::nd_range<1> Launch(N, Local);
  Q.parallel_for(Launch, [=](sycl::nd_item<1> It) {
     const Group G = It.get_group();
     if (G.leader())
       Kept[G.get_group_linear_id()] = G;
   }).wait();
  Q.parallel_for(Launch, [=](sycl::nd_item<1> It) {
     const Group G = It.get_group();
     int Mask = 0;
     for (size_t K = 0; K < Groups; ++K)
       Mask |= (G == Kept[K]) << K | (G != Kept[K]) << (K + Groups);
     Equal[It.get_global_linear_id()] = Mask;
     Ranges[It.get_global_linear_id()] =
         G.get_group_range(0) * 100 + G.get_local_range(0);
   }).wait();
  for (size_t I = 0; I < N; ++I) {
    const int Own = 1 << (I / Local);
    CHECK_EQ(Equal[I], Own | (0xf & ~Own) << Groups);
    CHECK_EQ(Ranges[I], Groups * 100 + Local);
  }
  // Copies made on the device compare on the host too.
  CHECK(Kept[1] == Kept[1] && Kept[0] != Kept[1] && Kept[2] != Kept[3]);
  CHECK_EQ(Kept[2].get_group_id(0), 2u);
  sycl::free(Kept, Q);
  sycl::free(Equal, Q);
  sycl::free(Ranges, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  indexArithmetic(Q);
  paddedConditions(Q);
  itemsWithoutOffset(Q);
  bitCasts(Q);
  deviceCopyableKernels(Q);
  constantMarrays(Q);
  streamEquality(Q);
  groupEquality(Q);
  std::puts("value types: all passed");
  return 0;
}
