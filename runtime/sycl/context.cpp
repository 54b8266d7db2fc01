//===- context.cpp - sycl::context and the platforms' default contexts ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "default_context.h"
#include "error_conversion.h"
#include "impl_access.h"
#include "type_mapping.h"

#include "core/plugin.h"
#include "core/runtime.h"
#include "sycl/context.hpp"

#include <algorithm>

namespace sycl {

namespace detail {

namespace {
/// Handler may be empty: the context then has no async_handler.
std::shared_ptr<prism::Context>
makeCoreContext(const std::vector<device> &Devices,
                async_handler Handler = {}) {
  if (Devices.empty())
    throw makeException(errc::invalid,
                        "sycl::context: the list of devices is empty");
  std::vector<prism::Device *> CoreDevices;
  prism::Platform *Platform = &impl_access::get(Devices.front()).platform();
  for (const device &D : Devices) {
    prism::Device &Core = impl_access::get(D);
    if (&Core.platform() != Platform)
      throw makeException(
          errc::invalid,
          "sycl::context: devices " +
              describeDevice(impl_access::get(Devices.front())) + " and " +
              describeDevice(Core) +
              " belong to different platforms; a context spans one platform");
    CoreDevices.push_back(&Core);
  }
  try {
    auto Context = std::make_shared<prism::Context>(CoreDevices);
    if (Handler)
      Context->setModelState(
          std::make_shared<const async_handler>(std::move(Handler)));
    return Context;
  } catch (const prism::Error &Failure) {
    throw toSyclException(Failure);
  }
}
} // namespace

const async_handler *contextAsyncHandler(const prism::Context &Context) {
  return static_cast<const async_handler *>(Context.modelState().get());
}

} // namespace detail

context::context(const property_list &Props) : context(device(), Props) {}

context::context(async_handler Handler, const property_list &Props)
    : context(device(), std::move(Handler), Props) {}

context::context(const device &Device, const property_list &)
    : Impl(detail::makeCoreContext({Device})) {}

context::context(const device &Device, async_handler Handler,
                 const property_list &)
    : Impl(detail::makeCoreContext({Device}, std::move(Handler))) {}

context::context(const platform &Platform, const property_list &)
    : Impl(detail::makeCoreContext(Platform.get_devices())) {}

context::context(const platform &Platform, async_handler Handler,
                 const property_list &)
    : Impl(detail::makeCoreContext(Platform.get_devices(),
                                   std::move(Handler))) {}

context::context(const std::vector<device> &Devices, const property_list &)
    : Impl(detail::makeCoreContext(Devices)) {}

context::context(const std::vector<device> &Devices, async_handler Handler,
                 const property_list &)
    : Impl(detail::makeCoreContext(Devices, std::move(Handler))) {}

backend context::get_backend() const noexcept {
  return detail::backendFor(Impl->plugin().backend());
}

platform context::get_platform() const {
  return detail::impl_access::makePlatform(Impl->devices().front()->platform());
}

std::vector<device> context::get_devices() const {
  std::vector<device> Result;
  for (prism::Device *D : Impl->devices())
    Result.push_back(detail::impl_access::makeDevice(*D));
  return Result;
}

namespace {
/// What every device of the context answers to DeviceParam, in the first
/// device's order.
template <typename DeviceParam>
typename DeviceParam::return_type
commonCapabilities(const std::vector<device> &Devices) {
  typename DeviceParam::return_type Common =
      Devices.front().get_info<DeviceParam>();
  for (const device &D : Devices) {
    const typename DeviceParam::return_type Own = D.get_info<DeviceParam>();
    Common.erase(std::remove_if(Common.begin(), Common.end(),
                                [&](auto Value) {
                                  return std::find(Own.begin(), Own.end(),
                                                   Value) == Own.end();
                                }),
                 Common.end());
  }
  return Common;
}
} // namespace

template <typename Param>
typename Param::return_type context::get_info() const {
  namespace ctx = info::context;
  if constexpr (std::is_same_v<Param, ctx::platform>)
    return get_platform();
  else if constexpr (std::is_same_v<Param, ctx::devices>)
    return get_devices();
  else if constexpr (std::is_same_v<Param,
                                    ctx::atomic_memory_order_capabilities>)
    return commonCapabilities<info::device::atomic_memory_order_capabilities>(
        get_devices());
  else if constexpr (std::is_same_v<Param,
                                    ctx::atomic_fence_order_capabilities>)
    return commonCapabilities<info::device::atomic_fence_order_capabilities>(
        get_devices());
  else if constexpr (std::is_same_v<Param,
                                    ctx::atomic_memory_scope_capabilities>)
    return commonCapabilities<info::device::atomic_memory_scope_capabilities>(
        get_devices());
  else
    return commonCapabilities<info::device::atomic_fence_scope_capabilities>(
        get_devices());
}

template platform context::get_info<info::context::platform>() const;
template std::vector<device> context::get_info<info::context::devices>() const;
template std::vector<memory_order>
context::get_info<info::context::atomic_memory_order_capabilities>() const;
template std::vector<memory_order>
context::get_info<info::context::atomic_fence_order_capabilities>() const;
template std::vector<memory_scope>
context::get_info<info::context::atomic_memory_scope_capabilities>() const;
template std::vector<memory_scope>
context::get_info<info::context::atomic_fence_scope_capabilities>() const;

} // namespace sycl
