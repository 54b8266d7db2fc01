// Hierarchical parallelism (parallel_for_work_group, parallel_for_work_item,
// h_item, private_memory), every result checked against a host reference:
// work-group code runs once per group (a global atomic counts groups);
// work-group variables are shared (an array filled in one
// parallel_for_work_item and read in the next, a value computed in
// work-group scope and used in work-item scope, a sum carried across calls
// in a work-group loop, a branch on the group id); logical ranges smaller
// and larger than the work-group, each logical item run exactly once, in 1,
// 2 and 3 dimensions, with every h_item query; private_memory kept across
// calls; the runtime's work-group size when none is given; accessors
// captured by the kernel and used through a reference in work-item scope;
// group::mem_fence.
#include "check.h"
#include <sycl/sycl.hpp>

#include <vector>

namespace {

void onceAndShared(sycl::queue &Q) {
  constexpr size_t Groups = 6, Size = 16;
  int *In = sycl::malloc_shared<int>(Groups * Size, Q);
  int *Out = sycl::malloc_shared<int>(Groups * Size, Q);
  int *Sums = sycl::malloc_shared<int>(Groups, Q);
  int *Count = sycl::malloc_shared<int>(1, Q);
  for (size_t I = 0; I < Groups * Size; ++I)
    In[I] = int(I * 7 % 23) - 5;
  *Count = 0;
  Q.submit([&](sycl::handler &H) {
     H.parallel_for_work_group(
         sycl::range<1>(Groups), sycl::range<1>(Size), [=](sycl::group<1> G) {
           sycl::atomic_ref<int, sycl::memory_order::relaxed,
                            sycl::memory_scope::device>(*Count)
               .fetch_add(1);
           int Tile[Size];
           const int Base = int(G.get_group_id(0)) * 100;
           G.parallel_for_work_item([&](sycl::h_item<1> It) {
             Tile[It.get_local_id(0)] = In[It.get_global_id(0)];
           });
           int Sum = 0;
           for (size_t I = 0; I < Size; ++I)
             Sum += Tile[I];
           Sums[G.get_group_id(0)] = Sum;
           G.parallel_for_work_item([&](sycl::h_item<1> It) {
             const size_t L = It.get_local_id(0);
             Out[It.get_global_id(0)] = Tile[Size - 1 - L] + Base + Sum;
           });
         });
   }).wait();
  CHECK_EQ(*Count, int(Groups));
  for (size_t G = 0; G < Groups; ++G) {
    int Sum = 0;
    for (size_t L = 0; L < Size; ++L)
      Sum += In[G * Size + L];
    CHECK_EQ(Sums[G], Sum);
    for (size_t L = 0; L < Size; ++L)
      CHECK_EQ(Out[G * Size + L],
               In[G * Size + Size - 1 - L] + int(G) * 100 + Sum);
  }
  sycl::free(In, Q);
  sycl::free(Out, Q);
  sycl::free(Sums, Q);
  sycl::free(Count, Q);
}

// A loop and a branch in work-group scope, with values carried across
// parallel_for_work_item calls.
void loopsAndBranches(sycl::queue &Q) {
  constexpr size_t Groups = 5, Size = 8, Rounds = 4;
  int *Out = sycl::malloc_shared<int>(Groups * Size, Q);
  int *Totals = sycl::malloc_shared<int>(Groups, Q);
  Q.submit([&](sycl::handler &H) {
     H.parallel_for_work_group(
         sycl::range<1>(Groups), sycl::range<1>(Size), [=](sycl::group<1> G) {
           int Step = 1;
           int Total = 0;
           for (size_t Round = 0; Round < Rounds; ++Round) {
             G.parallel_for_work_item([&](sycl::h_item<1> It) {
               int &Slot = Out[It.get_global_id(0)];
               Slot = (Round == 0 ? 0 : Slot) + Step;
             });
             Total += Step;
             Step *= 3;
           }
           if (G.get_group_id(0) % 2 == 0)
             G.parallel_for_work_item(
                 [&](sycl::h_item<1> It) { Out[It.get_global_id(0)] += 1000; });
           else
             G.parallel_for_work_item([&](sycl::h_item<1> It) {
               Out[It.get_global_id(0)] -= Total;
             });
           Totals[G.get_group_id(0)] = Total;
         });
   }).wait();
  const int Total = 1 + 3 + 9 + 27;
  for (size_t G = 0; G < Groups; ++G) {
    CHECK_EQ(Totals[G], Total);
    for (size_t L = 0; L < Size; ++L)
      CHECK_EQ(Out[G * Size + L], G % 2 == 0 ? Total + 1000 : 0);
  }
  sycl::free(Out, Q);
  sycl::free(Totals, Q);
}

// Every logical item of a range smaller or larger than the work-group runs
// exactly once, with the right h_item.
template <int D>
void logicalRange(sycl::queue &Q, sycl::range<D> Groups, sycl::range<D> Size,
                  sycl::range<D> Logical) {
  const size_t GroupCount = Groups.size(), LogicalCount = Logical.size();
  int *Visits = sycl::malloc_shared<int>(GroupCount * LogicalCount, Q);
  int *Bad = sycl::malloc_shared<int>(1, Q);
  for (size_t I = 0; I < GroupCount * LogicalCount; ++I)
    Visits[I] = 0;
  *Bad = 0;
  Q.submit([&](sycl::handler &H) {
     H.parallel_for_work_group(Groups, Size, [=](sycl::group<D> G) {
       const size_t GroupLinear = G.get_group_linear_id();
       G.parallel_for_work_item(Logical, [&](sycl::h_item<D> It) {
         bool Ok = It.get_logical_local_range() == Logical &&
                   It.get_local_range() == Logical &&
                   It.get_physical_local_range() == Size &&
                   It.get_global_range() == Groups * Size &&
                   It.get_local_id() == It.get_logical_local_id() &&
                   It.get_local() == It.get_logical_local() &&
                   It.get_global().get_id() == It.get_global_id() &&
                   It.get_physical_local().get_range() == Size;
         for (int Dim = 0; Dim < D; ++Dim) {
           Ok = Ok && It.get_physical_local_id(Dim) < Size[Dim] &&
                It.get_logical_local_id(Dim) % Size[Dim] ==
                    It.get_physical_local_id(Dim) &&
                It.get_global_id(Dim) == G.get_group_id(Dim) * Size[Dim] +
                                             It.get_physical_local_id(Dim) &&
                It.get_physical_local().get_id(Dim) ==
                    It.get_physical_local_id(Dim) &&
                It.get_global_range(Dim) == Groups[Dim] * Size[Dim] &&
                It.get_logical_local_range(Dim) == Logical[Dim] &&
                It.get_physical_local_range(Dim) == Size[Dim] &&
                It.get_local_range(Dim) == Logical[Dim] &&
                It.get_local_id(Dim) == It.get_logical_local_id(Dim);
         }
         if (!Ok)
           sycl::atomic_ref<int, sycl::memory_order::relaxed,
                            sycl::memory_scope::device>(*Bad)
               .fetch_add(1);
         sycl::atomic_ref<int, sycl::memory_order::relaxed,
                          sycl::memory_scope::device>(
             Visits[GroupLinear * LogicalCount +
                    It.get_logical_local().get_linear_id()])
             .fetch_add(1);
       });
     });
   }).wait();
  CHECK_EQ(*Bad, 0);
  for (size_t I = 0; I < GroupCount * LogicalCount; ++I)
    CHECK_EQ(Visits[I], 1);
  sycl::free(Visits, Q);
  sycl::free(Bad, Q);
}

// private_memory keeps each work-item's value across parallel_for_work_item
// calls; two objects are two; logical ranges reach the physical item's.
void privateMemory(sycl::queue &Q) {
  constexpr size_t Groups = 4;
  const sycl::range<2> Size(4, 8);
  const size_t Items = Size.size();
  int *In = sycl::malloc_shared<int>(Groups * Items, Q);
  int *Out = sycl::malloc_shared<int>(Groups * Items, Q);
  int *Halves = sycl::malloc_shared<int>(Groups * 2 * 4, Q);
  for (size_t I = 0; I < Groups * Items; ++I)
    In[I] = int(I * 13 % 31);
  Q.submit([&](sycl::handler &H) {
     H.parallel_for_work_group(
         sycl::range<2>(2, 2), Size, [=](sycl::group<2> G) {
           sycl::private_memory<int, 2> Value(G);
           sycl::private_memory<long long, 2> Twice(G);
           const size_t Group = G.get_group_linear_id();
           G.parallel_for_work_item([&](sycl::h_item<2> It) {
             const size_t L = It.get_physical_local().get_linear_id();
             Value(It) = In[Group * Items + L];
             Twice(It) = 2LL * In[Group * Items + L];
           });
           G.parallel_for_work_item(
               [&](sycl::h_item<2> It) { Value(It) += 1; });
           G.parallel_for_work_item([&](sycl::h_item<2> It) {
             const size_t L = It.get_physical_local().get_linear_id();
             Out[Group * Items + L] = Value(It) * 1000 + int(Twice(It));
           });
           // A logical range of half the work-group's rows: each logical
           // item is its physical item, whose value it reads.
           G.parallel_for_work_item(
               sycl::range<2>(2, 4), [&](sycl::h_item<2> It) {
                 Halves[Group * 8 + It.get_logical_local().get_linear_id()] =
                     Value(It);
               });
         });
   }).wait();
  for (size_t G = 0; G < Groups; ++G) {
    for (size_t L = 0; L < Items; ++L) {
      const int V = In[G * Items + L];
      CHECK_EQ(Out[G * Items + L], (V + 1) * 1000 + 2 * V);
    }
    for (size_t R = 0; R < 2; ++R)
      for (size_t C = 0; C < 4; ++C)
        CHECK_EQ(Halves[G * 8 + R * 4 + C], In[G * Items + R * 8 + C] + 1);
  }
  sycl::free(In, Q);
  sycl::free(Out, Q);
  sycl::free(Halves, Q);
}

// No work-group size: the runtime's choice, every item covered; a buffer
// accessor captured by the kernel, used in work-item scope by reference.
void defaultSizeAndAccessors(sycl::queue &Q) {
  constexpr size_t Groups = 3;
  std::vector<int> Host(Groups * 64 * 2, -1);
  size_t *Sizes = sycl::malloc_shared<size_t>(Groups, Q);
  {
    sycl::buffer<int> Buffer(Host.data(), sycl::range<1>(Host.size()));
    Q.submit([&](sycl::handler &H) {
      sycl::accessor Acc(Buffer, H, sycl::write_only);
      H.parallel_for_work_group(sycl::range<1>(Groups), [=](sycl::group<1> G) {
        const size_t Local = G.get_local_range(0);
        Sizes[G.get_group_id(0)] = Local;
        G.parallel_for_work_item(
            sycl::range<1>(2 * Local), [&](sycl::h_item<1> It) {
              Acc[G.get_group_id(0) * 2 * Local + It.get_logical_local_id(0)] =
                  int(It.get_logical_local_id(0));
            });
        G.mem_fence();
      });
    });
  }
  for (size_t G = 0; G < Groups; ++G)
    CHECK_EQ(Sizes[G], size_t(64));
  for (size_t I = 0; I < Host.size(); ++I)
    CHECK_EQ(Host[I], int(I % 128));
  sycl::free(Sizes, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  onceAndShared(Q);
  loopsAndBranches(Q);
  logicalRange<1>(Q, sycl::range<1>(3), sycl::range<1>(8), sycl::range<1>(3));
  logicalRange<1>(Q, sycl::range<1>(3), sycl::range<1>(8), sycl::range<1>(20));
  logicalRange<2>(Q, sycl::range<2>(3, 2), sycl::range<2>(4, 8),
                  sycl::range<2>(5, 3));
  logicalRange<2>(Q, sycl::range<2>(2, 2), sycl::range<2>(4, 4),
                  sycl::range<2>(4, 4));
  logicalRange<3>(Q, sycl::range<3>(2, 1, 2), sycl::range<3>(2, 2, 4),
                  sycl::range<3>(3, 2, 9));
  logicalRange<3>(Q, sycl::range<3>(1, 2, 1), sycl::range<3>(2, 4, 2),
                  sycl::range<3>(1, 3, 1));
  privateMemory(Q);
  defaultSizeAndAccessors(Q);
  std::puts("hierarchical: ok");
  return 0;
}
