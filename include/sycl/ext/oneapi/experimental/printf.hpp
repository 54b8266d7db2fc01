//===- sycl/ext/oneapi/experimental/printf.hpp - printf in kernels --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// DPC++'s sycl::ext::oneapi::experimental::printf: C's printf for kernels.
// In device code it is the device printf of prism/device/printf.h, which
// the post-link pass prism-lower-printf turns into the target's own (the
// OpenCL printf for SPIR-V, CUDA's vprintf for PTX); in host code it is
// std::printf, as in DPC++. DPC++ wants the format in OpenCL's constant
// address space on SPIR-V; Prism also takes a plain string literal (the pass
// moves it there), and any array of char that is constant.
//
// Always inlined, so that even unoptimised (-O0) code has the caller's
// literal in the function that calls the device printf, where the pass
// looks for it.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EXT_ONEAPI_EXPERIMENTAL_PRINTF_HPP
#define SYCL_EXT_ONEAPI_EXPERIMENTAL_PRINTF_HPP

#include "prism/device/printf.h"
#include "sycl/detail/defines.hpp"

#include <cstdio>
#include <type_traits>

namespace sycl {
namespace ext {
namespace oneapi {
namespace experimental {

template <typename FormatT, typename... Args>
PRISM_SYCL_HOST_DEVICE __attribute__((always_inline)) inline int
printf(const FormatT *Format, Args... Arguments) {
  static_assert(sizeof(FormatT) == 1, "the format is a string of char");
  static_assert(((std::is_arithmetic_v<Args> || std::is_enum_v<Args> ||
                  std::is_pointer_v<Args>)&&...),
                "printf takes integers, floating-point numbers and pointers");
#ifdef __SYCL_DEVICE_ONLY__
  return PRISM_DEVICE_PRINTF((const char *)Format, Arguments...);
#else
  return std::printf((const char *)Format, Arguments...);
#endif
}

} // namespace experimental
} // namespace oneapi
} // namespace ext
} // namespace sycl

#endif // SYCL_EXT_ONEAPI_EXPERIMENTAL_PRINTF_HPP
