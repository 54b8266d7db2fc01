//===- fake_libcuda.cpp - A fake CUDA driver for the CUDA plugin's tests --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Built as libcuda.so.1 in a directory of its own and handed to the plugin
// through PRISM_CUDA_LIBRARY, so that the plugin can be tested on machines
// without an NVIDIA GPU. PRISM_FAKE_CUDA_DEVICES (default 0) sets how many
// devices it simulates; with none, cuInit answers CUDA_ERROR_NO_DEVICE as
// the real driver does. Device memory is host memory, every command runs at
// once, and what the plugin asked for (launch geometry, which free call,
// context switches) is recorded in a FakeCudaState the tests read through
// prismFakeCudaState(); through it they may also make synchronisations and
// launches fail as after a kernel fault (stickyError).
// PRISM_FAKE_CUDA_FAULT=NAME:RESULT makes a program's kernel fault without
// a test reading the state: a launch of a kernel whose name contains NAME
// succeeds and sets stickyError to RESULT (715: a trap, 710: a failed
// assert), as a real kernel's trap shows at the next synchronisation.
// Devices are
// H100-like, compute capability 9.0, or PRISM_FAKE_CUDA_COMPUTE_CAPABILITY
// (major * 10 + minor); the second device differs from the first in a few
// attributes (compute mode, ECC), so that tests can tell an answer read from
// the device from a constant. Built with PRISM_FAKE_CUDA_WITHOUT_LAUNCH it
// lacks cuLaunchKernel, like a driver too old for the plugin.
//
//===----------------------------------------------------------------------===//
#include "fake_libcuda.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace {

enum Result : int {
  Success = 0,
  InvalidValue = 1,
  NotInitialized = 3,
  NoDevice = 100,
  InvalidDevice = 101,
  InvalidPtx = 218,
  InvalidHandle = 400,
  NotFound = 500,
  NotReady = 600,
};

struct Context {
  int device;
};
struct Stream {
  int unused;
};
struct Event {
  unsigned flags = 0;
  bool recorded = false;
  float milliseconds = 0;
};
struct Function {
  std::string name;
};
struct Module {
  std::set<std::string> entries;
  std::map<std::string, std::vector<unsigned char>> globals;
  // The functions handed out: they die with the module, as CUDA's do.
  std::vector<std::unique_ptr<Function>> functions;
};

FakeCudaState state;
std::mutex mutex;
// Host ranges given to cuMemHostRegister: their start and size.
std::map<void *, size_t> registeredHost;
bool initialized = false;
int deviceCount = 0;
Context contexts[8];
float clockMilliseconds = 0;
// Live allocations: the pointer handed out, its kind, the block to free.
struct Block {
  int kind;
  void *base;
};
std::map<uintptr_t, Block> allocations;
thread_local Context *current = nullptr;
// (context, peer) pairs with peer access enabled.
std::set<std::pair<void *, void *>> peerPairs;

bool validDevice(int device) { return device >= 0 && device < deviceCount; }

// The CUresult a launch of kernel name leaves as the sticky error, as
// PRISM_FAKE_CUDA_FAULT says; 0 for none.
int faultOfKernel(const std::string &name) {
  static const std::string fault = [] {
    const char *text = std::getenv("PRISM_FAKE_CUDA_FAULT");
    return std::string(text ? text : "");
  }();
  const size_t colon = fault.rfind(':');
  if (colon == std::string::npos || colon == 0 ||
      name.find(fault.substr(0, colon)) == std::string::npos)
    return 0;
  return std::atoi(fault.c_str() + colon + 1);
}

// Allocations are aligned to exactly 256 bytes (never to 512), so a test can
// see the plugin refuse a stricter alignment.
void *allocate(size_t size, int kind, size_t alignment) {
  void *base =
      std::aligned_alloc(2 * alignment, (size + 3 * alignment) /
                                            (2 * alignment) * (2 * alignment));
  if (!base)
    return nullptr;
  auto *pointer = static_cast<char *>(base) + alignment;
  allocations[reinterpret_cast<uintptr_t>(pointer)] = {kind, base};
  ++state.liveAllocations;
  return pointer;
}

int release(uintptr_t pointer, int kind) {
  auto found = allocations.find(pointer);
  if (found == allocations.end() || found->second.kind != kind)
    return InvalidValue;
  std::free(found->second.base);
  allocations.erase(found);
  --state.liveAllocations;
  return Success;
}

