; An odd integer the pass cannot widen: one passed to a function.
target triple = "spirv64"

define spir_func void @caller(i24 %x) {
  call void @callee(i24 %x)
  ret void
}

declare void @callee(i24)
