// The main program of the compile-time benchmark's project: a smoke test of
// the device (an iota over range<1> and a single_task summing it), then
// every stage of the library, each checking its own results. Exits 0 when
// all passed. bench/compile_time.sh builds it, and the other nine files,
// with prism++ -fsycl and, kernels stubbed, with clang++-15.
#include "project.h"

#include <cstdio>

namespace project {

int expectNear(const char *What, double Got, double Want, double Tolerance) {
  if (std::fabs(Got - Want) <= Tolerance)
    return 0;
  std::fprintf(stderr, "%s: got %.9g, want %.9g (tolerance %g)\n", What, Got,
               Want, Tolerance);
  return 1;
}

int expectEqual(const char *What, long long Got, long long Want) {
  if (Got == Want)
    return 0;
  std::fprintf(stderr, "%s: got %lld, want %lld\n", What, Got, Want);
  return 1;
}

namespace {

int smokeTest(sycl::queue &Q) {
  constexpr size_t N = 1000;
  long *Values = sycl::malloc_shared<long>(N, Q);
  long *Sum = sycl::malloc_shared<long>(1, Q);
  Q.parallel_for<class Iota>(sycl::range<1>(N), [=](sycl::id<1> I) {
     Values[I] = long(I[0]);
   }).wait();
  Q.single_task<class SumValues>([=] {
     long Total = 0;
     for (size_t I = 0; I < N; ++I)
       Total += Values[I];
     *Sum = Total;
   }).wait();
  int Failures = expectEqual("smoke test", *Sum, long(N * (N - 1) / 2));
  sycl::free(Values, Q);
  sycl::free(Sum, Q);
  return Failures;
}

} // namespace
} // namespace project

int main() {
  using namespace project;
  // In order: the stages submit dependent USM kernels without waiting
  // between them (a default queue may run them concurrently).
  sycl::queue Q{sycl::property::queue::in_order()};
  int Failures = smokeTest(Q);
  using Stage = int (*)(sycl::queue &);
  for (Stage Run : {runVectorOps, runMatrixOps, runReductions, runScan,
                    runHistogram, runStencil, runSort, runImage, runParticles})
    Failures += Run(Q);
  std::printf("project: %s\n", Failures ? "FAILED" : "all stages passed");
  return Failures ? 1 : 0;
}
