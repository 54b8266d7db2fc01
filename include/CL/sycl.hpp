//===- CL/sycl.hpp - SYCL 1.2.1's header name -----------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Code written for SYCL 1.2.1 includes <CL/sycl.hpp> and names the API
// cl::sycl::. SYCL 2020 keeps both for compatibility (section 4.3): the
// header is <sycl/sycl.hpp>, and cl::sycl the same namespace as sycl.
//
//===----------------------------------------------------------------------===//
#ifndef CL_SYCL_HPP
#define CL_SYCL_HPP

#include <sycl/sycl.hpp>

namespace cl {
namespace sycl = ::sycl;
} // namespace cl

#endif // CL_SYCL_HPP
