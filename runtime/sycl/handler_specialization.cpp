//===- handler_specialization.cpp - Specialization constants of a group --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "kernel_bundle_impl.h"
#include "queue_impl.h"
#include "type_mapping.h"

#include "core/kernel_name.h"
#include "core/runtime.h"
#include "sycl/handler.hpp"

#include <algorithm>
#include <cstring>

namespace sycl {

void handler::set_specialization_value(uint64_t Key, const char *Signature,
                                       const void *Bytes, size_t Size,
                                       uint32_t NativeId) {
  if (KernelBundle)
    throw detail::makeException(
        errc::invalid, "sycl::handler::set_specialization_constant<" +
                           detail::specialization_name(Signature) +
                           ">: the command group uses a kernel bundle; set "
                           "the constant on an input bundle before building "
                           "it");
  std::string Other =
      SpecializationValues.set(Key, Signature, Bytes, Size, NativeId);
  if (!Other.empty())
    throw detail::makeException(
        errc::invalid,
        "sycl::handler::set_specialization_constant: " +
            detail::specialization_values::shared_native_id_message(
                Signature, Other, NativeId));
}

const void *handler::find_specialization_value(uint64_t Key) const {
  if (KernelBundle)
    throw detail::makeException(
        errc::invalid, "sycl::handler::get_specialization_constant: the "
                       "command group uses a kernel bundle; ask the bundle");
  return SpecializationValues.find(Key);
}

void handler::prepare_kernel_launch(detail::kernel_command &Kernel) const {
  if (KernelBundle) {
    std::string Name;
    try {
      Name = prism::Runtime::get().registry().lookup(Kernel.KernelHandle).Name;
    } catch (const prism::Error &Failure) {
      throw detail::toSyclException(Failure);
    }
    const detail::kernel_bundle_impl::member *M = KernelBundle->find(Name);
    if (!M)
      throw detail::makeException(
          errc::kernel_not_supported,
          "kernel '" + prism::demangleKernelName(Name) +
              "' is not in the kernel bundle the command group uses "
              "(handler::use_kernel_bundle)");
    prism::Device *Device = &Queue->device();
    if (std::find(M->Devices.begin(), M->Devices.end(), Device) ==
        M->Devices.end())
      throw detail::makeException(
          errc::kernel_not_supported,
          "kernel '" + prism::demangleKernelName(Name) +
              "': the kernel bundle the command group uses holds it for " +
              "no device " + detail::describeDevice(*Device));
  }
  if (Kernel.SpecializationTableOffset == SIZE_MAX)
    return;
  const detail::specialization_values &Values = launch_specialization_values();
  // Where the device's build sets the SPIR-V specialization constants
  // (commands.cpp), the kernel reads them from its module, not the table.
  const bool Native = Queue->device().nativeSpecialization();
  detail::specialization_table Table;
  if (!Values.write(Table, Native))
    throw detail::makeException(
        errc::invalid,
        "kernel '" + Queue->core().kernelName(Kernel.KernelHandle) +
            "': " + Values.describe(Native) +
            " are set, more than Prism passes a kernel (" +
            std::to_string(detail::specialization_table::MaxConstants) +
            " constants of at most " +
            std::to_string(detail::specialization_table::MaxBytes) +
            " bytes in all)");
  std::memcpy(Kernel.Wrapper.data() + Kernel.SpecializationTableOffset, &Table,
              sizeof(Table));
}

const detail::specialization_values &
handler::launch_specialization_values() const {
  return KernelBundle ? KernelBundle->Values : SpecializationValues;
}

} // namespace sycl
