// USM of all three kinds, with queue::memcpy, memset, fill and copy, and
// the templated and byte-count allocation forms.
#include "check.h"
#include <sycl/sycl.hpp>

#include <vector>

int main() {
  sycl::queue Q;
  constexpr size_t N = 4096;
  int *Dev = sycl::malloc_device<int>(N, Q);
  int *Shared = static_cast<int *>(sycl::malloc_shared(N * sizeof(int), Q));
  int *Host = sycl::malloc_host<int>(N, Q);
  CHECK(Dev && Shared && Host);
  CHECK(sycl::get_pointer_type(Dev, Q.get_context()) ==
        sycl::usm::alloc::device);
  CHECK(sycl::get_pointer_type(Shared, Q.get_context()) ==
        sycl::usm::alloc::shared);
  CHECK(sycl::get_pointer_type(Host, Q.get_context()) ==
        sycl::usm::alloc::host);

  for (size_t I = 0; I < N; ++I)
    Host[I] = int(I);
  Q.fill(Dev, 7, N).wait();
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     Shared[I] = Dev[I] + Host[I];
   }).wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Shared[I], int(I) + 7);

  Q.memset(Dev, 0, N * sizeof(int)).wait();
  std::vector<int> Back(N, -1);
  Q.copy(Dev, Back.data(), N).wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Back[I], 0);

  Q.copy(Host, Dev, N);
  Q.wait();
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     Host[I] = Dev[I] * 2;
   }).wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Host[I], int(2 * I));

  sycl::free(Dev, Q);
  sycl::free(Shared, Q);
  sycl::free(Host, Q.get_context());
  std::puts("usm_kinds: passed");
}
