// The host and device compiles disagree about what a kernel captures (code
// under __SYCL_DEVICE_ONLY__ uses a variable the host code does not): the
// launch must fail with errc::kernel_argument naming the sizes, not run the
// kernel on a wrong argument.
#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  sycl::queue Q;
  int *Out = sycl::malloc_shared<int>(1, Q);
  *Out = 0;
  try {
    Q.single_task([=]() {
#ifdef __SYCL_DEVICE_ONLY__
       *Out = 1;
#endif
     }).wait();
  } catch (const sycl::exception &E) {
    // The test expects a non-zero exit and this line, errc and all.
    bool Expected = E.code() == sycl::errc::kernel_argument && *Out == 0;
    std::printf("caught (%s): %s\n",
                Expected ? "kernel_argument, nothing written" : "unexpected",
                E.what());
    sycl::free(Out, Q);
    return 1;
  }
  sycl::free(Out, Q);
  return 0;
}
