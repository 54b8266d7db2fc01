//===- device.cpp - The host processor as a device
//-------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The device is the processor the program runs on: its name and maker come
// from /proc/cpuinfo, its compute units are the thread pool's threads, its
// memory is the machine's RAM, and its vector widths follow the x86-64
// level it reaches. What the plugin decides itself (work-group and local
// memory sizes) is in native_cpu_plugin.h with the reasons.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"
#include "thread_pool.h"

#include "info_queries.h"

#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <limits>
#include <memory>

namespace prism::native_cpu {

namespace {

// The PCI vendor ids and names of the x86-64 makers, by CPUID vendor string.
struct Maker {
  const char *cpuid;
  const char *name;
  uint32_t pciVendorId;
};
constexpr Maker Makers[] = {
    {"GenuineIntel", "Intel(R) Corporation", 0x8086},
    {"AuthenticAMD", "Advanced Micro Devices, Inc.", 0x1022},
    {"HygonGenuine", "Chengdu Haiguang IC Design Co., Ltd.", 0x1d94},
};

uint64_t physicalMemoryBytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
  return pages > 0 && pageSize > 0 ? uint64_t(pages) * uint64_t(pageSize) : 0;
}

// The highest clock the kernel's cpufreq reports (kHz), else /proc/cpuinfo's
// current one; 0 when neither says.
uint32_t clockMHz() {
  std::ifstream maximum(
      "/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq");
  uint64_t kHz = 0;
  if (maximum >> kHz && kHz)
    return static_cast<uint32_t>(kHz / 1000);
  return static_cast<uint32_t>(
      std::strtod(cpuinfoField("cpu MHz").c_str(), nullptr));
}

uint64_t lastLevelCacheBytes() {
  for (int name :
       {_SC_LEVEL3_CACHE_SIZE, _SC_LEVEL2_CACHE_SIZE, _SC_LEVEL1_DCACHE_SIZE}) {
    long bytes = sysconf(name);
    if (bytes > 0)
      return static_cast<uint64_t>(bytes);
  }
  return 0;
}

} // namespace

std::unique_ptr<prism_device_t> describeHostDevice(prism_platform_t &platform) {
  auto device = std::make_unique<prism_device_t>();
  device->platform = &platform;
  device->name = cpuModelName();
  const std::string vendor = cpuinfoField("vendor_id");
  device->vendor = vendor.empty() ? "unknown" : vendor;
  for (const Maker &maker : Makers)
    if (vendor == maker.cpuid) {
      device->vendor = maker.name;
      device->vendorId = maker.pciVendorId;
    }
  device->computeUnits = ThreadPool::configuredThreads();
  device->clockMHz = clockMHz();
  device->memoryBytes = physicalMemoryBytes();
  device->cacheBytes = lastLevelCacheBytes();
  const long line = sysconf(_SC_LEVEL1_DCACHE_LINESIZE);
  if (line > 0)
    device->cacheLineBytes = static_cast<uint32_t>(line);
  device->isa = machineIsaLevel();
  return device;
}

namespace {

using plugin::Query;

// Answers that are the same on every machine.
#define PRISM_NATIVE_CPU_FIXED_INFO(KEY, VALUE)                                \
  InfoType<PRISM_DEVICE_INFO_##KEY> answer(const prism_device_t &,             \
                                           Query<PRISM_DEVICE_INFO_##KEY>) {   \
    return VALUE;                                                              \
  }
PRISM_NATIVE_CPU_FIXED_INFO(TYPE, PRISM_DEVICE_TYPE_CPU)
PRISM_NATIVE_CPU_FIXED_INFO(DRIVER_VERSION, "1.0")
PRISM_NATIVE_CPU_FIXED_INFO(BACKEND_VERSION, "1.0")
PRISM_NATIVE_CPU_FIXED_INFO(EXTENSIONS, "") // OpenCL's; none apply
PRISM_NATIVE_CPU_FIXED_INFO(MAX_WORK_GROUP_SIZE, MaxWorkGroupSize)
PRISM_NATIVE_CPU_FIXED_INFO(MAX_WORK_ITEM_DIMENSIONS, 3)
PRISM_NATIVE_CPU_FIXED_INFO(LOCAL_MEM_SIZE, LocalMemoryBytes)
PRISM_NATIVE_CPU_FIXED_INFO(
    IMAGE_FORMATS, PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_NATIVE_CPU))
