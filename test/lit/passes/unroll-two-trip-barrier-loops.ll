; prism-unroll-two-trip-barrier-loops marks a loop that holds a barrier and
; runs exactly twice to be unrolled in full: the optimiser turns its latch
; into a branch on a phi of constants, which PoCL threads into a loop with
; two exits and then aborts on ("Incoming edges to non-entry block!").
; Longer barrier loops and loops without a barrier keep their hints, and
; prism-post-link-spirv unrolls the marked loops.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-unroll-two-trip-barrier-loops -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-opt-level=2 -prism-symbols-out=%t.sym -S %s | FileCheck %s --check-prefix=POSTLINK

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spirv64"

; The shape of a span reduction of two elements: the latch branches on a
; phi of constants.
; CHECK-LABEL: define spir_kernel void @two_trips(
; CHECK: br i1 %again, label %loop, label %exit, !llvm.loop ![[FULL:[0-9]+]]
; POSTLINK-LABEL: define spir_kernel void @two_trips(
; POSTLINK-COUNT-2: call spir_func void @_Z22__spirv_ControlBarrierjjj(
; POSTLINK-NOT: br label
; POSTLINK: ret void
define spir_kernel void @two_trips(i64 addrspace(1)* %out) {
entry:
  br label %loop
loop:
  %again = phi i1 [ true, %entry ], [ false, %loop ]
  %i = phi i64 [ 0, %entry ], [ 1, %loop ]
  call spir_func void @_Z22__spirv_ControlBarrierjjj(i32 2, i32 2, i32 784)
  %slot = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 %i
  store i64 %i, i64 addrspace(1)* %slot
  br i1 %again, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; Three trips: a counter PoCL handles; the hint stays.
; CHECK-LABEL: define spir_kernel void @three_trips(
; CHECK: br i1 %done, label %exit, label %loop, !llvm.loop ![[DISABLE:[0-9]+]]
define spir_kernel void @three_trips(i64 addrspace(1)* %out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  call spir_func void @_Z22__spirv_ControlBarrierjjj(i32 2, i32 2, i32 784)
  %slot = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 %i
  store i64 %i, i64 addrspace(1)* %slot
  %next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %next, 3
  br i1 %done, label %exit, label %loop, !llvm.loop !2
exit:
  ret void
}

; Two trips without a barrier: not this pass's business.
; CHECK-LABEL: define spir_func void @no_barrier(
; CHECK: br i1 %done, label %exit, label %loop{{$}}
define spir_func void @no_barrier(i64 addrspace(1)* %out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %slot = getelementptr inbounds i64, i64 addrspace(1)* %out, i64 %i
  store i64 %i, i64 addrspace(1)* %slot
  %next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %next, 2
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

declare spir_func void @_Z22__spirv_ControlBarrierjjj(i32, i32, i32)

; CHECK-DAG: ![[FULL]] = distinct !{![[FULL]], ![[FULLHINT:[0-9]+]]}
; CHECK-DAG: ![[FULLHINT]] = !{!"llvm.loop.unroll.full"}
; CHECK-DAG: ![[DISABLE]] = distinct !{![[DISABLE]], ![[DISABLEHINT:[0-9]+]]}
; CHECK-DAG: ![[DISABLEHINT]] = !{!"llvm.loop.unroll.disable"}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
