// Several kernels in one file, named and unnamed, through the queue
// shortcuts and handler::parallel_for, chained with events.
#include "check.h"
#include <sycl/sycl.hpp>

int main() {
  sycl::queue Q;
  constexpr size_t N = 1000;
  int *A = sycl::malloc_device<int>(N, Q);
  int *B = sycl::malloc_device<int>(N, Q);
  sycl::event E1 = Q.parallel_for<class InitA>(
      sycl::range<1>(N), [=](sycl::id<1> I) { A[I] = int(I[0]); });
  sycl::event E2 = Q.parallel_for(sycl::range<1>(N), E1,
                                  [=](sycl::id<1> I) { B[I] = A[I] * 2; });
  sycl::event E3 = Q.submit([&](sycl::handler &H) {
    H.depends_on(E2);
    H.parallel_for(sycl::range<1>(N),
                   [=](sycl::item<1> It) { A[It] = A[It] + B[It] + 1; });
  });
  E3.wait();
  std::vector<int> Host(N);
  Q.memcpy(Host.data(), A, N * sizeof(int)).wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Host[I], int(3 * I + 1));
  sycl::free(A, Q);
  sycl::free(B, Q);
  std::puts("several_kernels: passed");
}
