// On nvptx64, tgamma is the device library's own (device-lib/nvptx64/
// tgamma.cpp, under libclc's name _Z6tgammad), not libclc's (linkonce_odr):
// the device library's link with libclc takes nothing the library defines.
// SYCL's double and float tgamma and the C library's (std::tgamma in a
// kernel) all reach it.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %prism-cxx -fsycl -O2 --save-temps -fsycl-targets=nvptx64-nvidia-cuda %s -o %t.dir/app
// RUN: llvm-dis %t.dir/app-nvptx64-sm_80-devicelib.bc -o - | FileCheck %s
// RUN: llvm-dis %t.dir/app-nvptx64-sm_80-devicelib.bc -o - | FileCheck %s --check-prefix=NOLIBCLC
// CHECK-DAG: define dso_local {{.*}}double @_Z6tgammad(
// CHECK-DAG: define dso_local {{.*}}float @_Z6tgammaf(
// CHECK-DAG: define dso_local {{.*}}double @tgamma(
// CHECK-DAG: define dso_local {{.*}}float @tgammaf(
// CHECK-DAG: define internal {{.*}}gammaStirling
// NOLIBCLC-NOT: define linkonce_odr {{.*}}@_Z6tgamma
#include <sycl/sycl.hpp>
#include <cmath>

int main() {
  sycl::queue Q;
  double *D = sycl::malloc_shared<double>(16, Q);
  float *F = sycl::malloc_shared<float>(16, Q);
  Q.parallel_for<class Gamma>(sycl::range<1>(16), [=](sycl::id<1> I) {
    D[I] = sycl::tgamma(D[I]) + std::tgamma(D[I]);
    F[I] = sycl::tgamma(F[I]) + std::tgamma(F[I]);
  });
  Q.wait();
}
