// How queues order commands: an in-order queue runs each command after the
// one before it, host tasks included (a kernel after a slow host task sees
// what the task wrote); an out-of-order queue spreads independent commands
// over several backend queues, and still honours every dependency between
// them, a barrier and queue::wait covering them all.
#include <sycl/sycl.hpp>

#include "check.h"

#include <chrono>
#include <thread>
#include <vector>

namespace {

void inOrderHostTasks(sycl::queue &Q) {
  int *Flag = sycl::malloc_shared<int>(1, Q);
  int *Seen = sycl::malloc_shared<int>(1, Q);
  *Flag = 0;
  *Seen = -1;
  Q.submit([&](sycl::handler &H) {
    H.host_task([=] {
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      *Flag = 7;
    });
  });
  Q.single_task([=] { *Seen = *Flag * 2; });
  int AfterKernel = -1;
  Q.submit([&](sycl::handler &H) {
    H.host_task([=, &AfterKernel] { AfterKernel = *Seen + 1; });
  });
  Q.wait();
  CHECK_EQ(*Seen, 14);
  CHECK_EQ(AfterKernel, 15);
  sycl::free(Flag, Q);
  sycl::free(Seen, Q);
}

void outOfOrderDependencies(sycl::queue &Q) {
  constexpr size_t N = 4096;
  constexpr int Producers = 8;
  std::vector<int *> Data;
  std::vector<sycl::event> Produced;
  for (int P = 0; P < Producers; ++P) {
    int *D = sycl::malloc_device<int>(N, Q);
    Data.push_back(D);
    Produced.push_back(Q.parallel_for(
        sycl::range<1>(N), [=](sycl::id<1> I) { D[I] = int(I[0]) * (P + 1); }));
  }
  // Each consumer reads two producers, which went to different backend
  // queues.
  int *Sums = sycl::malloc_device<int>(N * Producers, Q);
  std::vector<sycl::event> Consumed;
  for (int P = 0; P < Producers; ++P) {
    int *A = Data[P], *B = Data[(P + 1) % Producers];
    Consumed.push_back(Q.submit([&](sycl::handler &H) {
      H.depends_on({Produced[P], Produced[(P + 1) % Producers]});
      H.parallel_for(sycl::range<1>(N),
                     [=](sycl::id<1> I) { Sums[P * N + I[0]] = A[I] + B[I]; });
    }));
  }
  // A barrier over everything so far, then one kernel behind it.
  sycl::event Barrier = Q.ext_oneapi_submit_barrier();
  long long *Total = sycl::malloc_shared<long long>(1, Q);
  *Total = 0;
  Q.submit([&](sycl::handler &H) {
    H.depends_on(Barrier);
    H.single_task([=] {
      long long S = 0;
      for (size_t I = 0; I < N * Producers; ++I)
        S += Sums[I];
      *Total = S;
    });
  });
  Q.wait();
  std::vector<int> Host(N * Producers);
  Q.memcpy(Host.data(), Sums, sizeof(int) * Host.size()).wait();
  long long Expected = 0;
  for (int P = 0; P < Producers; ++P)
    for (size_t I = 0; I < N; ++I) {
      int Want = int(I) * (P + 1) + int(I) * ((P + 1) % Producers + 1);
      CHECK_EQ(Host[P * N + I], Want);
      Expected += Want;
    }
  CHECK_EQ(*Total, Expected);
  for (int *D : Data)
    sycl::free(D, Q);
  sycl::free(Sums, Q);
  sycl::free(Total, Q);
}

// Many independent fills and kernels without dependencies: queue::wait must
// cover every backend queue they went to.
void outOfOrderWait(sycl::queue &Q) {
  constexpr int Count = 64;
  constexpr size_t N = 1024;
  int *Out = sycl::malloc_shared<int>(Count * N, Q);
  for (int K = 0; K < Count; ++K) {
    int *Slice = Out + K * N;
    Q.parallel_for(sycl::range<1>(N),
                   [=](sycl::id<1> I) { Slice[I] = K + int(I[0]); });
  }
  Q.wait();
  for (int K = 0; K < Count; ++K)
    for (size_t I = 0; I < N; ++I)
      CHECK_EQ(Out[K * N + I], K + int(I));
  sycl::free(Out, Q);
}

} // namespace

int main() {
  sycl::queue InOrder{sycl::property::queue::in_order()};
  CHECK(InOrder.is_in_order());
  inOrderHostTasks(InOrder);
  sycl::queue OutOfOrder;
  CHECK(!OutOfOrder.is_in_order());
  outOfOrderDependencies(OutOfOrder);
  outOfOrderWait(OutOfOrder);
  std::puts("queue_order: ok");
  return 0;
}
