; prism-kernels-only keeps kernels external, internalizes everything else,
; drops non-kernel llvm.used/llvm.compiler.used entries and removes what no
; kernel reaches. Host-visible __device__ variables (externally_initialized)
; stay external.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-kernels-only -S %s | FileCheck %s \
; RUN:   --implicit-check-not=__clang_gpu_used_external --implicit-check-not=llvm.compiler.used \
; RUN:   --implicit-check-not=unused_table --implicit-check-not=unused_device_fn

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

; CHECK: @host_visible = addrspace(1) externally_initialized global i32 0
; CHECK: @table = internal addrspace(1) global i32 7
@host_visible = addrspace(1) externally_initialized global i32 0
@table = hidden addrspace(1) global i32 7
@unused_table = addrspace(1) global i32 9
@__clang_gpu_used_external = internal addrspace(1) global [1 x i8 addrspace(4)*] [i8 addrspace(4)* addrspacecast (i8* bitcast (void ()* @unused_device_fn to i8*) to i8 addrspace(4)*)]
@llvm.compiler.used = appending addrspace(1) global [1 x i8 addrspace(4)*] [i8 addrspace(4)* addrspacecast (i8 addrspace(1)* bitcast ([1 x i8 addrspace(4)*] addrspace(1)* @__clang_gpu_used_external to i8 addrspace(1)*) to i8 addrspace(4)*)], section "llvm.metadata"

; CHECK: define hidden spir_kernel void @kernel(i32 addrspace(1)* %out)
define hidden spir_kernel void @kernel(i32 addrspace(1)* %out) {
  %v = call spir_func i32 @used_device_fn()
  store i32 %v, i32 addrspace(1)* %out
  ret void
}

; An internal kernel as Clang emits it (weak_odr, comdat) stays a kernel.
; CHECK: define weak_odr spir_kernel void @_ZL6hiddenv.intern.1234()
$_ZL6hiddenv.intern.1234 = comdat any
define weak_odr spir_kernel void @_ZL6hiddenv.intern.1234() comdat {
  ret void
}

; CHECK: define internal spir_func i32 @used_device_fn()
define hidden spir_func i32 @used_device_fn() {
  %v = load i32, i32 addrspace(1)* @table
  ret i32 %v
}

define hidden spir_func void @unused_device_fn() {
  ret void
}
