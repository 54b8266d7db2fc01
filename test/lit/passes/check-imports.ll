; prism-check-imports accepts imports the device provides (intrinsics,
; __spirv_ builtins, OpenCL work-item builtins, CUDA's vprintf and
; __assertfail) and rejects
; any other import a kernel reaches (the device printf left unlowered among
; them), naming every kernel that reaches it; opt fails.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-check-imports -disable-output %S/Inputs/device-imports-only.ll
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-check-imports -disable-output %S/Inputs/ptx-vprintf.ll
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-check-imports -disable-output %S/Inputs/ptx-assertfail.ll
; RUN: not opt -load-pass-plugin=%prism-passes -passes=prism-check-imports -disable-output %s 2>&1 | FileCheck %s --implicit-check-not=error

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

; CHECK-DAG: prism: error: kernel 'throwing_kernel(int*)' calls '__cxa_throw', which has no device definition (host-only, or in another translation unit without -fgpu-rdc?)
; CHECK-DAG: prism: error: kernel 'throwing_kernel(int*)' calls 'operator new(unsigned long)', which has no device definition (host-only, or in another translation unit without -fgpu-rdc?)
; CHECK-DAG: prism: error: kernel 'other_kernel()' calls 'operator new(unsigned long)', which has no device definition (host-only, or in another translation unit without -fgpu-rdc?)
; CHECK-DAG: prism: error: kernel 'host_fn_kernel()' calls 'host_only(int)', which has no device definition (host-only, or in another translation unit without -fgpu-rdc?)
; CHECK-DAG: prism: error: kernel 'printing_kernel()' calls '__prism_printf', which has no device definition (host-only, or in another translation unit without -fgpu-rdc?)
; CHECK: error: prism: 5 call(s) from kernels to functions without a device definition

define spir_kernel void @_Z15throwing_kernelPi(i32 addrspace(1)* %p) {
  %id = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  call spir_func void @allocate()
  call spir_func void @__cxa_throw(i8* null, i8* null, i8* null)
  unreachable
}

define spir_kernel void @_ZL12other_kernelv.intern.abcd() {
  call spir_func void @allocate()
  ret void
}

define spir_kernel void @_Z14host_fn_kernelv() {
  ; The host-only function is only referenced, through a pointer.
  %fp = alloca void (i32)*
  store void (i32)* @_Z9host_onlyi, void (i32)** %fp
  ret void
}

@.str = private unnamed_addr addrspace(1) constant [3 x i8] c"hi\00"

define spir_kernel void @_Z15printing_kernelv() {
  %format = addrspacecast [3 x i8] addrspace(1)* @.str to i8 addrspace(4)*
  %n = call spir_func i32 (i8 addrspace(4)*, ...) @__prism_printf(i8 addrspace(4)* %format)
  ret void
}

define internal spir_func void @allocate() {
  %mem = call spir_func i8* @_Znwm(i64 4)
  ret void
}

declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare spir_func void @__cxa_throw(i8*, i8*, i8*)
declare spir_func i8* @_Znwm(i64)
declare spir_func void @_Z9host_onlyi(i32)
declare spir_func i32 @__prism_printf(i8 addrspace(4)*, ...)
