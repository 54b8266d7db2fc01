// sycl::atomic_ref and sycl::atomic_fence, each result checked against a
// host reference: a histogram with fetch_add on global memory, min and max
// for every integer and floating-point type (unsigned values beyond the
// signed range, negative signed ones), exact float and double sums, a custom
// operation built on compare_exchange, exchange, load and store, the bitwise
// operations and operators, a pointer handing out slots, counters in local
// memory (local and generic address space), and a release/acquire message
// between two work-items of a group.
#include "check.h"
#include <sycl/sycl.hpp>

#include <cstdint>
#include <vector>

namespace {

constexpr size_t N = 4096;

template <typename T>
using DeviceRef = sycl::atomic_ref<T, sycl::memory_order::relaxed,
                                   sycl::memory_scope::device>;

void histogram(sycl::queue &Q) {
  constexpr int Bins = 16;
  int *Data = sycl::malloc_shared<int>(N, Q);
  int *Hist = sycl::malloc_shared<int>(Bins, Q);
  for (size_t I = 0; I < N; ++I)
    Data[I] = int((I * 7 + I / 5) % Bins);
  for (int B = 0; B < Bins; ++B)
    Hist[B] = 0;
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     sycl::atomic_ref<int, sycl::memory_order::relaxed,
                      sycl::memory_scope::device,
                      sycl::access::address_space::global_space>
         Bin(Hist[Data[I]]);
     Bin.fetch_add(1);
   }).wait();
  std::vector<int> Expected(Bins, 0);
  for (size_t I = 0; I < N; ++I)
    ++Expected[Data[I]];
  for (int B = 0; B < Bins; ++B)
    CHECK_EQ(Hist[B], Expected[B]);
  sycl::free(Data, Q);
  sycl::free(Hist, Q);
}

/// Work-item I's contribution to the min/max test: spread over a range that
/// crosses zero for signed types and the sign bit for unsigned ones, so that
/// a signed comparison of unsigned values (or the reverse) gives a wrong
/// answer.
template <typename T> T minMaxValue(size_t I) {
  long long Spread = (long long)((I * 37) % 1001) - 500;
  if constexpr (std::is_floating_point_v<T>)
    return T(Spread) * T(0.5);
  else if constexpr (std::is_signed_v<T>)
    return T(Spread * 3);
  else
    return T(T(1) << (8 * sizeof(T) - 1)) + T(Spread);
}

template <typename T> void minMax(sycl::queue &Q) {
  T *Result = sycl::malloc_shared<T>(2, Q);
  Result[0] = minMaxValue<T>(0);
  Result[1] = minMaxValue<T>(0);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     T V = minMaxValue<T>(I[0]);
     sycl::atomic_ref<T, sycl::memory_order::acq_rel,
                      sycl::memory_scope::device>
         Min(Result[0]);
     DeviceRef<T> Max(Result[1]);
     Min.fetch_min(V);
     Max.fetch_max(V, sycl::memory_order::seq_cst);
   }).wait();
  T ExpectedMin = minMaxValue<T>(0), ExpectedMax = minMaxValue<T>(0);
  for (size_t I = 0; I < N; ++I) {
    T V = minMaxValue<T>(I);
    ExpectedMin = V < ExpectedMin ? V : ExpectedMin;
    ExpectedMax = ExpectedMax < V ? V : ExpectedMax;
  }
  CHECK(Result[0] == ExpectedMin);
  CHECK(Result[1] == ExpectedMax);
  sycl::free(Result, Q);
}

