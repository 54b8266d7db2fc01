// Time from the start of main to the end of the first kernel: plugin
// loading, program translation and build (or the on-disk cache hit), and
// the launch. bench/run.sh runs it with a cold and then a warm cache.
#include "timing.h"

#include <sycl/sycl.hpp>

int main() {
  double Start = nowSeconds();
  sycl::queue Q;
  int *Out = sycl::malloc_shared<int>(1024, Q);
  Q.parallel_for(sycl::range<1>(1024), [=](sycl::id<1> I) {
     Out[I] = int(I[0]) * 2;
   }).wait();
  double Elapsed = nowSeconds() - Start;
  bool Ok = Out[1023] == 2046;
  sycl::free(Out, Q);
  std::printf("%.6f\n", Elapsed);
  return Ok ? 0 : 1;
}
