; prism-kernel-attributes moves the frontend's "prism.max_work_group_size=N"
; annotation (a HIP or CUDA kernel's __launch_bounds__(N)) onto its kernel as
; !prism_max_work_group_size, which the kernel table lists for the runtime.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-kernel-attributes -S %s \
; RUN:   | FileCheck %s --implicit-check-not=prism.max_work_group_size
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-kernel-attributes,prism-kernel-symbols \
; RUN:   -prism-symbols-out=%t.symbols %s -o %t.bc
; RUN: FileCheck %s --input-file=%t.symbols --check-prefix=SYMBOLS --match-full-lines

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

@.str = private unnamed_addr addrspace(1) constant [30 x i8] c"prism.max_work_group_size=256\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [7 x i8] c"k.hip\00\00", section "llvm.metadata"
@llvm.global.annotations = appending global [1 x { i8 addrspace(4)*, i8 addrspace(1)*, i8 addrspace(1)*, i32, i8 addrspace(1)* }] [
  { i8 addrspace(4)*, i8 addrspace(1)*, i8 addrspace(1)*, i32, i8 addrspace(1)* } { i8 addrspace(4)* addrspacecast (i8* bitcast (void (float addrspace(1)*)* @_Z7boundedPf to i8*) to i8 addrspace(4)*), i8 addrspace(1)* getelementptr inbounds ([30 x i8], [30 x i8] addrspace(1)* @.str, i32 0, i32 0), i8 addrspace(1)* getelementptr inbounds ([7 x i8], [7 x i8] addrspace(1)* @.str.file, i32 0, i32 0), i32 2, i8 addrspace(1)* null }
], section "llvm.metadata"

; CHECK-NOT: @llvm.global.annotations
; CHECK: define spir_kernel void @_Z7boundedPf(float addrspace(1)* %p) !prism_max_work_group_size ![[BOUND:[0-9]+]]
define spir_kernel void @_Z7boundedPf(float addrspace(1)* %p) {
  store float 1.0, float addrspace(1)* %p
  ret void
}

; CHECK: define spir_kernel void @_Z9unboundedPf(float addrspace(1)* %p) {
define spir_kernel void @_Z9unboundedPf(float addrspace(1)* %p) {
  store float 2.0, float addrspace(1)* %p
  ret void
}

; CHECK: ![[BOUND]] = !{i32 256}

; SYMBOLS: _Z7boundedPf 1 8 max_work_group_size=256
; SYMBOLS-NEXT: _Z9unboundedPf 1 8
