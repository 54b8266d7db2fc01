; prism-device-code-split, as the last step of prism-post-link-ptx: one part
; per kernel or per translation unit ("prism-source"), each with only what its
; kernels reach, its own symbol table, its own !nvvm.annotations and
; llvm.used entries, PTX names, and no "prism-source" attribute left.
; RUN: rm -rf %t && mkdir -p %t
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-ptx -prism-split=per_kernel -prism-split-out=%t/k -disable-output %s
; RUN: FileCheck %s --check-prefix=PARTS4 < %t/k.parts
; PARTS4: k-0.bc{{.}}{{.*}}k-0.sym
; PARTS4-NEXT: k-1.bc{{.}}{{.*}}k-1.sym
; PARTS4-NEXT: k-2.bc{{.}}{{.*}}k-2.sym
; PARTS4-NEXT: k-3.bc{{.}}{{.*}}k-3.sym
; PARTS4-NOT: .bc
; RUN: FileCheck %s --check-prefix=SYM0 < %t/k-0.sym
; SYM0: first.intern.1 1 8
; SYM0-NOT: second
; RUN: llvm-dis %t/k-0.bc -o - | FileCheck %s --check-prefix=PART0
; PART0-NOT: prism-source
; PART0: @llvm.used = appending global [1 x ptr] [ptr @"first_$_intern_$_1"]
; PART0-DAG: define internal {{.*}}@helper
; PART0-DAG: define void @"first_$_intern_$_1"
; PART0-NOT: define {{.*}}@second
; PART0-NOT: define {{.*}}@third
; PART0: !nvvm.annotations = !{![[A:[0-9]+]]}
; PART0: ![[A]] = !{ptr @"first_$_intern_$_1", !"kernel", i32 1}
; RUN: llvm-dis %t/k-2.bc -o - | FileCheck %s --check-prefix=PART2
; PART2: define void @third
; PART2-NOT: @helper
; PART2-NOT: @first

; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-ptx -prism-split=per_source -prism-split-out=%t/s -disable-output %s
; RUN: FileCheck %s --check-prefix=PARTS3 < %t/s.parts
; PARTS3: s-0.bc
; PARTS3-NEXT: s-1.bc
; PARTS3-NEXT: s-2.bc
; PARTS3-NOT: .bc
; RUN: FileCheck %s --check-prefix=SRC0 < %t/s-0.sym
; SRC0: first.intern.1
; SRC0-NEXT: second
; RUN: FileCheck %s --check-prefix=SRC1 < %t/s-1.sym
; SRC1: third
; SRC1-NOT: first
; RUN: FileCheck %s --check-prefix=SRC2 < %t/s-2.sym
; SRC2: untagged

; RUN: not opt -load-pass-plugin=%prism-passes -passes=prism-post-link-ptx -prism-split=per_function -prism-split-out=%t/x -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD
; BAD: prism: -prism-split=per_function is not one of off, per_kernel, per_source

; prism-tag-kernel-source tags only kernels without a tag.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-tag-kernel-source %s -S -o - | FileCheck %s --check-prefix=TAG
; TAG: define void @first.intern.1{{.*}} #[[A:[0-9]+]]
; TAG: define void @third{{.*}} #[[B:[0-9]+]]
; TAG: define void @untagged{{.*}} #[[C:[0-9]+]]
; TAG-DAG: attributes #[[A]] = { {{.*}}"prism-source"="a.cpp"
; TAG-DAG: attributes #[[B]] = { {{.*}}"prism-source"="b.cpp"
; TAG-DAG: attributes #[[C]] = { {{.*}}"prism-source"="linked.cpp"

source_filename = "linked.cpp"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@llvm.used = appending global [2 x ptr] [ptr @"first.intern.1", ptr @third], section "llvm.metadata"

define internal float @helper(float %x) {
  %y = fmul float %x, 2.0
  ret float %y
}

define void @"first.intern.1"(ptr %p) #0 {
  %v = load float, ptr %p
  %r = call float @helper(float %v)
  store float %r, ptr %p
  ret void
}

define void @second(ptr %p) #0 {
  store float 1.0, ptr %p
  ret void
}

define void @third(ptr %p) #1 {
  store float 3.0, ptr %p
  ret void
}

define void @untagged(ptr %p) {
  ret void
}

attributes #0 = { "prism-source"="a.cpp" }
attributes #1 = { "prism-source"="b.cpp" }

!nvvm.annotations = !{!0, !1, !2, !3}
!0 = !{ptr @"first.intern.1", !"kernel", i32 1}
!1 = !{ptr @second, !"kernel", i32 1}
!2 = !{ptr @third, !"kernel", i32 1}
!3 = !{ptr @untagged, !"kernel", i32 1}

; A device variable the host addresses by name must exist once: no split.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-post-link-ptx -prism-split=per_kernel -prism-split-out=%t/v -disable-output %S/Inputs/split-device-variable.ll
; RUN: count 1 < %t/v.parts
; RUN: FileCheck %s --check-prefix=WHOLE < %t/v-0.sym
; WHOLE: add
; WHOLE-NEXT: sub
