; prism-native-cpu-work-groups turns each kernel into a function run once per
; work-group, with loops over its work-items and the regions between
; barriers run one after the other; values live at a barrier get an element
; per work-item. The kernels are compiled for this machine and run by a
; harness on several work-group shapes, against results computed on the host.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-native-cpu-work-groups -S %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck --check-prefix=UNROLL %s < %t.ll
; RUN: llc -O2 -filetype=obj -relocation-model=pic %t.ll -o %t.o
; RUN: clang++ -O1 -I%S/../../../include %S/Inputs/native-cpu-harness.cpp %t.o -o %t.exe
; RUN: %t.exe | FileCheck --check-prefix=RESULT %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i64 @__prism_global_id(i32)
declare i64 @__prism_local_id(i32)
declare i64 @__prism_local_size(i32)
declare i64 @__prism_group_id(i32)
declare i64 @__prism_global_size(i32)
declare void @__prism_barrier()

; No barrier: one loop nest, nothing kept per work-item.
; CHECK-LABEL: define internal void @vadd.work_group(float* %a, float* %b, float* %out, [9 x i64]* %group)
; CHECK-NOT: work.items = alloca
; CHECK-NOT: call {{.*}}@__prism_
; CHECK: ret void
; The entry every kernel has: each parameter loaded from the address the
; plugin passes for it.
; CHECK-LABEL: define void @__prism_wg_vadd(i8** %args, [9 x i64]* %group)
; CHECK: %[[A:.*]] = getelementptr inbounds i8*, i8** %args, i64 0
; CHECK: %[[AA:.*]] = load i8*, i8** %[[A]]
; CHECK: %[[AT:.*]] = bitcast i8* %[[AA]] to float**
; CHECK: %a = load float*, float** %[[AT]], align 1
; CHECK: call void @vadd.work_group(float* %a, float* %b, float* %out, [9 x i64]* %group)
define spir_kernel void @vadd(float* %a, float* %b, float* %out) {
  %i = call i64 @__prism_global_id(i32 0)
  %pa = getelementptr inbounds float, float* %a, i64 %i
  %pb = getelementptr inbounds float, float* %b, i64 %i
  %po = getelementptr inbounds float, float* %out, i64 %i
  %va = load float, float* %pa
  %vb = load float, float* %pb
  %sum = fadd float %va, %vb
  store float %sum, float* %po
  ret void
}

