//===- group_collectives_test.cpp - Group algorithms on simulated warps --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The CI device (PoCL) has sub-groups of one work-item, so the e2e tests
// never run the shuffle trees and tiles that CUDA GPUs run. Here the SYCL
// headers are compiled for the host against a simulation of the device
// builtins as nvptx64 implements them: one thread per work-item, sub-groups
// of 32 consecutive local linear ids (the last one partial), shuffles that
// wait for the whole sub-group and fail the test if a lane names a lane the
// sub-group does not have, and a work-group barrier. Every group algorithm
// is checked against a sequential reference, for work-groups that end in a
// partial sub-group and ranges that end in a partial block. Each test runs
// twice: with the shuffles of nvptx64, and with exchanges through memory as
// the native CPU makes them (gathers, and work-groups without sub-group
// tiles).
//
//===----------------------------------------------------------------------===//
#include "sycl/group_algorithm.hpp"
#include "sycl/nd_item.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace {

constexpr uint32_t WarpSize = 32;

/// A reusable barrier for Count threads.
class Barrier {
public:
  explicit Barrier(size_t Count) : Count(Count) {}
  void wait() {
    std::unique_lock<std::mutex> Lock(Mutex);
    size_t Generation = Passed;
    if (++Arrived == Count) {
      Arrived = 0;
      ++Passed;
      Done.notify_all();
      return;
    }
    Done.wait(Lock, [&] { return Passed != Generation; });
  }

private:
  std::mutex Mutex;
  std::condition_variable Done;
  size_t Count, Arrived = 0, Passed = 0;
};

/// One simulated work-group.
struct WorkGroup {
  size_t Size;
  Barrier All;
  std::vector<std::unique_ptr<Barrier>> Warps;
  std::vector<uint64_t> Exchange; // a word per work-item
  std::vector<unsigned char> Scratch;
  std::atomic<int> BadLanes{0};

  explicit WorkGroup(size_t Size)
      : Size(Size), All(Size), Exchange(Size), Scratch(1 << 16) {
    for (size_t First = 0; First < Size; First += WarpSize)
      Warps.push_back(
          std::make_unique<Barrier>(std::min<size_t>(WarpSize, Size - First)));
  }
};

/// Whether the simulated sub-groups exchange through memory (the native
/// CPU) rather than shuffle (nvptx64).
bool ThroughMemory = false;

thread_local WorkGroup *Group = nullptr;
thread_local size_t Linear = 0;

uint32_t warpSize() {
  size_t First = Linear / WarpSize * WarpSize;
  return uint32_t(std::min<size_t>(WarpSize, Group->Size - First));
}

/// Lane Lane's slot of the exchange, counting a lane the sub-group lacks.
uint64_t exchanged(uint64_t Value, uint32_t Lane) {
  if (Lane < warpSize())
    return Group->Exchange[Linear / WarpSize * WarpSize + Lane];
  ++Group->BadLanes;
  return Value;
}

/// Every lane's Value in its slot. The first wait keeps the slots of a
/// gather until its lanes have read them.
void publish(uint64_t Value) {
  Barrier &Warp = *Group->Warps[Linear / WarpSize];
  Warp.wait();
  Group->Exchange[Linear] = Value;
  Warp.wait();
}

uint64_t shuffle(uint64_t Value, uint32_t Lane) {
  publish(Value);
  return exchanged(Value, Lane);
}

/// Runs Body(nd_item) on Size threads, one work-group.
void runWorkGroup(size_t Size,
                  const std::function<void(sycl::nd_item<1>)> &Body) {
  WorkGroup G(Size);
  std::vector<std::thread> Threads;
  for (size_t I = 0; I < Size; ++I)
    Threads.emplace_back([&, I] {
      Group = &G;
      Linear = I;
      Body(sycl::detail::nd_item_factory::make(sycl::id<1>(0)));
    });
  for (std::thread &T : Threads)
    T.join();
  EXPECT_EQ(G.BadLanes, 0) << "a shuffle named a lane outside its sub-group";
}

} // namespace

