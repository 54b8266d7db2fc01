// single_task runs exactly one work-item.
#include "check.h"
#include <sycl/sycl.hpp>

int main() {
  sycl::queue Q;
  int *Counter = sycl::malloc_shared<int>(4, Q);
  for (int I = 0; I < 4; ++I)
    Counter[I] = 0;
  Q.single_task<class Once>([=]() {
     for (int I = 0; I < 4; ++I)
       Counter[I] += I + 1;
   }).wait();
  Q.submit([&](sycl::handler &H) {
     H.single_task([=]() { Counter[0] *= 10; });
   }).wait();
  CHECK_EQ(Counter[0], 10);
  CHECK_EQ(Counter[1], 2);
  CHECK_EQ(Counter[3], 4);
  sycl::free(Counter, Q);
  std::puts("single_task: passed");
}
