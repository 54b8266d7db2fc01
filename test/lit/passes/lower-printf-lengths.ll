; prism-lower-printf writes C's 64-bit length modifiers ll, j, z and t as
; OpenCL's l (PoCL prints "printf format string error" for the others) in
; the format's constant copy, from an offset into the literal too, and keeps
; those OpenCL has (hh, h, l) and escaped percents; a format without them is
; copied whole as before.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-printf -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-printf,prism-lower-unsupported %s -o %t.bc
; RUN: %llvm-spirv --spirv-ext=-all %t.bc -o %t.spv
; RUN: %spirv-val %t.spv

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

@.str = private unnamed_addr addrspace(1) constant [34 x i8] c"%lld %-8llu %jd %zu %td %%ll %hhd\00", align 1
@.str.1 = private unnamed_addr addrspace(1) constant [11 x i8] c"ab%ld %5d\0A\00", align 1
@.str.2 = private unnamed_addr addrspace(1) constant [11 x i8] c"x=%llu end\00", align 1

; CHECK-DAG: @.str.opencl = private unnamed_addr addrspace(2) constant [32 x i8] c"%ld %-8lu %ld %lu %ld %%ll %hhd\00", align 1
; CHECK-DAG: @.str.2.opencl = private unnamed_addr addrspace(2) constant [8 x i8] c"%lu end\00", align 1
; CHECK-DAG: @.str.1.constant = private unnamed_addr addrspace(2) constant [11 x i8] c"ab%ld %5d\0A\00", align 1

; CHECK-LABEL: define spir_kernel void @lengths(
; CHECK: getelementptr inbounds [32 x i8], [32 x i8] addrspace(2)* @.str.opencl, i64 0, i64 0
; CHECK: getelementptr inbounds [11 x i8], [11 x i8] addrspace(2)* @.str.1.constant, i64 0, i64 2
; CHECK: getelementptr inbounds [8 x i8], [8 x i8] addrspace(2)* @.str.2.opencl, i64 0, i64 0
define spir_kernel void @lengths(i64 %x, i32 %c) {
  %n = call spir_func i32 (i8 addrspace(4)*, ...) @__prism_printf(i8 addrspace(4)* getelementptr inbounds ([34 x i8], [34 x i8] addrspace(4)* addrspacecast ([34 x i8] addrspace(1)* @.str to [34 x i8] addrspace(4)*), i64 0, i64 0), i64 %x, i64 %x, i64 %x, i64 %x, i64 %x, i32 %c)
  %m = call spir_func i32 (i8 addrspace(4)*, ...) @__prism_printf(i8 addrspace(4)* getelementptr inbounds ([11 x i8], [11 x i8] addrspace(4)* addrspacecast ([11 x i8] addrspace(1)* @.str.1 to [11 x i8] addrspace(4)*), i64 0, i64 2), i64 %x, i32 %c)
  %o = call spir_func i32 (i8 addrspace(4)*, ...) @__prism_printf(i8 addrspace(4)* getelementptr inbounds ([11 x i8], [11 x i8] addrspace(4)* addrspacecast ([11 x i8] addrspace(1)* @.str.2 to [11 x i8] addrspace(4)*), i64 0, i64 2), i64 %x)
  ret void
}

declare spir_func i32 @__prism_printf(i8 addrspace(4)*, ...)
