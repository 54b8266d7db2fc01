// The shared library linked into the executable: its own device images,
// registered when it is loaded.
#include "project.h"

int sharedSum(sycl::queue &Q, int N) {
  int *Values = sycl::malloc_shared<int>(N, Q);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     Values[I] = int(I) * int(I);
   }).wait();
  int Sum = 0;
  for (int I = 0; I < N; ++I)
    Sum += Values[I];
  sycl::free(Values, Q);
  return Sum;
}
