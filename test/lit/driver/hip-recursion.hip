// Recursion in HIP device code: NVIDIA GPUs run it, OpenCL devices cannot,
// so the SPIR-V image refuses a kernel that still reaches a recursive call
// after optimisation, naming it; at -O2 this tail recursion became a loop,
// and a PTX-only build keeps the recursion.
// RUN: not %prism-cxx -O0 %s -o %t 2>&1 | FileCheck %s
// RUN: %prism-cxx -O2 %s -o %t
// RUN: %prism-cxx -O0 -fsycl-targets=nvptx64-nvidia-cuda %s -o %t
#include <hip/hip_runtime.h>

__device__ int factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

__global__ void factorials(int *out) { out[threadIdx.x] = factorial(threadIdx.x); }

int main() {}

// CHECK: prism: error: kernel 'factorials(int*)' reaches recursion, which OpenCL devices (the SPIR-V image) cannot run: 'factorial(int)' -> 'factorial(int)' (called through 'factorials(int*)' -> 'factorial(int)'); make it iterative, or build for NVIDIA GPUs alone (-fsycl-targets=nvptx64-nvidia-cuda)
