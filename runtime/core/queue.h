//===- queue.h - In-order queues: copies, fills, kernel launches ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_QUEUE_H
#define PRISM_CORE_QUEUE_H

#include "context.h"
#include "event.h"
#include "prism/plugin.h"
#include "program_cache.h"

#include <cstddef>
#include <mutex>
#include <unordered_map>
#include <vector>

namespace prism {

/// Geometry of one launch (see prism_launch_config).
struct LaunchGeometry {
  unsigned Dims = 1;
  size_t Global[3] = {1, 1, 1};
  size_t Local[3] = {0, 0, 0}; // all zero: let the backend choose
  size_t DynamicLocalMem = 0;
};

class Queue {
public:
  Queue(ContextRef Ctx, Device &Dev, bool Profiling);
  ~Queue();
  Queue(const Queue &) = delete;
  Queue &operator=(const Queue &) = delete;

  Device &device() const { return Dev; }
  const ContextRef &context() const { return Ctx; }
  prism_queue handle() const { return Handle; }

  EventRef memcpy(void *Dst, const void *Src, size_t Size,
                  const std::vector<EventRef> &Deps);
  EventRef fill(void *Dst, const void *Pattern, size_t PatternSize, size_t Size,
                const std::vector<EventRef> &Deps);
  /// Launches the kernel whose host-side handle (the address Clang's host
  /// compile registered with __hipRegisterFunction) is KernelHandle. Finds
  /// the image for this device, builds it on first use (cached), and
  /// enqueues. Args are the caller's arguments; Geometry.DynamicLocalMem
  /// bytes of local memory go to the kernel the way its image takes them
  /// (DynamicLocalMemory). Throws Error(KernelNotFound) naming the
  /// kernel, Error(BuildFailed) with the build log, or Error(NdRange) for a
  /// work-group the kernel cannot run with.
  EventRef launch(const void *KernelHandle, const LaunchGeometry &Geometry,
                  const std::vector<prism_kernel_arg> &Args,
                  const std::vector<EventRef> &Deps);
  /// Blocks until everything enqueued so far has finished.
  void finish();

private:
  /// The kernel object for a host handle: from this queue's cache, else
  /// from the registry and the program cache (building on first use).
  BuiltKernel kernelFor(const void *KernelHandle);
  [[noreturn]] void launchFailed(prism_result Result, const void *KernelHandle);
  /// Throws Error(KernelArgument) when Args do not match the sizes the
  /// device code's kernel takes.
  void checkArguments(const BuiltKernel &Kernel,
                      const std::vector<prism_kernel_arg> &Args,
                      const void *KernelHandle) const;
  /// Throws Error(NdRange) when the work-group is larger than the kernel
  /// supports (BuiltKernel::MaxWorkGroupSize).
  void checkWorkGroup(const BuiltKernel &Kernel, const LaunchGeometry &Geometry,
                      const void *KernelHandle) const;

  ContextRef Ctx;
  Device &Dev;
  prism_queue Handle = nullptr;
  // Per-queue, so that a launch takes no lock other threads' queues contend.
  std::mutex KernelsLock;
  std::unordered_map<const void *, BuiltKernel> Kernels;
};

} // namespace prism

#endif // PRISM_CORE_QUEUE_H
