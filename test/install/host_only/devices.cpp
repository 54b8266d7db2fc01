// A program of plain C++ that asks the Prism runtime for its devices through
// both APIs, built by the system's compiler with pkg-config's flags:
//   g++ $(pkg-config --cflags prism) devices.cpp $(pkg-config --libs prism)
// The SYCL and HIP runtimes share one device list, so the counts agree.
#include <hip/hip_runtime_api.h>
#include <sycl/sycl.hpp>

#include <cstdio>

int main() {
  std::vector<sycl::device> devices = sycl::device::get_devices();
  int hipDevices = 0;
  if (hipGetDeviceCount(&hipDevices) != hipSuccess) {
    std::printf("devices: hipGetDeviceCount failed\n");
    return 1;
  }
  for (const sycl::device &d : devices)
    std::printf("devices: %s\n",
                d.get_info<sycl::info::device::name>().c_str());
  if (devices.empty() || int(devices.size()) != hipDevices) {
    std::printf("devices: %zu SYCL devices, %d HIP devices\n", devices.size(),
                hipDevices);
    return 1;
  }
  return 0;
}
