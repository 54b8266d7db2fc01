#include <sycl/sycl.hpp>
int main() {
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(1, Q);
  Q.single_task([=]() { *P = 7; }).wait();
  int Ok = *P == 7;
  sycl::free(P, Q);
  return Ok ? 0 : 1;
}
