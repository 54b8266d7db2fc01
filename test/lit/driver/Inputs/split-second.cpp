// The second translation unit of device-code-split.cpp: one more kernel.
#include <sycl/sycl.hpp>

int launchTriple(sycl::queue &Q, int *P) {
  Q.single_task<class Triple>([=]() { *P = 3 * *P; }).wait();
  return *P;
}
