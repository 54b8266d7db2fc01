// sycl::reduction over range<2>, range<3> and nd_range<1|2|3> kernels, on
// the queue shortcuts and the handler: partial work-groups of the picked
// launch, sizes that fit no work-group size, a range of 1, a large range,
// empty ranges (the destination keeps its value combined with the
// identity) and dependencies. Results are checked against the same
// reduction on the host.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cstdint>
#include <vector>

namespace {

uint64_t weight(size_t Linear) { return Linear % 1013 + 1; }

} // namespace

int main() {
  sycl::queue Q;
  uint64_t *Sum = sycl::malloc_shared<uint64_t>(1, Q);
  int *Max = sycl::malloc_shared<int>(1, Q);

  // range<2> and range<3> with items.
  const sycl::range<2> Shapes2[] = {{1, 1}, {3, 5}, {37, 129}, {1000, 3}};
  for (sycl::range<2> R : Shapes2) {
    *Sum = 11;
    *Max = -7;
    Q.parallel_for(R, sycl::reduction(Sum, sycl::plus<uint64_t>()),
                   sycl::reduction(Max, sycl::maximum<int>()),
                   [=](sycl::item<2> It, auto &S, auto &M) {
                     S += weight(It.get_linear_id()) * (It[0] + 1);
                     M.combine(int(It[1] * 3 + It[0]));
                   })
        .wait();
    uint64_t Expected = 11;
    for (size_t I = 0; I < R[0]; ++I)
      for (size_t J = 0; J < R[1]; ++J)
        Expected += weight(I * R[1] + J) * (I + 1);
    CHECK_EQ(*Sum, Expected);
    int ExpectedMax = int((R[1] - 1) * 3 + R[0] - 1);
    CHECK_EQ(*Max, ExpectedMax < -7 ? -7 : ExpectedMax);
  }
  const sycl::range<3> Shapes3[] = {{1, 1, 1}, {2, 3, 5}, {17, 19, 23}};
  for (sycl::range<3> R : Shapes3) {
    *Sum = 0;
    Q.submit([&](sycl::handler &H) {
       H.parallel_for(R, sycl::reduction(Sum, sycl::plus<>()),
                      [=](sycl::id<3> I, auto &S) {
                        S += weight((I[0] * R[1] + I[1]) * R[2] + I[2]) + I[2];
                      });
     }).wait();
    uint64_t Expected = 0;
    for (size_t I = 0; I < R.size(); ++I)
      Expected += weight(I) + I % R[2];
    CHECK_EQ(*Sum, Expected);
  }

  // A large range: 2^27 + 5 items.
  {
    const size_t N = (size_t(1) << 27) + 5;
    *Sum = 0;
    Q.parallel_for(sycl::range<1>(N), sycl::reduction(Sum, sycl::plus<>()),
                   [=](sycl::id<1> I, auto &S) { S += I[0] & 3; })
        .wait();
    uint64_t Expected = uint64_t(N / 4) * 6;
    for (size_t Rest = 0; Rest < N % 4; ++Rest)
      Expected += Rest;
    CHECK_EQ(*Sum, Expected);
  }

  // nd_range<1|2|3>, with dependencies on the queue shortcuts.
  {
    *Sum = 5;
    sycl::event Fill = Q.single_task([=] { *Max = 100; });
    sycl::event Done = Q.parallel_for(
        sycl::nd_range<1>(sycl::range<1>(4096), sycl::range<1>(128)), Fill,
        sycl::reduction(Sum, sycl::plus<uint64_t>()),
        sycl::reduction(Max, sycl::maximum<>()),
        [=](sycl::nd_item<1> It, auto &S, auto &M) {
          S += It.get_global_linear_id();
          M.combine(int(It.get_group_linear_id()));
        });
    Done.wait();
    CHECK_EQ(*Sum, uint64_t(5 + 4095ull * 4096 / 2));
    CHECK_EQ(*Max, 100);
  }
  {
    *Sum = 0;
    Q.parallel_for(
         sycl::nd_range<2>(sycl::range<2>(30, 64), sycl::range<2>(3, 16)),
         std::vector<sycl::event>{}, sycl::reduction(Sum, sycl::plus<>()),
         [=](sycl::nd_item<2> It, auto &S) {
           S += It.get_global_id(0) * 1000 + It.get_local_id(1);
         })
        .wait();
    uint64_t Expected = 0;
    for (size_t I = 0; I < 30; ++I)
      for (size_t J = 0; J < 64; ++J)
        Expected += I * 1000 + J % 16;
    CHECK_EQ(*Sum, Expected);
  }
  {
    *Sum = 1;
    Q.submit([&](sycl::handler &H) {
       H.parallel_for<class Nd3Product>(
           sycl::nd_range<3>(sycl::range<3>(4, 6, 8), sycl::range<3>(2, 3, 4)),
           sycl::reduction(Sum, sycl::multiplies<uint64_t>()),
           [=](sycl::nd_item<3> It, auto &P) {
             P *= It.get_local_linear_id() == 0 ? 2 : 1;
           });
     }).wait();
    CHECK_EQ(*Sum, uint64_t(1) << 8); // one leader in each of 8 groups
  }

  // Empty ranges: the destination is its old value combined with the
  // identity, or the identity with initialize_to_identity.
  {
    *Sum = 42;
    *Max = 42;
    Q.parallel_for(
         sycl::range<2>(0, 5), sycl::reduction(Sum, sycl::plus<>()),
         sycl::reduction(Max, sycl::maximum<>(),
                         sycl::property::reduction::initialize_to_identity()),
         [=](sycl::id<2>, auto &S, auto &M) {
           S += 1;
           M.combine(1);
         })
        .wait();
    CHECK_EQ(*Sum, 42u);
    CHECK_EQ(*Max, (sycl::known_identity_v<sycl::maximum<>, int>));
    *Max = 42;
    Q.parallel_for(
         sycl::nd_range<1>(sycl::range<1>(0), sycl::range<1>(4)),
         sycl::reduction(Sum, sycl::plus<>(),
                         sycl::property::reduction::initialize_to_identity()),
         sycl::reduction(Max, sycl::maximum<>()),
         [=](sycl::nd_item<1>, auto &S, auto &M) {
           S += 1;
           M.combine(100);
         })
        .wait();
    CHECK_EQ(*Sum, 0u);
    CHECK_EQ(*Max, 42);
  }

  // A local range that does not divide the global range is refused.
  try {
    Q.parallel_for(sycl::nd_range<1>(sycl::range<1>(10), sycl::range<1>(4)),
                   sycl::reduction(Sum, sycl::plus<>()),
                   [=](sycl::nd_item<1>, auto &S) { S += 1; });
    CHECK(false);
  } catch (const sycl::exception &E) {
    CHECK(E.code() == sycl::errc::nd_range);
  }

  sycl::free(Sum, Q);
  sycl::free(Max, Q);
  std::printf("reduction_ranges: ok\n");
  return 0;
}
