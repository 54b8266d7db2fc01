// First launches against warm ones on the native CPU device, in the manner
// of sycl-bench: a program with 20 kernels, each streaming 2^22 floats,
// launches each once (the first launch also loads the native image) and
// then each again. Nothing is compiled at run time, so the first round
// should cost what the second does. Target (issue 20): first <= 1.2 x warm.
#include "timing.h"

#include <sycl/sycl.hpp>

#include <cstdio>
#include <utility>

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
  // The allocations' first touch is not a kernel's.
  Q.fill(In, 1.0f, N);
  Q.fill(Out, 0.0f, N).wait();
  auto Kernels = std::make_integer_sequence<int, 20>();
  double First = launchAll(Q, Out, In, N, Kernels);
  double Warm = launchAll(Q, Out, In, N, Kernels);
  float Last = 0;
  Q.memcpy(&Last, Out + N - 1, sizeof(float)).wait();
  if (Last != 20.0f + 19.0f) {
    std::fprintf(stderr, "wrong result %g\n", double(Last));
    return 1;
  }
  sycl::free(In, Q);
  sycl::free(Out, Q);
  std::printf("20 kernels on native_cpu, first launches %.2f ms, warm %.2f ms, "
              "ratio %.3f (target <= 1.2)\n",
              First * 1e3, Warm * 1e3, First / Warm);
}
