// The nvptx64-nvidia-cuda target: a CUDA-mode device compile without the
// CUDA SDK, the NVPTX device library, prism-post-link-ptx and llc to PTX,
// and a PTX image beside the SPIR-V one.
// RUN: %prism-cxx -fsycl -### -O2 -fsycl-targets=nvptx64-nvidia-cuda,spir64 %s -o %t 2>&1 | FileCheck %s
// CHECK: clang++ -x cuda --cuda-gpu-arch=sm_80 --cuda-path=/nonexistent -nocudainc -nocudalib {{.*}}--cuda-device-only {{.*}}-fmath-errno -include {{.*}}prism/device/cuda_prelude.h -cuid=[[ID:[0-9a-f]+]]
// CHECK-SAME: -emit-llvm -c -o {{.*}}nvptx-target-nvptx64-sm_80.bc
// CHECK: clang++ -x hip --offload=spirv64 --cuda-device-only -cuid=[[ID]]
// CHECK: clang++ -x hip --offload=spirv64 --cuda-host-only -Xclang -cuid=[[ID]]
// CHECK: prism-device-link {{.*}}nvptx-target-nvptx64-sm_80.bc' --only-needed {{.*}}devicelib-nvptx64.bc
// CHECK: opt {{.*}}-passes=prism-post-link-ptx -prism-opt-level=2
// CHECK: llc -march=nvptx64 -mcpu=sm_80 -mattr=+ptx75 -O3
// CHECK: prism-offload-wrapper {{.*}}'format=ptx,target=nvptx64-nvidia-cuda,arch=sm_80,{{.*}}'format=spirv,target=spir64,arch=,

// The architecture, in DPC++'s spellings.
// RUN: %prism-cxx -fsycl -### -fsycl-targets=nvidia_gpu_sm_86 %s 2>&1 | FileCheck %s --check-prefix=SM86
// RUN: %prism-cxx -fsycl -### -fsycl-targets=nvptx64-nvidia-cuda -Xsycl-target-backend=nvptx64-nvidia-cuda --cuda-gpu-arch=sm_86 %s 2>&1 | FileCheck %s --check-prefix=SM86
// RUN: %prism-cxx -fsycl -### -fsycl-targets=nvptx64-nvidia-cuda -Xsycl-target-backend --cuda-gpu-arch=sm_86 %s 2>&1 | FileCheck %s --check-prefix=SM86
// SM86: --cuda-gpu-arch=sm_86
// SM86: llc -march=nvptx64 -mcpu=sm_86

// Bad values name the option.
// RUN: not %prism-cxx -fsycl -fsycl-targets=nvidia_gpu_ampere %s 2>&1 | FileCheck %s --check-prefix=BADARCH
// BADARCH: prism++: error: unsupported NVIDIA architecture 'ampere' in '-fsycl-targets=nvidia_gpu_ampere'; expected nvidia_gpu_sm_XX
// RUN: not %prism-cxx -fsycl -Xsycl-target-backend --cuda-gpu-arch=sm_86 %s 2>&1 | FileCheck %s --check-prefix=NOPTX
// NOPTX: prism++: error: -Xsycl-target-backend --cuda-gpu-arch=sm_86 needs -fsycl-targets=nvptx64-nvidia-cuda
// RUN: not %prism-cxx -fsycl -fsycl-targets=nvptx64 -Xsycl-target-backend --maxrregcount=32 %s 2>&1 | FileCheck %s --check-prefix=BADOPT
// BADOPT: prism++: error: unsupported backend option '--maxrregcount=32' in '-Xsycl-target-backend'

// The real thing: PTX whose kernel entry has the host's name, '.' spelt "_$_".
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %prism-cxx -fsycl -O2 --save-temps -fsycl-targets=nvptx64-nvidia-cuda %s -o %t.dir/app
// RUN: FileCheck %s --check-prefix=PTX < %t.dir/app-nvptx64-sm_80-0.ptx
// PTX: .target sm_80
// PTX: .entry _ZN4sycl6detail12kernel_entryIZ4mainE8DoubleItNS0_20range_kernel_wrapperILi1EZ4mainEUlNS_2idILi1EEEE_EEEEvT0__$_intern_$_{{[0-9a-f]+}}(
// RUN: FileCheck %s --check-prefix=SYM < %t.dir/app-nvptx64-sm_80-0.sym
// SYM: _ZN4sycl6detail12kernel_entryIZ4mainE8DoubleItNS0_20range_kernel_wrapperILi1EZ4mainEUlNS_2idILi1EEEE_EEEEvT0_.intern.{{[0-9a-f]+}} 1 16
#include <sycl/sycl.hpp>
#include <cmath>

int main() {
  sycl::queue Q;
  float *P = sycl::malloc_shared<float>(16, Q);
  Q.parallel_for<class DoubleIt>(sycl::range<1>(16), [=](sycl::id<1> I) {
    P[I] = std::tanh(P[I]) * 2.0f;
  });
  Q.wait();
}
