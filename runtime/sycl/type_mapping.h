//===- type_mapping.h - Core enumerations to SYCL enumerations
//-------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_TYPE_MAPPING_H
#define PRISM_SYCL_TYPE_MAPPING_H

#include "core/device.h"
#include "sycl/backend.hpp"
#include "sycl/device.hpp"
#include "sycl/info.hpp"

#include <string>
#include <vector>

namespace sycl {
namespace detail {

/// "opencl", "level_zero", "cuda" to the SYCL backend.
backend backendFor(const std::string &CoreBackend);
info::device_type deviceTypeFor(prism_device_type Type);
/// The devices of Candidates that Type names, in their order: those of that
/// type; every one for all; for automatic (OpenCL's default device type) the
/// one default_selector_v prefers, the first of equals.
std::vector<device>
devicesOfType(const std::vector<prism::Device *> &Candidates,
              info::device_type Type);
/// "opencl:0 'name' (cpu)", for error messages.
std::string describeDevice(const prism::Device &Device);

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_TYPE_MAPPING_H
