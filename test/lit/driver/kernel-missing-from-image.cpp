// A kernel the host code registers but the device code lacks (here the
// device compile alone sees a macro that removes it) is a link error naming
// the kernel and each target, and leaves no executable behind.
// RUN: rm -f %t
// RUN: not %prism-cxx -fsycl -fsycl-targets=nvptx64-nvidia-cuda,spir64 -Xsycl-target-frontend -DHIDE_FROM_DEVICE %s -o %t 2>&1 | FileCheck %s
// CHECK: prism++: error: the host code registers kernel '{{.*}}main::OnlyOnTheHost{{.*}}', but the nvptx64-nvidia-cuda device code has no such kernel: the host and device compiles of its source disagree (an option or macro given to one of them only?)
// CHECK: prism++: error: the host code registers kernel '{{.*}}main::OnlyOnTheHost{{.*}}', but the spir64 device code has no such kernel
// CHECK-NOT: Shown
// RUN: not ls %t

// Also through separate compilation and a per_kernel split.
// RUN: %prism-cxx -fsycl -Xsycl-target-frontend=spir64 -DHIDE_FROM_DEVICE -c %s -o %t.o
// RUN: not %prism-cxx -fsycl -fsycl-device-code-split=per_kernel %t.o -o %t 2>&1 | FileCheck %s --check-prefix=SEPARATE
// SEPARATE: error: the host code registers kernel '{{.*}}main::OnlyOnTheHost{{.*}}', but the spir64 device code
// RUN: not ls %t

// The same source without the macro links.
// RUN: %prism-cxx -fsycl %s -o %t
// RUN: %t
#include <sycl/sycl.hpp>

int main() {
  sycl::queue Q;
  int *Out = sycl::malloc_shared<int>(1, Q);
  Q.single_task<class Shown>([=]() { *Out = 1; }).wait();
#ifndef HIDE_FROM_DEVICE
  Q.single_task<class OnlyOnTheHost>([=]() { *Out += 1; }).wait();
#endif
  int Result = *Out;
  sycl::free(Out, Q);
  return Result == 2 ? 0 : 1;
}
