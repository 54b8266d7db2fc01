// Exceptions are not available in HIP device code: a throw in a __device__
// function, and in a __host__ __device__ function a kernel calls, is an
// error at the throw (with the call chain from the kernel for a template). Host code of the same file throws and catches as
// usual.
// RUN: not %prism-cxx -fsyntax-only %s 2>&1 | FileCheck %s
#include <hip/hip_runtime.h>

#include <stdexcept>

__device__ int checked(int x) {
  if (x < 0)
    throw x;
  return x;
}

__host__ __device__ int validated(int x) {
  if (x > 100)
    throw 100;
  return x;
}

// A template is device code once a kernel uses it: the chain says which.
template <typename T> __host__ __device__ T positive(T x) {
  if (x <= 0)
    throw x;
  return x;
}

__global__ void kernel(int *out) {
  out[0] = checked(out[1]) + validated(2) + positive(out[2]);
}

int main() {
  kernel<<<1, 1>>>(nullptr);
  try {
    throw std::logic_error("host code may throw");
  } catch (...) {
  }
  return validated(3);
}
// clang-format off
// CHECK-DAG: hip-throw-in-device-code.hip:12:5: error: cannot use 'throw' in __device__ function
// CHECK-DAG: hip-throw-in-device-code.hip:18:5: error: cannot use 'throw' in __host__ __device__ function
// CHECK: hip-throw-in-device-code.hip:25:5: error: cannot use 'throw' in __host__ __device__ function
// CHECK: hip-throw-in-device-code.hip:30:45: note: called by 'kernel'
// CHECK: hip-throw-in-device-code.hip:29:17: note: in kernel 'kernel' defined here
// CHECK: 3 errors generated
// clang-format on
