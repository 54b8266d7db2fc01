//===- launch_checks.h - Validating an nd_range launch --------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL reports a work-group geometry the device cannot run, or too much
// local memory, as a synchronous sycl::exception at submission. The checks
// live here so that every message names the numbers in SYCL's dimension
// order (the handler keeps sizes in backend order, reversed).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_LAUNCH_CHECKS_H
#define PRISM_SYCL_LAUNCH_CHECKS_H

#include "core/device.h"

#include <cstddef>

namespace sycl {
namespace detail {

/// Throws errc::nd_range when a local size is zero or does not divide the
/// global size. Sizes in backend order.
void checkNdRangeDivides(unsigned Dimensions, const size_t *BackendGlobal,
                         const size_t *BackendLocal);

/// Throws errc::nd_range when the work-group exceeds Device's limits (in
/// total or in one dimension), errc::invalid when LocalMemoryBytes exceeds
/// its local memory. BackendLocal may be null (the backend chooses).
void checkDeviceLimits(const prism::Device &Device, unsigned Dimensions,
                       const size_t *BackendLocal, size_t LocalMemoryBytes);

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_LAUNCH_CHECKS_H
