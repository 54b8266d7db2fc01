// The host side of device-link.test: launches the kernel of
// device-link-kernels.cpp and prints a message that only the host code
// decides (-DGREETING), so that a host-only change needs no device link.
#include <sycl/sycl.hpp>

#include <cstdio>

#ifndef GREETING
#define GREETING "hello"
#endif

int scaleOnDevice(sycl::queue &Q, int Value);

int main() {
  sycl::queue Q;
  std::printf("%s %d\n", GREETING, scaleOnDevice(Q, 7));
}
