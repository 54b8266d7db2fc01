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
#include "sycl/info.hpp"

#include <string>

namespace sycl {
namespace detail {

/// "opencl", "level_zero", "cuda" to the SYCL backend.
backend backendFor(const std::string &CoreBackend);
info::device_type deviceTypeFor(prism_device_type Type);
/// Whether a device of the given core type matches a SYCL device type
/// (all matches everything).
bool deviceTypeMatches(info::device_type Wanted, prism_device_type Type);
/// "opencl:0 'name' (cpu)", for error messages.
std::string describeDevice(const prism::Device &Device);

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_TYPE_MAPPING_H
