//===- commands.h - Submitting the command of a command group -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// queue::finish_submit does what every command group needs (its buffers
// bound, its event, its wait list) and hands the group's command, one of
// the kinds of sycl/detail/commands.hpp, to the submit function of its
// kind, which turns it into the core's commands (core/commands.h).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_SYCL_COMMANDS_H
#define PRISM_SYCL_COMMANDS_H

#include "buffer_binding.h"
#include "queue_impl.h"

#include "core/event.h"
#include "sycl/detail/commands.hpp"
#include "sycl/handler.hpp"

#include <variant>
#include <vector>

namespace sycl {
namespace detail {

/// What a command is submitted with: its group, the queue, the group's
/// buffers bound for it, and what it waits for (the group's dependencies
/// and its buffers').
struct submission {
  queue_impl &Queue;
  const handler &Group;
  const buffer_binding &Buffers;
  const std::vector<prism::EventRef> &Deps;
};

/// Whether Command runs on the host (its buffers are then bound to their
/// host copies).
bool runsOnHost(const command &Command);

/// Each submits its kind of command and returns its event, or null when it
/// had nothing to do (the group then completes with its dependencies).
prism::EventRef submit(const std::monostate &, const submission &S);
prism::EventRef submit(kernel_command &Kernel, const submission &S);
prism::EventRef submit(const memcpy_command &Copy, const submission &S);
prism::EventRef submit(const copy_command &Copy, const submission &S);
prism::EventRef submit(const fill_command &Fill, const submission &S);
prism::EventRef submit(host_task_command &Task, const submission &S);
prism::EventRef submit(const usm_hint_command &Hint, const submission &S);
prism::EventRef submit(const update_host_command &Update, const submission &S);

} // namespace detail
} // namespace sycl

#endif // PRISM_SYCL_COMMANDS_H
