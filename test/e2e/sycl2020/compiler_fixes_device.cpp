// Device code as third-party SYCL programs write it, which once broke the
// device compile or the image:
//  - small structs of odd byte counts (3, 5, 6, 7 chars) through
//    group_broadcast over a work-group and select_from_group over a
//    sub-group: the optimiser copies them as i24/i40/i48/i56, which SPIR-V
//    lacks, and through group memory as an llvm.memmove, which llvm-spirv
//    translated into a variable in the middle of the kernel;
//  - a struct copied between overlapping places of one array (memmove of a
//    constant and of a variable length);
//  - bit-fields of a packed struct updated in a loop (copied and computed
//    as an i48);
//  - a span reduction of two doubles with multiplies over a range: its loop
//    of two group reductions made PoCL abort ("Incoming edges to non-entry
//    block!").
// Results are checked against the same computation on the host.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cmath>
#include <cstddef>
#include <cstring>

namespace {

template <int Bytes> struct Chars {
  char C[Bytes];
};

constexpr size_t Items = 64, GroupSize = 16, Leader = 3;

char byteOf(size_t Item, int Byte) { return char(Item * 7 + Byte * 13 + 1); }

/// Each work-item makes its own Chars<Bytes>, changes its first byte, and
/// takes the group leader's (group_broadcast) and its sub-group's first
/// work-item's (select_from_group).
template <int Bytes> void broadcastOddSizes(sycl::queue &Q) {
  using T = Chars<Bytes>;
  T *In = sycl::malloc_shared<T>(Items, Q);
  T *FromGroup = sycl::malloc_shared<T>(Items, Q);
  T *FromSubGroup = sycl::malloc_shared<T>(Items, Q);
  size_t *SubGroupFirst = sycl::malloc_shared<size_t>(Items, Q);
  for (size_t I = 0; I < Items; ++I)
    for (int B = 0; B < Bytes; ++B)
      In[I].C[B] = byteOf(I, B);
  Q.parallel_for(sycl::nd_range<1>(Items, GroupSize), [=](sycl::nd_item<1> It) {
     size_t I = It.get_global_id(0);
     T Mine = In[I];
     Mine.C[0] += 1;
     sycl::sub_group SG = It.get_sub_group();
     T Led = sycl::group_broadcast(It.get_group(), Mine, Leader);
     T First = sycl::select_from_group(SG, Mine, 0);
     Led.C[Bytes - 1] ^= First.C[0];
     FromGroup[I] = Led;
     FromSubGroup[I] = First;
     SubGroupFirst[I] = I - SG.get_local_linear_id();
   }).wait();
  for (size_t I = 0; I < Items; ++I) {
    size_t LeaderItem = I / GroupSize * GroupSize + Leader;
    size_t FirstItem = SubGroupFirst[I];
    CHECK(FirstItem <= I && I / GroupSize == FirstItem / GroupSize);
    for (int B = 0; B < Bytes; ++B) {
      char Led = char(byteOf(LeaderItem, B) + (B == 0));
      char First = char(byteOf(FirstItem, B) + (B == 0));
      if (B == Bytes - 1)
        Led ^= char(byteOf(FirstItem, 0) + 1);
      CHECK_EQ(FromGroup[I].C[B], Led);
      CHECK_EQ(FromSubGroup[I].C[B], First);
    }
  }
  sycl::free(In, Q);
  sycl::free(FromGroup, Q);
  sycl::free(FromSubGroup, Q);
  sycl::free(SubGroupFirst, Q);
}

/// Each work-item shifts its row of bytes by one place with memmove, a
/// constant and a variable count, as std::copy of overlapping ranges does.
void overlappingCopies(sycl::queue &Q) {
  constexpr size_t Rows = 32, Width = 24;
  char *Data = sycl::malloc_shared<char>(Rows * Width, Q);
  for (size_t I = 0; I < Rows * Width; ++I)
    Data[I] = char(I * 5 + 3);
  char Expected[Rows * Width];
  std::memcpy(Expected, Data, sizeof Expected);
  for (size_t R = 0; R < Rows; ++R) {
    std::memmove(Expected + R * Width + 1, Expected + R * Width, 7);
    size_t Count = R % 9 + 3;
    std::memmove(Expected + R * Width + 8, Expected + R * Width + 9, Count);
  }
  Q.parallel_for(sycl::range<1>(Rows), [=](sycl::id<1> R) {
     char *Row = Data + R[0] * Width;
     __builtin_memmove(Row + 1, Row, 7);
     size_t Count = R[0] % 9 + 3;
     __builtin_memmove(Row + 8, Row + 9, Count);
   }).wait();
  for (size_t I = 0; I < Rows * Width; ++I)
    CHECK_EQ(Data[I], Expected[I]);
  sycl::free(Data, Q);
}

struct __attribute__((packed)) BitFields {
  int A : 24;
  unsigned B : 20;
  short C;
  char D[3];
};

/// A few rounds of arithmetic on the bit-fields; returns a digest.
long long mixBitFields(BitFields &V, size_t Rounds) {
  long long Digest = 0;
  for (size_t R = 0; R < Rounds; ++R) {
    V.A = V.A * 3 + int(V.B);
    V.B = V.B ^ unsigned(V.A >> 3);
    Digest += V.A / 7 + (V.A < -5 ? 1 : 0);
  }
  return Digest + V.A + V.B + V.D[2];
}

BitFields bitFieldsOf(size_t I) {
  BitFields V;
  V.A = int(I * 40503) - 3000000;
  V.B = unsigned(I * 7919);
  V.C = short(I);
  for (int B = 0; B < 3; ++B)
    V.D[B] = char(I + B);
  return V;
}

void packedBitFields(sycl::queue &Q) {
  constexpr size_t N = 256;
  BitFields *Values = sycl::malloc_shared<BitFields>(N, Q);
  long long *Digests = sycl::malloc_shared<long long>(N, Q);
  for (size_t I = 0; I < N; ++I)
    Values[I] = bitFieldsOf(I);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     BitFields V = Values[I[0]];
     Digests[I[0]] = mixBitFields(V, I[0] % 5);
     Values[I[0]] = V;
   }).wait();
  for (size_t I = 0; I < N; ++I) {
    BitFields V = bitFieldsOf(I);
    CHECK_EQ(Digests[I], mixBitFields(V, I % 5));
    CHECK_EQ(Values[I].A, V.A);
    CHECK_EQ(Values[I].B, V.B);
    CHECK_EQ(Values[I].C, V.C);
  }
  sycl::free(Values, Q);
  sycl::free(Digests, Q);
}

