// PRISM_VALIDATE_SPIRV=1 (the test suites set it) runs spirv-val on every
// SPIR-V image after its translation, and on what -emit-spirv writes, so that
// an invalid image fails the build instead of every kernel of the image at
// run time. Without it, no validation.
// RUN: env PRISM_VALIDATE_SPIRV=1 %prism-cxx -fsycl -### -O2 %s -o %t.out 2>&1 | FileCheck %s
// RUN: env PRISM_VALIDATE_SPIRV=1 %prism-cxx -fsycl -### -O2 -fsycl-device-code-split=off %s -o %t.out 2>&1 | FileCheck %s --check-prefix=WHOLE
// RUN: env PRISM_VALIDATE_SPIRV=1 %prism-cxx -fsycl -### -fsycl-device-only -emit-spirv %s -o %t.spv 2>&1 | FileCheck %s --check-prefix=EMIT
// RUN: env PRISM_VALIDATE_SPIRV=0 %prism-cxx -fsycl -### -O2 %s -o %t.out 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: env PRISM_VALIDATE_SPIRV=1 %prism-cxx -fsycl -O2 %s -o %t.out
// RUN: env PRISM_VALIDATE_SPIRV=1 %prism-cxx -fsycl -O0 -fsycl-device-only -emit-spirv %s -o %t.spv

// CHECK: llvm-spirv{{.*}} '<tmp>/spir64-0.bc' -o '<tmp>/spir64-0.spv'
// CHECK-NEXT: spirv-val '<tmp>/spir64-0.spv'
// WHOLE: llvm-spirv{{.*}} '<tmp>/spir64-postlink.bc' -o '<tmp>/spir64.spv'
// WHOLE-NEXT: spirv-val '<tmp>/spir64.spv'
// EMIT: llvm-spirv{{.*}} -o {{.*}}.spv
// EMIT-NEXT: spirv-val {{.*}}.spv
// OFF-NOT: spirv-val
#include <sycl/sycl.hpp>

int main() {
  sycl::queue Q;
  int *Data = sycl::malloc_shared<int>(4, Q);
  Q.parallel_for(sycl::range<1>(4), [=](sycl::id<1> I) { Data[I] = 1; });
  Q.wait();
  sycl::free(Data, Q);
}
