// Kernels inside function templates, instantiated for several types.
#include "check.h"
#include <sycl/sycl.hpp>

template <typename T> void scale(sycl::queue &Q, T *Data, size_t N, T By) {
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     Data[I] *= By;
   }).wait();
}

template <typename T> bool run(sycl::queue &Q) {
  constexpr size_t N = 257;
  T *Data = sycl::malloc_shared<T>(N, Q);
  for (size_t I = 0; I < N; ++I)
    Data[I] = T(I);
  scale<T>(Q, Data, N, T(3));
  bool Ok = true;
  for (size_t I = 0; I < N; ++I)
    Ok = Ok && Data[I] == T(3 * I);
  sycl::free(Data, Q);
  return Ok;
}

int main() {
  sycl::queue Q;
  CHECK(run<int>(Q));
  CHECK(run<float>(Q));
  CHECK(run<double>(Q));
  CHECK(run<long>(Q));
  std::puts("kernel_in_template: passed");
}
