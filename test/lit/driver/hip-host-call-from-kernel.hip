// HIP device code may not call host functions: a call from a kernel, from a
// __device__ function, and from a __host__ __device__ function a kernel
// calls is an error at the call, naming the function. Host code calls it
// freely. A __host__ __device__ function that is device code only because a
// kernel reaches it (a template or inline function: Clang defers its errors
// until then) also gets the call chain from the kernel; an external one is
// device code by itself in every translation unit.
// RUN: not %prism-cxx -fsyntax-only %s 2>&1 | FileCheck %s
#include <hip/hip_runtime.h>

int hostOnly(int x) { return x + 1; }

__device__ int viaDevice(int x) { return hostOnly(x); }

__host__ __device__ int viaHostDevice(int x) { return hostOnly(x) * 2; }

template <typename T> __host__ __device__ T scaled(T x) {
  return hostOnly(x) * 2;
}

inline __host__ __device__ int viaTemplate(int x) { return scaled(x) + 1; }

__global__ void kernel(int *out) {
  out[0] = hostOnly(1);
  out[1] = viaDevice(2);
  out[2] = viaHostDevice(3);
  out[3] = viaTemplate(4);
}

int main() {
  kernel<<<1, 1>>>(nullptr);
  return hostOnly(0) + viaHostDevice(1) + viaTemplate(2);
}
// clang-format off
// CHECK-DAG: hip-host-call-from-kernel.hip:13:42: error: no matching function for call to 'hostOnly'
// CHECK-DAG: hip-host-call-from-kernel.hip:11:5: note: candidate function not viable: call to __host__ function from __device__ function
// CHECK-DAG: hip-host-call-from-kernel.hip:24:12: error: no matching function for call to 'hostOnly'
// CHECK-DAG: hip-host-call-from-kernel.hip:11:5: note: candidate function not viable: call to __host__ function from __global__ function
// CHECK-DAG: hip-host-call-from-kernel.hip:15:55: error: reference to __host__ function 'hostOnly' in __host__ __device__ function
// CHECK: hip-host-call-from-kernel.hip:18:10: error: reference to __host__ function 'hostOnly' in __host__ __device__ function
// CHECK-NEXT: return hostOnly(x) * 2;
// CHECK: hip-host-call-from-kernel.hip:11:5: note: 'hostOnly' declared here
// CHECK: hip-host-call-from-kernel.hip:21:60: note: called by 'viaTemplate'
// CHECK: hip-host-call-from-kernel.hip:27:12: note: called by 'kernel'
// CHECK: hip-host-call-from-kernel.hip:23:17: note: in kernel 'kernel' defined here
// CHECK: 4 errors generated
// clang-format on
