; prism-lower-unsupported expands the saturating add and subtract
; intrinsics, which llvm-spirv 15 rejects and InstCombine forms from
; saturating arithmetic written in C++ (SYCL's add_sat and sub_sat), into
; the operation, an overflow test and a select, for scalars and vectors.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported -S %s | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

declare i16 @llvm.uadd.sat.i16(i16, i16)
declare <4 x i32> @llvm.usub.sat.v4i32(<4 x i32>, <4 x i32>)
declare i8 @llvm.sadd.sat.i8(i8, i8)
declare i64 @llvm.ssub.sat.i64(i64, i64)

; CHECK-NOT: .sat.
; CHECK-LABEL: define i16 @unsigned_add(
; CHECK: %[[SUM:.*]] = add i16 %a, %b
; CHECK: %[[OVER:.*]] = icmp ult i16 %[[SUM]], %a
; CHECK: select i1 %[[OVER]], i16 -1, i16 %[[SUM]]
define i16 @unsigned_add(i16 %a, i16 %b) {
  %r = call i16 @llvm.uadd.sat.i16(i16 %a, i16 %b)
  ret i16 %r
}

; CHECK-LABEL: define <4 x i32> @unsigned_sub(
; CHECK-DAG: %[[UNDER:.*]] = icmp ult <4 x i32> %a, %b
; CHECK-DAG: %[[DIFF:.*]] = sub <4 x i32> %a, %b
; CHECK: select <4 x i1> %[[UNDER]], <4 x i32> zeroinitializer, <4 x i32> %[[DIFF]]
define <4 x i32> @unsigned_sub(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

; CHECK-LABEL: define i8 @signed_add(
; CHECK: %[[SUM:.*]] = add i8 %a, %b
; CHECK-DAG: xor i8 %a, %[[SUM]]
; CHECK-DAG: xor i8 %b, %[[SUM]]
; CHECK: select i1 %{{.*}}, i8 -128, i8 127
; CHECK: select i1 %{{.*}}, i8 %{{.*}}, i8 %[[SUM]]
define i8 @signed_add(i8 %a, i8 %b) {
  %r = call i8 @llvm.sadd.sat.i8(i8 %a, i8 %b)
  ret i8 %r
}

; CHECK-LABEL: define i64 @signed_sub(
; CHECK: %[[DIFF:.*]] = sub i64 %a, %b
; CHECK-DAG: xor i64 %a, %[[DIFF]]
; CHECK-DAG: xor i64 %a, %b
; CHECK: select i1 %{{.*}}, i64 -9223372036854775808, i64 9223372036854775807
define i64 @signed_sub(i64 %a, i64 %b) {
  %r = call i64 @llvm.ssub.sat.i64(i64 %a, i64 %b)
  ret i64 %r
}
