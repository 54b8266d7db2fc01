// sycl::ext::oneapi::group_local_memory_for_overwrite and group_local_memory,
// each result checked against a host reference: a tree reduction in an
// int[64]; two call sites are two objects and a call in a loop is the same
// object each time; an object constructed from arguments and one with a
// default member initialiser are ready for every work-item; alignment; a
// 2-D work-group; the objects beside local_accessors; and every work-group
// has objects of its own (many work-groups, each checking after a delay that
// nobody else wrote them), also when the call is in a function the kernel
// calls.
#include "check.h"
#include <sycl/sycl.hpp>

#include <cstdint>

namespace {

using sycl::ext::oneapi::group_local_memory;
using sycl::ext::oneapi::group_local_memory_for_overwrite;

void treeReduction(sycl::queue &Q) {
  constexpr size_t GroupSize = 64, Groups = 6;
  int *In = sycl::malloc_shared<int>(GroupSize * Groups, Q);
  int *Sums = sycl::malloc_shared<int>(Groups, Q);
  for (size_t I = 0; I < GroupSize * Groups; ++I)
    In[I] = int(I % 89) - 30;
  Q.parallel_for(sycl::nd_range<1>(GroupSize * Groups, GroupSize),
                 [=](sycl::nd_item<1> It) {
                   auto &Scratch =
                       *group_local_memory_for_overwrite<int[GroupSize]>(
                           It.get_group());
                   const size_t L = It.get_local_id(0);
                   Scratch[L] = In[It.get_global_id(0)];
                   for (size_t Half = GroupSize / 2; Half > 0; Half /= 2) {
                     sycl::group_barrier(It.get_group());
                     if (L < Half)
                       Scratch[L] += Scratch[L + Half];
                   }
                   if (It.get_group().leader())
                     Sums[It.get_group(0)] = Scratch[0];
                 })
      .wait();
  for (size_t G = 0; G < Groups; ++G) {
    int Expected = 0;
    for (size_t I = 0; I < GroupSize; ++I)
      Expected += In[G * GroupSize + I];
    CHECK_EQ(Sums[G], Expected);
  }
  sycl::free(In, Q);
  sycl::free(Sums, Q);
}

struct Settings {
  int Scale;
  float Offset;
  long long Seed;
};

struct Counter {
  int Start = 41;
  int Steps[4] = {1, 2, 3, 4};
};

struct alignas(64) Wide {
  double Values[8];
};

enum Result {
  Distinct,
  SameInLoop,
  FromArguments,
  DefaultInitialised,
  Aligned,
  ResultCount
};

void objects(sycl::queue &Q) {
  constexpr size_t GroupSize = 32, Groups = 4;
  long long *Out =
      sycl::malloc_shared<long long>(GroupSize * Groups * ResultCount, Q);
  Q.parallel_for(
       sycl::nd_range<1>(GroupSize * Groups, GroupSize),
       [=](sycl::nd_item<1> It) {
         sycl::group<1> G = It.get_group();
         long long *R = Out + It.get_global_id(0) * ResultCount;
         int *First = group_local_memory_for_overwrite<int>(G);
         int *Second = group_local_memory_for_overwrite<int>(G);
         if (G.leader()) {
           *First = 1;
           *Second = 2;
         }
         sycl::group_barrier(G);
         R[Distinct] = First != Second && *First == 1 && *Second == 2;
         // The same call site gives the same object on every iteration.
         int *Previous = nullptr;
         bool Same = true;
         for (int Round = 0; Round < 3; ++Round) {
           int *Current = group_local_memory_for_overwrite<int>(G);
           Same &= !Previous || Previous == Current;
           Previous = Current;
         }
         R[SameInLoop] = Same;
         Settings *S = group_local_memory<Settings>(G, 3, 0.5f, -7LL);
         R[FromArguments] = S->Scale * 100 + int(S->Offset * 10) + S->Seed;
         Counter *C = group_local_memory_for_overwrite<Counter>(G);
         R[DefaultInitialised] =
             C->Start + C->Steps[0] + C->Steps[1] + C->Steps[2] + C->Steps[3];
         Wide *W = group_local_memory_for_overwrite<Wide>(G);
         R[Aligned] = reinterpret_cast<std::uintptr_t>(W) % alignof(Wide);
       })
      .wait();
  for (size_t I = 0; I < GroupSize * Groups; ++I) {
    const long long *R = Out + I * ResultCount;
    CHECK_EQ(R[Distinct], 1);
    CHECK_EQ(R[SameInLoop], 1);
    CHECK_EQ(R[FromArguments], 300 + 5 - 7);
    CHECK_EQ(R[DefaultInitialised], 41 + 10);
    CHECK_EQ(R[Aligned], 0);
  }
  sycl::free(Out, Q);
}

/// A transpose through a 2-D object, beside a local_accessor.
void twoDimensions(sycl::queue &Q) {
  constexpr size_t Rows = 32, Cols = 48, Tile = 16;
  float *In = sycl::malloc_shared<float>(Rows * Cols, Q);
  float *Out = sycl::malloc_shared<float>(Rows * Cols, Q);
  for (size_t I = 0; I < Rows * Cols; ++I)
    In[I] = float(I) * 0.25f;
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<float, 1> Marks(sycl::range<1>(Tile * Tile), H);
     H.parallel_for(
         sycl::nd_range<2>({Rows, Cols}, {Tile, Tile}),
         [=](sycl::nd_item<2> It) {
           auto &T = *group_local_memory_for_overwrite<float[Tile][Tile + 1]>(
               It.get_group());
           const size_t R = It.get_local_id(0), C = It.get_local_id(1);
           T[R][C] = In[It.get_global_id(0) * Cols + It.get_global_id(1)];
           Marks[R * Tile + C] = -1.0f;
           sycl::group_barrier(It.get_group());
           const size_t OutRow = It.get_group(1) * Tile + R;
           const size_t OutCol = It.get_group(0) * Tile + C;
           Out[OutRow * Rows + OutCol] = T[C][R] + Marks[C * Tile + R] + 1.0f;
         });
   }).wait();
  for (size_t R = 0; R < Rows; ++R)
    for (size_t C = 0; C < Cols; ++C)
      CHECK_EQ(Out[C * Rows + R], In[R * Cols + C]);
  sycl::free(In, Q);
  sycl::free(Out, Q);
}

