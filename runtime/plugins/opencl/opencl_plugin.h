//===- opencl_plugin.h - Handle structs and internals of the OpenCL plugin ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The opaque handles of include/prism/plugin.h are defined here for the
// OpenCL backend, together with the functions each source file contributes
// to the API table. Every handle starts with a magic tag so that a null or
// foreign handle is refused with PRISM_ERROR_INVALID_HANDLE instead of being
// dereferenced as something it is not.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_OPENCL_OPENCL_PLUGIN_H
#define PRISM_PLUGINS_OPENCL_OPENCL_PLUGIN_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>
#include <CL/cl_ext.h>

#include "device_variables.h"
#include "handle_magic.h"
#include "kernel_pointer_params.h"
#include "plugin_support.h"
#include "prism/plugin.h"
#include "spirv_to_spir.h"

#include <spdlog/logger.h>

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace prism::opencl {

// Entry points of cl_intel_unified_shared_memory; all null when the platform
// does not offer the extension, in which case SVM is used instead.
struct IntelUsmFunctions {
  clHostMemAllocINTEL_fn hostMemAlloc = nullptr;
  clDeviceMemAllocINTEL_fn deviceMemAlloc = nullptr;
  clSharedMemAllocINTEL_fn sharedMemAlloc = nullptr;
  clMemBlockingFreeINTEL_fn memBlockingFree = nullptr;
  clEnqueueMemcpyINTEL_fn enqueueMemcpy = nullptr;
  clEnqueueMemFillINTEL_fn enqueueMemFill = nullptr;
  clSetKernelArgMemPointerINTEL_fn setKernelArgMemPointer = nullptr;

  bool available() const {
    return hostMemAlloc && deviceMemAlloc && sharedMemAlloc &&
           memBlockingFree && enqueueMemcpy && enqueueMemFill &&
           setKernelArgMemPointer;
  }
};

} // namespace prism::opencl

struct prism_device_t {
  uint32_t magic = DeviceMagic;
  cl_device_id id = nullptr;
  prism_platform_t *platform = nullptr;
  std::string name;
  std::string driverVersion;
  bool acceptsSpirvIL = false; // clCreateProgramWithIL takes SPIR-V
  bool acceptsSpir = false;    // SPIR 1.2 bitcode via clCreateProgramWithBinary
  // Takes SPIR and has no sub-groups of its own: the plugin defines them as
  // one work-item each in the translated module (single_item_sub_groups.h).
  bool singleItemSubGroups = false;
  cl_device_svm_capabilities svmCapabilities = 0;
  uint32_t usmKinds = 0; // bits of prism_usm_kind
};
PRISM_HANDLE_LAYOUT(prism_device_t);

struct prism_platform_t {
  uint32_t magic = PlatformMagic;
  cl_platform_id id = nullptr;
  std::string name;
  prism::opencl::IntelUsmFunctions intelUsm;
  std::vector<prism_device_t *> devices; // owned by deviceStorage
  std::vector<std::unique_ptr<prism_device_t>> deviceStorage;
};
PRISM_HANDLE_LAYOUT(prism_platform_t);

struct prism_context_t {
  uint32_t magic = ContextMagic;
  cl_context handle = nullptr;
  prism_platform_t *platform = nullptr;
  std::vector<prism_device_t *> devices;
  bool useIntelUsm = false;
  bool fineGrainSvm = false; // every device of the context has it

  // Live USM allocations, keyed by pointer, valued by prism_usm_kind.
  std::mutex allocationMutex;
  std::unordered_map<void *, uint32_t> allocations;
  // The SVM pointers a kernel may reach through a by-value blob; rebuilt
  // from `allocations` only when the generation moved since the last build.
  std::vector<void *> svmPointers;
  uint64_t svmPointersGeneration = 0;
  std::atomic<uint64_t> allocationGeneration{1};
};
PRISM_HANDLE_LAYOUT(prism_context_t);

struct prism_queue_t {
  uint32_t magic = QueueMagic;
  cl_command_queue handle = nullptr;
  prism_context_t *context = nullptr;
  prism_device_t *device = nullptr;
};
PRISM_HANDLE_LAYOUT(prism_queue_t);

struct prism_event_t {
  uint32_t magic = EventMagic;
  cl_event handle = nullptr;
};
PRISM_HANDLE_LAYOUT(prism_event_t);

