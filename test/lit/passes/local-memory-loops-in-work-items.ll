; prism-local-memory-loops-in-work-items adds "get_local_id(0) <
; get_local_size(0)" to the exit condition of each innermost loop that walks
; local memory in a SPIR kernel with barriers (or in a function such a kernel
; calls), so that PoCL keeps it inside each work-item; it leaves loops over
; global memory, loops whose local address does not move, loops of kernels
; without barriers and modules of other targets alone.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-local-memory-loops-in-work-items -S %s | FileCheck %s
; RUN: sed -e 's/^target triple.*/target triple = "spirv64"/' %s | opt -load-pass-plugin=%prism-passes -passes=prism-local-memory-loops-in-work-items -S | FileCheck %s --check-prefix=OTHER
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

declare spir_func void @_Z7barrierj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)

; The inner product loop of a tiled kernel: it stays while %k.next < 16, and
; now also while the work-item's id is below the local size. The tile loop
; holds the barriers and is left alone.
; CHECK-LABEL: define spir_kernel void @tiles(
; CHECK: inner:
; CHECK: %inner.more = icmp ult i64 %k.next, 16
; CHECK-NEXT: [[ID:%[0-9]+]] = call spir_func i64 @_Z12get_local_idj(i32 0)
; CHECK-NEXT: [[SIZE:%[0-9]+]] = call spir_func i64 @_Z14get_local_sizej(i32 0)
; CHECK-NEXT: [[IN:%[0-9]+]] = icmp ult i64 [[ID]], [[SIZE]]
; CHECK-NEXT: [[STAY:%[0-9]+]] = and i1 %inner.more, [[IN]]
; CHECK-NEXT: br i1 [[STAY]], label %inner, label %step.end
; CHECK: br i1 %outer.more, label %outer, label %exit
; OTHER-LABEL: define spir_kernel void @tiles(
; OTHER-NOT: get_local_size
; OTHER: ret void
define spir_kernel void @tiles(float addrspace(1)* %out, float addrspace(3)* %tile, i64 %n) {
entry:
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  br label %outer

outer:
  %k0 = phi i64 [ 0, %entry ], [ %k0.next, %step.end ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %step.end ]
  %mine = getelementptr float, float addrspace(3)* %tile, i64 %lid
  store float 1.0, float addrspace(3)* %mine
  call spir_func void @_Z7barrierj(i32 1)
  br label %inner

inner:
  %k = phi i64 [ 0, %outer ], [ %k.next, %inner ]
  %acc = phi float [ %sum, %outer ], [ %acc.next, %inner ]
  %at = getelementptr float, float addrspace(3)* %tile, i64 %k
  %v = load float, float addrspace(3)* %at
  %acc.next = fadd float %acc, %v
  %k.next = add i64 %k, 1
  %inner.more = icmp ult i64 %k.next, 16
  br i1 %inner.more, label %inner, label %step.end

step.end:
  %sum.next = phi float [ %acc.next, %inner ]
  call spir_func void @_Z7barrierj(i32 1)
  %k0.next = add i64 %k0, 16
  %outer.more = icmp ult i64 %k0.next, %n
  br i1 %outer.more, label %outer, label %exit

exit:
  %dst = getelementptr float, float addrspace(1)* %out, i64 %lid
  store float %sum.next, float addrspace(1)* %dst
  ret void
}

; A loop in a helper that a kernel with a barrier calls, reading local memory
; through a generic pointer and leaving on true: "|| id >= size".
; CHECK-LABEL: define internal spir_func float @stencil(
; CHECK: %done = icmp eq i64 %j.next, 9
; CHECK-NEXT: [[ID:%[0-9]+]] = call spir_func i64 @_Z12get_local_idj(i32 0)
; CHECK-NEXT: [[SIZE:%[0-9]+]] = call spir_func i64 @_Z14get_local_sizej(i32 0)
; CHECK-NEXT: [[OUT:%[0-9]+]] = icmp uge i64 [[ID]], [[SIZE]]
; CHECK-NEXT: [[LEAVE:%[0-9]+]] = or i1 %done, [[OUT]]
; CHECK-NEXT: br i1 [[LEAVE]], label %end, label %loop
define internal spir_func float @stencil(float addrspace(3)* %tile, i64 %lid) {
entry:
  %generic = addrspacecast float addrspace(3)* %tile to float addrspace(4)*
  br label %loop

loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %i = add i64 %lid, %j
  %at = getelementptr float, float addrspace(4)* %generic, i64 %i
  %v = load float, float addrspace(4)* %at
  %s.next = fadd float %s, %v
  %j.next = add i64 %j, 1
  %done = icmp eq i64 %j.next, 9
  br i1 %done, label %end, label %loop

end:
  ret float %s.next
}

; The kernel's own loop reads global memory, and the one in @same_slot
; reads one local address on every iteration: both are PoCL's to treat.
; CHECK-LABEL: define spir_kernel void @calls_stencil(
; CHECK-NOT: get_local_size
; CHECK: ret void
define spir_kernel void @calls_stencil(float addrspace(1)* %out, float addrspace(1)* %in, float addrspace(3)* %tile) {
entry:
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  call spir_func void @_Z7barrierj(i32 1)
  %st = call spir_func float @stencil(float addrspace(3)* %tile, i64 %lid)
  %sl = call spir_func float @same_slot(float addrspace(3)* %tile, i64 %lid)
  br label %loop

loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %s = phi float [ %st, %entry ], [ %s.next, %loop ]
  %at = getelementptr float, float addrspace(1)* %in, i64 %j
  %v = load float, float addrspace(1)* %at
  %s.next = fadd float %s, %v
  %j.next = add i64 %j, 1
  %more = icmp ult i64 %j.next, 64
  br i1 %more, label %loop, label %end

end:
  %total = fadd float %s.next, %sl
  %dst = getelementptr float, float addrspace(1)* %out, i64 %lid
  store float %total, float addrspace(1)* %dst
  ret void
}

; CHECK-LABEL: define internal spir_func float @same_slot(
; CHECK-NOT: get_local_size
; CHECK: ret float
define internal spir_func float @same_slot(float addrspace(3)* %tile, i64 %lid) {
entry:
  %at = getelementptr float, float addrspace(3)* %tile, i64 %lid
  br label %loop

loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %v = load float, float addrspace(3)* %at
  %s.next = fadd float %s, %v
  %j.next = add i64 %j, 1
  %more = icmp ult i64 %j.next, 8
  br i1 %more, label %loop, label %end

end:
  ret float %s.next
}

; Without a barrier in the kernel, PoCL leaves every loop in its work-item.
; CHECK-LABEL: define spir_kernel void @no_barrier(
; CHECK-NOT: get_local_size
; CHECK: ret void
define spir_kernel void @no_barrier(float addrspace(1)* %out, float addrspace(3)* %tile) {
entry:
  br label %loop

loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %at = getelementptr float, float addrspace(3)* %tile, i64 %j
  %v = load float, float addrspace(3)* %at
  %s.next = fadd float %s, %v
  %j.next = add i64 %j, 1
  %more = icmp ult i64 %j.next, 16
  br i1 %more, label %loop, label %end

end:
  store float %s.next, float addrspace(1)* %out
  ret void
}

; get_local_id was declared already; get_local_size is declared as a SPIR
; builtin.
; CHECK: declare spir_func i64 @_Z14get_local_sizej(i32) #[[QUERY:[0-9]+]]
; CHECK-NOT: declare
; CHECK: attributes #[[QUERY]] = { nounwind readnone willreturn }
