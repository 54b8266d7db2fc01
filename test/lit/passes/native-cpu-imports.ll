; prism-check-native-cpu-imports: a native image may call the C library
; (here sinf, erff, which LLVM's library info lacks, and printf through the device printf) and the work-item
; builtins; a SPIR-V builtin is a feature the target lacks, and any other
; undefined function is an error naming the kernel and the function.
; RUN: not opt -load-pass-plugin=%prism-passes -passes=prism-check-native-cpu-imports -disable-output %s 2>&1 | FileCheck %s
; CHECK-NOT: sinf
; CHECK-NOT: erff
; CHECK-NOT: __prism_global_id
; CHECK: prism: error: kernel 'uses_spirv' uses the SPIR-V builtin '__spirv_GroupNonUniformBallot', which the native CPU target does not provide
; CHECK: prism: error: kernel 'uses_host_function' calls 'host_only()', which has no device definition and is not a C library function (host-only, or in another translation unit without -fgpu-rdc?)
; CHECK: error: prism: 2 call(s) from kernels that the native CPU target cannot resolve
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-check-native-cpu-imports -disable-output %S/native-cpu-work-groups.ll

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spirv64"

declare spir_func float @sinf(float)
declare spir_func float @erff(float)
declare spir_func i64 @__prism_global_id(i32)
declare spir_func i32 @__prism_printf(i8 addrspace(4)*, ...)
declare spir_func i32 @__spirv_GroupNonUniformBallot(i32, i1)
declare spir_func void @_Z9host_onlyv()

define spir_kernel void @fine(float addrspace(1)* %out, i8 addrspace(4)* %format) {
  %i = call spir_func i64 @__prism_global_id(i32 0)
  %p = getelementptr float, float addrspace(1)* %out, i64 %i
  %v = load float, float addrspace(1)* %p
  %s = call spir_func float @sinf(float %v)
  %e = call spir_func float @erff(float %s)
  store float %e, float addrspace(1)* %p
  %r = call spir_func i32 (i8 addrspace(4)*, ...) @__prism_printf(i8 addrspace(4)* %format, double 1.0)
  ret void
}

define spir_kernel void @uses_spirv() {
  %b = call spir_func i32 @__spirv_GroupNonUniformBallot(i32 3, i1 true)
  ret void
}

define spir_kernel void @uses_host_function() {
  call spir_func void @_Z9host_onlyv()
  ret void
}