/// Sums of multiples of 1/4 (float) and 1/8 (double) that every partial sum
/// represents exactly, so any order of the additions gives the same total.
void floatSums(sycl::queue &Q) {
  float *F = sycl::malloc_shared<float>(2, Q);
  double *D = sycl::malloc_shared<double>(2, Q);
  F[0] = F[1] = 0.0f;
  D[0] = D[1] = 1.0;
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     float FV = float(I[0] % 8) * 0.25f;
     double DV = double(I[0] % 16) * 0.125;
     DeviceRef<float>(F[0]).fetch_add(FV);
     DeviceRef<float>(F[1]).fetch_sub(FV, sycl::memory_order::release);
     sycl::atomic_ref<double, sycl::memory_order::seq_cst,
                      sycl::memory_scope::system>
         Sum(D[0]);
     Sum += DV;
     DeviceRef<double>(D[1]) -= DV;
   }).wait();
  float FSum = 0.0f;
  double DSum = 0.0;
  for (size_t I = 0; I < N; ++I) {
    FSum += float(I % 8) * 0.25f;
    DSum += double(I % 16) * 0.125;
  }
  CHECK_EQ(F[0], FSum);
  CHECK_EQ(F[1], -FSum);
  CHECK_EQ(D[0], 1.0 + DSum);
  CHECK_EQ(D[1], 1.0 - DSum);
  sycl::free(F, Q);
  sycl::free(D, Q);
}

/// x = x * 3 mod P by compare-exchange loops: commutative, so the result is
/// 3^N mod P whatever the order; with both exchange overloads.
void compareExchange(sycl::queue &Q) {
  constexpr unsigned long long P = 1000003;
  unsigned long long *X = sycl::malloc_shared<unsigned long long>(1, Q);
  int *Y = sycl::malloc_shared<int>(1, Q);
  *X = 1;
  *Y = 0;
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     DeviceRef<unsigned long long> Ref(*X);
     unsigned long long Old = Ref.load();
     while (!Ref.compare_exchange_strong(Old, Old * 3 % P,
                                         sycl::memory_order::acq_rel))
       ;
     // Y counts up to N one step at a time: each work-item waits for nothing,
     // it only retries until its increment lands.
     sycl::atomic_ref<int, sycl::memory_order::seq_cst,
                      sycl::memory_scope::work_group>
         Counter(*Y);
     int Seen = Counter.load(sycl::memory_order::acquire);
     while (!Counter.compare_exchange_weak(
         Seen, Seen + 1, sycl::memory_order::release,
         sycl::memory_order::relaxed, sycl::memory_scope::device))
       ;
   }).wait();
  unsigned long long Expected = 1;
  for (size_t I = 0; I < N; ++I)
    Expected = Expected * 3 % P;
  CHECK_EQ(*X, Expected);
  CHECK_EQ(*Y, int(N));
  // A failed exchange reports the value found and leaves the object alone.
  int *Z = sycl::malloc_shared<int>(3, Q);
  Z[0] = 5;
  Q.single_task([=] {
     DeviceRef<int> Ref(Z[0]);
     int Expected = 4;
     Z[1] = Ref.compare_exchange_strong(Expected, 9) ? 1 : 0;
     Z[2] = Expected;
   }).wait();
  CHECK_EQ(Z[0], 5);
  CHECK_EQ(Z[1], 0);
  CHECK_EQ(Z[2], 5);
  sycl::free(X, Q);
  sycl::free(Y, Q);
  sycl::free(Z, Q);
}

/// Every work-item swaps its own value in: the values handed back plus the
/// one left are the initial value and every work-item's, each once.
void exchange(sycl::queue &Q) {
  long *Slot = sycl::malloc_shared<long>(1, Q);
  long *Returned = sycl::malloc_shared<long>(N, Q);
  double *DSlot = sycl::malloc_shared<double>(1, Q);
  *Slot = -1;
  *DSlot = 0.5;
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     Returned[I] = DeviceRef<long>(*Slot).exchange(long(I[0]) * 10);
     DeviceRef<double>(*DSlot).exchange(2.5, sycl::memory_order::acq_rel);
   }).wait();
  std::vector<int> Count(N + 1, 0);
  auto Index = [](long V) { return V < 0 ? 0 : size_t(V / 10) + 1; };
  ++Count[Index(*Slot)];
  for (size_t I = 0; I < N; ++I)
    ++Count[Index(Returned[I])];
  for (size_t I = 0; I <= N; ++I)
    CHECK_EQ(Count[I], 1);
  CHECK_EQ(*DSlot, 2.5);
  sycl::free(Slot, Q);
  sycl::free(Returned, Q);
  sycl::free(DSlot, Q);
}

