// The SYCL triad the benchmarks time: c[i] = a[i] + s*b[i] over n floats of
// USM, one work-item each, waited for. The same kernel on every device, so
// that its figures compare.
#ifndef PRISM_BENCH_SYCL_TRIAD_H
#define PRISM_BENCH_SYCL_TRIAD_H

#include <sycl/sycl.hpp>

inline void runSyclTriad(sycl::queue &Q, float *C, const float *A,
                         const float *B, float S, size_t N) {
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     C[I] = A[I] + S * B[I];
   }).wait();
}

#endif
