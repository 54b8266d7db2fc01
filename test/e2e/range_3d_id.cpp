// parallel_for over range<3> with id<3>, sizes that are not powers of two.
#include "check.h"
#include <sycl/sycl.hpp>

int main() {
  sycl::queue Q;
  constexpr size_t X = 5, Y = 7, Z = 11;
  float *Out = sycl::malloc_device<float>(X * Y * Z, Q);
  Q.parallel_for<class Fill3D>(sycl::range<3>(X, Y, Z), [=](sycl::id<3> I) {
     Out[(I[0] * Y + I[1]) * Z + I[2]] = float(I[0] * 100 + I[1] * 10 + I[2]);
   }).wait();
  float Host[X * Y * Z];
  Q.memcpy(Host, Out, sizeof(Host)).wait();
  for (size_t A = 0; A < X; ++A)
    for (size_t B = 0; B < Y; ++B)
      for (size_t C = 0; C < Z; ++C)
        CHECK_EQ(Host[(A * Y + B) * Z + C], float(A * 100 + B * 10 + C));
  sycl::free(Out, Q);
  std::puts("range_3d_id: passed");
}
