; prism-dynamic-local-memory with opaque pointers: two different declarations
; used in one kernel both become its one local parameter, also inside nested
; constant expressions, phis (built once per incoming block) and vector
; constants; calls keep their attributes; @llvm.used follows the new kernel.
; Modules for other targets (NVPTX handles dynamic shared memory natively)
; are left alone.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-dynamic-local-memory -S %s \
; RUN:   | FileCheck %s --implicit-check-not=@dyn_float --implicit-check-not=@dyn_bytes --implicit-check-not="[0 x"
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-dynamic-local-memory,prism-kernel-symbols \
; RUN:   -prism-symbols-out=%t.symbols -disable-output %s
; RUN: FileCheck %s --input-file=%t.symbols --check-prefix=SYMBOLS --match-full-lines
; RUN: sed -e 's/"spirv64"/"nvptx64-nvidia-cuda"/' %s \
; RUN:   | opt -load-pass-plugin=%prism-passes -passes=prism-dynamic-local-memory -S \
; RUN:   | FileCheck %s --check-prefix=NVPTX

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

; CHECK: @llvm.used = appending global [1 x ptr] [ptr @two_decls], section "llvm.metadata"
; NVPTX: @dyn_float = external addrspace(3) global [0 x float], align 16
; NVPTX: define spir_kernel void @two_decls(ptr addrspace(1) %out, i32 %sel, i64 %i)
@dyn_float = external addrspace(3) global [0 x float], align 16
@dyn_bytes = external addrspace(3) global [0 x i8], align 4
@llvm.used = appending global [1 x ptr] [ptr @two_decls], section "llvm.metadata"

; CHECK-LABEL: define spir_kernel void @two_decls(ptr addrspace(1) %out, i32 %sel, i64 %i, ptr addrspace(3) align 16 %prism.dynamic.local) !kernel_md !0 {
; CHECK-NEXT: entry:
; CHECK-NEXT:   [[F:%[0-9]+]] = addrspacecast ptr addrspace(3) %prism.dynamic.local to ptr addrspace(4)
; CHECK-NEXT:   %elt = getelementptr inbounds float, ptr addrspace(4) [[F]], i64 %i
; CHECK-NEXT:   store float 1.000000e+00, ptr addrspace(4) %elt, align 4
; CHECK-NEXT:   [[B:%[0-9]+]] = addrspacecast ptr addrspace(3) %prism.dynamic.local to ptr addrspace(4)
; CHECK-NEXT:   [[B16:%[0-9]+]] = getelementptr i8, ptr addrspace(4) [[B]], i64 16
; CHECK-NEXT:   %byte = load i8, ptr addrspace(4) [[B16]], align 1
; CHECK-NEXT:   %pair = alloca <2 x ptr addrspace(3)>, align 16
; CHECK-NEXT:   [[V0:%[0-9]+]] = insertelement <2 x ptr addrspace(3)> poison, ptr addrspace(3) %prism.dynamic.local, i32 0
; CHECK-NEXT:   [[P4:%[0-9]+]] = getelementptr i8, ptr addrspace(3) %prism.dynamic.local, i64 4
; CHECK-NEXT:   [[V1:%[0-9]+]] = insertelement <2 x ptr addrspace(3)> [[V0]], ptr addrspace(3) [[P4]], i32 1
; CHECK-NEXT:   store <2 x ptr addrspace(3)> [[V1]], ptr %pair, align 16
; The phi's incoming value from %entry is built once, before the switch.
; CHECK-NEXT:   [[E0:%[0-9]+]] = addrspacecast ptr addrspace(3) %prism.dynamic.local to ptr addrspace(4)
; CHECK-NEXT:   [[E:%[0-9]+]] = getelementptr i8, ptr addrspace(4) [[E0]], i64 4
; CHECK-NEXT:   switch i32 %sel, label %other [
; CHECK-NEXT:     i32 0, label %join
; CHECK-NEXT:     i32 1, label %join
; CHECK-NEXT:   ]
; CHECK:      other:
; CHECK-NEXT:   [[O:%[0-9]+]] = addrspacecast ptr addrspace(3) %prism.dynamic.local to ptr addrspace(4)
; CHECK-NEXT:   [[O8:%[0-9]+]] = getelementptr i8, ptr addrspace(4) [[O]], i64 8
; CHECK-NEXT:   br label %join
; CHECK:      join:
; CHECK-NEXT:   %ptr = phi ptr addrspace(4) [ [[E]], %entry ], [ [[E]], %entry ], [ [[O8]], %other ]
; CHECK-NEXT:   %v = call float @helper(ptr addrspace(4) noundef %ptr, ptr addrspace(3) %prism.dynamic.local) #0
define spir_kernel void @two_decls(ptr addrspace(1) %out, i32 %sel, i64 %i) !kernel_md !0 {
entry:
  %elt = getelementptr inbounds [0 x float], ptr addrspace(4) addrspacecast (ptr addrspace(3) @dyn_float to ptr addrspace(4)), i64 0, i64 %i
  store float 1.0, ptr addrspace(4) %elt, align 4
  %byte = load i8, ptr addrspace(4) getelementptr (i8, ptr addrspace(4) addrspacecast (ptr addrspace(3) @dyn_bytes to ptr addrspace(4)), i64 16), align 1
  %pair = alloca <2 x ptr addrspace(3)>, align 16
  store <2 x ptr addrspace(3)> <ptr addrspace(3) @dyn_float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dyn_bytes, i64 4)>, ptr %pair, align 16
  switch i32 %sel, label %other [
    i32 0, label %join
    i32 1, label %join
  ]
other:
  br label %join
join:
  %ptr = phi ptr addrspace(4) [ getelementptr (i8, ptr addrspace(4) addrspacecast (ptr addrspace(3) @dyn_bytes to ptr addrspace(4)), i64 4), %entry ], [ getelementptr (i8, ptr addrspace(4) addrspacecast (ptr addrspace(3) @dyn_bytes to ptr addrspace(4)), i64 4), %entry ], [ getelementptr (i8, ptr addrspace(4) addrspacecast (ptr addrspace(3) @dyn_float to ptr addrspace(4)), i64 8), %other ]
  %v = call float @helper(ptr addrspace(4) noundef %ptr) #0
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define internal float @helper(ptr addrspace(4) noundef %p, ptr addrspace(3) align 16 %prism.dynamic.local) #0 {
; CHECK-NEXT:   [[H:%[0-9]+]] = addrspacecast ptr addrspace(3) %prism.dynamic.local to ptr addrspace(4)
; CHECK-NEXT:   %first = load float, ptr addrspace(4) [[H]], align 4
define internal float @helper(ptr addrspace(4) noundef %p) #0 {
  %first = load float, ptr addrspace(4) addrspacecast (ptr addrspace(3) @dyn_float to ptr addrspace(4)), align 4
  %second = load float, ptr addrspace(4) %p, align 4
  %sum = fadd float %first, %second
  ret float %sum
}

; CHECK-LABEL: define spir_kernel void @no_local(ptr addrspace(1) %out) {
define spir_kernel void @no_local(ptr addrspace(1) %out) {
  store float 0.0, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { convergent nounwind }

!0 = !{!"kept"}

; SYMBOLS: two_decls 4 8 4 8 local
; SYMBOLS-NEXT: no_local 1 8
