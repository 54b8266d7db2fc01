// parallel_for(range<D> numWorkItems, id<D> workItemOffset, kernel)
// (4.9.4.2.2, deprecated in SYCL 2020, still used by the conformance suite's
// deprecated-feature tests): numWorkItems work-items run, each item's id
// includes the offset, get_offset() returns it and get_linear_id()
// linearises the id less the offset; kernels taking an id<D> (or, in one
// dimension, a size_t) get the offset id. The offset form takes no
// reductions in the specification, so none is tested. Checked in 1, 2 and
// 3 dimensions against the host, through the handler and the queue
// shortcuts (DPC++'s, with and without dependencies).
#include "check.h"

#include <sycl/sycl.hpp>

#include <vector>

// The form under test is deprecated: its warnings are expected.
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

namespace {

/// What a work-item saw, stored at its linear id.
struct Seen {
  size_t Id[3];
  size_t Offset[3];
  size_t Range[3];
  size_t Linear;
};

template <int D> size_t count(const sycl::range<D> &R) { return R.size(); }

/// The id a work-item of linear id L should see: row-major within Extent,
/// shifted by Offset.
template <int D>
sycl::id<D> expectedId(size_t L, const sycl::range<D> &Extent,
                       const sycl::id<D> &Offset) {
  sycl::id<D> Id;
  for (int I = D - 1; I >= 0; --I) {
    Id[I] = L % Extent[I] + Offset[I];
    L /= Extent[I];
  }
  return Id;
}

/// Every work-item of a handler::parallel_for(range, id, item kernel)
/// reports its id, offset, range and linear id.
template <int D>
void itemKernel(sycl::queue &Q, const sycl::range<D> &Extent,
                const sycl::id<D> &Offset) {
  const size_t N = count(Extent);
  std::vector<Seen> Out(N, Seen{{9, 9, 9}, {9, 9, 9}, {9, 9, 9}, ~size_t(0)});
  {
    sycl::buffer<Seen> OutBuf(Out.data(), sycl::range<1>(N));
    Q.submit([&](sycl::handler &H) {
      sycl::accessor A(OutBuf, H, sycl::write_only);
      H.parallel_for(Extent, Offset, [=](sycl::item<D> It) {
        Seen S{};
        for (int I = 0; I < D; ++I) {
          S.Id[I] = It.get_id(I);
          S.Offset[I] = It.get_offset()[I];
          S.Range[I] = It.get_range(I);
        }
        S.Linear = It.get_linear_id();
        A[S.Linear] = S;
      });
    });
  }
  for (size_t L = 0; L < N; ++L) {
    const sycl::id<D> Want = expectedId(L, Extent, Offset);
    CHECK_EQ(Out[L].Linear, L);
    for (int I = 0; I < D; ++I) {
      CHECK_EQ(Out[L].Id[I], Want[I]);
      CHECK_EQ(Out[L].Offset[I], Offset[I]);
      CHECK_EQ(Out[L].Range[I], Extent[I]);
    }
  }
}

/// Data[i] = i + 1 over the offset window of a 2-D buffer, through the
/// item itself as the accessor index (its id includes the offset); the
/// elements outside the window keep their value.
void itemIndexesAccessor(sycl::queue &Q) {
  constexpr size_t Rows = 9, Cols = 13;
  const sycl::range<2> Window(5, 7);
  const sycl::id<2> Offset(3, 4);
  std::vector<int> Data(Rows * Cols, -1);
  {
    sycl::buffer<int, 2> Buf(Data.data(), sycl::range<2>(Rows, Cols));
    Q.submit([&](sycl::handler &H) {
      sycl::accessor A(Buf, H, sycl::read_write);
      H.parallel_for(Window, Offset, [=](sycl::item<2> It) {
        A[It] = int(It[0] * Cols + It[1]) + 1;
      });
    });
  }
  for (size_t R = 0; R < Rows; ++R)
    for (size_t C = 0; C < Cols; ++C) {
      const bool Inside = R >= 3 && R < 8 && C >= 4 && C < 11;
      CHECK_EQ(Data[R * Cols + C], Inside ? int(R * Cols + C) + 1 : -1);
    }
}

/// A 3-D kernel taking an id<3>: it is the offset id.
void idKernel3D(sycl::queue &Q) {
  const sycl::range<3> Extent(3, 4, 5);
  const sycl::id<3> Offset(1, 2, 3);
  const sycl::range<3> Full(4, 6, 8);
  std::vector<int> Data(Full.size(), 0);
  {
    sycl::buffer<int, 3> Buf(Data.data(), Full);
    Q.submit([&](sycl::handler &H) {
      sycl::accessor A(Buf, H, sycl::read_write);
      H.parallel_for(Extent, Offset, [=](sycl::id<3> I) {
        A[I] += int(I[0] * 100 + I[1] * 10 + I[2]);
      });
    });
  }
  for (size_t X = 0; X < Full[0]; ++X)
    for (size_t Y = 0; Y < Full[1]; ++Y)
      for (size_t Z = 0; Z < Full[2]; ++Z) {
        const bool Inside = X >= 1 && X < 4 && Y >= 2 && Y < 6 && Z >= 3;
        CHECK_EQ(Data[(X * Full[1] + Y) * Full[2] + Z],
                 Inside ? int(X * 100 + Y * 10 + Z) : 0);
      }
}

/// The conformance suite's form: a named functor taking size_t.
class FillFromOffset {
public:
  explicit FillFromOffset(sycl::accessor<int, 1> A) : A(A) {}
  void operator()(size_t I) const { A[I] = int(I) * 2; }

private:
  sycl::accessor<int, 1> A;
};

void sizeTFunctor(sycl::queue &Q) {
  constexpr size_t Total = 100, Offset = 28;
  std::vector<int> Data(Total, -1);
  {
    sycl::buffer<int> Buf(Data.data(), sycl::range<1>(Total));
    Q.submit([&](sycl::handler &H) {
      sycl::accessor<int, 1> A(Buf, H);
      H.parallel_for<FillFromOffset>(sycl::range<1>(Total - Offset),
                                     sycl::id<1>(Offset), FillFromOffset(A));
    });
  }
  for (size_t I = 0; I < Total; ++I)
    CHECK_EQ(Data[I], I < Offset ? -1 : int(I) * 2);
}

/// queue::parallel_for(range, id[, dependencies], kernel) on USM memory.
void queueShortcuts(sycl::queue &Q) {
  constexpr size_t N = 64, Offset = 16;
  int *Data = sycl::malloc_shared<int>(N + Offset, Q);
  CHECK(Data != nullptr);
  for (size_t I = 0; I < N + Offset; ++I)
    Data[I] = -1;
  sycl::event First = Q.parallel_for(
      sycl::range<1>(N), sycl::id<1>(Offset),
      [=](sycl::item<1> It) { Data[It] = int(It.get_linear_id()); });
  sycl::event Second =
      Q.parallel_for(sycl::range<1>(N), sycl::id<1>(Offset), First,
                     [=](sycl::id<1> I) { Data[I] += 1000; });
  Q.parallel_for(sycl::range<2>(2, N / 2), sycl::id<2>(0, Offset / 2),
                 std::vector<sycl::event>{Second},
                 [=](sycl::item<2> It) {
                   // Row 0 covers [Offset, Offset + N / 2), row 1 the rest.
                   const size_t I = It[0] * (N / 2) + It[1] + Offset / 2;
                   Data[I] += int(It.get_offset()[1]);
                 })
      .wait();
  for (size_t I = 0; I < N + Offset; ++I)
    CHECK_EQ(Data[I],
             I < Offset ? -1 : int(I - Offset) + 1000 + int(Offset / 2));
  sycl::free(Data, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  itemKernel(Q, sycl::range<1>(37), sycl::id<1>(5));
  itemKernel(Q, sycl::range<2>(6, 11), sycl::id<2>(2, 7));
  itemKernel(Q, sycl::range<3>(3, 5, 7), sycl::id<3>(4, 1, 2));
  itemIndexesAccessor(Q);
  idKernel3D(Q);
  sizeTFunctor(Q);
  queueShortcuts(Q);
  return 0;
}
