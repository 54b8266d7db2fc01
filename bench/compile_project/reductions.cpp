// Stage 3 of the compile-time benchmark's project: generic two-pass
// reductions. A function template instantiated for a sum of doubles, a
// maximum of floats and a minimum of ints: an nd_range pass reduces each
// work-group in local memory, a single_task combines the groups' results.
// A range<1> kernel maps the input first (squares, for a norm).
#include "project.h"

#include <algorithm>
#include <cstdio>

namespace project {
namespace {

constexpr size_t N = 3 * 4096;
constexpr size_t GroupSize = 256;

template <typename T, typename Op>
T reduce(sycl::queue &Q, const T *In, size_t Count, Op Combine) {
  const size_t Groups = Count / GroupSize;
  T *Partials = sycl::malloc_shared<T>(Groups, Q);
  T *Result = sycl::malloc_shared<T>(1, Q);
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<T, 1> Scratch(sycl::range<1>(GroupSize), H);
     H.parallel_for(sycl::nd_range<1>(Count, GroupSize),
                    [=](sycl::nd_item<1> It) {
                      T Value = In[It.get_global_id(0)];
                      T Group = groupReduce(It, Scratch, Value, Combine);
                      if (It.get_local_id(0) == 0)
                        Partials[It.get_group(0)] = Group;
                    });
   }).wait();
  Q.single_task([=] {
     T Total = Op::identity();
     for (size_t G = 0; G < Groups; ++G)
       Total = Combine(Total, Partials[G]);
     *Result = Total;
   }).wait();
  T Total = *Result;
  sycl::free(Partials, Q);
  sycl::free(Result, Q);
  return Total;
}

template <typename T>
void squares(sycl::queue &Q, const T *In, T *Out, size_t Count) {
  Q.parallel_for(sycl::range<1>(Count), [=](sycl::id<1> I) {
     Out[I] = In[I] * In[I];
   }).wait();
}

} // namespace

int runReductions(sycl::queue &Q) {
  double *Doubles = sycl::malloc_shared<double>(N, Q);
  double *Squares = sycl::malloc_shared<double>(N, Q);
  float *Floats = sycl::malloc_shared<float>(N, Q);
  int *Ints = sycl::malloc_shared<int>(N, Q);
  double WantSum = 0.0, WantSquares = 0.0;
  float WantMax = Maximum<float>::identity();
  int WantMin = Minimum<int>::identity();
  for (size_t I = 0; I < N; ++I) {
    Doubles[I] = double(unitNoise(uint32_t(I))) - 0.25;
    Floats[I] = 100.0f * unitNoise(uint32_t(I + N));
    Ints[I] = int(unitNoise(uint32_t(I + 2 * N)) * 2e6f) - 1000000;
    WantSum += Doubles[I];
    WantSquares += Doubles[I] * Doubles[I];
    WantMax = std::max(WantMax, Floats[I]);
    WantMin = std::min(WantMin, Ints[I]);
  }

  int Failures = 0;
  Failures += expectNear("sum", reduce(Q, Doubles, N, Plus<double>()), WantSum,
                         1e-9 * N);
  Failures +=
      expectNear("max", reduce(Q, Floats, N, Maximum<float>()), WantMax, 0.0);
  Failures += expectEqual("min", reduce(Q, Ints, N, Minimum<int>()), WantMin);
  squares(Q, Doubles, Squares, N);
  Failures +=
      expectNear("norm", std::sqrt(reduce(Q, Squares, N, Plus<double>())),
                 std::sqrt(WantSquares), 1e-9);

  sycl::free(Doubles, Q);
  sycl::free(Squares, Q);
  sycl::free(Floats, Q);
  sycl::free(Ints, Q);
  std::printf("reductions: %s\n", Failures ? "FAILED" : "ok");
  return Failures;
}

} // namespace project
