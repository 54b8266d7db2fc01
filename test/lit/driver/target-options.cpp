// -Xsycl-target-frontend[=T] "opts" and -Xsycl-target-backend[=T] "opts", as
// in DPC++: the value may hold several options (split as a shell would),
// and a target restricts them to that target's device compile.
// RUN: %prism-cxx -fsycl -### -fsycl-targets=nvptx64-nvidia-cuda,spir64 \
// RUN:   -Xsycl-target-frontend=spir64 "-DONLY_SPIR -DQUOTED='a b'" \
// RUN:   -Xsycl-target-frontend=nvptx64-nvidia-cuda -DONLY_PTX \
// RUN:   -Xsycl-target-frontend -DEVERY \
// RUN:   -Xsycl-target-backend=nvptx64-nvidia-cuda "--cuda-gpu-arch=sm_86" \
// RUN:   %s -o %t 2>&1 | FileCheck %s
// CHECK: clang++ -x cuda --cuda-gpu-arch=sm_86
// CHECK-NOT: -DONLY_SPIR
// CHECK-SAME: -DONLY_PTX -DEVERY
// CHECK: clang++ -x hip --offload=spirv64 --cuda-device-only
// CHECK-NOT: -DONLY_PTX
// CHECK-SAME: -DONLY_SPIR '-DQUOTED=a b' -DEVERY
// CHECK: clang++ -x hip --offload=spirv64 --cuda-host-only
// CHECK-NOT: -DONLY_
// CHECK-NOT: -DEVERY
// CHECK: llc -march=nvptx64 -mcpu=sm_86

// An unknown target, and a target the compile does not build for.
// RUN: not %prism-cxx -fsycl -Xsycl-target-frontend=spir65 -DX %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: prism++: error: unsupported value 'spir65' in '-Xsycl-target-frontend=spir65'; supported targets: spir64, nvptx64-nvidia-cuda, nvidia_gpu_sm_XX
// RUN: not %prism-cxx -fsycl -Xsycl-target-frontend=nvptx64-nvidia-cuda -DX %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ABSENT
// ABSENT: prism++: error: -Xsycl-target-frontend=nvptx64-nvidia-cuda -DX names a target that -fsycl-targets does not include; add -fsycl-targets=nvptx64-nvidia-cuda

int main() {}
