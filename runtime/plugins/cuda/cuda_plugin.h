//===- cuda_plugin.h - Handle structs and internals of the CUDA plugin ----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The opaque handles of include/prism/plugin.h are defined here for the CUDA
// backend, together with the functions each source file contributes to the
// API table. Every handle starts with a magic tag so that a null or foreign
// handle is refused with PRISM_ERROR_INVALID_HANDLE instead of being
// dereferenced as something it is not.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_CUDA_CUDA_PLUGIN_H
#define PRISM_PLUGINS_CUDA_CUDA_PLUGIN_H

#include "driver_api.h"

#include "handle_magic.h"
#include "plugin_support.h"
#include "prism/plugin.h"

#include <spdlog/logger.h>

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

struct prism_device_t {
  uint32_t magic = DeviceMagic;
  CUdevice id = 0;
  prism_platform_t *platform = nullptr;
  std::string name;
  uint32_t computeCapability = 0; // major * 10 + minor
  uint32_t usmKinds = 0;          // bits of prism_usm_kind
};
PRISM_HANDLE_LAYOUT(prism_device_t);

struct prism_platform_t {
  uint32_t magic = PlatformMagic;
  std::string version;                   // "CUDA 13.0", from cuDriverGetVersion
  std::vector<prism_device_t *> devices; // owned by deviceStorage
  std::vector<std::unique_ptr<prism_device_t>> deviceStorage;
};
PRISM_HANDLE_LAYOUT(prism_platform_t);

namespace prism::cuda {

// One device of a prism context: its retained primary context, and the
// reference event that profiling timestamps are measured from.
struct DeviceContext {
  prism_device_t *device = nullptr;
  CUcontext handle = nullptr;
  std::mutex referenceMutex;
  CUevent reference = nullptr;  // recorded once, by the first profiling queue
  uint64_t referenceHostNs = 0; // host steady clock when it completed
  // Timing-disabled events of released prism events, recorded again by
  // later commands: creating and destroying a CUDA event per command costs
  // a launch as much again.
  std::mutex eventPoolMutex;
  std::vector<CUevent> untimedEvents;
};

// The kernels launched on a stream since it was last seen idle. CUDA reports
// a kernel's trap or failed assert only at a later synchronisation, and
// without the kernel; the message of that failure names these
// (kernel_faults.cpp). Consecutive launches of one kernel count once, and
// only the last few are kept.
class KernelTrail {
public:
  void launched(const std::shared_ptr<const std::string> &kernel);
  // The stream finished everything: no earlier kernel can fault any more.
  void idle();
  // "kernel 'a'", or "one of the kernels 'a', 'b' (and 3 earlier)"; empty
  // when none was launched.
  std::string describe() const;

private:
  mutable std::mutex mutex;
  std::vector<std::shared_ptr<const std::string>> kernels;
  size_t earlier = 0; // dropped from kernels
};

// A live USM allocation: how to free it and in which CUDA context.
struct Allocation {
  uint32_t kind = 0; // prism_usm_kind
  CUcontext context = nullptr;
};

} // namespace prism::cuda

struct prism_context_t {
  uint32_t magic = ContextMagic;
  std::vector<std::unique_ptr<prism::cuda::DeviceContext>> devices;

  std::mutex allocationMutex;
  std::unordered_map<void *, prism::cuda::Allocation> allocations;
};
PRISM_HANDLE_LAYOUT(prism_context_t);

struct prism_queue_t {
  uint32_t magic = QueueMagic;
  CUstream stream = nullptr;
  prism_context_t *context = nullptr;
  prism::cuda::DeviceContext *deviceContext = nullptr;
  bool profiling = false;
  prism::cuda::KernelTrail kernels;
};
PRISM_HANDLE_LAYOUT(prism_queue_t);

struct prism_event_t {
  uint32_t magic = EventMagic;
  CUevent end = nullptr;   // recorded after the command
  CUevent start = nullptr; // recorded before it; only on profiling queues
  prism::cuda::DeviceContext *deviceContext = nullptr;
  uint64_t submitNs = 0; // host steady clock at enqueue
  // The kernel a launch's event follows (kernel_faults.cpp); null for
  // other commands.
  std::shared_ptr<const std::string> kernel;
};
PRISM_HANDLE_LAYOUT(prism_event_t);

struct prism_program_t {
  uint32_t magic = ProgramMagic;
  CUmodule module = nullptr;
  prism_context_t *context = nullptr;
  prism::cuda::DeviceContext *deviceContext = nullptr;
};
PRISM_HANDLE_LAYOUT(prism_program_t);

