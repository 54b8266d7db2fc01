; prism-dynamic-local-memory on an -O0 HIP-mode module as clang++ -x hip
; --offload=spirv64 --cuda-device-only -fgpu-rdc -O0 emits it (typed
; pointers, allocas, no inlining). Source:
;   extern __shared__ float sdata[];
;   extern __shared__ int idata[];
;   __device__ float g(int i) { sdata[i] = i; return sdata[i + 1]; }
;   __device__ float f(int i) { return g(i) * 2.0f; }
;   __global__ void k1(float *out) {
;     int i = __spirv_BuiltInGlobalInvocationId(0);
;     out[i] = f(i) + idata[0];
;   }
;   __global__ void k2(float *out) { out[0] = f(1); }
;   __global__ void k3(float *out, int n) { out[n] = 1.0f; }
; g, its caller f, and the kernels k1 and k2 that call f get a trailing local
; parameter that every call passes on; both declarations become that
; parameter, and the zero-length arrays llvm-spirv rejects are gone. k3 keeps
; its signature. The symbol table lists the parameter as `local`, and the
; whole spir64 pipeline, at -O0 and -O2, gives valid SPIR-V.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-dynamic-local-memory -S %s \
; RUN:   | FileCheck %s --implicit-check-not=@sdata --implicit-check-not=@idata --implicit-check-not="[0 x"
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-dynamic-local-memory,prism-kernel-symbols \
; RUN:   -prism-symbols-out=%t.symbols -disable-output %s
; RUN: FileCheck %s --input-file=%t.symbols --check-prefix=SYMBOLS --match-full-lines

; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-opt-level=0 -prism-symbols-out=%t.O0.symbols %s -o %t.O0.bc
; RUN: FileCheck %s --input-file=%t.O0.symbols --check-prefix=SYMBOLS --match-full-lines
; RUN: %llvm-spirv --spirv-ext=-all %t.O0.bc -o %t.O0.spv
; RUN: %spirv-val %t.O0.spv
; RUN: %spirv-dis %t.O0.spv | FileCheck %s --check-prefix=SPIRV

; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-opt-level=2 -prism-symbols-out=%t.O2.symbols %s -o %t.O2.bc
; RUN: FileCheck %s --input-file=%t.O2.symbols --check-prefix=SYMBOLS --match-full-lines
; RUN: %llvm-spirv --spirv-ext=-all %t.O2.bc -o %t.O2.spv
; RUN: %spirv-val %t.O2.spv
; RUN: %spirv-dis %t.O2.spv | FileCheck %s --check-prefix=SPIRV
; At -O2, InferAddressSpaces turns every generic access into a local or
; global one.
; RUN: llvm-dis %t.O2.bc -o - | FileCheck %s --check-prefix=O2 --implicit-check-not="addrspace(4)"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

@sdata = external hidden addrspace(3) global [0 x float], align 4
@idata = external hidden addrspace(3) global [0 x i32], align 4

; CHECK-LABEL: define hidden spir_func noundef float @_Z1gi(i32 noundef %0, i8 addrspace(3)* align 16 %prism.dynamic.local) #0 {
; CHECK: [[G1:%[0-9]+]] = addrspacecast i8 addrspace(3)* %prism.dynamic.local to float addrspace(4)*
; CHECK-NEXT: getelementptr inbounds float, float addrspace(4)* [[G1]], i64 %{{[0-9]+}}
; CHECK: [[G2:%[0-9]+]] = addrspacecast i8 addrspace(3)* %prism.dynamic.local to float addrspace(4)*
; CHECK-NEXT: getelementptr inbounds float, float addrspace(4)* [[G2]], i64 %{{[0-9]+}}
define hidden spir_func noundef float @_Z1gi(i32 noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  %4 = addrspacecast float* %2 to float addrspace(4)*
  %5 = addrspacecast i32* %3 to i32 addrspace(4)*
  store i32 %0, i32 addrspace(4)* %5, align 4
  %6 = load i32, i32 addrspace(4)* %5, align 4
  %7 = sitofp i32 %6 to float
  %8 = load i32, i32 addrspace(4)* %5, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [0 x float], [0 x float] addrspace(4)* addrspacecast ([0 x float] addrspace(3)* @sdata to [0 x float] addrspace(4)*), i64 0, i64 %9
  store float %7, float addrspace(4)* %10, align 4
  %11 = load i32, i32 addrspace(4)* %5, align 4
  %12 = add nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [0 x float], [0 x float] addrspace(4)* addrspacecast ([0 x float] addrspace(3)* @sdata to [0 x float] addrspace(4)*), i64 0, i64 %13
  %15 = load float, float addrspace(4)* %14, align 4
  ret float %15
}

