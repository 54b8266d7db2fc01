; SPIR-V wants every OpVariable at the start of the first block, and
; llvm-spirv 15 breaks that itself for llvm.memmove (a copy through a
; temporary created at the memmove: a group broadcast of a 5-byte struct).
; prism-lower-unsupported copies a memmove of constant length through a
; temporary in the entry block, expands one of variable length into a loop
; over generic pointers, and moves allocas of constant size to the start of
; the entry block; spirv-val then accepts the translation.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported -S %s | FileCheck %s --implicit-check-not=llvm.memmove
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported %s -o %t.bc
; RUN: %llvm-spirv --spirv-ext=-all %t.bc -o %t.spv
; RUN: %spirv-val %t.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spirv64"

@scratch = internal addrspace(3) global [5 x i8] undef

; CHECK-LABEL: define spir_kernel void @broadcast(
; CHECK-NEXT: entry:
; CHECK-NEXT: %memmove.tmp = alloca [5 x i8], align 4
; CHECK-NEXT: %counter = alloca i32, align 4
; CHECK-NEXT: %late = alloca i64, align 8
; CHECK-NEXT: %in.loop = alloca i32, align 4
; CHECK-NEXT: call spir_func void @barrier()
; CHECK: call void @llvm.memcpy.p0i8.p3i8.i64(i8* align 4 %{{.+}}, i8 addrspace(3)* align 4 getelementptr inbounds ([5 x i8], [5 x i8] addrspace(3)* @scratch, i64 0, i64 0), i64 5, i1 false)
; CHECK-NEXT: %{{.+}} = bitcast [5 x i8]* %memmove.tmp to i8*
; CHECK-NEXT: call void @llvm.memcpy.p4i8.p0i8.i64(i8 addrspace(4)* align 1 %out, i8* align 4 %{{.+}}, i64 5, i1 false)
; The variable length: the loop compares two generic pointers.
; CHECK: %[[SRC:.+]] = addrspacecast i8 addrspace(3)* getelementptr inbounds ([5 x i8], [5 x i8] addrspace(3)* @scratch, i64 0, i64 0) to i8 addrspace(4)*
; CHECK: icmp ult i8 addrspace(4)* %[[SRC]], %out
; CHECK: copy_forward_loop:
define spir_kernel void @broadcast(i8 addrspace(4)* %out, i64 %n) {
entry:
  %counter = alloca i32, align 4
  call spir_func void @barrier()
  %late = alloca i64, align 8
  store i32 0, i32* %counter
  store i64 0, i64* %late
  call void @llvm.memmove.p4i8.p3i8.i64(i8 addrspace(4)* %out, i8 addrspace(3)* align 4 getelementptr inbounds ([5 x i8], [5 x i8] addrspace(3)* @scratch, i64 0, i64 0), i64 5, i1 false)
  br label %loop
loop:
  %in.loop = alloca i32, align 4
  store i32 1, i32* %in.loop
  call void @llvm.memmove.p4i8.p3i8.i64(i8 addrspace(4)* %out, i8 addrspace(3)* getelementptr inbounds ([5 x i8], [5 x i8] addrspace(3)* @scratch, i64 0, i64 0), i64 %n, i1 false)
  ret void
}

declare spir_func void @barrier()
declare void @llvm.memmove.p4i8.p3i8.i64(i8 addrspace(4)*, i8 addrspace(3)*, i64, i1)
