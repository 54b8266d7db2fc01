; A kernel whose callees form a diamond, no cycle: prism-check-recursion
; accepts it.
target triple = "spir64-unknown-unknown"

define spir_func i32 @_Z4leafi(i32 %n) {
  %r = add i32 %n, 1
  ret i32 %r
}

define spir_func i32 @_Z4lefti(i32 %n) {
  %r = call spir_func i32 @_Z4leafi(i32 %n)
  ret i32 %r
}

define spir_func i32 @_Z5righti(i32 %n) {
  %r = call spir_func i32 @_Z4leafi(i32 %n)
  ret i32 %r
}

define spir_kernel void @_Z7diamondPi(i32 addrspace(1)* %out) {
  %a = call spir_func i32 @_Z4lefti(i32 1)
  %b = call spir_func i32 @_Z5righti(i32 %a)
  store i32 %b, i32 addrspace(1)* %out
  ret void
}
