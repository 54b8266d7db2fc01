// Objects the program leaves alive at exit (issue 22): a buffer made before
// any queue, whose write-back to a global array happens during exit after
// the backend libraries were loaded; a global queue made during static
// initialisation; a static queue and a static buffer with a kernel and a
// host task still writing to it; shared USM never freed, written by a kernel
// nobody waits for; a kernel bundle kept in a static. The buffers must write
// back, and nothing may crash or be released into a backend that already shut
// down: the test passes when the program exits 0.
//
// C++ runs exit-time destructors in the reverse order of construction, so
// the checker, constructed first, is destroyed last: after every buffer
// here has written back.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <unistd.h>

namespace {

constexpr size_t Count = 4096;

int GlobalHost[Count];
int StaticHost[Count];

// The write-backs, checked after every other object of the program is gone.
struct ExitChecker {
  ~ExitChecker() {
    for (size_t I = 0; I < Count; ++I)
      if (GlobalHost[I] != 2 * (int(I) + 1) || StaticHost[I] != 2 * int(I)) {
        std::fprintf(stderr,
                     "exit_with_live_objects: element %zu not written back "
                     "at exit: %d and %d\n",
                     I, GlobalHost[I], StaticHost[I]);
        std::fflush(stderr);
        _exit(1);
      }
    std::printf("exit_with_live_objects: written back at exit: PASSED\n");
    std::fflush(stdout);
  }
} Checker;

// Made during static initialisation, the buffer before any queue or plugin
// exists.
sycl::buffer<int> GlobalBuffer(GlobalHost, sycl::range<1>(Count));
sycl::queue GlobalQueue;

class KeptKernel;

} // namespace

int main() {
  static sycl::queue Queue;
  static sycl::buffer<int> StaticBuffer(StaticHost, sycl::range<1>(Count));
  static auto Bundle = sycl::get_kernel_bundle<sycl::bundle_state::executable>(
      Queue.get_context());
  GlobalQueue.submit([&](sycl::handler &H) {
    sycl::accessor Out(GlobalBuffer, H, sycl::write_only, sycl::no_init);
    H.parallel_for<KeptKernel>(sycl::range<1>(Count),
                               [=](sycl::id<1> I) { Out[I] = int(I[0]) + 1; });
  });
  Queue.submit([&](sycl::handler &H) {
    sycl::accessor Out(StaticBuffer, H, sycl::write_only, sycl::no_init);
    H.parallel_for(sycl::range<1>(Count),
                   [=](sycl::id<1> I) { Out[I] = 2 * int(I[0]); });
  });
  GlobalQueue.submit([&](sycl::handler &H) {
    sycl::accessor InOut(GlobalBuffer, H, sycl::read_write);
    H.host_task([=] {
      for (size_t I = 0; I < Count; ++I)
        InOut[I] *= 2;
    });
  });
  int *Shared = sycl::malloc_shared<int>(Count, Queue);
  Queue.parallel_for(sycl::range<1>(Count),
                     [=](sycl::id<1> I) { Shared[I] = int(I[0]); });
  int *Device = sycl::malloc_device<int>(Count, GlobalQueue);
  GlobalQueue.fill(Device, 7, Count);
  std::printf("exit_with_live_objects: leaving with %zu kernel(s) in the "
              "bundle\n",
              Bundle.get_kernel_ids().size());
  return 0;
}
