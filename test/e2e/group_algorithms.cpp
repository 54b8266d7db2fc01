// The group algorithms on work-groups (sycl::group<1|2|3>) and the joint
// algorithms on work-groups and sub-groups, each result checked against a
// host reference: broadcast by leader, linear id and id; the votes;
// reductions and scans with and without an initial value for plus,
// minimum, maximum, multiplies and (integers) the bitwise operations, for
// int, unsigned, long long, float and double; a reduction called again in
// a loop (the algorithms reuse their local memory); work-groups of 1, 40 (a
// partial warp on CUDA), 48 in 2-D and 3-D, and 256; and joint_reduce,
// joint_exclusive_scan, joint_inclusive_scan and joint_any/all/none_of
// over ranges shorter than, as long as, and several times longer than the
// group, in place too; and a work-group too large for the algorithms is
// refused. Each kernel holds a few calls only: PoCL's build time grows much
// faster than the number of barriers in a kernel.
#include "check.h"
#include <sycl/sycl.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace {

/// Work-item I's value: small integers, so that every order of combining
/// them gives the same result in floating point too; signed types cross
/// zero.
template <typename T> T valueOf(size_t I) {
  long long V = (long long)((I * 37 + 11) % 23) - (std::is_signed_v<T> ? 9 : 0);
  return T(V);
}
/// Values whose product stays small: mostly 1, some -1 (signed) and 2.
template <typename T> T factorOf(size_t I) {
  if (I % 29 == 3)
    return T(2);
  return std::is_signed_v<T> && I % 5 == 1 ? T(-1) : T(1);
}

enum Slot {
  Leader,
  FromLinear,
  FromId,
  Sum,
  SumWithInit,
  Min,
  Max,
  Product,
  BitAnd,
  BitOr,
  BitXor,
  ExclusiveSum,
  ExclusiveWithInit,
  InclusiveSum,
  InclusiveWithInit,
  InclusiveMin,
  ExclusiveMax,
  SlotCount
};
enum Vote { Any, All, None, AnyPredicate, AllPredicate, NonePredicate, Votes };

/// Where each work-item is: its local linear id and its work-group.
template <int D> void record(size_t *Where, const sycl::nd_item<D> &It) {
  const size_t I = It.get_global_linear_id();
  Where[I * 2] = It.get_local_linear_id();
  Where[I * 2 + 1] = It.get_group_linear_id();
}

/// The work-items of each work-group in local linear order, as record()
/// left them.
std::vector<std::vector<size_t>> groupsOf(const size_t *Where, size_t N,
                                          size_t GroupSize) {
  std::vector<std::vector<size_t>> Groups(N / GroupSize,
                                          std::vector<size_t>(GroupSize));
  for (size_t I = 0; I < N; ++I)
    Groups.at(Where[I * 2 + 1]).at(Where[I * 2]) = I;
  return Groups;
}

