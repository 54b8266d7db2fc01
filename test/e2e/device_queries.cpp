// Devices, platforms and selectors: info queries answer sensibly, the CPU
// selector finds PoCL, a selector that rejects everything throws
// errc::runtime.
#include "check.h"
#include <sycl/sycl.hpp>

#include <iostream>
#include <string>

int main() {
  sycl::queue Q{sycl::cpu_selector_v};
  sycl::device D = Q.get_device();
  CHECK(D.is_cpu());
  CHECK(D.get_info<sycl::info::device::device_type>() ==
        sycl::info::device_type::cpu);
  CHECK(!D.get_info<sycl::info::device::name>().empty());
  CHECK(!D.get_info<sycl::info::device::vendor>().empty());
  CHECK(D.get_info<sycl::info::device::max_compute_units>() > 0);
  CHECK(D.get_info<sycl::info::device::max_work_group_size>() > 0);
  CHECK(D.get_info<sycl::info::device::global_mem_size>() > 0);
  // PoCL, or the native CPU device: the CPU devices this program can use.
  CHECK(D.get_backend() == sycl::backend::opencl ||
        D.get_backend() == sycl::backend::native_cpu);
  CHECK(!D.get_platform().get_info<sycl::info::platform::name>().empty());
  CHECK(!sycl::platform::get_platforms().empty());
  CHECK(!sycl::device::get_devices(sycl::info::device_type::cpu).empty());

  sycl::queue ByCallable{
      [](const sycl::device &Dev) { return Dev.is_cpu() ? 10 : -1; }};
  CHECK(ByCallable.get_device() == D);
  sycl::queue ByDevice{D};
  CHECK(ByDevice.get_device() == D);

  bool Threw = false;
  try {
    sycl::queue Nothing{[](const sycl::device &) { return -1; }};
  } catch (const sycl::exception &E) {
    Threw = E.code() == sycl::errc::runtime;
    std::cout << "rejecting selector: " << E.what() << "\n";
  }
  CHECK(Threw);

  // Without a GPU, gpu_selector_v rejects every device.
  if (sycl::device::get_devices(sycl::info::device_type::gpu).empty()) {
    bool GpuThrew = false;
    try {
      sycl::queue Gpu{sycl::gpu_selector_v};
    } catch (const sycl::exception &E) {
      GpuThrew = E.code() == sycl::errc::runtime &&
                 std::string(E.what()).find("gpu_selector_v") !=
                     std::string::npos;
    }
    CHECK(GpuThrew);
  }

  // wait_and_throw with nothing pending returns; the queue still works.
  int *Value = sycl::malloc_shared<int>(1, Q);
  Q.single_task([=]() { *Value = 5; });
  Q.wait_and_throw();
  CHECK_EQ(*Value, 5);
  sycl::free(Value, Q);
  std::puts("device_queries: passed");
}
