// A write through a read-only accessor is a compile error that names the
// line, in the device compile that comes first; prism++ stops there.
// RUN: not %prism-cxx -fsycl -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: read-only-accessor.cpp:14:{{[0-9]+}}: error: cannot assign to return value because function 'operator[]' returns a const value
// CHECK: prism++: error: clang++ failed with exit code 1
// RUN: not ls %t.o

#include <sycl/sycl.hpp>

void scale(sycl::queue &Q, sycl::buffer<float> &B) {
  Q.submit([&](sycl::handler &H) {
    sycl::accessor In{B, H, sycl::read_only};
    H.parallel_for(sycl::range<1>(B.size()), [=](sycl::id<1> I) {
      In[I] *= 2.0f;
    });
  });
}
