// The static library's kernel: calls twice() from another member.
#include "project.h"

SYCL_EXTERNAL int twice(int X);

int staticSum(sycl::queue &Q, int N) {
  int *Values = sycl::malloc_shared<int>(N, Q);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     Values[I] = twice(int(I));
   }).wait();
  int Sum = 0;
  for (int I = 0; I < N; ++I)
    Sum += Values[I];
  sycl::free(Values, Q);
  return Sum;
}
