; prism-native-cpu-retarget makes the post-linked spirv64 module host code:
; the host's triple and data layout, the named processor on every function
; and its x86-64 level in the image, C calling conventions without
; convergent, thread-local work-group variables, the C library's printf, and
; everything internal but the work-group entries.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-native-cpu-retarget -prism-native-cpu=skylake-avx512 -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-native-cpu-retarget -prism-native-cpu=haswell -S %s | FileCheck %s --check-prefix=V3
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-native-cpu-retarget -prism-native-cpu=nehalem -S %s | FileCheck %s --check-prefix=V2
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-native-cpu-retarget -prism-native-cpu=x86-64 -S %s | FileCheck %s --check-prefix=V1
; RUN: not --crash opt -load-pass-plugin=%prism-passes -passes=prism-native-cpu-retarget -prism-native-cpu=pentium9 -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK: target datalayout = "e-m:e-
; CHECK: target triple = "x86_64-
; CHECK: @tile = internal thread_local global [64 x float] undef, align 64
; CHECK: @__prism_native_cpu_isa = constant [10 x i8] c"x86-64-v4\00"
; CHECK: @__prism_native_cpu_name = constant [15 x i8] c"skylake-avx512\00"
; V3: @__prism_native_cpu_isa = constant [10 x i8] c"x86-64-v3\00"
; V2: @__prism_native_cpu_isa = constant [10 x i8] c"x86-64-v2\00"
; V1: @__prism_native_cpu_isa = constant [7 x i8] c"x86-64\00"
; BAD: prism-native-cpu-retarget: unknown processor 'pentium9'

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spirv64"

@tile = internal addrspace(3) global [64 x float] undef, align 64
@format = internal addrspace(1) constant [4 x i8] c"%f\0A\00"

declare spir_func i32 @__prism_printf(i8 addrspace(4)*, ...)

; CHECK: define internal void @helper(float %x) #[[ATTRS:[0-9]+]]
; CHECK: call i32 (i8 addrspace(4)*, ...) @printf(
define spir_func void @helper(float %x) convergent {
  %wide = fpext float %x to double
  %f = addrspacecast i8 addrspace(1)* getelementptr ([4 x i8], [4 x i8] addrspace(1)* @format, i64 0, i64 0) to i8 addrspace(4)*
  %r = call spir_func i32 (i8 addrspace(4)*, ...) @__prism_printf(i8 addrspace(4)* %f, double %wide)
  ret void
}

; The work-group variable is reached through a call of a function of its
; own, never through a thread-local access in the kernel: __tls_get_addr
; may clobber AVX-512 registers LLVM 15 keeps live across it.
; CHECK: define void @__prism_wg_kernel(i8** %args, [9 x i64]* %group) #[[ATTRS]]
; CHECK-NEXT: %tile.here = call [64 x float]* @tile.address()
; CHECK-NEXT: %[[CAST:[0-9]+]] = addrspacecast [64 x float]* %tile.here to [64 x float] addrspace(3)*
; CHECK-NEXT: %[[SLOT:[0-9]+]] = getelementptr inbounds [64 x float], [64 x float] addrspace(3)* %[[CAST]], i64 0, i64 1
; CHECK-NEXT: store float 1.000000e+00, float addrspace(3)* %[[SLOT]]
; CHECK: call void @helper(float
; CHECK: define internal [64 x float]* @tile.address() #[[NOINLINE:[0-9]+]]
; CHECK-NEXT: entry:
; CHECK-NEXT: %[[OPAQUE:[0-9]+]] = call [64 x float]* asm "", "=r,0"([64 x float]* @tile)
; CHECK-NEXT: ret [64 x float]* %[[OPAQUE]]
define void @__prism_wg_kernel(i8** %args, [9 x i64]* %group) {
  store float 1.0, float addrspace(3)* getelementptr inbounds ([64 x float], [64 x float] addrspace(3)* @tile, i64 0, i64 1)
  call spir_func void @helper(float 1.0) convergent
  ret void
}

; CHECK: declare i32 @printf(i8 addrspace(4)*, ...)
; CHECK: attributes #[[ATTRS]] = { "target-cpu"="skylake-avx512" }
