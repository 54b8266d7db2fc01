; prism-kernel-attributes moves the frontend's "prism.reqd_sub_group_size=N"
; annotations onto their kernels as !intel_reqd_sub_group_size and removes
; them, with the strings only they used; a user's annotation stays. The
; kernel table then lists the size, and llvm-spirv makes it the SubgroupSize
; execution mode.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-kernel-attributes -S %s \
; RUN:   | FileCheck %s --implicit-check-not=prism.reqd_sub_group_size
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-kernel-attributes,prism-kernel-symbols \
; RUN:   -prism-symbols-out=%t.symbols %s -o %t.bc
; RUN: FileCheck %s --input-file=%t.symbols --check-prefix=SYMBOLS --match-full-lines
; RUN: %llvm-spirv --spirv-ext=-all %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; Only the prism entries: the annotations go altogether (the user's string,
; now unused, is not the pass's to remove).
; RUN: sed -e '/user annotation/d' -e 's/\[3 x/[2 x/' %s \
; RUN:   | opt -load-pass-plugin=%prism-passes -passes=prism-kernel-attributes -S \
; RUN:   | FileCheck %s --check-prefix=NONE-LEFT

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

@.str = private unnamed_addr addrspace(1) constant [29 x i8] c"prism.reqd_sub_group_size=16\00", section "llvm.metadata"
@.str.8 = private unnamed_addr addrspace(1) constant [28 x i8] c"prism.reqd_sub_group_size=8\00", section "llvm.metadata"
@.str.file = private unnamed_addr addrspace(1) constant [6 x i8] c"k.cpp\00", section "llvm.metadata"
@.str.user = private unnamed_addr addrspace(1) constant [5 x i8] c"mine\00", section "llvm.metadata"
@llvm.global.annotations = appending global [3 x { i8 addrspace(4)*, i8 addrspace(1)*, i8 addrspace(1)*, i32, i8 addrspace(1)* }] [
  { i8 addrspace(4)*, i8 addrspace(1)*, i8 addrspace(1)*, i32, i8 addrspace(1)* } { i8 addrspace(4)* addrspacecast (i8* bitcast (void (i32 addrspace(1)*)* @_Z5eightPi to i8*) to i8 addrspace(4)*), i8 addrspace(1)* getelementptr inbounds ([5 x i8], [5 x i8] addrspace(1)* @.str.user, i32 0, i32 0), i8 addrspace(1)* getelementptr inbounds ([6 x i8], [6 x i8] addrspace(1)* @.str.file, i32 0, i32 0), i32 9, i8 addrspace(1)* null }, ; user annotation
  { i8 addrspace(4)*, i8 addrspace(1)*, i8 addrspace(1)*, i32, i8 addrspace(1)* } { i8 addrspace(4)* addrspacecast (i8* bitcast (void (i32 addrspace(1)*)* @_Z7sixteenPi to i8*) to i8 addrspace(4)*), i8 addrspace(1)* getelementptr inbounds ([29 x i8], [29 x i8] addrspace(1)* @.str, i32 0, i32 0), i8 addrspace(1)* getelementptr inbounds ([6 x i8], [6 x i8] addrspace(1)* @.str.file, i32 0, i32 0), i32 3, i8 addrspace(1)* null },
  { i8 addrspace(4)*, i8 addrspace(1)*, i8 addrspace(1)*, i32, i8 addrspace(1)* } { i8 addrspace(4)* addrspacecast (i8* bitcast (void (i32 addrspace(1)*)* @_Z5eightPi to i8*) to i8 addrspace(4)*), i8 addrspace(1)* getelementptr inbounds ([28 x i8], [28 x i8] addrspace(1)* @.str.8, i32 0, i32 0), i8 addrspace(1)* getelementptr inbounds ([6 x i8], [6 x i8] addrspace(1)* @.str.file, i32 0, i32 0), i32 9, i8 addrspace(1)* null }
], section "llvm.metadata"

; CHECK: @.str.file = private
; CHECK: @.str.user = private
; CHECK: @llvm.global.annotations = appending global [1 x {{.*}} @.str.user, {{.*}} section "llvm.metadata"
; CHECK: define spir_kernel void @_Z7sixteenPi(i32 addrspace(1)* %p) !intel_reqd_sub_group_size ![[SIXTEEN:[0-9]+]]
define spir_kernel void @_Z7sixteenPi(i32 addrspace(1)* %p) {
  store i32 16, i32 addrspace(1)* %p
  ret void
}

; CHECK: define spir_kernel void @_Z5eightPi(i32 addrspace(1)* %p) !intel_reqd_sub_group_size ![[EIGHT:[0-9]+]]
define spir_kernel void @_Z5eightPi(i32 addrspace(1)* %p) {
  store i32 8, i32 addrspace(1)* %p
  ret void
}

; CHECK: define spir_kernel void @_Z4nonePi(i32 addrspace(1)* %p) {
define spir_kernel void @_Z4nonePi(i32 addrspace(1)* %p) {
  store i32 0, i32 addrspace(1)* %p
  ret void
}

; CHECK-DAG: ![[SIXTEEN]] = !{i32 16}
; CHECK-DAG: ![[EIGHT]] = !{i32 8}

; SYMBOLS: _Z7sixteenPi 1 8 reqd_sub_group_size=16
; SYMBOLS-NEXT: _Z5eightPi 1 8 reqd_sub_group_size=8
; SYMBOLS-NEXT: _Z4nonePi 1 8

; SPIRV-DAG: OpExecutionMode %{{[0-9]+}} SubgroupSize 16
; SPIRV-DAG: OpExecutionMode %{{[0-9]+}} SubgroupSize 8

; NONE-LEFT-NOT: llvm.global.annotations
; NONE-LEFT-NOT: {{@\.str(\.8|\.file)? =}}
; NONE-LEFT: define spir_kernel void @_Z7sixteenPi(i32 addrspace(1)* %p) !intel_reqd_sub_group_size
