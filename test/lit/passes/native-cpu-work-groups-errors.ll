; A kernel whose work-item builtins sit in a recursive function cannot
; become a work-group function: prism-native-cpu-work-groups says so, naming
; the kernel and the function.
; RUN: not opt -load-pass-plugin=%prism-passes -passes=prism-native-cpu-work-groups -disable-output %s 2>&1 | FileCheck %s
; CHECK: prism-native-cpu-work-groups: kernel 'walk': 'descend' is recursive and reaches a work-item builtin or a barrier, so it cannot be part of a work-group function

target triple = "x86_64-unknown-linux-gnu"

declare i64 @__prism_local_id(i32)

define internal void @descend(i64* %out, i64 %depth) {
  %id = call i64 @__prism_local_id(i32 0)
  store i64 %id, i64* %out
  %more = icmp ugt i64 %depth, 0
  br i1 %more, label %again, label %done
again:
  %next = sub i64 %depth, 1
  call void @descend(i64* %out, i64 %next)
  br label %done
done:
  ret void
}

define spir_kernel void @walk(i64* %out) {
  call void @descend(i64* %out, i64 3)
  ret void
}
