// Built for nvptx64 only: on a device without PTX (PoCL) its kernel is not
// compatible, an executable bundle of it is errc::invalid and its launch
// errc::kernel_not_supported; on a CUDA device all three work.
#include "check.h"

#include <sycl/sycl.hpp>

#include <string>

class PtxOnlyKernel;

int main() {
  sycl::queue Q;
  sycl::device Dev = Q.get_device();
  int *Out = sycl::malloc_shared<int>(1, Q);
  auto launch = [&] { Q.single_task<PtxOnlyKernel>([=] { *Out = 5; }).wait(); };
  const bool Cuda = Dev.get_backend() == sycl::backend::ext_oneapi_cuda;
  CHECK(sycl::is_compatible<PtxOnlyKernel>(Dev) == Cuda);
  sycl::kernel_id Id = sycl::get_kernel_id<PtxOnlyKernel>();
  CHECK(sycl::is_compatible({Id}, Dev) == Cuda);
  if (Cuda) {
    auto B = sycl::get_kernel_bundle<sycl::bundle_state::executable>(
        Q.get_context(), {Dev}, {Id});
    CHECK(B.has_kernel(Id));
    launch();
    CHECK_EQ(*Out, 5);
  } else {
    try {
      (void)sycl::get_kernel_bundle<sycl::bundle_state::executable>(
          Q.get_context(), {Dev}, {Id});
      CHECK(false);
    } catch (const sycl::exception &E) {
      CHECK(E.code() == sycl::errc::invalid);
      CHECK(std::string(E.what()).find("PtxOnlyKernel") != std::string::npos);
    }
    auto Empty = sycl::get_kernel_bundle<sycl::bundle_state::executable>(
        Q.get_context(), {Dev});
    CHECK(!Empty.has_kernel(Id));
    try {
      launch();
      CHECK(false);
    } catch (const sycl::exception &E) {
      CHECK(E.code() == sycl::errc::kernel_not_supported);
    }
  }
  sycl::free(Out, Q);
  std::puts("kernel_bundle_incompatible: ok");
  return 0;
}
