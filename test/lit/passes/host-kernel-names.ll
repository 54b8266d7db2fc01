; prism-host-kernel-names renames CUDA-mode "__intern__<hash>" kernels to the
; HIP spelling ".intern.<hash>" the host compile registers; other functions
; keep their names.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-host-kernel-names -S %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK: define void @_Z6kernelv.intern.0123abcd()
define void @_Z6kernelv__intern__0123abcd() {
  ret void
}
; CHECK: define void @_Z6helperv__intern__0123abcd()
define void @_Z6helperv__intern__0123abcd() {
  ret void
}
; CHECK: define void @_Z5plainv()
define void @_Z5plainv() {
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{void ()* @_Z6kernelv__intern__0123abcd, !"kernel", i32 1}
!1 = !{void ()* @_Z5plainv, !"kernel", i32 1}
