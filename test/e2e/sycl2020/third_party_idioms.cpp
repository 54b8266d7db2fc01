// Idioms of third-party SYCL code (vendor samples, the conformance suite)
// that Prism refused: a generic kernel lambda indexing an accessor with the
// item it is given (an item without offset, 4.9.1.3), a local accessor
// indexed with h_item::get_local() in a hierarchical kernel, the postfix ++
// DPC++ gives the reducer of a span element, and buffers of device-copyable
// types that are not trivially copyable (std::pair, a user type declared
// device copyable, 3.13.1), geometric functions called unqualified on vecs
// and marrays (length(v), normalize(v)), and DPC++'s deprecated sub_group
// members (sg.shuffle_xor(x, 1)). Every result is checked against
// the host.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cmath>
#include <utility>

namespace {

/// Not trivially copyable (user-provided copy operations), declared device
/// copyable as the specification allows.
struct Particle {
  Particle() = default;
  Particle(int Id, float Mass) : Id(Id), Mass(Mass) {}
  Particle(const Particle &Other) : Id(Other.Id), Mass(Other.Mass) {}
  Particle &operator=(const Particle &Other) {
    Id = Other.Id;
    Mass = Other.Mass;
    return *this;
  }
  int Id = 0;
  float Mass = 0;
};

} // namespace

template <> struct sycl::is_device_copyable<Particle> : std::true_type {};

namespace {

/// parallel_for(range, [=](auto I) { Acc[I] ... }): I is an item without
/// offset, which converts to id, to item<D, true> and (in 1D) to size_t.
void genericLambdaIndexesAccessors(sycl::queue &Q) {
  constexpr size_t N = 64, Rows = 8, Cols = 16;
  std::vector<int> In(N), Out(N);
  std::vector<float> Grid(Rows * Cols);
  for (size_t I = 0; I < N; ++I)
    In[I] = int(I) * 3;
  {
    sycl::buffer InBuf(In), OutBuf(Out);
    sycl::buffer<float, 2> GridBuf(Grid.data(), sycl::range<2>(Rows, Cols));
    Q.submit([&](sycl::handler &H) {
      sycl::accessor A(InBuf, H, sycl::read_only);
      sycl::accessor B(OutBuf, H, sycl::write_only, sycl::no_init);
      H.parallel_for(sycl::range<1>(N), [=](auto I) { B[I] = A[I] + 1; });
    });
    Q.submit([&](sycl::handler &H) {
      sycl::accessor G(GridBuf, H, sycl::write_only, sycl::no_init);
      H.parallel_for(sycl::range<2>(Rows, Cols), [=](auto Index) {
        G[Index] = Index[0] * 100.f + Index[1];
      });
    });
  }
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Out[I], int(I) * 3 + 1);
  for (size_t R = 0; R < Rows; ++R)
    for (size_t C = 0; C < Cols; ++C)
      CHECK_EQ(Grid[R * Cols + C], R * 100.f + C);
}

/// A local accessor indexed with the local item of a hierarchical kernel.
void localAccessorIndexedByItem(sycl::queue &Q) {
  constexpr size_t Groups = 4, Local = 8;
  std::vector<int> Out(Groups * Local);
  {
    sycl::buffer OutBuf(Out);
    Q.submit([&](sycl::handler &H) {
      sycl::accessor O(OutBuf, H, sycl::write_only, sycl::no_init);
      sycl::local_accessor<int, 1> Scratch(sycl::range<1>(Local), H);
      H.parallel_for_work_group(
          sycl::range<1>(Groups), sycl::range<1>(Local), [=](sycl::group<1> G) {
            G.parallel_for_work_item([&](sycl::h_item<1> It) {
              Scratch[It.get_local()] = int(It.get_global_id(0)) * 2;
            });
            G.parallel_for_work_item([&](sycl::h_item<1> It) {
              size_t Mirror = Local - 1 - It.get_local_id(0);
              O[It.get_global()] = Scratch[Mirror];
            });
          });
    });
  }
  for (size_t Group = 0; Group < Groups; ++Group)
    for (size_t L = 0; L < Local; ++L)
      CHECK_EQ(Out[Group * Local + L], int(Group * Local + Local - 1 - L) * 2);
}

/// A histogram over a span reduction, counted with Histogram[Bin]++.
void spanReducerPostfixIncrement(sycl::queue &Q) {
  constexpr size_t N = 100, Bins = 4;
  int *Data = sycl::malloc_shared<int>(N, Q);
  int *Histogram = sycl::malloc_shared<int>(Bins, Q);
  for (size_t I = 0; I < N; ++I)
    Data[I] = int(I * 7 % 13);
  std::fill(Histogram, Histogram + Bins, 0);
  Q.parallel_for(
       sycl::range<1>(N),
       sycl::reduction(sycl::span<int, Bins>(Histogram, Bins), sycl::plus<>()),
       [=](sycl::id<1> I, auto &Hist) { Hist[Data[I] % Bins]++; })
      .wait();
  int Expected[Bins] = {};
  for (size_t I = 0; I < N; ++I)
    ++Expected[Data[I] % Bins];
  for (size_t B = 0; B < Bins; ++B)
    CHECK_EQ(Histogram[B], Expected[B]);
  sycl::free(Data, Q);
  sycl::free(Histogram, Q);
}

