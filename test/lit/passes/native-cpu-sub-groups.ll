; Sub-group barriers in prism-native-cpu-work-groups: a kernel with one runs
; each region for one sub-group (16 consecutive local linear ids) at a time,
; and each work-item records the region it waits for, so that lanes of a
; sub-group that part (a warp function called by a mask's lanes only) meet
; among themselves. The exchanges below stand for the device library's: a
; lane writes its slot of @exchange between two sub-group barriers and reads
; the slots it wants after them. The kernels are compiled for this machine
; and run by a harness against results computed on the host.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-native-cpu-work-groups -S %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: llc -O2 -filetype=obj -relocation-model=pic %t.ll -o %t.o
; RUN: clang++ -O1 -I%S/../../../include %S/Inputs/native-cpu-sub-groups-harness.cpp %t.o -o %t.exe
; RUN: %t.exe | FileCheck --check-prefix=RESULT %s

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

declare i64 @__prism_global_id(i32)
declare i64 @__prism_local_id(i32)
declare i64 @__prism_local_size(i32)
declare void @__prism_barrier()
declare void @__prism_sub_group_barrier()
declare i64 @__prism_native_converged_lanes()

@exchange = internal global [16 x i64] zeroinitializer

; Every lane writes its local id, then reads its neighbour's in the
; sub-group; the group's uniform size is kept per work-item, and each
; work-item records where it waits.
; CHECK: @rotate.work_group.sub.group.regions = private constant [3 x i8] c"\00\01\01"
; CHECK: @around_barrier.work_group.sub.group.regions = private constant [6 x i8] c"\00\01\01\00\01\01"
; CHECK-LABEL: define internal void @rotate.work_group(
; CHECK: %next.region.work.items = alloca i32, i64 %work.items
; CHECK: %converged.lanes = alloca i64
; CHECK-NOT: .group = alloca
; A whole sub-group whose every lane waits for the region runs a loop over
; its lanes that asks none of them (addLoopForEveryLane), found by one
; vector compare; the loop that asks each lane is left scalar.
; CHECK: br i1 %every.lane, label %sub.group.lane.every.lane, label %sub.group.lane
; CHECK: sub.group.lane:
; CHECK-NEXT: %local.id.0 = phi
; CHECK: load i32, i32* %{{.*}}
; CHECK: br i1 %{{.*}}, label %sub.group.lane.waits, label %sub.group.lane.next
; CHECK: br i1 %{{.*}}, label %sub.group.lane, label %sub.group.row.next, !llvm.loop [[ASKING:![0-9]+]]
; CHECK: lanes.whole:
; CHECK: load <16 x i32>
; CHECK: icmp eq <16 x i32> %{{.*}}, zeroinitializer
; CHECK: call i1 @llvm.vector.reduce.and.v16i1
; CHECK: sub.group.lane.every.lane:
; CHECK-NEXT: %local.id.0.every.lane = phi
; CHECK-NOT: load i32, i32* %next.region.work.items
; CHECK: br label %sub.group.lane.waits.every.lane
; CHECK: ret void
define spir_kernel void @rotate(i64* %out) {
  %g = call i64 @__prism_global_id(i32 0)
  %l = call i64 @__prism_local_id(i32 0)
  %n = call i64 @__prism_local_size(i32 0)
  %lane = urem i64 %l, 16
  %first = sub i64 %l, %lane
  %left = sub i64 %n, %first
  %small = icmp ult i64 %left, 16
  %size = select i1 %small, i64 %left, i64 16
  call void @__prism_sub_group_barrier()
  %slot = getelementptr inbounds [16 x i64], [16 x i64]* @exchange, i64 0, i64 %lane
  store i64 %l, i64* %slot
  call void @__prism_sub_group_barrier()
  %next = add i64 %lane, 1
  %from = urem i64 %next, %size
  %pfrom = getelementptr inbounds [16 x i64], [16 x i64]* @exchange, i64 0, i64 %from
  %v = load i64, i64* %pfrom
  %po = getelementptr inbounds i64, i64* %out, i64 %g
  store i64 %v, i64* %po
  ret void
}

; The even lanes exchange twice in a loop (a masked warp function); the odd
; ones go on to an exchange of the whole sub-group after it, which must wait
; for the even ones to leave the loop: the loop's barriers are numbered
; before those that follow it (plain reverse post-order puts the body,
; entered from the loop's test, after them). In the loop, the lanes that run together are
; the even ones (__prism_native_converged_lanes).
; Kernels run by sub-group get no copy for groups 16 wide: the loops over
; every lane already run a sub-group's row.
; CHECK-NOT: define internal void @rotate.work_group.width16
; CHECK-LABEL: define internal void @masked_loop.work_group(
; CHECK: ret void
define spir_kernel void @masked_loop(i64* %out, i64* %converged) {
entry:
  %g = call i64 @__prism_global_id(i32 0)
  %l = call i64 @__prism_local_id(i32 0)
  %lane = urem i64 %l, 16
  %slot = getelementptr inbounds [16 x i64], [16 x i64]* @exchange, i64 0, i64 %lane
  %odd = and i64 %lane, 1
  %even = icmp eq i64 %odd, 0
  br i1 %even, label %loop, label %after

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %body ]
  %more = icmp ult i64 %k, 2
  br i1 %more, label %body, label %loop.done

body:
  call void @__prism_sub_group_barrier()
  %mine = add i64 %l, %k
  store i64 %mine, i64* %slot
  call void @__prism_sub_group_barrier()
  %partner = xor i64 %lane, 2
  %pp = getelementptr inbounds [16 x i64], [16 x i64]* @exchange, i64 0, i64 %partner
  %got = load i64, i64* %pp
  %acc.next = add i64 %acc, %got
  %k.next = add i64 %k, 1
  br label %loop

loop.done:
  %lanes = call i64 @__prism_native_converged_lanes()
  %pc = getelementptr inbounds i64, i64* %converged, i64 %g
  store i64 %lanes, i64* %pc
  br label %after

after:
  %sum = phi i64 [ 0, %entry ], [ %acc, %loop.done ]
  call void @__prism_sub_group_barrier()
  %tens = mul i64 %l, 10
  store i64 %tens, i64* %slot
  call void @__prism_sub_group_barrier()
  %next = add i64 %lane, 1
  %from = urem i64 %next, 16
  %pfrom = getelementptr inbounds [16 x i64], [16 x i64]* @exchange, i64 0, i64 %from
  %v = load i64, i64* %pfrom
  %total = add i64 %v, %sum
  %po = getelementptr inbounds i64, i64* %out, i64 %g
  store i64 %total, i64* %po
  ret void
}

; A work-group barrier between two exchanges: every sub-group runs up to it
; before any goes on.
; CHECK-LABEL: define internal void @around_barrier.work_group(
; CHECK: ret void
define spir_kernel void @around_barrier(i64* %out, i64* %tile) {
  %g = call i64 @__prism_global_id(i32 0)
  %l = call i64 @__prism_local_id(i32 0)
  %n = call i64 @__prism_local_size(i32 0)
  %lane = urem i64 %l, 16
  %slot = getelementptr inbounds [16 x i64], [16 x i64]* @exchange, i64 0, i64 %lane
  call void @__prism_sub_group_barrier()
  store i64 %l, i64* %slot
  call void @__prism_sub_group_barrier()
  %p0 = getelementptr inbounds [16 x i64], [16 x i64]* @exchange, i64 0, i64 0
  %leader = load i64, i64* %p0
  %pt = getelementptr inbounds i64, i64* %tile, i64 %l
  store i64 %leader, i64* %pt
  call void @__prism_barrier()
  %mirror = sub i64 %n, 1
  %m = sub i64 %mirror, %l
  %pm = getelementptr inbounds i64, i64* %tile, i64 %m
  %theirs = load i64, i64* %pm
  call void @__prism_sub_group_barrier()
  store i64 %theirs, i64* %slot
  call void @__prism_sub_group_barrier()
  %pl = getelementptr inbounds [16 x i64], [16 x i64]* @exchange, i64 0, i64 15
  %last = load i64, i64* %pl
  %po = getelementptr inbounds i64, i64* %out, i64 %g
  store i64 %last, i64* %po
  ret void
}

; RESULT: rotate 64: ok
; RESULT: rotate 40: ok
; RESULT: masked_loop: ok
; RESULT: around_barrier: ok
; CHECK: [[ASKING]] = distinct !{[[ASKING]], ![[NOVEC:[0-9]+]],
; CHECK-NEXT: ![[NOVEC]] = !{!"llvm.loop.vectorize.enable", i1 false}
