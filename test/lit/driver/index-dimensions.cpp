// id and range operands of different dimensions are a compile error whose
// first line names both types, for arithmetic, comparison and compound
// assignment alike, in host code and in kernels.
// RUN: not %prism-cxx -fsycl -fsyntax-only %s 2>&1 | FileCheck %s
#include <sycl/sycl.hpp>

sycl::id<3> shift(sycl::id<3> Position, sycl::range<2> Extent) {
  return Position + Extent;
}
// clang-format off
// CHECK: error: static assertion failed due to requirement 'detail::dimensions_match<sycl::id<3>, sycl::range<2>>::value': the operands of an id or range operator must have the same number of dimensions
// CHECK: index-dimensions.cpp:8:19: note: in instantiation of function template specialization 'sycl::operator+<sycl::id<3>, sycl::range<2>
// clang-format on

bool before(sycl::range<1> A, sycl::id<2> B) { return A == B; }
// clang-format off
// CHECK: error: static assertion failed due to requirement 'detail::dimensions_match<sycl::range<1>, sycl::id<2>>::value'
// CHECK: index-dimensions.cpp:15:57: note: in instantiation of function template specialization 'sycl::operator==<sycl::range<1>, sycl::id<2>>' requested here
// clang-format on

void grow(sycl::queue &Q, sycl::id<1> *Out) {
  Q.parallel_for(sycl::range<2>(4, 4), [=](sycl::item<2> It) {
    sycl::id<1> Total;
    Total += It;
    Out[It.get_linear_id()] = Total;
  });
}
// clang-format off
// CHECK: error: static assertion failed due to requirement 'detail::dimensions_match<sycl::id<1>, sycl::item<2, true>>::value'
// CHECK: index-dimensions.cpp:24:11: note: in instantiation of function template specialization 'sycl::operator+=<sycl::id<1>, sycl::item<2, true>>' requested here
// CHECK-NOT: error:
// CHECK: 3 errors generated
