// SYCL objects that live as long as the program: queues, buffers and USM
// memory in globals, thousands of submissions through two queues, contexts
// made and dropped while kernels built in them are cached, and objects whose
// destructors run late in exit, after the backends' own exit handlers.
// Nothing here may touch freed memory; the test runs under valgrind where
// it is installed, with fewer rounds (the first argument; see CMakeLists.txt).
#include <sycl/sycl.hpp>

#include "check.h"

#include <cstdlib>
#include <memory>
#include <vector>

constexpr size_t Size = 256;

// Built before main: the first queue loads the runtime and its plugins.
sycl::queue Queue;
sycl::queue InOrderQueue{sycl::property::queue::in_order{}};
sycl::buffer<int> Counts{sycl::range<1>(Size)};
// Empty until main fills them, so destroyed after everything the backends
// registered at exit.
std::unique_ptr<sycl::context> LateContext;
std::unique_ptr<sycl::queue> LateQueue;
int *LeftAllocated = nullptr;

/// Builds and runs one kernel in a context of its own, then drops the
/// context with the program still cached.
int squareInOwnContext(int Value) {
  sycl::context Context(Queue.get_device());
  sycl::queue Local(Context, Queue.get_device());
  int *Result = sycl::malloc_shared<int>(1, Local);
  Local.single_task([=] { *Result = Value * Value; }).wait();
  int Square = *Result;
  sycl::free(Result, Context);
  return Square;
}

int main(int Argc, char **Argv) {
  const int Rounds = Argc > 1 ? std::atoi(Argv[1]) : 5000;
  {
    // A buffer made without host memory holds no defined values.
    sycl::host_accessor C(Counts, sycl::write_only, sycl::no_init);
    for (size_t I = 0; I < Size; ++I)
      C[I] = 0;
  }
  std::vector<int> Left(Size), Right(Size);
  for (size_t I = 0; I < Size; ++I) {
    Left[I] = static_cast<int>(I);
    Right[I] = static_cast<int>(2 * I + 1);
  }
  std::vector<int> Sums(Size, 0);
  {
    sycl::buffer<int> LeftBuffer(Left.data(), sycl::range<1>(Size));
    sycl::buffer<int> RightBuffer(Right.data(), sycl::range<1>(Size));
    sycl::buffer<int> SumBuffer(Sums.data(), sycl::range<1>(Size));
    for (int Round = 0; Round < Rounds; ++Round) {
      sycl::queue &Target = Round % 2 ? Queue : InOrderQueue;
      Target.submit([&](sycl::handler &CGH) {
        sycl::accessor L(LeftBuffer, CGH, sycl::read_only);
        sycl::accessor R(RightBuffer, CGH, sycl::read_only);
        sycl::accessor S(SumBuffer, CGH, sycl::read_write);
        sycl::accessor C(Counts, CGH, sycl::read_write);
        CGH.parallel_for(sycl::range<1>(Size), [=](sycl::id<1> I) {
          S[I] += L[I] + R[I];
          C[I] += 1;
        });
      });
    }
  }
  for (size_t I = 0; I < Size; ++I)
    CHECK_EQ(Sums[I], Rounds * static_cast<int>(3 * I + 1));
  {
    sycl::host_accessor C(Counts, sycl::read_only);
    for (size_t I = 0; I < Size; ++I)
      CHECK_EQ(C[I], Rounds);
  }

  for (int Value = 1; Value <= 4; ++Value)
    CHECK_EQ(squareInOwnContext(Value), Value * Value);

  // USM memory of the default context, never freed: the context frees it
  // when it goes at exit.
  LeftAllocated = sycl::malloc_device<int>(Size, Queue);
  int *Shared = sycl::malloc_shared<int>(Size, InOrderQueue);
  int *Device = LeftAllocated;
  InOrderQueue.parallel_for(sycl::range<1>(Size), [=](sycl::id<1> I) {
    Device[I] = static_cast<int>(I[0]) * 7;
  });
  InOrderQueue.memcpy(Shared, Device, Size * sizeof(int)).wait();
  for (size_t I = 0; I < Size; ++I)
    CHECK_EQ(Shared[I], static_cast<int>(I) * 7);
  sycl::free(Shared, InOrderQueue);

  LateContext = std::make_unique<sycl::context>(Queue.get_device());
  LateQueue = std::make_unique<sycl::queue>(*LateContext, Queue.get_device());
  int *Late = sycl::malloc_host<int>(Size, *LateQueue);
  LateQueue->parallel_for(sycl::range<1>(Size), [=](sycl::id<1> I) {
    Late[I] = static_cast<int>(I[0]) + 1;
  });
  LateQueue->wait();
  for (size_t I = 0; I < Size; ++I)
    CHECK_EQ(Late[I], static_cast<int>(I) + 1);
  return 0;
}
