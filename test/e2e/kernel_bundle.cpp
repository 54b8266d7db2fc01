// Kernel bundles: kernel ids, an executable bundle built ahead of the first
// launch (the test's expect_output checks the debug log: every image build
// comes before "built ahead"), has_kernel, get_kernel, is_compatible,
// use_kernel_bundle, an input bundle's specialization constants through
// build(), join (and its errors), and the errors of use_kernel_bundle and
// get_kernel.
#include "check.h"

#include <sycl/sycl.hpp>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

// Declared here: a "class Name" first written inside a function would name
// a class of that function's scope.
class BundleKernelA;
class BundleKernelB;
class ScaledKernel;

constexpr sycl::specialization_id<int> ScaleId(3);

template <typename Action> std::string errorOf(sycl::errc Code, Action A) {
  try {
    A();
  } catch (const sycl::exception &E) {
    CHECK(E.code() == Code);
    return E.what();
  }
  std::fprintf(stderr, "expected an exception, none came\n");
  std::exit(1);
}

constexpr size_t N = 8;

void runA(sycl::queue &Q, int *Out,
          const sycl::kernel_bundle<sycl::bundle_state::executable> *B) {
  Q.submit([&](sycl::handler &H) {
     if (B)
       H.use_kernel_bundle(*B);
     H.parallel_for<BundleKernelA>(
         sycl::range<1>(N), [=](sycl::id<1> I) { Out[I] = int(I[0]) * 2; });
   }).wait();
}

void runB(sycl::queue &Q, int *Out,
          const sycl::kernel_bundle<sycl::bundle_state::executable> *B) {
  Q.submit([&](sycl::handler &H) {
     if (B)
       H.use_kernel_bundle(*B);
     H.single_task<BundleKernelB>([=] { Out[0] = 77; });
   }).wait();
}

void runScaled(sycl::queue &Q, int *Out,
               const sycl::kernel_bundle<sycl::bundle_state::executable> &B) {
  Q.submit([&](sycl::handler &H) {
     H.use_kernel_bundle(B);
     H.parallel_for<ScaledKernel>(
         sycl::range<1>(N), [=](sycl::id<1> I, sycl::kernel_handler KH) {
           Out[I] = KH.get_specialization_constant<ScaleId>() * int(I[0]);
         });
   }).wait();
}

