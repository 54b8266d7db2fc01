; SPIR-V wants every block after its dominators; LLVM IR does not, and
; llvm-spirv 15 keeps the IR's order (a rotated, unrolled loop of a tiled
; kernel came out with its exit first, which spirv-val rejects). The pass
; puts blocks in reverse post-order and drops unreachable ones.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported %s -o %t.bc
; RUN: %llvm-spirv --spirv-ext=-all %t.bc -o %t.spv
; RUN: %spirv-val %t.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

; CHECK-LABEL: define spir_kernel void @kernel(
; CHECK:       entry:
; CHECK:       loop:
; CHECK:       exit:
; CHECK-NOT:   dead:
; CHECK:       ret void
define spir_kernel void @kernel(i32 addrspace(1)* %out, i32 %n) {
entry:
  br label %loop

exit:
  store i32 %next, i32 addrspace(1)* %out
  ret void

dead:
  br label %exit

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
}
