; A module whose only globals are constants or in local memory: nothing for
; prism-program-globals to move (program-globals.ll).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spirv64"

@table = internal addrspace(1) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@format = private addrspace(2) constant [3 x i8] c"%d\00"
@tile = addrspace(3) global [64 x float] undef

define spir_kernel void @copy(i32 addrspace(1)* %out) {
  %v = load i32, i32 addrspace(1)* getelementptr ([4 x i32], [4 x i32] addrspace(1)* @table, i64 0, i64 2)
  store i32 %v, i32 addrspace(1)* %out
  ret void
}
