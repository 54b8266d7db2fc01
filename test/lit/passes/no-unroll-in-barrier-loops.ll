; prism-no-unroll-in-barrier-loops marks a loop that reaches a barrier (here
; through a helper function), and every loop inside it, not to be unrolled;
; a loop with its own unroll hint keeps it, loops away from barriers and
; modules of other targets are left alone. Full unrolling afterwards then
; leaves the inner product loop of @tiles rolled and unrolls the one of
; @no_barrier.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-no-unroll-in-barrier-loops -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%prism-passes -passes='prism-no-unroll-in-barrier-loops,function(loop(loop-unroll-full))' -S %s | FileCheck %s --check-prefix=UNROLL
; RUN: sed -e 's/^target triple.*/target triple = "nvptx64-nvidia-cuda"/' %s | opt -load-pass-plugin=%prism-passes -passes=prism-no-unroll-in-barrier-loops -S | FileCheck %s --check-prefix=OTHER
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spirv64"

declare void @__prism_barrier()

define internal void @group_barrier() {
  call void @__prism_barrier()
  ret void
}

; CHECK-LABEL: define float @tiles(
; CHECK: br i1 %inner.done, label %step.end, label %inner, !llvm.loop [[INNER:![0-9]+]]
; CHECK: br i1 %outer.done, label %exit, label %outer, !llvm.loop [[OUTER:![0-9]+]]
; UNROLL-LABEL: define float @tiles(
; UNROLL: br i1 %inner.done, label %step.end, label %inner
define float @tiles(float addrspace(3)* %tile, i64 %n) {
entry:
  br label %outer

outer:
  %k0 = phi i64 [ 0, %entry ], [ %k0.next, %step.end ]
  %sum = phi float [ 0.0, %entry ], [ %sum.inner, %step.end ]
  call void @group_barrier()
  br label %inner

inner:
  %k = phi i64 [ 0, %outer ], [ %k.next, %inner ]
  %acc = phi float [ %sum, %outer ], [ %sum.inner, %inner ]
  %p = getelementptr float, float addrspace(3)* %tile, i64 %k
  %v = load float, float addrspace(3)* %p
  %sum.inner = fadd float %acc, %v
  %k.next = add i64 %k, 1
  %inner.done = icmp eq i64 %k.next, 16
  br i1 %inner.done, label %step.end, label %inner

step.end:
  call void @group_barrier()
  %k0.next = add i64 %k0, 16
  %outer.done = icmp uge i64 %k0.next, %n
  br i1 %outer.done, label %exit, label %outer

exit:
  ret float %sum.inner
}

; CHECK-LABEL: define float @hinted(
; CHECK: br i1 %inner.done, label %step.end, label %inner, !llvm.loop [[HINTED:![0-9]+]]
define float @hinted(float addrspace(3)* %tile, i64 %n) {
entry:
  br label %outer

outer:
  %k0 = phi i64 [ 0, %entry ], [ %k0.next, %step.end ]
  %sum = phi float [ 0.0, %entry ], [ %sum.inner, %step.end ]
  call void @__prism_barrier()
  br label %inner

inner:
  %k = phi i64 [ 0, %outer ], [ %k.next, %inner ]
  %acc = phi float [ %sum, %outer ], [ %sum.inner, %inner ]
  %p = getelementptr float, float addrspace(3)* %tile, i64 %k
  %v = load float, float addrspace(3)* %p
  %sum.inner = fadd float %acc, %v
  %k.next = add i64 %k, 1
  %inner.done = icmp eq i64 %k.next, 16
  br i1 %inner.done, label %step.end, label %inner, !llvm.loop !0

step.end:
  %k0.next = add i64 %k0, 16
  %outer.done = icmp uge i64 %k0.next, %n
  br i1 %outer.done, label %exit, label %outer

exit:
  ret float %sum.inner
}

; CHECK-LABEL: define float @no_barrier(
; CHECK-NOT: !llvm.loop
; CHECK: ret float
; UNROLL-LABEL: define float @no_barrier(
; UNROLL-NOT: br i1
; UNROLL: ret float
define float @no_barrier(float addrspace(3)* %tile) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %p = getelementptr float, float addrspace(3)* %tile, i64 %k
  %v = load float, float addrspace(3)* %p
  %sum = fadd float %acc, %v
  %k.next = add i64 %k, 1
  %done = icmp eq i64 %k.next, 16
  br i1 %done, label %exit, label %loop

exit:
  ret float %sum
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.full"}

; The mark names the pass, so that the native CPU target can tell it from a
; user's #pragma nounroll.
; CHECK-DAG: [[INNER]] = distinct !{[[INNER]], [[DISABLE:![0-9]+]], [[MARKER:![0-9]+]]}
; CHECK-DAG: [[OUTER]] = distinct !{[[OUTER]], [[DISABLE]], [[MARKER]]}
; CHECK-DAG: [[DISABLE]] = !{!"llvm.loop.unroll.disable"}
; CHECK-DAG: [[MARKER]] = !{!"prism.loop.unroll.disable.for_barriers"}
; CHECK-DAG: [[HINTED]] = distinct !{[[HINTED]], [[FULL:![0-9]+]]}
; CHECK-DAG: [[FULL]] = !{!"llvm.loop.unroll.full"}
; OTHER-NOT: llvm.loop.unroll.disable
