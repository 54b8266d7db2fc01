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

#include <iosfwd>

namespace sycl {

enum class backend : char {
  opencl = 1,
  ext_oneapi_level_zero = 2,
  ext_oneapi_cuda = 3,
  all = 4,
  native_cpu = 5,
};

/// Writes the backend's name as the enumerator spells it ("opencl",
/// "ext_oneapi_cuda"), as DPC++ does. A template, so that <sycl/sycl.hpp>
/// needs only <iosfwd>: the program that prints includes <ostream>.
template <typename CharT, typename Traits>
std::basic_ostream<CharT, Traits> &
operator<<(std::basic_ostream<CharT, Traits> &Out, backend Backend) {
  switch (Backend) {
  case backend::opencl:
    return Out << "opencl";
  case backend::ext_oneapi_level_zero:
    return Out << "ext_oneapi_level_zero";
  case backend::ext_oneapi_cuda:
    return Out << "ext_oneapi_cuda";
  case backend::all:
    return Out << "all";
  case backend::native_cpu:
    return Out << "native_cpu";
  }
  return Out << "unknown";
}

} // namespace sycl

#endif // SYCL_BACKEND_HPP
