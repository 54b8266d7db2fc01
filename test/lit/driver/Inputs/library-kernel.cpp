// A static library's member whose kernel host code calls through run():
// 0 when the kernel doubled every element (static-library.cpp).
#include <sycl/sycl.hpp>

int run() {
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(4, Q);
  Q.parallel_for(sycl::range<1>(4), [=](sycl::id<1> I) {
     P[I] = 2 * int(I[0]);
   }).wait();
  int Wrong = 0;
  for (int I = 0; I < 4; ++I)
    Wrong += P[I] != 2 * I;
  sycl::free(P, Q);
  return Wrong;
}
