; prism-lower-unsupported rewrites what llvm-spirv 15 rejects: freeze (the
; translator cannot translate it), llvm.used/llvm.compiler.used (translated
; into a module-scope Function-storage variable that spirv-val rejects) and
; llvm.memset (translated into a copy from a variable spirv-val rejects).
; Block order: lower-unsupported-block-order.ll.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported -S %s | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

; CHECK-NOT: @llvm.used
; CHECK-NOT: @llvm.compiler.used
@llvm.used = appending global [1 x i8*] [i8* bitcast (void (i32 addrspace(1)*, i32)* @kernel to i8*)], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x i8*] [i8* bitcast (void (i32 addrspace(1)*, i32)* @kernel to i8*)], section "llvm.metadata"

; CHECK-LABEL: define spir_kernel void @kernel(
; CHECK-NOT: freeze
; CHECK: %sum = add i32 %x, 1
; CHECK-NOT: llvm.memset
; CHECK: store i8 0, i8 addrspace(1)*
; CHECK: ret void
define spir_kernel void @kernel(i32 addrspace(1)* %p, i32 %x) {
  %f = freeze i32 %x
  %sum = add i32 %f, 1
  store i32 %sum, i32 addrspace(1)* %p
  %bytes = bitcast i32 addrspace(1)* %p to i8 addrspace(1)*
  call void @llvm.memset.p1i8.i64(i8 addrspace(1)* %bytes, i8 0, i64 16, i1 false)
  ret void
}

declare void @llvm.memset.p1i8.i64(i8 addrspace(1)*, i8, i64, i1)

; Loop hints are dropped: llvm-spirv 15 would emit a misplaced OpLoopMerge.
; CHECK-LABEL: define spir_func void @counted_loop(
; CHECK: br i1 %done, label %exit, label %loop{{$}}
define spir_func void @counted_loop(i32 addrspace(1)* %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  store i32 %i, i32 addrspace(1)* %p
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, 4
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}

; CHECK-NOT: llvm.loop.unroll.disable
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
