; prism-managed-variables gives the __managed__ variables of an NVPTX module
; (annotated "prism.managed" by hip_qualifiers.h) HIP's form: a device
; pointer of the variable's name, kept in llvm.compiler.used, and a load of
; it wherever the variable was used, through constant expressions too (the
; nested addrspacecast and getelementptr become instructions after the
; load, and a PHI's incoming value is loaded in its block). The variable and
; its annotation go; other annotations and variables stay.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-managed-variables -S %s | FileCheck %s
; RUN: sed 's/nvptx64-nvidia-cuda/spir64/' %s | opt -load-pass-plugin=%prism-passes -passes=prism-managed-variables -S | FileCheck %s --check-prefix=SPIRV
target triple = "nvptx64-nvidia-cuda"

%struct.Stats = type { i32, float }

@counter = addrspace(1) externally_initialized global i32 5, align 4
@stats = addrspace(1) externally_initialized global %struct.Stats { i32 0, float 2.0 }, align 4
@plain = addrspace(1) externally_initialized global i32 7, align 4
@.str = private unnamed_addr constant [14 x i8] c"prism.managed\00", section "llvm.metadata"
@.other = private unnamed_addr constant [6 x i8] c"other\00", section "llvm.metadata"
@.file = private unnamed_addr constant [5 x i8] c"a.cu\00", section "llvm.metadata"
@llvm.global.annotations = appending global [3 x { ptr, ptr, ptr, i32, ptr }] [
  { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr @.str, ptr @.file, i32 1, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @stats to ptr), ptr @.str, ptr @.file, i32 2, ptr null },
  { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @plain to ptr), ptr @.other, ptr @.file, i32 3, ptr null }], section "llvm.metadata"
@llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(1) @stats to ptr), ptr addrspacecast (ptr addrspace(1) @plain to ptr)], section "llvm.metadata"

; CHECK-DAG: @counter = addrspace(1) externally_initialized global ptr addrspace(1) null
; CHECK-DAG: @stats = addrspace(1) externally_initialized global ptr addrspace(1) null
; CHECK-DAG: @plain = addrspace(1) externally_initialized global i32 7
; CHECK-DAG: @llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @plain to ptr), ptr @.other
; CHECK-DAG: @llvm.compiler.used = appending global [3 x ptr] [ptr addrspacecast (ptr addrspace(1) @counter to ptr), ptr addrspacecast (ptr addrspace(1) @stats to ptr), ptr addrspacecast (ptr addrspace(1) @plain to ptr)]
; CHECK-NOT: .managed

; CHECK-LABEL: define i32 @read(
; CHECK: %[[P:.*]] = load ptr addrspace(1), ptr addrspace(1) @counter
; CHECK: %[[G:.*]] = addrspacecast ptr addrspace(1) %[[P]] to ptr
; CHECK: load i32, ptr %[[G]]
define i32 @read() {
  %v = load i32, ptr addrspacecast (ptr addrspace(1) @counter to ptr)
  ret i32 %v
}

; CHECK-LABEL: define void @scale(
; CHECK: %[[P:.*]] = load ptr addrspace(1), ptr addrspace(1) @stats
; CHECK: %[[G:.*]] = addrspacecast ptr addrspace(1) %[[P]] to ptr
; CHECK: %[[F:.*]] = getelementptr inbounds %struct.Stats, ptr %[[G]], i64 0, i32 1
; CHECK: store float 1.0{{.*}}, ptr %[[F]]
define void @scale() {
  store float 1.0, ptr getelementptr inbounds (%struct.Stats, ptr addrspacecast (ptr addrspace(1) @stats to ptr), i64 0, i32 1)
  ret void
}

; CHECK-LABEL: define ptr @choose(
; CHECK: then:
; CHECK: %[[P:.*]] = load ptr addrspace(1), ptr addrspace(1) @counter
; CHECK: %[[G:.*]] = addrspacecast ptr addrspace(1) %[[P]] to ptr
; CHECK-NEXT: br label %done
; CHECK: phi ptr [ %[[G]], %then ], [ %other, %entry ]
define ptr @choose(i1 %c, ptr %other) {
entry:
  br i1 %c, label %then, label %done
then:
  br label %done
done:
  %r = phi ptr [ addrspacecast (ptr addrspace(1) @counter to ptr), %then ], [ %other, %entry ]
  ret ptr %r
}

; Other targets are Clang's HIP mode's already: nothing changes.
; SPIRV: @counter = addrspace(1) externally_initialized global i32 5
; SPIRV: @llvm.global.annotations = appending global [3 x
