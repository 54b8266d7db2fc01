; prism-lower-printf turns the device printf (__prism_printf) into the
; OpenCL.std printf as llvm-spirv 15 takes it, with the format copied into
; the constant address space (UniformConstant): from a literal given
; directly (optimised code), at an offset, through a local variable stored
; once (-O0 code, whose local goes with the call), and from an array that
; is constant memory already (DPC++'s spelling), whose -O0 cast to generic,
; invalid in SPIR-V, goes too. The module then translates and validates.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-printf -S %s | FileCheck %s --implicit-check-not=__prism_printf
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-printf,prism-lower-unsupported %s -o %t.bc
; RUN: %llvm-spirv --spirv-ext=-all %t.bc -o %t.spv
; RUN: %spirv-val %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV
; A format chosen at run time is an error naming the function.
; RUN: not opt -load-pass-plugin=%prism-passes -passes=prism-lower-printf -disable-output %S/Inputs/printf-runtime-format.ll 2>&1 | FileCheck %s --check-prefix=ERROR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

@.str = private unnamed_addr addrspace(1) constant [6 x i8] c"x=%d\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(1) constant [9 x i8] c"ab%s %f\0A\00", align 1
@constant_format = internal addrspace(2) constant [6 x i8] c"c=%d\0A\00", align 1

; CHECK-DAG: @.str.constant = private unnamed_addr addrspace(2) constant [6 x i8] c"x=%d\0A\00", align 1
; CHECK-DAG: @.str.1.constant = private unnamed_addr addrspace(2) constant [9 x i8] c"ab%s %f\0A\00", align 1

; CHECK-LABEL: define spir_kernel void @optimised(
; CHECK: %format = getelementptr inbounds [6 x i8], [6 x i8] addrspace(2)* @.str.constant, i64 0, i64 0
; CHECK-NEXT: %1 = call spir_func i32 (i8 addrspace(2)*, ...) @_Z18__spirv_ocl_printfPU3AS2Kcz(i8 addrspace(2)* %format, i32 %x)
; CHECK: %format1 = getelementptr inbounds [9 x i8], [9 x i8] addrspace(2)* @.str.1.constant, i64 0, i64 2
; CHECK-NEXT: %2 = call spir_func i32 (i8 addrspace(2)*, ...) @_Z18__spirv_ocl_printfPU3AS2Kcz(i8 addrspace(2)* %format1, i8 addrspace(4)* %s, double 1.500000e+00)
define spir_kernel void @optimised(i32 %x, i8 addrspace(4)* %s) {
  %n = call spir_func i32 (i8 addrspace(4)*, ...) @__prism_printf(i8 addrspace(4)* getelementptr inbounds ([6 x i8], [6 x i8] addrspace(4)* addrspacecast ([6 x i8] addrspace(1)* @.str to [6 x i8] addrspace(4)*), i64 0, i64 0), i32 %x)
  %m = call spir_func i32 (i8 addrspace(4)*, ...) @__prism_printf(i8 addrspace(4)* getelementptr inbounds ([9 x i8], [9 x i8] addrspace(4)* addrspacecast ([9 x i8] addrspace(1)* @.str.1 to [9 x i8] addrspace(4)*), i64 0, i64 2), i8 addrspace(4)* %s, double 1.5)
  ret void
}

; CHECK-LABEL: define spir_kernel void @unoptimised(
; CHECK-NEXT: %[[F:format[0-9]*]] = getelementptr inbounds [6 x i8], [6 x i8] addrspace(2)* @.str.constant, i64 0, i64 0
; CHECK-NEXT: %1 = call spir_func i32 (i8 addrspace(2)*, ...) @_Z18__spirv_ocl_printfPU3AS2Kcz(i8 addrspace(2)* %[[F]], i32 %x)
; CHECK-NEXT: ret void
define spir_kernel void @unoptimised(i32 %x) {
  %format.addr = alloca i8 addrspace(4)*, align 8
  %format.addr.ascast = addrspacecast i8 addrspace(4)** %format.addr to i8 addrspace(4)* addrspace(4)*
  store i8 addrspace(4)* getelementptr inbounds ([6 x i8], [6 x i8] addrspace(4)* addrspacecast ([6 x i8] addrspace(1)* @.str to [6 x i8] addrspace(4)*), i64 0, i64 0), i8 addrspace(4)* addrspace(4)* %format.addr.ascast, align 8
  %format = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(4)* %format.addr.ascast, align 8
  %n = call spir_func i32 (i8 addrspace(4)*, ...) @__prism_printf(i8 addrspace(4)* %format, i32 %x)
  ret void
}

; CHECK-LABEL: define spir_kernel void @constant_array(
; CHECK-NEXT: %[[F:format[0-9]*]] = getelementptr inbounds [6 x i8], [6 x i8] addrspace(2)* @constant_format, i64 0, i64 0
; CHECK-NEXT: %1 = call spir_func i32 (i8 addrspace(2)*, ...) @_Z18__spirv_ocl_printfPU3AS2Kcz(i8 addrspace(2)* %[[F]], i32 %x)
; CHECK-NEXT: ret void
define spir_kernel void @constant_array(i32 %x) {
  %format.addr = alloca i8 addrspace(4)*, align 8
  %format.addr.ascast = addrspacecast i8 addrspace(4)** %format.addr to i8 addrspace(4)* addrspace(4)*
  %generic = addrspacecast [6 x i8] addrspace(2)* @constant_format to [6 x i8] addrspace(4)*
  %first = getelementptr inbounds [6 x i8], [6 x i8] addrspace(4)* %generic, i64 0, i64 0
  store i8 addrspace(4)* %first, i8 addrspace(4)* addrspace(4)* %format.addr.ascast, align 8
  %format = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(4)* %format.addr.ascast, align 8
  %n = call spir_func i32 (i8 addrspace(4)*, ...) @__prism_printf(i8 addrspace(4)* %format, i32 %x)
  ret void
}

declare spir_func i32 @__prism_printf(i8 addrspace(4)*, ...)

; SPIRV-COUNT-4: OpExtInst %uint %{{[0-9]+}} printf

; ERROR: prism: error: printf in 'log': the format must be a string literal or a constant array (OpenCL reads it from constant memory)
; ERROR: error: prism: 1 device printf call(s) cannot be lowered
