// Each partition property of create_sub_devices takes its own argument
// (SYCL 2020 4.6.4.2): the counts of partition_by_counts given to
// partition_equally are a compile error that names the form it would need.
// RUN: not %prism-cxx -fsycl -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: create-sub-devices-form.cpp:13:{{[0-9]+}}: error: no matching member function for call to 'create_sub_devices'
// CHECK: requirement {{.*}} == info::partition_property::partition_by_counts' was not satisfied [with Property = sycl::info::partition_property::partition_equally]
// CHECK: prism++: error: clang++ failed with exit code 1
// RUN: not ls %t.o

#include <sycl/sycl.hpp>

std::vector<sycl::device> split(const sycl::device &D) {
  return D.create_sub_devices<
      sycl::info::partition_property::partition_equally>(
      std::vector<size_t>{1, 1});
}