template <typename T, int D>
void broadcastsAndVotes(sycl::queue &Q, sycl::range<D> Global,
                        sycl::range<D> Local) {
  const size_t N = Global.size(), GroupSize = Local.size();
  T *Out = sycl::malloc_shared<T>(N * SlotCount, Q);
  bool *Voted = sycl::malloc_shared<bool>(N * Votes, Q);
  size_t *Where = sycl::malloc_shared<size_t>(N * 2, Q);
  Q.parallel_for(sycl::nd_range<D>(Global, Local), [=](sycl::nd_item<D> It) {
     record(Where, It);
     sycl::group<D> G = It.get_group();
     const size_t I = It.get_global_linear_id(), L = G.get_local_linear_id();
     const T X = valueOf<T>(I);
     T *R = Out + I * SlotCount;
     R[Leader] = sycl::group_broadcast(G, X);
     R[FromLinear] = sycl::group_broadcast(G, X, GroupSize / 2);
     sycl::id<D> Last;
     for (int Dim = 0; Dim < D; ++Dim)
       Last[Dim] = G.get_local_range(Dim) - 1;
     R[FromId] = sycl::group_broadcast(G, X, Last);
     bool *V = Voted + I * Votes;
     V[Any] = sycl::any_of_group(G, L == GroupSize - 1);
     V[All] = sycl::all_of_group(G, L + 1 < GroupSize);
     V[None] = sycl::none_of_group(G, L >= GroupSize);
     V[AnyPredicate] =
         sycl::any_of_group(G, X, [](T Value) { return Value > T(20); });
     V[AllPredicate] =
         sycl::all_of_group(G, X, [](T Value) { return Value > T(-10); });
     V[NonePredicate] =
         sycl::none_of_group(G, X, [](T Value) { return Value == T(7); });
   }).wait();
  for (const std::vector<size_t> &Items : groupsOf(Where, N, GroupSize)) {
    bool Above20 = false, AboveMinus10 = true, Seven = false;
    for (size_t Item : Items) {
      const T X = valueOf<T>(Item);
      Above20 |= X > T(20);
      AboveMinus10 &= X > T(-10);
      Seven |= X == T(7);
    }
    for (size_t Item : Items) {
      const T *R = Out + Item * SlotCount;
      CHECK_EQ(R[Leader], valueOf<T>(Items[0]));
      CHECK_EQ(R[FromLinear], valueOf<T>(Items[GroupSize / 2]));
      CHECK_EQ(R[FromId], valueOf<T>(Items[GroupSize - 1]));
      const bool *V = Voted + Item * Votes;
      CHECK_EQ(V[Any], true);
      CHECK_EQ(V[All], false);
      CHECK_EQ(V[None], true);
      CHECK_EQ(V[AnyPredicate], Above20);
      CHECK_EQ(V[AllPredicate], AboveMinus10);
      CHECK_EQ(V[NonePredicate], !Seven);
    }
  }
  sycl::free(Out, Q);
  sycl::free(Voted, Q);
  sycl::free(Where, Q);
}

template <typename T, int D>
void reductions(sycl::queue &Q, sycl::range<D> Global, sycl::range<D> Local) {
  const size_t N = Global.size();
  T *Out = sycl::malloc_shared<T>(N * SlotCount, Q);
  size_t *Where = sycl::malloc_shared<size_t>(N * 2, Q);
  Q.parallel_for(sycl::nd_range<D>(Global, Local), [=](sycl::nd_item<D> It) {
     record(Where, It);
     sycl::group<D> G = It.get_group();
     const size_t I = It.get_global_linear_id();
     const T X = valueOf<T>(I);
     T *R = Out + I * SlotCount;
     R[Sum] = sycl::reduce_over_group(G, X, sycl::plus<T>());
     R[SumWithInit] = sycl::reduce_over_group(G, X, T(5), sycl::plus<>());
     R[Min] = sycl::reduce_over_group(G, X, sycl::minimum<>());
     R[Max] = sycl::reduce_over_group(G, X, sycl::maximum<T>());
     R[Product] =
         sycl::reduce_over_group(G, factorOf<T>(I), sycl::multiplies<T>());
     if constexpr (std::is_integral_v<T>) {
       R[BitAnd] = sycl::reduce_over_group(G, T(X | 8), sycl::bit_and<T>());
       R[BitOr] = sycl::reduce_over_group(G, X, sycl::bit_or<T>());
       R[BitXor] = sycl::reduce_over_group(G, X, sycl::bit_xor<>());
     }
   }).wait();
  for (const std::vector<size_t> &Items : groupsOf(Where, N, Local.size())) {
    T Total = 0, Multiplied = 1, And = 0, Or = 0, Xor = 0;
    if constexpr (std::is_integral_v<T>)
      And = T(~T(0));
    T Lowest = valueOf<T>(Items[0]), Highest = Lowest;
    for (size_t Item : Items) {
      const T X = valueOf<T>(Item);
      Total += X;
      Multiplied *= factorOf<T>(Item);
      Lowest = std::min(Lowest, X);
      Highest = std::max(Highest, X);
      if constexpr (std::is_integral_v<T>) {
        And &= T(X | 8);
        Or |= X;
        Xor ^= X;
      }
    }
    for (size_t Item : Items) {
      const T *R = Out + Item * SlotCount;
      CHECK_EQ(R[Sum], Total);
      CHECK_EQ(R[SumWithInit], Total + T(5));
      CHECK_EQ(R[Min], Lowest);
      CHECK_EQ(R[Max], Highest);
      CHECK_EQ(R[Product], Multiplied);
      if constexpr (std::is_integral_v<T>) {
        CHECK_EQ(R[BitAnd], And);
        CHECK_EQ(R[BitOr], Or);
        CHECK_EQ(R[BitXor], Xor);
      }
    }
  }
  sycl::free(Out, Q);
  sycl::free(Where, Q);
}

