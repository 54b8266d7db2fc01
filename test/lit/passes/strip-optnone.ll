; prism-strip-optnone removes optnone and noinline (what -O0 puts on every
; function) and leaves other attributes alone.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-strip-optnone -S < %s | FileCheck %s \
; RUN:   --implicit-check-not=optnone --implicit-check-not=noinline

target triple = "spirv64"

; CHECK: define spir_kernel void @kernel() #[[KATTR:[0-9]+]]
define spir_kernel void @kernel() #0 {
  call spir_func void @helper()
  ret void
}

; CHECK: define spir_func void @helper() #[[HATTR:[0-9]+]]
define spir_func void @helper() #1 {
  ret void
}

; CHECK-DAG: attributes #[[KATTR]] = { convergent mustprogress norecurse nounwind }
; CHECK-DAG: attributes #[[HATTR]] = { nounwind }

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone }
attributes #1 = { noinline nounwind }
