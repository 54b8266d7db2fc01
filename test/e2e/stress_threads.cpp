// Concurrency stress (issue 22): 16 host threads submit at once, to a queue
// they all share and to queues of their own, with buffers, USM and host
// tasks. Each round, a quarter of the threads also make a context and a
// queue of their own, and another quarter a queue of the shared context,
// and destroy them while the others run. A USM counter that
// every work-item of every thread adds to checks that no launch is lost or
// run twice. Every result is checked against what the host computes; any
// mismatch is printed and makes the program exit non-zero.
#include "check.h"

#include <sycl/sycl.hpp>

#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

namespace {

constexpr int Threads = 16;
constexpr int Rounds = 16;
constexpr size_t N = 64;

std::atomic<int> Mismatches{0};
std::atomic<int> Submissions{0};

void expect(bool Good, int Thread, int Round, const char *What) {
  if (Good)
    return;
  std::fprintf(stderr, "thread %d round %d: %s is wrong\n", Thread, Round,
               What);
  ++Mismatches;
}

// A kernel writes a buffer, a host task adds one to each element, a second
// kernel doubles it; the buffer writes back when it goes out of scope.
void bufferRound(sycl::queue &Q, int T, int R) {
  std::vector<int> Host(N, -1);
  {
    sycl::buffer<int> Buf(Host.data(), sycl::range<1>(N));
    Q.submit([&](sycl::handler &H) {
      sycl::accessor A{Buf, H, sycl::write_only, sycl::no_init};
      H.parallel_for(sycl::range<1>(N),
                     [=](sycl::id<1> I) { A[I] = int(I[0]) * (T + 1) + R; });
    });
    Q.submit([&](sycl::handler &H) {
      sycl::accessor A{Buf, H, sycl::read_write_host_task};
      H.host_task([=] {
        for (size_t I = 0; I < N; ++I)
          A[I] += 1;
      });
    });
    Q.submit([&](sycl::handler &H) {
      sycl::accessor A{Buf, H, sycl::read_write};
      H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) { A[I] *= 2; });
    });
    Submissions += 3;
  }
  bool Good = true;
  for (size_t I = 0; I < N; ++I)
    Good &= Host[I] == (int(I) * (T + 1) + R + 1) * 2;
  expect(Good, T, R, "the buffer's contents");
}

// Device memory copied in, a kernel, a host task on shared memory ordered
// after it by depends_on, a second kernel after that, and a copy out.
// Counter (shared memory of Q's context, or null) gets one per work-item.
void usmRound(sycl::queue &Q, int T, int R, int *Counter) {
  std::vector<int> In(N), Out(N, -1);
  for (size_t I = 0; I < N; ++I)
    In[I] = T * 1000 + R * int(N) + int(I);
  int *Dev = sycl::malloc_device<int>(N, Q);
  int *Shared = sycl::malloc_shared<int>(N, Q);
  CHECK(Dev && Shared);
  sycl::event Copied = Q.memcpy(Dev, In.data(), N * sizeof(int));
  sycl::event Tripled = Q.submit([&](sycl::handler &H) {
    H.depends_on(Copied);
    H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
      Shared[I] = Dev[I] * 3;
      if (Counter)
        sycl::atomic_ref<int, sycl::memory_order::relaxed,
                         sycl::memory_scope::device,
                         sycl::access::address_space::global_space>(*Counter)
            .fetch_add(1);
    });
  });
  sycl::event Checked = Q.submit([&](sycl::handler &H) {
    H.depends_on(Tripled);
    H.host_task([=] {
      for (size_t I = 0; I < N; ++I)
        Shared[I] -= T;
    });
  });
  sycl::event Added = Q.submit([&](sycl::handler &H) {
    H.depends_on(Checked);
    H.parallel_for(sycl::range<1>(N),
                   [=](sycl::id<1> I) { Dev[I] = Shared[I] + 1; });
  });
  Q.memcpy(Out.data(), Dev, N * sizeof(int), Added).wait();
  Submissions += 5;
  bool Good = true;
  for (size_t I = 0; I < N; ++I)
    Good &= Out[I] == In[I] * 3 - T + 1;
  expect(Good, T, R, "the USM result");
  sycl::free(Dev, Q);
  sycl::free(Shared, Q);
}

// A context and queue of the thread's own, made, used and destroyed while
// the other threads run.
void ownContextRound(const sycl::device &D, int T, int R) {
  sycl::context Ctx(D);
  sycl::queue Q(Ctx, D);
  bufferRound(Q, T, R);
  usmRound(Q, T, R, nullptr);
}

} // namespace

int main() {
  sycl::queue Shared;
  sycl::device D = Shared.get_device();
  int *Counter = sycl::malloc_shared<int>(1, Shared);
  CHECK(Counter);
  *Counter = 0;
  std::vector<std::thread> Workers;
  for (int T = 0; T < Threads; ++T)
    Workers.emplace_back([&, T] {
      sycl::queue Own(Shared.get_context(), D);
      for (int R = 0; R < Rounds; ++R) {
        sycl::queue &Q = (T + R) % 2 ? Own : Shared;
        bufferRound(Q, T, R);
        usmRound(Q, T, R, Counter);
        if (T % 4 == 0)
          ownContextRound(D, T, R);
        if (T % 4 == 2) {
          // A queue of the shared context, destroyed while others use it.
          sycl::queue Fresh(Shared.get_context(), D);
          bufferRound(Fresh, T, R);
        }
      }
      Own.wait();
    });
  for (std::thread &W : Workers)
    W.join();
  Shared.wait();
  CHECK_EQ(Mismatches.load(), 0);
  CHECK_EQ(*Counter, Threads * Rounds * int(N));
  sycl::free(Counter, Shared);
  std::printf("stress_threads: %d threads, %d submissions, all results right\n",
              Threads, Submissions.load());
  return 0;
}
