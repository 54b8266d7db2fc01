; prism-lower-unsupported turns a signed conversion of a bool to floating
; point into a select of -1.0 or 0.0: llvm-spirv 15 would convert true as
; +1.0. An unsigned conversion, which it translates right, stays.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported -S %s | FileCheck %s
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-lower-unsupported %s -o %t.bc
; RUN: %llvm-spirv %t.bc -o %t.spv
; RUN: %spirv-dis %t.spv | FileCheck %s --check-prefix=SPIRV

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_func float @negated_compare(
; CHECK: %neg = select i1 %lt, float -1.000000e+00, float 0.000000e+00
; CHECK-NOT: sitofp
; CHECK: ret float %neg
; SPIRV-NOT: OpConvertSToF
define spir_func float @negated_compare(float %a, float %b) {
  %lt = fcmp olt float %a, %b
  %neg = sitofp i1 %lt to float
  ret float %neg
}

; CHECK-LABEL: define spir_func <4 x double> @vector_mask(
; CHECK: select <4 x i1> %lt, <4 x double> <double -1.000000e+00, double -1.000000e+00, double -1.000000e+00, double -1.000000e+00>, <4 x double> zeroinitializer
define spir_func <4 x double> @vector_mask(<4 x double> %a, <4 x double> %b) {
  %lt = fcmp olt <4 x double> %a, %b
  %mask = sitofp <4 x i1> %lt to <4 x double>
  ret <4 x double> %mask
}

; CHECK-LABEL: define spir_func float @unsigned_stays(
; CHECK: uitofp i1 %lt to float
define spir_func float @unsigned_stays(float %a, float %b) {
  %lt = fcmp olt float %a, %b
  %one = uitofp i1 %lt to float
  ret float %one
}
