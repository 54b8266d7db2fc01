// Stage 6 of the compile-time benchmark's project: stencils. Jacobi
// smoothing of a 1-D signal over range<1> (a kernel per sweep, buffers
// swapped on the host), a 2-D heat-equation step over range<2> with
// item<2>, and a wide 1-D filter over nd_range<1> that stages its tile and
// halo in local memory.
#include "project.h"

#include <cstdio>
#include <utility>

namespace project {
namespace {

constexpr size_t N = 4096;
constexpr size_t Side = 96;
constexpr size_t GroupSize = 64;
constexpr int Radius = 3;

/// Symmetric filter weights, summing to one.
struct Weights {
  float W[Radius + 1];
  float at(int Offset) const { return W[Offset < 0 ? -Offset : Offset]; }
};

template <typename T> T sampleClamped(const T *In, long I, long Count) {
  return In[clampTo<long>(I, 0, Count - 1)];
}

/// Sweeps is even, so that the result ends in A. The queue is in order: the
/// sweeps run one after the other without waits between them.
void jacobi(sycl::queue &Q, float *A, float *B, size_t Count, int Sweeps) {
  for (int S = 0; S < Sweeps; ++S) {
    Q.parallel_for(sycl::range<1>(Count), [=](sycl::id<1> Id) {
      long I = long(Id[0]), C = long(Count);
      B[I] = (sampleClamped(A, I - 1, C) + A[I] + sampleClamped(A, I + 1, C)) *
             (1.0f / 3.0f);
    });
    std::swap(A, B);
  }
  Q.wait();
}

float heatStep(const float *T, size_t R, size_t C, float Alpha) {
  float Centre = T[R * Side + C];
  if (R == 0 || C == 0 || R == Side - 1 || C == Side - 1)
    return Centre;
  float Laplacian = T[(R - 1) * Side + C] + T[(R + 1) * Side + C] +
                    T[R * Side + C - 1] + T[R * Side + C + 1] - 4.0f * Centre;
  return Centre + Alpha * Laplacian;
}

void heat(sycl::queue &Q, const float *In, float *Out, float Alpha) {
  Q.parallel_for(sycl::range<2>(Side, Side), [=](sycl::item<2> It) {
     Out[It.get_linear_id()] = heatStep(In, It[0], It[1], Alpha);
   }).wait();
}

void wideFilter(sycl::queue &Q, const float *In, float *Out, size_t Count,
                Weights F) {
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<float, 1> Tile(sycl::range<1>(GroupSize + 2 * Radius),
                                         H);
     H.parallel_for(sycl::nd_range<1>(Count, GroupSize),
                    [=](sycl::nd_item<1> It) {
                      long L = long(It.get_local_id(0));
                      long G = long(It.get_global_id(0)), C = long(Count);
                      Tile[L + Radius] = In[G];
                      if (L < Radius) {
                        Tile[L] = sampleClamped(In, G - Radius, C);
                        Tile[L + GroupSize + Radius] =
                            sampleClamped(In, G + long(GroupSize), C);
                      }
                      sycl::group_barrier(It.get_group());
                      float Sum = 0.0f;
                      for (int K = -Radius; K <= Radius; ++K)
                        Sum += F.at(K) * Tile[L + Radius + K];
                      Out[G] = Sum;
                    });
   }).wait();
}

} // namespace

int runStencil(sycl::queue &Q) {
  float *A = sycl::malloc_shared<float>(N, Q);
  float *B = sycl::malloc_shared<float>(N, Q);
  std::vector<float> Want(N), Next(N);
  for (size_t I = 0; I < N; ++I)
    A[I] = Want[I] = (I / 256) % 2 ? 1.0f : unitNoise(uint32_t(I));
  constexpr int Sweeps = 8;
  jacobi(Q, A, B, N, Sweeps);
  for (int S = 0; S < Sweeps; ++S) {
    for (long I = 0; I < long(N); ++I)
      Next[I] = (sampleClamped(Want.data(), I - 1, long(N)) + Want[I] +
                 sampleClamped(Want.data(), I + 1, long(N))) *
                (1.0f / 3.0f);
    Want.swap(Next);
  }
  int Failures = 0;
  for (size_t I = 0; I < N && !Failures; ++I)
    Failures += expectNear("jacobi", A[I], Want[I], 1e-5);

  Weights F{{0.25f, 0.2f, 0.1f, 0.075f}};
  wideFilter(Q, A, B, N, F);
  for (long I = 0; I < long(N) && !Failures; ++I) {
    double Sum = 0.0;
    for (int K = -Radius; K <= Radius; ++K)
      Sum += F.at(K) * sampleClamped(A, I + K, long(N));
    Failures += expectNear("wide filter", B[I], Sum, 1e-5);
  }

  float *T = sycl::malloc_shared<float>(Side * Side, Q);
  float *U = sycl::malloc_shared<float>(Side * Side, Q);
  for (size_t I = 0; I < Side * Side; ++I)
    T[I] = (I % Side) < Side / 2 ? 100.0f : 0.0f;
  heat(Q, T, U, 0.2f);
  for (size_t R = 0; R < Side && !Failures; ++R)
    for (size_t C = 0; C < Side; ++C)
      Failures +=
          expectNear("heat", U[R * Side + C], heatStep(T, R, C, 0.2f), 1e-4);

  sycl::free(A, Q);
  sycl::free(B, Q);
  sycl::free(T, Q);
  sycl::free(U, Q);
  std::printf("stencil: %s\n", Failures ? "FAILED" : "ok");
  return Failures;
}

} // namespace project
