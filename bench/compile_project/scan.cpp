// Stage 4 of the compile-time benchmark's project: an inclusive prefix sum
// in three kernels. Each work-group scans its block in local memory
// (Hillis-Steele with nd_item::barrier, in a function object), a single_task
// scans the blocks' totals, and a range<1> kernel adds each block's offset.
// A stream compaction built on it scans the flags of a predicate and
// scatters the elements kept.
#include "project.h"

#include <cstdio>

namespace project {
// A named namespace, not an anonymous one: a kernel of internal linkage gets
// a 24-character ".intern.<hash>" suffix, and PoCL fails to build a kernel
// whose name comes near 255 characters (it names a directory and a file of
// its kernel cache after it), as the template kernels here then would.
namespace scanning {

constexpr size_t Block = 64;
constexpr size_t N = Block * 50;

struct IsLarge {
  int Threshold;
  bool operator()(int V) const { return V >= Threshold; }
};

struct Identity {
  int operator()(int V) const { return V; }
};

/// 1 where Keep holds, else 0: scanned, each kept element's position.
template <typename Predicate> struct FlagIf {
  Predicate Keep;
  int operator()(int V) const { return Keep(V) ? 1 : 0; }
};

/// The block scan, a function object the kernel calls: each work-group's block
/// of Map(In[...]) scanned in Temp, its total in Totals.
template <typename Transform> struct BlockScan {
  const int *In;
  int *Out, *Totals;
  sycl::local_accessor<int, 1> Temp;
  Transform Map;

  void operator()(sycl::nd_item<1> It) const {
    size_t L = It.get_local_id(0), G = It.get_global_id(0);
    Temp[L] = Map(In[G]);
    It.barrier(sycl::access::fence_space::local_space);
    for (size_t Offset = 1; Offset < Block; Offset *= 2) {
      int Add = L >= Offset ? Temp[L - Offset] : 0;
      It.barrier(sycl::access::fence_space::local_space);
      Temp[L] += Add;
      It.barrier(sycl::access::fence_space::local_space);
    }
    Out[G] = Temp[L];
    if (L == Block - 1)
      Totals[It.get_group(0)] = Temp[L];
  }
};

/// Out[I] = Map(In[0]) + ... + Map(In[I]).
template <typename Transform>
void inclusiveScan(sycl::queue &Q, const int *In, int *Out, size_t Count,
                   Transform Map) {
  const size_t Blocks = Count / Block;
  int *Offsets = sycl::malloc_shared<int>(Blocks, Q);
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<int, 1> Temp(sycl::range<1>(Block), H);
     BlockScan<Transform> Scan{In, Out, Offsets, Temp, Map};
     H.parallel_for(sycl::nd_range<1>(Count, Block),
                    [=](sycl::nd_item<1> It) { Scan(It); });
   }).wait();
  Q.single_task([=] {
     int Running = 0;
     for (size_t B = 0; B < Blocks; ++B) {
       int Total = Offsets[B];
       Offsets[B] = Running;
       Running += Total;
     }
   }).wait();
  Q.parallel_for(sycl::range<1>(Count), [=](sycl::id<1> I) {
     Out[I] += Offsets[I / Block];
   }).wait();
  sycl::free(Offsets, Q);
}

/// Keeps the elements of In that satisfy Keep, in order; returns how many.
template <typename Predicate>
size_t compact(sycl::queue &Q, const int *In, int *Out, size_t Count,
               Predicate Keep) {
  int *Positions = sycl::malloc_shared<int>(Count, Q);
  inclusiveScan(Q, In, Positions, Count, FlagIf<Predicate>{Keep});
  Q.parallel_for(sycl::range<1>(Count), [=](sycl::id<1> I) {
     if (Keep(In[I]))
       Out[Positions[I] - 1] = In[I];
   }).wait();
  size_t Kept = size_t(Positions[Count - 1]);
  sycl::free(Positions, Q);
  return Kept;
}

} // namespace scanning

using namespace scanning;

int runScan(sycl::queue &Q) {
  int *In = sycl::malloc_shared<int>(N, Q);
  int *Out = sycl::malloc_shared<int>(N, Q);
  for (size_t I = 0; I < N; ++I)
    In[I] = int(unitNoise(uint32_t(I * 3)) * 100.0f) - 20;
  inclusiveScan(Q, In, Out, N, Identity());
  int Failures = 0;
  long long Running = 0;
  for (size_t I = 0; I < N && !Failures; ++I) {
    Running += In[I];
    Failures += expectEqual("inclusive scan", Out[I], Running);
  }

  IsLarge Large{50};
  size_t Kept = compact(Q, In, Out, N, Large);
  std::vector<int> Want;
  for (size_t I = 0; I < N; ++I)
    if (Large(In[I]))
      Want.push_back(In[I]);
  Failures +=
      expectEqual("compacted size", (long long)Kept, (long long)Want.size());
  for (size_t I = 0; I < Want.size() && !Failures; ++I)
    Failures += expectEqual("compacted element", Out[I], Want[I]);

  sycl::free(In, Q);
  sycl::free(Out, Q);
  std::printf("scan: %s\n", Failures ? "FAILED" : "ok");
  return Failures;
}

} // namespace project
