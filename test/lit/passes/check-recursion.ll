; prism-check-recursion refuses a kernel that reaches a cycle of direct calls,
; naming the kernel, the cycle and the chain that reaches it; a function
; called twice without a cycle (a diamond) and a kernel that reaches no
; recursion are fine.
; RUN: not opt -load-pass-plugin=%prism-passes -passes=prism-check-recursion -disable-output %s 2>&1 | FileCheck %s
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-check-recursion -disable-output %S/Inputs/no-recursion.ll

; CHECK-DAG: prism: error: kernel 'direct(int*)' reaches recursion, which OpenCL devices (the SPIR-V image) cannot run: 'fact(int)' -> 'fact(int)' (called through 'direct(int*)' -> 'fact(int)'); make it iterative, or build for NVIDIA GPUs alone (-fsycl-targets=nvptx64-nvidia-cuda)
; CHECK-DAG: prism: error: kernel 'mutual(int*)' reaches recursion, which OpenCL devices (the SPIR-V image) cannot run: 'isEven(int)' -> 'isOdd(int)' -> 'isEven(int)' (called through 'mutual(int*)' -> 'helper(int)' -> 'isEven(int)')
; CHECK-NOT: kernel 'diamond
; CHECK: error: prism: 2 kernel(s) reach recursion

target triple = "spir64-unknown-unknown"

define spir_func i32 @_Z4facti(i32 %n) {
  %small = icmp sle i32 %n, 1
  br i1 %small, label %done, label %more
more:
  %m = sub i32 %n, 1
  %r = call spir_func i32 @_Z4facti(i32 %m)
  %p = mul i32 %n, %r
  ret i32 %p
done:
  ret i32 1
}

define spir_kernel void @_Z6directPi(i32 addrspace(1)* %out) {
  %v = call spir_func i32 @_Z4facti(i32 5)
  store i32 %v, i32 addrspace(1)* %out
  ret void
}

define spir_func i32 @_Z6isEveni(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 1
no:
  %m = sub i32 %n, 1
  %r = call spir_func i32 @_Z5isOddi(i32 %m)
  ret i32 %r
}

define spir_func i32 @_Z5isOddi(i32 %n) {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %yes, label %no
yes:
  ret i32 0
no:
  %m = sub i32 %n, 1
  %r = call spir_func i32 @_Z6isEveni(i32 %m)
  ret i32 %r
}

define spir_func i32 @_Z6helperi(i32 %n) {
  %r = call spir_func i32 @_Z6isEveni(i32 %n)
  ret i32 %r
}

define spir_kernel void @_Z6mutualPi(i32 addrspace(1)* %out) {
  %v = call spir_func i32 @_Z6helperi(i32 7)
  store i32 %v, i32 addrspace(1)* %out
  ret void
}

define spir_func i32 @_Z4leafi(i32 %n) {
  %r = add i32 %n, 1
  ret i32 %r
}

define spir_func i32 @_Z4lefti(i32 %n) {
  %r = call spir_func i32 @_Z4leafi(i32 %n)
  ret i32 %r
}

define spir_func i32 @_Z5righti(i32 %n) {
  %r = call spir_func i32 @_Z4leafi(i32 %n)
  ret i32 %r
}

define spir_kernel void @_Z7diamondPi(i32 addrspace(1)* %out) {
  %a = call spir_func i32 @_Z4lefti(i32 1)
  %b = call spir_func i32 @_Z5righti(i32 %a)
  store i32 %b, i32 addrspace(1)* %out
  ret void
}
