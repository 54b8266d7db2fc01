// Reductions as SYCL 2020 programs write them (4.9.2): the standard
// library's function objects (std::plus, std::multiplies, std::bit_and,
// std::bit_or, std::logical_and) with their known identities, operations
// without a known identity given one (std::plus on a user type, a user
// functor, sycl::plus<sycl::half>), sycl::half's known identities, and
// several such reductions in one nd_range kernel. Every result is checked
// against the same reduction on the host.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cstdint>
#include <functional>

namespace {

/// A user type with the operators std::plus and std::multiplies use; it has
/// no known identity.
struct Vec2 {
  int X, Y;
  friend Vec2 operator+(Vec2 A, Vec2 B) { return {A.X + B.X, A.Y + B.Y}; }
  friend bool operator==(Vec2 A, Vec2 B) { return A.X == B.X && A.Y == B.Y; }
};

/// A user operation: the value of larger magnitude.
struct LargerMagnitude {
  long operator()(long A, long B) const {
    return (A < 0 ? -A : A) < (B < 0 ? -B : B) ? B : A;
  }
};

// The identities the specification's table gives, for std:: operations too.
static_assert(sycl::has_known_identity_v<std::plus<int>, int>);
static_assert(sycl::known_identity_v<std::plus<>, double> == 0.0);
static_assert(sycl::known_identity_v<std::multiplies<long>, long> == 1);
static_assert(sycl::known_identity_v<std::bit_and<unsigned>, unsigned> == ~0u);
static_assert(sycl::known_identity_v<std::bit_or<>, uint8_t> == 0);
static_assert(sycl::known_identity_v<std::bit_xor<int>, int> == 0);
static_assert(sycl::known_identity_v<std::logical_and<bool>, bool>);
static_assert(!sycl::known_identity_v<std::logical_or<>, bool>);
static_assert(!sycl::has_known_identity_v<std::bit_and<float>, float>);
static_assert(!sycl::has_known_identity_v<std::plus<Vec2>, Vec2>);
static_assert(!sycl::has_known_identity_v<std::minus<int>, int>);
static_assert(!sycl::has_known_identity_v<LargerMagnitude, long>);
static_assert(sycl::has_known_identity_v<sycl::plus<sycl::half>, sycl::half>);
static_assert(sycl::has_known_identity_v<sycl::multiplies<>, sycl::half>);
static_assert(!sycl::has_known_identity_v<sycl::bit_or<>, sycl::half>);

int valueAt(size_t I) { return int(I % 23) - 11; }

/// std:: operations on a range<1> kernel, with the reducers' shorthand.
void standardOperations(sycl::queue &Q) {
  constexpr size_t N = 5000;
  int *Sum = sycl::malloc_shared<int>(1, Q);
  double *Product = sycl::malloc_shared<double>(1, Q);
  unsigned *Bits = sycl::malloc_shared<unsigned>(2, Q);
  *Sum = 100;
  *Product = 1.0;
  Bits[0] = ~0u;
  Bits[1] = 0x100u;
  Q.parallel_for(sycl::range<1>(N), sycl::reduction(Sum, std::plus<int>()),
                 sycl::reduction(Product, std::multiplies<>()),
                 sycl::reduction(Bits, std::bit_and<unsigned>()),
                 sycl::reduction(Bits + 1, std::bit_or<unsigned>()),
                 [=](sycl::id<1> I, auto &S, auto &P, auto &And, auto &Or) {
                   S += valueAt(I[0]);
                   // Every 1000th factor is 2 or 0.5, so the product is exact.
                   if (I[0] % 1000 == 0)
                     P *= (I[0] / 1000) % 2 ? 0.5 : 2.0;
                   And &= ~(1u << (I[0] % 7));
                   Or |= 1u << (I[0] % 5);
                 })
      .wait();

  int ExpectedSum = 100;
  double ExpectedProduct = 1.0;
  unsigned ExpectedAnd = ~0u, ExpectedOr = 0x100u;
  for (size_t I = 0; I < N; ++I) {
    ExpectedSum += valueAt(I);
    if (I % 1000 == 0)
      ExpectedProduct *= (I / 1000) % 2 ? 0.5 : 2.0;
    ExpectedAnd &= ~(1u << (I % 7));
    ExpectedOr |= 1u << (I % 5);
  }
  CHECK_EQ(*Sum, ExpectedSum);
  CHECK_EQ(*Product, ExpectedProduct);
  CHECK_EQ(Bits[0], ExpectedAnd);
  CHECK_EQ(Bits[1], ExpectedOr);
  sycl::free(Sum, Q);
  sycl::free(Product, Q);
  sycl::free(Bits, Q);
}

/// Buffer reductions with std::logical_and and initialize_to_identity.
void logicalOperations(sycl::queue &Q) {
  constexpr size_t N = 777;
  bool AllEven = false, AnyNegative = true;
  {
    sycl::buffer<bool> AllBuffer(&AllEven, 1), AnyBuffer(&AnyNegative, 1);
    Q.submit([&](sycl::handler &H) {
      auto All = sycl::reduction(
          AllBuffer, H, std::logical_and<bool>(),
          sycl::property_list{
              sycl::property::reduction::initialize_to_identity()});
      auto Any = sycl::reduction(
          AnyBuffer, H, std::logical_or<>(),
          sycl::property_list{
              sycl::property::reduction::initialize_to_identity()});
      H.parallel_for(sycl::range<2>(N, 3), All, Any,
                     [=](sycl::item<2> It, auto &A, auto &O) {
                       A.combine((It[0] * 2 + It[1] * 4) % 2 == 0);
                       O.combine(valueAt(It[0] + It[1]) < -11);
                     });
    });
  }
  CHECK(AllEven);
  CHECK(!AnyNegative);
}

/// Operations without a known identity, each given one: std::plus on a user
/// type, a user functor, and sycl::plus<sycl::half> (which has a known one,
/// given explicitly here), and sycl::maximum<sycl::half> without one, in one
/// nd_range kernel.
void givenIdentities(sycl::queue &Q) {
  constexpr size_t N = 4096, Local = 64;
  Vec2 *Centre = sycl::malloc_shared<Vec2>(1, Q);
  long *Largest = sycl::malloc_shared<long>(1, Q);
  sycl::half *HalfSum = sycl::malloc_shared<sycl::half>(1, Q);
  sycl::half *HalfMax = sycl::malloc_shared<sycl::half>(1, Q);
  *Centre = {1, -1};
  *Largest = 0;
  *HalfSum = sycl::half(2.0f);
  *HalfMax = sycl::half(-100.0f);
  Q.submit([&](sycl::handler &H) {
     H.parallel_for(
         sycl::nd_range<1>(N, Local),
         sycl::reduction(Centre, Vec2{0, 0}, std::plus<Vec2>()),
         sycl::reduction(Largest, 0L, LargerMagnitude()),
         sycl::reduction(HalfSum, sycl::half(0), sycl::plus<sycl::half>()),
         sycl::reduction(HalfMax, sycl::maximum<sycl::half>()),
         [=](sycl::nd_item<1> It, auto &C, auto &L, auto &HS, auto &HM) {
           const size_t I = It.get_global_id(0);
           // std::plus gives += to any type, as sycl::plus does.
           C += Vec2{int(I % 3), int(It.get_local_id(0) % 5)};
           // Distinct magnitudes: the result does not depend on the order.
           L.combine(long(I * 7 % 4099) * (I % 2 ? -1 : 1));
           // Small integers keep the half sum exact.
           HS += sycl::half(float(I % 4 == 0));
           HM.combine(sycl::half(float(I % 300) / 4));
         });
   }).wait();

  Vec2 ExpectedCentre{1, -1};
  long ExpectedLargest = 0;
  float ExpectedHalfSum = 2.0f, ExpectedHalfMax = -100.0f;
  for (size_t I = 0; I < N; ++I) {
    ExpectedCentre = ExpectedCentre + Vec2{int(I % 3), int(I % Local % 5)};
    ExpectedLargest = LargerMagnitude()(ExpectedLargest,
                                        long(I * 7 % 4099) * (I % 2 ? -1 : 1));
    ExpectedHalfSum += float(I % 4 == 0);
    if (float(I % 300) / 4 > ExpectedHalfMax)
      ExpectedHalfMax = float(I % 300) / 4;
  }
  CHECK(*Centre == ExpectedCentre);
  CHECK_EQ(*Largest, ExpectedLargest);
  CHECK_EQ(float(*HalfSum), ExpectedHalfSum);
  CHECK_EQ(float(*HalfMax), ExpectedHalfMax);
  sycl::free(Centre, Q);
  sycl::free(Largest, Q);
  sycl::free(HalfSum, Q);
  sycl::free(HalfMax, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  standardOperations(Q);
  logicalOperations(Q);
  givenIdentities(Q);
  return 0;
}
