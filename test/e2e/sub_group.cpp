// sycl::sub_group and the sub-group algorithms, each result checked against
// a host reference built from where the device put each work-item (the
// mapping of work-items to sub-groups is the device's choice): the
// sub-group queries partition every work-group, in 1-D and 2-D, with a
// work-group that is not a multiple of the sub-group size; broadcast,
// select_from_group, shift_group_left/right, permute_group_by_xor, the votes,
// reductions and scans with and without an initial value for int, unsigned,
// long long, float and double, a 12-byte struct through broadcast; a
// sub-group barrier; and [[sycl::reqd_sub_group_size]] on a lambda and on a
// function object: the size the device has runs, another is refused with
// errc::kernel_not_supported.
#include "check.h"
#include <sycl/sycl.hpp>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <map>
#include <vector>

namespace {

/// Where the device put one work-item.
struct Placement {
  uint32_t WorkGroup, SubGroup, Lane, Size, MaxSize, Count;
  uint32_t LinearLane, LinearSize, LinearSubGroup, LinearCount;
  bool Leader;
};

/// The work-items of each sub-group by lane: index into the global range.
using Members = std::map<std::pair<uint32_t, uint32_t>, std::vector<size_t>>;

Members membersOf(const std::vector<Placement> &Where) {
  Members M;
  for (size_t I = 0; I < Where.size(); ++I) {
    std::vector<size_t> &Lanes = M[{Where[I].WorkGroup, Where[I].SubGroup}];
    if (Lanes.size() <= Where[I].Lane)
      Lanes.resize(Where[I].Lane + 1, SIZE_MAX);
    Lanes[Where[I].Lane] = I;
  }
  return M;
}

/// The queries partition each work-group into sub-groups of at most the
/// maximum size, with lanes 0..size-1 each taken once.
void checkPartition(const std::vector<Placement> &Where, size_t GroupSize,
                    const std::vector<size_t> &DeviceSizes) {
  Members M = membersOf(Where);
  std::map<uint32_t, size_t> ItemsPerGroup;
  std::map<uint32_t, uint32_t> SubGroupsPerGroup;
  for (const auto &[Key, Lanes] : M) {
    const Placement &First = Where[Lanes.at(0)];
    CHECK_EQ(Lanes.size(), First.Size);
    CHECK(First.Size <= First.MaxSize);
    CHECK(std::find(DeviceSizes.begin(), DeviceSizes.end(), First.MaxSize) !=
          DeviceSizes.end());
    for (size_t Lane = 0; Lane < Lanes.size(); ++Lane) {
      CHECK(Lanes[Lane] != SIZE_MAX);
      const Placement &P = Where[Lanes[Lane]];
      CHECK_EQ(P.Size, First.Size);
      CHECK_EQ(P.LinearSize, P.Size);
      CHECK_EQ(P.LinearLane, P.Lane);
      CHECK_EQ(P.LinearSubGroup, P.SubGroup);
      CHECK_EQ(P.LinearCount, P.Count);
      CHECK_EQ(P.Leader, Lane == 0);
    }
    ItemsPerGroup[Key.first] += Lanes.size();
    ++SubGroupsPerGroup[Key.first];
    CHECK(Key.second < First.Count);
  }
  for (const auto &[Group, Items] : ItemsPerGroup) {
    CHECK_EQ(Items, GroupSize);
    const Placement &First = Where[M[std::make_pair(Group, 0u)].at(0)];
    CHECK_EQ(SubGroupsPerGroup[Group], First.Count);
  }
}

template <int D>
std::vector<Placement> placements(sycl::queue &Q, sycl::nd_range<D> Range) {
  const size_t N = Range.get_global_range().size();
  Placement *Out = sycl::malloc_shared<Placement>(N, Q);
  Q.parallel_for(Range, [=](sycl::nd_item<D> It) {
     sycl::sub_group SG = It.get_sub_group();
     Placement P;
     P.WorkGroup = uint32_t(It.get_group_linear_id());
     P.SubGroup = uint32_t(SG.get_group_id()[0]);
     P.Lane = uint32_t(SG.get_local_id()[0]);
     P.Size = uint32_t(SG.get_local_range()[0]);
     P.MaxSize = uint32_t(SG.get_max_local_range()[0]);
     P.Count = uint32_t(SG.get_group_range()[0]);
     P.LinearLane = SG.get_local_linear_id();
     P.LinearSize = SG.get_local_linear_range();
     P.LinearSubGroup = SG.get_group_linear_id();
     P.LinearCount = SG.get_group_linear_range();
     P.Leader = SG.leader();
     Out[It.get_global_linear_id()] = P;
   }).wait();
  std::vector<Placement> Where(Out, Out + N);
  sycl::free(Out, Q);
  return Where;
}

/// Work-item I's value: small integers, so that every order of combining
/// them gives the same result in floating point too; signed types cross
/// zero.
template <typename T> T valueOf(size_t I) {
  long long V = (long long)((I * 37 + 11) % 23) - (std::is_signed_v<T> ? 9 : 0);
  return T(V);
}
/// Values whose product stays small: mostly 1, some -1 (signed) and 2.
template <typename T> T factorOf(size_t I) {
  if (I % 11 == 3)
    return T(2);
  return std::is_signed_v<T> && I % 5 == 1 ? T(-1) : T(1);
}

// What each work-item computes; every slot has a host reference.
enum Slot {
  Leader,
  FromLane,
  Selected,
  ShiftedLeft,
  ShiftedRight,
  Xored,
  Sum,
  SumWithInit,
  Min,
  Max,
  Product,
  ExclusiveSum,
  ExclusiveWithInit,
  InclusiveSum,
  InclusiveWithInit,
  InclusiveMax,
  ExclusiveMin,
  BitAnd,
  BitOr,
  BitXor,
  SlotCount
};
enum Vote { Any, All, None, AnyPredicate, AllPredicate, NonePredicate, Votes };

template <typename T> void algorithms(sycl::queue &Q, size_t GroupSize) {
  const size_t N = GroupSize * 5;
  const sycl::nd_range<1> Range(N, GroupSize);
  std::vector<Placement> Where = placements(Q, Range);
  T *Out = sycl::malloc_shared<T>(N * SlotCount, Q);
  bool *Voted = sycl::malloc_shared<bool>(N * Votes, Q);
  Q.parallel_for(Range, [=](sycl::nd_item<1> It) {
     sycl::sub_group SG = It.get_sub_group();
     const size_t I = It.get_global_id(0);
     const uint32_t Lane = SG.get_local_linear_id();
     const uint32_t Size = SG.get_local_linear_range();
     const T X = valueOf<T>(I);
     T *R = Out + I * SlotCount;
     R[Leader] = sycl::group_broadcast(SG, X);
     R[FromLane] = sycl::group_broadcast(SG, X, (Size - 1) / 2);
     R[Selected] =
         sycl::select_from_group(SG, X, sycl::id<1>((Lane + 1) % Size));
     R[ShiftedLeft] = sycl::shift_group_left(SG, X);
     R[ShiftedRight] = sycl::shift_group_right(SG, X, 2);
     R[Xored] = sycl::permute_group_by_xor(SG, X, 1);
     R[Sum] = sycl::reduce_over_group(SG, X, sycl::plus<T>());
     R[SumWithInit] = sycl::reduce_over_group(SG, X, T(5), sycl::plus<>());
     R[Min] = sycl::reduce_over_group(SG, X, sycl::minimum<T>());
     R[Max] = sycl::reduce_over_group(SG, X, sycl::maximum<>());
     R[Product] =
         sycl::reduce_over_group(SG, factorOf<T>(I), sycl::multiplies<T>());
     R[ExclusiveSum] = sycl::exclusive_scan_over_group(SG, X, sycl::plus<T>());
     R[ExclusiveWithInit] =
         sycl::exclusive_scan_over_group(SG, X, T(3), sycl::plus<T>());
     R[InclusiveSum] = sycl::inclusive_scan_over_group(SG, X, sycl::plus<>());
     R[InclusiveWithInit] =
         sycl::inclusive_scan_over_group(SG, X, sycl::plus<T>(), T(3));
     R[InclusiveMax] =
         sycl::inclusive_scan_over_group(SG, X, sycl::maximum<T>());
     R[ExclusiveMin] =
         sycl::exclusive_scan_over_group(SG, X, sycl::minimum<T>());
     if constexpr (std::is_integral_v<T>) {
       R[BitAnd] = sycl::reduce_over_group(SG, T(X | 8), sycl::bit_and<T>());
       R[BitOr] = sycl::reduce_over_group(SG, X, sycl::bit_or<>());
       R[BitXor] = sycl::inclusive_scan_over_group(SG, X, sycl::bit_xor<T>());
     }
     bool *V = Voted + I * Votes;
     V[Any] = sycl::any_of_group(SG, Lane == Size - 1);
     V[All] = sycl::all_of_group(SG, Lane + 1 < Size);
     V[None] = sycl::none_of_group(SG, Lane >= Size);
     V[AnyPredicate] =
         sycl::any_of_group(SG, X, [](T Value) { return Value > T(20); });
     V[AllPredicate] =
         sycl::all_of_group(SG, X, [](T Value) { return Value > T(0); });
     V[NonePredicate] =
         sycl::none_of_group(SG, X, [](T Value) { return Value == T(7); });
   }).wait();

  for (const auto &[Key, Lanes] : membersOf(Where)) {
    const size_t Size = Lanes.size();
    std::vector<T> X(Size);
    for (size_t L = 0; L < Size; ++L)
      X[L] = valueOf<T>(Lanes[L]);
    T Total = 0, Lowest = X[0], Highest = X[0], Multiplied = 1, And = 0, Or = 0;
    if constexpr (std::is_integral_v<T>)
      And = T(~T(0));
    bool AnyAbove20 = false, AllPositive = true, AnySeven = false;
    for (size_t L = 0; L < Size; ++L) {
      Total += X[L];
      Lowest = std::min(Lowest, X[L]);
      Highest = std::max(Highest, X[L]);
      Multiplied *= factorOf<T>(Lanes[L]);
      AnyAbove20 |= X[L] > T(20);
      AllPositive &= X[L] > T(0);
      AnySeven |= X[L] == T(7);
      if constexpr (std::is_integral_v<T>) {
        And &= T(X[L] | 8);
        Or |= X[L];
      }
    }
    T Running = 0, RunningMax = X[0], RunningMin = X[0], RunningXor = 0;
    for (size_t L = 0; L < Size; ++L) {
      const T *R = Out + Lanes[L] * SlotCount;
      CHECK_EQ(R[Leader], X[0]);
      CHECK_EQ(R[FromLane], X[(Size - 1) / 2]);
      CHECK_EQ(R[Selected], X[(L + 1) % Size]);
      if (L + 1 < Size)
        CHECK_EQ(R[ShiftedLeft], X[L + 1]);
      if (L >= 2)
        CHECK_EQ(R[ShiftedRight], X[L - 2]);
      if ((L ^ 1) < Size)
        CHECK_EQ(R[Xored], X[L ^ 1]);
      CHECK_EQ(R[Sum], Total);
      CHECK_EQ(R[SumWithInit], Total + T(5));
      CHECK_EQ(R[Min], Lowest);
      CHECK_EQ(R[Max], Highest);
      CHECK_EQ(R[Product], Multiplied);
      CHECK_EQ(R[ExclusiveSum], Running);
      CHECK_EQ(R[ExclusiveWithInit], T(3) + Running);
      if (L == 0)
        CHECK_EQ(R[ExclusiveMin],
                 (sycl::known_identity_v<sycl::minimum<T>, T>));
      else
        CHECK_EQ(R[ExclusiveMin], RunningMin);
      Running += X[L];
      RunningMax = std::max(RunningMax, X[L]);
      RunningMin = std::min(RunningMin, X[L]);
      CHECK_EQ(R[InclusiveSum], Running);
      CHECK_EQ(R[InclusiveWithInit], T(3) + Running);
      CHECK_EQ(R[InclusiveMax], RunningMax);
      if constexpr (std::is_integral_v<T>) {
        RunningXor ^= X[L];
        CHECK_EQ(R[BitAnd], And);
        CHECK_EQ(R[BitOr], Or);
        CHECK_EQ(R[BitXor], RunningXor);
      }
      const bool *V = Voted + Lanes[L] * Votes;
      CHECK_EQ(V[Any], true);
      CHECK_EQ(V[All], false);
      CHECK_EQ(V[None], true);
      CHECK_EQ(V[AnyPredicate], AnyAbove20);
      CHECK_EQ(V[AllPredicate], AllPositive);
      CHECK_EQ(V[NonePredicate], !AnySeven);
    }
  }
  sycl::free(Out, Q);
  sycl::free(Voted, Q);
}

/// A value wider than a 64-bit word travels whole.
struct Triple {
  int A;
  float B;
  unsigned C;
};

void wideBroadcast(sycl::queue &Q) {
  const sycl::nd_range<1> Range(96, 48);
  std::vector<Placement> Where = placements(Q, Range);
  Triple *Out = sycl::malloc_shared<Triple>(96, Q);
  Q.parallel_for(Range, [=](sycl::nd_item<1> It) {
     sycl::sub_group SG = It.get_sub_group();
     const int I = int(It.get_global_id(0));
     Triple Mine{I, float(I) * 0.5f, unsigned(I) * 3u};
     Out[I] = sycl::group_broadcast(SG, Mine, SG.get_local_linear_range() - 1);
   }).wait();
  for (const auto &[Key, Lanes] : membersOf(Where))
    for (size_t Item : Lanes) {
      const int Last = int(Lanes.back());
      CHECK_EQ(Out[Item].A, Last);
      CHECK_EQ(Out[Item].B, float(Last) * 0.5f);
      CHECK_EQ(Out[Item].C, unsigned(Last) * 3u);
    }
  sycl::free(Out, Q);
}

/// Each work-item writes its slot, waits at the sub-group barrier and reads
/// its neighbour's, which must equal what a shuffle gives.
void subGroupBarrier(sycl::queue &Q) {
  constexpr size_t GroupSize = 64;
  int *Mismatches = sycl::malloc_shared<int>(1, Q);
  *Mismatches = 0;
  Q.submit([&](sycl::handler &H) {
     // Room for every sub-group at its maximum size.
     sycl::local_accessor<int, 1> Slots(sycl::range<1>(2 * GroupSize), H);
     H.parallel_for(
         sycl::nd_range<1>(GroupSize * 4, GroupSize), [=](sycl::nd_item<1> It) {
           sycl::sub_group SG = It.get_sub_group();
           const uint32_t Base =
               SG.get_group_linear_id() * SG.get_max_local_range()[0];
           const uint32_t Lane = SG.get_local_linear_id();
           const uint32_t Next = (Lane + 1) % SG.get_local_linear_range();
           const int Mine = int(It.get_global_id(0)) * 7;
           Slots[Base + Lane] = Mine;
           sycl::group_barrier(SG);
           if (Slots[Base + Next] !=
               sycl::select_from_group(SG, Mine, sycl::id<1>(Next)))
             sycl::atomic_ref<int, sycl::memory_order::relaxed,
                              sycl::memory_scope::device>(*Mismatches)
                 .fetch_add(1);
         });
   }).wait();
  CHECK_EQ(*Mismatches, 0);
  sycl::free(Mismatches, Q);
}

struct SubGroupOf32 {
  int *Out;
  [[sycl::reqd_sub_group_size(32)]] void operator()(sycl::nd_item<1> It) const {
    Out[It.get_global_id(0)] = int(It.get_sub_group().get_max_local_range()[0]);
  }
};

/// Runs Launch when the device has sub-group size Size, else expects it to
/// be refused as kernel_not_supported.
template <typename LaunchFn>
void requiredSize(sycl::queue &Q, size_t Size, int *Out, LaunchFn Launch) {
  std::vector<size_t> Sizes =
      Q.get_device().get_info<sycl::info::device::sub_group_sizes>();
  const bool Supported =
      std::find(Sizes.begin(), Sizes.end(), Size) != Sizes.end();
  try {
    Launch();
    CHECK(Supported);
    for (int I = 0; I < 64; ++I)
      CHECK_EQ(Out[I], int(Size));
  } catch (const sycl::exception &E) {
    CHECK(!Supported);
    CHECK(E.code() == sycl::errc::kernel_not_supported);
    CHECK(std::strstr(E.what(), ("requires sub-group size " +
                                 std::to_string(Size) + ", but device")
                                    .c_str()));
  }
}

void requiredSizes(sycl::queue &Q) {
  int *Out = sycl::malloc_shared<int>(64, Q);
  requiredSize(Q, 1, Out, [&] {
    Q.parallel_for<class RequiresOne>(
         sycl::nd_range<1>(64, 32),
         [=](sycl::nd_item<1> It) [[sycl::reqd_sub_group_size(1)]] {
           Out[It.get_global_id(0)] =
               int(It.get_sub_group().get_max_local_range()[0]);
         })
        .wait();
  });
  requiredSize(Q, 32, Out, [&] {
    Q.parallel_for(sycl::nd_range<1>(64, 32), SubGroupOf32{Out}).wait();
  });
  sycl::free(Out, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  std::vector<size_t> Sizes =
      Q.get_device().get_info<sycl::info::device::sub_group_sizes>();
  CHECK(!Sizes.empty());
  checkPartition(placements(Q, sycl::nd_range<1>(256, 64)), 64, Sizes);
  checkPartition(placements(Q, sycl::nd_range<1>(144, 48)), 48, Sizes);
  checkPartition(placements(Q, sycl::nd_range<2>({8, 24}, {4, 12})), 48, Sizes);
  for (size_t GroupSize : {size_t(64), size_t(40)}) {
    algorithms<int>(Q, GroupSize);
    algorithms<unsigned>(Q, GroupSize);
    algorithms<long long>(Q, GroupSize);
    algorithms<float>(Q, GroupSize);
    algorithms<double>(Q, GroupSize);
  }
  wideBroadcast(Q);
  subGroupBarrier(Q);
  requiredSizes(Q);
  std::puts("sub_group: passed");
}
