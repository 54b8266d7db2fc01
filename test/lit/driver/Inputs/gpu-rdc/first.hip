#include <sycl/detail/hip_launch_abi.hpp>
__attribute__((device)) int helper(int x) { return x + 1; }
__attribute__((global)) void first(int *p) { p[0] = helper(p[0]); }
