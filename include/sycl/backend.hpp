//===- sycl/backend.hpp - sycl::backend
//------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The backends a platform, device, context, queue or event can belong to,
// named as in DPC++.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_BACKEND_HPP
#define SYCL_BACKEND_HPP

namespace sycl {

enum class backend : char {
  opencl = 1,
  ext_oneapi_level_zero = 2,
  ext_oneapi_cuda = 3,
  all = 4,
};

} // namespace sycl

#endif // SYCL_BACKEND_HPP