struct prism_kernel_t {
  uint32_t magic = KernelMagic;
  CUfunction function = nullptr;
  prism_program_t *program = nullptr;
  std::string name;
  uint32_t maxThreadsPerBlock = 0; // the function's own limit
  // The name as users read it (demangled), which fault messages give;
  // shared with the events and queues that note the kernel's launches.
  std::shared_ptr<const std::string> displayName;
};
PRISM_HANDLE_LAYOUT(prism_kernel_t);

namespace prism::cuda {

using plugin::isValid;

// --- error.cpp: diagnostics -------------------------------------------------

using plugin::configureLogLevel;
using plugin::copyInfo;
using plugin::fail;
using plugin::lastError;
using plugin::logger;
// Fails with the prism_result matching `error`, naming the CUDA call.
prism_result failCuda(CUresult error, const char *call,
                      const std::string &context);
// failCuda for a synchronisation (call) that failed: when error is a
// kernel's fault (a trap, a failed assert, an illegal address), the message
// says which kernel(s) it came from, as kernels describes them
// (KernelTrail::describe; may be empty).
prism_result failSynchronize(CUresult error, const char *call,
                             const std::string &context,
                             const std::string &kernels);
// A kernel's name as users read it: demangled where it is a C++ symbol.
std::string displayKernelName(const std::string &symbol);
// "CUDA_ERROR_NO_DEVICE (100)".
std::string cudaErrorText(CUresult error);
prism_result resultFromCuda(CUresult error);

// --- context.cpp ------------------------------------------------------------

// Makes `context` current on the calling thread. The last context made
// current is remembered per thread, so the common case costs no driver call.
// (Code outside Prism that switches the thread's context behind its back
// must set it back; Prism uses only primary contexts, as the CUDA runtime
// does, so mixing the two is fine.)
inline CUresult makeCurrent(CUcontext context) {
  thread_local CUcontext current = nullptr;
  if (current == context)
    return CUDA_SUCCESS;
  CUresult error = cu.ctxSetCurrent(context);
  if (error == CUDA_SUCCESS)
    current = context;
  return error;
}

// The member of `context` for `device`, or null when it is not one.
DeviceContext *findDevice(prism_context_t &context, prism_device_t *device);

// --- event.cpp --------------------------------------------------------------

// Nanoseconds of the host steady clock, the time base of profiling answers.
uint64_t hostNanoseconds();

// Makes `queue`'s stream wait for a prism wait list (the argument checks
// passed it).
prism_result waitForEvents(prism_queue_t &queue, uint32_t count,
                           const prism_event *events, const char *what);

// The events of one enqueue. begin() is called before the command is
// enqueued (it records the start event on profiling queues), end() after
// (it records the end event and hands the prism event to the caller). Both
// do nothing when the caller asked for no event.
class CommandEvent {
public:
  CommandEvent(prism_queue_t &queue, prism_event *out)
      : queue(queue), out(out) {}
  CommandEvent(const CommandEvent &) = delete;
  CommandEvent &operator=(const CommandEvent &) = delete;
  ~CommandEvent();
  prism_result begin(const char *what);
  prism_result end(const char *what);

private:
  prism_queue_t &queue;
  prism_event *out;
  prism_event_t *event = nullptr;
};

// Enqueues one command on queue as every enqueue entry does: makes the
// queue's context current, makes its stream wait for the wait list, runs
// enqueue() (which puts the command on queue.stream and returns a
// prism_result) between the command's events, and hands out the event.
template <typename Enqueue>
prism_result enqueueCommand(prism_queue_t &queue, uint32_t waitCount,
                            const prism_event *waitList, prism_event *outEvent,
                            const char *what, Enqueue &&enqueue) {
  if (CUresult error = makeCurrent(queue.deviceContext->handle))
    return failCuda(error, "cuCtxSetCurrent", what);
  if (prism_result result = waitForEvents(queue, waitCount, waitList, what))
    return result;
  CommandEvent event(queue, outEvent);
  if (prism_result result = event.begin(what))
    return result;
  if (prism_result result = enqueue())
    return result;
  return event.end(what);
}

// --- kernel.cpp -------------------------------------------------------------

// A launch's CUDA grid and block.
struct Geometry {
  unsigned grid[3] = {1, 1, 1};
  unsigned block[3] = {1, 1, 1};
  bool empty = false; // some global size is zero: nothing to run
};
// The grid and block of a launch of kernel with config; fails (through
// fail()) for a global size that is no multiple of the local size or too
// large for CUDA.
prism_result computeGeometry(const prism_launch_config &config,
                             const prism_kernel_t &kernel, Geometry &geometry);

// The API entries, one group per source file.
#include "plugin_entries.inc"

} // namespace prism::cuda

#endif // PRISM_PLUGINS_CUDA_CUDA_PLUGIN_H
