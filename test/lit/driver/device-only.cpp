// -fsycl-device-only: the device compile alone, writing each target's
// device bitcode (LLVM IR text with -S), as DPC++ does; no host compile, no
// link.
// RUN: %prism-cxx -fsycl -fsycl-device-only -### %s -o %t.bc 2>&1 | FileCheck %s
// CHECK: clang++ -x hip --offload=spirv64 --cuda-device-only {{.*}}-emit-llvm -c -o {{.*}}.bc
// CHECK-NOT: --cuda-host-only
// CHECK-NOT: llvm-link

// A real run: bitcode whose kernel is a spir_kernel, and text IR per target.
// RUN: rm -rf %t.dir && mkdir %t.dir && cd %t.dir
// RUN: %prism-cxx -fsycl -fsycl-device-only %s
// RUN: llvm-dis device-only.bc -o - | FileCheck %s --check-prefix=BC
// BC: target triple = "spirv64"
// BC: define {{.*}}spir_kernel void @{{.*}}kernel_entry
// RUN: %prism-cxx -fsycl -fsycl-device-only -S -fsycl-targets=spir64,nvptx64-nvidia-cuda %s
// RUN: FileCheck %s --check-prefix=PTX < device-only-nvptx64-sm_80.ll
// PTX: target triple = "nvptx64-nvidia-cuda"
// RUN: FileCheck %s --check-prefix=BC < device-only-spir64.ll

// Bad combinations.
// RUN: not %prism-cxx -fsycl -fsycl-device-only -fsycl-targets=spir64,nvptx64 %s -o x.bc 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TWO
// TWO: prism++: error: cannot specify -o with -fsycl-device-only and several -fsycl-targets
// RUN: not %prism-cxx -fsycl -S %s 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: prism++: error: '-S' is only supported with -fsycl-device-only

#include <sycl/sycl.hpp>

int main() {
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(1, Q);
  Q.single_task([=] { *P = 1; }).wait();
}