/// store, operator=, load and operator T, for every width and kind.
void loadStore(sycl::queue &Q) {
  int *I32 = sycl::malloc_shared<int>(N, Q);
  unsigned long *U64 = sycl::malloc_shared<unsigned long>(N, Q);
  float *F = sycl::malloc_shared<float>(N, Q);
  double *D = sycl::malloc_shared<double>(N, Q);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> Id) {
     size_t I = Id[0];
     DeviceRef<int>(I32[I]).store(int(I) - 7, sycl::memory_order::release);
     sycl::atomic_ref<unsigned long, sycl::memory_order::seq_cst,
                      sycl::memory_scope::system,
                      sycl::access::address_space::global_space>
         U(U64[I]);
     U = (1ul << 40) + I;
     DeviceRef<float> FRef(F[I]);
     FRef = float(I) * 0.5f;
     DeviceRef<double>(D[I]).store(double(I) * 0.25);
     // Read back through the other spellings.
     int Back = DeviceRef<int>(I32[I]).load(sycl::memory_order::acquire);
     unsigned long UBack = U;
     float FBack = FRef;
     double DBack = DeviceRef<double>(D[I]).load(sycl::memory_order::seq_cst);
     DeviceRef<int>(I32[I]).store(Back * 2);
     U.store(UBack + 1);
     FRef.store(FBack + 1.0f);
     DeviceRef<double>(D[I]).store(DBack + 1.0);
   }).wait();
  for (size_t I = 0; I < N; ++I) {
    CHECK_EQ(I32[I], (int(I) - 7) * 2);
    CHECK(U64[I] == (1ul << 40) + I + 1);
    CHECK_EQ(F[I], float(I) * 0.5f + 1.0f);
    CHECK_EQ(D[I], double(I) * 0.25 + 1.0);
  }
  sycl::free(I32, Q);
  sycl::free(U64, Q);
  sycl::free(F, Q);
  sycl::free(D, Q);
}

