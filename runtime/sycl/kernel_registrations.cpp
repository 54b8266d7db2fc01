//===- kernel_registrations.cpp - Kernels the SYCL headers registered -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "kernel_registrations.h"

#include "sycl/detail/named_kernels.hpp"

#include <mutex>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace sycl {
namespace detail {

namespace {

/// Created on first use: registrations run from static constructors in any
/// order, and are never destroyed, so that exit handlers may still ask.
struct registrations {
  std::mutex Lock;
  std::unordered_map<const void *, const void *> NamedKernels;
  std::unordered_set<const void *> KernelHandlerKernels;
  std::set<std::string> Names;

  static registrations &get() {
    static registrations *All = new registrations;
    return *All;
  }
};

} // namespace

bool register_kernel(const void *NameTag, const void *Handle,
                     bool TakesKernelHandler) noexcept {
  registrations &R = registrations::get();
  try {
    std::lock_guard<std::mutex> Guard(R.Lock);
    if (NameTag)
      R.NamedKernels.emplace(NameTag, Handle);
    if (TakesKernelHandler)
      R.KernelHandlerKernels.insert(Handle);
  } catch (...) {
    // Out of memory before main: the kernel still runs, only bundle
    // queries miss it.
  }
  return true;
}

const void *namedKernelHandle(const void *NameTag) {
  registrations &R = registrations::get();
  std::lock_guard<std::mutex> Guard(R.Lock);
  auto It = R.NamedKernels.find(NameTag);
  return It == R.NamedKernels.end() ? nullptr : It->second;
}

bool takesKernelHandler(const void *Handle) {
  registrations &R = registrations::get();
  std::lock_guard<std::mutex> Guard(R.Lock);
  return R.KernelHandlerKernels.count(Handle) != 0;
}

const char *internKernelName(const std::string &Name) {
  registrations &R = registrations::get();
  std::lock_guard<std::mutex> Guard(R.Lock);
  return R.Names.insert(Name).first->c_str();
}

} // namespace detail
} // namespace sycl
