// -### prints every step of the SYCL flow as a command and runs nothing.
// RUN: %prism-cxx -fsycl -### -O2 -DFOO=1 -g %s -o %t.out 2>&1 | FileCheck %s
// RUN: not ls %t.out

// CHECK: clang++{{.*}} -x hip --offload=spirv64 --cuda-device-only -cuid=[[ID:[0-9a-f]+]] -fplugin={{.*}}PrismFrontend.so -fpass-plugin={{.*}}PrismPasses.so
// CHECK-SAME: -O2 -DFOO=1
// CHECK-NOT: -g
// CHECK-SAME: -emit-llvm -c -o {{.*}}dry-run-spir64.bc{{.*}} {{.*}}dry-run.cpp
// CHECK: clang++{{.*}} --cuda-host-only -Xclang -cuid=[[ID]] -fplugin={{.*}}PrismFrontend.so
// CHECK-SAME: -O2 -DFOO=1 -g -c
// CHECK: prism-device-link {{.*}}dry-run-spir64.bc' --only-needed {{.*}}devicelib-spir64.bc
// CHECK: opt -load-pass-plugin={{.*}}PrismPasses.so -passes=prism-post-link-spirv -prism-opt-level=2 -prism-split=per_source '-prism-split-out=<tmp>/spir64' -disable-output
// CHECK: llvm-spirv{{.*}} --spirv-ext={{.*}} '<tmp>/spir64-0.bc' -o '<tmp>/spir64-0.spv'
// CHECK: prism-offload-wrapper -o {{.*}} --image 'format=spirv,target=spir64,arch=,file=<tmp>/spir64-0.spv,symbols=<tmp>/spir64-0.sym
// CHECK: {{/.*/}}as '<tmp>/wrapper.s' -o '<tmp>/wrapper.o'
// CHECK: clang++ {{.*}}dry-run.o{{.*}} {{.*}}wrapper.o{{.*}} -lsycl -lprism-hip -lprism-runtime -o {{.*}}.out
int main() {}
