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

// -emit-spirv: the translation unit's device code as a SPIR-V module (text
// with -S), with the functions it does not define left as imports.
// RUN: rm -rf %t.spirv && mkdir -p %t.spirv
// RUN: %prism-cxx -fsycl -fsycl-device-only -emit-spirv -### %s -o %t.spirv/k.spv 2>&1 | FileCheck %s --check-prefix=SPVPLAN
// SPVPLAN: clang++{{.*}} -emit-llvm -c -o '<tmp>/device-only-spir64.bc'
// SPVPLAN: opt {{.*}}-passes=prism-strip-optnone,prism-lower-printf,prism-lower-unsupported,prism-widen-odd-integers,globaldce '<tmp>/device-only-spir64.bc'
// SPVPLAN: llvm-spirv{{.*}} --spirv-ext=-all '<tmp>/device-only-spir64-lowered.bc' -o {{.*}}k.spv
// RUN: cd %t.spirv && %prism-cxx -fsycl -fsycl-device-only -emit-spirv -O0 %s
// RUN: %spirv-val %t.spirv/device-only.spv
// RUN: %spirv-dis %t.spirv/device-only.spv | FileCheck %s --check-prefix=SPV
// SPV: OpEntryPoint Kernel
// RUN: cd %t.spirv && %prism-cxx -fsycl -fsycl-device-only -emit-spirv -S -O2 %s
// RUN: FileCheck %s --check-prefix=SPT < %t.spirv/device-only.spt
// SPT: EntryPoint
// RUN: not %prism-cxx -fsycl -emit-spirv -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=SPVONLY
// SPVONLY: prism++: error: '-emit-spirv' is only supported with -fsycl-device-only
// RUN: not %prism-cxx -fsycl -fsycl-device-only -emit-spirv -fsycl-targets=nvptx64-nvidia-cuda %s 2>&1 | FileCheck %s --check-prefix=SPVPTX
// SPVPTX: prism++: error: '-emit-spirv' needs -fsycl-targets=spir64 alone
