// Vector addition with SYCL 2020 USM: the program scripts/demo.sh builds
// with `prism++ -fsycl -O2 vadd.cpp -o vadd` and runs on the default device.
#include <sycl/sycl.hpp>

#include <cstdio>
#include <vector>

int run() {
  constexpr size_t N = 1 << 20;
  sycl::queue Q;
  std::printf("Running on %s\n",
              Q.get_device().get_info<sycl::info::device::name>().c_str());

  std::vector<float> A(N), B(N), C(N);
  for (size_t I = 0; I < N; ++I) {
    A[I] = float(I);
    B[I] = 2.0f * float(I);
  }

  float *DA = sycl::malloc_device<float>(N, Q);
  float *DB = sycl::malloc_device<float>(N, Q);
  float *DC = sycl::malloc_device<float>(N, Q);
  Q.memcpy(DA, A.data(), N * sizeof(float));
  Q.memcpy(DB, B.data(), N * sizeof(float));
  Q.wait();

  Q.parallel_for<class VectorAdd>(sycl::range<1>(N), [=](sycl::id<1> I) {
     DC[I] = DA[I] + DB[I];
   }).wait();
  Q.memcpy(C.data(), DC, N * sizeof(float)).wait();

  size_t Errors = 0;
  for (size_t I = 0; I < N; ++I)
    if (C[I] != 3.0f * float(I))
      ++Errors;
  sycl::free(DA, Q);
  sycl::free(DB, Q);
  sycl::free(DC, Q);
  if (Errors) {
    std::printf("vadd: %zu wrong results\n", Errors);
    return 1;
  }
  std::printf("vadd: %zu elements correct\n", N);
  return 0;
}

int main() {
  try {
    return run();
  } catch (const sycl::exception &E) {
    std::fprintf(stderr, "vadd: error: %s\n", E.what());
    return 1;
  }
}
