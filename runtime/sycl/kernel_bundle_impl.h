//===- kernel_bundle_impl.h - What a sycl::kernel_bundle holds ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The kernels of a bundle, each with the devices of the bundle that can run
// it, and the specialization constant values of the bundle. The built
// programs of an executable bundle live in the runtime's built programs.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_KERNEL_BUNDLE_IMPL_H
#define PRISM_SYCL_KERNEL_BUNDLE_IMPL_H

#include "core/context.h"
#include "core/device.h"
#include "core/registry.h"
#include "sycl/bundle_state.hpp"
#include "sycl/detail/specialization_values.hpp"

#include <memory>
#include <string>
#include <vector>

namespace sycl {
namespace detail {

class kernel_bundle_impl {
public:
  struct member {
    const char *Name; // interned (kernel_id)
    const void *Handle;
    prism::RegisteredKernel Kernel;
    std::vector<prism::Device *> Devices; // of the bundle's, those that run it
  };

  std::shared_ptr<prism::Context> Context;
  std::vector<prism::Device *> Devices;
  std::vector<member> Kernels; // ordered by name
  bundle_state State = bundle_state::input;
  specialization_values Values;

  /// The member for a device symbol name, or null.
  const member *find(const std::string &Name) const {
    for (const member &M : Kernels)
      if (Name == M.Name)
        return &M;
    return nullptr;
  }
};

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_KERNEL_BUNDLE_IMPL_H