struct prism_program_t {
  uint32_t magic = ProgramMagic;
  cl_program handle = nullptr;
  prism_context_t *context = nullptr;
  prism_device_t *device = nullptr;
  bool shortKernelNames = false; // built from SPIR: see spirKernelName
  // Per kernel, the parameters that take global memory pointers.
  prism::opencl::KernelPointerParams pointerParams;
  // The device-variable buffer (global_variables.cpp), a device USM
  // allocation, or null when the image has no device variables; and, by
  // name hash, the {offset, size} of each variable the host names.
  void *globals = nullptr;
  prism::plugin::DeviceVariables deviceVariables;
};
PRISM_HANDLE_LAYOUT(prism_program_t);

struct prism_kernel_t {
  uint32_t magic = KernelMagic;
  cl_kernel handle = nullptr;
  prism_context_t *context = nullptr;
  std::string name;
  // Per parameter: set with clSetKernelArgSVMPointer/MemPointerINTEL.
  std::vector<bool> pointerParams;
  // Its program's device-variable buffer (PRISM_KERNEL_ARG_PROGRAM_GLOBALS).
  void *programGlobals = nullptr;
  // clSetKernelArg on one kernel is not thread-safe; launches serialize here.
  std::mutex launchMutex;
  // The context allocation generation whose SVM pointer list was last set.
  uint64_t svmPointersGeneration = 0;
};
PRISM_HANDLE_LAYOUT(prism_kernel_t);

namespace prism::opencl {

using plugin::isValid;

// --- error.cpp: diagnostics -------------------------------------------------

using plugin::configureLogLevel;
using plugin::copyInfo;
using plugin::fail;
using plugin::lastError;
using plugin::logger;
// Fails with the prism_result matching `error`, naming the OpenCL call.
prism_result failOpenCL(cl_int error, const char *call, const char *context);
const char *openclErrorName(cl_int error);
prism_result resultFromOpenCL(cl_int error);

// The OpenCL events of a prism wait list, kept on the stack when short so
// that an enqueue does not allocate.
class WaitList {
public:
  WaitList() = default;
  WaitList(const WaitList &) = delete;
  WaitList &operator=(const WaitList &) = delete;
  // The events of a wait list the argument checks passed.
  void assign(uint32_t count, const prism_event *events);
  cl_uint size() const { return count; }
  const cl_event *data() const { return count ? events : nullptr; }

private:
  static constexpr uint32_t InlineCapacity = 16;
  cl_event inlineEvents[InlineCapacity];
  std::vector<cl_event> heapEvents;
  cl_event *events = inlineEvents;
  cl_uint count = 0;
};

// Wraps the cl_event of an enqueue into `*out` when the caller asked for one,
// and releases it otherwise.
prism_result wrapEvent(cl_event event, prism_event *out);

// --- device.cpp -------------------------------------------------------------

// Whether the device reaches ordinary host memory (malloc'd, on the stack)
// at its own address: fine-grained system SVM, Intel USM's shared system
// allocations, or a CPU device sharing the host's memory (PoCL's, which
// runs in the process but reports no system SVM).
bool reachesHostMemory(const prism_device_t &device);

// --- disk_cache.cpp ---------------------------------------------------------

struct CacheKey {
  uint64_t high = 0;
  uint64_t low = 0;
  std::string hex() const;
};

// A key over everything that decides what a build produces.
CacheKey makeCacheKey(const void *image, size_t size,
                      const prism_device_t &device, const std::string &options,
                      const char *route);

enum class CacheEntry { SpirBitcode, DeviceBinary };

// Reads an entry; false when the cache is off, the entry is absent, or it
// is corrupt (logged at debug level and removed).
bool cacheLoad(const CacheKey &key, CacheEntry entry, std::string &bytes);
// Writes an entry atomically; a failure is logged at debug level only.
void cacheStore(const CacheKey &key, CacheEntry entry,
                const std::string &bytes);
// Removes an entry the driver refused.
void cacheDiscard(const CacheKey &key, CacheEntry entry);

// --- kernel.cpp: launches ---------------------------------------------------

// Sets a USM pointer argument: clSetKernelArgMemPointerINTEL with Intel
// USM, clSetKernelArgSVMPointer otherwise.
cl_int setPointerArg(const prism_context_t &context, cl_kernel kernel,
                     uint32_t index, void *pointer);

// --- global_variables.cpp: the program's device-variable buffer -------------

// Allocates and initialises the buffer of a just-built program whose image
// has device variables (prism/program_globals.h); does nothing for one that
// has none.
prism_result setUpProgramGlobals(prism_program_t &program);

// The API entries, one group per source file.
#include "plugin_entries.inc"

} // namespace prism::opencl

#endif // PRISM_PLUGINS_OPENCL_OPENCL_PLUGIN_H
