// Two sources compiled and linked in one prism++ command; each holds
// kernels.
#include "check.h"
#include <sycl/sycl.hpp>

void squareOnDevice(sycl::queue &Q, float *Data, size_t N);

int main() {
  sycl::queue Q;
  constexpr size_t N = 100;
  float *Data = sycl::malloc_shared<float>(N, Q);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     Data[I] = float(I[0]) + 1.0f;
   }).wait();
  squareOnDevice(Q, Data, N);
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Data[I], float((I + 1) * (I + 1)));
  sycl::free(Data, Q);
  std::puts("multi_source: passed");
}
