; prism-program-globals moves the writable addrspace(1) globals (and the
; externally_initialized ones, which the host may write) into one buffer: each
; gets an offset aligned to its alignment, initialised variables first; every
; function that uses one, and its callers, take the buffer as a trailing
; parameter marked "prism-program-globals". Constants stay, unless their
; value holds a moved variable's address. __prism_globals_layout reports the
; count of host-named (external) variables, the buffer's size and alignment,
; and {name hash, offset, size} for each; __prism_globals_initialize copies
; the packed initial values, zeroes the rest, and stores initial values that
; hold addresses (include/prism/program_globals.h).
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-program-globals -S %s \
; RUN:   | FileCheck %s --implicit-check-not=@coefficients --implicit-check-not=@table --implicit-check-not=@counter
; A module without writable globals gets no kernels.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-program-globals -S %S/Inputs/constant-globals-only.ll \
; RUN:   | FileCheck %s --check-prefix=NONE
; In the post-link pipeline it follows prism-dynamic-local-memory, so the
; buffer comes last, and the kernel table marks it `globals`.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-spirv -prism-symbols-out=%t.symbols \
; RUN:   -disable-output %s
; RUN: FileCheck %s --input-file=%t.symbols --check-prefix=SYMBOLS
; The buffer is only passed along direct calls, and only reaches functions.
; RUN: sed -e 's/^; ADDRESS-TAKEN //' %s \
; RUN:   | not opt -load-pass-plugin=%prism-passes -passes=prism-program-globals -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ADDRESS-TAKEN
; RUN: sed -e 's/^; OUTSIDE //' %s \
; RUN:   | not opt -load-pass-plugin=%prism-passes -passes=prism-program-globals -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OUTSIDE

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spirv64"

@coefficients = addrspace(1) externally_initialized global [7 x float] zeroinitializer, align 4
@table = addrspace(1) externally_initialized global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@counter = internal addrspace(1) global i64 5, align 8
@entry = addrspace(1) externally_initialized global i32 addrspace(4)* addrspacecast (i32 addrspace(1)* getelementptr ([4 x i32], [4 x i32] addrspace(1)* @table, i64 0, i64 2) to i32 addrspace(4)*), align 8
@lookup = internal addrspace(1) constant [2 x i32] [i32 3, i32 4], align 4
@dynamic = external addrspace(3) global [0 x float], align 16
; ADDRESS-TAKEN @pointer = internal addrspace(1) constant i64 ()* @bump
; OUTSIDE @reference = internal addrspace(2) constant i64 addrspace(1)* @counter

; Initial values of table and counter, packed at offsets 0 and 16; coefficients
; at 24 and entry at 56 start as zeros; 64 bytes in all.
; CHECK: @lookup = internal addrspace(1) constant [2 x i32]
; CHECK: @__prism_globals_initial = private addrspace(2) constant <{ [4 x i32], i64 }> <{ [4 x i32] [i32 10, i32 20, i32 30, i32 40], i64 5 }>

; CHECK-LABEL: define internal spir_func i64 @bump(i8 addrspace(1)* align 16 "prism-program-globals" %prism.globals)
; CHECK: %counter = getelementptr inbounds i8, i8 addrspace(1)* %prism.globals, i64 16
; CHECK-NEXT: bitcast i8 addrspace(1)* %counter to i64 addrspace(1)*
define internal spir_func i64 @bump() {
  %v = load i64, i64 addrspace(1)* @counter
  %n = add i64 %v, 1
  store i64 %n, i64 addrspace(1)* @counter
  ret i64 %n
}

