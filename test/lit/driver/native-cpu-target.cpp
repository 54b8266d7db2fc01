// The native_cpu target: the SPIR-V target's device compile (one compile
// when both targets are built), the native CPU device library,
// prism-post-link-native-cpu, and Clang making the shared object that the
// executable carries as a native CPU image.
// RUN: %prism-cxx -fsycl -### -O2 -fsycl-targets=spir64,native_cpu %s -o %t 2>&1 | FileCheck %s
// CHECK: clang++ -x hip --offload=spirv64 --cuda-device-only {{.*}}-emit-llvm -c -o {{.*}}native-cpu-target-spir64.bc
// CHECK-NOT: --cuda-device-only
// CHECK: prism-device-link {{.*}}native-cpu-target-spir64.bc' --only-needed {{.*}}devicelib-spir64.bc
// CHECK: prism-device-link {{.*}}native-cpu-target-spir64.bc' --only-needed {{.*}}devicelib-native_cpu.bc
// CHECK: opt {{.*}}-passes=prism-post-link-native-cpu -prism-opt-level=2 '-prism-symbols-out={{.*}}native_cpu.sym'
// CHECK: clang++ -x ir {{.*}}native_cpu-postlink.bc' -O2 -mllvm -enable-nontrivial-unswitch -fPIC -shared -nostdlib++ -Wl,--no-undefined -lm -o {{.*}}native_cpu.so'
// CHECK: prism-offload-wrapper {{.*}}'format=spirv,target=spir64,arch=,{{.*}}'format=native_cpu,target=native_cpu,arch=,file={{.*}}native_cpu.so,

// HIP and CUDA spell it --offload-arch; -march picks the processor.
// RUN: %prism-cxx -### -x hip --offload-arch=native_cpu %s 2>&1 | FileCheck %s --check-prefix=HIP
// HIP: opt {{.*}}-passes=prism-post-link-native-cpu
// RUN: %prism-cxx -fsycl -### -fsycl-targets=native_cpu -Xsycl-target-backend=native_cpu -march=haswell %s 2>&1 | FileCheck %s --check-prefix=MARCH
// MARCH: opt {{.*}}-passes=prism-post-link-native-cpu -prism-opt-level=0 -prism-native-cpu=haswell

// Bad backend options name the option.
// RUN: not %prism-cxx -fsycl -fsycl-targets=native_cpu -Xsycl-target-backend=native_cpu --cuda-gpu-arch=sm_80 %s 2>&1 | FileCheck %s --check-prefix=BADOPT
// BADOPT: prism++: error: unsupported backend option '--cuda-gpu-arch=sm_80' in '-Xsycl-target-backend=native_cpu'; the native_cpu backend takes -march=<processor>
// RUN: not %prism-cxx -fsycl -fsycl-targets=native_cpu -Xsycl-target-backend=native_cpu -march=pentium9 %s -o %t.bad 2>&1 | FileCheck %s --check-prefix=BADCPU
// BADCPU: prism-native-cpu-retarget: unknown processor 'pentium9'

// The real thing: the image is a shared object that exports one entry per
// kernel and the processor it needs, and nothing else of the device code.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %prism-cxx -fsycl -O2 -fsycl-targets=native_cpu -Xsycl-target-backend=native_cpu -march=haswell %s -o %t.dir/app
// RUN: prism-objdump %t.dir/app | FileCheck %s --check-prefix=IMAGE
// IMAGE: native_cpu {{.*}} native
// RUN: prism-objdump --extract=0 -o %t.dir/image.so %t.dir/app
// RUN: nm -D --defined-only %t.dir/image.so | FileCheck %s --check-prefix=EXPORTS
// EXPORTS-DAG: R __prism_native_cpu_isa
// EXPORTS-DAG: R __prism_native_cpu_name
// EXPORTS-DAG: T __prism_wg_{{.*}}scale
// EXPORTS-NOT: {{ [TDRB] }}
// RUN: strings %t.dir/image.so | FileCheck %s --check-prefix=ISA
// ISA-DAG: {{^}}x86-64-v3{{$}}
// ISA-DAG: {{^}}haswell{{$}}

#include <sycl/sycl.hpp>

class scale;

int main() {
  sycl::queue Q;
  float *Data = sycl::malloc_shared<float>(16, Q);
  Q.parallel_for<scale>(sycl::range<1>(16), [=](sycl::id<1> I) {
     Data[I] = 2.0f * I[0];
   }).wait();
  sycl::free(Data, Q);
}
