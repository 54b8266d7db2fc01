; prism-work-group-guards adds to a range guard on a work-item index the same
; test at the group's last work-item, together with the run-time tests that
; no step of the index wraps; guards it cannot decide for a whole group are
; left alone.
; RUN: opt -load-pass-plugin=%prism-passes -passes=prism-work-group-guards -S %s | FileCheck %s

target triple = "spir64-unknown-unknown"

declare spir_func i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32)
declare spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32)
declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)

; HIP: size_t i = size_t(blockIdx.x) * blockDim.x + threadIdx.x; if (i < n)
; CHECK-LABEL: define spir_kernel void @hip_guard(
; CHECK: %index = add nuw i64 %base, %lid
; CHECK: %[[SIZE:.*]] = call spir_func i64 @_Z28__spirv_BuiltInWorkgroupSizei(i32 0)
; CHECK: %[[LASTLID:.*]] = sub i64 %[[SIZE]], 1
; CHECK: %[[MASKED:.*]] = and i64 %[[LASTLID]], 4294967295
; CHECK: %[[LAST:.*]] = add i64 %base, %[[MASKED]]
; CHECK: %[[NOWRAP:.*]] = icmp ule i64 %base, %[[LAST]]
; CHECK: %[[ATLAST:.*]] = icmp ult i64 %[[LAST]], %n
; CHECK: %in = icmp ult i64 %index, %n
; CHECK: %[[ALL:.*]] = select i1 %[[NOWRAP]], i1 %[[ATLAST]], i1 false
; CHECK: %wg.guard = select i1 %[[ALL]], i1 true, i1 %in
; CHECK: br i1 %wg.guard, label %body, label %done
define spir_kernel void @hip_guard(float addrspace(1)* %out, i64 %n) {
  %gid = call spir_func i64 @_Z26__spirv_BuiltInWorkgroupIdi(i32 0)
  %base = mul i64 %gid, 256
  %lid.raw = call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 0)
  %lid = and i64 %lid.raw, 4294967295
  %index = add nuw i64 %base, %lid
  %in = icmp ult i64 %index, %n
  br i1 %in, label %body, label %done
body:
  %p = getelementptr float, float addrspace(1)* %out, i64 %index
  store float 1.0, float addrspace(1)* %p
  br label %done
done:
  ret void
}

; SYCL: if (it.get_global_id(0) >= n) return; the group's first global id is
; the work-item's own less its local id.
; CHECK-LABEL: define spir_kernel void @sycl_early_return(
; CHECK: %[[LID:.*]] = call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 0)
; CHECK: %[[FIRST:.*]] = sub i64 %global, %[[LID]]
; CHECK: %[[LAST:.*]] = add i64 %[[FIRST]], %{{.*}}
; CHECK: %[[NOWRAP:.*]] = icmp ule i64 %[[FIRST]], %[[LAST]]
; CHECK: %[[ATLAST:.*]] = icmp uge i64 %[[LAST]], %n
; CHECK: %past = icmp uge i64 %global, %n
; CHECK: %[[WRAPS:.*]] = xor i1 %[[NOWRAP]], true
; CHECK: %[[MAYBE:.*]] = select i1 %[[WRAPS]], i1 true, i1 %[[ATLAST]]
; CHECK: %wg.guard = select i1 %[[MAYBE]], i1 %past, i1 false
; CHECK: br i1 %wg.guard, label %done, label %body
define spir_kernel void @sycl_early_return(float addrspace(1)* %out, i64 %n) {
  %global = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %past = icmp uge i64 %global, %n
  br i1 %past, label %done, label %body
body:
  %p = getelementptr float, float addrspace(1)* %out, i64 %global
  store float 1.0, float addrspace(1)* %p
  br label %done
done:
  ret void
}

; CUDA: int i = blockIdx.x * blockDim.x + threadIdx.x; if (n > i), a signed
; 32-bit index: its no-wrap test is signed; the bound is on the left.
; CHECK-LABEL: define spir_kernel void @signed_int_guard(
; CHECK: %[[LASTLID:wg.*]] = trunc i64 %{{.*}} to i32
; CHECK: %[[LAST:.*]] = add i32 %base, %[[LASTLID]]
; CHECK: %[[NOWRAP:.*]] = icmp sle i32 %base, %[[LAST]]
; CHECK: %[[ATLAST:.*]] = icmp slt i32 %[[LAST]], %n
; CHECK: %wg.guard = select i1 %{{.*}}, i1 true, i1 %in
define spir_kernel void @signed_int_guard(float addrspace(1)* %out, i32 %n, i32 %base) {
  %lid.raw = call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 0)
  %lid = trunc i64 %lid.raw to i32
  %index = add nsw i32 %base, %lid
  %in = icmp sgt i32 %n, %index
  br i1 %in, label %body, label %done
body:
  %wide = sext i32 %index to i64
  %p = getelementptr float, float addrspace(1)* %out, i64 %wide
  store float 1.0, float addrspace(1)* %p
  br label %done
done:
  ret void
}

; Left alone: an index that is not an arc in the local id (a multiple of
; it), a 16-bit index (its arc may wrap unseen within a group), a bound that
; depends on the id, and an equality.
; CHECK-LABEL: define spir_kernel void @undecided(
; CHECK-NOT: wg.
; CHECK: ret void
define spir_kernel void @undecided(float addrspace(1)* %out, i64 %n, i16 %m) {
  %lid = call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 0)
  %twice = mul i64 %lid, 2
  %c1 = icmp ult i64 %twice, %n
  %narrow = trunc i64 %lid to i16
  %c2 = icmp ult i16 %narrow, %m
  %plus = add i64 %lid, 1
  %c3 = icmp ult i64 %plus, %lid
  %c4 = icmp eq i64 %lid, %n
  %c12 = and i1 %c1, %c2
  %c34 = or i1 %c3, %c4
  %all = and i1 %c12, %c34
  br i1 %all, label %body, label %done
body:
  store float 1.0, float addrspace(1)* %out
  br label %done
done:
  ret void
}