// The device builtins, as nvptx64 implements them, for one 1-D work-group.
extern "C" {
size_t __prism_global_id(int) { return Linear; }
size_t __prism_global_size(int) { return Group->Size; }
size_t __prism_local_id(int) { return Linear; }
size_t __prism_local_size(int) { return Group->Size; }
size_t __prism_group_id(int) { return 0; }
size_t __prism_num_groups(int) { return 1; }
void __prism_barrier(void) { Group->All.wait(); }
unsigned char *__prism_dynamic_local_memory(void) { return nullptr; }
unsigned char *__prism_static_local_memory(size_t, size_t) { return nullptr; }
unsigned char *__prism_group_scratch(size_t Size, size_t, size_t) {
  EXPECT_LE(Size, Group->Scratch.size());
  return Group->Scratch.data();
}
uint32_t __prism_sub_group_local_id(void) { return Linear % WarpSize; }
uint32_t __prism_sub_group_size(void) { return warpSize(); }
uint32_t __prism_sub_group_max_size(void) { return WarpSize; }
uint32_t __prism_sub_group_id(void) { return uint32_t(Linear / WarpSize); }
uint32_t __prism_num_sub_groups(void) {
  return uint32_t((Group->Size + WarpSize - 1) / WarpSize);
}
uint32_t __prism_sub_group_shuffle_u32(uint32_t Value, uint32_t Lane) {
  return uint32_t(shuffle(Value, Lane));
}
uint64_t __prism_sub_group_shuffle_u64(uint64_t Value, uint32_t Lane) {
  return shuffle(Value, Lane);
}
bool __prism_sub_group_exchanges_through_memory(void) { return ThroughMemory; }
// As the native CPU's device library: the slots are read until the next
// exchange.
void __prism_sub_group_gather_u64(uint64_t Value) {
  if (ThroughMemory)
    publish(Value);
}
// A gather may read the slot of a lane past a partial sub-group, as the
// native CPU's may: garbage, which must not reach a result.
uint64_t __prism_sub_group_gathered_u64(uint64_t Value, uint32_t Lane) {
  if (!ThroughMemory)
    return shuffle(Value, Lane);
  if (Lane >= warpSize() && Lane < WarpSize)
    return 0x5eed5eed5eed5eedull;
  return exchanged(Value, Lane);
}
bool __prism_sub_group_any(bool Predicate) {
  bool Any = false;
  for (uint32_t Lane = 0; Lane < warpSize(); ++Lane)
    Any |= shuffle(Predicate, Lane) != 0;
  return Any;
}
bool __prism_sub_group_all(bool Predicate) {
  bool All = true;
  for (uint32_t Lane = 0; Lane < warpSize(); ++Lane)
    All &= shuffle(Predicate, Lane) != 0;
  return All;
}
void __prism_sub_group_barrier(void) {
  Group->Warps[Linear / WarpSize]->wait();
}
bool __prism_sub_groups_are_linear(void) { return true; }
}

