// PRISM_CACHE_MAX_SIZE bounds the program cache (runtime/program_cache): a
// store that takes the folder past it evicts the least recently used
// entries, here a link's device images as soon as they are kept; a value
// that is not a size is warned about, naming the variable, and the default
// bound (1G) kept.
// RUN: rm -rf %t.cache %t.tiny %t.dir && mkdir -p %t.dir
// RUN: %prism-cxx -fsycl -O2 -fsycl-targets=spir64 -fno-sycl-pch -c %s -o %t.dir/app.o
// RUN: env PRISM_CACHE_DIR=%t.cache PRISM_CACHE_MAX_SIZE=lots %prism-cxx -fsycl -O2 -fsycl-targets=spir64 %t.dir/app.o -o %t.dir/app 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: prism++: warning: PRISM_CACHE_MAX_SIZE='lots' is not a size (bytes, or a number with K, M or G; 0 for no bound): the program cache keeps the default bound of 1G
// RUN: find %t.cache/device-images -mindepth 1 -maxdepth 1 | FileCheck %s --check-prefix=KEPT
// KEPT: device-images/{{[0-9a-f]+$}}

// RUN: env PRISM_CACHE_DIR=%t.tiny PRISM_CACHE_MAX_SIZE=1K %prism-cxx -fsycl -O2 -fsycl-targets=spir64 %t.dir/app.o -o %t.dir/app 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// QUIET-NOT: warning
// RUN: find %t.tiny/device-images -mindepth 1 -maxdepth 1 | FileCheck %s --allow-empty --check-prefix=EVICTED
// EVICTED-NOT: device-images/

#include <sycl/sycl.hpp>

int main() {
  sycl::queue Q;
  int *Data = sycl::malloc_shared<int>(4, Q);
  Q.parallel_for(sycl::range<1>(4), [=](sycl::id<1> I) { Data[I] = int(I[0]); })
      .wait();
  sycl::free(Data, Q);
}
