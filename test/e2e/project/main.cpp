// A multi-file project: an executable with its own kernel, a static library
// of two fat objects (a kernel and the SYCL_EXTERNAL function it calls), a
// shared library linked in, and one opened with dlopen, closed and opened
// again. Every kernel runs in one process.
#include "../check.h"
#include "project.h"

#include <dlfcn.h>

int main(int Argc, char **Argv) {
  if (Argc != 2) {
    std::fprintf(stderr, "usage: %s <plugin.so>\n", Argv[0]);
    return 2;
  }
  sycl::queue Q;
  constexpr int N = 100;
  int *Values = sycl::malloc_shared<int>(N, Q);
  Q.parallel_for(sycl::range<1>(N), [=](sycl::id<1> I) {
     Values[I] = 3;
   }).wait();
  int Own = 0;
  for (int I = 0; I < N; ++I)
    Own += Values[I];
  sycl::free(Values, Q);
  CHECK_EQ(Own, 3 * N);
  CHECK_EQ(staticSum(Q, N), N * (N - 1));
  CHECK_EQ(sharedSum(Q, N), (N - 1) * N * (2 * N - 1) / 6);

  for (int Round = 0; Round < 2; ++Round) {
    void *Plugin = dlopen(Argv[1], RTLD_NOW | RTLD_LOCAL);
    if (!Plugin) {
      std::fprintf(stderr, "dlopen: %s\n", dlerror());
      return 1;
    }
    using SumFn = int (*)(sycl::queue &, int);
    auto PluginSum = reinterpret_cast<SumFn>(dlsym(Plugin, "pluginSum"));
    CHECK(PluginSum != nullptr);
    CHECK_EQ(PluginSum(Q, N), 7 * N * (N - 1) / 2 + N);
    CHECK_EQ(dlclose(Plugin), 0);
  }
  std::puts("project: passed");
}