; CHECK-LABEL: define hidden spir_func noundef float @_Z1fi(i32 noundef %0, i8 addrspace(3)* align 16 %prism.dynamic.local) #0 {
; CHECK: call contract spir_func noundef float @_Z1gi(i32 noundef %{{[0-9]+}}, i8 addrspace(3)* %prism.dynamic.local) #3
define hidden spir_func noundef float @_Z1fi(i32 noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  %4 = addrspacecast float* %2 to float addrspace(4)*
  %5 = addrspacecast i32* %3 to i32 addrspace(4)*
  store i32 %0, i32 addrspace(4)* %5, align 4
  %6 = load i32, i32 addrspace(4)* %5, align 4
  %7 = call contract spir_func noundef float @_Z1gi(i32 noundef %6) #3
  %8 = fmul contract float %7, 2.000000e+00
  ret float %8
}

; CHECK-LABEL: define hidden spir_kernel void @_Z2k1Pf(float addrspace(1)* noundef %0, i8 addrspace(3)* align 16 %prism.dynamic.local) #1 {
; CHECK: call contract spir_func noundef float @_Z1fi(i32 noundef %{{[0-9]+}}, i8 addrspace(3)* %prism.dynamic.local) #3
; CHECK-NEXT: [[I:%[0-9]+]] = addrspacecast i8 addrspace(3)* %prism.dynamic.local to i32 addrspace(4)*
; CHECK-NEXT: [[I0:%[0-9]+]] = getelementptr inbounds i32, i32 addrspace(4)* [[I]], i64 0
; CHECK-NEXT: load i32, i32 addrspace(4)* [[I0]], align 4
define hidden spir_kernel void @_Z2k1Pf(float addrspace(1)* noundef %0) #1 {
  %2 = alloca float addrspace(4)*, align 8
  %3 = alloca float addrspace(4)*, align 8
  %4 = alloca i32, align 4
  %5 = addrspacecast float addrspace(4)** %2 to float addrspace(4)* addrspace(4)*
  %6 = addrspacecast float addrspace(4)** %3 to float addrspace(4)* addrspace(4)*
  %7 = addrspacecast i32* %4 to i32 addrspace(4)*
  %8 = addrspacecast float addrspace(1)* %0 to float addrspace(4)*
  store float addrspace(4)* %8, float addrspace(4)* addrspace(4)* %5, align 8
  %9 = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %5, align 8
  store float addrspace(4)* %9, float addrspace(4)* addrspace(4)* %6, align 8
  %10 = call spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  store i32 %11, i32 addrspace(4)* %7, align 4
  %12 = load i32, i32 addrspace(4)* %7, align 4
  %13 = call contract spir_func noundef float @_Z1fi(i32 noundef %12) #3
  %14 = load i32, i32 addrspace(4)* getelementptr inbounds ([0 x i32], [0 x i32] addrspace(4)* addrspacecast ([0 x i32] addrspace(3)* @idata to [0 x i32] addrspace(4)*), i64 0, i64 0), align 4
  %15 = sitofp i32 %14 to float
  %16 = fadd contract float %13, %15
  %17 = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %6, align 8
  %18 = load i32, i32 addrspace(4)* %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, float addrspace(4)* %17, i64 %19
  store float %16, float addrspace(4)* %20, align 4
  ret void
}

declare hidden spir_func noundef i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 noundef) #2

; CHECK-LABEL: define hidden spir_kernel void @_Z2k2Pf(float addrspace(1)* noundef %0, i8 addrspace(3)* align 16 %prism.dynamic.local) #1 {
; CHECK: call contract spir_func noundef float @_Z1fi(i32 noundef 1, i8 addrspace(3)* %prism.dynamic.local) #3
define hidden spir_kernel void @_Z2k2Pf(float addrspace(1)* noundef %0) #1 {
  %2 = alloca float addrspace(4)*, align 8
  %3 = alloca float addrspace(4)*, align 8
  %4 = addrspacecast float addrspace(4)** %2 to float addrspace(4)* addrspace(4)*
  %5 = addrspacecast float addrspace(4)** %3 to float addrspace(4)* addrspace(4)*
  %6 = addrspacecast float addrspace(1)* %0 to float addrspace(4)*
  store float addrspace(4)* %6, float addrspace(4)* addrspace(4)* %4, align 8
  %7 = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %4, align 8
  store float addrspace(4)* %7, float addrspace(4)* addrspace(4)* %5, align 8
  %8 = call contract spir_func noundef float @_Z1fi(i32 noundef 1) #3
  %9 = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %5, align 8
  %10 = getelementptr inbounds float, float addrspace(4)* %9, i64 0
  store float %8, float addrspace(4)* %10, align 4
  ret void
}

