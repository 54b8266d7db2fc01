// sycl::reduction into USM memory over range<1> kernels: every operation of
// sycl/functional.hpp (typed and transparent), user combiners with an
// identity, several types, the reducer's shorthand operators, several
// reductions in one kernel, with and without initialize_to_identity, and
// ranges that fit no work-group size. Results are checked against the same
// reduction on the host.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cstdint>
#include <string>

namespace {

struct MaxAbs {
  int operator()(int A, int B) const {
    int AbsA = A < 0 ? -A : A, AbsB = B < 0 ? -B : B;
    return AbsA < AbsB ? B : A;
  }
};

template <typename T> T valueAt(size_t I) { return T(int64_t(I % 97) - 40); }

/// Reduces valueAt<T>(0..N) into *Sum with Op, starting from Start.
template <typename T, typename Op>
void checkOperation(sycl::queue &Q, size_t N, T Start, Op Combiner) {
  T *Result = sycl::malloc_shared<T>(1, Q);
  *Result = Start;
  Q.submit([&](sycl::handler &H) {
     H.parallel_for(
         sycl::range<1>(N), sycl::reduction(Result, Combiner),
         [=](sycl::id<1> I, auto &R) { R.combine(valueAt<T>(I[0])); });
   }).wait();
  T Expected = Start;
  for (size_t I = 0; I < N; ++I)
    Expected = T(Combiner(Expected, valueAt<T>(I)));
  CHECK_EQ(*Result, Expected);
  sycl::free(Result, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  const size_t Sizes[] = {0, 1, 7, 64, 1000, 4099, (size_t(1) << 20) + 3};

  for (size_t N : Sizes) {
    checkOperation(Q, N, 5, sycl::plus<int>());
    checkOperation(Q, N, 5ll, sycl::plus<>());
    checkOperation(Q, N, 3.0, sycl::plus<double>());
    checkOperation(Q, N, 7u, sycl::bit_xor<unsigned>());
    checkOperation(Q, N, 1000, sycl::minimum<int>());
    checkOperation(Q, N, -1000.0f, sycl::maximum<>());
  }

  // Float sums of small integers are exact in any order.
  {
    const size_t N = 100003;
    float *Sum = sycl::malloc_shared<float>(1, Q);
    *Sum = 123.0f;
    Q.parallel_for(
         sycl::range<1>(N),
         sycl::reduction(Sum, sycl::plus<float>(),
                         sycl::property::reduction::initialize_to_identity()),
         [=](sycl::item<1> It, auto &S) { S += float(It[0] % 4); })
        .wait();
    float Expected = 0;
    for (size_t I = 0; I < N; ++I)
      Expected += float(I % 4);
    CHECK_EQ(*Sum, Expected);
    sycl::free(Sum, Q);
  }

  // Several reductions in one kernel, each with its shorthand operator,
  // and a user combiner with an identity.
  {
    const size_t N = 3001;
    struct Results {
      long long Sum;
      unsigned Product;
      unsigned And, Or, Xor;
      int Count;
      int MaxAbs;
      int All, Any;
    };
    Results *R = sycl::malloc_shared<Results>(1, Q);
    *R = {10, 3, ~0u, 0x100u, 0x5u, 1, 0, 1, 0};
    Q.submit([&](sycl::handler &H) {
       H.parallel_for(
           sycl::range<1>(N), sycl::reduction(&R->Sum, sycl::plus<>()),
           sycl::reduction(&R->Product, sycl::multiplies<unsigned>()),
           sycl::reduction(&R->And, sycl::bit_and<>()),
           sycl::reduction(&R->Or, sycl::bit_or<unsigned>()),
           sycl::reduction(&R->Xor, sycl::bit_xor<>()),
           sycl::reduction(&R->Count, sycl::plus<int>()),
           sycl::reduction(&R->MaxAbs, 0, MaxAbs()),
           sycl::reduction(&R->All, sycl::logical_and<int>()),
           sycl::reduction(&R->Any, sycl::logical_or<>()),
           [=](sycl::id<1> I, auto &Sum, auto &Product, auto &And, auto &Or,
               auto &Xor, auto &Count, auto &Abs, auto &All, auto &Any) {
             const size_t X = I[0];
             Sum += (long long)(X * X);
             Product *= unsigned(X % 5 == 0 ? 3 : 1);
             And &= unsigned(~(1u << (X % 31)) | (X < 3000 ? 1u : 0u));
             Or |= 1u << (X % 7);
             Xor ^= unsigned(X);
             ++Count;
             Abs.combine(int(X % 1001) - 700);
             All.combine(int(X < 5000));
             Any.combine(int(X == 2999));
           });
     }).wait();
    long long Sum = 10;
    unsigned Product = 3, And = ~0u, Or = 0x100u, Xor = 0x5u;
    int Count = 1, Abs = 0;
    for (size_t X = 0; X < N; ++X) {
      Sum += (long long)(X * X);
      Product *= unsigned(X % 5 == 0 ? 3 : 1);
      And &= unsigned(~(1u << (X % 31)) | (X < 3000 ? 1u : 0u));
      Or |= 1u << (X % 7);
      Xor ^= unsigned(X);
      ++Count;
      Abs = MaxAbs()(Abs, int(X % 1001) - 700);
    }
    CHECK_EQ(R->Sum, Sum);
    CHECK_EQ(R->Product, Product);
    CHECK_EQ(R->And, And);
    CHECK_EQ(R->Or, Or);
    CHECK_EQ(R->Xor, Xor);
    CHECK_EQ(R->Count, Count);
    CHECK_EQ(R->MaxAbs, Abs);
    CHECK_EQ(R->All, 1);
    CHECK_EQ(R->Any, 1);
    sycl::free(R, Q);
  }

  // A lambda combiner with an identity, and reducer::identity().
  {
    const size_t N = 777;
    double *Max = sycl::malloc_shared<double>(1, Q);
    int *Identities = sycl::malloc_shared<int>(1, Q);
    *Max = -1.0;
    *Identities = 0;
    auto Larger = [](double A, double B) { return A < B ? B : A; };
    Q.parallel_for(sycl::range<1>(N), sycl::reduction(Max, -1e300, Larger),
                   sycl::reduction(Identities, sycl::plus<int>()),
                   [=](sycl::id<1> I, auto &M, auto &Ids) {
                     M.combine(double((I[0] * 37) % 1000) / 8.0);
                     Ids += M.identity() == -1e300 ? 1 : 0;
                   })
        .wait();
    double Expected = -1.0;
    for (size_t I = 0; I < N; ++I)
      Expected = Larger(Expected, double((I * 37) % 1000) / 8.0);
    CHECK_EQ(*Max, Expected);
    CHECK_EQ(*Identities, int(N));
    sycl::free(Max, Q);
    sycl::free(Identities, Q);
  }

  // known_identity / has_known_identity.
  static_assert(sycl::known_identity_v<sycl::plus<>, int> == 0);
  static_assert(sycl::known_identity_v<sycl::multiplies<float>, float> == 1.0f);
  static_assert(sycl::known_identity_v<sycl::bit_and<>, unsigned> == ~0u);
  static_assert(sycl::has_known_identity_v<sycl::minimum<>, double>);
  static_assert(!sycl::has_known_identity_v<MaxAbs, int>);
  static_assert(!sycl::has_known_identity_v<sycl::bit_or<>, float>);

  // A null USM pointer is refused, naming the call.
  try {
    int *Null = nullptr;
    (void)sycl::reduction(Null, sycl::plus<int>());
    CHECK(false);
  } catch (const sycl::exception &E) {
    CHECK(E.code() == sycl::errc::invalid);
    CHECK(std::string(E.what()).find("sycl::reduction") != std::string::npos);
  }
  std::printf("reduction_usm: ok\n");
  return 0;
}
