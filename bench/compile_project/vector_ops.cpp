// Stage 1 of the compile-time benchmark's project: level-1 vector
// operations. axpy (a kernel in a function template, for float and double)
// over range<1>, a smooth blend of two vectors over item<1>, and a dot
// product whose work-groups reduce in local memory and add their partial
// sums with an atomic.
#include "project.h"

#include <cstdio>

namespace project {
namespace {

constexpr size_t N = 1 << 14;
constexpr size_t GroupSize = 128;

template <typename T>
void axpy(sycl::queue &Q, T A, const T *X, T *Y, size_t Count) {
  Q.parallel_for(sycl::range<1>(Count), [=](sycl::id<1> I) {
     Y[I] = A * X[I] + Y[I];
   }).wait();
}

template <typename T> int checkAxpy(sycl::queue &Q, const char *What) {
  T *X = sycl::malloc_shared<T>(N, Q);
  T *Y = sycl::malloc_shared<T>(N, Q);
  for (size_t I = 0; I < N; ++I) {
    X[I] = T(unitNoise(uint32_t(I)));
    Y[I] = T(I % 7);
  }
  axpy(Q, T(3), X, Y, N);
  int Failures = 0;
  for (size_t I = 0; I < N && !Failures; ++I)
    Failures += expectNear(What, double(Y[I]),
                           3.0 * double(X[I]) + double(I % 7), 1e-5);
  sycl::free(X, Q);
  sycl::free(Y, Q);
  return Failures;
}

float blendWeight(size_t I, size_t Count) {
  return smoothStep(0.25f * float(Count), 0.75f * float(Count), float(I));
}

void blend(sycl::queue &Q, const float *X, const float *Y, float *Z,
           size_t Count) {
  Q.parallel_for(sycl::range<1>(Count), [=](sycl::item<1> It) {
     size_t I = It.get_linear_id();
     float W = blendWeight(I, It.get_range(0));
     Z[I] = W * X[I] + (1.0f - W) * Y[I];
   }).wait();
}

float dotProduct(sycl::queue &Q, const float *X, const float *Y, size_t Count) {
  float *Sum = sycl::malloc_shared<float>(1, Q);
  *Sum = 0.0f;
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<float, 1> Scratch(sycl::range<1>(GroupSize), H);
     H.parallel_for(
         sycl::nd_range<1>(sycl::range<1>(Count), sycl::range<1>(GroupSize)),
         [=](sycl::nd_item<1> It) {
           size_t I = It.get_global_id(0);
           float Partial = groupReduce(It, Scratch, X[I] * Y[I], Plus<float>());
           if (It.get_group().leader()) {
             sycl::atomic_ref<float, sycl::memory_order::relaxed,
                              sycl::memory_scope::device,
                              sycl::access::address_space::global_space>
                 Total(*Sum);
             Total.fetch_add(Partial);
           }
         });
   }).wait();
  float Result = *Sum;
  sycl::free(Sum, Q);
  return Result;
}

} // namespace

int runVectorOps(sycl::queue &Q) {
  int Failures = checkAxpy<float>(Q, "axpy<float>");
  Failures += checkAxpy<double>(Q, "axpy<double>");

  float *X = sycl::malloc_shared<float>(N, Q);
  float *Y = sycl::malloc_shared<float>(N, Q);
  float *Z = sycl::malloc_shared<float>(N, Q);
  for (size_t I = 0; I < N; ++I) {
    X[I] = unitNoise(uint32_t(2 * I));
    Y[I] = 1.0f - unitNoise(uint32_t(2 * I + 1));
  }
  blend(Q, X, Y, Z, N);
  double Want = 0.0;
  for (size_t I = 0; I < N && !Failures; ++I) {
    float W = blendWeight(I, N);
    float Blended = W * X[I] + (1.0f - W) * Y[I];
    Failures += expectNear("blend", Z[I], Blended, 1e-5);
    Want += double(X[I]) * double(Blended);
  }
  Failures += expectNear("dot", dotProduct(Q, X, Z, N), Want, 1e-3 * Want);
  sycl::free(X, Q);
  sycl::free(Y, Q);
  sycl::free(Z, Q);
  std::printf("vector_ops: %s\n", Failures ? "FAILED" : "ok");
  return Failures;
}

} // namespace project
