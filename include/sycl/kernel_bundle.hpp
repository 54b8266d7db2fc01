//===- sycl/kernel_bundle.hpp - Kernel bundles and kernel ids -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A kernel bundle is a set of the application's kernels for some devices of
// a context. An executable bundle has its images built for its devices when
// it is made (get_kernel_bundle<bundle_state::executable>, build): the
// builds go to the runtime's program cache, where later launches in the
// context find them. An input bundle builds nothing; it carries the
// specialization constant values that build() gives the executable bundle,
// and that kernels launched with handler::use_kernel_bundle read. join
// puts bundles of one context and set of devices together. Prism has no
// object state (compile, link) and no device images as objects.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_KERNEL_BUNDLE_HPP
#define SYCL_KERNEL_BUNDLE_HPP

#include "sycl/backend.hpp"
#include "sycl/bundle_state.hpp"
#include "sycl/context.hpp"
#include "sycl/detail/forward.hpp"
#include "sycl/detail/kernel_launch.hpp"
#include "sycl/detail/named_kernels.hpp"
#include "sycl/detail/native_specialization.hpp"
#include "sycl/device.hpp"
#include "sycl/kernel.hpp"
#include "sycl/kernel_id.hpp"
#include "sycl/property_list.hpp"
#include "sycl/specialization_id.hpp"

#include <cstdint>
#include <memory>
#include <type_traits>
#include <vector>

namespace sycl {

namespace detail {
/// What the templates below ask of libsycl (runtime/sycl/kernel_bundle.cpp).
/// Kernels is null for every kernel of the application.
std::shared_ptr<kernel_bundle_impl>
make_kernel_bundle(const context &Context, const std::vector<device> &Devices,
                   const std::vector<kernel_id> *Kernels, bundle_state State);
std::shared_ptr<kernel_bundle_impl>
build_kernel_bundle(const kernel_bundle_impl &Input,
                    const std::vector<device> &Devices);
std::shared_ptr<kernel_bundle_impl>
join_kernel_bundles(const std::vector<const kernel_bundle_impl *> &Bundles);
/// Throws errc::invalid naming the kernel when it has no kernel id (never
/// launched in the application).
kernel_id kernel_id_of(const void *NameTag, const char *TypeName);
bool bundle_is_empty(const kernel_bundle_impl &Bundle) noexcept;
backend bundle_backend(const kernel_bundle_impl &Bundle) noexcept;
context bundle_context(const kernel_bundle_impl &Bundle);
std::vector<device> bundle_devices(const kernel_bundle_impl &Bundle);
std::vector<kernel_id> bundle_kernel_ids(const kernel_bundle_impl &Bundle);
bool bundle_has_kernel(const kernel_bundle_impl &Bundle, const kernel_id &Id,
                       const device *Device) noexcept;
bool bundle_uses_specialization_constants(
    const kernel_bundle_impl &Bundle) noexcept;
void bundle_set_specialization_value(kernel_bundle_impl &Bundle, uint64_t Key,
                                     const char *Signature, const void *Bytes,
                                     size_t Size, uint32_t NativeId);
const void *bundle_specialization_value(const kernel_bundle_impl &Bundle,
                                        uint64_t Key) noexcept;
/// Throws errc::invalid naming the kernel when the bundle lacks it.
kernel bundle_kernel(const std::shared_ptr<kernel_bundle_impl> &Bundle,
                     const kernel_id &Id);

/// The type's name as Clang spells it, for messages.
template <typename T> const char *type_signature() {
  return __PRETTY_FUNCTION__;
}

struct bundle_access {
  template <bundle_state State>
  static kernel_bundle<State> make(std::shared_ptr<kernel_bundle_impl> Impl) {
    return kernel_bundle<State>(std::move(Impl));
  }
  template <bundle_state State>
  static const std::shared_ptr<kernel_bundle_impl> &
  get(const kernel_bundle<State> &Bundle) {
    return Bundle.Impl;
  }
};
} // namespace detail

template <typename KernelName> kernel_id get_kernel_id() {
  return detail::kernel_id_of(&detail::kernel_name_tag<KernelName>,
                              detail::type_signature<KernelName>());
}

/// Every kernel of the application (of every executable and shared library
/// loaded).
std::vector<kernel_id> get_kernel_ids();

template <bundle_state State> class kernel_bundle {
  static_assert(State != bundle_state::object,
                "Prism has no object kernel bundles (compile, link)");

public:
  kernel_bundle() = delete;

  bool empty() const noexcept { return detail::bundle_is_empty(*Impl); }
  backend get_backend() const noexcept { return detail::bundle_backend(*Impl); }
  context get_context() const { return detail::bundle_context(*Impl); }
  std::vector<device> get_devices() const {
    return detail::bundle_devices(*Impl);
  }

  bool has_kernel(const kernel_id &Id) const noexcept {
    return detail::bundle_has_kernel(*Impl, Id, nullptr);
  }
  bool has_kernel(const kernel_id &Id, const device &Device) const noexcept {
    return detail::bundle_has_kernel(*Impl, Id, &Device);
  }
  template <typename KernelName> bool has_kernel() const {
    return has_kernel(get_kernel_id<KernelName>());
  }
  template <typename KernelName> bool has_kernel(const device &Device) const {
    return has_kernel(get_kernel_id<KernelName>(), Device);
  }
  std::vector<kernel_id> get_kernel_ids() const {
    return detail::bundle_kernel_ids(*Impl);
  }

  /// Whether a kernel of the bundle takes a kernel_handler: Prism does not
  /// know which constants a kernel reads, so any such kernel counts as
  /// using every one.
  bool contains_specialization_constants() const noexcept {
    return detail::bundle_uses_specialization_constants(*Impl);
  }
  /// Always false: Prism passes the values to kernels (emulation).
  bool native_specialization_constant() const noexcept { return false; }
  template <auto &SpecName> bool has_specialization_constant() const noexcept {
    return contains_specialization_constants();
  }
  template <auto &SpecName, bundle_state S = State,
            typename = std::enable_if_t<S == bundle_state::input>>
  void
  set_specialization_constant(detail::specialization_value_t<SpecName> Value) {
    detail::bundle_set_specialization_value(
        *Impl, detail::specialization_key<SpecName>(),
        detail::specialization_signature<SpecName>(), &Value, sizeof(Value),
        detail::native_specialization_id<SpecName>());
  }
  template <auto &SpecName>
  detail::specialization_value_t<SpecName> get_specialization_constant() const {
    return detail::specialization_value_or_default<SpecName>(
        detail::bundle_specialization_value(
            *Impl, detail::specialization_key<SpecName>()));
  }

  template <bundle_state S = State,
            typename = std::enable_if_t<S == bundle_state::executable>>
  kernel get_kernel(const kernel_id &Id) const {
    return detail::bundle_kernel(Impl, Id);
  }
  template <typename KernelName, bundle_state S = State,
            typename = std::enable_if_t<S == bundle_state::executable>>
  kernel get_kernel() const {
    return get_kernel(get_kernel_id<KernelName>());
  }

private:
  friend struct detail::bundle_access;
  explicit kernel_bundle(std::shared_ptr<detail::kernel_bundle_impl> Impl)
      : Impl(std::move(Impl)) {}

  std::shared_ptr<detail::kernel_bundle_impl> Impl;
};

/// The bundle of Kernels (every kernel of the application when left out)
/// that can run on one of Devices (every device of Context when left out).
/// Throws errc::invalid when Devices is empty or holds a device outside
/// Context, or when a kernel of Kernels runs on none of Devices; errc::build
/// when an executable bundle's image fails to build.
template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &Context,
                                       const std::vector<device> &Devices) {
  return detail::bundle_access::make<State>(
      detail::make_kernel_bundle(Context, Devices, nullptr, State));
}
template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &Context) {
  return get_kernel_bundle<State>(Context, Context.get_devices());
}
template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &Context,
                                       const std::vector<device> &Devices,
                                       const std::vector<kernel_id> &Kernels) {
  return detail::bundle_access::make<State>(
      detail::make_kernel_bundle(Context, Devices, &Kernels, State));
}
template <bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &Context,
                                       const std::vector<kernel_id> &Kernels) {
  return get_kernel_bundle<State>(Context, Context.get_devices(), Kernels);
}
template <typename KernelName, bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &Context,
                                       const std::vector<device> &Devices) {
  return get_kernel_bundle<State>(Context, Devices,
                                  {get_kernel_id<KernelName>()});
}
template <typename KernelName, bundle_state State>
kernel_bundle<State> get_kernel_bundle(const context &Context) {
  return get_kernel_bundle<KernelName, State>(Context, Context.get_devices());
}