template <class T> int memsetWords(uintptr_t dst, T value, size_t count) {
  if (dst % sizeof(T))
    return InvalidValue; // the real driver refuses misaligned memsets too
  auto *words = reinterpret_cast<T *>(dst);
  for (size_t i = 0; i < count; ++i)
    words[i] = value;
  ++state.memsets;
  return Success;
}

} // namespace

extern "C" {

__attribute__((visibility("default"))) FakeCudaState *prismFakeCudaState() {
  return &state;
}

__attribute__((visibility("default"))) int cuInit(unsigned) {
  const char *devices = std::getenv("PRISM_FAKE_CUDA_DEVICES");
  deviceCount = devices ? std::atoi(devices) : 0;
  if (deviceCount > 8)
    deviceCount = 8;
  if (deviceCount <= 0)
    return NoDevice;
  for (int i = 0; i < deviceCount; ++i)
    contexts[i].device = i;
  initialized = true;
  return Success;
}

__attribute__((visibility("default"))) int cuDriverGetVersion(int *version) {
  *version = 13000;
  return Success;
}

__attribute__((visibility("default"))) int cuGetErrorName(int,
                                                          const char **name) {
  *name = nullptr;
  return InvalidValue;
}

__attribute__((visibility("default"))) int cuDeviceGetCount(int *count) {
  if (!initialized)
    return NotInitialized;
  *count = deviceCount;
  return Success;
}

__attribute__((visibility("default"))) int cuDeviceGet(int *device,
                                                       int ordinal) {
  if (!validDevice(ordinal))
    return InvalidDevice;
  *device = ordinal;
  return Success;
}

__attribute__((visibility("default"))) int cuDeviceGetName(char *name, int len,
                                                           int device) {
  if (!validDevice(device))
    return InvalidDevice;
  std::string text = "Prism Fake GPU " + std::to_string(device);
  std::strncpy(name, text.c_str(), static_cast<size_t>(len));
  return Success;
}

__attribute__((visibility("default"))) int
cuDeviceGetAttribute(int *value, int attribute, int device) {
  if (!validDevice(device))
    return InvalidDevice;
  static const std::map<int, int> attributes = {
      {1, 1024},      // MAX_THREADS_PER_BLOCK
      {2, 1024},      // MAX_BLOCK_DIM_X
      {3, 1024},      // MAX_BLOCK_DIM_Y
      {4, 64},        // MAX_BLOCK_DIM_Z
      {8, 49152},     // MAX_SHARED_MEMORY_PER_BLOCK
      {9, 65536},     // TOTAL_CONSTANT_MEMORY
      {10, 32},       // WARP_SIZE
      {13, 1980000},  // CLOCK_RATE, kHz
      {16, 132},      // MULTIPROCESSOR_COUNT
      {18, 0},        // INTEGRATED
      {20, 0},        // COMPUTE_MODE: default
      {32, 0},        // ECC_ENABLED
      {38, 52428800}, // L2_CACHE_SIZE
      {41, 1},        // UNIFIED_ADDRESSING
      {83, 1},        // MANAGED_MEMORY
      {86, 0},        // HOST_NATIVE_ATOMIC_SUPPORTED
      {88, 0},        // PAGEABLE_MEMORY_ACCESS
      {89, 1},        // CONCURRENT_MANAGED_ACCESS
  };
  static const std::map<int, int> secondDevice = {
      {20, 2}, // COMPUTE_MODE: prohibited
      {32, 1}, // ECC_ENABLED
  };
  if (attribute == 75 || attribute == 76) { // COMPUTE_CAPABILITY_MAJOR/MINOR
    const char *overridden = std::getenv("PRISM_FAKE_CUDA_COMPUTE_CAPABILITY");
    int capability = overridden ? std::atoi(overridden) : 90;
    *value = attribute == 75 ? capability / 10 : capability % 10;
    return Success;
  }
  auto found = secondDevice.find(attribute);
  if (device != 1 || found == secondDevice.end()) {
    found = attributes.find(attribute);
    if (found == attributes.end())
      return InvalidValue;
  }
  *value = found->second;
  return Success;
}

__attribute__((visibility("default"))) int cuDeviceTotalMem_v2(size_t *bytes,
                                                               int device) {
  if (!validDevice(device))
    return InvalidDevice;
  *bytes = size_t{80} << 30;
  return Success;
}

__attribute__((visibility("default"))) int
cuDevicePrimaryCtxRetain(void **context, int device) {
  if (!validDevice(device))
    return InvalidDevice;
  *context = &contexts[device];
  ++state.primaryContextReferences;
  return Success;
}

__attribute__((visibility("default"))) int
cuDevicePrimaryCtxRelease_v2(int device) {
  if (!validDevice(device))
    return InvalidDevice;
  --state.primaryContextReferences;
  return Success;
}

__attribute__((visibility("default"))) int cuCtxSetCurrent(void *context) {
  current = static_cast<Context *>(context);
  ++state.setCurrentCalls;
  return Success;
}

__attribute__((visibility("default"))) int cuStreamCreate(void **stream,
                                                          unsigned) {
  if (!current)
    return InvalidHandle;
  *stream = new Stream{};
  ++state.liveStreams;
  return Success;
}

__attribute__((visibility("default"))) int cuStreamDestroy_v2(void *stream) {
  delete static_cast<Stream *>(stream);
  --state.liveStreams;
  return Success;
}

__attribute__((visibility("default"))) int cuStreamSynchronize(void *) {
  return state.stickyError;
}

__attribute__((visibility("default"))) int
cuStreamWaitEvent(void *, void *event, unsigned) {
  if (!event || !static_cast<Event *>(event)->recorded)
    return InvalidHandle;
  ++state.streamWaits;
  return Success;
}

__attribute__((visibility("default"))) int cuEventCreate(void **event,
                                                         unsigned flags) {
  auto *created = new Event;
  created->flags = flags;
  *event = created;
  ++state.liveEvents;
  return Success;
}

__attribute__((visibility("default"))) int cuEventDestroy_v2(void *event) {
  delete static_cast<Event *>(event);
  --state.liveEvents;
  return Success;
}

// Each record moves the fake clock on by one millisecond.
__attribute__((visibility("default"))) int cuEventRecord(void *event, void *) {
  std::lock_guard<std::mutex> lock(mutex);
  auto *recorded = static_cast<Event *>(event);
  recorded->recorded = true;
  ++state.eventRecords;
  clockMilliseconds += 1;
  recorded->milliseconds = clockMilliseconds;
  return Success;
}

__attribute__((visibility("default"))) int cuEventQuery(void *event) {
  return static_cast<Event *>(event)->recorded ? Success : NotReady;
}

__attribute__((visibility("default"))) int cuEventSynchronize(void *) {
  return state.stickyError;
}

__attribute__((visibility("default"))) int
cuEventElapsedTime_v2(float *milliseconds, void *start, void *end) {
  auto *from = static_cast<Event *>(start);
  auto *to = static_cast<Event *>(end);
  if ((from->flags | to->flags) & 0x2) // CU_EVENT_DISABLE_TIMING
    return InvalidHandle;
  if (!from->recorded || !to->recorded)
    return NotReady;
  *milliseconds = to->milliseconds - from->milliseconds;
  return Success;
}

__attribute__((visibility("default"))) int cuMemAlloc_v2(uintptr_t *pointer,
                                                         size_t size) {
  std::lock_guard<std::mutex> lock(mutex);
  *pointer =
      reinterpret_cast<uintptr_t>(allocate(size, FakeAllocationDevice, 256));
  return *pointer ? Success : 2;
}

__attribute__((visibility("default"))) int
cuMemAllocManaged(uintptr_t *pointer, size_t size, unsigned flags) {
  std::lock_guard<std::mutex> lock(mutex);
  if (flags != 1) // CU_MEM_ATTACH_GLOBAL
    return InvalidValue;
  *pointer =
      reinterpret_cast<uintptr_t>(allocate(size, FakeAllocationManaged, 256));
  return *pointer ? Success : 2;
}

__attribute__((visibility("default"))) int
cuMemHostAlloc(void **pointer, size_t size, unsigned flags) {
  std::lock_guard<std::mutex> lock(mutex);
  if (flags != 3) // PORTABLE | DEVICEMAP
    return InvalidValue;
  *pointer = allocate(size, FakeAllocationHost, 4096);
  return *pointer ? Success : 2;
}

__attribute__((visibility("default"))) int cuMemFree_v2(uintptr_t pointer) {
  std::lock_guard<std::mutex> lock(mutex);
  if (release(pointer, FakeAllocationDevice) == Success)
    return Success;
  return release(pointer, FakeAllocationManaged);
}

__attribute__((visibility("default"))) int cuMemFreeHost(void *pointer) {
  std::lock_guard<std::mutex> lock(mutex);
  return release(reinterpret_cast<uintptr_t>(pointer), FakeAllocationHost);
}

__attribute__((visibility("default"))) int
cuMemHostRegister_v2(void *pointer, size_t size, unsigned flags) {
  std::lock_guard<std::mutex> lock(mutex);
  if (!pointer || !size || flags != 3) // PORTABLE | DEVICEMAP
    return InvalidValue;
  if (!registeredHost.emplace(pointer, size).second)
    return 712; // CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED
  ++state.registeredHostRanges;
  return Success;
}

__attribute__((visibility("default"))) int cuMemHostUnregister(void *pointer) {
  std::lock_guard<std::mutex> lock(mutex);
  if (!registeredHost.erase(pointer))
    return 713; // CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED
  --state.registeredHostRanges;
  return Success;
}

__attribute__((visibility("default"))) int
cuMemcpyAsync(uintptr_t dst, uintptr_t src, size_t size, void *) {
  std::memcpy(reinterpret_cast<void *>(dst), reinterpret_cast<void *>(src),
              size);
  if (size == sizeof state.lastWordCopied)
    std::memcpy(&state.lastWordCopied, reinterpret_cast<void *>(src), size);
  ++state.copies;
  return Success;
}

__attribute__((visibility("default"))) int
cuMemsetD8Async(uintptr_t dst, unsigned char value, size_t count, void *) {
  return memsetWords(dst, value, count);
}

__attribute__((visibility("default"))) int
cuMemsetD16Async(uintptr_t dst, unsigned short value, size_t count, void *) {
  return memsetWords(dst, value, count);
}

__attribute__((visibility("default"))) int
cuMemsetD32Async(uintptr_t dst, unsigned value, size_t count, void *) {
  return memsetWords(dst, value, count);
}

// "Compiles" PTX by collecting the names after ".entry"; a text containing
// "syntax error" fails with a log, as ptxas would.
__attribute__((visibility("default"))) int
cuModuleLoadDataEx(void **module, const void *image, unsigned count,
                   const int *options, void **values) {
  std::string text(static_cast<const char *>(image));
  char *errorLog = nullptr;
  size_t errorCapacity = 0;
  int errorSizeIndex = -1;
  for (unsigned i = 0; i < count; ++i) {
    if (options[i] == 5) // CU_JIT_ERROR_LOG_BUFFER
      errorLog = static_cast<char *>(values[i]);
    if (options[i] == 6) { // CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES
      errorCapacity = reinterpret_cast<uintptr_t>(values[i]);
      errorSizeIndex = static_cast<int>(i);
    }
  }
  if (text.find("syntax error") != std::string::npos) {
    const char message[] = "ptxas application ptx input, line 3; fatal   : "
                           "Parsing error near 'syntax': syntax error";
    if (errorLog && errorCapacity > sizeof message) {
      std::memcpy(errorLog, message, sizeof message);
      values[errorSizeIndex] = reinterpret_cast<void *>(sizeof message);
    }
    return InvalidPtx;
  }
  auto *created = new Module;
  for (size_t at = text.find(".entry "); at != std::string::npos;
       at = text.find(".entry ", at + 1)) {
    size_t begin = at + 7;
    size_t end = text.find_first_of(" (\n", begin);
    created->entries.insert(text.substr(begin, end - begin));
  }
  // "... .global .align 4 .b8 name[28];": storage of that many bytes
  // (elements of the type's width) for cuModuleGetGlobal.
  for (const char *space : {".global ", ".const "})
    for (size_t at = text.find(space); at != std::string::npos;
         at = text.find(space, at + 1)) {
      std::string declaration = text.substr(at, text.find(';', at) - at);
      size_t nameAt = declaration.rfind(' ') + 1;
      size_t typeAt = declaration.rfind(" .", nameAt - 2) + 3;
      size_t width =
          std::strtoul(declaration.c_str() + typeAt, nullptr, 10) / 8;
      size_t bracket = declaration.find('[', nameAt);
      size_t count =
          bracket == std::string::npos
              ? 1
              : std::strtoul(declaration.c_str() + bracket + 1, nullptr, 10);
      created->globals[declaration.substr(nameAt, bracket - nameAt)].resize(
          width * count);
    }
  *module = created;
  ++state.liveModules;
  return Success;
}

__attribute__((visibility("default"))) int cuModuleUnload(void *module) {
  delete static_cast<Module *>(module);
  --state.liveModules;
  return Success;
}

__attribute__((visibility("default"))) int
cuModuleGetFunction(void **function, void *module, const char *name) {
  auto *loaded = static_cast<Module *>(module);
  if (!loaded->entries.count(name))
    return NotFound;
  loaded->functions.push_back(std::make_unique<Function>(Function{name}));
  *function = loaded->functions.back().get();
  return Success;
}

__attribute__((visibility("default"))) int
cuModuleGetGlobal_v2(uintptr_t *pointer, size_t *bytes, void *module,
                     const char *name) {
  auto *loaded = static_cast<Module *>(module);
  auto found = loaded->globals.find(name);
  if (found == loaded->globals.end())
    return NotFound;
  *pointer = reinterpret_cast<uintptr_t>(found->second.data());
  *bytes = found->second.size();
  return Success;
}

// Kernels whose name contains "limited" allow only 128 threads per block.
__attribute__((visibility("default"))) int
cuFuncGetAttribute(int *value, int attribute, void *function) {
  const bool limited = static_cast<Function *>(function)->name.find(
                           "limited") != std::string::npos;
  if (attribute == 3) { // LOCAL_SIZE_BYTES
    *value = limited ? 512 : 0;
    return Success;
  }
  if (attribute != 0)
    return InvalidValue;
  *value = limited ? 128 : 1024;
  return Success;
}

#ifndef PRISM_FAKE_CUDA_WITHOUT_LAUNCH
__attribute__((visibility("default"))) int
cuLaunchKernel(void *function, unsigned gridX, unsigned gridY, unsigned gridZ,
               unsigned blockX, unsigned blockY, unsigned blockZ,
               unsigned sharedBytes, void *, void **params, void **extra) {
  if (extra)
    return InvalidValue;
  if (state.stickyError)
    return state.stickyError;
  FakeLaunch &launch = state.lastLaunch;
  std::strncpy(launch.kernel, static_cast<Function *>(function)->name.c_str(),
               sizeof launch.kernel - 1);
  launch.grid[0] = gridX;
  launch.grid[1] = gridY;
  launch.grid[2] = gridZ;
  launch.block[0] = blockX;
  launch.block[1] = blockY;
  launch.block[2] = blockZ;
  launch.sharedBytes = sharedBytes;
  std::memset(launch.firstArgument, 0, sizeof launch.firstArgument);
  if (params)
    keepFirstArgument(launch, params[0]);
  ++state.launches;
  if (int fault = faultOfKernel(static_cast<Function *>(function)->name))
    state.stickyError = fault;
  return Success;
}
#endif

struct Location {
  int type;
  int id;
};

// Only managed memory may be prefetched or advised.
int checkManaged(uintptr_t pointer, Location location) {
  auto found = allocations.upper_bound(pointer);
  if (found == allocations.begin() ||
      std::prev(found)->second.kind != FakeAllocationManaged)
    return InvalidValue;
  state.lastLocationType = location.type;
  state.lastLocationId = location.id;
  return Success;
}

__attribute__((visibility("default"))) int
cuMemPrefetchAsync_v2(uintptr_t pointer, size_t, Location location, unsigned,
                      void *) {
  std::lock_guard<std::mutex> lock(mutex);
  ++state.prefetches;
  return checkManaged(pointer, location);
}

__attribute__((visibility("default"))) int
cuMemAdvise_v2(uintptr_t pointer, size_t, int advice, Location location) {
  std::lock_guard<std::mutex> lock(mutex);
  ++state.advices;
  state.lastAdvice = advice;
  return checkManaged(pointer, location);
}

__attribute__((visibility("default"))) int
cuDeviceCanAccessPeer(int *canAccess, int device, int peer) {
  if (!validDevice(device) || !validDevice(peer))
    return InvalidDevice;
  *canAccess = device != peer && state.peerAccessSupported;
  return Success;
}

__attribute__((visibility("default"))) int cuCtxEnablePeerAccess(void *peer,
                                                                 unsigned) {
  if (!current || !peer || current == peer)
    return InvalidValue;
  if (!state.peerAccessSupported)
    return 217; // CUDA_ERROR_PEER_ACCESS_UNSUPPORTED
  std::lock_guard<std::mutex> lock(mutex);
  if (!peerPairs.insert({current, peer}).second)
    return 704; // CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED
  ++state.peerAccessEnabled;
  return Success;
}

__attribute__((visibility("default"))) int cuCtxDisablePeerAccess(void *peer) {
  std::lock_guard<std::mutex> lock(mutex);
  if (!peerPairs.erase({current, peer}))
    return 705; // CUDA_ERROR_PEER_ACCESS_NOT_ENABLED
  --state.peerAccessEnabled;
  return Success;
}

} // extern "C"
