; prism-lower-work-group-scope lowers a hierarchical kernel's work-group
; scope (@scope, marked by its call of __prism_work_group_scope): the leader
; is the work-item whose __prism_local_id is 0 in every dimension; the user
; function that calls
; parallel_for_work_item (@user) is inlined into it; its variables (%x)
; move to work-group memory (__prism_static_local_memory); the stretches of
; work-group code that touch memory run in the leader alone
; alone, each followed by a barrier; a value such a stretch makes and later
; code uses (%v, the call result %g in the loop) goes through a work-group
; variable, stored by the leader and loaded by
; everyone after the barrier; pure code and phis run everywhere, except in
; a loop without work-item calls, which the leader runs alone (one barrier
; after it, its result %acc.next shared); every
; work-item call (@work_items, marked by __prism_work_item_scope) is run by
; all and followed by a barrier. A barrier reached from work-group code and
; a parallel_for_work_item outside a work-group scope are errors naming the
; kernel. The whole spir64 pipeline, at -O0 and -O2, gives valid SPIR-V.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-work-group-scope -S %s \
; RUN:   | FileCheck %s --implicit-check-not=__prism_work_group_scope --implicit-check-not=__prism_work_item_scope
; RUN: sed -e 's/^  ; BARRIER //' %s \
; RUN:   | not opt -load-pass-plugin=%prism-passes -passes=prism-lower-work-group-scope -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BARRIER
; RUN: sed -e 's/^  ; OUTSIDE //' %s \
; RUN:   | not opt -load-pass-plugin=%prism-passes -passes=prism-lower-work-group-scope -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OUTSIDE
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-opt-level=0 -prism-symbols-out=%t.O0.symbols %s -o %t.O0.bc
; RUN: %llvm-spirv --spirv-ext=-all %t.O0.bc -o %t.O0.spv
; RUN: %spirv-val %t.O0.spv
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-opt-level=2 -prism-symbols-out=%t.O2.symbols %s -o %t.O2.bc
; RUN: %llvm-spirv --spirv-ext=-all %t.O2.bc -o %t.O2.spv
; RUN: %spirv-val %t.O2.spv

; BARRIER: error: prism: kernel 'kernel(int*)': 'helper()' waits for the work-group (a barrier or a group algorithm), which the work-group scope of a hierarchical kernel cannot do
; OUTSIDE: error: prism: kernel 'outside(int*)': parallel_for_work_item is called outside the work-group scope of a parallel_for_work_group kernel

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

declare spir_func void @__prism_work_group_scope()
declare spir_func void @__prism_work_item_scope()
declare spir_func void @_Z22__spirv_ControlBarrierjjj(i32, i32, i32)

define spir_func void @__prism_barrier() {
  call spir_func void @_Z22__spirv_ControlBarrierjjj(i32 2, i32 2, i32 784)
  ret void
}

define spir_func i64 @__prism_local_id(i32 %dim) {
  ret i64 0
}

define spir_func i32 @_Z5valuei(i32 %i) {
  %v = mul i32 %i, 3
  ret i32 %v
}

define internal spir_func void @_Z10work_itemsPU3AS4i(i32 addrspace(4)* %closure) #0 {
  call spir_func void @__prism_work_item_scope()
  %v = load i32, i32 addrspace(4)* %closure
  store i32 %v, i32 addrspace(4)* %closure
  ret void
}

define internal spir_func void @_Z10work_itemsi(i32 %value) #0 {
  call spir_func void @__prism_work_item_scope()
  ret void
}

define internal spir_func void @_Z6helperv() {
  call spir_func void @__prism_barrier()
  ret void
}

