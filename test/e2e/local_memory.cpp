// local_accessor and work-group barriers: a tree reduction in local memory,
// a tiled transpose through a 2-D accessor indexed [i][j], several
// accessors of different types and run-time sizes in one kernel (each with
// its own memory, correctly aligned), a 3-D accessor, and nd_item::barrier.
#include "check.h"
#include <sycl/sycl.hpp>

#include <cstdint>
#include <vector>

namespace {

void groupSums(sycl::queue &Q, size_t GroupSize) {
  const size_t N = GroupSize * 24;
  int *In = sycl::malloc_shared<int>(N, Q);
  int *Sums = sycl::malloc_shared<int>(N / GroupSize, Q);
  for (size_t I = 0; I < N; ++I)
    In[I] = int(I % 97) - 40;
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<int, 1> Scratch(sycl::range<1>(GroupSize), H);
     H.parallel_for(sycl::nd_range<1>(N, GroupSize), [=](sycl::nd_item<1> It) {
       size_t L = It.get_local_id(0);
       Scratch[L] = In[It.get_global_id(0)];
       for (size_t Half = It.get_local_range(0) / 2; Half > 0; Half /= 2) {
         sycl::group_barrier(It.get_group());
         if (L < Half)
           Scratch[L] += Scratch[L + Half];
       }
       if (It.get_group().leader())
         Sums[It.get_group(0)] = Scratch[0];
     });
   }).wait();
  for (size_t G = 0; G < N / GroupSize; ++G) {
    int Expected = 0;
    for (size_t I = 0; I < GroupSize; ++I)
      Expected += In[G * GroupSize + I];
    CHECK_EQ(Sums[G], Expected);
  }
  sycl::free(In, Q);
  sycl::free(Sums, Q);
}

void tiledTranspose(sycl::queue &Q) {
  constexpr size_t Rows = 48, Cols = 80, Tile = 16;
  float *In = sycl::malloc_shared<float>(Rows * Cols, Q);
  float *Out = sycl::malloc_shared<float>(Rows * Cols, Q);
  for (size_t I = 0; I < Rows * Cols; ++I)
    In[I] = float(I) * 0.5f;
  Q.submit([&](sycl::handler &H) {
     // One padding column, as real transposes use against bank conflicts.
     sycl::local_accessor<float, 2> T(sycl::range<2>(Tile, Tile + 1), H);
     H.parallel_for(sycl::nd_range<2>({Rows, Cols}, {Tile, Tile}),
                    [=](sycl::nd_item<2> It) {
                      size_t R = It.get_local_id(0), C = It.get_local_id(1);
                      T[R][C] =
                          In[It.get_global_id(0) * Cols + It.get_global_id(1)];
                      It.barrier(sycl::access::fence_space::local_space);
                      // Work-item (R, C) writes element (C, R) of the tile,
                      // transposed.
                      size_t OutRow = It.get_group(1) * Tile + R;
                      size_t OutCol = It.get_group(0) * Tile + C;
                      Out[OutRow * Rows + OutCol] = T[sycl::id<2>(C, R)];
                    });
   }).wait();
  for (size_t R = 0; R < Rows; ++R)
    for (size_t C = 0; C < Cols; ++C)
      CHECK_EQ(Out[C * Rows + R], In[R * Cols + C]);
  sycl::free(In, Q);
  sycl::free(Out, Q);
}

struct alignas(16) Triple {
  float X, Y, Z;
};

// Local memory is 64-byte aligned (prism/device/builtins.h).
struct alignas(64) Line {
  int Values[16];
};

