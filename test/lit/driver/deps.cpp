// -MD/-MMD dependency files list the headers of the host and the device
// compiles, with the object the build system knows as the target.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %prism-cxx -fsycl -MD -c %s -I%S/Inputs/deps -o %t/deps.o
// RUN: FileCheck %s --check-prefix=MD < %t/deps.d
// MD: {{.*}}deps.o: \
// MD-NEXT: {{.*}}deps.cpp \
// MD-DAG: {{.*}}host_only.h
// MD-DAG: {{.*}}both.h
// MD-DAG: {{.*}}sycl.hpp
// MD-DAG: {{.*}}device_only.h
// MD-NOT: {{.*}}deps.cpp
// RUN: grep -c "both.h" %t/deps.d | FileCheck %s --check-prefix=ONCE
// ONCE: 1

// An object whose name has a space is escaped for make, as Clang does.
// RUN: cp %s '%t/with space.cpp'
// RUN: %prism-cxx -fsycl -MD -c '%t/with space.cpp' -I%S/Inputs/deps -o '%t/with space.o'
// RUN: FileCheck %s --check-prefix=SPACE < '%t/with space.d'
// SPACE: {{.*}}with\ space.o: \

// -MMD leaves system headers (the SYCL headers) out; -MF, -MT, -MQ and -MP
// as in Clang. The PTX target's prelude (-include) is listed, as Clang lists
// every -include file.
// RUN: %prism-cxx -fsycl -fsycl-targets=nvptx64-nvidia-cuda,spir64 -MMD -MF %t/custom.dep -MT 'my target' -MQ '$(obj)' -MP -c %s -I%S/Inputs/deps -o %t/deps2.o
// RUN: FileCheck %s --check-prefix=MMD < %t/custom.dep
// MMD: my target $$(obj): \
// MMD-NEXT: {{.*}}deps.cpp \
// MMD-NOT: sycl.hpp
// MMD-DAG: {{.*}}host_only.h
// MMD-DAG: {{.*}}device_only.h
// MMD-DAG: {{.*}}both.h
// MMD-NOT: sycl.hpp
// MMD: {{^$}}
// MMD-DAG: {{.*}}host_only.h:
// MMD-DAG: {{.*}}device_only.h:
// MMD-NOT: deps.cpp:

// Linking a source: <stem>.d in the working directory, target <stem>.o.
// RUN: cd %t && %prism-cxx -fsycl -MD %s -I%S/Inputs/deps -o %t/app
// RUN: FileCheck %s --check-prefix=LINK < %t/deps.d
// LINK: deps.o: \
// LINK: device_only.h
// RUN: %t/app

#include <sycl/sycl.hpp>

#include "both.h"
#ifdef __SYCL_DEVICE_ONLY__
#include "device_only.h"
#else
#include "host_only.h"
#endif

int main() {
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(1, Q);
  int Host = 0;
#ifndef __SYCL_DEVICE_ONLY__
  Host = hostOnly();
#endif
  Q.single_task([=]() {
     *P = both();
#ifdef __SYCL_DEVICE_ONLY__
     *P += deviceOnly();
#endif
   }).wait();
  int Ok = *P == 5 && Host == 1;
  sycl::free(P, Q);
  return Ok ? 0 : 1;
}
