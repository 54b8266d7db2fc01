// SYCL code as third-party projects write it, which the compiler once
// refused or miscompiled:
//  - ordinary (not inline, not SYCL_EXTERNAL) functions that take an
//    nd_item, a group, a sub_group or a local_accessor, or write to a
//    sycl::stream, called from kernels: the host compile emits them too;
//  - a group<2> written to a sycl::stream in an nd_range<2> kernel;
//  - sycl::atomic_ref and atomic_fence on host memory, in host code and in
//    host tasks, from several threads;
//  - a kernel lambda capturing an object whose type has a copy constructor
//    of its own but is declared device copyable (sycl::is_device_copyable),
//    and a functor class declared device copyable.
// Every result is checked against a reference computed on the host.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cstdint>
#include <thread>
#include <vector>

// Ordinary functions with external linkage, as a project's kernels call
// them: each is emitted by the host compile as well as for the device.

size_t tileOrigin(sycl::group<2> Tile) {
  return Tile.get_group_id(0) * 1000 + Tile.get_group_id(1);
}

size_t flatIndex(sycl::nd_item<2> Item) {
  return Item.get_global_id(0) * Item.get_global_range(1) +
         Item.get_global_id(1);
}

/// Each work-item writes its local linear id into the work-group's local
/// memory, and reads back its neighbour's after a barrier.
int neighbourInGroup(sycl::local_accessor<int, 1> Scratch,
                     sycl::nd_item<2> Item) {
  const size_t Me = Item.get_local_linear_id();
  const size_t Size = Item.get_local_range(0) * Item.get_local_range(1);
  Scratch[Me] = int(Me);
  sycl::group_barrier(Item.get_group());
  return Scratch[(Me + 1) % Size];
}

uint32_t laneCheck(sycl::sub_group Lanes) {
  // Whatever the sub-group size, a lane is inside its sub-group.
  return Lanes.get_local_linear_id() < Lanes.get_local_linear_range() &&
                 Lanes.get_group_linear_id() < Lanes.get_group_linear_range()
             ? 1u
             : 0u;
}

void reportTile(const sycl::stream &Out, sycl::group<2> Tile) {
  Out << "tile " << Tile << sycl::endl;
}

void ordinaryFunctionsInKernels(sycl::queue &Q) {
  constexpr size_t Rows = 8, Cols = 12, TileRows = 4, TileCols = 3;
  const size_t N = Rows * Cols;
  size_t *Origins = sycl::malloc_shared<size_t>(N, Q);
  size_t *Flat = sycl::malloc_shared<size_t>(N, Q);
  int *Neighbours = sycl::malloc_shared<int>(N, Q);
  uint32_t *Lanes = sycl::malloc_shared<uint32_t>(N, Q);
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<int, 1> Scratch(TileRows * TileCols, H);
     sycl::stream Out(4096, 128, H);
     H.parallel_for(
         sycl::nd_range<2>({Rows, Cols}, {TileRows, TileCols}),
         [=](sycl::nd_item<2> Item) {
           const size_t I = flatIndex(Item);
           Origins[I] = tileOrigin(Item.get_group());
           Flat[I] = I;
           Neighbours[I] = neighbourInGroup(Scratch, Item);
           Lanes[I] = laneCheck(Item.get_sub_group());
           if (Item.get_local_linear_id() == 0) {
             reportTile(Out, Item.get_group());
             Out << Item.get_group() << sycl::endl;
           }
         });
   }).wait();
  for (size_t R = 0; R < Rows; ++R)
    for (size_t C = 0; C < Cols; ++C) {
      const size_t I = R * Cols + C;
      CHECK_EQ(Origins[I], (R / TileRows) * 1000 + C / TileCols);
      CHECK_EQ(Flat[I], I);
      const size_t Local = (R % TileRows) * TileCols + C % TileCols;
      CHECK_EQ(Neighbours[I], int((Local + 1) % (TileRows * TileCols)));
      CHECK_EQ(Lanes[I], 1u);
    }
  sycl::free(Origins, Q);
  sycl::free(Flat, Q);
  sycl::free(Neighbours, Q);
  sycl::free(Lanes, Q);
}

/// Histogram bins counted by host threads through atomic_ref, as code
/// sharing one routine between host and device writes it.
template <typename T>
void countInto(T *Bins, size_t NumBins, size_t Begin, size_t End) {
  for (size_t I = Begin; I < End; ++I) {
    sycl::atomic_ref<T, sycl::memory_order::relaxed, sycl::memory_scope::system>
        Bin(Bins[I % NumBins]);
    Bin.fetch_add(T(1));
  }
}

