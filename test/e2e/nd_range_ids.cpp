// parallel_for over nd_range<1|2|3>: every nd_item and group query matches
// its definition, computed on the host from the launch geometry.
#include "check.h"
#include <sycl/sycl.hpp>

#include <vector>

namespace {

// The queries of one work-item, in SYCL order (index D-1 fastest).
struct Record {
  size_t Global[3], Local[3], Group[3], GlobalRange[3], LocalRange[3],
      GroupRange[3];
  size_t GlobalLinear, LocalLinear, GroupLinear, GroupLinearRange;
  size_t GroupIdFromGroup[3], LocalIdFromGroup[3];
  int Leader;
  size_t NdGlobal[3], NdLocal[3];
};

template <int D>
void checkDimensions(sycl::queue &Q, sycl::range<D> Global,
                     sycl::range<D> Local) {
  const size_t N = Global.size();
  Record *Out = sycl::malloc_shared<Record>(N, Q);
  Q.parallel_for(sycl::nd_range<D>(Global, Local), [=](sycl::nd_item<D> It) {
     Record R{};
     sycl::group<D> G = It.get_group();
     for (int I = 0; I < D; ++I) {
       R.Global[I] = It.get_global_id(I);
       R.Local[I] = It.get_local_id(I);
       R.Group[I] = It.get_group(I);
       R.GlobalRange[I] = It.get_global_range(I);
       R.LocalRange[I] = It.get_local_range()[I];
       R.GroupRange[I] = It.get_group_range(I);
       R.GroupIdFromGroup[I] = G[I];
       R.LocalIdFromGroup[I] = G.get_local_id()[I];
       R.NdGlobal[I] = It.get_nd_range().get_global_range()[I];
       R.NdLocal[I] = It.get_nd_range().get_local_range()[I];
     }
     R.GlobalLinear = It.get_global_linear_id();
     R.LocalLinear = It.get_local_linear_id();
     R.GroupLinear = It.get_group_linear_id();
     R.GroupLinearRange = G.get_group_linear_range();
     R.Leader = G.leader();
     Out[It.get_global_linear_id()] = R;
   }).wait();

  sycl::range<D> Groups = Global;
  for (int I = 0; I < D; ++I)
    Groups[I] = Global[I] / Local[I];
  size_t Seen = 0;
  for (size_t Linear = 0; Linear < N; ++Linear) {
    const Record &R = Out[Linear];
    // Recompute the global id from the linear position (row-major).
    size_t Rest = Linear, Id[3] = {0, 0, 0};
    for (int I = D - 1; I >= 0; --I) {
      Id[I] = Rest % Global[I];
      Rest /= Global[I];
    }
    size_t LocalLinear = 0, GroupLinear = 0;
    for (int I = 0; I < D; ++I) {
      CHECK_EQ(R.Global[I], Id[I]);
      CHECK_EQ(R.Local[I], Id[I] % Local[I]);
      CHECK_EQ(R.Group[I], Id[I] / Local[I]);
      CHECK_EQ(R.GlobalRange[I], Global[I]);
      CHECK_EQ(R.LocalRange[I], Local[I]);
      CHECK_EQ(R.GroupRange[I], Groups[I]);
      CHECK_EQ(R.GroupIdFromGroup[I], R.Group[I]);
      CHECK_EQ(R.LocalIdFromGroup[I], R.Local[I]);
      CHECK_EQ(R.NdGlobal[I], Global[I]);
      CHECK_EQ(R.NdLocal[I], Local[I]);
      LocalLinear = LocalLinear * Local[I] + R.Local[I];
      GroupLinear = GroupLinear * Groups[I] + R.Group[I];
    }
    CHECK_EQ(R.GlobalLinear, Linear);
    CHECK_EQ(R.LocalLinear, LocalLinear);
    CHECK_EQ(R.GroupLinear, GroupLinear);
    CHECK_EQ(R.GroupLinearRange, Groups.size());
    CHECK_EQ(R.Leader, LocalLinear == 0 ? 1 : 0);
    ++Seen;
  }
  CHECK_EQ(Seen, N);
  sycl::free(Out, Q);
}

// The deprecated offset form: ids start at the offset, linear ids do not
// include it, and the item's nd_range is the one launched, offset included.
void checkOffset(sycl::queue &Q) {
  constexpr size_t N = 64, Offset = 1000;
  size_t *Ids = sycl::malloc_shared<size_t>(N, Q);
  size_t *Linear = sycl::malloc_shared<size_t>(N, Q);
  int *SameRange = sycl::malloc_shared<int>(N, Q);
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
  sycl::nd_range<1> Range(sycl::range<1>(N), sycl::range<1>(16),
                          sycl::id<1>(Offset));
  CHECK_EQ(Range.get_offset()[0], Offset);
#pragma clang diagnostic pop
  Q.parallel_for(Range, [=](sycl::nd_item<1> It) {
     size_t L = It.get_global_linear_id();
     Ids[L] = It.get_global_id(0);
     Linear[L] = L;
     SameRange[L] = It.get_nd_range() == Range;
   }).wait();
  for (size_t I = 0; I < N; ++I) {
    CHECK_EQ(Ids[I], Offset + I);
    CHECK_EQ(Linear[I], I);
    CHECK_EQ(SameRange[I], 1);
  }
  sycl::free(Ids, Q);
  sycl::free(Linear, Q);
  sycl::free(SameRange, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  checkDimensions<1>(Q, sycl::range<1>(96), sycl::range<1>(32));
  checkDimensions<2>(Q, sycl::range<2>(12, 40), sycl::range<2>(4, 8));
  checkDimensions<3>(Q, sycl::range<3>(6, 4, 10), sycl::range<3>(3, 2, 5));
  checkOffset(Q);
  std::puts("nd_range_ids: passed");
}
