//===- event.cpp - sycl::event --------------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "queue_impl.h"
#include "type_mapping.h"

#include "sycl/event.hpp"

namespace sycl {

void event::wait() {
  if (!Impl)
    return;
  try {
    Impl->wait();
  } catch (const prism::Error &Failure) {
    if (!Queue)
      throw detail::toSyclException(Failure);
    Queue->reportAsync(detail::toSyclException(Failure));
  }
}

void event::wait(const std::vector<event> &Events) {
  for (event E : Events)
    E.wait();
}

void event::wait_and_throw() {
  wait();
  if (Queue)
    Queue->throwAsynchronous();
}

void event::wait_and_throw(const std::vector<event> &Events) {
  for (event E : Events)
    E.wait_and_throw();
}

template <typename Param> typename Param::return_type event::get_info() const {
  static_assert(std::is_same_v<Param, info::event::command_execution_status>);
  if (!Impl)
    return info::event_command_status::complete;
  try {
    switch (Impl->status()) {
    case PRISM_EVENT_SUBMITTED:
      return info::event_command_status::submitted;
    case PRISM_EVENT_RUNNING:
      return info::event_command_status::running;
    case PRISM_EVENT_COMPLETE:
      return info::event_command_status::complete;
    }
    return info::event_command_status::complete;
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

template info::event_command_status
event::get_info<info::event::command_execution_status>() const;

template <typename Param>
typename Param::return_type event::get_profiling_info() const {
  prism_profiling_info What = PRISM_PROFILING_SUBMIT;
  const char *Name = "command_submit";
  if constexpr (std::is_same_v<Param, info::event_profiling::command_start>) {
    What = PRISM_PROFILING_START;
    Name = "command_start";
  } else if constexpr (std::is_same_v<Param,
                                      info::event_profiling::command_end>) {
    What = PRISM_PROFILING_END;
    Name = "command_end";
  }
  if (!Impl || !Queue || !Queue->profiling())
    throw detail::makeException(
        errc::invalid, std::string("sycl::event::get_profiling_info<") + Name +
                           ">: the event does not come from a queue built with "
                           "property::queue::enable_profiling");
  try {
    return Impl->profiling(What);
  } catch (const prism::Error &Failure) {
    // The core says Unsupported where SYCL 2020 asks for errc::invalid.
    if (Failure.kind() == prism::ErrorKind::Unsupported)
      throw detail::makeException(errc::invalid, Failure.what());
    throw detail::toSyclException(Failure);
  }
}

template uint64_t
event::get_profiling_info<info::event_profiling::command_submit>() const;
template uint64_t
event::get_profiling_info<info::event_profiling::command_start>() const;
template uint64_t
event::get_profiling_info<info::event_profiling::command_end>() const;

std::vector<event> event::get_wait_list() {
  if (!WaitList)
    return {};
  return *WaitList;
}

backend event::get_backend() const {
  if (!Queue)
    throw detail::makeException(
        errc::invalid, "sycl::event::get_backend: a default-constructed event "
                       "belongs to no backend");
  return detail::backendFor(Queue->device().backend());
}

} // namespace sycl
