// A kernel functor travels to the device as its bytes: one whose copy
// constructor is not trivial is refused at compile time, naming the rule. A
// destructor of its own is fine (it runs on each work-item's copy, which is
// how sycl::stream flushes).
// RUN: not %prism-cxx -fsycl -fsyntax-only %s 2>&1 | FileCheck %s
#include <sycl/sycl.hpp>

struct Counted {
  int *Target;
  Counted(int *Target) : Target(Target) {}
  Counted(const Counted &Other) : Target(Other.Target) {}
};

struct Finishing {
  int *Target;
  ~Finishing() {}
};

int main() {
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(2, Q);
  Counted Copied(P);
  Finishing Destroyed{P};
  Q.single_task<class CopiedKernel>([=] { *Copied.Target = 1; });
  Q.single_task<class DestroyedKernel>([=] { Destroyed.Target[1] = 2; });
  Q.submit([&](sycl::handler &H) {
    sycl::stream Out(1024, 256, H);
    H.single_task<class StreamKernel>([=] { Out << "no newline"; });
  });
}
// CHECK: error: static assertion failed{{.*}}: a SYCL kernel functor must be trivially copy-constructible: it is copied to the device as bytes
// CHECK: kernel-functor-copy.cpp:24:5: note: in instantiation of function template specialization 'sycl::queue::single_task<CopiedKernel
// CHECK-NOT: error:
// CHECK: 1 error generated
