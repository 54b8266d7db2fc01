// Stage 2 of the compile-time benchmark's project: dense matrices in
// device memory. A scaled sum over range<2> with item<2>, a transpose over
// range<2> with id<2>, a tiled product over nd_range<2> staging both tiles
// in 2-D local accessors, and a single_task computing the Frobenius norm.
#include "project.h"

#include <cstdio>

namespace project {
namespace {

constexpr size_t M = 64, K = 96, N = 80, Tile = 16;

/// A row-major matrix view, small enough to capture in kernels.
struct MatrixView {
  float *Data;
  size_t Rows, Cols;
  float &at(size_t R, size_t C) const { return Data[R * Cols + C]; }
};

void scaledSum(sycl::queue &Q, MatrixView Out, MatrixView A, MatrixView B,
               float Alpha) {
  Q.parallel_for(sycl::range<2>(Out.Rows, Out.Cols), [=](sycl::item<2> It) {
     size_t R = It.get_id(0), C = It.get_id(1);
     Out.at(R, C) = A.at(R, C) + Alpha * B.at(R, C);
   }).wait();
}

void transpose(sycl::queue &Q, MatrixView Out, MatrixView In) {
  Q.parallel_for(sycl::range<2>(In.Rows, In.Cols), [=](sycl::id<2> I) {
     Out.at(I[1], I[0]) = In.at(I[0], I[1]);
   }).wait();
}

void tiledProduct(sycl::queue &Q, MatrixView Out, MatrixView A, MatrixView B) {
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<float, 2> TileA(sycl::range<2>(Tile, Tile), H);
     sycl::local_accessor<float, 2> TileB(sycl::range<2>(Tile, Tile + 1), H);
     H.parallel_for(sycl::nd_range<2>({Out.Rows, Out.Cols}, {Tile, Tile}),
                    [=](sycl::nd_item<2> It) {
                      size_t R = It.get_local_id(0), C = It.get_local_id(1);
                      size_t Row = It.get_global_id(0),
                             Col = It.get_global_id(1);
                      float Sum = 0.0f;
                      for (size_t T = 0; T < A.Cols; T += Tile) {
                        TileA[R][C] = A.at(Row, T + C);
                        TileB[R][C] = B.at(T + R, Col);
                        sycl::group_barrier(It.get_group());
                        for (size_t I = 0; I < Tile; ++I)
                          Sum += TileA[R][I] * TileB[I][C];
                        sycl::group_barrier(It.get_group());
                      }
                      Out.at(Row, Col) = Sum;
                    });
   }).wait();
}

void frobeniusNorm(sycl::queue &Q, MatrixView In, float *Norm) {
  Q.single_task([=] {
     double Sum = 0.0;
     for (size_t I = 0; I < In.Rows * In.Cols; ++I)
       Sum += double(In.Data[I]) * double(In.Data[I]);
     *Norm = float(std::sqrt(Sum));
   }).wait();
}

/// A matrix in device memory filled from the host.
MatrixView deviceMatrix(sycl::queue &Q, const std::vector<float> &Values,
                        size_t Rows, size_t Cols) {
  float *Data = sycl::malloc_device<float>(Rows * Cols, Q);
  Q.memcpy(Data, Values.data(), Rows * Cols * sizeof(float)).wait();
  return {Data, Rows, Cols};
}

std::vector<float> toHost(sycl::queue &Q, MatrixView M) {
  std::vector<float> Values(M.Rows * M.Cols);
  Q.memcpy(Values.data(), M.Data, Values.size() * sizeof(float)).wait();
  return Values;
}

std::vector<float> randomValues(size_t Count, uint32_t Seed) {
  std::vector<float> Values(Count);
  for (size_t I = 0; I < Count; ++I)
    Values[I] = unitNoise(Seed + uint32_t(I)) - 0.5f;
  return Values;
}

} // namespace

int runMatrixOps(sycl::queue &Q) {
  std::vector<float> HostA = randomValues(M * K, 1000);
  std::vector<float> HostB = randomValues(K * N, 5000);
  std::vector<float> HostC = randomValues(M * K, 9000);
  MatrixView A = deviceMatrix(Q, HostA, M, K);
  MatrixView B = deviceMatrix(Q, HostB, K, N);
  MatrixView C = deviceMatrix(Q, HostC, M, K);
  MatrixView Sum = deviceMatrix(Q, std::vector<float>(M * K), M, K);
  MatrixView Transposed = deviceMatrix(Q, std::vector<float>(K * M), K, M);
  MatrixView Product = deviceMatrix(Q, std::vector<float>(M * N), M, N);
  float *Norm = sycl::malloc_shared<float>(1, Q);

  int Failures = 0;
  scaledSum(Q, Sum, A, C, 0.5f);
  std::vector<float> GotSum = toHost(Q, Sum);
  for (size_t I = 0; I < M * K && !Failures; ++I)
    Failures +=
        expectNear("scaled sum", GotSum[I], HostA[I] + 0.5f * HostC[I], 1e-6);

  transpose(Q, Transposed, Sum);
  std::vector<float> GotTransposed = toHost(Q, Transposed);
  for (size_t R = 0; R < M && !Failures; ++R)
    for (size_t Col = 0; Col < K; ++Col)
      Failures += expectNear("transpose", GotTransposed[Col * M + R],
                             GotSum[R * K + Col], 0.0);

  tiledProduct(Q, Product, A, B);
  std::vector<float> GotProduct = toHost(Q, Product);
  double SquareSum = 0.0;
  for (size_t R = 0; R < M; ++R)
    for (size_t Col = 0; Col < N; ++Col) {
      double Want = 0.0;
      for (size_t I = 0; I < K; ++I)
        Want += double(HostA[R * K + I]) * double(HostB[I * N + Col]);
      if (!Failures)
        Failures +=
            expectNear("tiled product", GotProduct[R * N + Col], Want, 1e-4);
      SquareSum += Want * Want;
    }

  frobeniusNorm(Q, Product, Norm);
  Failures += expectNear("Frobenius norm", *Norm, std::sqrt(SquareSum), 1e-3);

  for (float *P :
       {A.Data, B.Data, C.Data, Sum.Data, Transposed.Data, Product.Data, Norm})
    sycl::free(P, Q);
  std::printf("matrix_ops: %s\n", Failures ? "FAILED" : "ok");
  return Failures;
}

} // namespace project
