; prism-lower-unsupported splits an addrspacecast between two non-generic
; address spaces (which SPIR-V lacks and llvm-spirv 15 rejects) into casts
; through the generic address space (4). InferAddressSpaces leaves such a
; cast where code casts a pointer of unknown space to global and the pointer
; turns out to be local.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported -S %s | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

declare spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1jjjj(i32 addrspace(1)*, i32, i32, i32)

; CHECK-LABEL: define spir_func i32 @local_to_global(
; CHECK: %[[GENERIC:.*]] = addrspacecast i32 addrspace(3)* %p to i32 addrspace(4)*
; CHECK: %global = addrspacecast i32 addrspace(4)* %[[GENERIC]] to i32 addrspace(1)*
; CHECK: call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1jjjj(i32 addrspace(1)* %global
define spir_func i32 @local_to_global(i32 addrspace(3)* %p) {
  %global = addrspacecast i32 addrspace(3)* %p to i32 addrspace(1)*
  %old = call spir_func i32 @_Z18__spirv_AtomicIAddPU3AS1jjjj(i32 addrspace(1)* %global, i32 1, i32 0, i32 1)
  ret i32 %old
}

; Casts to and from generic stay as they are.
; CHECK-LABEL: define spir_func i32 addrspace(1)* @through_generic(
; CHECK-NEXT: %generic = addrspacecast i32 addrspace(3)* %p to i32 addrspace(4)*
; CHECK-NEXT: %global = addrspacecast i32 addrspace(4)* %generic to i32 addrspace(1)*
; CHECK-NEXT: ret i32 addrspace(1)* %global
define spir_func i32 addrspace(1)* @through_generic(i32 addrspace(3)* %p) {
  %generic = addrspacecast i32 addrspace(3)* %p to i32 addrspace(4)*
  %global = addrspacecast i32 addrspace(4)* %generic to i32 addrspace(1)*
  ret i32 addrspace(1)* %global
}
