// A shared library the executable opens with dlopen: its images are
// registered at dlopen and unregistered at dlclose.
#include <sycl/sycl.hpp>

extern "C" int pluginSum(sycl::queue &Q, int N) {
  int *Values = sycl::malloc_shared<int>(N, Q);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     Values[I] = 7 * int(I) + 1;
   }).wait();
  int Sum = 0;
  for (int I = 0; I < N; ++I)
    Sum += Values[I];
  sycl::free(Values, Q);
  return Sum;
}
