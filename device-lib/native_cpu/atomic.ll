;===- atomic.ll - Atomic operations for the native CPU target ------------===;
;
; Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
;
; Implements prism/device/atomics.h as LLVM atomic instructions, which the
; host's code generator lowers after the module is retargeted (a compare-
; exchange loop where the processor has no instruction: the floating-point
; add). Written in IR because the device library is compiled as spir64 code
; is, and Clang's spirv64 target has no lock-free atomics: its __atomic
; builtins would become calls of libatomic.
;
; Every scope is the whole process (a launch's work-groups run on several
; threads, and the host may share the memory), so scope and address space
; are ignored. So is the order of a read-modify-write: x86-64 has only
; sequentially consistent ones. Loads and stores take the order they are
; given where it changes the code: a sequentially consistent store is an
; exchange, any other a plain store.
;
;===----------------------------------------------------------------------===;
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spirv64"

define spir_func i32 @__prism_atomic_load_u32(i32 addrspace(4)* %p, i32 %order, i32 %scope, i32 %space) {
  %v = load atomic i32, i32 addrspace(4)* %p seq_cst, align 4
  ret i32 %v
}

define spir_func void @__prism_atomic_store_u32(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope, i32 %space) {
  %seq = icmp eq i32 %order, 4
  br i1 %seq, label %seq_cst, label %release
seq_cst:
  store atomic i32 %v, i32 addrspace(4)* %p seq_cst, align 4
  ret void
release:
  store atomic i32 %v, i32 addrspace(4)* %p release, align 4
  ret void
}

define spir_func i32 @__prism_atomic_compare_exchange_u32(i32 addrspace(4)* %p, i32 %expected, i32 %desired, i32 %success, i32 %failure, i32 %scope, i32 %space) {
  %pair = cmpxchg i32 addrspace(4)* %p, i32 %expected, i32 %desired seq_cst seq_cst
  %old = extractvalue { i32, i1 } %pair, 0
  ret i32 %old
}

define spir_func i32 @__prism_atomic_exchange_u32(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw xchg i32 addrspace(4)* %p, i32 %v seq_cst
  ret i32 %old
}

define spir_func i32 @__prism_atomic_fetch_add_u32(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw add i32 addrspace(4)* %p, i32 %v seq_cst
  ret i32 %old
}

define spir_func i32 @__prism_atomic_fetch_and_u32(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw and i32 addrspace(4)* %p, i32 %v seq_cst
  ret i32 %old
}

define spir_func i32 @__prism_atomic_fetch_or_u32(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw or i32 addrspace(4)* %p, i32 %v seq_cst
  ret i32 %old
}

define spir_func i32 @__prism_atomic_fetch_xor_u32(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw xor i32 addrspace(4)* %p, i32 %v seq_cst
  ret i32 %old
}

define spir_func i32 @__prism_atomic_fetch_min_i32(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw min i32 addrspace(4)* %p, i32 %v seq_cst
  ret i32 %old
}

define spir_func i32 @__prism_atomic_fetch_min_u32(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw umin i32 addrspace(4)* %p, i32 %v seq_cst
  ret i32 %old
}

define spir_func i32 @__prism_atomic_fetch_max_i32(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw max i32 addrspace(4)* %p, i32 %v seq_cst
  ret i32 %old
}

define spir_func i32 @__prism_atomic_fetch_max_u32(i32 addrspace(4)* %p, i32 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw umax i32 addrspace(4)* %p, i32 %v seq_cst
  ret i32 %old
}

define spir_func i64 @__prism_atomic_load_u64(i64 addrspace(4)* %p, i32 %order, i32 %scope, i32 %space) {
  %v = load atomic i64, i64 addrspace(4)* %p seq_cst, align 8
  ret i64 %v
}

define spir_func void @__prism_atomic_store_u64(i64 addrspace(4)* %p, i64 %v, i32 %order, i32 %scope, i32 %space) {
  %seq = icmp eq i32 %order, 4
  br i1 %seq, label %seq_cst, label %release
seq_cst:
  store atomic i64 %v, i64 addrspace(4)* %p seq_cst, align 8
  ret void
release:
  store atomic i64 %v, i64 addrspace(4)* %p release, align 8
  ret void
}

define spir_func i64 @__prism_atomic_compare_exchange_u64(i64 addrspace(4)* %p, i64 %expected, i64 %desired, i32 %success, i32 %failure, i32 %scope, i32 %space) {
  %pair = cmpxchg i64 addrspace(4)* %p, i64 %expected, i64 %desired seq_cst seq_cst
  %old = extractvalue { i64, i1 } %pair, 0
  ret i64 %old
}

define spir_func i64 @__prism_atomic_exchange_u64(i64 addrspace(4)* %p, i64 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw xchg i64 addrspace(4)* %p, i64 %v seq_cst
  ret i64 %old
}

define spir_func i64 @__prism_atomic_fetch_add_u64(i64 addrspace(4)* %p, i64 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw add i64 addrspace(4)* %p, i64 %v seq_cst
  ret i64 %old
}

define spir_func i64 @__prism_atomic_fetch_and_u64(i64 addrspace(4)* %p, i64 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw and i64 addrspace(4)* %p, i64 %v seq_cst
  ret i64 %old
}

define spir_func i64 @__prism_atomic_fetch_or_u64(i64 addrspace(4)* %p, i64 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw or i64 addrspace(4)* %p, i64 %v seq_cst
  ret i64 %old
}

define spir_func i64 @__prism_atomic_fetch_xor_u64(i64 addrspace(4)* %p, i64 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw xor i64 addrspace(4)* %p, i64 %v seq_cst
  ret i64 %old
}

define spir_func i64 @__prism_atomic_fetch_min_i64(i64 addrspace(4)* %p, i64 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw min i64 addrspace(4)* %p, i64 %v seq_cst
  ret i64 %old
}

define spir_func i64 @__prism_atomic_fetch_min_u64(i64 addrspace(4)* %p, i64 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw umin i64 addrspace(4)* %p, i64 %v seq_cst
  ret i64 %old
}

define spir_func i64 @__prism_atomic_fetch_max_i64(i64 addrspace(4)* %p, i64 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw max i64 addrspace(4)* %p, i64 %v seq_cst
  ret i64 %old
}

define spir_func i64 @__prism_atomic_fetch_max_u64(i64 addrspace(4)* %p, i64 %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw umax i64 addrspace(4)* %p, i64 %v seq_cst
  ret i64 %old
}

define spir_func float @__prism_atomic_fetch_add_f32(float addrspace(4)* %p, float %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw fadd float addrspace(4)* %p, float %v seq_cst
  ret float %old
}

define spir_func double @__prism_atomic_fetch_add_f64(double addrspace(4)* %p, double %v, i32 %order, i32 %scope, i32 %space) {
  %old = atomicrmw fadd double addrspace(4)* %p, double %v seq_cst
  ret double %old
}

define spir_func void @__prism_atomic_fence(i32 %order, i32 %scope) {
  %seq = icmp eq i32 %order, 4
  br i1 %seq, label %seq_cst, label %acq_rel
seq_cst:
  fence seq_cst
  ret void
acq_rel:
  fence acq_rel
  ret void
}
