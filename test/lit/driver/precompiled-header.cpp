// prism++ compiles SYCL sources with a precompiled sycl.hpp, one per compile
// configuration, kept in the program cache (docs/design.md).
// RUN: rm -rf %t && mkdir -p %t && split-file %s %t
//
// The first compile of a configuration plans its header's builds, device and
// host, then compiles the source with them.
// RUN: env PRISM_CACHE_DIR=%t/cache %prism-cxx -fsycl -fsycl-targets=spir64 -O2 -### -c %t/vadd.cpp -o %t/vadd.o 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN-DAG: clang++ -x hip --offload=spirv64 --cuda-device-only -fplugin={{.*}} -fsyntax-only -Xclang -emit-pch -Xclang -o -Xclang {{.*}}/cache/pch/[[DEV:[0-9a-f]+]].pch.tmp{{[0-9]+}} -Xclang -plugin-arg-prism -Xclang pch-macros-out={{.*}}/cache/pch/[[DEV]].macros.tmp{{[0-9]+}} {{.*}}sycl/sycl.hpp
// PLAN-DAG: clang++ -x hip --offload=spirv64 --cuda-host-only -fplugin={{.*}} -fsyntax-only -Xclang -emit-pch {{.*}}sycl/sycl.hpp
// PLAN: clang++ {{.*}}--cuda-device-only -cuid={{.*}} -Xclang -include-pch -Xclang {{.*}}/cache/pch/[[DEV]].pch -Xclang -plugin-arg-prism -Xclang pch-macros={{.*}}/cache/pch/[[DEV]].macros {{.*}}vadd.cpp
// PLAN: clang++ {{.*}}--cuda-host-only {{.*}}-Xclang -include-pch
// A dry run writes nothing, not even the cache's folder.
// RUN: not ls %t/cache
//
// Once built, they are reused: no build is planned.
// RUN: env PRISM_CACHE_DIR=%t/cache %prism-cxx -fsycl -fsycl-targets=spir64 -O2 -c %t/vadd.cpp -o %t/vadd.o
// RUN: ls %t/cache/pch | grep -c '^[0-9a-f]*\.pch$' | FileCheck %s --check-prefix=TWO
// RUN: ls %t/cache/pch | grep -c '^[0-9a-f]*\.macros$' | FileCheck %s --check-prefix=TWO
// TWO: {{^2$}}
// RUN: env PRISM_CACHE_DIR=%t/cache %prism-cxx -fsycl -fsycl-targets=spir64 -O2 -### -c %t/vadd.cpp -o %t/vadd.o 2>&1 | FileCheck %s --check-prefix=REUSE
// REUSE-NOT: -emit-pch
// REUSE: -include-pch
//
// A source that defines, before including sycl.hpp, a macro the headers
// test is compiled again without the header, and the macro takes effect:
// NDEBUG turns the failing assert off.
// RUN: env PRISM_CACHE_DIR=%t/cache %prism-cxx -fsycl -fsycl-targets=spir64 -O2 -v %t/ndebug.cpp -o %t/ndebug 2>&1 | FileCheck %s --check-prefix=NDEBUG
// NDEBUG: fatal error: the precompiled SYCL header does not apply: {{.*}}ndebug.cpp:2 defines 'NDEBUG' before including <sycl/sycl.hpp>
// NDEBUG: prism++: compiling again without the precompiled header
// RUN: %t/ndebug
//
// So is a source that does not include sycl.hpp.
// RUN: env PRISM_CACHE_DIR=%t/cache %prism-cxx -fsycl -fsycl-targets=spir64 -v -c %t/plain.cpp -o %t/plain.o 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN: the precompiled SYCL header does not apply: the source does not include <sycl/sycl.hpp>
//
// A source with an error fails once, with the messages of the compile
// without the header.
// RUN: env PRISM_CACHE_DIR=%t/cache not %prism-cxx -fsycl -fsycl-targets=spir64 -c %t/broken.cpp -o %t/broken.o 2>&1 | FileCheck %s --check-prefix=BROKEN
// BROKEN-COUNT-1: broken.cpp:3:{{[0-9]+}}: error: use of undeclared identifier 'undeclared'
// BROKEN-NOT: error:
// BROKEN: prism++: error: clang++ failed with exit code 1
//
// The program cache's size bound (PRISM_CACHE_MAX_SIZE) evicts the least
// recently used headers: a build of two (about 14 MB each) among 30 old ones
// of 1 MB in a cache bounded to 40 MB keeps the 2 new ones, each with its
// macro list, and removes old ones, each with its own.
// RUN: mkdir -p %t/bounded/pch
// RUN: seq 30 | xargs -I{} sh -c 'head -c 1048576 /dev/zero > %t/bounded/pch/old{}.pch && touch -d 2020-01-01 %t/bounded/pch/old{}.pch %t/bounded/pch/old{}.macros'
// RUN: env PRISM_CACHE_DIR=%t/bounded PRISM_CACHE_MAX_SIZE=40M %prism-cxx -fsycl -fsycl-targets=spir64 -c %t/vadd.cpp -o %t/bounded.o
// RUN: ls %t/bounded/pch | grep -v '^old' | grep -c '\.pch$' | FileCheck %s --check-prefix=NEW
// RUN: ls %t/bounded/pch | grep -v '^old' | grep -c '\.macros$' | FileCheck %s --check-prefix=NEW
// RUN: ls %t/bounded/pch | grep -c '^old.*\.pch$' | FileCheck %s --check-prefix=OLD
// RUN: ls %t/bounded/pch | grep -c '^old.*\.macros$' | FileCheck %s --check-prefix=OLD
// NEW: {{^2$}}
// OLD: {{^([0-9]|1[0-9])$}}
//
// Not with -fno-sycl-pch, a C++20 compile or the cache turned off.
// RUN: env PRISM_CACHE_DIR=%t/cache %prism-cxx -fsycl -fno-sycl-pch -### -c %t/vadd.cpp 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: env PRISM_CACHE_DIR=%t/cache %prism-cxx -fsycl -std=c++20 -### -c %t/vadd.cpp 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: env PRISM_CACHE_DIR=%t/cache PRISM_CACHE_DISABLE=1 %prism-cxx -fsycl -### -c %t/vadd.cpp 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: pch

//--- vadd.cpp
#include <sycl/sycl.hpp>
int main() {
  sycl::queue Q;
  float *X = sycl::malloc_shared<float>(16, Q);
  Q.parallel_for(sycl::range<1>(16), [=](sycl::id<1> I) { X[I] = 2.0f; }).wait();
  sycl::free(X, Q);
}

//--- ndebug.cpp
// The program exits 0 only if assert is off.
#define NDEBUG
#include <sycl/sycl.hpp>
int main() {
  assert(false && "NDEBUG was lost");
  return 0;
}

//--- plain.cpp
int twice(int X) { return 2 * X; }

//--- broken.cpp
#include <sycl/sycl.hpp>
int main() {
  return undeclared;
}
