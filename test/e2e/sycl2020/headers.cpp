// A program as DPC++ tutorials write it: it includes <sycl/sycl.hpp> only
// and uses std::cout, std::vector, std::array, std::unordered_map,
// std::function, std::chrono, std::iota, std::sort, assert, INT_MAX,
// uint32_t and std::sqrt, which DPC++'s headers make available. Built with
// -std=gnu++17 (CMake's default) and -std=gnu++20.
#include <sycl/sycl.hpp>

#include "check.h"

int main() {
  auto Start = std::chrono::steady_clock::now();
  sycl::queue Q;
  std::cout << "Running on "
            << Q.get_device().get_info<sycl::info::device::name>() << "\n";

  constexpr size_t N = 1024;
  std::vector<float> A(N), B(N), C(N);
  std::iota(A.begin(), A.end(), 0.0f);
  std::array<float, 2> Scale = {2.0f, 0.5f};
  for (size_t I = 0; I < N; ++I)
    B[I] = Scale[I % 2] * float(I);
  {
    sycl::buffer<float> BufA(A.data(), sycl::range<1>(N));
    sycl::buffer<float> BufB(B.data(), sycl::range<1>(N));
    sycl::buffer<float> BufC(C.data(), sycl::range<1>(N));
    Q.submit([&](sycl::handler &H) {
      sycl::accessor InA(BufA, H, sycl::read_only);
      sycl::accessor InB(BufB, H, sycl::read_only);
      sycl::accessor Out(BufC, H, sycl::write_only, sycl::no_init);
      H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
        Out[I] = sycl::sqrt(InA[I] * InB[I]);
      });
    });
  }
  for (size_t I = 0; I < N; ++I)
    CHECK(std::fabs(C[I] - std::sqrt(A[I] * B[I])) <= 1e-4f * (1 + C[I]));

  // Host-side bookkeeping with the standard library.
  std::unordered_map<std::string, uint32_t> Counts;
  std::function<bool(float)> IsWhole = [](float V) {
    return V == std::floor(V);
  };
  for (float V : C)
    ++Counts[IsWhole(V) ? "whole" : "fraction"];
  CHECK_EQ(Counts["whole"] + Counts["fraction"], N);
  std::vector<float> Sorted(C.rbegin(), C.rend());
  std::sort(Sorted.begin(), Sorted.end());
  CHECK(std::is_sorted(Sorted.begin(), Sorted.end()));
  assert(INT_MAX > 0 && std::numeric_limits<int32_t>::max() == INT_MAX);

  auto Elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(
      std::chrono::steady_clock::now() - Start);
  CHECK(Elapsed.count() >= 0);
  std::cout << "ok (" << Counts["whole"] << " whole results)" << std::endl;
  return 0;
}
