// Stage 7 of the compile-time benchmark's project: a bitonic sort, as a
// function template over the element type and the comparison, sorting ints
// ascending and key-value records descending. An nd_range kernel sorts each
// work-group's run in local memory; range<1> kernels do the merges too wide
// for one group; a single_task counts the pairs left out of order.
#include "project.h"

#include <algorithm>
#include <cstdio>

namespace project {
// A named namespace, not an anonymous one: a kernel of internal linkage gets
// a 24-character ".intern.<hash>" suffix, and PoCL fails to build a kernel
// whose name comes near 255 characters (it names a directory and a file of
// its kernel cache after it), as the template kernels here then would.
namespace sorting {

constexpr size_t N = 4096;
constexpr size_t GroupSize = 256;

struct KeyValue {
  float Key;
  int Index;
};

struct Ascending {
  bool operator()(int A, int B) const { return A < B; }
};

struct ByKeyDescending {
  bool operator()(const KeyValue &A, const KeyValue &B) const {
    return B.Key < A.Key;
  }
};

template <typename T, typename Compare>
void compareSwap(T &A, T &B, bool Ascending, Compare Less) {
  if (Less(B, A) == Ascending) {
    T Tmp = A;
    A = B;
    B = Tmp;
  }
}

/// Count is a power of two and a multiple of GroupSize. The queue is in
/// order, so the merge steps need no waits between them.
template <typename T, typename Compare>
void bitonicSort(sycl::queue &Q, T *Data, size_t Count, Compare Less) {
  Q.submit([&](sycl::handler &H) {
    sycl::local_accessor<T, 1> Tile(sycl::range<1>(GroupSize), H);
    H.parallel_for(
        sycl::nd_range<1>(Count, GroupSize), [=](sycl::nd_item<1> It) {
          size_t L = It.get_local_id(0), G = It.get_global_id(0);
          Tile[L] = Data[G];
          for (size_t K = 2; K <= GroupSize; K <<= 1)
            for (size_t J = K >> 1; J > 0; J >>= 1) {
              sycl::group_barrier(It.get_group());
              size_t Partner = L ^ J;
              if (Partner > L)
                compareSwap(Tile[L], Tile[Partner], (G & K) == 0, Less);
            }
          sycl::group_barrier(It.get_group());
          Data[G] = Tile[L];
        });
  });
  for (size_t K = 2 * GroupSize; K <= Count; K <<= 1)
    for (size_t J = K >> 1; J > 0; J >>= 1)
      Q.parallel_for(sycl::range<1>(Count), [=](sycl::id<1> Id) {
        size_t I = Id, Partner = I ^ J;
        if (Partner > I)
          compareSwap(Data[I], Data[Partner], (I & K) == 0, Less);
      });
  Q.wait();
}

template <typename T, typename Compare>
unsigned outOfOrder(sycl::queue &Q, const T *Data, size_t Count, Compare Less) {
  unsigned *Result = sycl::malloc_shared<unsigned>(1, Q);
  Q.single_task([=] {
     unsigned Bad = 0;
     for (size_t I = 1; I < Count; ++I)
       Bad += Less(Data[I], Data[I - 1]) ? 1 : 0;
     *Result = Bad;
   }).wait();
  unsigned Bad = *Result;
  sycl::free(Result, Q);
  return Bad;
}

} // namespace sorting

using namespace sorting;

int runSort(sycl::queue &Q) {
  int *Ints = sycl::malloc_shared<int>(N, Q);
  KeyValue *Records = sycl::malloc_shared<KeyValue>(N, Q);
  std::vector<int> WantInts(N);
  for (size_t I = 0; I < N; ++I) {
    Ints[I] = WantInts[I] = int(unitNoise(uint32_t(I)) * 1e6f) - 500000;
    Records[I] = {unitNoise(uint32_t(I + 77)), int(I)};
  }
  bitonicSort(Q, Ints, N, Ascending());
  bitonicSort(Q, Records, N, ByKeyDescending());
  int Failures = 0;
  Failures +=
      expectEqual("ints out of order", outOfOrder(Q, Ints, N, Ascending()), 0);
  Failures += expectEqual("records out of order",
                          outOfOrder(Q, Records, N, ByKeyDescending()), 0);
  std::sort(WantInts.begin(), WantInts.end());
  for (size_t I = 0; I < N && !Failures; ++I)
    Failures += expectEqual("sorted int", Ints[I], WantInts[I]);
  long long IndexSum = 0;
  for (size_t I = 0; I < N; ++I)
    IndexSum += Records[I].Index;
  Failures +=
      expectEqual("record indices", IndexSum, (long long)N * (N - 1) / 2);

  sycl::free(Ints, Q);
  sycl::free(Records, Q);
  std::printf("sort: %s\n", Failures ? "FAILED" : "ok");
  return Failures;
}

} // namespace project
