; CUDA's device assert, which the CUDA driver links in: prism-check-imports
; accepts it.
target triple = "nvptx64-nvidia-cuda"

@condition = private unnamed_addr constant [6 x i8] c"x < 1\00"
@file = private unnamed_addr constant [6 x i8] c"a.cu\00\00"
@function = private unnamed_addr constant [7 x i8] c"kernel\00"

define ptx_kernel void @kernel(i32 %x) {
  %ok = icmp slt i32 %x, 1
  br i1 %ok, label %done, label %fail

fail:
  %c = getelementptr [6 x i8], [6 x i8]* @condition, i64 0, i64 0
  %f = getelementptr [6 x i8], [6 x i8]* @file, i64 0, i64 0
  %fn = getelementptr [7 x i8], [7 x i8]* @function, i64 0, i64 0
  call void @__assertfail(i8* %c, i8* %f, i32 3, i8* %fn, i64 1)
  call void @llvm.trap()
  unreachable

done:
  ret void
}

declare void @__assertfail(i8*, i8*, i32, i8*, i64)
declare void @llvm.trap()
