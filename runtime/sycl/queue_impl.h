//===- queue_impl.h - What a sycl::queue holds
//-----------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A core queue plus the SYCL-only state: the async_handler with the errors
// waiting for it, and the properties the queue was built with.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_QUEUE_IMPL_H
#define PRISM_SYCL_QUEUE_IMPL_H

#include "reduction_resources.h"

#include "core/context.h"
#include "core/device.h"
#include "core/queue.h"
#include "sycl/exception.hpp"

#include <exception>
#include <memory>
#include <mutex>
#include <vector>

namespace sycl {
namespace detail {

class queue_impl {
public:
  /// Handler may be null: the context's async_handler, if it has one, takes
  /// its place; see reportAsync and throwAsynchronous.
  static std::shared_ptr<queue_impl>
  create(std::shared_ptr<prism::Context> Context, prism::Device &Device,
         const async_handler *Handler, bool InOrder, bool Profiling);
  queue_impl(std::shared_ptr<prism::Context> Context, prism::Device &Device,
             const async_handler *Handler, bool InOrder, bool Profiling);

  prism::Queue &core() { return *Core; }
  const prism::QueueRef &coreRef() const { return Core; }
  prism::Device &device() const { return Core->device(); }
  const std::shared_ptr<prism::Context> &context() const {
    return Core->context();
  }
  bool inOrder() const { return InOrder; }
  bool profiling() const { return Profiling; }
  reduction_resources &reductions() { return Reductions; }

  /// In order: notes Done as the command submitted last, and returns the
  /// one submitted before it, for Done's wait list; null out of order or
  /// when Done is (an empty command, complete at once). Submissions racing
  /// from several threads are noted in the order they get here, which may
  /// not be the order the core queue runs them in.
  prism::EventRef noteSubmitted(const prism::EventRef &Done);

  /// An error a wait found: kept for the async_handler, or thrown now when
  /// the queue has none.
  void reportAsync(const sycl::exception &Failure);
  /// An error of a command that failed on a runtime thread (a host task
  /// that threw, a held-back command that could not be enqueued): kept for
  /// the async_handler; a prism::Error becomes a sycl::exception.
  void keepAsync(std::exception_ptr Failure);
  /// Hands the kept errors to the async_handler and forgets them. Without
  /// one, the default handler prints them and terminates the program, as
  /// SYCL 2020 (4.13.1.2) lets it.
  void throwAsynchronous();

private:
  prism::QueueRef Core;
  async_handler Handler;
  bool HasHandler;
  bool InOrder;
  bool Profiling;
  std::mutex ErrorsLock;
  std::vector<std::exception_ptr> Errors;
  std::mutex OrderLock;
  prism::EventRef LastSubmitted; // in order
  // Declared last, so destroyed first: its scratch waits for its kernels
  // while the core queue is still there.
  reduction_resources Reductions;
};

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_QUEUE_IMPL_H