/// Products of the factors 1 + 1 / (1 + i), element i % 2 for item i, and
/// with three elements for comparison.
template <size_t Elements> void spanProducts(sycl::queue &Q, size_t Items) {
  double *Products = sycl::malloc_shared<double>(Elements, Q);
  for (size_t E = 0; E < Elements; ++E)
    Products[E] = 1.5;
  Q.parallel_for(
       sycl::range<1>(Items),
       sycl::reduction(sycl::span<double, Elements>(Products, Elements),
                       sycl::multiplies<double>()),
       [=](sycl::id<1> I, auto &Product) {
         Product[I[0] % Elements] *= 1.0 + 1.0 / double(1 + I[0]);
       })
      .wait();
  for (size_t E = 0; E < Elements; ++E) {
    double Expected = 1.5;
    for (size_t I = E; I < Items; I += Elements)
      Expected *= 1.0 + 1.0 / double(1 + I);
    CHECK(std::fabs(Products[E] - Expected) <= 1e-12 * Expected);
  }
  sycl::free(Products, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  broadcastOddSizes<3>(Q);
  broadcastOddSizes<5>(Q);
  broadcastOddSizes<6>(Q);
  broadcastOddSizes<7>(Q);
  overlappingCopies(Q);
  packedBitFields(Q);
  spanProducts<2>(Q, 10);
  spanProducts<2>(Q, 1000);
  spanProducts<3>(Q, 1000);
  return 0;
}
