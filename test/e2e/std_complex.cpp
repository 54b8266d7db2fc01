// std::complex in kernels, as Mandelbrot and signal-processing samples use
// it: a Mandelbrot set computed with complex multiply and std::abs (checked
// pixel for pixel against the host, contraction off so both round alike),
// then every operation and function of <complex> the device library backs
// (multiply and divide, abs, arg, exp, log, sqrt, pow, the trigonometric and
// hyperbolic functions and their inverses, proj, polar), for float and double,
// against the host's values; and the C11 Annex G cases of multiply and divide,
// where an infinite operand or a zero divisor gives an infinity rather than a
// NaN.
#include "check.h"

#include <sycl/sycl.hpp>

#include <cmath>
#include <complex>
#include <cstdio>
#include <vector>

namespace {

constexpr int Width = 96, Height = 64, MaxIterations = 200;

int escapeTime(int X, int Y) {
  std::complex<float> C(-2.0f + 2.5f * X / Width, -1.0f + 2.0f * Y / Height);
  std::complex<float> Z = 0;
  int I = 0;
  for (; I < MaxIterations && std::abs(Z) <= 2.0f; ++I)
    Z = Z * Z + C;
  return I;
}

void mandelbrot(sycl::queue &Q) {
  std::vector<int> Image(Width * Height);
  {
    sycl::buffer<int, 2> Buf(Image.data(), sycl::range<2>(Height, Width));
    Q.submit([&](sycl::handler &H) {
      sycl::accessor Out(Buf, H, sycl::write_only, sycl::no_init);
      H.parallel_for(sycl::range<2>(Height, Width), [=](sycl::id<2> P) {
        Out[P] = escapeTime(int(P[1]), int(P[0]));
      });
    });
  }
  int Inside = 0;
  for (int Y = 0; Y < Height; ++Y)
    for (int X = 0; X < Width; ++X) {
      CHECK_EQ(Image[Y * Width + X], escapeTime(X, Y));
      Inside += Image[Y * Width + X] == MaxIterations;
    }
  CHECK(Inside > 0);
}

constexpr int Functions = 22;

/// Every function of <complex> on Z and W (W for the binary ones).
template <typename T>
void applyAll(std::complex<T> Z, std::complex<T> W, std::complex<T> *Out) {
  Out[0] = Z * W;
  Out[1] = Z / W;
  Out[2] = std::abs(Z);
  Out[3] = std::arg(Z);
  Out[4] = std::exp(Z);
  Out[5] = std::log(Z);
  Out[6] = std::sqrt(Z);
  Out[7] = std::pow(Z, W);
  Out[8] = std::sin(Z);
  Out[9] = std::cos(Z);
  Out[10] = std::tan(Z);
  Out[11] = std::sinh(Z);
  Out[12] = std::cosh(Z);
  Out[13] = std::tanh(Z);
  Out[14] = std::pow(Z, T(2.5));
  Out[15] = std::polar(std::abs(W), std::arg(W)) + std::proj(Z);
  Out[16] = std::asin(Z);
  Out[17] = std::acos(Z);
  Out[18] = std::atan(Z);
  Out[19] = std::asinh(Z);
  Out[20] = std::acosh(Z);
  Out[21] = std::atanh(Z);
}

bool close(double Got, double Want, double Tolerance) {
  return std::fabs(Got - Want) <= Tolerance * (1 + std::fabs(Want));
}

template <typename T> void functions(sycl::queue &Q, double Tolerance) {
  const std::complex<T> Inputs[] = {{T(0.75), T(-1.25)}, {T(-2), T(0.5)},
                                    {T(-3), T(0)},       {T(0.1), T(3)},
                                    {T(1.5), T(-0.001)}, {T(-0.5), T(-2)}};
  constexpr int Pairs = sizeof(Inputs) / sizeof(Inputs[0]);
  auto *In = sycl::malloc_shared<std::complex<T>>(Pairs, Q);
  auto *Out = sycl::malloc_shared<std::complex<T>>(Pairs * Functions, Q);
  for (int I = 0; I < Pairs; ++I)
    In[I] = Inputs[I];
  Q.parallel_for(sycl::range<1>(Pairs), [=](sycl::id<1> I) {
     applyAll(In[I], In[(I + 1) % Pairs], Out + I * Functions);
   }).wait();
  for (int I = 0; I < Pairs; ++I) {
    std::complex<T> Want[Functions];
    applyAll(Inputs[I], Inputs[(I + 1) % Pairs], Want);
    for (int F = 0; F < Functions; ++F) {
      std::complex<T> Got = Out[I * Functions + F];
      if (!close(Got.real(), Want[F].real(), Tolerance) ||
          !close(Got.imag(), Want[F].imag(), Tolerance)) {
        std::fprintf(stderr,
                     "function %d of (%g, %g): got (%.9g, %.9g), expected "
                     "(%.9g, %.9g)\n",
                     F, double(Inputs[I].real()), double(Inputs[I].imag()),
                     double(Got.real()), double(Got.imag()),
                     double(Want[F].real()), double(Want[F].imag()));
        std::exit(1);
      }
    }
  }
  sycl::free(In, Q);
  sycl::free(Out, Q);
}

/// Multiply and divide where a naive formula gives NaN in both parts.
void annexG(sycl::queue &Q) {
  const float Inf = INFINITY, NaN = NAN;
  auto *Out = sycl::malloc_shared<std::complex<float>>(4, Q);
  Q.single_task([=] {
     std::complex<float> InfNaN(Inf, NaN), One(1, 1), Zero(0, 0);
     Out[0] = InfNaN * One; // an infinity
     Out[1] = One / Zero;   // an infinity
     Out[2] = One / InfNaN; // zero
     Out[3] = std::complex<float>(Inf, Inf) * std::complex<float>(0.5f, 2);
   }).wait();
  CHECK(std::isinf(Out[0].real()) || std::isinf(Out[0].imag()));
  CHECK(std::isinf(Out[1].real()) || std::isinf(Out[1].imag()));
  CHECK(Out[2].real() == 0 && Out[2].imag() == 0);
  CHECK(std::isinf(Out[3].real()) || std::isinf(Out[3].imag()));
  sycl::free(Out, Q);
}

} // namespace

int main() {
  sycl::queue Q;
  mandelbrot(Q);
  functions<float>(Q, 1e-5);
  if (Q.get_device().has(sycl::aspect::fp64))
    functions<double>(Q, 1e-12);
  annexG(Q);
  std::printf("std_complex: passed\n");
  return 0;
}
