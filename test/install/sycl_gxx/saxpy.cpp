#include "saxpy.h"

#include <sycl/sycl.hpp>

std::string saxpy(float a, const std::vector<float> &x, std::vector<float> &y) {
  const size_t n = x.size();
  sycl::queue q;
  float *dx = sycl::malloc_device<float>(n, q);
  float *dy = sycl::malloc_device<float>(n, q);
  q.copy(x.data(), dx, n);
  q.copy(y.data(), dy, n).wait();
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
     dy[i] = a * dx[i] + dy[i];
   }).wait();
  q.copy(dy, y.data(), n).wait();
  sycl::free(dx, q);
  sycl::free(dy, q);
  return q.get_device().get_info<sycl::info::device::name>();
}
