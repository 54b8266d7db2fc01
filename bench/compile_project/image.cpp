// Stage 8 of the compile-time benchmark's project: image filters on a
// grey-level image. A 3x3 convolution (clamped at the edges) over range<2>
// with item<2>, a Sobel edge magnitude over range<2> with id<2>, a count of
// edge pixels with an atomic, and a thumbnail whose pixels are the means of
// 8x8 tiles, each staged in a 2-D local accessor by one work-group.
#include "project.h"

#include <cstdio>

namespace project {
namespace {

constexpr size_t Height = 96, Width = 128, Block = 8;

struct Image {
  float *Pixels;
  size_t Rows, Cols;
  float at(long R, long C) const {
    return Pixels[clampTo<long>(R, 0, long(Rows) - 1) * long(Cols) +
                  clampTo<long>(C, 0, long(Cols) - 1)];
  }
};

struct Kernel3x3 {
  float W[3][3];
  float apply(const Image &In, long R, long C) const {
    float Sum = 0.0f;
    for (int I = -1; I <= 1; ++I)
      for (int J = -1; J <= 1; ++J)
        Sum += W[I + 1][J + 1] * In.at(R + I, C + J);
    return Sum;
  }
};

constexpr Kernel3x3 Gaussian{{{1.0f / 16, 2.0f / 16, 1.0f / 16},
                              {2.0f / 16, 4.0f / 16, 2.0f / 16},
                              {1.0f / 16, 2.0f / 16, 1.0f / 16}}};
constexpr Kernel3x3 SobelX{{{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}}};
constexpr Kernel3x3 SobelY{{{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}}};

float edgeMagnitude(const Image &In, long R, long C) {
  float Gx = SobelX.apply(In, R, C), Gy = SobelY.apply(In, R, C);
  return std::sqrt(Gx * Gx + Gy * Gy);
}

void convolve(sycl::queue &Q, Image In, Image Out, Kernel3x3 K) {
  Q.parallel_for(sycl::range<2>(In.Rows, In.Cols), [=](sycl::item<2> It) {
     Out.Pixels[It.get_linear_id()] =
         K.apply(In, long(It.get_id(0)), long(It.get_id(1)));
   }).wait();
}

void edges(sycl::queue &Q, Image In, Image Out, float Threshold, int *Count) {
  Q.parallel_for(sycl::range<2>(In.Rows, In.Cols), [=](sycl::id<2> I) {
     float M = edgeMagnitude(In, long(I[0]), long(I[1]));
     Out.Pixels[I[0] * In.Cols + I[1]] = M;
     if (M > Threshold)
       sycl::atomic_ref<int, sycl::memory_order::relaxed,
                        sycl::memory_scope::device>(*Count)
           .fetch_add(1);
   }).wait();
}

void thumbnail(sycl::queue &Q, Image In, Image Out) {
  Q.submit([&](sycl::handler &H) {
     sycl::local_accessor<float, 2> Tile(sycl::range<2>(Block, Block), H);
     H.parallel_for(
         sycl::nd_range<2>({In.Rows, In.Cols}, {Block, Block}),
         [=](sycl::nd_item<2> It) {
           size_t R = It.get_local_id(0), C = It.get_local_id(1);
           Tile[R][C] =
               In.at(long(It.get_global_id(0)), long(It.get_global_id(1)));
           sycl::group_barrier(It.get_group());
           if (It.get_group().leader()) {
             float Sum = 0.0f;
             for (size_t I = 0; I < Block; ++I)
               for (size_t J = 0; J < Block; ++J)
                 Sum += Tile[sycl::id<2>(I, J)];
             Out.Pixels[It.get_group(0) * Out.Cols + It.get_group(1)] =
                 Sum / (Block * Block);
           }
         });
   }).wait();
}

} // namespace

int runImage(sycl::queue &Q) {
  Image In{sycl::malloc_shared<float>(Height * Width, Q), Height, Width};
  Image Blurred{sycl::malloc_shared<float>(Height * Width, Q), Height, Width};
  Image Edges{sycl::malloc_shared<float>(Height * Width, Q), Height, Width};
  Image Small{sycl::malloc_shared<float>(Height * Width / (Block * Block), Q),
              Height / Block, Width / Block};
  int *EdgeCount = sycl::malloc_shared<int>(1, Q);
  *EdgeCount = 0;
  // A bright disc on a noisy background.
  for (size_t R = 0; R < Height; ++R)
    for (size_t C = 0; C < Width; ++C) {
      float Dr = float(R) - 40.0f, Dc = float(C) - 70.0f;
      float Disc = Dr * Dr + Dc * Dc < 900.0f ? 0.8f : 0.1f;
      In.Pixels[R * Width + C] =
          Disc + 0.05f * unitNoise(uint32_t(R * Width + C));
    }

  convolve(Q, In, Blurred, Gaussian);
  edges(Q, Blurred, Edges, 0.5f, EdgeCount);
  thumbnail(Q, Blurred, Small);

  int Failures = 0, WantEdges = 0;
  for (long R = 0; R < long(Height); ++R)
    for (long C = 0; C < long(Width); ++C) {
      float Want = Gaussian.apply(In, R, C);
      if (!Failures)
        Failures += expectNear("blur", Blurred.at(R, C), Want, 1e-5);
      float M = edgeMagnitude(Blurred, R, C);
      if (!Failures)
        Failures += expectNear("edges", Edges.at(R, C), M, 1e-4);
      // Pixels within rounding of the threshold may count either way.
      WantEdges += M > 0.5f;
    }
  Failures += expectNear("edge count", *EdgeCount, WantEdges, 4.0);
  for (size_t R = 0; R < Small.Rows && !Failures; ++R)
    for (size_t C = 0; C < Small.Cols; ++C) {
      double Sum = 0.0;
      for (size_t I = 0; I < Block; ++I)
        for (size_t J = 0; J < Block; ++J)
          Sum += Blurred.at(long(R * Block + I), long(C * Block + J));
      Failures += expectNear("thumbnail", Small.at(long(R), long(C)),
                             Sum / (Block * Block), 1e-5);
    }

  for (float *P : {In.Pixels, Blurred.Pixels, Edges.Pixels, Small.Pixels})
    sycl::free(P, Q);
  sycl::free(EdgeCount, Q);
  std::printf("image: %s\n", Failures ? "FAILED" : "ok");
  return Failures;
}

} // namespace project
