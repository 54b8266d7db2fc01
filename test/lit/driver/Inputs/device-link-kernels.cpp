// The device side of device-link.test.
#include <sycl/sycl.hpp>

int scaleOnDevice(sycl::queue &Q, int Value) {
  int *P = sycl::malloc_shared<int>(1, Q);
  Q.single_task<class Scale>([=]() { *P = Value * 6; }).wait();
  int Result = *P;
  sycl::free(P, Q);
  return Result;
}
