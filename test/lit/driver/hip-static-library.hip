// HIP sources in a static library: prism++ -c makes fat objects, ar makes
// the library, and a link without -fsycl links its device code (whole
// archive), as hipcc links one. With -fgpu-rdc an extern __device__
// function of another member resolves; without it each source's device code
// is whole, so the same call is an error naming the kernel and the flag.
// RUN: rm -rf %t && mkdir %t
// RUN: %prism-cxx -fgpu-rdc -c %s -DLAUNCHER -o %t/launcher.o
// RUN: %prism-cxx -fgpu-rdc -c %s -DHELPER -o %t/helper.o
// RUN: %prism-cxx -c -x c++ %s -DMAIN -o %t/main.o
// RUN: llvm-ar rcs %t/libkernels.a %t/launcher.o %t/helper.o
// RUN: %prism-cxx -fgpu-rdc %t/main.o %t/libkernels.a -o %t/app
// RUN: %t/app | FileCheck %s --check-prefix=OUT
// OUT: 43

// RUN: %prism-cxx -c %s -DLAUNCHER -o %t/launcher-whole.o
// RUN: %prism-cxx -c %s -DHELPER -o %t/helper-whole.o
// RUN: llvm-ar rcs %t/libwhole.a %t/launcher-whole.o %t/helper-whole.o
// RUN: not %prism-cxx %t/main.o %t/libwhole.a -o %t/app2 2>&1 | FileCheck %s --check-prefix=WHOLE
// WHOLE: prism: error: kernel 'addOne(int*)' calls 'plusOne(int)', which has no device definition (host-only, or in another translation unit without -fgpu-rdc?)

#ifdef MAIN
#include <cstdio>
int runAddOne(int Value);
int main() { std::printf("%d\n", runAddOne(42)); }
#else
#include <hip/hip_runtime.h>
#endif

#ifdef HELPER
__device__ int plusOne(int X) { return X + 1; }
#endif

#ifdef LAUNCHER
extern __device__ int plusOne(int X);

__global__ void addOne(int *Value) { *Value = plusOne(*Value); }

int runAddOne(int Value) {
  int *Device = nullptr;
  hipMalloc(&Device, sizeof(int));
  hipMemcpy(Device, &Value, sizeof(int), hipMemcpyHostToDevice);
  addOne<<<1, 1>>>(Device);
  hipMemcpy(&Value, Device, sizeof(int), hipMemcpyDeviceToHost);
  hipFree(Device);
  return Value;
}
#endif
