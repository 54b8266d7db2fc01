; prism-static-local-memory gives every call of __prism_static_local_memory
; a work-group variable of its own, of the requested size and alignment, in
; address space 3: the two calls in @_Z3twov get two, the call in the loop
; one. Every call of __prism_group_scratch shares one variable, as large and
; as aligned as the largest call, and each kernel that reaches one gets
; !prism_max_work_group_size, the smallest limit it reaches. The functions
; with calls, and their callers up to the kernels, become always-inline
; (PoCL gives each work-group its own variable only where a kernel uses it
; itself). A size that is not a constant is an error naming the function.
; The whole spir64 pipeline, at -O0 and -O2, gives valid SPIR-V that uses
; the variables in the kernels only.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-static-local-memory -S %s \
; RUN:   | FileCheck %s --implicit-check-not=__prism_static_local_memory --implicit-check-not=__prism_group_scratch
; RUN: sed -e 's/^  ; NOT-CONSTANT //' %s \
; RUN:   | not opt -load-pass-plugin=%prism-passes -passes=prism-static-local-memory -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOT-CONSTANT
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-opt-level=0 -prism-symbols-out=%t.O0.symbols %s -o %t.O0.bc
; RUN: FileCheck %s --input-file=%t.O0.symbols --check-prefix=SYMBOLS --match-full-lines
; RUN: llvm-dis %t.O0.bc -o - | FileCheck %s --check-prefix=INLINED
; RUN: %llvm-spirv --spirv-ext=-all %t.O0.bc -o %t.O0.spv
; RUN: %spirv-val %t.O0.spv
; RUN: %spirv-dis %t.O0.spv | FileCheck %s --check-prefix=SPIRV
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-opt-level=2 -prism-symbols-out=%t.O2.symbols %s -o %t.O2.bc
; RUN: %llvm-spirv --spirv-ext=-all %t.O2.bc -o %t.O2.spv
; RUN: %spirv-val %t.O2.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

; CHECK-DAG: @[[A:prism.static.local[.0-9]*]] = internal addrspace(3) global [256 x i8] undef, align 16
; CHECK-DAG: @[[B:prism.static.local[.0-9]*]] = internal addrspace(3) global [4 x i8] undef, align 4
; CHECK-DAG: @[[C:prism.static.local[.0-9]*]] = internal addrspace(3) global [8 x i8] undef, align 8
; CHECK-DAG: @[[S:prism.group.scratch]] = internal addrspace(3) global [4100 x i8] undef, align 8

; CHECK-LABEL: define spir_kernel void @_Z3twov(i32 addrspace(1)* %out)
; CHECK: store i8 1, i8 addrspace(4)* addrspacecast (i8 addrspace(3)* getelementptr inbounds ([256 x i8], [256 x i8] addrspace(3)* @[[A]], i32 0, i32 0) to i8 addrspace(4)*)
; CHECK: store i8 2, i8 addrspace(4)* addrspacecast (i8 addrspace(3)* getelementptr inbounds ([4 x i8], [4 x i8] addrspace(3)* @[[B]], i32 0, i32 0) to i8 addrspace(4)*)
define spir_kernel void @_Z3twov(i32 addrspace(1)* %out) {
  %a = call spir_func i8 addrspace(4)* @__prism_static_local_memory(i64 256, i64 16)
  %b = call spir_func i8 addrspace(4)* @__prism_static_local_memory(i64 4, i64 4)
  store i8 1, i8 addrspace(4)* %a
  store i8 2, i8 addrspace(4)* %b
  %v = load i8, i8 addrspace(4)* %a
  %w = zext i8 %v to i32
  store i32 %w, i32 addrspace(1)* %out
  ret void
}

