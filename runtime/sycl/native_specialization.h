//===- native_specialization.h - Constants set in a device's build -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What a launch, or a kernel bundle's build, asks the core to set natively
// in the program of a device that specialises SPIR-V (Level Zero): the flag
// that makes the kernels read their SPIR-V specialization constants, and
// the values of those constants
// (include/sycl/detail/native_specialization.hpp).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_NATIVE_SPECIALIZATION_H
#define PRISM_SYCL_NATIVE_SPECIALIZATION_H

#include "core/device.h"
#include "core/specialization.h"
#include "sycl/detail/specialization_values.hpp"

namespace sycl {
namespace detail {

/// The constants to set in Device's build of a kernel that takes a
/// kernel_handler: null where Device does not set them natively or no
/// constant of Values is a SPIR-V one (the program is then built as it
/// always is, and the kernel reads the launch's table).
prism::SpecializationRef nativeConstants(const specialization_values &Values,
                                         const prism::Device &Device);

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_NATIVE_SPECIALIZATION_H
