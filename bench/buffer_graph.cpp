// What the buffer dependency graph costs (issue 5), against the same work
// without it, measured in the same run:
//  - a chain of 1000 small kernels, each reading and writing one buffer
//    through an accessor, against the same chain of kernels on one USM
//    allocation in an in-order queue (target: at most 1.5x the time);
//  - 1000 independent kernels over 8 buffers on a default (out-of-order)
//    queue, against the same kernels on an in-order queue, as a throughput
//    ratio (printed; Prism's plugin queues run in order, so the graph can
//    only cost here, not win).
#include "timing.h"

#include <sycl/sycl.hpp>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

constexpr size_t Elements = 256;
constexpr int Chain = 1000;

double bufferChain(sycl::queue &Q, sycl::buffer<int> &B) {
  double Start = nowSeconds();
  for (int I = 0; I < Chain; ++I)
    Q.submit([&](sycl::handler &H) {
      sycl::accessor A{B, H};
      H.parallel_for(sycl::range<1>(Elements),
                     [=](sycl::id<1> J) { A[J] += 1; });
    });
  B.get_host_access(sycl::read_only);
  return nowSeconds() - Start;
}

double usmChain(sycl::queue &Q, int *Data) {
  double Start = nowSeconds();
  for (int I = 0; I < Chain; ++I)
    Q.parallel_for(sycl::range<1>(Elements),
                   [=](sycl::id<1> J) { Data[J] += 1; });
  Q.wait();
  return nowSeconds() - Start;
}

double independent(sycl::queue &Q, std::vector<sycl::buffer<int>> &Buffers) {
  double Start = nowSeconds();
  for (int I = 0; I < Chain; ++I)
    Q.submit([&](sycl::handler &H) {
      sycl::accessor A{Buffers[I % Buffers.size()], H};
      H.parallel_for(sycl::range<1>(Elements),
                     [=](sycl::id<1> J) { A[J] += 1; });
    });
  Q.wait();
  return nowSeconds() - Start;
}

double median(std::vector<double> Times) {
  std::sort(Times.begin(), Times.end());
  return Times[Times.size() / 2];
}

} // namespace

int main() {
  sycl::queue Q;
  sycl::queue InOrder{sycl::property::queue::in_order()};
  sycl::buffer<int> B{sycl::range<1>(Elements)};
  int *Data = sycl::malloc_device<int>(Elements, InOrder);
  InOrder.memset(Data, 0, Elements * sizeof(int)).wait();
  Q.submit([&](sycl::handler &H) {
    sycl::accessor A{B, H, sycl::write_only, sycl::no_init};
    H.fill(A, 0);
  });

  // Alternating, so that both see the same machine; medians of 15.
  std::vector<double> BufferTimes, UsmTimes;
  bufferChain(Q, B);
  usmChain(InOrder, Data);
  for (int Run = 0; Run < 15; ++Run) {
    BufferTimes.push_back(bufferChain(Q, B));
    UsmTimes.push_back(usmChain(InOrder, Data));
  }
  double Buffers = median(BufferTimes), Usm = median(UsmTimes);
  std::printf("chain of %d dependent kernels: buffer+accessor %.2f ms, "
              "in-order USM %.2f ms, ratio %.2f (target <= 1.5)\n",
              Chain, Buffers * 1e3, Usm * 1e3, Buffers / Usm);

  std::vector<sycl::buffer<int>> Eight;
  for (int I = 0; I < 8; ++I)
    Eight.emplace_back(sycl::range<1>(Elements));
  double OutOfOrderTime = medianSeconds(1, 5, [&] { independent(Q, Eight); });
  double InOrderTime = medianSeconds(1, 5, [&] { independent(InOrder, Eight); });
  std::printf("%d independent kernels over 8 buffers: out-of-order queue "
              "%.0f kernels/s, in-order queue %.0f kernels/s, ratio %.2f\n",
              Chain, Chain / OutOfOrderTime, Chain / InOrderTime,
              InOrderTime / OutOfOrderTime);
  sycl::free(Data, InOrder);
  return 0;
}
