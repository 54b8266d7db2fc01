// Thread safety: 8 host threads submit at once, to one shared queue and to
// queues of their own, into shared buffers (each thread its own slice of a
// sub-buffer, and all of them adding into one counter buffer); the results
// are checked against the host's sums.
#include "check.h"

#include <sycl/sycl.hpp>

#include <atomic>
#include <cstdio>
#include <thread>
#include <vector>

int main() {
  constexpr int Threads = 8, Rounds = 40;
  constexpr size_t Slice = 256;
  sycl::queue Shared;
  std::vector<int> Host(Threads * Slice, 0);
  std::vector<long> Counter(1, 0);
  std::atomic<int> StaleReads{0};
  {
    sycl::buffer<int> Data(Host.data(), sycl::range<1>(Threads * Slice));
    sycl::buffer<long> Count(Counter.data(), sycl::range<1>(1));
    std::vector<std::thread> Workers;
    for (int T = 0; T < Threads; ++T)
      Workers.emplace_back([&, T] {
        sycl::queue Own(Shared.get_context(), Shared.get_device());
        sycl::buffer<int> Mine(Data, sycl::id<1>(T * Slice),
                               sycl::range<1>(Slice));
        for (int R = 0; R < Rounds; ++R) {
          sycl::queue &Q = R % 2 ? Own : Shared;
          Q.submit([&](sycl::handler &H) {
            sycl::accessor D{Mine, H};
            H.parallel_for(sycl::range<1>(Slice),
                           [=](sycl::id<1> I) { D[I] += T + 1; });
          });
          Q.submit([&](sycl::handler &H) {
            sycl::accessor C{Count, H};
            H.single_task([=] { C[0] += 1; });
          });
          if (R % 10 == 9) {
            // Checked here, reported from main: a worker must not exit.
            sycl::host_accessor Peek{Mine, sycl::read_only};
            if (Peek[Slice - 1] != (T + 1) * (R + 1)) {
              std::fprintf(stderr, "thread %d round %d: saw %d, not %d\n", T,
                           R, Peek[Slice - 1], (T + 1) * (R + 1));
              ++StaleReads;
            }
          }
        }
      });
    for (std::thread &W : Workers)
      W.join();
  }
  CHECK_EQ(StaleReads.load(), 0);
  for (int T = 0; T < Threads; ++T)
    for (size_t I = 0; I < Slice; I += 17)
      CHECK_EQ(Host[T * Slice + I], (T + 1) * Rounds);
  CHECK_EQ(Counter[0], long(Threads * Rounds));
  std::puts("buffer_threads: all checks passed");
  return 0;
}
