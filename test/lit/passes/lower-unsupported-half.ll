; prism-lower-unsupported computes the half-precision llvm.fabs, floor,
; ceil, trunc, rint, nearbyint, round, roundeven, minnum, maxnum and
; copysign in float (exact for them) and rounds back: llvm-spirv makes the
; half ones OpenCL half builtins, which PoCL 3.1 lacks. Other half
; intrinsics (sqrt) and the float ones stay.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported -S %s | FileCheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

declare half @llvm.fabs.f16(half)
declare half @llvm.maxnum.f16(half, half)
declare <2 x half> @llvm.floor.v2f16(<2 x half>)
declare half @llvm.sqrt.f16(half)
declare float @llvm.fabs.f32(float)

; CHECK-NOT: declare half @llvm.fabs.f16
; CHECK-LABEL: define half @absolute(
; CHECK: %[[W:.*]] = fpext half %x to float
; CHECK: %[[A:.*]] = call float @llvm.fabs.f32(float %[[W]])
; CHECK: %[[R:.*]] = fptrunc float %[[A]] to half
; CHECK: ret half %[[R]]
define half @absolute(half %x) {
  %r = call half @llvm.fabs.f16(half %x)
  ret half %r
}

; CHECK-LABEL: define half @maximum(
; CHECK-DAG: %[[X:.*]] = fpext half %x to float
; CHECK-DAG: %[[Y:.*]] = fpext half %y to float
; CHECK: call float @llvm.maxnum.f32(float %[[X]], float %[[Y]])
; CHECK: fptrunc float
define half @maximum(half %x, half %y) {
  %r = call half @llvm.maxnum.f16(half %x, half %y)
  ret half %r
}

; CHECK-LABEL: define <2 x half> @vector_floor(
; CHECK: fpext <2 x half> %x to <2 x float>
; CHECK: call <2 x float> @llvm.floor.v2f32(<2 x float>
; CHECK: fptrunc <2 x float> %{{.*}} to <2 x half>
define <2 x half> @vector_floor(<2 x half> %x) {
  %r = call <2 x half> @llvm.floor.v2f16(<2 x half> %x)
  ret <2 x half> %r
}

; CHECK-LABEL: define half @root(
; CHECK: call half @llvm.sqrt.f16(half %x)
define half @root(half %x) {
  %r = call half @llvm.sqrt.f16(half %x)
  ret half %r
}

; CHECK-LABEL: define float @single(
; CHECK: call float @llvm.fabs.f32(float %x)
define float @single(float %x) {
  %r = call float @llvm.fabs.f32(float %x)
  ret float %r
}
