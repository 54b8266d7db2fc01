//===- sycl/event.hpp - sycl::event
//----------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The completion of one submitted command. A default-constructed event is
// already complete. An event keeps the queue that made it, so that
// wait_and_throw can hand errors to that queue's async_handler.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_EVENT_HPP
#define SYCL_EVENT_HPP

#include "sycl/backend.hpp"
#include "sycl/detail/forward.hpp"
#include "sycl/detail/std_function.hpp"
#include "sycl/info.hpp"

#include <cstddef>
#include <memory>
#include <vector>

namespace sycl {

class event {
public:
  event() = default;

  void wait();
  static void wait(const std::vector<event> &Events);
  /// Waits, then passes errors to the submitting queue's async_handler
  /// (thrown here when that queue has none).
  void wait_and_throw();
  static void wait_and_throw(const std::vector<event> &Events);

  template <typename Param> typename Param::return_type get_info() const;
  /// Throws errc::invalid when the queue was built without
  /// property::queue::enable_profiling.
  template <typename Param>
  typename Param::return_type get_profiling_info() const;

  backend get_backend() const;

  /// The events the command waits for, once each: those it was given
  /// (handler::depends_on, a queue shortcut's dependencies, a barrier's
  /// list), those of the commands its accessors conflict with (and of the
  /// copies that bring a buffer's contents where it runs), and in an
  /// in_order queue the command submitted before it; complete or not. The
  /// events listed have no wait lists of their own.
  std::vector<event> get_wait_list();

  friend bool operator==(const event &L, const event &R) noexcept {
    return L.Impl == R.Impl;
  }
  friend bool operator!=(const event &L, const event &R) noexcept {
    return !(L == R);
  }

private:
  friend struct detail::impl_access;
  friend struct std::hash<event>;

  event(std::shared_ptr<prism::Event> Impl,
        std::shared_ptr<detail::queue_impl> Queue)
      : Impl(std::move(Impl)), Queue(std::move(Queue)) {}

  std::shared_ptr<prism::Event> Impl;
  std::shared_ptr<detail::queue_impl> Queue;
  // Null unless the command waits for something. Its events have no wait
  // lists, so that a long chain of commands is not kept alive through them.
  std::shared_ptr<const std::vector<event>> WaitList;
};

} // namespace sycl

template <> struct std::hash<sycl::event> {
  size_t operator()(const sycl::event &E) const noexcept {
    return std::hash<const void *>()(E.Impl.get());
  }
};

#endif // SYCL_EVENT_HPP
