// -### prints every step of the SYCL flow as a command and runs nothing.
// RUN: %prism-cxx -fsycl -### -O2 -DFOO=1 -g %s -o %t.out 2>&1 | FileCheck %s
// RUN: not ls %t.out

// CHECK: clang++{{.*}} -x hip --offload=spirv64 --cuda-device-only -cuid=[[ID:[0-9a-f]+]] -fplugin={{.*}}PrismFrontend.so
// CHECK-SAME: -O2 -DFOO=1
// CHECK-NOT: -g
// CHECK-SAME: -emit-llvm -c -o {{.*}}dry-run-spir64.bc{{.*}} {{.*}}dry-run.cpp
// CHECK: clang++{{.*}} --cuda-host-only -Xclang -cuid=[[ID]]
// CHECK-SAME: -O2 -DFOO=1 -g -c
// CHECK: llvm-link {{.*}}dry-run-spir64.bc{{.*}} -o
// CHECK: llvm-link {{.*}} --only-needed {{.*}}devicelib-spir64.bc
// CHECK: opt -load-pass-plugin={{.*}}PrismPasses.so -passes=prism-post-link-spirv -prism-opt-level=2 {{.*}}-prism-symbols-out=
// CHECK: llvm-spirv{{.*}} --spirv-ext=
// CHECK: prism-offload-wrapper -o {{.*}} --image 'format=spirv,target=spir64,
// CHECK: clang++ -c -x assembler
// CHECK: clang++ {{.*}}dry-run.o{{.*}} {{.*}}wrapper.o{{.*}} -lsycl -lprism-runtime -o {{.*}}.out
int main() {}
