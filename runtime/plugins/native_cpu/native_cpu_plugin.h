//===- native_cpu_plugin.h - Handles and internals of the native CPU plugin
//===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The opaque handles of include/prism/plugin.h for the native_cpu backend,
// which runs native CPU images (prism/native_cpu_abi.h: shared objects of
// work-group functions) on a pool of host threads, and the functions each
// source file contributes. Every handle starts with a magic tag so that a
// null or foreign handle is refused before it is read.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_NATIVE_CPU_NATIVE_CPU_PLUGIN_H
#define PRISM_PLUGINS_NATIVE_CPU_NATIVE_CPU_PLUGIN_H

#include "device_variables.h"
#include "handle_magic.h"
#include "plugin_support.h"
#include "prism/native_cpu_abi.h"
#include "prism/plugin.h"

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace prism::native_cpu {

/// The x86-64 micro-architecture levels (the psABI's), in order.
enum class IsaLevel { Baseline = 1, V2 = 2, V3 = 3, V4 = 4 };

/// The most work-items of one work-group. The work-group function loops over
/// them; a kernel with barriers keeps its values live across a barrier in
/// arrays of one element per work-item on the worker's stack, so the size
/// bounds that stack use (8192 work-items of 1 KiB each fit the workers'
/// stacks eight times over) while leaving room for the 2-D tiles and long
/// loops GPU-tuned code asks for.
constexpr uint64_t MaxWorkGroupSize = 8192;
/// Local memory per work-group: it is a per-thread buffer of ordinary memory
/// that stays in the core's L2 cache at this size, and it exceeds what any
/// GPU offers (48 to 228 KiB), so GPU-tuned code fits.
constexpr uint64_t LocalMemoryBytes = 256 * 1024;
/// The most bytes of VALUE arguments one launch takes: a deferred launch
/// copies them, and this bounds that copy (CUDA's limit is 32 KiB).
constexpr size_t MaxParameterBytes = 64 * 1024;
/// The alignment of every USM allocation: the largest OpenCL type (a
/// 16-element vector of 64-bit values), as MEM_BASE_ADDR_ALIGN reports.
constexpr size_t AllocationAlignment = 128;
/// Allocations at least this large start at a multiple of it and are
/// offered to the kernel as transparent huge pages: a kernel streaming
/// through hundreds of MiB then misses the TLB far less (a triad over 2^25
/// floats read 2-3% faster, alternated with PoCL's).
constexpr size_t HugePageBytes = size_t(2) << 20;

class EventState;

} // namespace prism::native_cpu

struct prism_device_t {
  uint32_t magic = DeviceMagic;
  prism_platform_t *platform = nullptr;
  std::string name;          // the processor's model name
  std::string vendor;        // its maker, from its CPUID vendor string
  uint32_t vendorId = 0;     // PCI vendor id (0 when not known)
  uint32_t computeUnits = 0; // the thread pool's threads
  uint32_t clockMHz = 0;
  uint64_t memoryBytes = 0;
  uint64_t cacheBytes = 0;
  uint32_t cacheLineBytes = 64;
  prism::native_cpu::IsaLevel isa = prism::native_cpu::IsaLevel::Baseline;
};
PRISM_HANDLE_LAYOUT(prism_device_t);

struct prism_platform_t {
  uint32_t magic = PlatformMagic;
  std::vector<std::unique_ptr<prism_device_t>> devices; // exactly one
};
PRISM_HANDLE_LAYOUT(prism_platform_t);

struct prism_context_t {
  uint32_t magic = ContextMagic;
  std::vector<prism_device_t *> devices;
  // Live USM allocations, by pointer, valued by prism_usm_kind.
  std::mutex allocationMutex;
  std::unordered_map<void *, uint32_t> allocations;
};
PRISM_HANDLE_LAYOUT(prism_context_t);

struct prism_queue_t {
  uint32_t magic = QueueMagic;
  prism_context_t *context = nullptr;
  prism_device_t *device = nullptr;
  bool profiling = false;
  // Held while a command is queued or run on the caller's thread.
  std::mutex mutex;
  // The completion of the last command deferred to the pool; every later
  // command waits for it (queues are in order). Null or complete when idle.
  std::shared_ptr<prism::native_cpu::EventState> tail;
};
PRISM_HANDLE_LAYOUT(prism_queue_t);

struct prism_event_t {
  uint32_t magic = EventMagic;
  std::shared_ptr<prism::native_cpu::EventState> state;
};
PRISM_HANDLE_LAYOUT(prism_event_t);

struct prism_program_t {
  uint32_t magic = ProgramMagic;
  prism_context_t *context = nullptr;
  prism_device_t *device = nullptr;
  void *library = nullptr; // the image, from dlopen
  int imageFile = -1;      // the anonymous file dlopen loaded it from
  // Launches of its kernels queued or running: the image stays loaded, and
  // its device variables allocated, until they end.
  std::atomic<uint32_t> launchesInFlight{0};
  // The device-variable buffer (global_variables.cpp) or null, and, by name
  // hash, the {offset, size} of each variable the host names.
  void *globals = nullptr;
  prism::plugin::DeviceVariables deviceVariables;
};
PRISM_HANDLE_LAYOUT(prism_program_t);

struct prism_kernel_t {
  uint32_t magic = KernelMagic;
  prism_program_t *program = nullptr;
  std::string name;
  prism_native_work_group_fn function = nullptr;
};
PRISM_HANDLE_LAYOUT(prism_kernel_t);