void mixedAccessors(sycl::queue &Q, size_t Bytes, size_t Doubles) {
  constexpr size_t GroupSize = 32, Groups = 4;
  const size_t N = GroupSize * Groups;
  double *Out = sycl::malloc_shared<double>(N, Q);
  int *Misaligned = sycl::malloc_shared<int>(1, Q);
  *Misaligned = 0;
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<char, 1> C(sycl::range<1>(Bytes), H);
     sycl::local_accessor<double, 1> D(sycl::range<1>(Doubles), H);
     sycl::local_accessor<Triple, 1> T(sycl::range<1>(GroupSize), H);
     sycl::local_accessor<short, 1> S(sycl::range<1>(GroupSize), H);
     sycl::local_accessor<Line, 1> W(sycl::range<1>(2), H);
     H.parallel_for(sycl::nd_range<1>(N, GroupSize), [=](sycl::nd_item<1> It) {
       size_t L = It.get_local_id(0);
       // Every slice starts on a 16-byte boundary, which local_accessor
       // promises the optimiser: the -O0 build is the one that checks it.
       auto Address = [](const void *P) {
         return reinterpret_cast<std::uintptr_t>(P);
       };
       if (Address(&C[0]) % 16 || Address(&D[0]) % 16 ||
           Address(&T[0]) % 16 || Address(&S[0]) % 16 ||
           Address(&W[0]) % alignof(Line))
         *Misaligned = 1;
       // Each accessor gets a value no other one writes; overlap would
       // show up as a wrong sum below.
       for (size_t I = L; I < Bytes; I += GroupSize)
         C[I] = char(I % 100);
       for (size_t I = L; I < Doubles; I += GroupSize)
         D[I] = 0.25 * double(I);
       T[L] = Triple{float(L), 2.0f * float(L), 3.0f};
       S[L] = short(7 * L);
       W[L % 2].Values[L % 16] = 0;
       sycl::group_barrier(It.get_group());
       size_t Mirror = GroupSize - 1 - L;
       double Sum = T[Mirror].X + T[Mirror].Y + T[Mirror].Z + S[Mirror];
       for (size_t I = 0; I < Bytes; ++I)
         Sum += C[I];
       for (size_t I = 0; I < Doubles; ++I)
         Sum += D[I];
       Out[It.get_global_id(0)] = Sum;
     });
   }).wait();
  double Common = 0;
  for (size_t I = 0; I < Bytes; ++I)
    Common += double(char(I % 100));
  for (size_t I = 0; I < Doubles; ++I)
    Common += 0.25 * double(I);
  for (size_t G = 0; G < N; ++G) {
    size_t Mirror = GroupSize - 1 - G % GroupSize;
    CHECK_EQ(Out[G], Common + 3.0 * double(Mirror) + 3.0 + 7.0 * Mirror);
  }
  CHECK_EQ(*Misaligned, 0);
  sycl::free(Out, Q);
  sycl::free(Misaligned, Q);
}

void volume(sycl::queue &Q) {
  constexpr size_t X = 4, Y = 4, Z = 8;
  int *Out = sycl::malloc_shared<int>(X * Y * Z * 2, Q);
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<int, 3> V(sycl::range<3>(X, Y, Z), H);
     H.parallel_for(sycl::nd_range<3>({X, Y, Z * 2}, {X, Y, Z}),
                    [=](sycl::nd_item<3> It) {
                      size_t I = It.get_local_id(0), J = It.get_local_id(1),
                             K = It.get_local_id(2);
                      V[I][J][K] = int(It.get_global_linear_id());
                      sycl::group_barrier(It.get_group());
                      // Read a neighbour's element through the other form.
                      Out[It.get_global_linear_id()] =
                          V[sycl::id<3>(X - 1 - I, J, Z - 1 - K)];
                    });
   }).wait();
  for (size_t I = 0; I < X; ++I)
    for (size_t J = 0; J < Y; ++J)
      for (size_t K = 0; K < Z * 2; ++K) {
        size_t Group = K / Z, LK = K % Z;
        size_t Neighbour =
            ((X - 1 - I) * Y + J) * (Z * 2) + Group * Z + (Z - 1 - LK);
        CHECK_EQ(Out[(I * Y + J) * (Z * 2) + K], int(Neighbour));
      }
  sycl::free(Out, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  groupSums(Q, 64);
  groupSums(Q, 8);
  tiledTranspose(Q);
  mixedAccessors(Q, 13, 5);
  mixedAccessors(Q, 1, 100);
  volume(Q);
  std::puts("local_memory: passed");
}