; A barrier between writing and reading a tile: the global and local ids
; are live at the barrier, but after it they are the work-item loops' values
; again, so nothing is kept per work-item.
; CHECK-LABEL: define internal void @reverse_tiles.work_group(
; CHECK-NOT: .work.items = alloca
; CHECK-NOT: call {{.*}}@__prism_
; CHECK: ret void
define spir_kernel void @reverse_tiles(float* %in, float* %out, float* %tile) {
  %g = call i64 @__prism_global_id(i32 0)
  %l = call i64 @__prism_local_id(i32 0)
  %size = call i64 @__prism_local_size(i32 0)
  %pin = getelementptr inbounds float, float* %in, i64 %g
  %v = load float, float* %pin
  %pt = getelementptr inbounds float, float* %tile, i64 %l
  store float %v, float* %pt
  call void @__prism_barrier()
  %last = sub i64 %size, 1
  %mirror = sub i64 %last, %l
  %pm = getelementptr inbounds float, float* %tile, i64 %mirror
  %w = load float, float* %pm
  %po = getelementptr inbounds float, float* %out, i64 %g
  store float %w, float* %po
  ret void
}

; A barrier inside a loop: a tree sum in the tile, one result per group.
; The stride is alike for the whole group (it depends on the local size
; only): kept once, and read once per region, before its work-item loops.
; CHECK-LABEL: define internal void @group_sums.work_group(
; CHECK: %stride.group = alloca i64, align 8
; CHECK-NOT: %stride.work.items
; CHECK-NOT: %pt.work.items
; CHECK: dispatch:
; CHECK: switch i32 %{{next[0-9]*}}, label %done [
; CHECK: region{{[0-9]+}}:
; CHECK: region{{[0-9]+}}:
; CHECK-NEXT: %stride.group.reload = load i64, i64* %stride.group
define spir_kernel void @group_sums(float* %in, float* %out, float* %tile) {
entry:
  %g = call i64 @__prism_global_id(i32 0)
  %l = call i64 @__prism_local_id(i32 0)
  %size = call i64 @__prism_local_size(i32 0)
  %group = call i64 @__prism_group_id(i32 0)
  %pin = getelementptr inbounds float, float* %in, i64 %g
  %v = load float, float* %pin
  %pt = getelementptr inbounds float, float* %tile, i64 %l
  store float %v, float* %pt
  call void @__prism_barrier()
  %half0 = lshr i64 %size, 1
  br label %loop

loop:
  %stride = phi i64 [ %half0, %entry ], [ %half, %next ]
  %more = icmp ugt i64 %stride, 0
  br i1 %more, label %body, label %end

body:
  %active = icmp ult i64 %l, %stride
  br i1 %active, label %add, label %next

add:
  %other = add i64 %l, %stride
  %po = getelementptr inbounds float, float* %tile, i64 %other
  %x = load float, float* %po
  %y = load float, float* %pt
  %s = fadd float %x, %y
  store float %s, float* %pt
  br label %next

next:
  call void @__prism_barrier()
  %half = lshr i64 %stride, 1
  br label %loop

end:
  %first = icmp eq i64 %l, 0
  br i1 %first, label %write, label %exit

write:
  %t0 = load float, float* %tile
  %pout = getelementptr inbounds float, float* %out, i64 %group
  store float %t0, float* %pout
  br label %exit

exit:
  ret void
}

; A private array written before a barrier and read after it: every
; work-item keeps its own.
; CHECK-LABEL: define internal void @private_across_barrier.work_group(
; CHECK: %priv.work.items = alloca [4 x float], i64 %work.items
define spir_kernel void @private_across_barrier(float* %in, float* %out) {
  %priv = alloca [4 x float]
  %g = call i64 @__prism_global_id(i32 0)
  %pin = getelementptr inbounds float, float* %in, i64 %g
  %v = load float, float* %pin
  %p0 = getelementptr inbounds [4 x float], [4 x float]* %priv, i64 0, i64 0
  %p3 = getelementptr inbounds [4 x float], [4 x float]* %priv, i64 0, i64 3
  store float %v, float* %p0
  %v3 = fmul float %v, 3.0
  store volatile float %v3, float* %p3
  call void @__prism_barrier()
  %a = load float, float* %p0
  %b = load volatile float, float* %p3
  %s = fadd float %a, %b
  %po = getelementptr inbounds float, float* %out, i64 %g
  store float %s, float* %po
  ret void
}

; Private variables each used on one side of the barrier only: the
; work-items share them, as in a kernel without barriers.
; CHECK-LABEL: define internal void @private_between_barriers.work_group(
; CHECK: %before = alloca float
; CHECK: %after = alloca [2 x float]
; CHECK-NOT: {{before|after}}.work.items
; CHECK: ret void
define spir_kernel void @private_between_barriers(float* %in, float* %out) {
  %before = alloca float
  %after = alloca [2 x float]
  %g = call i64 @__prism_global_id(i32 0)
  %pin = getelementptr inbounds float, float* %in, i64 %g
  %v = load float, float* %pin
  %v2 = fmul float %v, 2.0
  store volatile float %v2, float* %before
  %r = load volatile float, float* %before
  %po = getelementptr inbounds float, float* %out, i64 %g
  store float %r, float* %po
  call void @__prism_barrier()
  %a0 = getelementptr inbounds [2 x float], [2 x float]* %after, i64 0, i64 0
  %a1 = getelementptr inbounds [2 x float], [2 x float]* %after, i64 0, i64 1
  store volatile float %v, float* %a0
  store volatile float 1.0, float* %a1
  %x = load volatile float, float* %a0
  %y = load volatile float, float* %a1
  %s = fadd float %x, %y
  %o = load float, float* %po
  %t = fadd float %o, %s
  store float %t, float* %po
  ret void
}

; A phi of constants where work-items arrive along different edges differs
; between them: kept per work-item, not once per group.
; CHECK-LABEL: define internal void @divergent_phi_across_barrier.work_group(
; CHECK: %p.work.items = alloca i64, i64 %work.items
define spir_kernel void @divergent_phi_across_barrier(i64* %out) {
entry:
  %l = call i64 @__prism_local_id(i32 0)
  %g = call i64 @__prism_global_id(i32 0)
  %low = icmp ult i64 %l, 3
  br i1 %low, label %first, label %second

first:
  br label %join

second:
  br label %join

join:
  %p = phi i64 [ 1, %first ], [ 2, %second ]
  call void @__prism_barrier()
  %po = getelementptr inbounds i64, i64* %out, i64 %g
  store i64 %p, i64* %po
  ret void
}

; Two dimensions, the dimension read at run time, and a barrier.
; CHECK-LABEL: define internal void @coordinates.work_group(
define spir_kernel void @coordinates(i64* %out, i32 %ydim) {
  %x = call i64 @__prism_global_id(i32 0)
  %y = call i64 @__prism_global_id(i32 %ydim)
  %width = call i64 @__prism_global_size(i32 0)
  call void @__prism_barrier()
  %row = mul i64 %y, %width
  %at = add i64 %row, %x
  %p = getelementptr inbounds i64, i64* %out, i64 %at
  %code = mul i64 %x, 1000
  %v = add i64 %code, %y
  store i64 %v, i64* %p
  ret void
}

; Dimensions past the third, constant and at run time: OpenCL's 1 for a
; size, 0 for an id.
; CHECK-LABEL: define internal void @beyond_third.work_group(
define spir_kernel void @beyond_third(i64* %out, i32 %dim) {
  %g = call i64 @__prism_global_id(i32 0)
  %size = call i64 @__prism_local_size(i32 3)
  %groups = call i64 @__prism_global_size(i32 %dim)
  %id = call i64 @__prism_local_id(i32 %dim)
  %p0 = getelementptr inbounds i64, i64* %out, i64 %g
  %sum = add i64 %size, %groups
  %code = mul i64 %sum, 10
  %v = add i64 %code, %id
  store i64 %v, i64* %p0
  ret void
}

; A loop whose phi takes, from the loop itself, a value live at the barrier
; after the loop: the reload goes before the loop's branch, and is not
; rewritten as a copy of the kernel's.
; CHECK-LABEL: define internal void @loop_then_barrier.work_group(
; CHECK: %acc.next.reload = load float
; CHECK: br i1 %more.r
define spir_kernel void @loop_then_barrier(float* %in, float* %out, i64 %n) {
entry:
  %g = call i64 @__prism_global_id(i32 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds float, float* %in, i64 %i
  %v = load float, float* %p
  %acc.next = fadd float %acc, %v
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  call void @__prism_barrier()
  %po = getelementptr inbounds float, float* %out, i64 %g
  store float %acc.next, float* %po
  ret void
}

; Values live at a barrier that the next region can compute again: a read
; of the functor and an address from it and the local id are; a division,
; which could trap where the kernel did not divide, is kept per work-item.
; CHECK-LABEL: define internal void @recomputed_values.work_group(
; CHECK-DAG: %q.work.items = alloca i64, i64 %work.items
; CHECK-DAG: %base.again = load float*, float** %pp.again
; CHECK-DAG: %slot.again = getelementptr inbounds float, float* %base.again
; CHECK-NOT: %slot.work.items
%functor = type { float*, i64 }
define spir_kernel void @recomputed_values(%functor* byval(%functor) %f, i64 %d) {
  %l = call i64 @__prism_local_id(i32 0)
  %pp = getelementptr inbounds %functor, %functor* %f, i64 0, i32 0
  %base = load float*, float** %pp
  %slot = getelementptr inbounds float, float* %base, i64 %l
  %q = udiv i64 %l, %d
  call void @__prism_barrier()
  %qf = uitofp i64 %q to float
  store float %qf, float* %slot
  ret void
}

; An inner loop without a barrier that runs a constant number of times is
; unrolled fully, so that the work-item loop around it is the innermost and
; vectorises; one whose trip count is known at run time only (in
; loop_then_barrier) is left alone.
; UNROLL-LABEL: define internal void @loop_then_barrier.work_group(
; UNROLL: br i1 %more.r, label %loop.r, label %done.r{{$}}
; UNROLL-LABEL: define internal void @constant_inner_loop.work_group(
; UNROLL: br i1 %more.r, label %loop.r, label %done.r, !llvm.loop [[FULL:![0-9]+]]
; UNROLL: [[FULL]] = distinct !{[[FULL]], [[UNROLL:![0-9]+]]}
; UNROLL: [[UNROLL]] = !{!"llvm.loop.unroll.full"}
define spir_kernel void @constant_inner_loop(float* %in, float* %out) {
entry:
  %g = call i64 @__prism_global_id(i32 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %p = getelementptr inbounds float, float* %in, i64 %i
  %v = load float, float* %p
  %acc.next = fadd float %acc, %v
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, 4
  br i1 %more, label %loop, label %done
done:
  %po = getelementptr inbounds float, float* %out, i64 %g
  store float %acc.next, float* %po
  ret void
}

; Reads of a by-value functor that nothing writes are invariant: the
; optimiser reads them once, not for every work-item. The work-item loops
; are declared parallel, their accesses in one access group. A kernel with
; barriers gets a copy of its work-group function for groups 16 work-items
; wide, with that width a constant, which the entry calls for such groups;
; the harness runs both.
; CHECK-LABEL: define internal void @mirror_rows.work_group(
; CHECK: %in{{.*}} = load float*, float** %pin{{.*}}, align 8, !invariant.load
; CHECK: store float %v{{.*}}, !llvm.access.group
; CHECK-LABEL: define internal void @mirror_rows.work_group.width16(
; CHECK-NOT: [9 x i64]* %group, i32 0, i32 3
; CHECK: ret void
; CHECK-LABEL: define void @__prism_wg_mirror_rows(
; CHECK: %local.size.0 = load i64
; CHECK: icmp eq i64 %local.size.0, 16
; CHECK: call void @mirror_rows.work_group.width16(
; CHECK: call void @mirror_rows.work_group(
%rows = type { float*, float*, i64 }
define spir_kernel void @mirror_rows(%rows* byval(%rows) %f, float* %tile) {
  %gx = call i64 @__prism_global_id(i32 0)
  %gy = call i64 @__prism_global_id(i32 1)
  %lx = call i64 @__prism_local_id(i32 0)
  %ly = call i64 @__prism_local_id(i32 1)
  %sx = call i64 @__prism_local_size(i32 0)
  %sy = call i64 @__prism_local_size(i32 1)
  %pin = getelementptr inbounds %rows, %rows* %f, i64 0, i32 0
  %in = load float*, float** %pin
  %pw = getelementptr inbounds %rows, %rows* %f, i64 0, i32 2
  %w = load i64, i64* %pw
  %row = mul i64 %gy, %w
  %at = add i64 %row, %gx
  %pv = getelementptr inbounds float, float* %in, i64 %at
  %v = load float, float* %pv
  %trow = mul i64 %ly, %sx
  %tat = add i64 %trow, %lx
  %pt = getelementptr inbounds float, float* %tile, i64 %tat
  store float %v, float* %pt
  call void @__prism_barrier()
  %lastx = sub i64 %sx, 1
  %mx = sub i64 %lastx, %lx
  %m = add i64 %trow, %mx
  %pm = getelementptr inbounds float, float* %tile, i64 %m
  %a = load float, float* %pm
  %ly1 = add i64 %ly, 1
  %nyr = urem i64 %ly1, %sy
  %nrow = mul i64 %nyr, %sx
  %n = add i64 %nrow, %lx
  %pn = getelementptr inbounds float, float* %tile, i64 %n
  %b = load float, float* %pn
  %s = fadd float %a, %b
  %pout = getelementptr inbounds %rows, %rows* %f, i64 0, i32 1
  %out = load float*, float** %pout
  %po = getelementptr inbounds float, float* %out, i64 %at
  store float %s, float* %po
  ret void
}

; An atomic is how work-items meet without a barrier: a region holding one
; is not declared parallel, and the atomic gets no access group; the region
; after the barrier is.
; CHECK-LABEL: define internal void @count_in_group.work_group(
; CHECK: atomicrmw add i32* %{{.*}}, i32 1 monotonic, align 4{{$}}
; CHECK: load i32, i32* %{{.*}}, !llvm.access.group
define spir_kernel void @count_in_group(i32* %counts, float* %out) {
  %grp = call i64 @__prism_group_id(i32 0)
  %pc = getelementptr inbounds i32, i32* %counts, i64 %grp
  %old = atomicrmw add i32* %pc, i32 1 monotonic, align 4
  call void @__prism_barrier()
  %g = call i64 @__prism_global_id(i32 0)
  %total = load i32, i32* %pc
  %f = sitofp i32 %total to float
  %po = getelementptr inbounds float, float* %out, i64 %g
  store float %f, float* %po
  ret void
}

; A running sum across a tile loop's barriers: the loop's phi and the value
; from its latch never live at once, so they share one array per work-item
; (the phi's copy from one to the other is gone). In sum_and_previous the
; phi is still used after the next sum is computed (after the barrier and
; after the loop), while the next sum is used by the phi alone: two arrays.
; CHECK-LABEL: define internal void @running_sum.work_group(
; CHECK: %acc.next.work.items = alloca float, i64 %work.items
; CHECK-NOT: alloca float, i64 %work.items
; CHECK: ret void
; CHECK-LABEL: define internal void @sum_and_previous.work_group(
; CHECK-DAG: %acc.work.items = alloca float, i64 %work.items
; CHECK-DAG: %acc.next.work.items = alloca float, i64 %work.items
; The work-item loops declared parallel:
; CHECK: !{!"llvm.loop.parallel_accesses", !{{[0-9]+}}}
define spir_kernel void @running_sum(float* %in, float* %out, float* %tile, i64 %steps) {
entry:
  %g = call i64 @__prism_global_id(i32 0)
  %l = call i64 @__prism_local_id(i32 0)
  %size = call i64 @__prism_local_size(i32 0)
  br label %step
step:
  %t = phi i64 [ 0, %entry ], [ %t.next, %step ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %step ]
  %pin = getelementptr inbounds float, float* %in, i64 %t
  %v = load float, float* %pin
  %lf = uitofp i64 %l to float
  %w = fadd float %v, %lf
  %pt = getelementptr inbounds float, float* %tile, i64 %l
  store float %w, float* %pt
  call void @__prism_barrier()
  %l1 = add i64 %l, 1
  %n = urem i64 %l1, %size
  %pn = getelementptr inbounds float, float* %tile, i64 %n
  %x = load float, float* %pn
  %acc.next = fadd float %acc, %x
  call void @__prism_barrier()
  %t.next = add i64 %t, 1
  %more = icmp ult i64 %t.next, %steps
  br i1 %more, label %step, label %done
done:
  %po = getelementptr inbounds float, float* %out, i64 %g
  store float %acc.next, float* %po
  ret void
}

define spir_kernel void @sum_and_previous(float* %in, float* %out, float* %prev, i64 %steps) {
entry:
  %g = call i64 @__prism_global_id(i32 0)
  br label %step
step:
  %t = phi i64 [ 0, %entry ], [ %t.next, %step ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %step ]
  %pin = getelementptr inbounds float, float* %in, i64 %t
  %v = load float, float* %pin
  %acc.next = fadd float %acc, %v
  call void @__prism_barrier()
  %pp = getelementptr inbounds float, float* %prev, i64 %g
  store float %acc, float* %pp
  %t.next = add i64 %t, 1
  %more = icmp ult i64 %t.next, %steps
  br i1 %more, label %step, label %done
done:
  %po = getelementptr inbounds float, float* %out, i64 %g
  store float %acc, float* %po
  ret void
}

; RESULT: vadd: ok
; RESULT: reverse_tiles: ok
; RESULT: group_sums: ok
; RESULT: private_across_barrier: ok
; RESULT: private_between_barriers: ok
; RESULT: divergent_phi_across_barrier: ok
; RESULT: coordinates: ok
; RESULT: beyond_third: ok
; RESULT: loop_then_barrier: ok
; RESULT: recomputed_values: ok
; RESULT: constant_inner_loop: ok
; RESULT: mirror_rows 16x4: ok
; RESULT: mirror_rows 8x4: ok
; RESULT: count_in_group: ok
; RESULT: running_sum: ok
; RESULT: sum_and_previous: ok
