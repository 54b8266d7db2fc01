; prism-global-address-table adds __prism_global_address_table(out, capacity)
; to a module with device variables the host may name: out[0] is their
; count and, when capacity allows, each gets { FNV-1a hash of its name,
; address, size } (include/prism/global_address_table.h). Internal globals,
; local memory and declarations are not listed; a module without such
; variables gets no kernel.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-global-address-table -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-global-address-table -S %S/Inputs/no-device-variables.ll \
; RUN:   | FileCheck %s --check-prefix=NONE
; The post-link pipeline adds it after prism-kernels-only, and the kernel
; table lists it.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-symbols-out=%t.symbols -S %s \
; RUN:   | FileCheck %s --check-prefix=PIPELINE
; RUN: FileCheck %s --input-file=%t.symbols --check-prefix=SYMBOLS

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spirv64"

@coefficients = addrspace(1) externally_initialized global [7 x float] zeroinitializer, align 4
@counter = addrspace(2) externally_initialized global i32 0, align 4
@internal_table = internal addrspace(1) global [4 x float] zeroinitializer
@tile = addrspace(3) global [64 x float] undef
@elsewhere = external addrspace(1) global i32

; CHECK-LABEL: define spir_kernel void @__prism_global_address_table(i64 addrspace(1)* %out, i64 %capacity)
; CHECK: store i64 2, i64 addrspace(1)* %out
; CHECK: %fits = icmp uge i64 %capacity, 2
; CHECK: br i1 %fits, label %write, label %done
; CHECK: write:
; CHECK: store i64 -8255412613096966061, i64 addrspace(1)* %{{.*}}
; CHECK-NEXT: getelementptr inbounds i64, i64 addrspace(1)* %out, i64 2
; CHECK-NEXT: store i64 ptrtoint ([7 x float] addrspace(1)* @coefficients to i64)
; CHECK: getelementptr inbounds i64, i64 addrspace(1)* %out, i64 3
; CHECK-NEXT: store i64 28,
; CHECK: store i64 8617475657843178595,
; CHECK: store i64 ptrtoint (i32 addrspace(2)* @counter to i64)
; CHECK: getelementptr inbounds i64, i64 addrspace(1)* %out, i64 6
; CHECK-NEXT: store i64 4,
; CHECK-NEXT: br label %done
; CHECK-NOT: internal_table
; CHECK-NOT: @tile
; CHECK-NOT: @elsewhere

; NONE-NOT: __prism_global_address_table

; PIPELINE: define {{.*}}spir_kernel void @__prism_global_address_table(
; PIPELINE: store i64 2,
; PIPELINE: ptrtoint ([7 x float] addrspace(1)* @coefficients to i64)
; SYMBOLS: __prism_global_address_table 2 8 8

define spir_kernel void @scale(float addrspace(1)* %data) {
  %c = load float, float addrspace(1)* getelementptr ([7 x float], [7 x float] addrspace(1)* @coefficients, i64 0, i64 3)
  %t = load float, float addrspace(1)* getelementptr ([4 x float], [4 x float] addrspace(1)* @internal_table, i64 0, i64 0)
  %v = load float, float addrspace(1)* %data
  %m = fmul float %c, %v
  %n = fadd float %m, %t
  store float %n, float addrspace(1)* %data
  ret void
}
