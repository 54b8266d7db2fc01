// Work-group copies between global and local memory with device events
// (SYCL 2020 4.9.1.7, 4.9.1.8, 4.14.4): nd_item::async_work_group_copy and
// wait_for, device_event::wait, group::async_work_group_copy, contiguous
// and strided (a matrix transposed through local memory both ways), scalars
// and vectors, const sources and several events waited for at once. Each
// work-item reads local memory that other work-items' share of a copy
// wrote, so a missing wait shows. Results are checked against the host.
#include "check.h"

#include <sycl/sycl.hpp>

#include <vector>

using namespace sycl;

namespace {

constexpr access::decorated Yes = access::decorated::yes;

/// Each work-group brings its tile of In into local memory, reverses it
/// there, doubles it and copies it out.
void reverseTiles(queue &Q) {
  constexpr size_t N = 1024, L = 64;
  std::vector<int> In(N), Out(N, -1);
  for (size_t I = 0; I < N; ++I)
    In[I] = int(I * 3 + 1);
  {
    buffer<int> InBuffer(In.data(), range<1>(N));
    buffer<int> OutBuffer(Out.data(), range<1>(N));
    Q.submit([&](handler &H) {
      accessor Input(InBuffer, H, read_only);
      accessor Output(OutBuffer, H, write_only, no_init);
      local_accessor<int, 1> Tile(range<1>(L), H);
      H.parallel_for(nd_range<1>(N, L), [=](nd_item<1> It) {
        const size_t Base = It.get_group(0) * L;
        const size_t Local = It.get_local_id(0);
        device_event Loaded = It.async_work_group_copy(
            Tile.get_multi_ptr<Yes>(), Input.get_multi_ptr<Yes>() + Base, L);
        It.wait_for(Loaded);
        const int Mirrored = Tile[L - 1 - Local] * 2;
        group_barrier(It.get_group());
        Tile[Local] = Mirrored;
        group_barrier(It.get_group());
        device_event Stored = It.async_work_group_copy(
            Output.get_multi_ptr<Yes>() + Base, Tile.get_multi_ptr<Yes>(), L);
        Stored.wait();
      });
    });
  }
  for (size_t I = 0; I < N; ++I) {
    const size_t Base = I / L * L;
    CHECK_EQ(Out[I], In[Base + (L - 1 - (I - Base))] * 2);
  }
}

/// A Rows x Columns matrix transposed twice through local memory: by
/// gathering a column with a source stride, and by scattering a row with a
/// destination stride. One work-group per column or row.
void stridedTranspose(queue &Q) {
  constexpr size_t Rows = 48, Columns = 40, L = 16;
  std::vector<float> Matrix(Rows * Columns), ByGather(Rows * Columns),
      ByScatter(Rows * Columns);
  for (size_t I = 0; I < Matrix.size(); ++I)
    Matrix[I] = float(I % 1000) * 0.25f;
  {
    buffer<float, 2> MatrixBuffer(Matrix.data(), range<2>(Rows, Columns));
    buffer<float, 2> GatherBuffer(ByGather.data(), range<2>(Columns, Rows));
    buffer<float, 2> ScatterBuffer(ByScatter.data(), range<2>(Columns, Rows));
    Q.submit([&](handler &H) {
      accessor In(MatrixBuffer, H, read_only);
      accessor Gathered(GatherBuffer, H, write_only, no_init);
      local_accessor<float, 1> Column(range<1>(Rows), H);
      H.parallel_for(nd_range<1>(Columns * L, L), [=](nd_item<1> It) {
        const size_t C = It.get_group(0);
        // Column C: every Columns-th element from In[0][C].
        device_event E = It.async_work_group_copy(Column.get_multi_ptr<Yes>(),
                                                  In.get_multi_ptr<Yes>() + C,
                                                  Rows, Columns);
        It.wait_for(E);
        E = It.async_work_group_copy(Gathered.get_multi_ptr<Yes>() + C * Rows,
                                     Column.get_multi_ptr<Yes>(), Rows);
        It.wait_for(E);
      });
    });
    Q.submit([&](handler &H) {
      accessor In(MatrixBuffer, H, read_only);
      accessor Scattered(ScatterBuffer, H, write_only, no_init);
      local_accessor<float, 1> Row(range<1>(Columns), H);
      H.parallel_for(nd_range<1>(Rows * L, L), [=](nd_item<1> It) {
        const size_t R = It.get_group(0);
        device_event E = It.async_work_group_copy(
            Row.get_multi_ptr<Yes>(), In.get_multi_ptr<Yes>() + R * Columns,
            Columns);
        It.wait_for(E);
        // Row R becomes column R: every Rows-th element from Out[0][R].
        E = It.async_work_group_copy(Scattered.get_multi_ptr<Yes>() + R,
                                     Row.get_multi_ptr<Yes>(), Columns, Rows);
        E.wait();
      });
    });
  }
  for (size_t R = 0; R < Rows; ++R)
    for (size_t C = 0; C < Columns; ++C) {
      CHECK_EQ(ByGather[C * Rows + R], Matrix[R * Columns + C]);
      CHECK_EQ(ByScatter[C * Rows + R], Matrix[R * Columns + C]);
    }
}

/// float4 and int2 elements from USM memory, copied by a 2-D work-group
/// through group::async_work_group_copy, waited for together.
void vectorsByGroup(queue &Q) {
  constexpr size_t Groups = 6, Side = 8, PerGroup = 100;
  constexpr size_t N = Groups * PerGroup;
  float4 *Points = malloc_shared<float4>(N, Q);
  int2 *Pairs = malloc_shared<int2>(N, Q);
  float4 *Moved = malloc_shared<float4>(N, Q);
  int2 *Swapped = malloc_shared<int2>(N, Q);
  for (size_t I = 0; I < N; ++I) {
    Points[I] = float4(float(I), float(I) + 0.5f, -float(I), 1.0f);
    Pairs[I] = int2(int(I), int(I * I % 1009));
  }
  Q.submit([&](handler &H) {
     local_accessor<float4, 1> LocalPoints(range<1>(PerGroup), H);
     local_accessor<int2, 1> LocalPairs(range<1>(PerGroup), H);
     H.parallel_for(
         nd_range<2>(range<2>(Groups * Side, Side), range<2>(Side, Side)),
         [=](nd_item<2> It) {
           group<2> G = It.get_group();
           const size_t Base = G.get_group_linear_id() * PerGroup;
           auto FromPoints =
               address_space_cast<access::address_space::global_space, Yes>(
                   Points + Base);
           auto FromPairs =
               address_space_cast<access::address_space::global_space, Yes>(
                   static_cast<const int2 *>(Pairs + Base));
           device_event A = G.async_work_group_copy(
               LocalPoints.get_multi_ptr<Yes>(), FromPoints, PerGroup);
           device_event B = G.async_work_group_copy(
               LocalPairs.get_multi_ptr<Yes>(), FromPairs, PerGroup);
           G.wait_for(A, B);
           // Each work-item updates the mirror images of the elements its
           // share of the copy brought in.
           for (size_t I = G.get_local_linear_id(); I < PerGroup;
                I += G.get_local_linear_range()) {
             const size_t J = PerGroup - 1 - I;
             LocalPoints[J] = LocalPoints[J] * 2.0f + float4(1.0f);
             LocalPairs[J] = int2(LocalPairs[J].y(), LocalPairs[J].x());
           }
           group_barrier(G);
           A = G.async_work_group_copy(
               address_space_cast<access::address_space::global_space, Yes>(
                   Moved + Base),
               LocalPoints.get_multi_ptr<Yes>(), PerGroup);
           B = G.async_work_group_copy(
               address_space_cast<access::address_space::global_space, Yes>(
                   Swapped + Base),
               LocalPairs.get_multi_ptr<Yes>(), PerGroup);
           It.wait_for(A, B);
         });
   }).wait();
  for (size_t I = 0; I < N; ++I) {
    const float4 P = Points[I], M = Moved[I];
    CHECK_EQ(M.x(), P.x() * 2 + 1);
    CHECK_EQ(M.y(), P.y() * 2 + 1);
    CHECK_EQ(M.z(), P.z() * 2 + 1);
    CHECK_EQ(M.w(), 3.0f);
    CHECK_EQ(Swapped[I].x(), Pairs[I].y());
    CHECK_EQ(Swapped[I].y(), Pairs[I].x());
  }
  free(Points, Q);
  free(Pairs, Q);
  free(Moved, Q);
  free(Swapped, Q);
}

} // namespace

int main() {
  queue Q;
  reverseTiles(Q);
  stridedTranspose(Q);
  vectorsByGroup(Q);
  return 0;
}
