//===- queue.cpp - sycl::queue: construction, submission, waiting ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// finish_submit is on every launch's path: it allocates nothing for a kernel
// that waits for nothing and builds no strings; its one lock of its own is
// an in-order queue's, noting which command came last (for the wait list).
//
//===----------------------------------------------------------------------===//
#include "buffer_binding.h"
#include "commands.h"
#include "default_context.h"
#include "error_conversion.h"
#include "impl_access.h"
#include "queue_impl.h"
#include "type_mapping.h"
#include "wait_list.h"

#include "core/commands.h"
#include "core/scheduler.h"
#include "sycl/queue.hpp"

#include <algorithm>
#include <memory>
#include <variant>
#include <vector>

namespace sycl {

namespace {

std::shared_ptr<detail::queue_impl>
makeQueue(std::shared_ptr<prism::Context> Context, prism::Device &Device,
          const async_handler *Handler, const property_list &Props) {
  return detail::queue_impl::create(
      std::move(Context), Device, Handler,
      Props.has_property<property::queue::in_order>(),
      Props.has_property<property::queue::enable_profiling>());
}

std::shared_ptr<detail::queue_impl>
makeQueueForDevice(const device &Device, const async_handler *Handler,
                   const property_list &Props) {
  try {
    prism::Device &Core = detail::impl_access::get(Device);
    return makeQueue(prism::defaultContext(Core), Core, Handler, Props);
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

std::shared_ptr<detail::queue_impl>
makeQueueInContext(const context &Context, const device &Device,
                   const async_handler *Handler, const property_list &Props) {
  const std::shared_ptr<prism::Context> &CoreContext =
      detail::impl_access::get(Context);
  prism::Device &Core = detail::impl_access::get(Device);
  const std::vector<prism::Device *> &Members = CoreContext->devices();
  if (std::find(Members.begin(), Members.end(), &Core) == Members.end())
    throw detail::makeException(
        errc::invalid, "sycl::queue: device " + detail::describeDevice(Core) +
                           " is not in the given context");
  try {
    return makeQueue(CoreContext, Core, Handler, Props);
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

} // namespace

queue::queue(const property_list &Props) : queue(device(), Props) {}
queue::queue(const async_handler &Handler, const property_list &Props)
    : queue(device(), Handler, Props) {}
queue::queue(const device &Device, const property_list &Props)
    : Impl(makeQueueForDevice(Device, nullptr, Props)), Properties(Props) {}
queue::queue(const device &Device, const async_handler &Handler,
             const property_list &Props)
    : Impl(makeQueueForDevice(Device, &Handler, Props)), Properties(Props) {}
queue::queue(const context &Context, const device &Device,
             const property_list &Props)
    : Impl(makeQueueInContext(Context, Device, nullptr, Props)),
      Properties(Props) {}
queue::queue(const context &Context, const device &Device,
             const async_handler &Handler, const property_list &Props)
    : Impl(makeQueueInContext(Context, Device, &Handler, Props)),
      Properties(Props) {}

device queue::get_device() const {
  return detail::impl_access::makeDevice(Impl->device());
}

context queue::get_context() const {
  return detail::impl_access::makeContext(Impl->context());
}

template <typename Param> typename Param::return_type queue::get_info() const {
  if constexpr (std::is_same_v<Param, info::queue::context>)
    return get_context();
  else
    return get_device();
}

template context queue::get_info<info::queue::context>() const;
template device queue::get_info<info::queue::device>() const;

backend queue::get_backend() const noexcept {
  return detail::backendFor(Impl->device().backend());
}

bool queue::is_in_order() const { return Impl->inOrder(); }

namespace {

/// An event that completes when every event in Deps has: for a command
/// group whose command turned out to be empty.
prism::EventRef marker(prism::Queue &Core,
                       const std::vector<prism::EventRef> &Deps) {
  if (Deps.empty())
    return nullptr;
  return prism::HostTask{[] {}}.submit(Core, Deps);
}

} // namespace

event queue::finish_submit(handler &Handler) {
  try {
    prism::Queue &Core = Impl->core();
    // Locks the buffers the group requires, for as long as it takes to
    // enqueue the command; without requirements this costs nothing.
    std::vector<prism::EventRef> &Deps = Handler.Dependencies;
    const size_t Given = Deps.size();
    detail::buffer_binding Buffers(Handler.Requirements, Impl->coreRef(),
                                   detail::runsOnHost(Handler.Command), Deps);
    const detail::submission Submission{*Impl, Handler, Buffers, Deps};
    prism::EventRef Done = std::visit(
        [&](auto &Command) { return detail::submit(Command, Submission); },
        Handler.Command);
    // A group without a command (or with an empty one) completes with what
    // it waits for.
    if (!Done)
      Done = marker(Core, Deps);
    if (Handler.KeptAlive && Done)
      prism::Scheduler::get().hostTask(
          {Done}, [Kept = std::move(Handler.KeptAlive)] {}, nullptr);
    Buffers.commit(Done);
    detail::wait_list WaitsFor;
    for (const event &Dependency : Handler.NamedDependencies)
      WaitsFor.add(Dependency);
    // Those of the buffers, whichever queue submitted them: this one
    // stands for it.
    for (size_t I = Given; I < Deps.size(); ++I)
      WaitsFor.add(Deps[I], Impl);
    WaitsFor.add(Impl->noteSubmitted(Done), Impl);
    return std::move(WaitsFor).eventOf(std::move(Done), Impl);
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

event queue::ext_oneapi_submit_barrier() {
  return ext_oneapi_submit_barrier({});
}

event queue::ext_oneapi_submit_barrier(const std::vector<event> &WaitList) {
  std::vector<prism::EventRef> Deps;
  for (const event &E : WaitList)
    if (const prism::EventRef &Core = detail::impl_access::get(E))
      Deps.push_back(Core);
  try {
    // An empty list of events means "everything so far" to the core: a
    // barrier on an empty wait list is complete at once.
    prism::EventRef Done = WaitList.empty() || !Deps.empty()
                               ? prism::Barrier{}.submit(Impl->core(), Deps)
                               : nullptr;
    detail::wait_list WaitsFor;
    for (const event &Dependency : WaitList)
      WaitsFor.add(Dependency);
    WaitsFor.add(Impl->noteSubmitted(Done), Impl);
    return std::move(WaitsFor).eventOf(std::move(Done), Impl);
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

void queue::wait() {
  try {
    Impl->core().finish();
  } catch (const prism::Error &Failure) {
    Impl->reportAsync(detail::toSyclException(Failure));
  }
}

void queue::wait_and_throw() {
  wait();
  throw_asynchronous();
}

void queue::throw_asynchronous() { Impl->throwAsynchronous(); }

event queue::memcpy(void *Destination, const void *Source, size_t Bytes,
                    const std::vector<event> &Dependencies) {
  return submit([&](handler &H) {
    H.depends_on(Dependencies);
    H.memcpy(Destination, Source, Bytes);
  });
}

event queue::memcpy(void *Destination, const void *Source, size_t Bytes,
                    event Dependency) {
  return submit([&](handler &H) {
    H.depends_on(Dependency);
    H.memcpy(Destination, Source, Bytes);
  });
}

event queue::memset(void *Destination, int Value, size_t Bytes,
                    const std::vector<event> &Dependencies) {
  return submit([&](handler &H) {
    H.depends_on(Dependencies);
    H.memset(Destination, Value, Bytes);
  });
}

event queue::memset(void *Destination, int Value, size_t Bytes,
                    event Dependency) {
  return submit([&](handler &H) {
    H.depends_on(Dependency);
    H.memset(Destination, Value, Bytes);
  });
}

} // namespace sycl
