//===- wait_list.cpp - The events one command waits for -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "wait_list.h"

#include "impl_access.h"

#include <algorithm>

namespace sycl {
namespace detail {

void wait_list::add(const prism::EventRef &Dependency,
                    const std::shared_ptr<queue_impl> &Queue) {
  if (!Dependency)
    return;
  // Lists are short (a few dependencies and buffers): a linear search.
  if (std::any_of(Events.begin(), Events.end(), [&](const event &E) {
        return impl_access::get(E) == Dependency;
      }))
    return;
  Events.push_back(impl_access::makeEvent(Dependency, Queue));
}

void wait_list::add(const event &Dependency) {
  add(impl_access::get(Dependency), impl_access::queueOf(Dependency));
}

event wait_list::eventOf(prism::EventRef Done,
                         std::shared_ptr<queue_impl> Queue) && {
  return impl_access::makeEvent(std::move(Done), std::move(Queue),
                                std::move(Events));
}

} // namespace detail
} // namespace sycl
