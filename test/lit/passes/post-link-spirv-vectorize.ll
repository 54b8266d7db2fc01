; The optimisation in prism-post-link-spirv runs without the loop and SLP
; vectorizers: with no TargetMachine for spirv64, the loop vectorizer turns
; this strided store loop (an -O0 HIP-mode kernel) into a GEP over a vector
; of indices whose pointers are extracted one by one, and llvm-spirv 15
; aborts on vectors of pointers. Source:
;   extern __shared__ unsigned char bytes[];
;   __global__ void fill(unsigned char *out, size_t n) {
;     size_t l = __spirv_BuiltInLocalInvocationId(0);
;     for (size_t i = l; i < n; i += 32)
;       bytes[i] = i % 100;
;     out[l] = bytes[l];
;   }
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-opt-level=2 -prism-symbols-out=%t.symbols %s -o %t.bc
; RUN: llvm-dis %t.bc -o - | FileCheck %s --implicit-check-not="x i8 addrspace" --implicit-check-not="x i64>"
; RUN: %llvm-spirv --spirv-ext=-all %t.bc -o %t.spv
; RUN: %spirv-val %t.spv

; CHECK: define hidden spir_kernel void @_Z4fillPhm(i8 addrspace(1)* nocapture noundef writeonly %0, i64 noundef %1, i8 addrspace(3)* nocapture align 16 %prism.dynamic.local)
; CHECK: store i8 %{{[0-9]+}}, i8 addrspace(3)* %{{[0-9]+}}, align 1

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

@bytes = external hidden addrspace(3) global [0 x i8], align 1

define hidden spir_kernel void @_Z4fillPhm(i8 addrspace(1)* noundef %0, i64 noundef %1) #0 {
  %3 = alloca i8 addrspace(4)*, align 8
  %4 = alloca i8 addrspace(4)*, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = addrspacecast i8 addrspace(4)** %3 to i8 addrspace(4)* addrspace(4)*
  %9 = addrspacecast i8 addrspace(4)** %4 to i8 addrspace(4)* addrspace(4)*
  %10 = addrspacecast i64* %5 to i64 addrspace(4)*
  %11 = addrspacecast i64* %6 to i64 addrspace(4)*
  %12 = addrspacecast i64* %7 to i64 addrspace(4)*
  %13 = addrspacecast i8 addrspace(1)* %0 to i8 addrspace(4)*
  store i8 addrspace(4)* %13, i8 addrspace(4)* addrspace(4)* %8, align 8
  %14 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(4)* %8, align 8
  store i8 addrspace(4)* %14, i8 addrspace(4)* addrspace(4)* %9, align 8
  store i64 %1, i64 addrspace(4)* %10, align 8
  %15 = call spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef 0) #2
  store i64 %15, i64 addrspace(4)* %11, align 8
  %16 = load i64, i64 addrspace(4)* %11, align 8
  store i64 %16, i64 addrspace(4)* %12, align 8
  br label %17

17:                                               ; preds = %27, %2
  %18 = load i64, i64 addrspace(4)* %12, align 8
  %19 = load i64, i64 addrspace(4)* %10, align 8
  %20 = icmp ult i64 %18, %19
  br i1 %20, label %21, label %30

21:                                               ; preds = %17
  %22 = load i64, i64 addrspace(4)* %12, align 8
  %23 = urem i64 %22, 100
  %24 = trunc i64 %23 to i8
  %25 = load i64, i64 addrspace(4)* %12, align 8
  %26 = getelementptr inbounds [0 x i8], [0 x i8] addrspace(4)* addrspacecast ([0 x i8] addrspace(3)* @bytes to [0 x i8] addrspace(4)*), i64 0, i64 %25
  store i8 %24, i8 addrspace(4)* %26, align 1
  br label %27

27:                                               ; preds = %21
  %28 = load i64, i64 addrspace(4)* %12, align 8
  %29 = add i64 %28, 32
  store i64 %29, i64 addrspace(4)* %12, align 8
  br label %17, !llvm.loop !4

30:                                               ; preds = %17
  %31 = load i64, i64 addrspace(4)* %11, align 8
  %32 = getelementptr inbounds [0 x i8], [0 x i8] addrspace(4)* addrspacecast ([0 x i8] addrspace(3)* @bytes to [0 x i8] addrspace(4)*), i64 0, i64 %31
  %33 = load i8, i8 addrspace(4)* %32, align 1
  %34 = load i8 addrspace(4)*, i8 addrspace(4)* addrspace(4)* %9, align 8
  %35 = load i64, i64 addrspace(4)* %11, align 8
  %36 = getelementptr inbounds i8, i8 addrspace(4)* %34, i64 %35
  store i8 %33, i8 addrspace(4)* %36, align 1
  ret void
}

declare hidden spir_func noundef i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 noundef) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 0, i32 0}
!3 = !{!"Debian clang version 15.0.6"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
