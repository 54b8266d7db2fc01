// The SYCL kernels the benchmarks stream memory with, the same on every
// device so that their figures compare, each waited for: the triad
// c[i] = a[i] + s*b[i] and a sycl::reduction sum, over n floats of USM, one
// work-item (range item) each.
#ifndef PRISM_BENCH_SYCL_STREAMS_H
#define PRISM_BENCH_SYCL_STREAMS_H

#include <sycl/sycl.hpp>

inline void runSyclTriad(sycl::queue &Q, float *C, const float *A,
                         const float *B, float S, size_t N) {
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     C[I] = A[I] + S * B[I];
   }).wait();
}

/// *Sum becomes the sum of A's N floats.
inline void runSyclSum(sycl::queue &Q, float *Sum, const float *A, size_t N) {
  Q.parallel_for(
       sycl::range<1>(N),
       sycl::reduction(Sum, sycl::plus<float>(),
                       sycl::property::reduction::initialize_to_identity()),
       [=](sycl::id<1> I, auto &R) { R += A[I]; })
      .wait();
}

#endif
