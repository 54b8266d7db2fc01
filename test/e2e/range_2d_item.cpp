// parallel_for over range<2> with item<2>: ids, ranges and the row-major
// linear id match the SYCL definition.
#include "check.h"
#include <sycl/sycl.hpp>

int main() {
  sycl::queue Q;
  constexpr size_t Rows = 37, Cols = 53;
  int *Out = sycl::malloc_shared<int>(Rows * Cols, Q);
  size_t *Linear = sycl::malloc_shared<size_t>(Rows * Cols, Q);
  Q.parallel_for(sycl::range<2>(Rows, Cols), [=](sycl::item<2> It) {
     size_t R = It.get_id(0), C = It[1];
     Out[R * It.get_range(1) + C] = int(R * 1000 + C);
     Linear[R * Cols + C] = It.get_linear_id();
   }).wait();
  for (size_t R = 0; R < Rows; ++R)
    for (size_t C = 0; C < Cols; ++C) {
      CHECK_EQ(Out[R * Cols + C], int(R * 1000 + C));
      CHECK_EQ(Linear[R * Cols + C], R * Cols + C);
    }
  sycl::free(Out, Q);
  sycl::free(Linear, Q);
  std::puts("range_2d_item: passed");
}
