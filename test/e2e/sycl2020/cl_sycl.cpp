// SYCL 1.2.1 code: <CL/sycl.hpp>, the cl::sycl namespace, get_access with
// an access mode and a named kernel.
#include <CL/sycl.hpp>

#include "check.h"

class Saxpy;

int main() {
  constexpr size_t N = 256;
  std::vector<float> X(N), Y(N);
  for (size_t I = 0; I < N; ++I) {
    X[I] = float(I);
    Y[I] = float(N - I);
  }
  const float Alpha = 3.0f;
  {
    cl::sycl::queue Queue{cl::sycl::default_selector_v};
    cl::sycl::buffer<float, 1> BufX(X.data(), cl::sycl::range<1>(N));
    cl::sycl::buffer<float, 1> BufY(Y.data(), cl::sycl::range<1>(N));
    Queue.submit([&](cl::sycl::handler &Cgh) {
      auto InX = BufX.get_access<cl::sycl::access::mode::read>(Cgh);
      auto InOutY = BufY.get_access<cl::sycl::access::mode::read_write>(Cgh);
      Cgh.parallel_for<Saxpy>(cl::sycl::range<1>(N),
                              [=](cl::sycl::id<1> I) {
                                InOutY[I] = Alpha * InX[I] + InOutY[I];
                              });
    });
    Queue.wait_and_throw();
  }
  for (size_t I = 0; I < N; ++I)
    CHECK_EQ(Y[I], Alpha * float(I) + float(N - I));
  // The namespace alias names the same entities.
  static_assert(std::is_same_v<cl::sycl::queue, ::sycl::queue>);
  std::cout << "ok" << std::endl;
  return 0;
}