template <typename T, int D>
void scans(sycl::queue &Q, sycl::range<D> Global, sycl::range<D> Local) {
  const size_t N = Global.size();
  T *Out = sycl::malloc_shared<T>(N * SlotCount, Q);
  size_t *Where = sycl::malloc_shared<size_t>(N * 2, Q);
  Q.parallel_for(sycl::nd_range<D>(Global, Local), [=](sycl::nd_item<D> It) {
     record(Where, It);
     sycl::group<D> G = It.get_group();
     const size_t I = It.get_global_linear_id();
     const T X = valueOf<T>(I);
     T *R = Out + I * SlotCount;
     R[ExclusiveSum] = sycl::exclusive_scan_over_group(G, X, sycl::plus<T>());
     R[ExclusiveWithInit] =
         sycl::exclusive_scan_over_group(G, X, T(3), sycl::plus<T>());
     R[InclusiveSum] = sycl::inclusive_scan_over_group(G, X, sycl::plus<>());
     R[InclusiveWithInit] =
         sycl::inclusive_scan_over_group(G, X, sycl::plus<T>(), T(3));
     R[InclusiveMin] =
         sycl::inclusive_scan_over_group(G, X, sycl::minimum<T>());
     R[ExclusiveMax] =
         sycl::exclusive_scan_over_group(G, X, sycl::maximum<T>());
   }).wait();
  for (const std::vector<size_t> &Items : groupsOf(Where, N, Local.size())) {
    T Running = 0, RunningMin = valueOf<T>(Items[0]), RunningMax = RunningMin;
    for (size_t L = 0; L < Items.size(); ++L) {
      const T X = valueOf<T>(Items[L]);
      const T *R = Out + Items[L] * SlotCount;
      CHECK_EQ(R[ExclusiveSum], Running);
      CHECK_EQ(R[ExclusiveWithInit], T(3) + Running);
      CHECK_EQ(R[ExclusiveMax],
               L ? RunningMax : (sycl::known_identity_v<sycl::maximum<T>, T>));
      Running += X;
      RunningMin = std::min(RunningMin, X);
      RunningMax = std::max(RunningMax, X);
      CHECK_EQ(R[InclusiveSum], Running);
      CHECK_EQ(R[InclusiveWithInit], T(3) + Running);
      CHECK_EQ(R[InclusiveMin], RunningMin);
    }
  }
  sycl::free(Out, Q);
  sycl::free(Where, Q);
}

/// One call site run again must see its own values each time: the
/// algorithms reuse their local memory.
void repeated(sycl::queue &Q) {
  constexpr size_t N = 160, GroupSize = 40;
  int *Out = sycl::malloc_shared<int>(N, Q);
  size_t *Where = sycl::malloc_shared<size_t>(N * 2, Q);
  Q.parallel_for(sycl::nd_range<1>(N, GroupSize), [=](sycl::nd_item<1> It) {
     record(Where, It);
     const size_t I = It.get_global_linear_id();
     int Total = 0;
     for (int Round = 0; Round < 3; ++Round)
       Total += sycl::reduce_over_group(It.get_group(), valueOf<int>(I) + Round,
                                        sycl::plus<int>()) *
                (Round + 1);
     Out[I] = Total;
   }).wait();
  for (const std::vector<size_t> &Items : groupsOf(Where, N, GroupSize)) {
    int Total = 0;
    for (size_t Item : Items)
      Total += valueOf<int>(Item);
    int Expected = 0;
    for (int Round = 0; Round < 3; ++Round)
      Expected += (Total + Round * int(GroupSize)) * (Round + 1);
    for (size_t Item : Items)
      CHECK_EQ(Out[Item], Expected);
  }
  sycl::free(Out, Q);
  sycl::free(Where, Q);
}

