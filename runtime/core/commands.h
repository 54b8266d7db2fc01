//===- commands.h - The commands a queue runs, one per kind -----*- C++ -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Each kind of command a queue runs is a type that holds what the command
// needs and submits itself behind a list of events: the APIs above the core
// (SYCL command groups, HIP launches, copies, fills and graphs) build these
// and need not know the queue's entry points. A command is a description:
// it points at memory it does not own (kernel arguments' values, a fill's
// pattern), which must last until submit returns; whoever records commands
// for later (a HIP graph) keeps that memory alongside.
//
// Adding a kind of command: a type here with its submit.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_COMMANDS_H
#define PRISM_CORE_COMMANDS_H

#include "event.h"
#include "queue.h"

#include <cstddef>
#include <functional>
#include <utility>
#include <vector>

namespace prism {

/// A launch of the kernel whose host handle is Kernel (Queue::launch).
struct KernelLaunch {
  const void *Kernel = nullptr;
  LaunchGeometry Geometry;
  /// Not null; the values they point at last until submit returns.
  const std::vector<prism_kernel_arg> *Args = nullptr;
  Queue::EventUse Use = Queue::EventUse::Wanted;
  /// Set natively where the device does (Queue::launch); may be null.
  SpecializationRef Constants;

  EventRef submit(Queue &Q, const std::vector<EventRef> &Deps) const {
    return Q.launch(Kernel, Geometry, *Args, Deps, Use, Constants);
  }
};

/// Size bytes from Src to Dst, host or USM memory (Queue::memcpy).
struct Copy {
  void *Dst = nullptr;
  const void *Src = nullptr;
  size_t Size = 0;

  EventRef submit(Queue &Q, const std::vector<EventRef> &Deps) const {
    return Q.memcpy(Dst, Src, Size, Deps);
  }
};

/// Size bytes at Dst set to copies of the PatternSize bytes at Pattern
/// (Queue::fill).
struct Fill {
  void *Dst = nullptr;
  const void *Pattern = nullptr;
  size_t PatternSize = 0;
  size_t Size = 0;

  EventRef submit(Queue &Q, const std::vector<EventRef> &Deps) const {
    return Q.fill(Dst, Pattern, PatternSize, Size, Deps);
  }
};

/// A hint that Size bytes of shared USM at Ptr are about to be used on To
/// (null: the host) (Queue::prefetch).
struct Prefetch {
  const void *Ptr = nullptr;
  size_t Size = 0;
  Device *To = nullptr;

  EventRef submit(Queue &Q, const std::vector<EventRef> &Deps) const {
    return Q.prefetch(Ptr, Size, To, Deps);
  }
};

/// A function run on a host thread (Queue::hostTask).
struct HostTask {
  std::function<void()> Task;

  /// Hands Task over: a host task is submitted once.
  EventRef submit(Queue &Q, const std::vector<EventRef> &Deps) && {
    return Q.hostTask(Deps, std::move(Task));
  }
};

/// Completes when Deps have, or with no Deps, when everything submitted so
/// far has (Queue::barrier).
struct Barrier {
  EventRef submit(Queue &Q, const std::vector<EventRef> &Deps) const {
    return Q.barrier(Deps);
  }
};

} // namespace prism

#endif // PRISM_CORE_COMMANDS_H