/// fetch_or/and/xor, ++/--, +=, -=, &=, |=, ^=, on 32- and 64-bit integers.
void bitwiseAndOperators(sycl::queue &Q) {
  unsigned *Bits = sycl::malloc_shared<unsigned>(3, Q);
  unsigned long long *Wide = sycl::malloc_shared<unsigned long long>(3, Q);
  int *Count = sycl::malloc_shared<int>(4, Q);
  long long *Sum = sycl::malloc_shared<long long>(2, Q);
  Bits[0] = 0;
  Bits[1] = ~0u;
  Bits[2] = 0;
  Wide[0] = 0;
  Wide[1] = ~0ull;
  Wide[2] = 0;
  Count[0] = Count[1] = Count[2] = Count[3] = 0;
  Sum[0] = Sum[1] = 0;
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> Id) {
     size_t I = Id[0];
     DeviceRef<unsigned>(Bits[0]).fetch_or(1u << (I % 32));
     DeviceRef<unsigned>(Bits[1]).fetch_and(~(1u << (I % 31)));
     DeviceRef<unsigned>(Bits[2]).fetch_xor(unsigned(I));
     DeviceRef<unsigned long long>(Wide[0]) |= 1ull << (I % 64);
     DeviceRef<unsigned long long>(Wide[1]) &= ~(1ull << (32 + I % 16));
     DeviceRef<unsigned long long>(Wide[2]) ^= (unsigned long long)I << 33;
     DeviceRef<int> C0(Count[0]), C1(Count[1]), C2(Count[2]), C3(Count[3]);
     C0++;
     ++C1;
     C2--;
     --C3;
     DeviceRef<long long>(Sum[0]) += (long long)I << 20;
     DeviceRef<long long>(Sum[1]) -= (long long)I;
   }).wait();
  unsigned Xor = 0;
  unsigned long long WideXor = 0;
  long long Total = 0;
  for (size_t I = 0; I < N; ++I) {
    Xor ^= unsigned(I);
    WideXor ^= (unsigned long long)I << 33;
    Total += (long long)I;
  }
  CHECK(Bits[0] == ~0u);
  CHECK(Bits[1] == 0x80000000u);
  CHECK(Bits[2] == Xor);
  CHECK(Wide[0] == ~0ull);
  CHECK(Wide[1] == ~0xFFFF00000000ull);
  CHECK(Wide[2] == WideXor);
  CHECK_EQ(Count[0], int(N));
  CHECK_EQ(Count[1], int(N));
  CHECK_EQ(Count[2], -int(N));
  CHECK_EQ(Count[3], -int(N));
  CHECK(Sum[0] == Total << 20);
  CHECK(Sum[1] == -Total);
  // The operators' results: the new value for the prefix and compound
  // forms, the old one for the postfix forms.
  long long *Results = sycl::malloc_shared<long long>(8, Q);
  int *X = sycl::malloc_shared<int>(1, Q);
  *X = 10;
  Q.single_task([=] {
     DeviceRef<int> R(*X);
     Results[0] = R++;
     Results[1] = ++R;
     Results[2] = R--;
     Results[3] = --R;
     Results[4] = R += 5;
     Results[5] = R -= 2;
     Results[6] = R |= 0x100;
     Results[7] = R ^= 0x3;
   }).wait();
  const long long Expected[8] = {10, 12, 12, 10, 15, 13, 0x10d, 0x10e};
  for (int I = 0; I < 8; ++I)
    CHECK(Results[I] == Expected[I]);
  sycl::free(Bits, Q);
  sycl::free(Wide, Q);
  sycl::free(Count, Q);
  sycl::free(Sum, Q);
  sycl::free(Results, Q);
  sycl::free(X, Q);
}

/// A shared pointer handing out one slot to each work-item.
void pointerSlots(sycl::queue &Q) {
  int *Slots = sycl::malloc_shared<int>(N, Q);
  int **Next = sycl::malloc_shared<int *>(1, Q);
  for (size_t I = 0; I < N; ++I)
    Slots[I] = 0;
  *Next = Slots;
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     sycl::atomic_ref<int *, sycl::memory_order::relaxed,
                      sycl::memory_scope::device>
         Ref(*Next);
     int *Mine = I[0] % 2 ? Ref.fetch_add(1) : Ref++;
     *Mine += 1;
   }).wait();
  CHECK(*Next == Slots + N);
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Slots[I], 1);
  sycl::free(Slots, Q);
  sycl::free(Next, Q);
}

/// Counters in local memory: one reached through a local-space atomic_ref,
/// one through the default generic space; written out per group.
void localCounters(sycl::queue &Q) {
  constexpr size_t Group = 64, Groups = N / Group;
  int *Out = sycl::malloc_shared<int>(Groups * 3, Q);
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<int, 1> Counters(sycl::range<1>(2), H);
     sycl::local_accessor<long long, 1> Max(sycl::range<1>(1), H);
     H.parallel_for(sycl::nd_range<1>(N, Group), [=](sycl::nd_item<1> It) {
       size_t L = It.get_local_id(0);
       if (L == 0) {
         Counters[0] = 0;
         Counters[1] = 1000;
         Max[0] = -1;
       }
       sycl::group_barrier(It.get_group());
       sycl::atomic_ref<int, sycl::memory_order::relaxed,
                        sycl::memory_scope::work_group,
                        sycl::access::address_space::local_space>
           Local(Counters[0]);
       sycl::atomic_ref<int, sycl::memory_order::acq_rel,
                        sycl::memory_scope::work_group>
           Generic(Counters[1]);
       sycl::atomic_ref<long long, sycl::memory_order::relaxed,
                        sycl::memory_scope::work_group,
                        sycl::access::address_space::local_space>
           LocalMax(Max[0]);
       Local.fetch_add(int(L) + 1);
       Generic.fetch_sub(int(L));
       LocalMax.fetch_max((long long)(It.get_global_id(0) * 3));
       sycl::group_barrier(It.get_group());
       if (L == 0) {
         size_t G = It.get_group(0);
         Out[G * 3] = Local.load();
         Out[G * 3 + 1] = Generic.load();
         Out[G * 3 + 2] = int(LocalMax.load());
       }
     });
   }).wait();
  for (size_t G = 0; G < Groups; ++G) {
    CHECK_EQ(Out[G * 3], int(Group * (Group + 1) / 2));
    CHECK_EQ(Out[G * 3 + 1], 1000 - int(Group * (Group - 1) / 2));
    CHECK_EQ(Out[G * 3 + 2], int(((G + 1) * Group - 1) * 3));
  }
  sycl::free(Out, Q);
}

