//===- level_zero_plugin.h - Handle structs and internals of the L0 plugin ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The opaque handles of include/prism/plugin.h are defined here for the
// Level Zero backend, together with the functions each source file
// contributes. Every handle starts with a magic tag so that a null or
// foreign handle is refused with PRISM_ERROR_INVALID_HANDLE. A platform is
// a Level Zero driver, a device one of its root devices; a queue is one
// immediate command list (queue.cpp); events come from the context's event
// pools (event_pool.h).
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_LEVEL_ZERO_LEVEL_ZERO_PLUGIN_H
#define PRISM_PLUGINS_LEVEL_ZERO_LEVEL_ZERO_PLUGIN_H

#include "event_pool.h"
#include "ze_api_table.h"

#include "device_variables.h"
#include "handle_magic.h"
#include "plugin_support.h"
#include "prism/plugin.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

struct prism_device_t {
  uint32_t magic = DeviceMagic;
  ze_device_handle_t handle = nullptr;
  prism_platform_t *platform = nullptr;
  std::string name;
  ze_device_properties_t properties{};
  ze_device_compute_properties_t compute{};
  ze_device_module_properties_t module{};
  // What each kind of allocation allows; all zero when the driver cannot
  // say (then every kind is taken to be allocatable).
  ze_device_memory_access_properties_t memoryAccess{};
  bool knowsMemoryAccess = false;
  uint64_t globalMemSize = 0;
  // The largest cache's size; 0 when the driver cannot say.
  uint64_t cacheSize = 0;
  // The command queue group whose queues run kernels.
  uint32_t computeOrdinal = 0;
};
PRISM_HANDLE_LAYOUT(prism_device_t);

struct prism_platform_t {
  uint32_t magic = PlatformMagic;
  ze_driver_handle_t handle = nullptr;
  ze_api_version_t apiVersion = ZE_API_VERSION_1_0;
  uint32_t driverVersion = 0;
  std::vector<prism_device_t *> devices; // owned by deviceStorage
  std::vector<std::unique_ptr<prism_device_t>> deviceStorage;
};
PRISM_HANDLE_LAYOUT(prism_platform_t);

struct prism_context_t {
  uint32_t magic = ContextMagic;
  ze_context_handle_t handle = nullptr;
  prism_platform_t *platform = nullptr;
  std::vector<prism_device_t *> devices;
  prism::level_zero::EventPool events;

  // Live USM allocations, keyed by pointer, valued by prism_usm_kind.
  std::mutex allocationMutex;
  std::unordered_map<void *, uint32_t> allocations;
  // The live queues: freeing memory first lets the commands that may use it
  // finish (usm_free), as OpenCL's blocking free does.
  std::mutex queueMutex;
  std::vector<prism_queue_t *> queues;
  // The immediate command list usm_advise appends to, made on first use.
  std::mutex adviceMutex;
  ze_command_list_handle_t adviceList = nullptr;
};
PRISM_HANDLE_LAYOUT(prism_context_t);

namespace prism::level_zero {
// A command that waited for events of other queues, and the event it
// signals: the events it waited for are reused only once it has run.
struct PendingWait {
  EventSlot *done = nullptr;
  std::vector<EventSlot *> waitedFor;
};
} // namespace prism::level_zero

struct prism_queue_t {
  uint32_t magic = QueueMagic;
  ze_command_list_handle_t list = nullptr;
  prism_context_t *context = nullptr;
  prism_device_t *device = nullptr;
  bool profiling = false;
  // Level Zero forbids appending to one command list from two threads at
  // once; every append holds this.
  std::mutex appendMutex;
  // In submission order, so in completion order (guarded by appendMutex).
  std::deque<prism::level_zero::PendingWait> pendingWaits;
};
PRISM_HANDLE_LAYOUT(prism_queue_t);

struct prism_event_t {
  uint32_t magic = EventMagic;
  prism::level_zero::EventSlot *slot = nullptr;
  prism_context_t *context = nullptr;
  prism_device_t *device = nullptr;
  // Made on a profiling queue; submitTicks is the device's clock at enqueue.
  bool profiled = false;
  uint64_t submitTicks = 0;
};
PRISM_HANDLE_LAYOUT(prism_event_t);

struct prism_program_t {
  uint32_t magic = ProgramMagic;
  ze_module_handle_t module = nullptr;
  prism_context_t *context = nullptr;
  prism_device_t *device = nullptr;
  // Whether the image keeps its device variables in one buffer
  // (prism/program_globals.h); then `globals` is that buffer, a device USM
  // allocation (global_variables.cpp).
  bool hasGlobalsLayout = false;
  void *globals = nullptr;
  prism::plugin::DeviceVariables deviceVariables;
};
PRISM_HANDLE_LAYOUT(prism_program_t);

