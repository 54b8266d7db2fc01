// Heat diffusion along a rod: the SYCL kernels of the diffusion library
// against the same steps computed on the host.
#include "diffusion.h"

#include <cmath>
#include <cstdio>
#include <exception>
#include <vector>

int main() {
  const int cells = 4096, steps = 101;
  const float alpha = 0.25f;
  std::vector<float> rod(cells, 20.0f);
  rod.front() = 100.0f; // one end in boiling water
  rod.back() = 0.0f;    // the other in ice

  std::vector<float> expected = rod, next = rod;
  for (int step = 0; step < steps; ++step) {
    for (int i = 1; i < cells - 1; ++i)
      next[i] = expected[i] + alpha * (expected[i - 1] - 2.0f * expected[i] +
                                       expected[i + 1]);
    expected.swap(next);
  }

  try {
    diffuse(rod, alpha, steps);
  } catch (const std::exception &e) {
    std::fprintf(stderr, "heat: %s\n", e.what());
    return 1;
  }

  int wrong = 0;
  for (int i = 0; i < cells; ++i)
    if (std::fabs(rod[i] - expected[i]) > 1e-3f) {
      if (wrong++ < 5)
        std::fprintf(stderr, "heat: cell %d is %f, expected %f\n", i, rod[i],
                     expected[i]);
    }
  if (wrong) {
    std::printf("heat: %d of %d cells wrong\n", wrong, cells);
    return 1;
  }
  std::printf("heat: %d cells after %d steps correct (cell 1: %.2f degrees)\n",
              cells, steps, rod[1]);
  return 0;
}
