; A block that reaches a block with phis along several edges (a switch whose
; cases share their code, a conditional branch with one target twice) is
; listed once per edge in every phi, which llvm-spirv 15 copies into an
; OpPhi that spirv-val rejects (SPIR-V lists each parent block once).
; prism-lower-unsupported routes the edges through one new block.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported %s -o %t.bc
; RUN: %llvm-spirv --spirv-ext=-all %t.bc -o %t.spv
; RUN: %spirv-val %t.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

; CHECK-LABEL: define spir_func i32 @shared_cases(
; CHECK: switch i32 %x, label %other [
; CHECK-NEXT: i32 1, label %join.edge
; CHECK-NEXT: i32 2, label %join.edge
; CHECK-NEXT: i32 3, label %join.edge
; CHECK: join.edge:
; CHECK-NEXT: br label %join
; CHECK: join:
; CHECK-NEXT: %r = phi i32 [ 20, %other ], [ 10, %join.edge ]
define spir_func i32 @shared_cases(i32 %x) {
entry:
  switch i32 %x, label %other [
    i32 1, label %join
    i32 2, label %join
    i32 3, label %join
  ]
other:
  br label %join
join:
  %r = phi i32 [ 10, %entry ], [ 10, %entry ], [ 10, %entry ], [ 20, %other ]
  ret i32 %r
}

; CHECK-LABEL: define spir_func i32 @one_target_twice(
; CHECK: %r = phi i32 [ %x, %{{[a-z.]+}} ]{{$}}
define spir_func i32 @one_target_twice(i1 %c, i32 %x) {
entry:
  br i1 %c, label %join, label %join
join:
  %r = phi i32 [ %x, %entry ], [ %x, %entry ]
  ret i32 %r
}
