//===- queue_impl.cpp - What a sycl::queue holds --------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "queue_impl.h"

#include "default_context.h"
#include "error_conversion.h"
#include "impl_access.h"

#include <iostream>
#include <utility>

namespace sycl {
namespace detail {

namespace {
/// SYCL 2020 4.13.1.2: the queue's own handler, else its context's, else
/// none (the default handler).
async_handler handlerFor(const prism::Context &Context,
                         const async_handler *QueueHandler) {
  if (QueueHandler && *QueueHandler)
    return *QueueHandler;
  const async_handler *ContextHandler = contextAsyncHandler(Context);
  return ContextHandler ? *ContextHandler : async_handler();
}

/// An error Prism found in a queue's command is about the queue's context.
sycl::exception aboutContext(const sycl::exception &Failure,
                             const std::shared_ptr<prism::Context> &Context) {
  if (Failure.has_context())
    return Failure;
  return sycl::exception(impl_access::makeContext(Context), Failure.code(),
                         Failure.what());
}
} // namespace

queue_impl::queue_impl(std::shared_ptr<prism::Context> Context,
                       prism::Device &Device, const async_handler *Handler,
                       bool InOrder, bool Profiling)
    : Core(prism::Queue::create(std::move(Context), Device, Profiling,
                                InOrder ? prism::Queue::Order::InOrder
                                        : prism::Queue::Order::OutOfOrder)),
      Handler(handlerFor(*Core->context(), Handler)),
      HasHandler(static_cast<bool>(this->Handler)), InOrder(InOrder),
      Profiling(Profiling), Reductions(Device) {}

std::shared_ptr<queue_impl>
queue_impl::create(std::shared_ptr<prism::Context> Context,
                   prism::Device &Device, const async_handler *Handler,
                   bool InOrder, bool Profiling) {
  auto Impl = std::make_shared<queue_impl>(std::move(Context), Device, Handler,
                                           InOrder, Profiling);
  std::weak_ptr<queue_impl> Weak = Impl;
  Impl->Core->setAsyncErrorSink([Weak](std::exception_ptr Failure) {
    if (std::shared_ptr<queue_impl> Queue = Weak.lock())
      Queue->keepAsync(std::move(Failure));
  });
  return Impl;
}

void queue_impl::keepAsync(std::exception_ptr Failure) {
  try {
    std::rethrow_exception(Failure);
  } catch (const prism::Error &Error) {
    Failure = std::make_exception_ptr(
        aboutContext(toSyclException(Error), context()));
  } catch (...) {
  }
  std::lock_guard<std::mutex> Guard(ErrorsLock);
  Errors.push_back(std::move(Failure));
}

void queue_impl::reportAsync(const sycl::exception &Failure) {
  if (!HasHandler)
    throw aboutContext(Failure, context());
  std::lock_guard<std::mutex> Guard(ErrorsLock);
  Errors.push_back(std::make_exception_ptr(aboutContext(Failure, context())));
}

prism::EventRef queue_impl::noteSubmitted(const prism::EventRef &Done) {
  if (!InOrder || !Done)
    return nullptr;
  std::lock_guard<std::mutex> Guard(OrderLock);
  return std::exchange(LastSubmitted, Done);
}

void queue_impl::throwAsynchronous() {
  std::vector<std::exception_ptr> Pending;
  {
    std::lock_guard<std::mutex> Guard(ErrorsLock);
    Pending.swap(Errors);
  }
  if (Pending.empty())
    return;
  if (HasHandler) {
    Handler(exception_list(std::move(Pending)));
    return;
  }
  std::cerr << "prism: the queue has no async_handler, and " << Pending.size()
            << " asynchronous error(s) reached it:\n";
  for (const std::exception_ptr &Failure : Pending) {
    try {
      std::rethrow_exception(Failure);
    } catch (const std::exception &Error) {
      std::cerr << "  " << Error.what() << "\n";
    } catch (...) {
      std::cerr << "  an exception that is not a std::exception\n";
    }
  }
  std::cerr.flush();
  std::terminate();
}

} // namespace detail
} // namespace sycl
