// A kernel that requires a sub-group size no device here has (8: PoCL's
// sub-groups are of one work-item, the native CPU's of 16, CUDA's of 32)
// must not run: the launch throws errc::kernel_not_supported naming the
// size, the kernel and the device's sizes. The program prints what it caught
// and fails.
#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  sycl::queue Q;
  int *Out = sycl::malloc_shared<int>(64, Q);
  try {
    Q.parallel_for<class EightWide>(
         sycl::nd_range<1>(64, 32),
         [=](sycl::nd_item<1> It) [[sycl::reqd_sub_group_size(8)]] {
           Out[It.get_global_id(0)] =
               int(It.get_sub_group().get_local_linear_range());
         })
        .wait();
  } catch (const sycl::exception &E) {
    std::printf("caught (%s): %s\n",
                E.code() == sycl::errc::kernel_not_supported
                    ? "kernel_not_supported"
                    : "another error",
                E.what());
    return 1;
  }
  std::puts("the kernel ran");
  return 0;
}
