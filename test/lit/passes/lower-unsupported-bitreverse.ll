; prism-lower-unsupported expands llvm.bitreverse, which llvm-spirv 15 makes
; an OpBitReverse that needs the Shader capability (no OpenCL device has it)
; and which InstCombine forms from a reversal written with shifts and masks,
; into swaps of groups of 1, 2, 4, ... bits, for scalars and vectors.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported -S %s | FileCheck %s
; The expansion computes the reversal: constants fold to their reverse.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported,instsimplify -S %s | FileCheck %s --check-prefix=FOLD

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

declare i32 @llvm.bitreverse.i32(i32)
declare i8 @llvm.bitreverse.i8(i8)
declare <2 x i64> @llvm.bitreverse.v2i64(<2 x i64>)

; CHECK-NOT: @llvm.bitreverse
; CHECK-LABEL: define i32 @reverse32(
; CHECK-DAG: lshr i32 %x, 1
; CHECK-DAG: and i32 %x, 1431655765
; CHECK-DAG: and i32 %{{[0-9]+}}, 1431655765
; CHECK-DAG: shl i32 %{{.*}}, 1
; CHECK: and i32 %{{.*}}, 65535
; CHECK: ret i32
define i32 @reverse32(i32 %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  ret i32 %r
}

; CHECK-LABEL: define <2 x i64> @reverse_vector(
; CHECK-DAG: lshr <2 x i64> %x, <i64 1, i64 1>
; CHECK-DAG: lshr <2 x i64> %{{.*}}, <i64 32, i64 32>
; CHECK: ret <2 x i64>
define <2 x i64> @reverse_vector(<2 x i64> %x) {
  %r = call <2 x i64> @llvm.bitreverse.v2i64(<2 x i64> %x)
  ret <2 x i64> %r
}

; FOLD-LABEL: define i32 @constant32(
; FOLD: ret i32 -1073741824
define i32 @constant32() {
  %r = call i32 @llvm.bitreverse.i32(i32 3)
  ret i32 %r
}

; FOLD-LABEL: define i8 @constant8(
; FOLD: ret i8 -127
define i8 @constant8() {
  %r = call i8 @llvm.bitreverse.i8(i8 129)
  ret i8 %r
}

; FOLD-LABEL: define <2 x i64> @constant_vector(
; FOLD: ret <2 x i64> <i64 -9223372036854775808, i64 1>
define <2 x i64> @constant_vector() {
  %r = call <2 x i64> @llvm.bitreverse.v2i64(<2 x i64> <i64 1, i64 -9223372036854775808>)
  ret <2 x i64> %r
}
