// Start-up of a program with 200 kernels of which it launches one: the time
// from the start of main to the end of that kernel, which includes building
// the image that holds it. bench/run.sh builds nothing: CMake compiles this
// file twice, with -fsycl-device-code-split=per_kernel (an image per kernel)
// and =off (one image with all 200), and run.sh runs both on a cold cache
// and prints the ratio. Target (issue 15): off <= 2 x per_kernel, the first
// launch building only what that kernel needs however large its image.
#include "timing.h"

#include <sycl/sycl.hpp>

#include <array>
#include <cstdio>
#include <utility>

namespace {

constexpr int KernelCount = 200;

template <int I> class Step;

/// Kernel I: a few dependent operations whose constants depend on I, so that
/// no two kernels are alike.
template <int I> void submitStep(sycl::queue &Q, int *Data) {
  Q.parallel_for<Step<I>>(sycl::range<1>(64), [=](sycl::id<1> Id) {
     int X = Data[Id[0]];
     for (int K = 0; K < I % 7 + 1; ++K)
       X = X * (I + 3) + (K ^ I);
     Data[Id[0]] = X;
   }).wait();
}

using Submit = void (*)(sycl::queue &, int *);

template <int... Is>
constexpr auto makeTable(std::integer_sequence<int, Is...>) {
  return std::array<Submit, sizeof...(Is)>{&submitStep<Is>...};
}

} // namespace

int main(int Argc, char **) {
  double Start = nowSeconds();
  sycl::queue Q;
  int *Data = sycl::malloc_shared<int>(64, Q);
  for (int I = 0; I < 64; ++I)
    Data[I] = I;
  static constexpr auto Table =
      makeTable(std::make_integer_sequence<int, KernelCount>());
  // Kernel 0 unless arguments are given, so that the compiler cannot tell.
  Table[Argc > 1 ? KernelCount - 1 : 0](Q, Data);
  double Elapsed = nowSeconds() - Start;
  bool Ok = Data[5] == (Argc > 1 ? -1 : 5 * 3);
  sycl::free(Data, Q);
  std::printf("%.6f\n", Elapsed);
  return Ok || Argc > 1 ? 0 : 1;
}
