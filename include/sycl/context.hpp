//===- sycl/context.hpp - sycl::context
//------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A context over devices of one platform; USM allocations belong to a
// context. Queues built from a device alone share the platform's default
// context, so their USM pointers work on every such queue. A context's
// async_handler receives the asynchronous errors of the queues built on it
// without one of their own (SYCL 2020 4.13.1.2).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_CONTEXT_HPP
#define SYCL_CONTEXT_HPP

#include "sycl/backend.hpp"
#include "sycl/detail/forward.hpp"
#include "sycl/detail/std_function.hpp"
#include "sycl/device.hpp"
#include "sycl/exception.hpp"
#include "sycl/platform.hpp"
#include "sycl/property_list.hpp"

#include <cstddef>
#include <memory>
#include <vector>

namespace sycl {

class context {
public:
  /// A new context for the device default_selector_v picks.
  explicit context(const property_list &Props = {});
  explicit context(async_handler Handler, const property_list &Props = {});
  explicit context(const device &Device, const property_list &Props = {});
  explicit context(const device &Device, async_handler Handler,
                   const property_list &Props = {});
  /// Every visible device of the platform.
  explicit context(const platform &Platform, const property_list &Props = {});
  explicit context(const platform &Platform, async_handler Handler,
                   const property_list &Props = {});
  /// Throws errc::invalid when the devices span several platforms.
  explicit context(const std::vector<device> &Devices,
                   const property_list &Props = {});
  explicit context(const std::vector<device> &Devices, async_handler Handler,
                   const property_list &Props = {});

  backend get_backend() const noexcept;
  platform get_platform() const;
  std::vector<device> get_devices() const;
  template <typename Param> typename Param::return_type get_info() const;

  friend bool operator==(const context &L, const context &R) noexcept {
    return L.Impl == R.Impl;
  }
  friend bool operator!=(const context &L, const context &R) noexcept {
    return !(L == R);
  }

private:
  friend struct detail::impl_access;
  friend struct std::hash<context>;
  explicit context(std::shared_ptr<prism::Context> Impl)
      : Impl(std::move(Impl)) {}

  std::shared_ptr<prism::Context> Impl;
};

namespace detail {
/// The device of Context the selector scores highest (the first of equals).
/// Throws errc::runtime naming the selector and the context's devices when
/// it rejects them all.
device select_device(const selector_ref &DeviceSelector,
                     const context &Context);
} // namespace detail

} // namespace sycl

template <> struct std::hash<sycl::context> {
  size_t operator()(const sycl::context &C) const noexcept {
    return std::hash<const void *>()(C.Impl.get());
  }
};

#endif // SYCL_CONTEXT_HPP