void atomicsOnTheHost(sycl::queue &Q) {
  constexpr size_t NumBins = 7, PerThread = 20000, Threads = 4;
  std::vector<uint32_t> Bins(NumBins, 0);
  std::vector<double> Weights(NumBins, 0.0);
  std::vector<std::thread> Workers;
  for (size_t T = 0; T < Threads; ++T)
    Workers.emplace_back([&, T] {
      countInto(Bins.data(), NumBins, T * PerThread, (T + 1) * PerThread);
      countInto(Weights.data(), NumBins, T * PerThread, (T + 1) * PerThread);
    });
  for (std::thread &Worker : Workers)
    Worker.join();
  for (size_t B = 0; B < NumBins; ++B) {
    size_t Expected = 0;
    for (size_t I = 0; I < Threads * PerThread; ++I)
      Expected += I % NumBins == B;
    CHECK_EQ(Bins[B], Expected);
    CHECK_EQ(Weights[B], double(Expected));
  }

  // Every operation, with its defaults and explicit orders.
  int64_t Value = 10;
  sycl::atomic_ref<int64_t, sycl::memory_order::acq_rel,
                   sycl::memory_scope::device>
      Ref(Value);
  CHECK_EQ(Ref.fetch_sub(15), 10);
  CHECK_EQ(Ref.fetch_min(-8), -5);
  CHECK_EQ(Ref.fetch_max(3, sycl::memory_order::seq_cst), -8);
  CHECK_EQ(Ref.exchange(0x70), 3);
  CHECK_EQ(Ref.fetch_or(0x0f), 0x70);
  CHECK_EQ(Ref.fetch_and(0x3c), 0x7f);
  CHECK_EQ(Ref.fetch_xor(0x05), 0x3c);
  int64_t Expected = 0x38;
  CHECK(!Ref.compare_exchange_strong(Expected, 1) && Expected == 0x39);
  CHECK(Ref.compare_exchange_weak(Expected, 42));
  sycl::atomic_fence(sycl::memory_order::seq_cst, sycl::memory_scope::system);
  CHECK_EQ(Ref.load(sycl::memory_order::acquire), 42);
  Ref.store(-1, sycl::memory_order::release);
  CHECK_EQ(++Ref, 0);
  CHECK_EQ(Value, 0);

  float Low = 2.5f;
  sycl::atomic_ref<float, sycl::memory_order::relaxed,
                   sycl::memory_scope::system>
      LowRef(Low);
  CHECK_EQ(LowRef.fetch_min(-1.5f), 2.5f);
  CHECK_EQ(LowRef.fetch_add(0.25f), -1.5f);
  CHECK_EQ(Low, -1.25f);

  int *Items[2] = {nullptr, nullptr};
  int Storage[4] = {};
  sycl::atomic_ref<int *, sycl::memory_order::relaxed,
                   sycl::memory_scope::system>
      Cursor(Items[0]);
  Cursor = Storage;
  CHECK(Cursor.fetch_add(3) == Storage && Items[0] == Storage + 3);

  // A host task counts with the same atomics as the host threads.
  uint32_t Done = 0;
  Q.submit([&](sycl::handler &H) {
     H.host_task([&] {
       sycl::atomic_ref<uint32_t, sycl::memory_order::relaxed,
                        sycl::memory_scope::system>
           Counter(Done);
       for (int I = 0; I < 100; ++I)
         Counter += 2;
     });
   }).wait();
  CHECK_EQ(Done, 200u);
}

namespace geometry {
/// A handle with a copy constructor of its own (it counts copies on the
/// host), whose bytes are nonetheless a correct copy on the device.
struct Scale {
  float Factor;
  static inline int HostCopies = 0;
  explicit Scale(float Factor) : Factor(Factor) {}
  Scale(const Scale &Other) : Factor(Other.Factor) { ++HostCopies; }
};
} // namespace geometry

template <>
struct sycl::is_device_copyable<geometry::Scale> : std::true_type {};

/// A functor class with a copy constructor of its own, marked as well.
struct Shift {
  int *Data;
  int By;
  Shift(int *Data, int By) : Data(Data), By(By) {}
  Shift(const Shift &Other) : Data(Other.Data), By(Other.By) {}
  void operator()(sycl::id<1> I) const { Data[I] += By; }
};

template <> struct sycl::is_device_copyable<Shift> : std::true_type {};

void deviceCopyableCaptures(sycl::queue &Q) {
  constexpr size_t N = 300;
  float *Out = sycl::malloc_shared<float>(N, Q);
  int *Data = sycl::malloc_shared<int>(N, Q);
  const geometry::Scale Half(0.5f);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     Out[I] = Half.Factor * float(I[0]);
     Data[I] = int(I[0]);
   }).wait();
  Q.parallel_for(sycl::range<1>(N), Shift(Data, 7)).wait();
  for (size_t I = 0; I < N; ++I) {
    CHECK_EQ(Out[I], 0.5f * float(I));
    CHECK_EQ(Data[I], int(I) + 7);
  }
  sycl::free(Out, Q);
  sycl::free(Data, Q);
}

int main() {
  sycl::queue Q;
  ordinaryFunctionsInKernels(Q);
  atomicsOnTheHost(Q);
  deviceCopyableCaptures(Q);
  return 0;
}