// Per range: joint_reduce without and with init, minimum, the vote results.
enum JointValue {
  Reduced,
  ReducedWithInit,
  Smallest,
  FoundAny,
  FoundAll,
  FoundNone,
  JointValues
};
// Per element: the scans.
enum JointScan {
  Exclusive,
  ExclusiveInit,
  Inclusive,
  InclusiveInit,
  InPlace,
  JointScans
};

/// Each work-group (SubGroups: each sub-group, its ranges indexed by
/// work-group and sub-group id) works on its own range of Count elements.
template <typename T, bool SubGroups>
void joint(sycl::queue &Q, size_t GroupSize, size_t Count) {
  const size_t Groups = 3, N = Groups * GroupSize;
  // At most one range per work-item.
  const size_t Ranges = N;
  T *In = sycl::malloc_shared<T>(Ranges * Count, Q);
  T *Scans = sycl::malloc_shared<T>(Ranges * Count * JointScans, Q);
  T *Values = sycl::malloc_shared<T>(Ranges * JointValues, Q);
  int *Used = sycl::malloc_shared<int>(Ranges, Q);
  for (size_t I = 0; I < Ranges * Count; ++I)
    In[I] = valueOf<T>(I);
  for (size_t R = 0; R < Ranges; ++R) {
    Used[R] = 0;
    // The in-place scan overwrites its input.
    for (size_t E = 0; E < Count; ++E)
      Scans[(R * JointScans + InPlace) * Count + E] = In[R * Count + E];
  }
  Q.parallel_for(sycl::nd_range<1>(N, GroupSize), [=](sycl::nd_item<1> It) {
     auto G = [&] {
       if constexpr (SubGroups)
         return It.get_sub_group();
       else
         return It.get_group();
     }();
     size_t Range = It.get_group_linear_id();
     if constexpr (SubGroups)
       Range = Range * GroupSize + G.get_group_linear_id();
     Used[Range] = 1;
     const T *First = In + Range * Count, *Last = First + Count;
     auto Scan = [&](JointScan Which) {
       return Scans + (Range * JointScans + Which) * Count;
     };
     T *V = Values + Range * JointValues;
     T Sum = sycl::joint_reduce(G, First, Last, sycl::plus<T>());
     T SumWithInit = sycl::joint_reduce(G, First, Last, T(5), sycl::plus<>());
     T Minimum = sycl::joint_reduce(G, First, Last, sycl::minimum<T>());
     bool Any = sycl::joint_any_of(G, First, Last,
                                   [](T Value) { return Value == T(13); });
     bool All = sycl::joint_all_of(G, First, Last,
                                   [](T Value) { return Value < T(13); });
     bool None = sycl::joint_none_of(G, First, Last,
                                     [](T Value) { return Value > T(22); });
     if (G.leader()) {
       V[Reduced] = Sum;
       V[ReducedWithInit] = SumWithInit;
       V[Smallest] = Minimum;
       V[FoundAny] = T(Any);
       V[FoundAll] = T(All);
       V[FoundNone] = T(None);
     }
     T *End = sycl::joint_exclusive_scan(G, First, Last, Scan(Exclusive),
                                         sycl::plus<T>());
     if (End != Scan(Exclusive) + Count)
       V[Reduced] = T(-1000);
     sycl::joint_exclusive_scan(G, First, Last, Scan(ExclusiveInit), T(2),
                                sycl::plus<T>());
     sycl::joint_inclusive_scan(G, First, Last, Scan(Inclusive),
                                sycl::maximum<T>());
     sycl::joint_inclusive_scan(G, First, Last, Scan(InclusiveInit),
                                sycl::plus<>(), T(2));
     sycl::joint_inclusive_scan(G, Scan(InPlace), Scan(InPlace) + Count,
                                Scan(InPlace), sycl::plus<T>());
   }).wait();

  for (size_t R = 0; R < Ranges; ++R) {
    if (!Used[R])
      continue;
    const T *X = In + R * Count;
    const T *V = Values + R * JointValues;
    T Total = 0, Lowest = X[0];
    bool Any = false, All = true, None = true;
    for (size_t E = 0; E < Count; ++E) {
      Total += X[E];
      Lowest = std::min(Lowest, X[E]);
      Any |= X[E] == T(13);
      All &= X[E] < T(13);
      None &= !(X[E] > T(22));
    }
    CHECK_EQ(V[Reduced], Total);
    CHECK_EQ(V[ReducedWithInit], Total + T(5));
    CHECK_EQ(V[Smallest], Lowest);
    CHECK_EQ(V[FoundAny], T(Any));
    CHECK_EQ(V[FoundAll], T(All));
    CHECK_EQ(V[FoundNone], T(None));
    auto Scan = [&](JointScan Which) {
      return Scans + (R * JointScans + Which) * Count;
    };
    T Running = 0, RunningMax = X[0];
    for (size_t E = 0; E < Count; ++E) {
      CHECK_EQ(Scan(Exclusive)[E], Running);
      CHECK_EQ(Scan(ExclusiveInit)[E], T(2) + Running);
      Running += X[E];
      RunningMax = std::max(RunningMax, X[E]);
      CHECK_EQ(Scan(Inclusive)[E], RunningMax);
      CHECK_EQ(Scan(InclusiveInit)[E], T(2) + Running);
      CHECK_EQ(Scan(InPlace)[E], Running);
    }
  }
  sycl::free(In, Q);
  sycl::free(Scans, Q);
  sycl::free(Values, Q);
  sycl::free(Used, Q);
}

