//===- impl_access.h - libsycl's view inside SYCL objects
//------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The SYCL classes keep their runtime objects private; this friend is how
// libsycl reads them and builds SYCL objects from runtime objects.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_IMPL_ACCESS_H
#define PRISM_SYCL_IMPL_ACCESS_H

#include "core/context.h"
#include "core/device.h"
#include "core/event.h"
#include "sycl/sycl.hpp"

#include <memory>
#include <utility>

namespace sycl {
namespace detail {

struct impl_access {
  static prism::Device &get(const device &D) { return *D.Impl; }
  static device makeDevice(prism::Device &D) { return device(&D); }

  static prism::Platform &get(const platform &P) { return *P.Impl; }
  static platform makePlatform(prism::Platform &P) { return platform(&P); }

  static const std::shared_ptr<prism::Context> &get(const context &C) {
    return C.Impl;
  }
  static context makeContext(std::shared_ptr<prism::Context> C) {
    return context(std::move(C));
  }

  static const std::shared_ptr<prism::Event> &get(const event &E) {
    return E.Impl;
  }
  static const std::shared_ptr<queue_impl> &queueOf(const event &E) {
    return E.Queue;
  }
  static event makeEvent(std::shared_ptr<prism::Event> E,
                         std::shared_ptr<queue_impl> Q) {
    return event(std::move(E), std::move(Q));
  }
  /// An event whose command waits for WaitsFor (event::get_wait_list).
  static event makeEvent(std::shared_ptr<prism::Event> E,
                         std::shared_ptr<queue_impl> Q,
                         std::vector<event> WaitsFor) {
    event Result(std::move(E), std::move(Q));
    if (!WaitsFor.empty())
      Result.WaitList =
          std::make_shared<const std::vector<event>>(std::move(WaitsFor));
    return Result;
  }

  static const std::shared_ptr<queue_impl> &get(const queue &Q) {
    return Q.Impl;
  }

  static const char *get(const kernel_id &K) { return K.Name; }
  static kernel_id makeKernelId(const char *InternedName) {
    return kernel_id(InternedName);
  }
  static const std::shared_ptr<kernel_bundle_impl> &bundleOf(const kernel &K) {
    return K.Bundle;
  }
  static const char *get(const kernel &K) { return K.Name; }
  static kernel makeKernel(std::shared_ptr<kernel_bundle_impl> Bundle,
                           const char *InternedName) {
    return kernel(std::move(Bundle), InternedName);
  }

  /// The bytes of local memory the group's local accessors reserved.
  static size_t localMemoryBytes(const handler &H) {
    return H.LocalMemoryBytes;
  }
  static void prepareKernelLaunch(const handler &H, kernel_command &Kernel) {
    H.prepare_kernel_launch(Kernel);
  }
  static const specialization_values &
  launchSpecializationValues(const handler &H) {
    return H.launch_specialization_values();
  }
};

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_IMPL_ACCESS_H
