// Warning options reach the host and every device compile: a warning in code
// that only one of them sees is reported, and -Werror makes it an error.
// RUN: rm -f %t.o
// RUN: %prism-cxx -fsycl -fsycl-targets=nvptx64-nvidia-cuda,spir64 -Wall -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=WARN
// WARN-DAG: warning: unused variable 'OnlyOnDevice' [-Wunused-variable]
// WARN-DAG: warning: unused variable 'OnlyOnHost' [-Wunused-variable]
// RUN: not %prism-cxx -fsycl -Wall -Werror -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: error: unused variable 'OnlyOnDevice' [-Werror,-Wunused-variable]
// ERROR: prism++: error: clang++ failed with exit code 1
// RUN: not ls %t.o
// RUN: not %prism-cxx -fsycl -Werror=unused-variable -Wunused-variable -DDEVICE_CLEAN -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=HOSTERR
// HOSTERR: error: unused variable 'OnlyOnHost' [-Werror,-Wunused-variable]
// RUN: %prism-cxx -fsycl -Wall -Wno-unused-variable -Werror -c %s -o %t.o
#include <sycl/sycl.hpp>

int main() {
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(1, Q);
  Q.single_task([=]() {
#if defined(__SYCL_DEVICE_ONLY__) && !defined(DEVICE_CLEAN)
     int OnlyOnDevice = 1;
#endif
     *P = 1;
   }).wait();
#ifndef __SYCL_DEVICE_ONLY__
  int OnlyOnHost = 2;
#endif
  sycl::free(P, Q);
}
