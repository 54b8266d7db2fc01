#include "diffusion.h"

#include <sycl/sycl.hpp>

#include <algorithm>
#include <utility>

void diffuse(std::vector<float> &temperature, float alpha, int steps) {
  const size_t n = temperature.size();
  sycl::queue q;
  // Two copies of the rod, read and written in turn; both start with the
  // fixed ends.
  sycl::buffer<float> current(temperature.begin(), temperature.end());
  sycl::buffer<float> next(temperature.begin(), temperature.end());
  for (int step = 0; step < steps; ++step) {
    q.submit([&](sycl::handler &h) {
      sycl::accessor in(current, h, sycl::read_only);
      sycl::accessor out(next, h, sycl::write_only);
      h.parallel_for(sycl::range<1>(n - 2), [=](sycl::id<1> id) {
        size_t i = id[0] + 1;
        out[i] = in[i] + alpha * (in[i - 1] - 2.0f * in[i] + in[i + 1]);
      });
    });
    std::swap(current, next);
  }
  sycl::host_accessor result(current, sycl::read_only);
  std::copy(result.begin(), result.end(), temperature.begin());
}
