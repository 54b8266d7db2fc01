//===- sycl/platform.hpp - sycl::platform
//----------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A platform of one backend and the devices it offers. Only devices that
// PRISM_DEVICE_SELECTOR lets the program see are listed.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_PLATFORM_HPP
#define SYCL_PLATFORM_HPP

#include "sycl/aspect.hpp"
#include "sycl/backend.hpp"
#include "sycl/detail/forward.hpp"
#include "sycl/detail/std_function.hpp"
#include "sycl/info.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace sycl {

class device;

class platform {
public:
  /// The platform of the device default_selector_v picks.
  platform();
  /// The platform of the device Selector picks; defined in
  /// device_selector.hpp.
  template <typename Selector,
            typename = std::enable_if_t<
                std::is_invocable_r_v<int, const Selector &, const device &>>>
  explicit platform(const Selector &DeviceSelector);

  backend get_backend() const noexcept;
  template <typename Param> typename Param::return_type get_info() const;
  std::vector<device>
  get_devices(info::device_type Type = info::device_type::all) const;
  /// Whether every device of the platform has Aspect.
  bool has(aspect Aspect) const;
  /// Whether info::platform::extensions lists Name (deprecated by SYCL
  /// 2020 in favour of has(aspect)).
  [[deprecated("use platform::has(aspect)")]] bool
  has_extension(const std::string &Name) const;

  static std::vector<platform> get_platforms();

  friend bool operator==(const platform &L, const platform &R) noexcept {
    return L.Impl == R.Impl;
  }
  friend bool operator!=(const platform &L, const platform &R) noexcept {
    return !(L == R);
  }

private:
  friend struct detail::impl_access;
  friend struct std::hash<platform>;
  explicit platform(prism::Platform *Impl) : Impl(Impl) {}

  prism::Platform *Impl;
};

} // namespace sycl

template <> struct std::hash<sycl::platform> {
  size_t operator()(const sycl::platform &P) const noexcept {
    return std::hash<const void *>()(P.Impl);
  }
};

#endif // SYCL_PLATFORM_HPP
