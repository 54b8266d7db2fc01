; prism-ptx-rotates hides the variable amount of every 64-bit rotate from
; LLVM 15's NVPTX backend, which selects it without reducing the amount
; modulo 64: a funnel-shift rotate gets the amount reduced in an asm, a
; shl/lshr pair gets plain asm copies. Constant amounts, 32-bit rotates and
; real funnel shifts (two different operands) stay as they are.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-ptx-rotates -S %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define i64 @rotate_left(
; CHECK: %[[N:[0-9]+]] = call i64 asm "and.b64 $0, $1, 63;", "=l,l"(i64 %n)
; CHECK: call i64 @llvm.fshl.i64(i64 %x, i64 %x, i64 %[[N]])
define i64 @rotate_left(i64 %x, i64 %n) {
  %r = call i64 @llvm.fshl.i64(i64 %x, i64 %x, i64 %n)
  ret i64 %r
}

; CHECK-LABEL: define i64 @rotate_right(
; CHECK: %[[N:[0-9]+]] = call i64 asm "and.b64 $0, $1, 63;", "=l,l"(i64 %n)
; CHECK: call i64 @llvm.fshr.i64(i64 %x, i64 %x, i64 %[[N]])
define i64 @rotate_right(i64 %x, i64 %n) {
  %r = call i64 @llvm.fshr.i64(i64 %x, i64 %x, i64 %n)
  ret i64 %r
}

; The C idiom as -O0 leaves it: two loads of the variable.
; CHECK-LABEL: define i64 @shift_pair(
; CHECK: %[[A:[0-9]+]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %a)
; CHECK: shl i64 %x, %[[A]]
; CHECK: %[[B:[0-9]+]] = call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %b)
; CHECK: lshr i64 %y, %[[B]]
define i64 @shift_pair(ptr %p, i64 %n) {
  %x = load i64, ptr %p
  %y = load i64, ptr %p
  %a = and i64 %n, 63
  %m = sub i64 0, %n
  %b = and i64 %m, 63
  %l = shl i64 %x, %a
  %r = lshr i64 %y, %b
  %o = or i64 %r, %l
  ret i64 %o
}

; CHECK-LABEL: define i64 @untouched(
; CHECK-NOT: asm
; CHECK: call i64 @llvm.fshl.i64(i64 %x, i64 %x, i64 13)
; CHECK: call i32 @llvm.fshl.i32(i32 %w, i32 %w, i32 %k)
; CHECK: call i64 @llvm.fshl.i64(i64 %x, i64 %y, i64 %n)
; CHECK: ret
define i64 @untouched(i64 %x, i64 %y, i64 %n, i32 %w, i32 %k) {
  %c = call i64 @llvm.fshl.i64(i64 %x, i64 %x, i64 13)
  %s = call i32 @llvm.fshl.i32(i32 %w, i32 %w, i32 %k)
  %f = call i64 @llvm.fshl.i64(i64 %x, i64 %y, i64 %n)
  %e = zext i32 %s to i64
  %t = add i64 %c, %e
  %r = add i64 %t, %f
  ret i64 %r
}

declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i64 @llvm.fshr.i64(i64, i64, i64)
declare i32 @llvm.fshl.i32(i32, i32, i32)