/// The work-group algorithms support work-groups of up to 1024 work-items;
/// a larger one is refused, never run wrong.
void tooLargeWorkGroup(sycl::queue &Q) {
  const size_t Largest =
      Q.get_device().get_info<sycl::info::device::max_work_group_size>();
  if (Largest <= 1024)
    return;
  int *Out = sycl::malloc_shared<int>(2048, Q);
  try {
    Q.parallel_for(sycl::nd_range<1>(2048, 2048), [=](sycl::nd_item<1> It) {
       Out[It.get_global_id(0)] =
           sycl::reduce_over_group(It.get_group(), 1, sycl::plus<int>());
     }).wait();
    CHECK(false);
  } catch (const sycl::exception &E) {
    CHECK(E.code() == sycl::errc::nd_range);
    CHECK(std::string(E.what()).find("runs with work-groups of at most 1024 "
                                     "work-items") != std::string::npos);
  }
  sycl::free(Out, Q);
}

template <typename T> void overGroups(sycl::queue &Q) {
  broadcastsAndVotes<T, 1>(Q, sycl::range<1>(120), sycl::range<1>(40));
  reductions<T, 1>(Q, sycl::range<1>(120), sycl::range<1>(40));
  scans<T, 1>(Q, sycl::range<1>(120), sycl::range<1>(40));
}

template <typename T> void joints(sycl::queue &Q) {
  for (size_t Count : {size_t(1), size_t(37), size_t(40), size_t(125)}) {
    joint<T, false>(Q, 40, Count);
    joint<T, true>(Q, 40, Count);
  }
}

} // namespace

int main() {
  sycl::queue Q;
  // Every type with work-groups of 40 (a partial warp on CUDA)...
  overGroups<int>(Q);
  overGroups<unsigned>(Q);
  overGroups<long long>(Q);
  overGroups<float>(Q);
  overGroups<double>(Q);
  joints<int>(Q);
  // ... and other shapes: a group of one, 256 work-items, 2-D and 3-D.
  reductions<int, 1>(Q, sycl::range<1>(3), sycl::range<1>(1));
  scans<int, 1>(Q, sycl::range<1>(512), sycl::range<1>(256));
  reductions<int, 1>(Q, sycl::range<1>(512), sycl::range<1>(256));
  broadcastsAndVotes<int, 2>(Q, sycl::range<2>(8, 24), sycl::range<2>(4, 12));
  scans<int, 2>(Q, sycl::range<2>(8, 24), sycl::range<2>(4, 12));
  broadcastsAndVotes<float, 3>(Q, sycl::range<3>(4, 3, 16),
                               sycl::range<3>(2, 3, 8));
  scans<float, 3>(Q, sycl::range<3>(4, 3, 16), sycl::range<3>(2, 3, 8));
  joint<int, false>(Q, 256, 1000);
  repeated(Q);
  tooLargeWorkGroup(Q);
  std::puts("group_algorithms: passed");
}
