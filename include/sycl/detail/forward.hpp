//===- sycl/detail/forward.hpp - Opaque runtime types behind SYCL objects
//--===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL objects are handles to objects of the Prism runtime core, whose
// headers are private to the runtime. The public headers only need the
// names; libsycl defines detail::impl_access to reach inside.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_FORWARD_HPP
#define SYCL_DETAIL_FORWARD_HPP

namespace prism {
class Platform;
class Device;
class Context;
class Event;
} // namespace prism

namespace sycl {
namespace detail {
struct impl_access;
class queue_impl;
class buffer_impl;
class kernel_bundle_impl;
} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_FORWARD_HPP
