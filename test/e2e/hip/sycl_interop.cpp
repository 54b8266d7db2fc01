// SYCL and HIP in one -fsycl program: HIP and SYCL share the device, its
// context and USM, so a hipMalloc pointer is a device pointer for a SYCL
// kernel and a sycl::malloc_device pointer is one for a HIP kernel; copies
// and synchronisation of either API see the other's results.
#include <hip/hip_runtime.h>
#include <sycl/sycl.hpp>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define HIP_CHECK(expr)                                                        \
  do {                                                                         \
    hipError_t status = (expr);                                                \
    if (status != hipSuccess) {                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,       \
                   hipGetErrorString(status));                                 \
      std::exit(EXIT_FAILURE);                                                 \
    }                                                                          \
  } while (0)

__global__ void doubleInPlace(int *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= 2;
}

int main() {
  const int n = 4096;
  int errors = 0;
  sycl::queue q;
  std::printf("SYCL device: %s\n",
              q.get_device().get_info<sycl::info::device::name>().c_str());

  // hipMalloc memory, filled by a SYCL kernel, doubled by a HIP kernel, read
  // back with a SYCL copy.
  int *fromHip = nullptr;
  HIP_CHECK(hipMalloc(&fromHip, n * sizeof(int)));
  if (sycl::get_pointer_type(fromHip, q.get_context()) !=
      sycl::usm::alloc::device) {
    std::fprintf(stderr, "a hipMalloc pointer is not device USM of the "
                         "queue's context\n");
    ++errors;
  }
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
     fromHip[i] = int(i[0]) + 1;
   }).wait();
  doubleInPlace<<<n / 256, 256>>>(fromHip, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  std::vector<int> host(n);
  q.memcpy(host.data(), fromHip, n * sizeof(int)).wait();
  for (int i = 0; i < n; ++i)
    if (host[i] != 2 * (i + 1) && errors++ < 10)
      std::fprintf(stderr, "hipMalloc memory [%d] = %d\n", i, host[i]);
  HIP_CHECK(hipFree(fromHip));

  // sycl::malloc_device memory, filled with hipMemcpy, doubled by a HIP
  // kernel, then by a SYCL kernel, read back with hipMemcpy.
  int *fromSycl = sycl::malloc_device<int>(n, q);
  for (int i = 0; i < n; ++i)
    host[i] = i;
  HIP_CHECK(
      hipMemcpy(fromSycl, host.data(), n * sizeof(int), hipMemcpyHostToDevice));
  hipPointerAttribute_t attributes;
  HIP_CHECK(hipPointerGetAttributes(&attributes, fromSycl));
  if (attributes.type != hipMemoryTypeDevice) {
    std::fprintf(stderr, "a SYCL device allocation is not device memory to "
                         "hipPointerGetAttributes\n");
    ++errors;
  }
  doubleInPlace<<<n / 256, 256>>>(fromSycl, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipDeviceSynchronize());
  q.parallel_for(sycl::range<1>(n), [=](sycl::id<1> i) {
     fromSycl[i] += 1;
   }).wait();
  HIP_CHECK(
      hipMemcpy(host.data(), fromSycl, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (host[i] != 2 * i + 1 && errors++ < 10)
      std::fprintf(stderr, "SYCL memory [%d] = %d\n", i, host[i]);
  sycl::free(fromSycl, q);

  std::printf("sycl_interop: %s\n", errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
