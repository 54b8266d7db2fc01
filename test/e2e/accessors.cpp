// Accessors and the handler's buffer commands: tags and deduction, access
// ranges and offsets, the subscript forms, placeholders, copies, fills,
// update_host and host tasks; each result checked against the host's.
#include "check.h"

#include <sycl/sycl.hpp>

#include <numeric>
#include <vector>

namespace {

void rangesAndSubscripts(sycl::queue &Q) {
  constexpr size_t R = 6, C = 5, P = 4;
  std::vector<int> Host(R * C * P, 0);
  {
    sycl::buffer<int, 3> B(Host.data(), sycl::range<3>(R, C, P));
    Q.submit([&](sycl::handler &H) {
      // The inner box (1..4, 1..3, 1..2) through an offset accessor.
      sycl::accessor Box{B, H, sycl::range<3>(4, 3, 2), sycl::id<3>(1, 1, 1),
                         sycl::write_only};
      static_assert(
          std::is_same_v<decltype(Box),
                         sycl::accessor<int, 3, sycl::access_mode::write>>);
      H.parallel_for(sycl::range<3>(4, 3, 2), [=](sycl::id<3> I) {
        Box[I] = int(I[0] * 100 + I[1] * 10 + I[2]) + 1;
      });
    });
    Q.submit([&](sycl::handler &H) {
      sycl::accessor All{B, H};
      H.single_task([=] {
        // acc[i][j][k] and the pointer agree with acc[id].
        All[0][0][0] = All[1][1][1] + All.get_pointer()[1 * C * P + 1 * P + 2];
      });
    });
  }
  for (size_t I = 0; I < R; ++I)
    for (size_t J = 0; J < C; ++J)
      for (size_t K = 0; K < P; ++K) {
        bool Inside = I >= 1 && I < 5 && J >= 1 && J < 4 && K >= 1 && K < 3;
        int Want = Inside ? int((I - 1) * 100 + (J - 1) * 10 + (K - 1)) + 1 : 0;
        if (I == 0 && J == 0 && K == 0)
          Want = 1 + 2;
        CHECK_EQ(Host[(I * C + J) * P + K], Want);
      }

  // 2-D: acc[i][j] with an offset.
  std::vector<float> Grid(8 * 8, 0.0f);
  {
    sycl::buffer<float, 2> B(Grid.data(), sycl::range<2>(8, 8));
    Q.submit([&](sycl::handler &H) {
      sycl::accessor A{B, H, sycl::range<2>(2, 8), sycl::id<2>(3, 0)};
      H.parallel_for(sycl::range<1>(8), [=](sycl::id<1> J) {
        A[0][J[0]] = 1.5f;
        A[1][J[0]] = 2.5f;
      });
    });
  }
  CHECK_EQ(Grid[3 * 8 + 7], 1.5f);
  CHECK_EQ(Grid[4 * 8 + 0], 2.5f);
  CHECK_EQ(Grid[5 * 8 + 0], 0.0f);
}

void placeholders(sycl::queue &Q) {
  std::vector<int> Host(64, 1);
  sycl::buffer<int> B(Host.data(), sycl::range<1>(64));
  sycl::accessor<int, 1, sycl::access_mode::read_write, sycl::target::device>
      Later(B);
  CHECK(Later.is_placeholder());
  for (int Round = 0; Round < 3; ++Round)
    Q.submit([&](sycl::handler &H) {
      H.require(Later);
      H.parallel_for(sycl::range<1>(64), [=](sycl::id<1> I) { Later[I] *= 2; });
    });
  sycl::host_accessor Result{B, sycl::read_only};
  CHECK_EQ(Result[63], 8);
}

void copiesAndFills(sycl::queue &Q) {
  constexpr size_t N = 100;
  std::vector<double> In(N), Out(N, 0.0);
  std::iota(In.begin(), In.end(), 0.5);
  sycl::buffer<double> A{sycl::range<1>(N)}, B{sycl::range<1>(N)};
  Q.submit([&](sycl::handler &H) {
    sycl::accessor To{A, H, sycl::write_only, sycl::no_init};
    H.copy(In.data(), To);
  });
  Q.submit([&](sycl::handler &H) {
    sycl::accessor From{A, H, sycl::read_only};
    sycl::accessor To{B, H, sycl::write_only, sycl::no_init};
    H.copy(From, To);
  });
  Q.submit([&](sycl::handler &H) {
    // The second half of B to -1.
    sycl::accessor Half{B, H, sycl::range<1>(N / 2), sycl::id<1>(N / 2),
                        sycl::write_only};
    H.fill(Half, -1.0);
  });
  Q.submit([&](sycl::handler &H) {
    sycl::accessor From{B, H, sycl::read_only};
    H.copy(From, Out.data());
  });
  Q.wait();
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Out[I], I < N / 2 ? In[I] : -1.0);