; CHECK-LABEL: define hidden spir_kernel void @_Z2k3Pfi(float addrspace(1)* noundef %0, i32 noundef %1) #1 {
define hidden spir_kernel void @_Z2k3Pfi(float addrspace(1)* noundef %0, i32 noundef %1) #1 {
  %3 = alloca float addrspace(4)*, align 8
  %4 = alloca float addrspace(4)*, align 8
  %5 = alloca i32, align 4
  %6 = addrspacecast float addrspace(4)** %3 to float addrspace(4)* addrspace(4)*
  %7 = addrspacecast float addrspace(4)** %4 to float addrspace(4)* addrspace(4)*
  %8 = addrspacecast i32* %5 to i32 addrspace(4)*
  %9 = addrspacecast float addrspace(1)* %0 to float addrspace(4)*
  store float addrspace(4)* %9, float addrspace(4)* addrspace(4)* %6, align 8
  %10 = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %6, align 8
  store float addrspace(4)* %10, float addrspace(4)* addrspace(4)* %7, align 8
  store i32 %1, i32 addrspace(4)* %8, align 4
  %11 = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %7, align 8
  %12 = load i32, i32 addrspace(4)* %8, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, float addrspace(4)* %11, i64 %13
  store float 1.000000e+00, float addrspace(4)* %14, align 4
  ret void
}

; CHECK: attributes #0 = { convergent mustprogress noinline nounwind optnone

; SYMBOLS: _Z2k1Pf 2 8 local
; SYMBOLS-NEXT: _Z2k2Pf 2 8 local
; SYMBOLS-NEXT: _Z2k3Pfi 2 8 4

; SPIRV-DAG: OpEntryPoint Kernel %{{[0-9]+}} "_Z2k1Pf"
; SPIRV-DAG: OpEntryPoint Kernel %{{[0-9]+}} "_Z2k2Pf"
; SPIRV-DAG: OpEntryPoint Kernel %{{[0-9]+}} "_Z2k3Pfi"
; SPIRV-DAG: [[LOCAL_PTR:%[_a-zA-Z]+]] = OpTypePointer Workgroup %uchar
; SPIRV-DAG: [[KERNEL_TY:%[0-9]+]] = OpTypeFunction %void %_ptr_CrossWorkgroup_float [[LOCAL_PTR]]{{$}}
; SPIRV-DAG: %_Z2k1Pf = OpFunction %void None [[KERNEL_TY]]
; SPIRV-DAG: %_Z2k2Pf = OpFunction %void None [[KERNEL_TY]]
; SPIRV-DAG: %prism_dynamic_local = OpFunctionParameter [[LOCAL_PTR]]

; O2-LABEL: define hidden spir_kernel void @_Z2k1Pf(float addrspace(1)* nocapture noundef writeonly %0, i8 addrspace(3)* nocapture align 16 %prism.dynamic.local)
; O2: store float %{{[0-9]+}}, float addrspace(3)* %{{[0-9]+}}, align 4
; O2: load float, float addrspace(3)* %{{[0-9]+}}, align 4
; O2: load i32, i32 addrspace(3)* %{{[0-9]+}}, align 4
; O2: store float %{{[0-9]+}}, float addrspace(1)* %{{[0-9]+}}, align 4
; O2-LABEL: define hidden spir_kernel void @_Z2k2Pf(float addrspace(1)* nocapture noundef writeonly %0, i8 addrspace(3)* nocapture align 16 %prism.dynamic.local)
; O2-LABEL: define hidden spir_kernel void @_Z2k3Pfi(float addrspace(1)* nocapture noundef writeonly %0, i32 noundef %1)

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 0, i32 0}
!3 = !{!"Debian clang version 15.0.6"}
