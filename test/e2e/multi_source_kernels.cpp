// The second source of multi_source: a kernel in another translation unit.
#include <sycl/sycl.hpp>

void squareOnDevice(sycl::queue &Q, float *Data, size_t N) {
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     Data[I] = Data[I] * Data[I];
   }).wait();
}