namespace prism::native_cpu {

using plugin::fail;
using plugin::isValid;
using plugin::lastError;
using plugin::logger;

// --- isa_level.cpp: what the processor and an image need ---------------------

/// The running processor's level, or the one PRISM_NATIVE_CPU_TEST_ISA
/// names (a test hook: a unit test makes any machine look older).
IsaLevel machineIsaLevel();
/// "x86-64", "x86-64-v2", ...
const char *isaLevelName(IsaLevel level);
/// The level an image's __prism_native_cpu_isa names; false for a name that
/// is none of them.
bool parseIsaLevel(const std::string &name, IsaLevel &level);
/// The value of `key` ("vendor_id") for the first processor in
/// /proc/cpuinfo; "" when it has none.
std::string cpuinfoField(const std::string &key);
/// The processor's model name, from /proc/cpuinfo.
std::string cpuModelName();

// --- elf_strings.cpp: reading an image before it is loaded -------------------

/// The NUL-terminated string that the dynamic symbol `symbol` of the ELF
/// shared object in `image` defines; false when the bytes are no 64-bit
/// little-endian ELF file or define no such symbol in a section with data.
bool readElfString(const void *image, size_t size, const char *symbol,
                   std::string &value);

// --- event.cpp: completion and profiling -------------------------------------

/// Nanoseconds of the steady clock: the profiling timestamps' time base.
uint64_t nowNanoseconds();

class Command;

/// What an event reports: status, timestamps, and the commands waiting for
/// it. Shared by the event handles, the queue's tail and the command.
class EventState {
public:
  EventState(bool profiling, uint64_t submitNs)
      : profiling(profiling), submitNs(submitNs) {}

  bool complete() const {
    return status.load(std::memory_order_acquire) == PRISM_EVENT_COMPLETE;
  }
  uint32_t currentStatus() const {
    return status.load(std::memory_order_acquire);
  }
  void markRunning();
  /// Completes the event and wakes its waiters; the commands for which it
  /// was the last dependency are appended to `ready`.
  void markComplete(std::vector<Command *> &ready);
  /// A complete event of a command that ran on the caller's thread.
  void setCompleted(uint64_t startNs, uint64_t endNs);
  /// Makes `command` wait for this event; false when it is already complete.
  bool addSuccessor(Command *command);
  /// Blocks until the event completes: spins briefly, then sleeps.
  void wait();

  const bool profiling;
  const uint64_t submitNs;
  uint64_t startNs = 0;
  uint64_t endNs = 0;

private:
  std::atomic<uint32_t> status{PRISM_EVENT_SUBMITTED};
  std::mutex mutex;
  std::condition_variable completed;
  std::vector<Command *> successors;
};

/// A new event handle for `state`; null when out of memory.
prism_event_t *newEventHandle(std::shared_ptr<EventState> state);

// --- queue.cpp: in-order commands --------------------------------------------

/// A command deferred to the thread pool: runs once its dependencies (the
/// queue's previous command, the wait list) have completed.
class Command {
public:
  Command(std::shared_ptr<EventState> event, std::function<void()> work)
      : event(std::move(event)), work(std::move(work)) {}
  /// Counts down one dependency; true when it was the last.
  bool dependencyDone() {
    return pending.fetch_sub(1, std::memory_order_acq_rel) == 1;
  }
  /// Runs the command and the ready commands it completes, deleting each.
  static void execute(Command *command);

  std::shared_ptr<EventState> event;
  std::function<void()> work;
  std::atomic<uint32_t> pending{1};
};

/// One enqueue on a queue: holds the queue while the command is placed.
/// When the queue is idle and the wait list complete, a short command runs
/// at once on the caller's thread (runsNow, then finishedNow); otherwise
/// defer hands it to the thread pool behind its dependencies. Never blocks
/// on an unfinished dependency.
class Submission {
public:
  Submission(prism_queue_t &queue, uint32_t waitCount,
             const prism_event *waitList);
  /// True when the command may run now on this thread (and notes its start).
  bool runsNow();
  /// After running the command now: its event for `out`, complete.
  prism_result finishedNow(prism_event *out);
  /// Queues `work`; `out` gets its event.
  prism_result defer(std::function<void()> work, prism_event *out);

private:
  prism_queue_t &queue;
  uint32_t waitCount;
  const prism_event *waitList;
  std::unique_lock<std::mutex> lock;
  uint64_t submitNs = 0;
  uint64_t startNs = 0;
};

/// Commands that move at most this many bytes run on the caller's thread
/// when they can: a copy of 1 MiB takes about as long as handing it over.
constexpr size_t InlineCopyBytes = 1 << 20;

// --- kernel.cpp: launches ----------------------------------------------------

/// Launches of at most this many work-items run on the submitting thread
/// when the queue is idle: they last less than handing them to a worker.
constexpr uint64_t InlineWorkItems = 1024;

// --- global_variables.cpp: the program's device-variable buffer --------------

/// Sets up the buffer of a just-loaded program whose image has device
/// variables (prism/program_globals.h); nothing for one that has none.
prism_result setUpProgramGlobals(prism_program_t &program);

// The API entries, one group per source file.
#include "plugin_entries.inc"

} // namespace prism::native_cpu

#endif // PRISM_PLUGINS_NATIVE_CPU_NATIVE_CPU_PLUGIN_H
