; CUDA's device printf, which the CUDA driver links in: prism-check-imports
; accepts it.
target triple = "nvptx64-nvidia-cuda"

@format = private unnamed_addr constant [4 x i8] c"%d\0A\00"

define ptx_kernel void @kernel(i32 %x) {
  %args = alloca { i32 }
  %field = getelementptr { i32 }, { i32 }* %args, i32 0, i32 0
  store i32 %x, i32* %field
  %buffer = bitcast { i32 }* %args to i8*
  %format = getelementptr [4 x i8], [4 x i8]* @format, i64 0, i64 0
  %n = call i32 @vprintf(i8* %format, i8* %buffer)
  ret void
}

declare i32 @vprintf(i8*, i8*)