/// Message passing inside each group: work-item 0 writes a payload, a
/// release fence and a relaxed flag; after the barrier the last work-item
/// reads the flag, an acquire fence and the payload. (The barrier makes the
/// outcome certain; the fences are what is compiled and run.)
void fenceMessage(sycl::queue &Q) {
  constexpr size_t Group = 32, Groups = 8;
  int *Payload = sycl::malloc_shared<int>(Groups, Q);
  int *Flag = sycl::malloc_shared<int>(Groups, Q);
  int *Seen = sycl::malloc_shared<int>(Groups, Q);
  for (size_t G = 0; G < Groups; ++G)
    Payload[G] = Flag[G] = Seen[G] = 0;
  Q.parallel_for(sycl::nd_range<1>(Group * Groups, Group),
                 [=](sycl::nd_item<1> It) {
                   size_t G = It.get_group(0), L = It.get_local_id(0);
                   DeviceRef<int> F(Flag[G]);
                   if (L == 0) {
                     Payload[G] = int(G) + 100;
                     sycl::atomic_fence(sycl::memory_order::release,
                                        sycl::memory_scope::work_group);
                     F.store(1);
                   }
                   sycl::group_barrier(It.get_group());
                   if (L == Group - 1 && F.load() == 1) {
                     sycl::atomic_fence(sycl::memory_order::acquire,
                                        sycl::memory_scope::work_group);
                     Seen[G] = Payload[G];
                     sycl::atomic_fence(sycl::memory_order::seq_cst,
                                        sycl::memory_scope::device);
                   }
                 })
      .wait();
  for (size_t G = 0; G < Groups; ++G)
    CHECK_EQ(Seen[G], int(G) + 100);
  sycl::free(Payload, Q);
  sycl::free(Flag, Q);
  sycl::free(Seen, Q);
}

} // namespace

int main() {
  using Ref = sycl::atomic_ref<int, sycl::memory_order::acq_rel,
                               sycl::memory_scope::device>;
  static_assert(Ref::default_read_order == sycl::memory_order::acquire);
  static_assert(Ref::default_write_order == sycl::memory_order::release);
  static_assert(Ref::default_read_modify_write_order ==
                sycl::memory_order::acq_rel);
  static_assert(Ref::default_scope == sycl::memory_scope::device);
  static_assert(Ref::required_alignment == alignof(int));
  static_assert(Ref::is_always_lock_free);

  sycl::queue Q;
  histogram(Q);
  minMax<int>(Q);
  minMax<unsigned>(Q);
  minMax<long>(Q);
  minMax<unsigned long>(Q);
  minMax<long long>(Q);
  minMax<unsigned long long>(Q);
  minMax<float>(Q);
  minMax<double>(Q);
  floatSums(Q);
  compareExchange(Q);
  exchange(Q);
  loadStore(Q);
  bitwiseAndOperators(Q);
  pointerSlots(Q);
  localCounters(Q);
  fenceMessage(Q);
  return 0;
}
