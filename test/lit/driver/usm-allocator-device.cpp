// sycl::usm_allocator of usm::alloc::device memory is refused at compile
// time, as SYCL 2020 says: a std container would touch device memory from
// the host.
// RUN: not %prism-cxx -fsycl -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: error: static assertion failed {{.*}}sycl::usm_allocator allocates host or shared USM memory only
// CHECK-NOT: usm-allocator-device.cpp:{{[0-9]+}}:{{[0-9]+}}: error

#include <sycl/sycl.hpp>

#include <vector>

int main() {
  sycl::queue Q;
  sycl::usm_allocator<int, sycl::usm::alloc::device> Allocator(Q);
  std::vector<int, decltype(Allocator)> Values(16, Allocator);
  return Values[0];
}
