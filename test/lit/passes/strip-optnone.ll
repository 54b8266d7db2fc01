; prism-strip-optnone removes optnone and the noinline that comes with it
; (what -O0 puts on every function) and leaves other attributes alone,
; among them a noinline without optnone, which the source asked for, and
; the noinline of a cold function.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-strip-optnone -S < %s | FileCheck %s \
; RUN:   --implicit-check-not=optnone

target triple = "spirv64"

; CHECK: define spir_kernel void @kernel() #[[KATTR:[0-9]+]]
define spir_kernel void @kernel() #0 {
  call spir_func void @helper()
  call spir_func void @out_of_line()
  call spir_func void @cold()
  ret void
}

; CHECK: define spir_func void @helper() #[[HATTR:[0-9]+]]
define spir_func void @helper() #2 {
  ret void
}

; CHECK: define spir_func void @out_of_line() #[[OATTR:[0-9]+]]
define spir_func void @out_of_line() #1 {
  ret void
}

; CHECK: define spir_func void @cold() #[[CATTR:[0-9]+]]
define spir_func void @cold() #3 {
  ret void
}

; CHECK-DAG: attributes #[[KATTR]] = { convergent mustprogress norecurse nounwind }
; CHECK-DAG: attributes #[[HATTR]] = { nounwind }
; CHECK-DAG: attributes #[[OATTR]] = { noinline nounwind }
; CHECK-DAG: attributes #[[CATTR]] = { cold noinline nounwind }

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone }
attributes #1 = { noinline nounwind }
attributes #2 = { noinline nounwind optnone }
attributes #3 = { cold noinline nounwind optnone }