/// Writes the work-group's number into its object and reads it back after a
/// while: another work-group writing the same memory would show.
template <typename Group> int *ownObject(Group G) {
  int *Mine = group_local_memory_for_overwrite<int[16]>(G)[0];
  return Mine;
}

void privateToEachGroup(sycl::queue &Q) {
  constexpr size_t GroupSize = 16, Groups = 256;
  int *Mismatches = sycl::malloc_shared<int>(1, Q);
  *Mismatches = 0;
  Q.parallel_for(sycl::nd_range<1>(GroupSize * Groups, GroupSize),
                 [=](sycl::nd_item<1> It) {
                   const int Group = int(It.get_group(0));
                   const size_t L = It.get_local_id(0);
                   int *Direct = group_local_memory_for_overwrite<int[16]>(
                       It.get_group())[0];
                   int *Called = ownObject(It.get_group());
                   Direct[L] = Group;
                   Called[L] = -Group;
                   sycl::group_barrier(It.get_group());
                   int Sum = 0;
                   for (int Round = 0; Round < 500; ++Round)
                     Sum += Direct[(L + Round) % GroupSize] -
                            Called[(L + Round + 1) % GroupSize];
                   if (Sum != 1000 * Group)
                     sycl::atomic_ref<int, sycl::memory_order::relaxed,
                                      sycl::memory_scope::device>(*Mismatches)
                         .fetch_add(1);
                 })
      .wait();
  CHECK_EQ(*Mismatches, 0);
  sycl::free(Mismatches, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  treeReduction(Q);
  objects(Q);
  twoDimensions(Q);
  privateToEachGroup(Q);
  std::puts("group_local_memory: passed");
}