// Sub-groups have one work-item on this target for now.
PRISM_NATIVE_CPU_FIXED_INFO(SUB_GROUP_SIZES, std::vector<uint32_t>{1})
PRISM_NATIVE_CPU_FIXED_INFO(MAX_NUM_SUB_GROUPS, MaxWorkGroupSize)
PRISM_NATIVE_CPU_FIXED_INFO(COMPUTE_CAPABILITY, 0)
// Every kind is an aligned host allocation, which the host and kernels
// reach, and update atomically, at the same address; so is any memory of
// the system allocator.
PRISM_NATIVE_CPU_FIXED_INFO(USM_SUPPORT, PRISM_USM_HOST | PRISM_USM_DEVICE |
                                             PRISM_USM_SHARED)
PRISM_NATIVE_CPU_FIXED_INFO(USM_ATOMIC_SUPPORT, PRISM_USM_HOST |
                                                    PRISM_USM_DEVICE |
                                                    PRISM_USM_SHARED)
PRISM_NATIVE_CPU_FIXED_INFO(USM_SYSTEM_ALLOCATIONS, 1)
PRISM_NATIVE_CPU_FIXED_INFO(HOST_UNIFIED_MEMORY, 1)
PRISM_NATIVE_CPU_FIXED_INFO(MEM_BASE_ADDR_ALIGN, AllocationAlignment)
PRISM_NATIVE_CPU_FIXED_INFO(ADDRESS_BITS, 64)
PRISM_NATIVE_CPU_FIXED_INFO(MAX_PARAMETER_SIZE, MaxParameterBytes)
// The processor's floating point: IEEE 754 with subnormals, every
// rounding mode (MXCSR), correctly rounded division and square root, fma
// (in hardware from x86-64-v3, in the C library below); half is computed
// in float and rounded to nearest.
constexpr uint32_t HostFpConfig =
    PRISM_FP_DENORM | PRISM_FP_INF_NAN | PRISM_FP_ROUND_TO_NEAREST |
    PRISM_FP_ROUND_TO_ZERO | PRISM_FP_ROUND_TO_INF | PRISM_FP_FMA |
    PRISM_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT;
PRISM_NATIVE_CPU_FIXED_INFO(SINGLE_FP_CONFIG, HostFpConfig)
PRISM_NATIVE_CPU_FIXED_INFO(DOUBLE_FP_CONFIG, HostFpConfig)
PRISM_NATIVE_CPU_FIXED_INFO(HALF_FP_CONFIG, PRISM_FP_DENORM | PRISM_FP_INF_NAN |
                                                PRISM_FP_ROUND_TO_NEAREST)
PRISM_NATIVE_CPU_FIXED_INFO(GLOBAL_MEM_CACHE_TYPE, PRISM_CACHE_READ_WRITE)
PRISM_NATIVE_CPU_FIXED_INFO(MAX_CONSTANT_ARGS,
                            std::numeric_limits<uint32_t>::max())
PRISM_NATIVE_CPU_FIXED_INFO(LOCAL_MEM_TYPE, PRISM_LOCAL_MEM_GLOBAL)
// Whether the RAM corrects errors is not visible to a process.
PRISM_NATIVE_CPU_FIXED_INFO(ERROR_CORRECTION, 0)
// Host atomics: every order, every scope up to the whole system.
PRISM_NATIVE_CPU_FIXED_INFO(ATOMIC_MEMORY_CAPABILITIES, 0x7F)
PRISM_NATIVE_CPU_FIXED_INFO(ATOMIC_FENCE_CAPABILITIES, 0x7F)
PRISM_NATIVE_CPU_FIXED_INFO(ATOMIC64, 1)
// Steady-clock nanoseconds.
PRISM_NATIVE_CPU_FIXED_INFO(PROFILING_TIMER_RESOLUTION, 1)
PRISM_NATIVE_CPU_FIXED_INFO(QUEUE_PROFILING, 1)
PRISM_NATIVE_CPU_FIXED_INFO(AVAILABLE, 1)
#undef PRISM_NATIVE_CPU_FIXED_INFO