; CHECK-LABEL: define spir_kernel void @_Z4loopi(i32 %n)
; CHECK: store i8 3, i8 addrspace(4)* addrspacecast (i8 addrspace(3)* getelementptr inbounds ([8 x i8], [8 x i8] addrspace(3)* @[[C]], i32 0, i32 0) to i8 addrspace(4)*)
define spir_kernel void @_Z4loopi(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %p = call spir_func i8 addrspace(4)* @__prism_static_local_memory(i64 8, i64 8)
  store i8 3, i8 addrspace(4)* %p
  %next = add i32 %i, 1
  %size = zext i32 %n to i64
  ; NOT-CONSTANT %q = call spir_func i8 addrspace(4)* @__prism_static_local_memory(i64 %size, i64 8)
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Two helpers share the scratch; the kernel reaching both gets the smaller
; limit, the one reaching only @_Z6scratchv its 1024.
; CHECK-LABEL: define spir_kernel void @_Z4bothPi(
; CHECK-SAME: !prism_max_work_group_size ![[LIMIT256:[0-9]+]]
define spir_kernel void @_Z4bothPi(i32 addrspace(1)* %out) {
  call spir_func void @_Z6middlePi(i32 addrspace(1)* %out)
  call spir_func void @_Z5smallv()
  ret void
}

; CHECK-LABEL: define spir_kernel void @_Z3onePi(
; CHECK-SAME: !prism_max_work_group_size ![[LIMIT1024:[0-9]+]]
define spir_kernel void @_Z3onePi(i32 addrspace(1)* %out) {
  call spir_func void @_Z6middlePi(i32 addrspace(1)* %out)
  ret void
}

; A kernel whose own bound (__launch_bounds__, from prism-kernel-attributes)
; is lower than the scratch's keeps it.
; CHECK-LABEL: define spir_kernel void @_Z7boundedPi(
; CHECK-SAME: !prism_max_work_group_size ![[LIMIT128:[0-9]+]]
define spir_kernel void @_Z7boundedPi(i32 addrspace(1)* %out) !prism_max_work_group_size !0 {
  call spir_func void @_Z6middlePi(i32 addrspace(1)* %out)
  ret void
}

; CHECK: define internal spir_func void @_Z6middlePi({{.*}}) #[[ALWAYS:[0-9]+]]
define internal spir_func void @_Z6middlePi(i32 addrspace(1)* %out) noinline {
  %v = call spir_func i32 @_Z7scratchv()
  store i32 %v, i32 addrspace(1)* %out
  ret void
}

; CHECK: define internal spir_func i32 @_Z7scratchv() #[[ALWAYS]]
; CHECK: addrspace(3)* @[[S]]
define internal spir_func i32 @_Z7scratchv() noinline {
  %p = call spir_func i8 addrspace(4)* @__prism_group_scratch(i64 4100, i64 4, i64 1024)
  %q = bitcast i8 addrspace(4)* %p to i32 addrspace(4)*
  %v = load i32, i32 addrspace(4)* %q
  ret i32 %v
}

; CHECK: define internal spir_func void @_Z5smallv() #[[ALWAYS]]
define internal spir_func void @_Z5smallv() noinline {
  %p = call spir_func i8 addrspace(4)* @__prism_group_scratch(i64 16, i64 8, i64 256)
  store i8 0, i8 addrspace(4)* %p
  ret void
}

declare spir_func i8 addrspace(4)* @__prism_static_local_memory(i64, i64)
declare spir_func i8 addrspace(4)* @__prism_group_scratch(i64, i64, i64)

!0 = !{i32 128}

; CHECK-DAG: attributes #[[ALWAYS]] = { alwaysinline }
; CHECK-DAG: ![[LIMIT256]] = !{i32 256}
; CHECK-DAG: ![[LIMIT1024]] = !{i32 1024}
; CHECK-DAG: ![[LIMIT128]] = !{i32 128}

; NOT-CONSTANT: error: prism: '_Z4loopi' asks __prism_static_local_memory for work-group local memory whose size or alignment is not a constant

; SYMBOLS: _Z3twov 1 8
; SYMBOLS-NEXT: _Z4loopi 1 4
; SYMBOLS-NEXT: _Z4bothPi 1 8 max_work_group_size=256
; SYMBOLS-NEXT: _Z3onePi 1 8 max_work_group_size=1024
; SYMBOLS-NEXT: _Z7boundedPi 1 8 max_work_group_size=128

; After the pipeline only kernels are left, and they use the variables.
; INLINED-NOT: define {{.*}}spir_func
; SPIRV-COUNT-4: OpVariable %{{.*}} Workgroup