; CHECK-LABEL: define internal spir_func void @_Z5scopePii(
; CHECK-SAME: i32 addrspace(1)* %out) #[[INLINE:[0-9]+]]
; CHECK-NEXT: %[[VSLOT:[0-9]+]] = call spir_func i8 addrspace(4)* @__prism_static_local_memory(i64 4, i64 4)
; CHECK-NEXT: %[[VSLOTI:[0-9]+]] = bitcast i8 addrspace(4)* %[[VSLOT]] to i32 addrspace(4)*
; CHECK-NEXT: %[[ID0:[0-9]+]] = call spir_func i64 @__prism_local_id(i32 0)
; CHECK-NEXT: %wg.id.zero = icmp eq i64 %[[ID0]], 0
; CHECK-NEXT: %[[ID1:[0-9]+]] = call spir_func i64 @__prism_local_id(i32 1)
; CHECK-NEXT: %wg.id.zero1 = icmp eq i64 %[[ID1]], 0
; CHECK-NEXT: %[[BOTH:[0-9]+]] = and i1 %wg.id.zero, %wg.id.zero1
; CHECK-NEXT: %[[ID2:[0-9]+]] = call spir_func i64 @__prism_local_id(i32 2)
; CHECK-NEXT: %wg.id.zero2 = icmp eq i64 %[[ID2]], 0
; CHECK-NEXT: %wg.is.leader = and i1 %[[BOTH]], %wg.id.zero2
; CHECK-NEXT: %[[X:[0-9]+]] = call spir_func i8 addrspace(4)* @__prism_static_local_memory(i64 4, i64 4)
; CHECK-NEXT: %[[XI:[0-9]+]] = bitcast i8 addrspace(4)* %[[X]] to i32 addrspace(4)*
; CHECK: br i1 %wg.is.leader, label %wg.leader, label %wg.join
; CHECK: wg.leader:
; CHECK-NEXT: store i32 7, i32 addrspace(4)* %[[XI]]
; CHECK-NEXT: br label %wg.join
; CHECK: wg.join:
; CHECK-NEXT: call spir_func void @__prism_barrier()
; CHECK-NEXT: call spir_func void @_Z10work_itemsPU3AS4i(i32 addrspace(4)* %[[XI]])
; CHECK-NEXT: call spir_func void @__prism_barrier()
; CHECK-NEXT: br i1 %wg.is.leader, label %wg.leader{{[0-9]+}}, label %wg.join{{[0-9]+}}
; CHECK: wg.leader{{[0-9]+}}:
; CHECK-NEXT: %v.i = load i32, i32 addrspace(4)* %[[XI]]
; CHECK: store i32 %v.i, i32 addrspace(4)* %[[VSLOTI]]
; CHECK: wg.join{{[0-9]+}}:
; CHECK-NEXT: call spir_func void @__prism_barrier()
; CHECK-NEXT: %v.i.wg = load i32, i32 addrspace(4)* %[[VSLOTI]]
; CHECK-NEXT: %c.i = icmp sgt i32 %v.i.wg, 3
; CHECK-NEXT: call spir_func void @_Z10work_itemsPU3AS4i(i32 addrspace(4)* %[[XI]])
; CHECK-NEXT: call spir_func void @__prism_barrier()
; CHECK-NEXT: br i1 %c.i,
; CHECK: br i1 %wg.is.leader
; CHECK: store i32 %v.i.wg, i32 addrspace(1)* %out
define internal spir_func void @_Z5scopePii(i32 addrspace(1)* %out) #0 {
  call spir_func void @__prism_work_group_scope()
  call spir_func void @_Z4userPi(i32 addrspace(1)* %out)
  ret void
}

define internal spir_func void @_Z4userPi(i32 addrspace(1)* %out) {
entry:
  %x = alloca i32, align 4
  %x.generic = addrspacecast i32* %x to i32 addrspace(4)*
  store i32 7, i32 addrspace(4)* %x.generic
  call spir_func void @_Z10work_itemsPU3AS4i(i32 addrspace(4)* %x.generic)
  %v = load i32, i32 addrspace(4)* %x.generic
  %c = icmp sgt i32 %v, 3
  call spir_func void @_Z10work_itemsPU3AS4i(i32 addrspace(4)* %x.generic)
  br i1 %c, label %then, label %done
then:
  store i32 %v, i32 addrspace(1)* %out
  br label %done
done:
  ; BARRIER call spir_func void @_Z6helperv()
  ret void
}

