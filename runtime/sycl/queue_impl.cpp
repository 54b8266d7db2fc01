//===- queue_impl.cpp - What a sycl::queue holds --------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "queue_impl.h"

namespace sycl {
namespace detail {

queue_impl::queue_impl(std::shared_ptr<prism::Context> Context,
                       prism::Device &Device, const async_handler *Handler,
                       bool InOrder, bool Profiling)
    : Core(std::move(Context), Device, Profiling),
      Handler(Handler ? *Handler : async_handler()),
      HasHandler(Handler && *Handler), InOrder(InOrder), Profiling(Profiling) {}

void queue_impl::reportAsync(const sycl::exception &Failure) {
  if (!HasHandler)
    throw Failure;
  std::lock_guard<std::mutex> Guard(ErrorsLock);
  Errors.push_back(std::make_exception_ptr(Failure));
}

void queue_impl::throwAsynchronous() {
  std::vector<std::exception_ptr> Pending;
  {
    std::lock_guard<std::mutex> Guard(ErrorsLock);
    Pending.swap(Errors);
  }
  if (!Pending.empty())
    Handler(exception_list(std::move(Pending)));
}

} // namespace detail
} // namespace sycl
