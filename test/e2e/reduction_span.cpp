// sycl::reduction over a span: each element of the span is a reduction of
// its own, reached through the reducer's operator[]. A histogram over a
// range<1> kernel (the old counts take part), a maximum per column over an
// nd_range<2> kernel with initialize_to_identity, a user combiner with an
// identity next to a scalar reduction in the same kernel, sycl::span itself,
// and a span of no memory (errc::invalid). Results are checked against the
// same reductions on the host.
#include "check.h"

#include <sycl/sycl.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace {

constexpr size_t Bins = 16;

struct BitwiseOr {
  uint64_t operator()(uint64_t A, uint64_t B) const { return A | B; }
};

void histogram(sycl::queue &Q) {
  constexpr size_t N = 10007;
  int *Counts = sycl::malloc_shared<int>(Bins, Q);
  for (size_t B = 0; B < Bins; ++B)
    Counts[B] = 5;
  Q.submit([&](sycl::handler &H) {
     H.parallel_for(sycl::range<1>(N),
                    sycl::reduction(sycl::span<int, Bins>(Counts, Bins),
                                    sycl::plus<int>()),
                    [=](sycl::id<1> I, auto &R) {
                      R[I[0] % Bins] += 1;
                      R[I[0] * 7 % Bins].combine(2);
                      ++R[0];
                    });
   }).wait();
  std::array<int, Bins> Expected;
  Expected.fill(5);
  for (size_t I = 0; I < N; ++I) {
    Expected[I % Bins] += 1;
    Expected[I * 7 % Bins] += 2;
    Expected[0] += 1;
  }
  for (size_t B = 0; B < Bins; ++B)
    CHECK_EQ(Counts[B], Expected[B]);
  sycl::free(Counts, Q);
}

float valueAt(size_t Row, size_t Column) {
  return float(int((Row * 31 + Column * 17) % 101) - 50) * 0.25f;
}

void columnMaxima(sycl::queue &Q) {
  constexpr size_t Rows = 48, Columns = 5;
  float *Maxima = sycl::malloc_shared<float>(Columns, Q);
  for (size_t C = 0; C < Columns; ++C)
    Maxima[C] = 1000.0f; // not taking part
  Q.parallel_for(
       sycl::nd_range<2>({Rows, 8}, {16, 4}),
       sycl::reduction(sycl::span<float, Columns>(Maxima, Columns),
                       sycl::maximum<float>(),
                       sycl::property::reduction::initialize_to_identity()),
       [=](sycl::nd_item<2> It, auto &R) {
         size_t Row = It.get_global_id(0);
         for (size_t C = It.get_global_id(1); C < Columns; C += 8)
           R[C].combine(valueAt(Row, C));
       })
      .wait();
  for (size_t C = 0; C < Columns; ++C) {
    float Expected = valueAt(0, C);
    for (size_t Row = 1; Row < Rows; ++Row)
      Expected = std::max(Expected, valueAt(Row, C));
    CHECK_EQ(Maxima[C], Expected);
  }
  sycl::free(Maxima, Q);
}

void withAScalar(sycl::queue &Q) {
  constexpr size_t N = 999;
  std::array<uint64_t, 3> Host = {1, 0, 0};
  uint64_t *Bits = sycl::malloc_shared<uint64_t>(3, Q);
  uint64_t *Sum = sycl::malloc_shared<uint64_t>(1, Q);
  for (size_t E = 0; E < 3; ++E)
    Bits[E] = Host[E];
  *Sum = 0;
  sycl::span<uint64_t, 3> Span(Bits, 3);
  Q.submit([&](sycl::handler &H) {
     H.parallel_for(
         sycl::range<1>(N), sycl::reduction(Span, uint64_t(0), BitwiseOr()),
         sycl::reduction(Sum, sycl::plus<uint64_t>()),
         [=](sycl::id<1> I, auto &Or, auto &Total) {
           size_t E = I[0] % 3;
           Or[E].combine((uint64_t(1) << (I[0] % 61)) | Or[E].identity());
           Total += I[0];
         });
   }).wait();
  for (size_t I = 0; I < N; ++I)
    Host[I % 3] |= uint64_t(1) << (I % 61);
  for (size_t E = 0; E < 3; ++E)
    CHECK_EQ(Bits[E], Host[E]);
  CHECK_EQ(*Sum, uint64_t(N * (N - 1) / 2));
  sycl::free(Bits, Q);
  sycl::free(Sum, Q);
}

void spanItself() {
  int Array[4] = {1, 2, 3, 4};
  sycl::span Whole(Array);
  static_assert(decltype(Whole)::extent == 4);
  CHECK_EQ(Whole.size(), 4u);
  CHECK_EQ(Whole.size_bytes(), 4 * sizeof(int));
  CHECK_EQ(Whole.back(), 4);
  sycl::span<int> Tail = Whole.last(3);
  CHECK_EQ(Tail.front(), 2);
  auto Middle = Whole.subspan<1, 2>();
  static_assert(decltype(Middle)::extent == 2);
  CHECK_EQ(Middle[1], 3);
  std::vector<int> Vector = {7, 8, 9};
  sycl::span<const int> View(Vector);
  int Total = 0;
  for (int Value : View)
    Total += Value;
  CHECK_EQ(Total, 24);
  CHECK(sycl::span<int>().empty());
  auto Bytes = sycl::as_bytes(Whole);
  static_assert(decltype(Bytes)::extent == 4 * sizeof(int));
  sycl::as_writable_bytes(Whole.first(1))[0] = std::byte{9};
  CHECK_EQ(int(Bytes[0]), 9);
}

void spanOfNoMemory(sycl::queue &Q) {
  bool Thrown = false;
  try {
    sycl::span<int, 4> Nothing(nullptr, 4);
    Q.parallel_for(sycl::range<1>(4),
                   sycl::reduction(Nothing, sycl::plus<int>()),
                   [=](sycl::id<1>, auto &R) { R[0] += 1; });
  } catch (const sycl::exception &E) {
    Thrown = E.code() == sycl::errc::invalid &&
             std::string(E.what()).find("span") != std::string::npos;
  }
  CHECK(Thrown);
}

} // namespace

int main() {
  sycl::queue Q;
  histogram(Q);
  columnMaxima(Q);
  withAScalar(Q);
  spanItself();
  spanOfNoMemory(Q);
  std::printf("reduction_span: ok\n");
  return 0;
}
