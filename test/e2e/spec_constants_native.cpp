// Specialization constants where a backend sets them natively (Level Zero:
// the module is built with the values, ze_module_constants_t) and where the
// launch's table carries them (OpenCL, native CPU): the same results.
// A kernel whose loop bound, coefficients and switches are constants of
// every scalar kind Prism specialises natively, beside a struct constant
// (always in the table), run with several sets of values and with none;
// a value set for a constant no kernel reads (ignored, as DPC++ does); more
// scalar constants than the table holds (natively, fine; in the table,
// errc::invalid); and a kernel bundle's values. On Level Zero the table
// leaves out the scalar values, so a value that did not reach the module
// would show as its default.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cstdint>
#include <cstdio>
#include <string>

struct Offsets {
  int First;
  short Second;
};

constexpr sycl::specialization_id<int> Steps(4);
constexpr sycl::specialization_id<float> Scale(0.5f);
constexpr sycl::specialization_id<double> Bias(-1.25);
constexpr sycl::specialization_id<bool> Negate(false);
constexpr sycl::specialization_id<char> Tag('a');
constexpr sycl::specialization_id<unsigned long> Mask(0xffUL);
constexpr sycl::specialization_id<short> Small(-3);
constexpr sycl::specialization_id<Offsets> Shift(Offsets{10, 2});
// Never read by a kernel: the image has no constant for it.
constexpr sycl::specialization_id<int> Unread(77);

namespace many {
constexpr sycl::specialization_id<int> M0(0), M1(1), M2(2), M3(3), M4(4), M5(5),
    M6(6), M7(7), M8(8), M9(9);
} // namespace many

struct Values {
  int Steps;
  float Scale;
  double Bias;
  bool Negate;
  char Tag;
  unsigned long Mask;
  short Small;
  Offsets Shift;
};

constexpr Values Defaults{4, 0.5f, -1.25, false, 'a', 0xffUL, -3, {10, 2}};

constexpr size_t N = 32;

/// What the kernel computes for work-item I, on the host.
double reference(const Values &V, size_t I) {
  double Sum = 0;
  for (int S = 0; S < V.Steps; ++S)
    Sum += V.Scale * double((I + S) & V.Mask) + V.Bias;
  Sum += V.Tag + V.Small + V.Shift.First * V.Shift.Second;
  return V.Negate ? -Sum : Sum;
}

void setAll(sycl::handler &H, const Values &V) {
  H.set_specialization_constant<Steps>(V.Steps);
  H.set_specialization_constant<Scale>(V.Scale);
  H.set_specialization_constant<Bias>(V.Bias);
  H.set_specialization_constant<Negate>(V.Negate);
  H.set_specialization_constant<Tag>(V.Tag);
  H.set_specialization_constant<Mask>(V.Mask);
  H.set_specialization_constant<Small>(V.Small);
  H.set_specialization_constant<Shift>(V.Shift);
}

class Compute;

auto computeKernel(double *Out) {
  return [=](sycl::id<1> I, sycl::kernel_handler KH) {
    const int Count = KH.get_specialization_constant<Steps>();
    const float F = KH.get_specialization_constant<Scale>();
    const double B = KH.get_specialization_constant<Bias>();
    const unsigned long M = KH.get_specialization_constant<Mask>();
    double Sum = 0;
    for (int S = 0; S < Count; ++S)
      Sum += F * double((I[0] + S) & M) + B;
    const Offsets O = KH.get_specialization_constant<Shift>();
    Sum += KH.get_specialization_constant<Tag>() +
           KH.get_specialization_constant<Small>() + O.First * O.Second;
    Out[I] = KH.get_specialization_constant<Negate>() ? -Sum : Sum;
  };
}

/// Runs the kernel with V set (all defaults when null) and checks it.
void runAndCheck(sycl::queue &Q, double *Out, const Values *V) {
  Q.submit([&](sycl::handler &H) {
     if (V)
       setAll(H, *V);
     H.parallel_for<Compute>(sycl::range<1>(N), computeKernel(Out));
   }).wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Out[I], reference(V ? *V : Defaults, I));
}

