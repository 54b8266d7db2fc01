#include <sycl/detail/hip_launch_abi.hpp>
__attribute__((global)) void emptyKernel() {}
