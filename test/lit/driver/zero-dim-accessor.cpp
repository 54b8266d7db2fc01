// A 0-dimensional accessor is its one element: a read-only one cannot be
// assigned, and none has a subscript or a range. Each misuse is a compile
// error naming its line.
// RUN: not %prism-cxx -fsycl -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: zero-dim-accessor.cpp:18:{{[0-9]+}}: error: no viable overloaded '='
// CHECK: zero-dim-accessor.cpp:19:{{[0-9]+}}: error: type 'const sycl::accessor<int, 0>' does not provide a subscript operator
// CHECK: zero-dim-accessor.cpp:20:{{[0-9]+}}: error: no member named 'get_range'
// CHECK: prism++: error: clang++ failed with exit code 1
// RUN: not ls %t.o

#include <sycl/sycl.hpp>

void total(sycl::queue &Q, sycl::buffer<int> &In, sycl::buffer<int> &Out) {
  Q.submit([&](sycl::handler &H) {
    sycl::accessor<int, 0, sycl::access_mode::read> First(In, H);
    sycl::accessor<int, 0> Sum(Out, H);
    H.single_task([=] {
      First = 1;
      Sum[0] = First;
      Sum = int(Sum.get_range().size());
    });
  });
}
