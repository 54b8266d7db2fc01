// SAXPY: host code built by the project's compiler calls the SYCL code of
// saxpy.cpp, and checks its result.
#include "saxpy.h"

#include <cstdio>
#include <exception>
#include <vector>

#if defined(__GNUC__) && !defined(__clang__)
static const char *const HostCompiler = "GCC";
#else
static const char *const HostCompiler = "Clang";
#endif

int main() {
  const int n = 100000;
  const float a = 3.0f;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = float(i % 100);
    y[i] = float(i % 7);
  }

  std::string device;
  try {
    device = saxpy(a, x, y);
  } catch (const std::exception &e) {
    std::fprintf(stderr, "saxpy: %s\n", e.what());
    return 1;
  }

  int wrong = 0;
  for (int i = 0; i < n; ++i)
    if (y[i] != a * float(i % 100) + float(i % 7))
      ++wrong;
  if (wrong) {
    std::printf("saxpy: %d of %d results wrong\n", wrong, n);
    return 1;
  }
  std::printf("saxpy: %d results correct on %s; main.cpp compiled by %s\n", n,
              device.c_str(), HostCompiler);
  return 0;
}
