; The prism-post-link-spirv alias runs strip-optnone, kernels-only,
; dynamic-local-memory, [optimisation, infer-address-spaces],
; lower-unsupported, check-imports and kernel-symbols, in an order where
; host-only code that no kernel reaches is gone before the import check, and
; freeze/llvm.compiler.used are gone before translation. Dynamic local memory
; is covered by dynamic-local-memory.ll.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-symbols-out=%t.symbols -S < %s \
; RUN:   | FileCheck %s --implicit-check-not=optnone --implicit-check-not=freeze \
; RUN:     --implicit-check-not=llvm.compiler.used --implicit-check-not=__cxa_throw
; RUN: FileCheck %s --input-file=%t.symbols --check-prefix=SYMBOLS --match-full-lines
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-opt-level=2 -prism-symbols-out=%t.O2.symbols -S < %s \
; RUN:   | FileCheck %s --check-prefix=O2 --implicit-check-not=freeze --implicit-check-not=@helper
; RUN: sed -e 's/^  ; CALL-DEAD-THROW //' %s \
; RUN:   | not opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-symbols-out=%t.err.symbols -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERROR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

@llvm.compiler.used = appending addrspace(1) global [1 x i8 addrspace(4)*] [i8 addrspace(4)* addrspacecast (i8* bitcast (void ()* @_Z10dead_throwv to i8*) to i8 addrspace(4)*)], section "llvm.metadata"

; CHECK: define hidden spir_kernel void @_Z6kernelPii(i32 addrspace(1)* %p, i32 %x) #[[ATTR:[0-9]+]]
; CHECK: define internal spir_func i32 @helper(i32 %x) #[[ATTR]]
; CHECK: attributes #[[ATTR]] = { convergent nounwind "no-jump-tables"="true" }
; O2: define hidden spir_kernel void @_Z6kernelPii(
; O2-NEXT: store i32 %x, i32 addrspace(1)* %p
define hidden spir_kernel void @_Z6kernelPii(i32 addrspace(1)* %p, i32 %x) #0 {
  %v = call spir_func i32 @helper(i32 %x)
  store i32 %v, i32 addrspace(1)* %p
  ; CALL-DEAD-THROW call spir_func void @_Z10dead_throwv()
  ret void
}

define hidden spir_func i32 @helper(i32 %x) #0 {
  %f = freeze i32 %x
  ret i32 %f
}

define hidden spir_func void @_Z10dead_throwv() #0 {
  call spir_func void @__cxa_throw(i8 addrspace(4)* null, i8 addrspace(4)* null, i8 addrspace(4)* null)
  unreachable
}

declare spir_func void @__cxa_throw(i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*)

attributes #0 = { convergent noinline nounwind optnone }

; SYMBOLS: _Z6kernelPii 2 8 4

; ERROR: prism: error: kernel 'kernel(int*, int)' calls '__cxa_throw', which has no device definition (host-only, or in another translation unit without -fgpu-rdc?)
