; A device printf whose format is chosen at run time, which OpenCL's printf
; cannot take: lower-printf.ll.
target triple = "spirv64"

define spir_func void @log(i8 addrspace(4)* %format) {
  %n = call spir_func i32 (i8 addrspace(4)*, ...) @__prism_printf(i8 addrspace(4)* %format)
  ret void
}

declare spir_func i32 @__prism_printf(i8 addrspace(4)*, ...)
