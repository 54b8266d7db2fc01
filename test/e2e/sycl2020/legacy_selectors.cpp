// SYCL 1.2.1's selector classes (device_selector and its standard
// subclasses), deprecated in SYCL 2020 but still used by older code such as
// the sycl-bench harness: a class derived from device_selector, queues and
// devices built from the standard ones, select_device(), and a selector
// that rejects every device throwing errc::runtime. Checked against the
// SYCL 2020 callables on every device.
#include "check.h"

#include <sycl/sycl.hpp>

#include <string>

// The classes under test are deprecated: their warnings are expected.
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

namespace {

/// Scores the devices whose name holds Wanted; rejects the others.
class NameSelector : public sycl::device_selector {
public:
  explicit NameSelector(std::string Wanted) : Wanted(std::move(Wanted)) {}
  int operator()(const sycl::device &Device) const override {
    return Device.get_info<sycl::info::device::name>().find(Wanted) !=
                   std::string::npos
               ? 1
               : -1;
  }

private:
  std::string Wanted;
};

class RejectAll : public sycl::device_selector {
public:
  int operator()(const sycl::device &) const override { return -1; }
};

} // namespace

int main() {
  // The standard classes score as the SYCL 2020 callables do.
  const sycl::default_selector Default;
  const sycl::cpu_selector Cpu;
  const sycl::gpu_selector Gpu;
  const sycl::accelerator_selector Accelerator;
  for (const sycl::device &D : sycl::device::get_devices()) {
    CHECK_EQ(Default(D), sycl::default_selector_v(D));
    CHECK_EQ(Cpu(D), sycl::cpu_selector_v(D));
    CHECK_EQ(Gpu(D), sycl::gpu_selector_v(D));
    CHECK_EQ(Accelerator(D), sycl::accelerator_selector_v(D));
  }

  // Queues, devices and select_device() from the classes, through a base
  // class reference too.
  const sycl::device Expected(sycl::default_selector_v);
  const sycl::device_selector &Base = Default;
  CHECK(Base.select_device() == Expected);
  CHECK(sycl::device(Base) == Expected);
  sycl::queue Q{sycl::default_selector{}};
  CHECK(Q.get_device() == Expected);
  sycl::queue Profiled{sycl::default_selector{},
                       sycl::property::queue::enable_profiling{}};
  CHECK(Profiled.get_device() == Expected);

  // A user selector picks the device it names, and a kernel runs there.
  const std::string Name = Expected.get_info<sycl::info::device::name>();
  sycl::queue Named{NameSelector(Name)};
  CHECK(Named.get_device().get_info<sycl::info::device::name>() == Name);
  int Value = 0;
  {
    sycl::buffer<int> Buf(&Value, sycl::range<1>(1));
    Named.submit([&](sycl::handler &H) {
      sycl::accessor A(Buf, H, sycl::write_only);
      H.single_task([=] { A[0] = 42; });
    });
  }
  CHECK_EQ(Value, 42);

  // A selector that rejects every device: errc::runtime.
  bool Threw = false;
  try {
    (void)RejectAll().select_device();
  } catch (const sycl::exception &E) {
    Threw = E.code() == sycl::errc::runtime;
  }
  CHECK(Threw);
  return 0;
}