int main() {
  sycl::queue Q;
  sycl::context Ctx = Q.get_context();
  sycl::device Dev = Q.get_device();
  int *Out = sycl::malloc_shared<int>(N, Q);

  sycl::kernel_id A = sycl::get_kernel_id<BundleKernelA>();
  sycl::kernel_id B = sycl::get_kernel_id<BundleKernelB>();
  sycl::kernel_id Scaled = sycl::get_kernel_id<ScaledKernel>();
  CHECK(A != B);
  CHECK(A == sycl::get_kernel_id<BundleKernelA>());
  CHECK(std::strstr(A.get_name(), "BundleKernelA"));
  std::vector<sycl::kernel_id> All = sycl::get_kernel_ids();
  for (const sycl::kernel_id &Id : {A, B, Scaled})
    CHECK(std::find(All.begin(), All.end(), Id) != All.end());
  CHECK(sycl::is_compatible<BundleKernelA>(Dev));
  CHECK(sycl::is_compatible({A, B}, Dev));

  // Everything that builds comes before "built ahead".
  auto Bundle =
      sycl::get_kernel_bundle<sycl::bundle_state::executable>(Ctx, {Dev}, {A});
  CHECK(!Bundle.empty());
  CHECK(Bundle.get_context() == Ctx);
  CHECK(Bundle.get_devices().size() == 1);
  CHECK(Bundle.has_kernel(A));
  CHECK(Bundle.has_kernel(A, Dev));
  CHECK(Bundle.has_kernel<BundleKernelA>());
  CHECK(!Bundle.has_kernel(B));
  CHECK(Bundle.get_kernel_ids().size() == 1);
  CHECK(!Bundle.contains_specialization_constants());
  sycl::kernel K = Bundle.get_kernel(A);
  CHECK(K.get_info<sycl::info::kernel::function_name>() == A.get_name());
  CHECK_EQ(K.get_info<sycl::info::kernel::num_args>(), 1u);
  CHECK(K.get_context() == Ctx);
  CHECK(K.get_kernel_bundle().has_kernel(A));
  std::string Missing =
      errorOf(sycl::errc::invalid, [&] { (void)Bundle.get_kernel(B); });
  CHECK(Missing.find("BundleKernelB") != std::string::npos);

  auto Input =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(Ctx, {Dev}, {Scaled});
  CHECK(Input.contains_specialization_constants());
  CHECK(Input.has_specialization_constant<ScaleId>());
  CHECK_EQ(Input.get_specialization_constant<ScaleId>(), 3);
  Input.set_specialization_constant<ScaleId>(5);
  auto Built = sycl::build(Input);
  CHECK_EQ(Built.get_specialization_constant<ScaleId>(), 5);
  CHECK(Built.has_kernel(Scaled));

  sycl::context Other(Dev);
  auto Foreign = sycl::get_kernel_bundle<sycl::bundle_state::executable>(
      Other, {Dev}, {A});
  auto BundleOfB =
      sycl::get_kernel_bundle<sycl::bundle_state::executable>(Ctx, {Dev}, {B});
  std::fprintf(stderr, "kernel_bundle: built ahead\n");

  // join builds nothing: the joined bundle's images are its parts'.
  auto Joined = sycl::join(std::vector{Bundle, BundleOfB, Bundle});
  CHECK(Joined.has_kernel(A) && Joined.has_kernel(B));
  CHECK(Joined.get_kernel_ids().size() == 2);
  CHECK(Joined.get_context() == Ctx);
  auto JoinedInput = sycl::join(std::vector{
      Input,
      sycl::get_kernel_bundle<sycl::bundle_state::input>(Ctx, {Dev}, {A})});
  CHECK(JoinedInput.has_kernel(A) && JoinedInput.has_kernel(Scaled));
  CHECK_EQ(JoinedInput.get_specialization_constant<ScaleId>(), 5);
  std::string NoneToJoin = errorOf(sycl::errc::invalid, [] {
    (void)sycl::join(
        std::vector<sycl::kernel_bundle<sycl::bundle_state::executable>>());
  });
  CHECK(NoneToJoin.find("no kernel bundles") != std::string::npos);
  std::string Contexts = errorOf(sycl::errc::invalid, [&] {
    (void)sycl::join(std::vector{Bundle, Foreign});
  });
  CHECK(Contexts.find("kernel bundle 1 belongs to another context") !=
        std::string::npos);
  auto Differently =
      sycl::get_kernel_bundle<sycl::bundle_state::input>(Ctx, {Dev}, {Scaled});
  Differently.set_specialization_constant<ScaleId>(6);
  std::string Values = errorOf(sycl::errc::invalid, [&] {
    (void)sycl::join(std::vector{Input, Differently});
  });
  CHECK(Values.find("ScaleId") != std::string::npos);

  runA(Q, Out, &Bundle);
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Out[I], int(I) * 2);
  runA(Q, Out, nullptr);
  runScaled(Q, Out, Built);
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Out[I], 5 * int(I));

  std::string NotInBundle =
      errorOf(sycl::errc::kernel_not_supported, [&] { runB(Q, Out, &Bundle); });
  CHECK(NotInBundle.find("BundleKernelB") != std::string::npos);
  std::string OtherContext =
      errorOf(sycl::errc::invalid, [&] { runA(Q, Out, &Foreign); });
  CHECK(OtherContext.find("context") != std::string::npos);
  std::string SetAfterUse = errorOf(sycl::errc::invalid, [&] {
    Q.submit([&](sycl::handler &H) {
      H.use_kernel_bundle(Built);
      H.set_specialization_constant<ScaleId>(9);
    });
  });
  CHECK(SetAfterUse.find("ScaleId") != std::string::npos);
  errorOf(sycl::errc::invalid, [&] {
    Q.submit([&](sycl::handler &H) {
      H.use_kernel_bundle(Built);
      (void)H.get_specialization_constant<ScaleId>();
    });
  });
  runB(Q, Out, nullptr);
  CHECK_EQ(Out[0], 77);
  Out[0] = 0;
  runB(Q, Out, &Joined);
  CHECK_EQ(Out[0], 77);
  runA(Q, Out, &Joined);
  CHECK_EQ(Out[N - 1], int(N - 1) * 2);

  sycl::free(Out, Q);
  std::puts("kernel_bundle: ok");
  return 0;
}
