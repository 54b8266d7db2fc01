//===- wait_list.h - The events one command waits for ----------*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What event::get_wait_list reports for a command, gathered while it is
// submitted: the events it was given, those the buffers it uses made it
// wait for, and in an in-order queue the command before it. Each is kept
// as an event of its own, without its wait list, so that holding the event
// of the last command of a long chain holds one step of it, not the chain.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_WAIT_LIST_H
#define PRISM_SYCL_WAIT_LIST_H

#include "core/event.h"
#include "sycl/event.hpp"

#include <memory>
#include <vector>

namespace sycl {
namespace detail {

class wait_list {
public:
  /// A dependency that Queue submitted (or stands for); null events and
  /// repeats are left out.
  void add(const prism::EventRef &Dependency,
           const std::shared_ptr<queue_impl> &Queue);
  /// A dependency given as an event (its own wait list is not kept).
  void add(const event &Dependency);
  /// The event of the command whose completion is Done, submitted by
  /// Queue, listing what was added.
  event eventOf(prism::EventRef Done, std::shared_ptr<queue_impl> Queue) &&;

private:
  std::vector<event> Events;
};

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_WAIT_LIST_H
