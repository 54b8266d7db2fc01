; A HIP-mode kernel as clang++ -x hip --offload=spirv64 --cuda-device-only
; -fgpu-rdc -O0 emits it (optnone, allocas, calls into the device library),
; plus a dead device function that calls host-only code, which the pipeline
; must remove before prism-check-imports runs. Source:
;   __global__ void tanh_kernel(float *out, const float *in) {
;     size_t i = __prism_global_id(0);
;     float v = tanhf(in[i]);
;     __prism_barrier();
;     out[i] = v + (float)erf((double)in[i]);
;   }

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spirv64"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define hidden spir_kernel void @_Z11tanh_kernelPfPKf(float addrspace(1)* noundef %0, float addrspace(1)* noundef %1) #0 {
  %3 = alloca float addrspace(4)*, align 8
  %4 = alloca float addrspace(4)*, align 8
  %5 = alloca float addrspace(4)*, align 8
  %6 = alloca float addrspace(4)*, align 8
  %7 = alloca i64, align 8
  %8 = alloca float, align 4
  %9 = addrspacecast float addrspace(4)** %3 to float addrspace(4)* addrspace(4)*
  %10 = addrspacecast float addrspace(4)** %4 to float addrspace(4)* addrspace(4)*
  %11 = addrspacecast float addrspace(4)** %5 to float addrspace(4)* addrspace(4)*
  %12 = addrspacecast float addrspace(4)** %6 to float addrspace(4)* addrspace(4)*
  %13 = addrspacecast i64* %7 to i64 addrspace(4)*
  %14 = addrspacecast float* %8 to float addrspace(4)*
  %15 = addrspacecast float addrspace(1)* %0 to float addrspace(4)*
  store float addrspace(4)* %15, float addrspace(4)* addrspace(4)* %9, align 8
  %16 = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %9, align 8
  %17 = addrspacecast float addrspace(1)* %1 to float addrspace(4)*
  store float addrspace(4)* %17, float addrspace(4)* addrspace(4)* %10, align 8
  %18 = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %10, align 8
  store float addrspace(4)* %16, float addrspace(4)* addrspace(4)* %11, align 8
  store float addrspace(4)* %18, float addrspace(4)* addrspace(4)* %12, align 8
  %19 = call spir_func i64 @__prism_global_id(i32 noundef 0) #2
  store i64 %19, i64 addrspace(4)* %13, align 8
  %20 = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %12, align 8
  %21 = load i64, i64 addrspace(4)* %13, align 8
  %22 = getelementptr inbounds float, float addrspace(4)* %20, i64 %21
  %23 = load float, float addrspace(4)* %22, align 4
  %24 = call contract spir_func float @tanhf(float noundef %23) #2
  store float %24, float addrspace(4)* %14, align 4
  call spir_func void @__prism_barrier() #2
  %25 = load float, float addrspace(4)* %14, align 4
  %26 = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %12, align 8
  %27 = load i64, i64 addrspace(4)* %13, align 8
  %28 = getelementptr inbounds float, float addrspace(4)* %26, i64 %27
  %29 = load float, float addrspace(4)* %28, align 4
  %30 = fpext float %29 to double
  %31 = call contract spir_func double @erf(double noundef %30) #2
  %32 = fptrunc double %31 to float
  %33 = fadd contract float %25, %32
  %34 = load float addrspace(4)*, float addrspace(4)* addrspace(4)* %11, align 8
  %35 = load i64, i64 addrspace(4)* %13, align 8
  %36 = getelementptr inbounds float, float addrspace(4)* %34, i64 %35
  store float %33, float addrspace(4)* %36, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden spir_func i64 @__prism_global_id(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden spir_func float @tanhf(float noundef) #1

; Function Attrs: convergent nounwind
declare hidden spir_func void @__prism_barrier() #1

; Function Attrs: convergent nounwind
declare hidden spir_func double @erf(double noundef) #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 0, i32 0}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden spir_func void @_Z10dead_throwv() #0 {
  call spir_func void @__cxa_throw(i8 addrspace(4)* null, i8 addrspace(4)* null, i8 addrspace(4)* null)
  unreachable
}

declare hidden spir_func void @__cxa_throw(i8 addrspace(4)*, i8 addrspace(4)*, i8 addrspace(4)*)
