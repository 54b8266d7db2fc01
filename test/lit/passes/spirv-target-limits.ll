; prism-spirv-target-limits names SPIR-V's integer widths in a spirv64
; module's data layout, so that the optimisers make no odd-width integers
; (InstCombine shrinks the switch below to an i2 without it), and marks
; functions no-jump-tables; modules of other targets, and layouts that name
; their widths, keep their layouts.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-spirv-target-limits -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%prism-passes -passes='prism-spirv-target-limits,instcombine' -S %s | FileCheck %s --check-prefix=SWITCH
; RUN: sed -e 's/^target triple.*/target triple = "nvptx64-nvidia-cuda"/' %s | opt -load-pass-plugin=%prism-passes -passes=prism-spirv-target-limits -S | FileCheck %s --check-prefix=OTHER
; RUN: sed -e 's/v1024:1024"/v1024:1024-n32"/' %s | opt -load-pass-plugin=%prism-passes -passes=prism-spirv-target-limits -S | FileCheck %s --check-prefix=NAMED
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

; CHECK: target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
; OTHER: target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
; NAMED: target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n32"

; SWITCH-LABEL: define i32 @lane(
; SWITCH-NOT: i2
; SWITCH: ret i32
define i32 @lane(i64 %i) {
entry:
  %r = and i64 %i, 3
  switch i64 %r, label %d [
    i64 0, label %a
    i64 1, label %b
    i64 2, label %c
  ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
d:
  ret i32 40
}

; Functions are marked no-jump-tables (no lookup tables in private memory).
; CHECK: define i32 @lane(i64 %i) #[[ATTRS:[0-9]+]]
; CHECK: attributes #[[ATTRS]] = { "no-jump-tables"="true" }
