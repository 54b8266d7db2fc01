// -fsanitize= and the other instrumentation options reach the host compile
// and the link, which adds their runtime libraries, but not the device
// compiles: device code is not instrumented.
// RUN: %prism-cxx -fsycl -fsycl-targets=nvptx64-nvidia-cuda,spir64 -### -O1 -fsanitize=address,undefined -fno-sanitize-recover=all -static-libsan --coverage %s -o %t.out > %t.steps 2>&1
// RUN: FileCheck %s < %t.steps
// RUN: grep -e '--cuda-device-only' %t.steps | count 2
// RUN: grep -e '--cuda-device-only' %t.steps | not grep -e '-fsanitize\|--coverage\|-static-libsan'

// CHECK: clang++ -x hip --offload=spirv64 --cuda-host-only -Xclang -cuid=
// CHECK-SAME: -fsanitize=address,undefined -fno-sanitize-recover=all --coverage -c
// CHECK: clang++ '<tmp>/sanitize.o' '<tmp>/wrapper.o' -static-libsan -fsanitize=address,undefined -fno-sanitize-recover=all --coverage {{.*}}-lsycl -lprism-hip -lprism-runtime -o {{.*}}.out
int main() {}
