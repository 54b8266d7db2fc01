//===- error_conversion.h - prism::Error to sycl::exception
//-----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// libsycl calls the runtime core, which reports failures as prism::Error.
// Every public entry point converts them here, keeping the core's message.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_ERROR_CONVERSION_H
#define PRISM_SYCL_ERROR_CONVERSION_H

#include "core/error.h"
#include "sycl/exception.hpp"

#include <string>

namespace sycl {
namespace detail {

errc errcFor(prism::ErrorKind Kind);

/// The sycl::exception for a core error: errcFor(kind), the same message.
sycl::exception toSyclException(const prism::Error &Failure);

/// A sycl::exception with the given code and message.
sycl::exception makeException(errc Code, const std::string &Message);

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_ERROR_CONVERSION_H