/// Buffers of std::pair and of a user type declared device copyable.
void deviceCopyableBuffers(sycl::queue &Q) {
  constexpr size_t N = 16;
  std::vector<std::pair<int, float>> Pairs(N);
  std::vector<Particle> Particles(N);
  for (size_t I = 0; I < N; ++I)
    Particles[I] = Particle(int(I), I * 0.5f);
  {
    sycl::buffer PairBuf(Pairs);
    sycl::buffer ParticleBuf(Particles);
    Q.submit([&](sycl::handler &H) {
      sycl::accessor P(PairBuf, H, sycl::write_only, sycl::no_init);
      sycl::accessor Parts(ParticleBuf, H, sycl::read_write);
      H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
        P[I] = std::pair<int, float>(int(I[0]) + 1, Parts[I].Mass * 2);
        Parts[I] = Particle(Parts[I].Id * 10, Parts[I].Mass + 1);
      });
    });
  }
  for (size_t I = 0; I < N; ++I) {
    CHECK_EQ(Pairs[I].first, int(I) + 1);
    CHECK_EQ(Pairs[I].second, float(I));
    CHECK_EQ(Particles[I].Id, int(I) * 10);
    CHECK_EQ(Particles[I].Mass, I * 0.5f + 1);
  }
}

/// Builtins called unqualified on vecs, marrays and swizzles, found by
/// argument-dependent lookup as samples call them (normalize(v) with a
/// `using namespace sycl;` or none at all).
void unqualifiedBuiltins(sycl::queue &Q) {
  float *Out = sycl::malloc_shared<float>(8, Q);
  Q.single_task([=] {
     sycl::float4 V(3, 0, 4, 0);
     sycl::marray<float, 3> M(0, 6, 8);
     Out[0] = length(V);
     Out[1] = normalize(V)[2];
     Out[2] = length(M);
     Out[3] = normalize(M)[1];
     Out[4] = length(V.swizzle<0, 1, 2>());
     Out[5] = dot(V, V);
     Out[6] = distance(V, sycl::float4(0));
     Out[7] = cross(V.swizzle<0, 1, 2>(), sycl::float3(0, 1, 0))[0];
   }).wait();
  const float Expected[] = {5, 0.8f, 10, 0.6f, 5, 25, 5, -4};
  for (int I = 0; I < 8; ++I)
    CHECK(std::fabs(Out[I] - Expected[I]) <= 1e-6f);
  sycl::free(Out, Q);
}

/// DPC++'s deprecated sub_group members, as older oneAPI training samples
/// call them: each gives what the SYCL 2020 function it stands for gives.
void deprecatedSubGroupMembers(sycl::queue &Q) {
  constexpr size_t N = 64;
  int *Mismatches = sycl::malloc_shared<int>(1, Q);
  *Mismatches = 0;
  Q.parallel_for(sycl::nd_range<1>(N, 32), [=](sycl::nd_item<1> It) {
     sycl::sub_group SG = It.get_sub_group();
     int X = int(It.get_global_id(0)) * 3;
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
     int Old[] = {SG.shuffle(X, sycl::id<1>(0)), SG.shuffle_down(X, 1),
                  SG.shuffle_up(X, 1), SG.shuffle_xor(X, sycl::id<1>(1)),
                  SG.broadcast(X, sycl::id<1>(0))};
     SG.barrier();
#pragma clang diagnostic pop
     int New[] = {
         sycl::select_from_group(SG, X, sycl::id<1>(0)),
         sycl::shift_group_left(SG, X, 1), sycl::shift_group_right(SG, X, 1),
         sycl::permute_group_by_xor(SG, X, 1), sycl::group_broadcast(SG, X, 0)};
     for (int I = 0; I < 5; ++I)
       if (Old[I] != New[I])
         sycl::atomic_ref<int, sycl::memory_order::relaxed,
                          sycl::memory_scope::device>(*Mismatches)++;
   }).wait();
  CHECK_EQ(*Mismatches, 0);
  sycl::free(Mismatches, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  genericLambdaIndexesAccessors(Q);
  localAccessorIndexedByItem(Q);
  spanReducerPostfixIncrement(Q);
  deviceCopyableBuffers(Q);
  unqualifiedBuiltins(Q);
  deprecatedSubGroupMembers(Q);
  return 0;
}
