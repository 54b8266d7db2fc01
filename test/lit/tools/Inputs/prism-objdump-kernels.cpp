// Two named kernels, for prism-objdump's listing.
#include <sycl/sycl.hpp>
class Scale;
class Offset;
int main() {
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(1, Q);
  Q.single_task<Scale>([=]() { *P = 3; }).wait();
  Q.single_task<Offset>([=]() { *P += 4; }).wait();
  int Ok = *P == 7;
  sycl::free(P, Q);
  return Ok ? 0 : 1;
}
