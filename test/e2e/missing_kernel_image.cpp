// The device compile of this test is given -DPRISM_TEST_NO_DEVICE_KERNEL,
// so the executable registers a kernel its device image lacks: launching it
// must throw a sycl::exception naming the kernel, not crash.
#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  sycl::queue Q;
  int *Out = sycl::malloc_shared<int>(1, Q);
  try {
#ifndef PRISM_TEST_NO_DEVICE_KERNEL
    Q.single_task<class OnlyOnTheHost>([=]() { *Out = 1; }).wait();
#endif
  } catch (const sycl::exception &E) {
    std::printf("caught: errc=%d: %s\n", E.code().value(), E.what());
    sycl::free(Out, Q);
    return E.code() == sycl::errc::kernel_not_supported ? 0 : 1;
  }
  std::puts("no exception");
  return 1;
}
