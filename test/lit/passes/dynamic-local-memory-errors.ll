; prism-dynamic-local-memory can only pass the dynamic local memory along
; direct calls. A function that needs it but has its address taken, or that
; is recursive, and a declaration used outside any function, are reported
; by name and opt fails. The module without those lines is rewritten.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-dynamic-local-memory -S %s \
; RUN:   | FileCheck %s --check-prefix=OK --implicit-check-not=@dyn
; RUN: sed -e 's/^  ; ADDRESS-TAKEN //' %s \
; RUN:   | not opt -load-pass-plugin=%prism-passes -passes=prism-dynamic-local-memory -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ADDRESS-TAKEN
; RUN: sed -e 's/^  ; RECURSIVE //' %s \
; RUN:   | not opt -load-pass-plugin=%prism-passes -passes=prism-dynamic-local-memory -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=RECURSIVE
; RUN: sed -e 's/^; INITIALIZER //' %s \
; RUN:   | not opt -load-pass-plugin=%prism-passes -passes=prism-dynamic-local-memory -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=INITIALIZER

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

@dyn = external addrspace(3) global [0 x i32], align 16
; INITIALIZER @table = addrspace(1) global ptr addrspace(3) @dyn

; OK: define spir_kernel void @_Z6kernelPPFvvE(ptr addrspace(1) %fp, ptr addrspace(3) align 16 %prism.dynamic.local)
; OK-NEXT: call spir_func void @_Z5outerv(ptr addrspace(3) %prism.dynamic.local)
define spir_kernel void @_Z6kernelPPFvvE(ptr addrspace(1) %fp) {
  call spir_func void @_Z5outerv()
  ; ADDRESS-TAKEN store ptr @_Z6helperv, ptr addrspace(1) %fp
  ret void
}

; OK: define internal spir_func void @_Z5outerv(ptr addrspace(3) align 16 %prism.dynamic.local)
; OK-NEXT: call spir_func void @_Z6helperv(ptr addrspace(3) %prism.dynamic.local)
define internal spir_func void @_Z5outerv() {
  call spir_func void @_Z6helperv()
  ret void
}

; OK: define internal spir_func void @_Z6helperv(ptr addrspace(3) align 16 %prism.dynamic.local)
; OK-NEXT: store i32 1, ptr addrspace(3) %prism.dynamic.local, align 4
define internal spir_func void @_Z6helperv() {
  store i32 1, ptr addrspace(3) @dyn, align 4
  ; RECURSIVE call spir_func void @_Z5outerv()
  ret void
}

; ADDRESS-TAKEN: error: prism: function 'helper()' uses dynamic local memory but has its address taken or is called indirectly; dynamic local memory can only be passed along direct calls
; RECURSIVE: error: prism: function 'helper()' uses dynamic local memory and is recursive; dynamic local memory cannot be passed along recursive calls
; INITIALIZER: error: prism: dynamic local memory 'dyn' is used by 'table' outside any function; its address is only known inside a kernel launch
