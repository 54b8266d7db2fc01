; prism-kernel-symbols writes "<symbol> <argument count> <size>..." per
; kernel: byval arguments count as the alloc size of the byval type, pointers
; to local memory (addrspace(3)) as the word "local", others as the alloc
; size of their type; non-kernels are not listed. A kernel with
; !intel_reqd_sub_group_size ends its line with reqd_sub_group_size=<n>.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-kernel-symbols -prism-symbols-out=%t.symbols -disable-output %s
; RUN: FileCheck %s --input-file=%t.symbols --match-full-lines --implicit-check-not=helper
; RUN: not opt -load-pass-plugin=%prism-passes -passes=prism-kernel-symbols -disable-output %s 2>&1 | FileCheck %s --check-prefix=NO-PATH
; RUN: not opt -load-pass-plugin=%prism-passes -passes=prism-kernel-symbols -prism-symbols-out=%t.missing/dir/out -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD-PATH

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

%struct.Args = type { float addrspace(4)*, float addrspace(4)*, i32 }

; CHECK: _Z4kern4Args 1 24
define hidden spir_kernel void @_Z4kern4Args(%struct.Args* byval(%struct.Args) align 8 %0) {
  ret void
}

; CHECK-NEXT: _ZL2ikPfd.intern.b04f 4 8 8 1 2
define weak_odr spir_kernel void @_ZL2ikPfd.intern.b04f(float addrspace(1)* %p, double %d, i8 %c, i16 %s) {
  ret void
}

; CHECK-NEXT: _Z10with_localPfS_ 2 8 local
define spir_kernel void @_Z10with_localPfS_(float addrspace(1)* %p, float addrspace(3)* %local) {
  ret void
}

; CHECK-NEXT: no_args 0
define spir_kernel void @no_args() {
  ret void
}

; CHECK-NEXT: _Z9sixteen_wPi 1 8 reqd_sub_group_size=16
define spir_kernel void @_Z9sixteen_wPi(i32 addrspace(1)* %p) !intel_reqd_sub_group_size !0 {
  ret void
}

define spir_func void @helper(i32 %x) {
  ret void
}

; NO-PATH: error: prism: prism-kernel-symbols needs -prism-symbols-out=<path>
; BAD-PATH: error: prism: cannot write kernel symbols to '{{.*}}missing/dir/out': No such file or directory

!0 = !{i32 16}
