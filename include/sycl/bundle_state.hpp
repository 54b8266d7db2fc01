//===- sycl/bundle_state.hpp - sycl::bundle_state -------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_BUNDLE_STATE_HPP
#define SYCL_BUNDLE_STATE_HPP

namespace sycl {

enum class bundle_state : char { input = 0, object = 1, executable = 2 };

template <bundle_state State> class kernel_bundle;

} // namespace sycl

#endif // SYCL_BUNDLE_STATE_HPP
