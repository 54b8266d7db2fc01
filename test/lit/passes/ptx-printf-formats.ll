; prism-ptx-printf-formats writes C's hh length modifier as h in the formats
; of vprintf calls (CUDA's device printf has no hh), in a new constant, so
; that other users of the old string keep it. %% and formats without hh are
; left alone.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-ptx-printf-formats -S %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK: @chars = private unnamed_addr constant [21 x i8] c"%hhd %-3hhu %%hhd %d\00"
@chars = private unnamed_addr constant [21 x i8] c"%hhd %-3hhu %%hhd %d\00"
; CHECK: @plain = private unnamed_addr constant [7 x i8] c"%hd %d\00"
@plain = private unnamed_addr constant [7 x i8] c"%hd %d\00"
@other = global ptr @chars
; CHECK: @.str.vprintf = private unnamed_addr constant [19 x i8] c"%hd %-3hu %%hhd %d\00", align 1

; CHECK-LABEL: define void @kernel(
; CHECK: call i32 @vprintf(ptr @.str.vprintf, ptr %args)
; CHECK: call i32 @vprintf(ptr @plain, ptr %args)
define void @kernel(ptr %args) {
  %1 = call i32 @vprintf(ptr @chars, ptr %args)
  %2 = call i32 @vprintf(ptr @plain, ptr %args)
  ret void
}

declare i32 @vprintf(ptr, ptr)
