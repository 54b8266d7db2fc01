// [[sycl::reqd_sub_group_size(N)]] (or intel::), which Clang 15 does not
// know, reaches the kernel it applies to: after a lambda's parameters, on a
// function object's operator(), through a macro, or on a function the
// kernel calls. Each kernel's device code carries the size as
// !intel_reqd_sub_group_size, on both targets, and neither the device nor
// the host compile warns about the attribute (-Werror passes), while an
// attribute Prism does not know still gets Clang's warning.
// RUN: rm -rf %t && mkdir %t && cd %t
// RUN: %prism-cxx -fsycl -fsycl-device-only -S -fsycl-targets=spir64,nvptx64-nvidia-cuda %s
// RUN: FileCheck %s < reqd-sub-group-size-spir64.ll
// RUN: FileCheck %s < reqd-sub-group-size-nvptx64-sm_80.ll
// RUN: %prism-cxx -fsycl -fsyntax-only -Werror -fsycl-targets=spir64,nvptx64-nvidia-cuda %s
// RUN: %prism-cxx -fsycl -fsyntax-only -DOTHER_ATTRIBUTE %s 2>&1 | FileCheck %s --check-prefix=OTHER
// OTHER: warning: unknown attribute 'reqd_work_group_size' ignored
// The size must be an integer literal, and one kernel cannot require two.
// RUN: not %prism-cxx -fsycl -fsyntax-only -DNOT_LITERAL %s 2>&1 | FileCheck %s --check-prefix=NOT-LITERAL
// NOT-LITERAL: error: the sub-group size of 'reqd_sub_group_size' must be an integer literal greater than 0 (Prism reads it before name lookup), not 'N'
// RUN: not %prism-cxx -fsycl -fsyntax-only -DCONFLICT %s 2>&1 | FileCheck %s --check-prefix=CONFLICT
// CONFLICT: error: kernel 'Conflict' reaches functions that require different sub-group sizes, {{(8 and 16|16 and 8)}}
// CONFLICT: note: sub-group size {{8|16}} here
#include <sycl/sycl.hpp>

#define SUB_GROUP_OF_ONE [[sycl::reqd_sub_group_size(1)]]

struct Functor {
  int *Out;
  [[sycl::reqd_sub_group_size(32)]] void operator()(sycl::nd_item<1>) const {
    *Out = 32;
  }
};

[[intel::reqd_sub_group_size(8)]] void helper(int *Out) { *Out = 8; }

template <int N> void templated(sycl::queue &Q, int *Out) {
#ifdef NOT_LITERAL
  Q.parallel_for<class NotLiteral>(
      sycl::nd_range<1>(16, 16),
      [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(N)]] { *Out = N; });
#endif
}

int main() {
  sycl::queue Q;
  int *Out = sycl::malloc_shared<int>(1, Q);
  // CHECK-DAG: define {{.*}}kernel_entry{{.*}}Sixteen{{.*}} !intel_reqd_sub_group_size ![[SIXTEEN:[0-9]+]]
  Q.parallel_for<class Sixteen>(
      sycl::nd_range<1>(16, 16),
      [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(0x10)]] { *Out = 16; });
  // CHECK-DAG: define {{.*}}kernel_entry{{.*}}One{{.*}} !intel_reqd_sub_group_size ![[ONE:[0-9]+]]
  Q.parallel_for<class One>(sycl::nd_range<1>(16, 16),
                            [=](sycl::nd_item<1>) SUB_GROUP_OF_ONE { *Out = 1; });
  // CHECK-DAG: define {{.*}}kernel_entry{{.*}}Functor{{.*}} !intel_reqd_sub_group_size ![[THIRTY_TWO:[0-9]+]]
  Q.parallel_for(sycl::nd_range<1>(16, 16), Functor{Out});
  // CHECK-DAG: define {{.*}}kernel_entry{{.*}}ByCall{{.*}} !intel_reqd_sub_group_size ![[EIGHT:[0-9]+]]
  Q.parallel_for<class ByCall>(sycl::nd_range<1>(16, 16),
                               [=](sycl::nd_item<1>) { helper(Out); });
  // CHECK-DAG: define {{.*}}kernel_entry{{.*}}5Plain{{[^!]*}} comdat {{[{]$}}
  Q.parallel_for<class Plain>(sycl::nd_range<1>(16, 16),
                              [=](sycl::nd_item<1>) { *Out = 0; });
#ifdef OTHER_ATTRIBUTE
  Q.parallel_for<class Other>(
      sycl::nd_range<1>(16, 16),
      [=](sycl::nd_item<1>) [[sycl::reqd_work_group_size(16)]] { *Out = 0; });
#endif
#ifdef CONFLICT
  Q.parallel_for<class Conflict>(
      sycl::nd_range<1>(16, 16),
      [=](sycl::nd_item<1>) [[sycl::reqd_sub_group_size(16)]] { helper(Out); });
#endif
  templated<4>(Q, Out);
}
// CHECK-DAG: ![[SIXTEEN]] = !{i32 16}
// CHECK-DAG: ![[ONE]] = !{i32 1}
// CHECK-DAG: ![[THIRTY_TWO]] = !{i32 32}
// CHECK-DAG: ![[EIGHT]] = !{i32 8}
// CHECK-NOT: prism.reqd_sub_group_size
