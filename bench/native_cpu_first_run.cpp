// First launches against warm ones on the native CPU device, in the manner
// of sycl-bench: a program with 20 kernels, each streaming 2^22 floats,
// launches each once and then each again, several rounds. Built with
// -fsycl-device-code-split=per_kernel, so every kernel is an image of its
// own and every first launch loads one. Nothing is compiled at run time, so
// the first round should cost what a warm one does. Target (issue 20):
// first <= 1.2 x warm.
//
// A fresh process's first few milliseconds of kernels are slower on these
// machines, whichever kernel runs (plain host code streaming after its
// first touch shows the same), so a warm-up kernel of its own image runs
// first; its first 20 launches against its next 20 are printed too, as the
// cold-process figure.
#include "timing.h"

#include <sycl/sycl.hpp>

#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>

template <int Index> class kernel_number;

template <int Index>
void launch(sycl::queue &Q, float *Out, const float *In, size_t N) {
  Q.parallel_for<kernel_number<Index>>(sycl::range<1>(N), [=](sycl::id<1> I) {
     Out[I] = In[I] * float(Index + 1) + float(Index);
   }).wait();
}

template <int... Indices>
double launchAll(sycl::queue &Q, float *Out, const float *In, size_t N,
                 std::integer_sequence<int, Indices...>) {
  double Start = nowSeconds();
  (launch<Indices>(Q, Out, In, N), ...);
  return nowSeconds() - Start;
}

int main() {
  sycl::queue Q;
  if (Q.get_device().get_backend() != sycl::backend::native_cpu) {
    std::fprintf(stderr, "the default device is not the native CPU device\n");
    return 1;
  }
  const size_t N = size_t(1) << 22;
  float *In = sycl::malloc_device<float>(N, Q);
  float *Out = sycl::malloc_device<float>(N, Q);
  Q.fill(In, 1.0f, N);
  Q.fill(Out, 0.0f, N).wait();

  auto Kernels = std::make_integer_sequence<int, 20>();
  auto WarmUp = [&] {
    double Start = nowSeconds();
    for (int I = 0; I < 20; ++I)
      launch<100>(Q, Out, In, N);
    return nowSeconds() - Start;
  };
  double ColdProcess = WarmUp();
  double WarmedUp = WarmUp();

  double First = launchAll(Q, Out, In, N, Kernels);
  std::vector<double> Warm;
  for (int Round = 0; Round < 5; ++Round)
    Warm.push_back(launchAll(Q, Out, In, N, Kernels));
  std::sort(Warm.begin(), Warm.end());
  double WarmMedian = Warm[Warm.size() / 2];

  float Last = 0;
  Q.memcpy(&Last, Out + N - 1, sizeof(float)).wait();
  if (Last != 20.0f + 19.0f) {
    std::fprintf(stderr, "wrong result %g\n", double(Last));
    return 1;
  }
  sycl::free(In, Q);
  sycl::free(Out, Q);
  std::printf("20 kernels on native_cpu, first launches %.2f ms, warm %.2f ms "
              "(median of 5 rounds), ratio %.3f (target <= 1.2)\n",
              First * 1e3, WarmMedian * 1e3, First / WarmMedian);
  std::printf("cold process: a warm-up kernel's first 20 launches %.2f ms, its "
              "next 20 %.2f ms, ratio %.3f\n",
              ColdProcess * 1e3, WarmedUp * 1e3, ColdProcess / WarmedUp);
}