/// Whether Device can run every kernel of Kernels: an image of a format it
/// takes holds the kernel, and it has the sub-group size the kernel needs.
bool is_compatible(const std::vector<kernel_id> &Kernels, const device &Device);
template <typename KernelName> bool is_compatible(const device &Device) {
  return is_compatible({get_kernel_id<KernelName>()}, Device);
}

/// One bundle of the kernels of Bundles, which share a context and a set
/// of devices (errc::invalid otherwise, or when Bundles is empty, or when
/// two of them give a specialization constant different values). Joining
/// builds nothing: an executable bundle's images are built already.
template <bundle_state State>
kernel_bundle<State> join(const std::vector<kernel_bundle<State>> &Bundles) {
  std::vector<const detail::kernel_bundle_impl *> Impls;
  for (const kernel_bundle<State> &Bundle : Bundles)
    Impls.push_back(detail::bundle_access::get(Bundle).get());
  return detail::bundle_access::make<State>(detail::join_kernel_bundles(Impls));
}

/// The executable bundle of Input's kernels for Devices (Input's devices
/// when left out), built now, with Input's specialization constants.
kernel_bundle<bundle_state::executable>
build(const kernel_bundle<bundle_state::input> &Input,
      const std::vector<device> &Devices, const property_list &Props = {});
kernel_bundle<bundle_state::executable>
build(const kernel_bundle<bundle_state::input> &Input,
      const property_list &Props = {});

} // namespace sycl

#endif // SYCL_KERNEL_BUNDLE_HPP
