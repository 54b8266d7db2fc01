//===- sycl/device.hpp - sycl::device
//--------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A device of the Prism runtime. Devices live as long as the process, so a
// sycl::device is a plain pointer-sized handle.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DEVICE_HPP
#define SYCL_DEVICE_HPP

#include "sycl/aspect.hpp"
#include "sycl/backend.hpp"
#include "sycl/detail/forward.hpp"
#include "sycl/detail/std_function.hpp"
#include "sycl/info.hpp"
#include "sycl/kernel_id.hpp"
#include "sycl/platform.hpp"

#include <cstddef>
#include <string>
#include <type_traits>
#include <vector>

namespace sycl {

class device;

namespace detail {
/// A non-owning reference to a device selector callable, so that selection
/// is one non-template libsycl function. Identity is the selector's address
/// when it is a plain function (default_selector_v, ...), to name it in
/// errors.
struct selector_ref {
  const void *Callable;
  int (*Score)(const void *Callable, const device &Device);
  const void *Identity;
};

template <typename Selector>
selector_ref make_selector_ref(const Selector &DeviceSelector) {
  if constexpr (std::is_function_v<Selector>) {
    const void *Function = reinterpret_cast<const void *>(&DeviceSelector);
    return selector_ref{Function,
                        [](const void *Callable, const device &Device) -> int {
                          return reinterpret_cast<Selector *>(
                              const_cast<void *>(Callable))(Device);
                        },
                        Function};
  } else {
    return selector_ref{static_cast<const void *>(&DeviceSelector),
                        [](const void *Callable, const device &Device) -> int {
                          return (*static_cast<const Selector *>(Callable))(
                              Device);
                        },
                        nullptr};
  }
}

/// The visible device the selector scores highest (the first of equals).
/// Throws errc::runtime naming the selector and the devices that exist when
/// every device scores negative.
device select_device(const selector_ref &DeviceSelector);
} // namespace detail

class device {
public:
  /// The device default_selector_v picks.
  device();
  template <typename Selector,
            typename = std::enable_if_t<
                std::is_invocable_r_v<int, const Selector &, const device &>>>
  explicit device(const Selector &DeviceSelector)
      : device(
            detail::select_device(detail::make_selector_ref(DeviceSelector))) {}

  bool is_cpu() const;
  bool is_gpu() const;
  bool is_accelerator() const;
  platform get_platform() const;
  backend get_backend() const noexcept;
  template <typename Param> typename Param::return_type get_info() const;
  bool has(aspect Aspect) const;
  /// Whether info::device::extensions lists Name (deprecated by SYCL 2020
  /// in favour of has(aspect)).
  [[deprecated("use device::has(aspect)")]] bool
  has_extension(const std::string &Name) const;

  /// No Prism device can be partitioned (info::device::partition_properties
  /// is empty): each form throws errc::feature_not_supported, as SYCL 2020
  /// (4.6.4.2) asks of a device without the partition property.
  template <info::partition_property Property,
            typename = std::enable_if_t<
                Property == info::partition_property::partition_equally>>
  std::vector<device> create_sub_devices(size_t ComputeUnits) const {
    return partition(Property, ComputeUnits);
  }
  template <info::partition_property Property,
            typename = std::enable_if_t<
                Property == info::partition_property::partition_by_counts>>
  std::vector<device>
  create_sub_devices(const std::vector<size_t> &Counts) const {
    size_t Total = 0;
    for (size_t Count : Counts)
      Total += Count;
    return partition(Property, Total);
  }
  template <
      info::partition_property Property,
      typename = std::enable_if_t<
          Property == info::partition_property::partition_by_affinity_domain>>
  std::vector<device>
  create_sub_devices(info::partition_affinity_domain Domain) const {
    return partition(Property, static_cast<size_t>(Domain));
  }

  /// The visible devices of the given type, over all platforms.
  static std::vector<device>
  get_devices(info::device_type Type = info::device_type::all);

  friend bool operator==(const device &L, const device &R) noexcept {
    return L.Impl == R.Impl;
  }
  friend bool operator!=(const device &L, const device &R) noexcept {
    return !(L == R);
  }

private:
  friend struct detail::impl_access;
  friend struct std::hash<device>;
  explicit device(prism::Device *Impl) : Impl(Impl) {}
  /// create_sub_devices; Amount is the compute units or affinity domain.
  std::vector<device> partition(info::partition_property Property,
                                size_t Amount) const;

  prism::Device *Impl;
};

} // namespace sycl

template <> struct std::hash<sycl::device> {
  size_t operator()(const sycl::device &D) const noexcept {
    return std::hash<const void *>()(D.Impl);
  }
};

#endif // SYCL_DEVICE_HPP