; CHECK-LABEL: define spir_kernel void @scale(float addrspace(1)* %data, i8 addrspace(1)* align 16 "prism-program-globals" %prism.globals)
; CHECK: %coefficients = getelementptr inbounds i8, i8 addrspace(1)* %prism.globals, i64 24
; CHECK: load i32, i32 addrspace(1)* getelementptr inbounds ([2 x i32], [2 x i32] addrspace(1)* @lookup
; CHECK: call spir_func i64 @bump(i8 addrspace(1)* %prism.globals)
define spir_kernel void @scale(float addrspace(1)* %data) {
  %c = load float, float addrspace(1)* getelementptr ([7 x float], [7 x float] addrspace(1)* @coefficients, i64 0, i64 3)
  %l = load i32, i32 addrspace(1)* getelementptr ([2 x i32], [2 x i32] addrspace(1)* @lookup, i64 0, i64 1)
  %n = call spir_func i64 @bump()
  %v = load float, float addrspace(1)* %data
  %m = fmul float %c, %v
  store float %m, float addrspace(1)* %data
  ret void
}

; A kernel that uses no moved variable keeps its parameters.
; CHECK-LABEL: define spir_kernel void @plain(i32 addrspace(1)* %out)
define spir_kernel void @plain(i32 addrspace(1)* %out) {
  %l = load i32, i32 addrspace(1)* getelementptr ([2 x i32], [2 x i32] addrspace(1)* @lookup, i64 0, i64 0)
  %d = load float, float addrspace(3)* getelementptr ([0 x float], [0 x float] addrspace(3)* @dynamic, i64 0, i64 0)
  store i32 %l, i32 addrspace(1)* %out
  ret void
}

; Three host-named variables (FNV-1a of "table", "coefficients", "entry").
; CHECK-LABEL: define spir_kernel void @__prism_globals_layout(i64 addrspace(1)* %out, i64 %capacity)
; CHECK: store i64 3, i64 addrspace(1)*
; CHECK: store i64 64, i64 addrspace(1)*
; CHECK: store i64 16, i64 addrspace(1)*
; CHECK: %fits = icmp uge i64 %capacity, 3
; CHECK: write:
; CHECK: store i64 8583921542012250175,
; CHECK: store i64 0,
; CHECK: store i64 16,
; CHECK: store i64 -8255412613096966061,
; CHECK: store i64 24,
; CHECK: store i64 28,
; CHECK: store i64 -4743832200820250349,
; CHECK: store i64 56,
; CHECK: store i64 8,
; CHECK-NEXT: br label %done

; CHECK-LABEL: define spir_kernel void @__prism_globals_initialize(i8 addrspace(1)* %buffer)
; CHECK: copy:
; CHECK: load i8, i8 addrspace(2)* %{{.*}}
; CHECK: icmp ult i64 %{{.*}}, 24
; CHECK: zero:
; CHECK: phi i64 [ 24, %copy.done ]
; CHECK: store i8 0,
; CHECK: icmp ult i64 %{{.*}}, 64
; CHECK: zero.done:
; CHECK-NEXT: %table = getelementptr inbounds i8, i8 addrspace(1)* %buffer, i64 0
; CHECK: %[[TABLE2:.*]] = getelementptr inbounds [4 x i32], [4 x i32] addrspace(1)* %{{.*}}, i64 0, i64 2
; CHECK-NEXT: %[[GENERIC:.*]] = addrspacecast i32 addrspace(1)* %[[TABLE2]] to i32 addrspace(4)*
; CHECK-NEXT: %[[ENTRY:.*]] = getelementptr inbounds i8, i8 addrspace(1)* %buffer, i64 56
; CHECK-NEXT: %[[SLOT:.*]] = bitcast i8 addrspace(1)* %[[ENTRY]] to i32 addrspace(4)* addrspace(1)*
; CHECK-NEXT: store i32 addrspace(4)* %[[GENERIC]], i32 addrspace(4)* addrspace(1)* %[[SLOT]], align 8

; NONE-NOT: __prism_globals
; NONE: define spir_kernel void @copy(i32 addrspace(1)* %out)
; NONE-NOT: __prism_globals

; SYMBOLS: scale 2 8 globals
; SYMBOLS-NEXT: plain 2 8 local
; SYMBOLS-NEXT: __prism_globals_layout 2 8 8
; SYMBOLS-NEXT: __prism_globals_initialize 1 8

; ADDRESS-TAKEN: error: prism: function 'bump' uses device variables but has its address taken or is called indirectly; device variables can only be passed along direct calls
; OUTSIDE: error: prism: device variable 'counter' is used by 'reference' outside any function; its address is only known inside a kernel launch
