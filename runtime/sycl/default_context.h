//===- default_context.h - The context queues share by default
//-------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A queue built from a device alone uses its platform's default context, so
// USM memory allocated for one such queue works on every other queue of the
// platform, as in DPC++.
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

/// Created on first use over the platform's visible devices. Throws
/// prism::Error.
std::shared_ptr<prism::Context> defaultContext(prism::Device &Device);

/// The async_handler the context was built with, or null.
const async_handler *contextAsyncHandler(const prism::Context &Context);

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_DEFAULT_CONTEXT_H
