// Two links at once fill one program cache folder (issue 22): both keep the
// same device images under the same key, each written under a name of its
// own and renamed, so both succeed, no half-written entry or leftover
// temporary stays, and a third link reads the entry and makes the same
// executable.
// RUN: rm -rf %t.cache %t.dir && mkdir -p %t.dir
// RUN: %prism-cxx -fsycl -O2 -fsycl-targets=spir64,native_cpu -c %s -o %t.dir/app.o
// RUN: sh -c 'for i in 1 2; do PRISM_CACHE_DIR=%t.cache %prism-cxx -fsycl -O2 -fsycl-targets=spir64,native_cpu %t.dir/app.o -o %t.dir/app$i & eval p$i=$!; done; wait $p1 && wait $p2'
// RUN: find %t.cache -mindepth 1 -name '*.tmp*' | FileCheck %s --allow-empty --check-prefix=NO-TEMPORARY
// NO-TEMPORARY-NOT: {{.}}
// RUN: env PRISM_CACHE_DIR=%t.cache %prism-cxx -fsycl -O2 -fsycl-targets=spir64,native_cpu -v %t.dir/app.o -o %t.dir/app3 2>&1 | FileCheck %s --check-prefix=HIT
// HIT-DAG: prism++: the spir64 device images of this link are in the cache
// HIT-DAG: prism++: the native_cpu device images of this link are in the cache
// RUN: prism-objdump %t.dir/app1 | sed 's/app1/app/' > %t.dir/app1.txt
// RUN: prism-objdump %t.dir/app2 | sed 's/app2/app/' | diff %t.dir/app1.txt -
// RUN: prism-objdump %t.dir/app3 | sed 's/app3/app/' | diff %t.dir/app1.txt -

#include <sycl/sycl.hpp>

int main() {
  sycl::queue Q;
  int *Data = sycl::malloc_shared<int>(8, Q);
  Q.parallel_for(sycl::range<1>(8), [=](sycl::id<1> I) { Data[I] = 3 * int(I[0]); })
      .wait();
  int Wrong = 0;
  for (int I = 0; I < 8; ++I)
    Wrong += Data[I] != 3 * I;
  sycl::free(Data, Q);
  return Wrong;
}
