// A kernel that reaches a static local variable of a host function by
// reference, address or copy would read zeros: the device compile never
// emits the host function, where Clang gives the variable its value. That is
// an error; a use of its value that folds into a constant, and static locals
// of functions the kernel calls, are fine.
// RUN: not %prism-cxx -fsycl -fsyntax-only %s 2>&1 | FileCheck %s
#include <sycl/sycl.hpp>

struct Pair {
  float First, Second;
  constexpr float second() const { return Second; }
};

float lookup(int I) {
  static constexpr float Table[] = {1.0f, 2.0f, 4.0f};
  return Table[I];
}

int main() {
  sycl::queue Q;
  float *Out = sycl::malloc_shared<float>(8, Q);
  static constexpr Pair Weights{0.5f, 2.0f};
  static constexpr float Scale = 3.0f;
  Q.single_task([=] {
     constexpr Pair Copy = Weights;
     Out[0] = Scale;
     Out[1] = Weights.First;
     Out[2] = Copy.second();
     Out[3] = lookup(2);
     const Pair *Address = &Weights;
     Out[4] = Address->Second;
     Out[5] = Weights.second();
   }).wait();
}
// CHECK: static-local-in-kernel.cpp:30:29: error: SYCL kernel cannot use a static local variable of a function that is not device code other than as a constant (by reference, address or copy): the device has no copy of its value; make it a constexpr variable at namespace scope, or a local variable of the kernel
// CHECK: static-local-in-kernel.cpp:24:17: note: in kernel
// CHECK: static-local-in-kernel.cpp:32:15: error: SYCL kernel cannot use a static local variable
// CHECK: 2 errors generated
