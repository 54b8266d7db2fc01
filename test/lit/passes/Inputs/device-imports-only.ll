; Imports that the device provides: prism-check-imports accepts them.
target triple = "spirv64"

define spir_kernel void @kernel(float addrspace(1)* %p) {
  %gid = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  call spir_func void @_Z22__spirv_ControlBarrierjjj(i32 2, i32 2, i32 784)
  call spir_func void @_Z7barrierj(i32 1)
  %x = load float, float addrspace(1)* %p
  %t = call spir_func float @_Z16__spirv_ocl_tanhf(float %x)
  %s = call float @llvm.sqrt.f32(float %t)
  store float %s, float addrspace(1)* %p
  ret void
}

; Not reached from a kernel, so not checked.
define internal spir_func void @unreached() {
  call spir_func void @_Z9host_onlyi(i32 0)
  ret void
}

declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func void @_Z22__spirv_ControlBarrierjjj(i32, i32, i32)
declare spir_func void @_Z7barrierj(i32)
declare spir_func float @_Z16__spirv_ocl_tanhf(float)
declare float @llvm.sqrt.f32(float)
declare spir_func void @_Z9host_onlyi(i32)