namespace {

/// Work-item I's value; a double of a few integer bits is combined exactly
/// in any order.
long long valueOf(size_t I) { return (long long)((I * 37 + 11) % 23) - 9; }

// Work-groups ending in a full warp, a partial one, or inside the first.
const size_t Sizes[] = {1, 5, 32, 33, 50, 64, 100};

/// The parameter: whether sub-groups exchange through memory.
class GroupCollectives : public ::testing::TestWithParam<bool> {
protected:
  void SetUp() override { ThroughMemory = GetParam(); }
};

TEST_P(GroupCollectives, SubGroupAlgorithms) {
  for (size_t Size : Sizes) {
    SCOPED_TRACE("work-group of " + std::to_string(Size));
    std::vector<long long> Sum(Size), Inclusive(Size), Exclusive(Size),
        Max(Size), Broadcast(Size), Left(Size), Right(Size), Xor(Size),
        Selected(Size);
    std::vector<int> Any(Size), All(Size);
    std::vector<double> Product(Size);
    runWorkGroup(Size, [&](sycl::nd_item<1> It) {
      sycl::sub_group SG = It.get_sub_group();
      const size_t I = It.get_local_linear_id();
      const long long X = valueOf(I);
      const uint32_t Lane = SG.get_local_linear_id();
      const uint32_t Count = SG.get_local_linear_range();
      Sum[I] = sycl::reduce_over_group(SG, X, sycl::plus<>());
      Inclusive[I] = sycl::inclusive_scan_over_group(SG, X, sycl::plus<>());
      Exclusive[I] =
          sycl::exclusive_scan_over_group(SG, X, 100LL, sycl::plus<>());
      Max[I] = sycl::reduce_over_group(SG, X, sycl::maximum<long long>());
      Product[I] = sycl::reduce_over_group(SG, I % 7 == 3 ? 2.0 : 1.0,
                                           sycl::multiplies<double>());
      Broadcast[I] = sycl::group_broadcast(SG, X, Count - 1);
      Left[I] = sycl::shift_group_left(SG, X, 3);
      Right[I] = sycl::shift_group_right(SG, X, 5);
      Xor[I] = sycl::permute_group_by_xor(SG, X, 6);
      Selected[I] =
          sycl::select_from_group(SG, X, sycl::id<1>((Lane * 7 + 1) % Count));
      Any[I] = sycl::any_of_group(SG, X == 13);
      All[I] = sycl::all_of_group(SG, X > -9);
    });
    for (size_t First = 0; First < Size; First += WarpSize) {
      const size_t Count = std::min<size_t>(WarpSize, Size - First);
      long long Total = 0, Highest = valueOf(First), Running = 0;
      double Multiplied = 1;
      bool Thirteen = false, AboveMinus9 = true;
      for (size_t L = 0; L < Count; ++L) {
        const long long X = valueOf(First + L);
        Total += X;
        Highest = std::max(Highest, X);
        Multiplied *= (First + L) % 7 == 3 ? 2.0 : 1.0;
        Thirteen |= X == 13;
        AboveMinus9 &= X > -9;
      }
      for (size_t L = 0; L < Count; ++L) {
        const size_t I = First + L;
        EXPECT_EQ(Sum[I], Total) << I;
        EXPECT_EQ(Exclusive[I], 100 + Running) << I;
        Running += valueOf(I);
        EXPECT_EQ(Inclusive[I], Running) << I;
        EXPECT_EQ(Max[I], Highest) << I;
        EXPECT_EQ(Product[I], Multiplied) << I;
        EXPECT_EQ(Broadcast[I], valueOf(First + Count - 1)) << I;
        EXPECT_EQ(Left[I], valueOf(L + 3 < Count ? I + 3 : I)) << I;
        EXPECT_EQ(Right[I], valueOf(L >= 5 ? I - 5 : I)) << I;
        EXPECT_EQ(Xor[I], valueOf((L ^ 6) < Count ? First + (L ^ 6) : I)) << I;
        EXPECT_EQ(Selected[I], valueOf(First + (L * 7 + 1) % Count)) << I;
        EXPECT_EQ(Any[I], Thirteen) << I;
        EXPECT_EQ(All[I], AboveMinus9) << I;
      }
    }
  }
}

TEST_P(GroupCollectives, WorkGroupAlgorithmsOnWarps) {
  for (size_t Size : Sizes) {
    SCOPED_TRACE("work-group of " + std::to_string(Size));
    std::vector<long long> Sum(Size), SumInit(Size), Inclusive(Size),
        InclusiveInit(Size), Exclusive(Size), Min(Size), Broadcast(Size),
        Repeated(Size);
    std::vector<int> Any(Size), All(Size);
    runWorkGroup(Size, [&](sycl::nd_item<1> It) {
      sycl::group<1> G = It.get_group();
      const size_t I = It.get_local_linear_id();
      const long long X = valueOf(I);
      Sum[I] = sycl::reduce_over_group(G, X, sycl::plus<long long>());
      SumInit[I] = sycl::reduce_over_group(G, X, 7LL, sycl::plus<>());
      Min[I] = sycl::reduce_over_group(G, X, sycl::minimum<>());
      Inclusive[I] = sycl::inclusive_scan_over_group(G, X, sycl::plus<>());
      InclusiveInit[I] =
          sycl::inclusive_scan_over_group(G, X, sycl::plus<>(), 7LL);
      Exclusive[I] =
          sycl::exclusive_scan_over_group(G, X, sycl::plus<long long>());
      Broadcast[I] = sycl::group_broadcast(G, X, Size / 2);
      Any[I] = sycl::any_of_group(G, I == Size - 1);
      All[I] = sycl::all_of_group(G, X, [](long long V) { return V < 14; });
      long long Total = 0;
      for (int Round = 0; Round < 3; ++Round)
        Total += sycl::reduce_over_group(G, X + Round, sycl::plus<>());
      Repeated[I] = Total;
    });
    long long Total = 0, Lowest = valueOf(0), Running = 0;
    bool Below14 = true;
    for (size_t I = 0; I < Size; ++I) {
      Total += valueOf(I);
      Lowest = std::min(Lowest, valueOf(I));
      Below14 &= valueOf(I) < 14;
    }
    for (size_t I = 0; I < Size; ++I) {
      EXPECT_EQ(Sum[I], Total) << I;
      EXPECT_EQ(SumInit[I], Total + 7) << I;
      EXPECT_EQ(Min[I], Lowest) << I;
      EXPECT_EQ(Exclusive[I], Running) << I;
      Running += valueOf(I);
      EXPECT_EQ(Inclusive[I], Running) << I;
      EXPECT_EQ(InclusiveInit[I], Running + 7) << I;
      EXPECT_EQ(Broadcast[I], valueOf(Size / 2)) << I;
      EXPECT_EQ(Any[I], 1) << I;
      EXPECT_EQ(All[I], Below14) << I;
      EXPECT_EQ(Repeated[I], 3 * Total + 3 * (long long)Size) << I;
    }
  }
}

TEST_P(GroupCollectives, JointAlgorithms) {
  for (size_t Size : Sizes)
    for (size_t Count :
         {size_t(0), size_t(1), size_t(31), size_t(100), size_t(257)}) {
      SCOPED_TRACE("work-group of " + std::to_string(Size) + ", " +
                   std::to_string(Count) + " elements");
      std::vector<long long> In(Count);
      for (size_t E = 0; E < Count; ++E)
        In[E] = valueOf(E * 3 + 1);
      // One range per sub-group for the sub-group forms.
      const size_t Warps = (Size + WarpSize - 1) / WarpSize;
      std::vector<long long> GroupInclusive(Count), GroupExclusive(Count),
          InPlace = In, SubInclusive(Count * Warps);
      std::vector<long long> GroupSum(Size), SubSum(Size);
      std::vector<int> Found(Size);
      runWorkGroup(Size, [&](sycl::nd_item<1> It) {
        sycl::group<1> G = It.get_group();
        sycl::sub_group SG = It.get_sub_group();
        const size_t I = It.get_local_linear_id();
        const long long *First = In.data(), *Last = First + Count;
        GroupSum[I] = sycl::joint_reduce(G, First, Last, 5LL, sycl::plus<>());
        sycl::joint_inclusive_scan(G, First, Last, GroupInclusive.data(),
                                   sycl::plus<>());
        sycl::joint_exclusive_scan(G, First, Last, GroupExclusive.data(), 2LL,
                                   sycl::plus<>());
        sycl::joint_inclusive_scan(G, InPlace.data(), InPlace.data() + Count,
                                   InPlace.data(), sycl::plus<>());
        Found[I] = sycl::joint_any_of(G, First, Last,
                                      [](long long V) { return V == 12; });
        SubSum[I] = sycl::joint_reduce(SG, First, Last, 5LL, sycl::plus<>());
        sycl::joint_inclusive_scan(SG, First, Last,
                                   SubInclusive.data() +
                                       SG.get_group_linear_id() * Count,
                                   sycl::maximum<>());
      });
      long long Total = 5, Running = 0, Highest = Count ? In[0] : 0;
      bool Twelve = false;
      for (size_t E = 0; E < Count; ++E) {
        Total += In[E];
        Twelve |= In[E] == 12;
      }
      for (size_t I = 0; I < Size; ++I) {
        EXPECT_EQ(GroupSum[I], Total) << I;
        EXPECT_EQ(SubSum[I], Total) << I;
        EXPECT_EQ(Found[I], Twelve) << I;
      }
      for (size_t E = 0; E < Count; ++E) {
        EXPECT_EQ(GroupExclusive[E], 2 + Running) << E;
        Running += In[E];
        Highest = std::max(Highest, In[E]);
        EXPECT_EQ(GroupInclusive[E], Running) << E;
        EXPECT_EQ(InPlace[E], Running) << E;
        for (size_t W = 0; W < Warps; ++W)
          EXPECT_EQ(SubInclusive[W * Count + E], Highest) << E;
      }
    }
}

} // namespace

INSTANTIATE_TEST_SUITE_P(Exchanges, GroupCollectives, ::testing::Bool(),
                         [](const ::testing::TestParamInfo<bool> &Info) {
                           return Info.param ? "ThroughMemory" : "Shuffles";
                         });
