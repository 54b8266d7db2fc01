// SYCL and HIP see the same devices, in the same order: HIP device i is
// sycl::device::get_devices()[i] (same name, same count), memory HIP
// allocates on device i is SYCL USM of that device (and the other way
// round), and a HIP kernel launched on each device from its own host thread
// and a SYCL kernel on each device's queue both see the other's results.
#include <hip/hip_runtime.h>
#include <sycl/sycl.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
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

__global__ void addOrdinal(int *data, int n, int ordinal) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] += ordinal;
}

int main() {
  int errors = 0;
  const std::vector<sycl::device> devices = sycl::device::get_devices();
  int count = 0;
  HIP_CHECK(hipGetDeviceCount(&count));
  if (static_cast<size_t>(count) != devices.size()) {
    std::printf("HIP has %d devices, SYCL %zu: FAILED\n", count,
                devices.size());
    return EXIT_FAILURE;
  }

  const int n = 1024;
  std::vector<int *> fromHip(count), fromSycl(count);
  std::vector<sycl::queue> queues;
  for (int d = 0; d < count; ++d) {
    char name[256];
    HIP_CHECK(hipDeviceGetName(name, sizeof name, d));
    const std::string syclName =
        devices[d].get_info<sycl::info::device::name>();
    std::printf("device %d: %s\n", d, name);
    if (syclName != name && ++errors)
      std::printf("SYCL's device %d is '%s'\n", d, syclName.c_str());
    queues.emplace_back(devices[d]);
    sycl::queue &q = queues.back();

    HIP_CHECK(hipSetDevice(d));
    HIP_CHECK(hipMalloc(&fromHip[d], n * sizeof(int)));
    if (sycl::get_pointer_device(fromHip[d], q.get_context()) != devices[d] &&
        ++errors)
      std::printf("hipMalloc on device %d is not SYCL USM of it\n", d);
    fromSycl[d] = sycl::malloc_device<int>(n, q);
    hipPointerAttribute_t attributes;
    HIP_CHECK(hipPointerGetAttributes(&attributes, fromSycl[d]));
    if ((attributes.type != hipMemoryTypeDevice || attributes.device != d) &&
        ++errors)
      std::printf("sycl::malloc_device on device %d is HIP memory of device "
                  "%d\n",
                  d, attributes.device);
    q.fill(fromSycl[d], 10 * d, n).wait();
  }

  // A HIP kernel on each device, from a thread of its own, on SYCL's memory.
  std::vector<std::thread> threads;
  for (int d = 0; d < count; ++d)
    threads.emplace_back([&, d] {
      HIP_CHECK(hipSetDevice(d));
      addOrdinal<<<(n + 255) / 256, 256>>>(fromSycl[d], n, d + 1);
      HIP_CHECK(hipGetLastError());
      HIP_CHECK(hipDeviceSynchronize());
    });
  for (std::thread &t : threads)
    t.join();

  // SYCL reads it back on each device's queue.
  for (int d = 0; d < count; ++d) {
    std::vector<int> host(n);
    queues[d].memcpy(host.data(), fromSycl[d], n * sizeof(int)).wait();
    for (int i = 0; i < n; ++i)
      if (host[i] != 10 * d + d + 1 && ++errors <= 10)
        std::printf("device %d element %d = %d, expected %d\n", d, i, host[i],
                    10 * d + d + 1);
    HIP_CHECK(hipFree(fromHip[d]));
    sycl::free(fromSycl[d], queues[d]);
  }
  std::printf("HIP and SYCL on %d device%s: %s\n", count, count == 1 ? "" : "s",
              errors ? "FAILED" : "PASSED");
  return errors ? EXIT_FAILURE : EXIT_SUCCESS;
}
