//===- kernel_bundle.cpp - Kernel bundles, kernel ids, sycl::kernel -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "impl_access.h"
#include "kernel_bundle_impl.h"
#include "kernel_registrations.h"
#include "native_specialization.h"
#include "queue_impl.h"
#include "type_mapping.h"

#include "core/kernel_name.h"
#include "core/plugin.h"
#include "core/built_programs.h"
#include "core/runtime.h"
#include "sycl/kernel_bundle.hpp"

#include <algorithm>
#include <cstring>
#include <map>

namespace sycl {
namespace detail {

namespace {

/// Every kernel of the application by device symbol name (a kernel that two
/// modules carry counts once, as the first registration found).
std::map<std::string, std::pair<const void *, prism::RegisteredKernel>>
applicationKernels() {
  std::map<std::string, std::pair<const void *, prism::RegisteredKernel>> All;
  for (auto &[Handle, Kernel] : prism::Runtime::get().registry().kernels())
    All.emplace(Kernel.Name, std::make_pair(Handle, Kernel));
  return All;
}

bool runsOn(const prism::Device &Device, const prism::RegisteredKernel &K) {
  return prism::compatibleKernelRecord(Device, K) != nullptr;
}

std::string deviceList(const std::vector<prism::Device *> &Devices) {
  std::string Text;
  for (const prism::Device *D : Devices)
    Text += (Text.empty() ? "" : ", ") + describeDevice(*D);
  return Text;
}

std::vector<prism::Device *> coreDevices(const context &Context,
                                         const std::vector<device> &Devices,
                                         const char *Caller) {
  if (Devices.empty())
    throw makeException(errc::invalid,
                        std::string(Caller) + ": the list of devices is empty");
  const std::vector<prism::Device *> &Members =
      impl_access::get(Context)->devices();
  std::vector<prism::Device *> Core;
  for (const device &D : Devices) {
    prism::Device *One = &impl_access::get(D);
    if (std::find(Members.begin(), Members.end(), One) == Members.end())
      throw makeException(errc::invalid, std::string(Caller) + ": device " +
                                             describeDevice(*One) +
                                             " is not in the context");
    if (std::find(Core.begin(), Core.end(), One) == Core.end())
      Core.push_back(One);
  }
  return Core;
}

/// The constants M's launches on Device set natively (the launch path's,
/// commands.cpp), so that they find the program built ahead.
prism::SpecializationRef constantsFor(const kernel_bundle_impl &Bundle,
                                      const kernel_bundle_impl::member &M,
                                      const prism::Device &Device) {
  return takesKernelHandler(M.Handle) ? nativeConstants(Bundle.Values, Device)
                                      : nullptr;
}

/// Builds every kernel's image for every device that runs it; the program
/// cache keeps the programs and kernel objects for the context's launches.
void buildAhead(const kernel_bundle_impl &Bundle) {
  prism::BuiltPrograms &Programs = prism::Runtime::get().programs();
  try {
    for (const kernel_bundle_impl::member &M : Bundle.Kernels)
      for (prism::Device *D : M.Devices)
        Programs.kernel(*Bundle.Context, *D, M.Kernel,
                        constantsFor(Bundle, M, *D).get());
  } catch (const prism::Error &Failure) {
    throw toSyclException(Failure);
  }
}

/// The T of "... [T = T]", the name of a kernel name type, for messages.
std::string typeName(const char *Signature) {
  std::string Text = Signature;
  size_t Start = Text.find("[T = ");
  size_t End = Text.rfind(']');
  if (Start == std::string::npos || End == std::string::npos || End < Start)
    return Text;
  return Text.substr(Start + 5, End - Start - 5);
}

} // namespace

std::shared_ptr<kernel_bundle_impl>
make_kernel_bundle(const context &Context, const std::vector<device> &Devices,
                   const std::vector<kernel_id> *Kernels, bundle_state State) {
  auto Bundle = std::make_shared<kernel_bundle_impl>();
  Bundle->Context = impl_access::get(Context);
  Bundle->Devices = coreDevices(Context, Devices, "sycl::get_kernel_bundle");
  Bundle->State = State;
  auto All = applicationKernels();
  auto add = [&](const std::string &Name, const void *Handle,
                 const prism::RegisteredKernel &K, bool Requested) {
    kernel_bundle_impl::member M{internKernelName(Name), Handle, K, {}};
    for (prism::Device *D : Bundle->Devices)
      if (runsOn(*D, K))
        M.Devices.push_back(D);
    if (M.Devices.empty() && Requested)
      throw makeException(errc::invalid,
                          "sycl::get_kernel_bundle: kernel '" +
                              prism::demangleKernelName(Name) +
                              "' can run on none of the devices asked for (" +
                              deviceList(Bundle->Devices) + ")");
    if (!M.Devices.empty())
      Bundle->Kernels.push_back(std::move(M));
  };
  if (Kernels) {
    std::vector<std::string> Names;
    for (const kernel_id &Id : *Kernels)
      Names.push_back(impl_access::get(Id));
    std::sort(Names.begin(), Names.end());
    Names.erase(std::unique(Names.begin(), Names.end()), Names.end());
    for (const std::string &Name : Names) {
      auto It = All.find(Name);
      if (It == All.end())
        throw makeException(errc::invalid,
                            "sycl::get_kernel_bundle: kernel '" +
                                prism::demangleKernelName(Name) +
                                "' is not a kernel of the application");
      add(Name, It->second.first, It->second.second, true);
    }
  } else {
    for (auto &[Name, Entry] : All)
      add(Name, Entry.first, Entry.second, false);
  }
  if (State == bundle_state::executable)
    buildAhead(*Bundle);
  return Bundle;
}

std::shared_ptr<kernel_bundle_impl>
build_kernel_bundle(const kernel_bundle_impl &Input,
                    const std::vector<device> &Devices) {
  auto Bundle = std::make_shared<kernel_bundle_impl>(Input);
  Bundle->State = bundle_state::executable;
  Bundle->Devices = coreDevices(impl_access::makeContext(Input.Context),
                                Devices, "sycl::build");
  for (prism::Device *D : Bundle->Devices)
    if (std::find(Input.Devices.begin(), Input.Devices.end(), D) ==
        Input.Devices.end())
      throw makeException(errc::invalid, "sycl::build: device " +
                                             describeDevice(*D) +
                                             " is not one of the bundle's");
  for (kernel_bundle_impl::member &M : Bundle->Kernels)
    M.Devices.erase(std::remove_if(M.Devices.begin(), M.Devices.end(),
                                   [&](prism::Device *D) {
                                     return std::find(Bundle->Devices.begin(),
                                                      Bundle->Devices.end(),
                                                      D) ==
                                            Bundle->Devices.end();
                                   }),
                    M.Devices.end());
  Bundle->Kernels.erase(std::remove_if(Bundle->Kernels.begin(),
                                       Bundle->Kernels.end(),
                                       [](const kernel_bundle_impl::member &M) {
                                         return M.Devices.empty();
                                       }),
                        Bundle->Kernels.end());
  buildAhead(*Bundle);
  return Bundle;
}

std::shared_ptr<kernel_bundle_impl>
join_kernel_bundles(const std::vector<const kernel_bundle_impl *> &Bundles) {
  if (Bundles.empty())
    throw makeException(errc::invalid,
                        "sycl::join: there are no kernel bundles to join");
  auto Joined = std::make_shared<kernel_bundle_impl>(*Bundles.front());
  auto sortedDevices = [](std::vector<prism::Device *> Devices) {
    std::sort(Devices.begin(), Devices.end());
    return Devices;
  };
  const std::vector<prism::Device *> Devices = sortedDevices(Joined->Devices);
  for (size_t I = 1; I < Bundles.size(); ++I) {
    const kernel_bundle_impl &Bundle = *Bundles[I];
    const std::string Which = "kernel bundle " + std::to_string(I);
    if (Bundle.Context != Joined->Context)
      throw makeException(errc::invalid, "sycl::join: " + Which +
                                             " belongs to another context "
                                             "than kernel bundle 0");
    if (sortedDevices(Bundle.Devices) != Devices)
      throw makeException(errc::invalid,
                          "sycl::join: " + Which +
                              " is for other devices than kernel bundle 0");
    std::string Conflict = Joined->Values.merge(Bundle.Values);
    if (!Conflict.empty())
      throw makeException(errc::invalid,
                          "sycl::join: " + Which +
                              " gives the specialization constant '" +
                              Conflict + "' another value than those before");
    for (const kernel_bundle_impl::member &M : Bundle.Kernels)
      if (!Joined->find(M.Name))
        Joined->Kernels.push_back(M);
  }
  std::sort(Joined->Kernels.begin(), Joined->Kernels.end(),
            [](const kernel_bundle_impl::member &L,
               const kernel_bundle_impl::member &R) {
              return std::strcmp(L.Name, R.Name) < 0;
            });
  return Joined;
}

kernel_id kernel_id_of(const void *NameTag, const char *TypeSignature) {
  const void *Handle = namedKernelHandle(NameTag);
  if (!Handle)
    throw makeException(errc::invalid,
                        "sycl::get_kernel_id: no kernel is named '" +
                            typeName(TypeSignature) +
                            "' (a name type names a kernel only where the "
                            "program's parallel_for or single_task gives it)");
  try {
    return impl_access::makeKernelId(
        internKernelName(prism::Runtime::get().registry().lookup(Handle).Name));
  } catch (const prism::Error &Failure) {
    throw toSyclException(Failure);
  }
}

bool bundle_is_empty(const kernel_bundle_impl &Bundle) noexcept {
  return Bundle.Kernels.empty();
}

backend bundle_backend(const kernel_bundle_impl &Bundle) noexcept {
  return backendFor(Bundle.Context->plugin().backend());
}

context bundle_context(const kernel_bundle_impl &Bundle) {
  return impl_access::makeContext(Bundle.Context);
}

std::vector<device> bundle_devices(const kernel_bundle_impl &Bundle) {
  std::vector<device> Devices;
  for (prism::Device *D : Bundle.Devices)
    Devices.push_back(impl_access::makeDevice(*D));
  return Devices;
}

std::vector<kernel_id> bundle_kernel_ids(const kernel_bundle_impl &Bundle) {
  std::vector<kernel_id> Ids;
  for (const kernel_bundle_impl::member &M : Bundle.Kernels)
    Ids.push_back(impl_access::makeKernelId(M.Name));
  return Ids;
}

bool bundle_has_kernel(const kernel_bundle_impl &Bundle, const kernel_id &Id,
                       const device *Device) noexcept {
  for (const kernel_bundle_impl::member &M : Bundle.Kernels)
    if (M.Name == impl_access::get(Id))
      return !Device ||
             std::find(M.Devices.begin(), M.Devices.end(),
                       &impl_access::get(*Device)) != M.Devices.end();
  return false;
}

bool bundle_uses_specialization_constants(
    const kernel_bundle_impl &Bundle) noexcept {
  try {
    return std::any_of(Bundle.Kernels.begin(), Bundle.Kernels.end(),
                       [](const kernel_bundle_impl::member &M) {
                         return takesKernelHandler(M.Handle);
                       });
  } catch (...) {
    return false;
  }
}

void bundle_set_specialization_value(kernel_bundle_impl &Bundle, uint64_t Key,
                                     const char *Signature, const void *Bytes,
                                     size_t Size, uint32_t NativeId) {
  std::string Other = Bundle.Values.set(Key, Signature, Bytes, Size, NativeId);
  if (!Other.empty())
    throw makeException(errc::invalid,
                        "sycl::kernel_bundle::set_specialization_constant: " +
                            specialization_values::shared_native_id_message(
                                Signature, Other, NativeId));
}

const void *bundle_specialization_value(const kernel_bundle_impl &Bundle,
                                        uint64_t Key) noexcept {
  return Bundle.Values.find(Key);
}

kernel bundle_kernel(const std::shared_ptr<kernel_bundle_impl> &Bundle,
                     const kernel_id &Id) {
  for (const kernel_bundle_impl::member &M : Bundle->Kernels)
    if (M.Name == impl_access::get(Id))
      return impl_access::makeKernel(Bundle, M.Name);
  throw makeException(errc::invalid,
                      "sycl::kernel_bundle::get_kernel: kernel '" +
                          prism::demangleKernelName(impl_access::get(Id)) +
                          "' is not in the bundle");
}

} // namespace detail

std::vector<kernel_id> get_kernel_ids() {
  std::vector<kernel_id> Ids;
  for (auto &[Name, Entry] : detail::applicationKernels())
    Ids.push_back(
        detail::impl_access::makeKernelId(detail::internKernelName(Name)));
  return Ids;
}

bool is_compatible(const std::vector<kernel_id> &Kernels,
                   const device &Device) {
  auto All = detail::applicationKernels();
  prism::Device &Core = detail::impl_access::get(Device);
  return std::all_of(Kernels.begin(), Kernels.end(), [&](const kernel_id &Id) {
    auto It = All.find(detail::impl_access::get(Id));
    return It != All.end() && detail::runsOn(Core, It->second.second);
  });
}

kernel_bundle<bundle_state::executable>
build(const kernel_bundle<bundle_state::input> &Input,
      const std::vector<device> &Devices, const property_list &) {
  return detail::bundle_access::make<bundle_state::executable>(
      detail::build_kernel_bundle(*detail::bundle_access::get(Input), Devices));
}

kernel_bundle<bundle_state::executable>
build(const kernel_bundle<bundle_state::input> &Input,
      const property_list &Props) {
  return build(Input, Input.get_devices(), Props);
}

void handler::use_kernel_bundle(
    const kernel_bundle<bundle_state::executable> &Bundle) {
  const std::shared_ptr<detail::kernel_bundle_impl> &Impl =
      detail::bundle_access::get(Bundle);
  if (Impl->Context != Queue->context())
    throw detail::makeException(
        errc::invalid, "sycl::handler::use_kernel_bundle: the kernel bundle "
                       "belongs to another context than the queue's");
  if (!SpecializationValues.empty())
    throw detail::makeException(
        errc::invalid,
        "sycl::handler::use_kernel_bundle: the command group has set "
        "specialization constants (" +
            SpecializationValues.describe(false) +
            "); a kernel bundle brings its own");
  KernelBundle = Impl;
}

backend kernel::get_backend() const noexcept {
  return detail::bundle_backend(*Bundle);
}

context kernel::get_context() const { return detail::bundle_context(*Bundle); }

kernel_bundle<bundle_state::executable> kernel::get_kernel_bundle() const {
  return detail::bundle_access::make<bundle_state::executable>(Bundle);
}

template <> std::string kernel::get_info<info::kernel::function_name>() const {
  return Name;
}

template <> uint32_t kernel::get_info<info::kernel::num_args>() const {
  const detail::kernel_bundle_impl::member *M = Bundle->find(Name);
  const prism::ContainerKernel *Record =
      prism::compatibleKernelRecord(*M->Devices.front(), M->Kernel);
  return Record ? static_cast<uint32_t>(Record->ArgSizes.size()) : 0;
}

template <> std::string kernel::get_info<info::kernel::attributes>() const {
  return "";
}

template <> context kernel::get_info<info::kernel::context>() const {
  return get_context();
}

namespace {
/// The kernel's build for Device, made now if the bundle's has not been.
/// Throws errc::invalid when the bundle does not run the kernel there.
prism::BuiltKernel builtFor(const detail::kernel_bundle_impl &Bundle,
                            const detail::kernel_bundle_impl::member &Member,
                            prism::Device &Device) {
  if (std::find(Member.Devices.begin(), Member.Devices.end(), &Device) ==
      Member.Devices.end())
    throw detail::makeException(
        errc::invalid, "sycl::kernel::get_info: the kernel bundle does not "
                       "run kernel '" +
                           prism::demangleKernelName(Member.Name) +
                           "' on device " + detail::describeDevice(Device));
  return prism::Runtime::get().programs().kernel(
      *Bundle.Context, Device, Member.Kernel,
      detail::constantsFor(Bundle, Member, Device).get());
}

/// The sub-group size the kernel runs with: the one it requires, else the
/// device's largest.
uint32_t subGroupSizeOf(const prism::Device &Device,
                        const prism::ContainerKernel *Record) {
  if (Record && Record->ReqdSubGroupSize)
    return Record->ReqdSubGroupSize;
  const std::vector<uint32_t> Sizes = Device.subGroupSizes();
  const uint32_t Largest =
      Sizes.empty() ? 1 : *std::max_element(Sizes.begin(), Sizes.end());
  return std::max(Largest, 1u);
}
} // namespace

template <typename Param>
typename Param::return_type kernel::get_info(const device &Device) const {
  namespace kds = info::kernel_device_specific;
  if constexpr (std::is_same_v<Param, kds::global_work_size>) {
    throw detail::makeException(
        errc::invalid,
        "sycl::kernel::get_info<info::kernel_device_specific::global_work_"
        "size>: only for a built-in kernel or a custom device, and kernel '" +
            prism::demangleKernelName(Name) + "' on device " +
            detail::describeDevice(detail::impl_access::get(Device)) +
            " is neither");
  } else if constexpr (std::is_same_v<Param, kds::compile_work_group_size>) {
    return range<3>(0, 0, 0);
  } else if constexpr (std::is_same_v<Param, kds::compile_num_sub_groups>) {
    return 0;
  } else {
    try {
      prism::Device &Core = detail::impl_access::get(Device);
      const detail::kernel_bundle_impl::member &Member = *Bundle->find(Name);
      const prism::BuiltKernel Built = builtFor(*Bundle, Member, Core);
      const prism::ContainerKernel *Record =
          prism::compatibleKernelRecord(Core, Member.Kernel);
      const uint64_t Limit = Built.workGroupLimit() ? Built.workGroupLimit()
                                                    : Core.maxWorkGroupSize();
      if constexpr (std::is_same_v<Param, kds::work_group_size>)
        return static_cast<size_t>(Limit);
      else if constexpr (std::is_same_v<
                             Param, kds::preferred_work_group_size_multiple>)
        return static_cast<size_t>(prism::kernelInfo(
            Core, Built.Handle,
            PRISM_KERNEL_INFO_PREFERRED_WORK_GROUP_SIZE_MULTIPLE));
      else if constexpr (std::is_same_v<Param, kds::private_mem_size>)
        return static_cast<size_t>(prism::kernelInfo(
            Core, Built.Handle, PRISM_KERNEL_INFO_PRIVATE_MEM_SIZE));
      else if constexpr (std::is_same_v<Param, kds::compile_sub_group_size>)
        return Record ? Record->ReqdSubGroupSize : 0;
      else if constexpr (std::is_same_v<Param, kds::max_sub_group_size>)
        return subGroupSizeOf(Core, Record);
      else {
        static_assert(std::is_same_v<Param, kds::max_num_sub_groups>);
        const uint32_t Width = subGroupSizeOf(Core, Record);
        return static_cast<uint32_t>((Limit + Width - 1) / Width);
      }
    } catch (const prism::Error &Failure) {
      throw detail::toSyclException(Failure);
    }
  }
}

#define PRISM_KERNEL_DEVICE_INFO(Descriptor)                                   \
  template info::kernel_device_specific::Descriptor::return_type               \
  kernel::get_info<info::kernel_device_specific::Descriptor>(const device &)   \
      const;
PRISM_KERNEL_DEVICE_INFO(global_work_size)
PRISM_KERNEL_DEVICE_INFO(work_group_size)
PRISM_KERNEL_DEVICE_INFO(compile_work_group_size)
PRISM_KERNEL_DEVICE_INFO(preferred_work_group_size_multiple)
PRISM_KERNEL_DEVICE_INFO(private_mem_size)
PRISM_KERNEL_DEVICE_INFO(max_num_sub_groups)
PRISM_KERNEL_DEVICE_INFO(compile_num_sub_groups)
PRISM_KERNEL_DEVICE_INFO(max_sub_group_size)
PRISM_KERNEL_DEVICE_INFO(compile_sub_group_size)
#undef PRISM_KERNEL_DEVICE_INFO

} // namespace sycl
