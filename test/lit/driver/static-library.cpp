// Static libraries of fat objects (thin ones too), by path or by -l: the
// link unbundles the archive's device code (plain members are skipped) and
// links it with the rest; a SYCL_EXTERNAL function called from a kernel but
// defined nowhere is a link error naming both.
// RUN: rm -rf %t && mkdir %t
// RUN: %prism-cxx -fsycl -c %s -DCALLER -o %t/caller.o
// RUN: %prism-cxx -fsycl -c %s -DDEFINER -o %t/definer.o
// RUN: clang -c -x c /dev/null -o %t/plain.o
// RUN: llvm-ar rcs %t/libboth.a %t/caller.o %t/plain.o %t/definer.o
// RUN: llvm-ar rcs %t/libcaller.a %t/caller.o

// RUN: %prism-cxx -fsycl -### %t/libboth.a -o %t/app 2>&1 | FileCheck %s --check-prefix=PLAN
// PLAN: clang-offload-bundler -type=a -targets=hip-spir64-unknown-unknown -input={{.*}}libboth.a '-output=<tmp>/libboth-spir64.a' -unbundle -allow-missing-bundles
// PLAN: prism-device-link '<tmp>/libboth-spir64.a' --only-needed 

// RUN: %prism-cxx -fsycl %t/libboth.a -o %t/app
// RUN: %t/app | FileCheck %s --check-prefix=OUT
// OUT: 84

// The same library named with -l in a -L directory (or -l:file), as the
// linker finds it: its device code joins the link too.

// RUN: %prism-cxx -fsycl -### -L %t -lboth -o %t/app 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: %prism-cxx -fsycl -L%t -l:libboth.a -o %t/app-l
// RUN: %t/app-l | FileCheck %s --check-prefix=OUT

// A link of host-only objects and a fat library named with -l, without
// -fsycl: the library's device code makes it an offload link, as a fat
// object does.

// RUN: %prism-cxx -fsycl -c %S/Inputs/library-kernel.cpp -o %t/library-kernel.o
// RUN: rm -f %t/libkernel.a && llvm-ar rcs %t/libkernel.a %t/library-kernel.o
// RUN: %prism-cxx -c %S/Inputs/host-main.cpp -o %t/host-main.o
// RUN: %prism-cxx %t/host-main.o -L%t -lkernel -o %t/app-host
// RUN: %t/app-host
// RUN: %prism-cxx %t/host-main.o -L %t -l kernel -o %t/app-host-separate
// RUN: %t/app-host-separate

// A thin archive (ar's T flag, which CMake may use) names its members'
// files; their device code joins the link as a library's does.

// RUN: rm -rf %t/thin && mkdir %t/thin && cp %t/library-kernel.o %t/thin/
// RUN: rm -f %t/libthin.a && llvm-ar rcsT %t/libthin.a %t/thin/library-kernel.o
// RUN: %prism-cxx %t/host-main.o %t/libthin.a -o %t/app-thin
// RUN: %t/app-thin
// RUN: %prism-cxx %t/host-main.o -L%t -lthin -o %t/app-thin-l
// RUN: %t/app-thin-l

// A shared library of the name in the directory comes first for the
// linker: not unbundled.

// RUN: rm -rf %t/shared && mkdir %t/shared && cp %t/libboth.a %t/shared/
// RUN: clang -shared -x c /dev/null -o %t/shared/libboth.so
// RUN: %prism-cxx -fsycl -### -L%t/shared -lboth -o %t/app 2>&1 | FileCheck %s --check-prefix=SHARED
// SHARED-NOT: clang-offload-bundler

// RUN: not %prism-cxx -fsycl %t/libcaller.a -o %t/app2 2>&1 | FileCheck %s --check-prefix=UNDEF
// UNDEF: prism: error: kernel '{{.*}}' calls 'twice(int)', which has no device definition

#include <sycl/sycl.hpp>

#include <cstdio>

#ifdef CALLER
SYCL_EXTERNAL int twice(int X);

int main() {
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(1, Q);
  Q.single_task([=] { *P = twice(42); }).wait();
  std::printf("%d\n", *P);
  sycl::free(P, Q);
}
#endif

#ifdef DEFINER
SYCL_EXTERNAL int twice(int X) { return 2 * X; }
#endif
