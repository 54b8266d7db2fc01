// Stage 5 of the compile-time benchmark's project: histograms with
// atomics. One kernel adds to global bins directly over range<1>; a
// privatised one counts into local-memory bins per work-group (atomics on
// local memory, group barriers) and merges them into global memory; a
// single_task turns the counts into a cumulative distribution.
#include "project.h"

#include <cstdio>

namespace project {
namespace {

constexpr size_t N = 1 << 14;
constexpr size_t Bins = 32;
constexpr size_t GroupSize = 128;

/// Maps a value in [0, 1) to its bin, after squaring it to make the
/// distribution uneven. The inputs are multiples of 1/1024, so that the
/// arithmetic is exact on every device.
struct Binning {
  float Scale;
  size_t operator()(float V) const {
    return clampTo<size_t>(size_t(V * V * Scale), 0, Bins - 1);
  }
};

using GlobalCounter =
    sycl::atomic_ref<unsigned, sycl::memory_order::relaxed,
                     sycl::memory_scope::device,
                     sycl::access::address_space::global_space>;
using LocalCounter = sycl::atomic_ref<unsigned, sycl::memory_order::relaxed,
                                      sycl::memory_scope::work_group,
                                      sycl::access::address_space::local_space>;

void globalHistogram(sycl::queue &Q, const float *In, unsigned *Counts,
                     Binning Bin) {
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     GlobalCounter(Counts[Bin(In[I])]).fetch_add(1u);
   }).wait();
}

void privatisedHistogram(sycl::queue &Q, const float *In, unsigned *Counts,
                         Binning Bin) {
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<unsigned, 1> Local(sycl::range<1>(Bins), H);
     H.parallel_for(sycl::nd_range<1>(N, GroupSize), [=](sycl::nd_item<1> It) {
       size_t L = It.get_local_id(0);
       for (size_t B = L; B < Bins; B += GroupSize)
         Local[B] = 0;
       sycl::group_barrier(It.get_group());
       LocalCounter(Local[Bin(In[It.get_global_id(0)])]).fetch_add(1u);
       sycl::group_barrier(It.get_group());
       for (size_t B = L; B < Bins; B += GroupSize)
         if (Local[B])
           GlobalCounter(Counts[B]).fetch_add(Local[B]);
     });
   }).wait();
}

void cumulative(sycl::queue &Q, const unsigned *Counts, float *Cdf) {
  Q.single_task([=] {
     unsigned Running = 0;
     for (size_t B = 0; B < Bins; ++B) {
       Running += Counts[B];
       Cdf[B] = float(Running) / float(N);
     }
   }).wait();
}

} // namespace

int runHistogram(sycl::queue &Q) {
  float *In = sycl::malloc_shared<float>(N, Q);
  unsigned *Direct = sycl::malloc_shared<unsigned>(Bins, Q);
  unsigned *Private = sycl::malloc_shared<unsigned>(Bins, Q);
  float *Cdf = sycl::malloc_shared<float>(Bins, Q);
  for (size_t I = 0; I < N; ++I)
    In[I] = float(int(unitNoise(uint32_t(I ^ 0x5a5a)) * 1024.0f)) / 1024.0f;
  for (size_t B = 0; B < Bins; ++B)
    Direct[B] = Private[B] = 0;
  Binning Bin{float(Bins)};
  std::vector<unsigned> Want(Bins, 0);
  for (size_t I = 0; I < N; ++I)
    ++Want[Bin(In[I])];

  globalHistogram(Q, In, Direct, Bin);
  privatisedHistogram(Q, In, Private, Bin);
  cumulative(Q, Private, Cdf);
  int Failures = 0;
  unsigned Running = 0;
  for (size_t B = 0; B < Bins && !Failures; ++B) {
    Failures += expectEqual("global histogram", Direct[B], Want[B]);
    Failures += expectEqual("local histogram", Private[B], Want[B]);
    Running += Want[B];
    Failures += expectNear("cdf", Cdf[B], double(Running) / N, 1e-6);
  }

  sycl::free(In, Q);
  sycl::free(Direct, Q);
  sycl::free(Private, Q);
  sycl::free(Cdf, Q);
  std::printf("histogram: %s\n", Failures ? "FAILED" : "ok");
  return Failures;
}

} // namespace project