/// Ten scalar constants in one group: natively they never meet the table's
/// limit of 8; in the table they are errc::invalid.
void runMany(sycl::queue &Q, int *Sum) {
  const bool Native = Q.get_backend() == sycl::backend::ext_oneapi_level_zero;
  bool Thrown = false;
  try {
    Q.submit([&](sycl::handler &H) {
       using namespace many;
       H.set_specialization_constant<M0>(10);
       H.set_specialization_constant<M1>(11);
       H.set_specialization_constant<M2>(12);
       H.set_specialization_constant<M3>(13);
       H.set_specialization_constant<M4>(14);
       H.set_specialization_constant<M5>(15);
       H.set_specialization_constant<M6>(16);
       H.set_specialization_constant<M7>(17);
       H.set_specialization_constant<M8>(18);
       H.set_specialization_constant<M9>(19);
       H.single_task<class Many>([=](sycl::kernel_handler KH) {
         *Sum = KH.get_specialization_constant<M0>() +
                KH.get_specialization_constant<M1>() +
                KH.get_specialization_constant<M2>() +
                KH.get_specialization_constant<M3>() +
                KH.get_specialization_constant<M4>() +
                KH.get_specialization_constant<M5>() +
                KH.get_specialization_constant<M6>() +
                KH.get_specialization_constant<M7>() +
                KH.get_specialization_constant<M8>() +
                KH.get_specialization_constant<M9>();
       });
     }).wait();
  } catch (const sycl::exception &E) {
    CHECK(E.code() == sycl::errc::invalid);
    Thrown = true;
  }
  CHECK_EQ(Thrown, !Native);
  if (Native)
    CHECK_EQ(*Sum, 145);
}

int main(int Argc, char **Argv) {
  // With "ids": the SpecIds the compiles agree on, for the lit test that
  // reads them in the SPIR-V image (0: emulated only).
  if (Argc > 1 && std::string(Argv[1]) == "ids") {
    std::printf("Steps %u\nScale %u\nNegate %u\nShift %u\nUnread %u\n",
                sycl::detail::native_specialization_id<Steps>(),
                sycl::detail::native_specialization_id<Scale>(),
                sycl::detail::native_specialization_id<Negate>(),
                sycl::detail::native_specialization_id<Shift>(),
                sycl::detail::native_specialization_id<Unread>());
    return 0;
  }
  sycl::queue Q;
  double *Out = sycl::malloc_shared<double>(N, Q);

  // Defaults, two sets of values, the first again (its build is reused),
  // defaults again.
  const Values First{7, 1.5f, 0.75, true, 'z', 0x0fUL, 100, {-4, 3}};
  const Values Second{1, -2.0f, 3.5, false, '0', 0x3UL, -7, {5, 5}};
  runAndCheck(Q, Out, nullptr);
  runAndCheck(Q, Out, &First);
  runAndCheck(Q, Out, &Second);
  runAndCheck(Q, Out, &First);
  runAndCheck(Q, Out, nullptr);

  // A value for a constant the kernel does not read is no error, and
  // changes nothing.
  Q.submit([&](sycl::handler &H) {
     H.set_specialization_constant<Unread>(-1);
     H.set_specialization_constant<Steps>(2);
     H.parallel_for<Compute>(sycl::range<1>(N), computeKernel(Out));
   }).wait();
  Values StepsOnly = Defaults;
  StepsOnly.Steps = 2;
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Out[I], reference(StepsOnly, I));

  int *Sum = sycl::malloc_shared<int>(1, Q);
  runMany(Q, Sum);

  // A kernel bundle's values, built ahead.
  auto Input = sycl::get_kernel_bundle<sycl::bundle_state::input>(
      Q.get_context(), {sycl::get_kernel_id<Compute>()});
  Input.set_specialization_constant<Steps>(First.Steps);
  Input.set_specialization_constant<Scale>(First.Scale);
  Input.set_specialization_constant<Bias>(First.Bias);
  Input.set_specialization_constant<Negate>(First.Negate);
  Input.set_specialization_constant<Tag>(First.Tag);
  Input.set_specialization_constant<Mask>(First.Mask);
  Input.set_specialization_constant<Small>(First.Small);
  Input.set_specialization_constant<Shift>(First.Shift);
  auto Built = sycl::build(Input);
  std::puts("spec_constants_native: bundle built");
  Q.submit([&](sycl::handler &H) {
     H.use_kernel_bundle(Built);
     H.parallel_for<Compute>(sycl::range<1>(N), computeKernel(Out));
   }).wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Out[I], reference(First, I));

  sycl::free(Sum, Q);
  sycl::free(Out, Q);
  std::puts("spec_constants_native: ok");
  return 0;
}
