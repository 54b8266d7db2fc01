// A kernel calling ordinary (unannotated) user functions, a class with
// methods, function templates, and std:: math and algorithms; main uses
// iostream and exceptions freely.
#include "check.h"
#include <sycl/sycl.hpp>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <stdexcept>

float smooth(float X) { return std::tanh(X) * 0.5f + std::sqrt(std::fabs(X)); }

template <typename T> T clampTo(T V, T Lo, T Hi) {
  return std::min(std::max(V, Lo), Hi);
}

struct Polynomial {
  float A, B, C;
  float operator()(float X) const { return (A * X + B) * X + C; }
};

int main() {
  sycl::queue Q;
  constexpr size_t N = 512;
  float *In = sycl::malloc_shared<float>(N, Q);
  float *Out = sycl::malloc_shared<float>(N, Q);
  for (size_t I = 0; I < N; ++I)
    In[I] = (float(I) - 256.0f) / 64.0f;
  Polynomial P{0.5f, -1.0f, 2.0f};
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     float X = In[I];
     Out[I] = clampTo(smooth(X) + P(X), -3.0f, 8.0f) + std::exp(X * 0.1f) +
              std::pow(std::fabs(X), 1.5f) + std::erf(X) + std::cbrt(X);
   }).wait();
  for (size_t I = 0; I < N; ++I) {
    float X = In[I];
    float Ref = clampTo(smooth(X) + P(X), -3.0f, 8.0f) + std::exp(X * 0.1f) +
                std::pow(std::fabs(X), 1.5f) + std::erf(X) + std::cbrt(X);
    if (std::fabs(Out[I] - Ref) > 1e-4f * std::max(1.0f, std::fabs(Ref))) {
      std::cerr << "element " << I << ": " << Out[I] << " != " << Ref << "\n";
      return 1;
    }
  }
  try {
    throw std::runtime_error("host code may throw");
  } catch (const std::exception &E) {
    std::cout << "caught on the host: " << E.what() << "\n";
  }
  sycl::free(In, Q);
  sycl::free(Out, Q);
  std::puts("user_functions_std: passed");
}
