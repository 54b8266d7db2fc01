//===- default_context.h - Contexts as libsycl uses them -------*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A queue built from a device alone uses its platform's default context
// (prism::defaultContext, shared with the HIP runtime), so USM memory
// allocated for one such queue works on every other queue of the platform,
// as in DPC++, and with hipMalloc'd memory.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_DEFAULT_CONTEXT_H
#define PRISM_SYCL_DEFAULT_CONTEXT_H

#include "core/context.h"
#include "core/device.h"
#include "sycl/exception.hpp"

#include <memory>

namespace sycl {
namespace detail {

/// The async_handler the context was built with, or null.
const async_handler *contextAsyncHandler(const prism::Context &Context);

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_DEFAULT_CONTEXT_H
