//===- commands.cpp - Submitting the command of a command group -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A kernel's submission is on every launch's path: it allocates nothing and
// builds no strings unless a check fails.
//
//===----------------------------------------------------------------------===//
#include "commands.h"

#include "impl_access.h"
#include "launch_checks.h"
#include "native_specialization.h"
#include "region_copy.h"

#include "core/commands.h"

#include <string>
#include <utility>

namespace sycl {
namespace detail {

namespace {

/// Where the region's first element's memory starts.
char *baseOf(const buffer_region &Region, const buffer_binding &Buffers) {
  return Region.Buffer ? Buffers.address(Region.Buffer)
                       : static_cast<char *>(Region.Pointer);
}

} // namespace

bool runsOnHost(const command &Command) {
  return std::holds_alternative<host_task_command>(Command) ||
         std::holds_alternative<update_host_command>(Command);
}

prism::EventRef submit(const std::monostate &, const submission &) {
  return nullptr;
}

prism::EventRef submit(kernel_command &Kernel, const submission &S) {
  const size_t LocalMemoryBytes = impl_access::localMemoryBytes(S.Group);
  const bool HasLocal = Kernel.Local[0] != 0;
  checkDeviceLimits(S.Queue.device(), Kernel.Dimensions,
                    HasLocal ? Kernel.Local : nullptr, LocalMemoryBytes);
  prism::KernelLaunch Launch;
  Launch.Kernel = Kernel.KernelHandle;
  Launch.Geometry.Dims = Kernel.Dimensions;
  for (int I = 0; I < 3; ++I) {
    Launch.Geometry.Global[I] = Kernel.Global[I];
    Launch.Geometry.Local[I] = Kernel.Local[I];
  }
  Launch.Geometry.DynamicLocalMem = LocalMemoryBytes;
  impl_access::prepareKernelLaunch(S.Group, Kernel);
  unsigned char *Wrapper = Kernel.Wrapper.data();
  S.Buffers.bindAccessors(Wrapper, Kernel.Wrapper.size(), [&] {
    return "kernel '" + S.Queue.core().kernelName(Kernel.KernelHandle) + "'";
  });
  // Reused so that a launch does not allocate its one-argument list.
  thread_local std::vector<prism_kernel_arg> Args(1);
  Args[0] = prism_kernel_arg{PRISM_KERNEL_ARG_VALUE, 0, Kernel.Wrapper.size(),
                             Wrapper};
  Launch.Args = &Args;
  if (Kernel.SpecializationTableOffset != SIZE_MAX)
    Launch.Constants = nativeConstants(
        impl_access::launchSpecializationValues(S.Group), S.Queue.device());
  return Launch.submit(S.Queue.core(), S.Deps);
}

prism::EventRef submit(const memcpy_command &Copy, const submission &S) {
  if (Copy.Bytes == 0)
    return nullptr;
  return prism::Copy{Copy.Destination, Copy.Source, Copy.Bytes}.submit(
      S.Queue.core(), S.Deps);
}

prism::EventRef submit(const copy_command &Copy, const submission &S) {
  if (!Copy.Source.elements())
    return nullptr;
  return copyRegion(S.Queue.core(), Copy.Source, baseOf(Copy.Source, S.Buffers),
                    Copy.Destination, baseOf(Copy.Destination, S.Buffers),
                    S.Deps);
}

prism::EventRef submit(const fill_command &Fill, const submission &S) {
  if (!Fill.Destination.elements())
    return nullptr;
  return fillRegion(S.Queue.core(), Fill.Destination,
                    baseOf(Fill.Destination, S.Buffers), Fill.Pattern.data(),
                    Fill.Pattern.size(), S.Deps);
}

prism::EventRef submit(host_task_command &Task, const submission &S) {
  S.Buffers.bindAccessors(Task.Captures, Task.Size,
                          [] { return std::string("the host task"); });
  return prism::HostTask{std::move(Task.Task)}.submit(S.Queue.core(), S.Deps);
}

prism::EventRef submit(const usm_hint_command &, const submission &S) {
  // Nothing to do, but in order it still completes after the command
  // before it, as an event of that queue must.
  if (S.Queue.inOrder() || !S.Deps.empty())
    return prism::Barrier{}.submit(S.Queue.core(), S.Deps);
  return nullptr;
}

prism::EventRef submit(const update_host_command &, const submission &) {
  return nullptr;
}

} // namespace detail
} // namespace sycl
