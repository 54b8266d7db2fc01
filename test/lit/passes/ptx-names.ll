; prism-ptx-names writes '.' as "_$_" in defined symbols (PTX identifiers
; cannot hold '.'); declarations and intrinsics keep their names.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-ptx-names -S %s | FileCheck %s
target triple = "nvptx64-nvidia-cuda"

; CHECK: @"table_$_static_$_1" = internal global i32 0
@table.static.1 = internal global i32 0

; CHECK: define void @"_Z6kernelv_$_intern_$_0123abcd"()
define void @_Z6kernelv.intern.0123abcd() {
  %v = load i32, i32* @table.static.1
  %r = call i32 @llvm.abs.i32(i32 %v, i1 false)
  call void @external.name()
  ret void
}
; CHECK: declare void @external.name()
declare void @external.name()
; CHECK: declare i32 @llvm.abs.i32(
declare i32 @llvm.abs.i32(i32, i1)
