// A kernel functor travels to the device as its bytes, so it must be device
// copyable (SYCL 2020 3.13.1): a lambda whose captures are trivially
// copyable or declared device copyable (sycl::is_device_copyable), or a
// functor class that is itself. The error names the capture or member at
// fault, its type and where it is, and how to declare the type device
// copyable; each functor is reported once, with no second error from the
// headers. A destructor of its own is fine (it runs on each work-item's
// copy, which is how sycl::stream flushes). A capture by reference is an
// error too, as in DPC++.
// RUN: not %prism-cxx -fsycl -fsyntax-only %s 2>&1 | FileCheck %s
#include <sycl/sycl.hpp>

namespace app {
struct Counted {
  int *Target;
  Counted(int *Target) : Target(Target) {}
  Counted(const Counted &Other) : Target(Other.Target) {}
};
} // namespace app

struct Marked {
  int *Target;
  Marked(int *Target) : Target(Target) {}
  Marked(const Marked &Other) : Target(Other.Target) {}
};
template <> struct sycl::is_device_copyable<Marked> : std::true_type {};

struct Finishing {
  int *Target;
  ~Finishing() {}
};

struct Holder {
  app::Counted Items[2];
  int *Target;
  void operator()() const { *Target = 3; }
};

struct OwnCopy {
  int *Target;
  OwnCopy(int *Target) : Target(Target) {}
  OwnCopy(const OwnCopy &Other) : Target(Other.Target) {}
  void operator()(sycl::id<1>) const { *Target = 4; }
};

struct CountedBase : app::Counted {
  using Counted::Counted;
  void operator()() const { *Target = 5; }
};

int main() {
  sycl::queue Q;
  int *P = sycl::malloc_shared<int>(2, Q);
  app::Counted Copied(P);
  Marked Declared(P);
  Finishing Destroyed{P};
  Q.single_task<class CopiedKernel>([=] { *Copied.Target = 1; });
  Q.single_task<class CopiedAgain>([=] { *Copied.Target = 1; });
  Q.single_task<class DeclaredKernel>([=] { *Declared.Target = 1; });
  Q.single_task<class DestroyedKernel>([=] { Destroyed.Target[1] = 2; });
  Q.single_task<class HolderKernel>(Holder{{P, P}, P});
  Q.parallel_for(sycl::range<1>(2), OwnCopy(P));
  Q.parallel_for(sycl::range<1>(2), OwnCopy(P));
  Q.single_task<class BaseKernel>(CountedBase(P));
  auto Inner = [=] { *Copied.Target = 6; };
  auto DeclaredInner = [=] { *Declared.Target = 7; };
  Q.single_task<class InnerKernel>([=] { Inner(); });
  Q.single_task<class DeclaredInnerKernel>([=] { DeclaredInner(); });
  Q.submit([&](sycl::handler &H) {
    sycl::stream Out(1024, 256, H);
    H.single_task<class StreamKernel>([=] { Out << "no newline"; });
    H.single_task<class ByReferenceKernel>([&] { Out << "unreachable"; });
  });
}
// CHECK-NOT: static assertion
// CHECK: kernel-functor-copy.cpp:57:44: error: SYCL kernel lambda captures 'Copied' of type 'app::Counted', which is not device copyable: a kernel's captures are copied to the device as their bytes
// CHECK: kernel-functor-copy.cpp:57:44: note: if copying its bytes copies it correctly, declare it device copyable: template <> struct sycl::is_device_copyable<app::Counted> : std::true_type {};
// CHECK: kernel-functor-copy.cpp:57:37: note: functor of kernel 'CopiedKernel' defined here
// CHECK: kernel-functor-copy.cpp:58:43: error: SYCL kernel lambda captures 'Copied'
// CHECK: note: functor of kernel 'CopiedAgain' defined here
// CHECK: kernel-functor-copy.cpp:34:16: error: SYCL kernel functor 'Holder' has member 'Items' of type 'app::Counted[2]', which is not device copyable
// CHECK: note: {{.*}}sycl::is_device_copyable<app::Counted>
// CHECK: kernel-functor-copy.cpp:42:3: error: SYCL kernel functor 'OwnCopy' has a user-provided copy constructor, so it is not device copyable
// CHECK: note: {{.*}}template <> struct sycl::is_device_copyable<OwnCopy> : std::true_type {};
// CHECK: kernel-functor-copy.cpp:39:8: note: kernel functor defined here
// CHECK: kernel-functor-copy.cpp:46:22: error: SYCL kernel functor 'CountedBase' has base class 'app::Counted', which is not device copyable
// CHECK: note: functor of kernel 'BaseKernel' defined here
// A captured lambda is what its own captures are.
// CHECK: kernel-functor-copy.cpp:65:23: error: SYCL kernel lambda captures 'Copied' of type 'app::Counted'
// CHECK: kernel-functor-copy.cpp:67:36: note: functor of kernel 'InnerKernel' defined here
// A reference to a host variable cannot be followed on the device.
// CHECK: kernel-functor-copy.cpp:72:50: error: SYCL kernel lambda captures 'Out' by reference: the kernel runs where the host's variable cannot be reached; capture it by value
// CHECK: kernel-functor-copy.cpp:72:44: note: functor of kernel 'ByReferenceKernel' defined here
// CHECK-NOT: error:
// CHECK: 7 errors generated