  // USM memory as the other side of a copy.
  int *Shared = sycl::malloc_shared<int>(16, Q);
  sycl::buffer<int, 2> Tile{sycl::range<2>(4, 4)};
  Q.submit([&](sycl::handler &H) {
    sycl::accessor T{Tile, H, sycl::write_only, sycl::no_init};
    H.parallel_for(sycl::range<2>(4, 4),
                   [=](sycl::id<2> I) { T[I] = int(I[0] * 4 + I[1]); });
  });
  Q.submit([&](sycl::handler &H) {
     // A 2x2 box in the middle: copied row by row.
     sycl::accessor Box{Tile, H, sycl::range<2>(2, 2), sycl::id<2>(1, 1),
                        sycl::read_only};
     H.copy(Box, Shared);
   }).wait();
  CHECK_EQ(Shared[0], 5);
  CHECK_EQ(Shared[1], 6);
  CHECK_EQ(Shared[2], 9);
  CHECK_EQ(Shared[3], 10);
  sycl::free(Shared, Q);
}

void updateHostAndHostTasks(sycl::queue &Q) {
  std::vector<int> Host(32, 0);
  sycl::buffer<int> B(Host.data(), sycl::range<1>(32));
  Q.submit([&](sycl::handler &H) {
    sycl::accessor A{B, H, sycl::write_only};
    H.parallel_for(sycl::range<1>(32),
                   [=](sycl::id<1> I) { A[I] = int(I[0]); });
  });
  // A host task in graph order: after the kernel, before the next one.
  Q.submit([&](sycl::handler &H) {
    sycl::accessor A{B, H, sycl::read_write_host_task};
    H.host_task([=] {
      for (size_t I = 0; I < 32; ++I)
        A[I] *= 3;
    });
  });
  Q.submit([&](sycl::handler &H) {
    sycl::accessor A{B, H};
    H.parallel_for(sycl::range<1>(32), [=](sycl::id<1> I) { A[I] += 1; });
  });
  Q.submit([&](sycl::handler &H) {
     sycl::accessor A{B, H, sycl::read_only};
     H.update_host(A);
   }).wait();
  // update_host wrote the host pointer the buffer uses.
  for (size_t I = 0; I < 32; ++I)
    CHECK_EQ(Host[I], int(I) * 3 + 1);

  // depends_on a host task's event, without any buffer.
  int *Flag = sycl::malloc_shared<int>(1, Q);
  *Flag = 0;
  sycl::event Slow =
      Q.submit([&](sycl::handler &H) { H.host_task([=] { *Flag = 41; }); });
  Q.submit([&](sycl::handler &H) {
     H.depends_on(Slow);
     H.single_task([=] { *Flag += 1; });
   }).wait();
  CHECK_EQ(*Flag, 42);
  sycl::free(Flag, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  rangesAndSubscripts(Q);
  placeholders(Q);
  copiesAndFills(Q);
  updateHostAndHostTasks(Q);
  std::puts("accessors: all checks passed");
  return 0;
}
