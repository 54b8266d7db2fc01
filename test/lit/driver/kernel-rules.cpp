// The frontend plugin enforces SYCL's device-code rules on everything a
// kernel reaches, naming the call chain back to the kernel; host code is
// free to use all of C++.
// RUN: not %prism-cxx -fsycl -fsyntax-only %s 2>&1 | FileCheck %s
#include <sycl/sycl.hpp>

#include <stdexcept>
#include <typeinfo>

int Counter;
struct Shape {
  virtual float area() const { return 1; }
};

float mayThrow(float X) {
  if (X < 0)
    throw std::runtime_error("negative");
  return X;
}
int factorial(int N) { return N <= 1 ? 1 : N * factorial(N - 1); }
float viaVirtual(const Shape &S) { return S.area(); }
const char *rtti(const Shape &S) { return typeid(S).name(); }

int main() {
  sycl::queue Q;
  float *P = sycl::malloc_shared<float>(4, Q);
  const Shape *S = nullptr;
  Q.single_task<class Throwing>([=]() { P[0] = mayThrow(P[0]); });
  Q.single_task<class Recursive>([=]() { P[1] = float(factorial(4)); });
  Q.single_task<class Global>([=]() { P[2] = float(Counter++); });
  Q.single_task<class Virtual>([=]() { P[3] = viaVirtual(*S); });
  Q.single_task<class Rtti>([=]() { P[3] = float(rtti(*S)[0]); });
  try {
    throw std::logic_error("host code may throw");
  } catch (...) {
  }
}
// CHECK-DAG: kernel-rules.cpp:17:5: error: SYCL kernel cannot use exceptions
// CHECK-DAG: kernel-rules.cpp:28:48: note: called by 'operator()'
// CHECK-DAG: kernel-rules.cpp:28:23: note: in kernel 'Throwing' defined here
// CHECK-DAG: kernel-rules.cpp:20:5: error: SYCL kernel cannot call a recursive function
// CHECK-DAG: kernel-rules.cpp:29:23: note: in kernel 'Recursive' defined here
// CHECK-DAG: kernel-rules.cpp:30:52: error: SYCL kernel cannot use a non-const global variable
// CHECK-DAG: kernel-rules.cpp:21:45: error: SYCL kernel cannot call a virtual function
// CHECK-DAG: kernel-rules.cpp:31:47: note: called by 'operator()'
// CHECK-DAG: kernel-rules.cpp:22:43: error: SYCL kernel cannot use RTTI (typeid or dynamic_cast)
// CHECK-DAG: kernel-rules.cpp:32:23: note: in kernel 'Rtti' defined here
// CHECK: 5 errors generated
