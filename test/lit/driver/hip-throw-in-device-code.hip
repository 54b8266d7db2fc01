// Exceptions are not available in HIP device code: a throw in a __device__
// function, and in a __host__ __device__ function a kernel calls, is an
// error at the throw. Host code of the same file throws and catches as
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

__global__ void kernel(int *out) { out[0] = checked(out[1]) + validated(2); }

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
// CHECK: 2 errors generated
// clang-format on
