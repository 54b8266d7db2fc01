#include <sycl/detail/hip_launch_abi.hpp>
extern __attribute__((device)) int helper(int x);
__attribute__((global)) void third(int *p) { p[0] = helper(p[0]); }
int main() {}
