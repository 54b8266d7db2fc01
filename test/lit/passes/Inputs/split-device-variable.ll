; Two kernels and a device variable the host addresses by name (HIP's
; __device__ int counter): prism-device-code-split keeps the module whole.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counter = externally_initialized global i32 0

define void @add(ptr %p) {
  %c = load i32, ptr @counter
  store i32 %c, ptr %p
  ret void
}

define void @sub(ptr %p) {
  store i32 0, ptr @counter
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @add, !"kernel", i32 1}
!1 = !{ptr @sub, !"kernel", i32 1}