; A loop: the phis run in every work-item, the call's result reaches the
; work-item call and the sum through a work-group variable.
; CHECK-LABEL: define internal spir_func void @_Z4loopPii(
; CHECK: loop:
; CHECK-NEXT: %i = phi i32
; CHECK-NEXT: %sum = phi i32
; CHECK-NEXT: br i1 %wg.is.leader, label %wg.leader, label %wg.join
; CHECK: wg.leader:
; CHECK-NEXT: %g = call spir_func i32 @_Z5valuei(i32 %i)
; CHECK-NEXT: store i32 %g, i32 addrspace(4)*
; CHECK: wg.join:
; CHECK-NEXT: call spir_func void @__prism_barrier()
; CHECK-NEXT: %g.wg = load i32
; CHECK-NEXT: call spir_func void @_Z10work_itemsi(i32 %g.wg)
; CHECK-NEXT: call spir_func void @__prism_barrier()
; CHECK-NEXT: %sum.next = add i32 %sum, %g.wg
; CHECK: exit:
; CHECK-NEXT: br i1 %wg.is.leader, label %summing, label %wg.loop.join
; CHECK: summing:
; CHECK-NEXT: %j = phi i32
; CHECK: after:
; CHECK-NEXT: store i32 %acc.next, i32 addrspace(4)*
; CHECK-NEXT: br label %wg.loop.join
; CHECK: wg.loop.join:
; CHECK-NEXT: call spir_func void @__prism_barrier()
; CHECK-NEXT: %acc.next.wg = load i32
; CHECK-NEXT: br i1 %wg.is.leader
; CHECK: store i32 %acc.next.wg, i32 addrspace(1)* %out
define internal spir_func void @_Z4loopPii(i32 addrspace(1)* %out) #0 {
entry:
  call spir_func void @__prism_work_group_scope()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  %g = call spir_func i32 @_Z5valuei(i32 %i)
  call spir_func void @_Z10work_itemsi(i32 %g)
  %sum.next = add i32 %sum, %g
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, 4
  br i1 %done, label %exit, label %loop
exit:
  br label %summing
summing:
  %j = phi i32 [ 0, %exit ], [ %j.next, %summing ]
  %acc = phi i32 [ %sum.next, %exit ], [ %acc.next, %summing ]
  %element = load i32, i32 addrspace(1)* %out
  %acc.next = add i32 %acc, %element
  %j.next = add i32 %j, 1
  %more = icmp ult i32 %j.next, 8
  br i1 %more, label %summing, label %after
after:
  store i32 %acc.next, i32 addrspace(1)* %out
  ret void
}

define spir_kernel void @_Z6kernelPi(i32 addrspace(1)* %out) {
  %id = call spir_func i64 @__prism_local_id(i32 0)
  ; The header's wrapper waits for the leader's copy of the kernel functor;
  ; that call keeps the device library's barrier in the module.
  call spir_func void @__prism_barrier()
  call spir_func void @_Z5scopePii(i32 addrspace(1)* %out)
  call spir_func void @_Z4loopPii(i32 addrspace(1)* %out)
  ret void
}

define spir_kernel void @_Z7outsidePi(i32 addrspace(1)* %out) {
  ; OUTSIDE call spir_func void @_Z10work_itemsi(i32 0)
  ret void
}

; The user function, inlined, is gone; the scope is always-inline, the
; work-item functions no longer noinline.
; CHECK-NOT: define {{.*}} @_Z4userPi
; CHECK: attributes #[[INLINE]] = { alwaysinline }

attributes #0 = { noinline }
