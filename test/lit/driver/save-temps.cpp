// --save-temps keeps the intermediates next to the output.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %prism-cxx -fsycl --save-temps %s -o %t/app
// RUN: ls %t | FileCheck %s
// CHECK-DAG: app-save-temps-spir64.bc
// CHECK-DAG: app-save-temps.o
// CHECK-DAG: app-spir64.parts
// CHECK-DAG: app-spir64-0.bc
// CHECK-DAG: app-spir64-0.spv
// CHECK-DAG: app-spir64-0.sym
// CHECK-DAG: app-wrapper.bin
// RUN: %spirv-val %t/app-spir64-0.spv
#include <sycl/sycl.hpp>
int main() {
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(1, Q);
  Q.single_task([=]() { *P = 42; }).wait();
  int Ok = *P == 42;
  sycl::free(P, Q);
  return Ok ? 0 : 1;
}
