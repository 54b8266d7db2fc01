// Buffers: every way to make one, write-back and final data, sub-buffers,
// reinterpret, the queries, host access; each result checked against what
// the host computes.
#include "check.h"

#include <sycl/sycl.hpp>

#include <array>
#include <numeric>
#include <vector>

namespace {

constexpr size_t N = 256;

/// Adds Amount to every element of Buffer in a kernel.
template <typename T, int D>
void addInKernel(sycl::queue &Q, sycl::buffer<T, D> &Buffer, T Amount) {
  Q.submit([&](sycl::handler &H) {
    sycl::accessor Data{Buffer, H, sycl::read_write};
    H.parallel_for(Buffer.get_range(),
                   [=](sycl::item<D> It) { Data[It] += Amount; });
  });
}

void fromHostPointerWritesBack(sycl::queue &Q) {
  std::vector<int> Host(N);
  std::iota(Host.begin(), Host.end(), 0);
  {
    sycl::buffer<int> B(Host.data(), sycl::range<1>(N));
    CHECK_EQ(B.size(), N);
    CHECK_EQ(B.byte_size(), N * sizeof(int));
    CHECK(B.get_range() == sycl::range<1>(N));
    CHECK(!B.is_sub_buffer());
    addInKernel(Q, B, 5);
    // No write-back before the buffer goes (data moves only when asked).
  }
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Host[I], int(I) + 5);
}

void fromConstPointerAndIterators(sycl::queue &Q) {
  std::vector<float> Values(N);
  for (size_t I = 0; I < N; ++I)
    Values[I] = float(I) / 2;
  const float *ReadOnly = Values.data();
  sycl::buffer<float> FromConst(ReadOnly, sycl::range<1>(N));
  sycl::buffer FromIterators(Values.begin(), Values.end());
  addInKernel(Q, FromConst, 1.0f);
  addInKernel(Q, FromIterators, 2.0f);
  sycl::host_accessor A{FromConst, sycl::read_only};
  sycl::host_accessor B{FromIterators, sycl::read_only};
  for (size_t I = 0; I < N; ++I) {
    CHECK_EQ(A[I], float(I) / 2 + 1);
    CHECK_EQ(B[I], float(I) / 2 + 2);
    CHECK_EQ(Values[I], float(I) / 2); // never written back
  }
}

void finalDataAndWriteBack(sycl::queue &Q) {
  std::vector<int> Host(N, 1), Final(N, 0), Untouched(N, 7);
  {
    sycl::buffer<int> B(Host.data(), sycl::range<1>(N));
    B.set_final_data(Final.data());
    addInKernel(Q, B, 10);
  }
  CHECK_EQ(Final[3], 11);
  CHECK_EQ(Host[3], 1);
  {
    sycl::buffer<int> B(Untouched.data(), sycl::range<1>(N));
    B.set_write_back(false);
    addInKernel(Q, B, 10);
  }
  CHECK_EQ(Untouched[3], 7);
  {
    sycl::buffer<int> B(Untouched.data(), sycl::range<1>(N));
    B.set_final_data(nullptr);
    addInKernel(Q, B, 10);
  }
  CHECK_EQ(Untouched[3], 7);
  {
    // A container is used in place and written back, like a pointer.
    sycl::buffer<int> B(Untouched, {sycl::property::buffer::use_host_ptr()});
    addInKernel(Q, B, 1);
  }
  CHECK_EQ(Untouched[3], 8);
}

void sizeOnlyAndHostAccess(sycl::queue &Q) {
  sycl::buffer<int, 2> B(sycl::range<2>(8, 16));
  {
    auto W = B.get_host_access(sycl::write_only);
    for (size_t I = 0; I < 8; ++I)
      for (size_t J = 0; J < 16; ++J)
        W[I][J] = int(I * 100 + J);
  }
  addInKernel(Q, B, 1);
  auto R = B.get_host_access(sycl::read_only);
  for (size_t I = 0; I < 8; ++I)
    for (size_t J = 0; J < 16; ++J)
      CHECK_EQ(R[sycl::id<2>(I, J)], int(I * 100 + J + 1));
}

void subBuffers(sycl::queue &Q) {
  std::vector<int> Host(N, 0);
  {
    sycl::buffer<int> Whole(Host.data(), sycl::range<1>(N));
    sycl::buffer<int> Low(Whole, sycl::id<1>(0), sycl::range<1>(N / 2));
    sycl::buffer<int> High(Whole, sycl::id<1>(N / 2), sycl::range<1>(N / 2));
    CHECK(Low.is_sub_buffer());
    addInKernel(Q, Low, 1);
    addInKernel(Q, High, 2);
    addInKernel(Q, Whole, 10);
  }
  CHECK_EQ(Host[0], 11);
  CHECK_EQ(Host[N / 2 - 1], 11);
  CHECK_EQ(Host[N / 2], 12);
  CHECK_EQ(Host[N - 1], 12);

  // Whole rows of a 2-D buffer.
  std::vector<int> Grid(6 * 4, 0);
  {
    sycl::buffer<int, 2> B(Grid.data(), sycl::range<2>(6, 4));
    sycl::buffer<int, 2> Rows(B, sycl::id<2>(2, 0), sycl::range<2>(3, 4));
    addInKernel(Q, Rows, 3);
  }
  for (size_t R = 0; R < 6; ++R)
    CHECK_EQ(Grid[R * 4 + 1], (R >= 2 && R < 5) ? 3 : 0);
}

void reinterpretAndLegacy(sycl::queue &Q) {
  std::vector<unsigned> Host(N, 0);
  {
    sycl::buffer<unsigned> B(Host.data(), sycl::range<1>(N));
    auto AsBytes = B.reinterpret<unsigned char>(sycl::range<1>(N * 4));
    auto AsGrid = B.reinterpret<unsigned, 2>(sycl::range<2>(16, N / 16));
    Q.submit([&](sycl::handler &H) {
      // The SYCL 1.2.1 spelling, still common.
      auto Bytes = AsBytes.get_access<sycl::access::mode::write>(H);
      H.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
        Bytes[I * 4] = 1; // little-endian low byte
      });
    });
    Q.submit([&](sycl::handler &H) {
      auto G = AsGrid.get_access<sycl::access::mode::read_write>(H);
      H.parallel_for(sycl::range<2>(16, N / 16),
                     [=](sycl::id<2> I) { G[I] += unsigned(I[0]); });
    });
  }
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Host[I], 1u + unsigned(I / (N / 16)));
}

} // namespace

int main() {
  sycl::queue Q;
  fromHostPointerWritesBack(Q);
  fromConstPointerAndIterators(Q);
  finalDataAndWriteBack(Q);
  sizeOnlyAndHostAccess(Q);
  subBuffers(Q);
  reinterpretAndLegacy(Q);
  std::puts("buffers: all checks passed");
  return 0;
}
