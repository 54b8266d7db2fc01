// -fsycl-device-code-split: the post-link step writes one part per kernel
// (per_kernel), per translation unit (per_source, and auto, the default) or
// none (off); each part becomes an image with its own symbol table, and the
// runtime builds only the image of the kernel it launches.

// RUN: %prism-cxx -fsycl -### %s -o %t 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: %prism-cxx -fsycl -### -fsycl-device-code-split %s -o %t 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: %prism-cxx -fsycl -### -fsycl-device-code-split=auto %s -o %t 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: opt {{.*}}-prism-split=per_source '-prism-split-out=<tmp>/spir64' -disable-output
// AUTO: llvm-spirv{{.*}} '<tmp>/spir64-0.bc' -o '<tmp>/spir64-0.spv'

// RUN: %prism-cxx -fsycl -### -fsycl-device-code-split=per_kernel -fsycl-targets=nvptx64-nvidia-cuda %s -o %t 2>&1 | FileCheck %s --check-prefix=KERNEL
// KERNEL: opt {{.*}}-passes=prism-post-link-ptx {{.*}}-prism-split=per_kernel '-prism-split-out=<tmp>/nvptx64-sm_80' -disable-output
// KERNEL: llc {{.*}}'<tmp>/nvptx64-sm_80-0.bc' -o '<tmp>/nvptx64-sm_80-0.ptx'

// RUN: %prism-cxx -fsycl -### -fsycl-device-code-split=off %s -o %t 2>&1 | FileCheck %s --check-prefix=OFF
// OFF: opt {{.*}}'-prism-symbols-out=<tmp>/spir64.sym' '<tmp>/spir64-devicelib.bc' -o '<tmp>/spir64-postlink.bc'
// OFF: llvm-spirv{{.*}} '<tmp>/spir64-postlink.bc' -o '<tmp>/spir64.spv'

// RUN: not %prism-cxx -fsycl -fsycl-device-code-split=per_function %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: prism++: error: unsupported value 'per_function' in '-fsycl-device-code-split=per_function'; use per_kernel, per_source, off or auto

// Two translation units, three kernels here and one in the other.
// RUN: rm -rf %t && mkdir -p %t/kernel %t/source %t/off
// RUN: %prism-cxx -fsycl -fsycl-device-code-split=per_kernel --save-temps %s %S/Inputs/split-second.cpp -o %t/kernel/app
// RUN: cat %t/kernel/app-spir64.parts | FileCheck %s --check-prefix=PARTS4
// PARTS4: app-spir64-0.bc{{.}}{{.*}}app-spir64-0.sym
// PARTS4-NEXT: app-spir64-1.bc
// PARTS4-NEXT: app-spir64-2.bc
// PARTS4-NEXT: app-spir64-3.bc
// PARTS4-NOT: .bc
// RUN: count 1 < %t/kernel/app-spir64-0.sym
// RUN: count 1 < %t/kernel/app-spir64-1.sym
// RUN: count 1 < %t/kernel/app-spir64-2.sym
// RUN: count 1 < %t/kernel/app-spir64-3.sym
// RUN: cat %t/kernel/app-spir64-?.sym | FileCheck %s --check-prefix=ONEEACH
// ONEEACH-DAG: 6Triple
// ONEEACH-DAG: 3Neg
// ONEEACH-DAG: 3Mul
// ONEEACH-DAG: 3Add
// RUN: %spirv-val %t/kernel/app-spir64-3.spv
// RUN: env PRISM_LOG_LEVEL=debug %t/kernel/app 1 2>&1 | FileCheck %s --check-prefix=LAZY4
// LAZY4: building image {{[1-4]}} of 4 (spir64, 1 kernel(s))
// LAZY4-NOT: building image
// LAZY4: result 12
// RUN: %t/kernel/app 4 | FileCheck %s --check-prefix=ALL
// ALL: result -108

// RUN: %prism-cxx -fsycl -fsycl-device-code-split=per_source --save-temps %s %S/Inputs/split-second.cpp -o %t/source/app
// RUN: cat %t/source/app-spir64.parts | FileCheck %s --check-prefix=PARTS2
// PARTS2: app-spir64-0.bc
// PARTS2-NEXT: app-spir64-1.bc
// PARTS2-NOT: .bc
// Parts follow the module order of their first kernel: the sources' order.
// RUN: FileCheck %s --check-prefix=SOURCE0 < %t/source/app-spir64-0.sym
// SOURCE0-DAG: 3Neg
// SOURCE0-DAG: 3Mul
// SOURCE0-DAG: 3Add
// RUN: count 3 < %t/source/app-spir64-0.sym
// RUN: FileCheck %s --check-prefix=SOURCE1 < %t/source/app-spir64-1.sym
// SOURCE1: 6Triple
// SOURCE1-NOT: kernel_entry
// RUN: env PRISM_LOG_LEVEL=debug %t/source/app 1 2>&1 | FileCheck %s --check-prefix=LAZY2
// LAZY2: building image 1 of 2 (spir64, 3 kernel(s))
// LAZY2-NOT: building image
// RUN: %t/source/app 4 | FileCheck %s --check-prefix=ALL

// The members of a static library are translation units of their own.
// RUN: mkdir -p %t/archive
// RUN: %prism-cxx -fsycl -c %S/Inputs/split-second.cpp -o %t/archive/second.o
// RUN: llvm-ar rcs %t/archive/libsecond.a %t/archive/second.o
// RUN: %prism-cxx -fsycl -c %s -o %t/archive/main.o
// RUN: %prism-cxx -fsycl --save-temps %t/archive/main.o %t/archive/libsecond.a -o %t/archive/app
// RUN: cat %t/archive/app-spir64.parts | FileCheck %s --check-prefix=PARTS2
// RUN: count 3 < %t/archive/app-spir64-0.sym
// RUN: %t/archive/app 4 | FileCheck %s --check-prefix=ALL

// RUN: %prism-cxx -fsycl -fsycl-device-code-split=off --save-temps %s %S/Inputs/split-second.cpp -o %t/off/app
// RUN: not ls %t/off/app-spir64.parts
// RUN: env PRISM_LOG_LEVEL=debug %t/off/app 1 2>&1 | FileCheck %s --check-prefix=LAZY1
// LAZY1: building image 1 of 1 (spir64, 4 kernel(s))
// RUN: %t/off/app 4 | FileCheck %s --check-prefix=ALL

#include <sycl/sycl.hpp>

#include <cstdio>
#include <cstdlib>

int launchTriple(sycl::queue &Q, int *P);

int main(int Argc, char **Argv) {
  int Kernels = Argc > 1 ? std::atoi(Argv[1]) : 4;
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(1, Q);
  *P = 5;
  Q.single_task<class Add>([=]() { *P += 7; }).wait();
  if (Kernels > 1)
    Q.single_task<class Mul>([=]() { *P *= 3; }).wait();
  if (Kernels > 2)
    Q.single_task<class Neg>([=]() { *P = -*P; }).wait();
  if (Kernels > 3)
    launchTriple(Q, P);
  std::printf("result %d\n", *P);
  sycl::free(P, Q);
}
