// HIP device code may not call host functions: a call from a kernel, from a
// __device__ function, and from a __host__ __device__ function a kernel
// calls is an error at the call, naming the function. Host code calls it
// freely.
// RUN: not %prism-cxx -fsyntax-only %s 2>&1 | FileCheck %s
#include <hip/hip_runtime.h>

int hostOnly(int x) { return x + 1; }

__device__ int viaDevice(int x) { return hostOnly(x); }

__host__ __device__ int viaHostDevice(int x) { return hostOnly(x) * 2; }

__global__ void kernel(int *out) {
  out[0] = hostOnly(1);
  out[1] = viaDevice(2);
  out[2] = viaHostDevice(3);
}

int main() {
  kernel<<<1, 1>>>(nullptr);
  return hostOnly(0) + viaHostDevice(1);
}
// clang-format off
// CHECK-DAG: hip-host-call-from-kernel.hip:10:42: error: no matching function for call to 'hostOnly'
// CHECK-DAG: hip-host-call-from-kernel.hip:8:5: note: candidate function not viable: call to __host__ function from __device__ function
// CHECK-DAG: hip-host-call-from-kernel.hip:15:12: error: no matching function for call to 'hostOnly'
// CHECK-DAG: hip-host-call-from-kernel.hip:8:5: note: candidate function not viable: call to __host__ function from __global__ function
// CHECK-DAG: hip-host-call-from-kernel.hip:12:55: error: reference to __host__ function 'hostOnly' in __host__ __device__ function
// CHECK: 3 errors generated
// clang-format on