std::string answer(const prism_device_t &device,
                   Query<PRISM_DEVICE_INFO_NAME>) {
  return device.name;
}
/// The backend and the x86-64 level of the code the device runs.
std::string answer(const prism_device_t &device,
                   Query<PRISM_DEVICE_INFO_VERSION>) {
  return std::string("native_cpu ") + isaLevelName(device.isa);
}
std::string answer(const prism_device_t &device,
                   Query<PRISM_DEVICE_INFO_VENDOR>) {
  return device.vendor;
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_VENDOR_ID>) {
  return device.vendorId;
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_MAX_COMPUTE_UNITS>) {
  return device.computeUnits;
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_MAX_CLOCK_FREQUENCY>) {
  return device.clockMHz;
}
std::array<uint64_t, 3> answer(const prism_device_t &,
                               Query<PRISM_DEVICE_INFO_MAX_WORK_ITEM_SIZES>) {
  return {MaxWorkGroupSize, MaxWorkGroupSize, MaxWorkGroupSize};
}
uint64_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_GLOBAL_MEM_SIZE>) {
  return device.memoryBytes;
}
uint64_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_MAX_MEM_ALLOC_SIZE>) {
  return device.memoryBytes;
}
/// Constant memory is ordinary memory.
uint64_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_MAX_CONSTANT_BUFFER_SIZE>) {
  return device.memoryBytes;
}
/// printf writes to the process's stdout as it runs: no buffer bounds it
/// but memory.
uint64_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_PRINTF_BUFFER_SIZE>) {
  return device.memoryBytes;
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_LINE_SIZE>) {
  return device.cacheLineBytes;
}
uint64_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_SIZE>) {
  return device.cacheBytes;
}

using VectorWidths = InfoType<PRISM_DEVICE_INFO_PREFERRED_VECTOR_WIDTHS>;

// How many elements of each type fill one vector register of the level the
// processor reaches (16, 32 or 64 bytes), in prism_scalar_type order.
VectorWidths vectorWidths(IsaLevel level) {
  const uint32_t bytes = level == IsaLevel::V4   ? 64
                         : level == IsaLevel::V3 ? 32
                                                 : 16;
  return {bytes,     bytes / 2, bytes / 4, bytes / 8,
          bytes / 4, bytes / 8, bytes / 2};
}
VectorWidths answer(const prism_device_t &device,
                    Query<PRISM_DEVICE_INFO_PREFERRED_VECTOR_WIDTHS>) {
  return vectorWidths(device.isa);
}
VectorWidths answer(const prism_device_t &device,
                    Query<PRISM_DEVICE_INFO_NATIVE_VECTOR_WIDTHS>) {
  return vectorWidths(device.isa);
}

// OpenCL's own queries.
plugin::Failure openclOnly(const prism_device_t &device, int what) {
  return {fail(PRISM_ERROR_UNSUPPORTED,
               fmt::format("device_get_info: query {} is OpenCL's own; the "
                           "native CPU device '{}' has no answer",
                           what, device.name))};
}
plugin::Answer<std::string> answer(const prism_device_t &device,
                                   Query<PRISM_DEVICE_INFO_PROFILE>) {
  return openclOnly(device, PRISM_DEVICE_INFO_PROFILE);
}
plugin::Answer<uint32_t>
answer(const prism_device_t &device,
       Query<PRISM_DEVICE_INFO_PREFERRED_INTEROP_USER_SYNC>) {
  return openclOnly(device, PRISM_DEVICE_INFO_PREFERRED_INTEROP_USER_SYNC);
}
plugin::Answer<uint32_t>
answer(const prism_device_t &device,
       Query<PRISM_DEVICE_INFO_EXECUTION_CAPABILITIES>) {
  return openclOnly(device, PRISM_DEVICE_INFO_EXECUTION_CAPABILITIES);
}

} // namespace

prism_result deviceGetInfo(prism_device device, prism_device_info what,
                           size_t size, void *value, size_t *sizeRet) {
  const plugin::InfoAnswer reply(size, value, sizeRet, "device_get_info");
  return plugin::answerDeviceInfo(
      what, reply, device->name,
      [device](auto query) { return answer(*device, query); });
}

} // namespace prism::native_cpu
