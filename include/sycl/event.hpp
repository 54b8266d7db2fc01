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

  /// The events the command was submitted to wait for (handler::depends_on
  /// or a queue shortcut's dependencies) that are still held somewhere;
  /// those of accessors and of an in_order queue's order are not listed.
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
  /// A named dependency, held weakly so that long chains of events that
  /// depend on each other are not kept alive (nor destroyed recursively).
  struct weak_dependency {
    std::weak_ptr<prism::Event> Impl;
    std::weak_ptr<detail::queue_impl> Queue;
  };

  event(std::shared_ptr<prism::Event> Impl,
        std::shared_ptr<detail::queue_impl> Queue)
      : Impl(std::move(Impl)), Queue(std::move(Queue)) {}

  std::shared_ptr<prism::Event> Impl;
  std::shared_ptr<detail::queue_impl> Queue;
  // Null unless the command named dependencies.
  std::shared_ptr<const std::vector<weak_dependency>> WaitList;
};

} // namespace sycl

template <> struct std::hash<sycl::event> {
  size_t operator()(const sycl::event &E) const noexcept {
    return std::hash<const void *>()(E.Impl.get());
  }
};

#endif // SYCL_EVENT_HPP
