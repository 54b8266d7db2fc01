// Specialization constants: values set per command group and defaults,
// scalar and struct types, several constants in one kernel, and
// kernel_handler with range, nd_range and single_task kernels.
#include "check.h"

#include <sycl/sycl.hpp>

#include <optional>

struct Coefficients {
  float Scale;
  int Offset;
  short Tag;
};

constexpr sycl::specialization_id<int> IntId(42);
constexpr sycl::specialization_id<double> DoubleId(2.5);
constexpr sycl::specialization_id<Coefficients> StructId(Coefficients{1.5f, -3,
                                                                      7});
constexpr sycl::specialization_id<long long> UnsetId(-1234567890123LL);

namespace tuning {
struct Holder {
  static constexpr sycl::specialization_id<unsigned char> ByteId{9};
};
} // namespace tuning

struct Results {
  Coefficients C;
  double D;
  unsigned char B;
  long long U;
  int I;
};

constexpr size_t N = 16;

/// The same kernel in every call; Value, when given, is set for the group.
void runIntKernel(sycl::queue &Q, int *Out, std::optional<int> Value) {
  Q.submit([&](sycl::handler &H) {
     if (Value)
       H.set_specialization_constant<IntId>(*Value);
     H.parallel_for<class IntKernel>(
         sycl::range<1>(N), [=](sycl::id<1> I, sycl::kernel_handler KH) {
           Out[I] = KH.get_specialization_constant<IntId>() + int(I[0]);
         });
   }).wait();
}

void checkIntKernel(const int *Out, int Expected) {
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Out[I], Expected + int(I));
}

int main() {
  sycl::queue Q;
  int *Out = sycl::malloc_shared<int>(64, Q);

  // Unset, set, set differently, unset again: one kernel, four groups.
  runIntKernel(Q, Out, std::nullopt);
  checkIntKernel(Out, 42);
  runIntKernel(Q, Out, 7);
  checkIntKernel(Out, 7);
  runIntKernel(Q, Out, -11);
  checkIntKernel(Out, -11);
  runIntKernel(Q, Out, std::nullopt);
  checkIntKernel(Out, 42);

  // Several constants, one of them a struct, one left at its default, in a
  // single_task; the group sets them after the kernel, and reads them back.
  Results *R = sycl::malloc_shared<Results>(1, Q);
  Q.submit([&](sycl::handler &H) {
     H.single_task<class SeveralConstants>([=](sycl::kernel_handler KH) {
       R->C = KH.get_specialization_constant<StructId>();
       R->D = KH.get_specialization_constant<DoubleId>();
       R->B = KH.get_specialization_constant<tuning::Holder::ByteId>();
       R->U = KH.get_specialization_constant<UnsetId>();
       R->I = KH.get_specialization_constant<IntId>();
     });
     H.set_specialization_constant<StructId>(Coefficients{0.25f, 100, -2});
     H.set_specialization_constant<DoubleId>(-8.125);
     H.set_specialization_constant<tuning::Holder::ByteId>(200);
     Coefficients Back = H.get_specialization_constant<StructId>();
     CHECK_EQ(Back.Offset, 100);
     CHECK_EQ(H.get_specialization_constant<IntId>(), 42);
     CHECK_EQ(H.get_specialization_constant<UnsetId>(), -1234567890123LL);
   }).wait();
  CHECK_EQ(R->C.Scale, 0.25f);
  CHECK_EQ(R->C.Offset, 100);
  CHECK_EQ(R->C.Tag, -2);
  CHECK_EQ(R->D, -8.125);
  CHECK_EQ(R->B, 200);
  CHECK(R->U == -1234567890123LL);
  CHECK_EQ(R->I, 42);

  // All defaults, struct included.
  Q.single_task([=](sycl::kernel_handler KH) {
     R->C = KH.get_specialization_constant<StructId>();
     R->B = KH.get_specialization_constant<tuning::Holder::ByteId>();
   }).wait();
  CHECK_EQ(R->C.Scale, 1.5f);
  CHECK_EQ(R->C.Offset, -3);
  CHECK_EQ(R->C.Tag, 7);
  CHECK_EQ(R->B, 9);

  // nd_range with an nd_item and a kernel_handler.
  Q.submit([&](sycl::handler &H) {
     H.set_specialization_constant<IntId>(1000);
     H.parallel_for(sycl::nd_range<2>({4, 8}, {2, 4}),
                    [=](sycl::nd_item<2> It, sycl::kernel_handler KH) {
                      Out[It.get_global_linear_id()] =
                          KH.get_specialization_constant<IntId>() +
                          int(It.get_group_linear_id());
                    });
   }).wait();
  for (size_t I = 0; I < 32; ++I) {
    size_t Row = I / 8, Col = I % 8;
    CHECK_EQ(Out[I], 1000 + int((Row / 2) * 2 + Col / 4));
  }

  // range<2> with an item, through the queue shortcut (defaults).
  Q.parallel_for(sycl::range<2>(4, 4), [=](sycl::item<2> It,
                                           sycl::kernel_handler KH) {
     Out[It.get_linear_id()] =
         KH.get_specialization_constant<IntId>() * 2 + int(It.get_linear_id());
   }).wait();
  for (size_t I = 0; I < 16; ++I)
    CHECK_EQ(Out[I], 84 + int(I));

  sycl::free(R, Q);
  sycl::free(Out, Q);
  std::puts("spec_constants: ok");
  return 0;
}