struct prism_kernel_t {
  uint32_t magic = KernelMagic;
  ze_kernel_handle_t handle = nullptr;
  prism_program_t *program = nullptr;
  std::string name;
  // Arguments and the group size are state of the kernel object until the
  // append that launches it; launches serialize here.
  std::mutex launchMutex;
  uint32_t groupSize[3] = {0, 0, 0}; // as last set; 0: never
  // The last group size the driver suggested, for the global size asked.
  size_t suggestedFor[3] = {0, 0, 0};
  uint32_t suggested[3] = {0, 0, 0};
};
PRISM_HANDLE_LAYOUT(prism_kernel_t);

namespace prism::level_zero {

using plugin::isValid;

// --- error.cpp: diagnostics -------------------------------------------------

using plugin::fail;
using plugin::lastError;
using plugin::logger;
// Fails with the prism_result matching `result`: "<context>: <call> failed:
// <ZE_RESULT_...>".
prism_result failZe(ze_result_t result, const char *call,
                    const std::string &context);
const char *zeResultName(ze_result_t result);
prism_result resultFromZe(ze_result_t result);

// --- device.cpp -------------------------------------------------------------

// "Intel(R) Corporation" for Intel's PCI vendor id, the id in hex otherwise.
std::string vendorName(uint32_t vendorId);
// Whether kernels on the device may use memory of the system allocator
// (malloc, the stack) where it lies.
bool reachesSystemMemory(const prism_device_t &device);
// Device timer ticks (timestamps, kernel timestamps) in nanoseconds.
uint64_t ticksToNanoseconds(const prism_device_t &device, uint64_t ticks);

// --- event.cpp --------------------------------------------------------------

// The Level Zero events of a prism wait list, on the stack when short.
class WaitList {
public:
  WaitList() = default;
  WaitList(const WaitList &) = delete;
  WaitList &operator=(const WaitList &) = delete;
  void assign(uint32_t count, const prism_event *events);
  uint32_t size() const { return count; }
  ze_event_handle_t *data() { return count ? events : nullptr; }
  // The slots behind the events, for PendingWait.
  const prism_event *source() const { return sourceEvents; }

private:
  static constexpr uint32_t InlineCapacity = 16;
  ze_event_handle_t inlineEvents[InlineCapacity];
  std::vector<ze_event_handle_t> heapEvents;
  ze_event_handle_t *events = inlineEvents;
  const prism_event *sourceEvents = nullptr;
  uint32_t count = 0;
};

// One append to a queue: the event it signals (one of the pool's, when the
// caller wants an event or the command waits for others) and what the
// caller gets back. Holds the queue's append lock from construction to
// finish().
class Append {
public:
  Append(prism_queue_t &queue, uint32_t waitCount, const prism_event *waitList,
         prism_event *outEvent);
  Append(const Append &) = delete;
  Append &operator=(const Append &) = delete;
  ~Append();
  // Acquires the signal event; a failure is already reported.
  prism_result start();
  ze_event_handle_t signal() const { return slot ? slot->handle : nullptr; }
  uint32_t waitCount() const { return waits.size(); }
  ze_event_handle_t *waitEvents() { return waits.data(); }
  // After the append call: hands the caller its event, or reports the
  // call's failure naming `call` in `context`.
  prism_result finish(ze_result_t result, const char *call,
                      const char *context);

private:
  prism_queue_t &queue;
  std::unique_lock<std::mutex> lock;
  WaitList waits;
  prism_event *outEvent;
  EventSlot *slot = nullptr;
  uint64_t submitTicks = 0;
};

// Drops the pending waits of the queue whose commands have run; all of
// them with `all` (the queue is idle). Called with the append lock held.
void retirePendingWaits(prism_queue_t &queue, bool all);

// Appends a barrier signalling a pool event and waits for it on the host:
// every command appended to the list before has then run.
prism_result drainQueue(prism_queue_t &queue, const char *context);

// --- memory.cpp -------------------------------------------------------------

// Frees an allocation no command of another queue can be using (one the
// plugin made for itself), without waiting for the context's queues.
prism_result freeUnusedAllocation(prism_context_t &context, void *ptr);

// --- global_variables.cpp: the program's device-variable buffer -------------

prism_result setUpProgramGlobals(prism_program_t &program);

// The API entries, one group per source file.
#include "plugin_entries.inc"

} // namespace prism::level_zero

#endif // PRISM_PLUGINS_LEVEL_ZERO_LEVEL_ZERO_PLUGIN_H
