// A link's device images are kept in the program cache: a link whose device
// code is unchanged (here after an edit of host code only) copies them and
// runs no device link, post-link or translation; a change to device code,
// or to an option that shapes the images, makes them again.
// RUN: rm -rf %t.cache %t.dir && mkdir -p %t.dir
// RUN: %prism-cxx -fsycl -O2 -fsycl-targets=spir64,native_cpu -c %s -DHOST_VALUE=1 -o %t.dir/app.o
// RUN: env PRISM_CACHE_DIR=%t.cache %prism-cxx -fsycl -O2 -fsycl-targets=spir64,native_cpu -v %t.dir/app.o -o %t.dir/first 2>&1 | FileCheck %s --check-prefix=MISS
// MISS-NOT: in the cache
// MISS: opt {{.*}}-passes=prism-post-link-spirv
// MISS: opt {{.*}}-passes=prism-post-link-native-cpu

// RUN: %prism-cxx -fsycl -O2 -fsycl-targets=spir64,native_cpu -c %s -DHOST_VALUE=2 -o %t.dir/app.o
// RUN: env PRISM_CACHE_DIR=%t.cache %prism-cxx -fsycl -O2 -fsycl-targets=spir64,native_cpu -v %t.dir/app.o -o %t.dir/second 2>&1 | FileCheck %s --check-prefix=HIT
// HIT-DAG: prism++: the spir64 device images of this link are in the cache
// HIT-DAG: prism++: the native_cpu device images of this link are in the cache
// HIT-NOT: prism-device-link
// HIT-NOT: opt
// HIT: prism-offload-wrapper
// RUN: prism-objdump %t.dir/first > %t.dir/first.txt
// RUN: prism-objdump %t.dir/second | sed 's/second/first/' | diff %t.dir/first.txt -

// Another -O level, and a change of the kernel, miss.
// RUN: env PRISM_CACHE_DIR=%t.cache %prism-cxx -fsycl -O1 -fsycl-targets=spir64,native_cpu -v %t.dir/app.o -o %t.dir/third 2>&1 | FileCheck %s --check-prefix=MISS
// RUN: %prism-cxx -fsycl -O2 -fsycl-targets=spir64,native_cpu -c %s -DKERNEL_SCALE=3 -o %t.dir/app.o
// RUN: env PRISM_CACHE_DIR=%t.cache %prism-cxx -fsycl -O2 -fsycl-targets=spir64,native_cpu -v %t.dir/app.o -o %t.dir/fourth 2>&1 | FileCheck %s --check-prefix=MISS

// PRISM_CACHE_DISABLE=1 turns it off.
// RUN: env PRISM_CACHE_DIR=%t.cache PRISM_CACHE_DISABLE=1 %prism-cxx -fsycl -O2 -fsycl-targets=spir64,native_cpu -v %t.dir/app.o -o %t.dir/fifth 2>&1 | FileCheck %s --check-prefix=MISS

#include <sycl/sycl.hpp>

#include <cstdio>

#ifndef HOST_VALUE
#define HOST_VALUE 0
#endif
#ifndef KERNEL_SCALE
#define KERNEL_SCALE 2
#endif

int main() {
  sycl::queue Q;
  int *Data = sycl::malloc_shared<int>(4, Q);
  Q.parallel_for(sycl::range<1>(4), [=](sycl::id<1> I) {
     Data[I] = KERNEL_SCALE * int(I[0]);
   }).wait();
  std::printf("%d %d\n", Data[3], HOST_VALUE);
  sycl::free(Data, Q);
}
