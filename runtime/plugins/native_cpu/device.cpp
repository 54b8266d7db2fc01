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

// Answers that are the same on every machine.
PRISM_DEVICE_INFO_ANSWER(TYPE, PRISM_DEVICE_TYPE_CPU)
PRISM_DEVICE_INFO_ANSWER(DRIVER_VERSION, "1.0")
PRISM_DEVICE_INFO_ANSWER(BACKEND_VERSION, "1.0")
PRISM_DEVICE_INFO_ANSWER(EXTENSIONS, "") // OpenCL's; none apply
PRISM_DEVICE_INFO_ANSWER(MAX_WORK_GROUP_SIZE, MaxWorkGroupSize)
PRISM_DEVICE_INFO_ANSWER(MAX_WORK_ITEM_DIMENSIONS, 3)
PRISM_DEVICE_INFO_ANSWER(LOCAL_MEM_SIZE, LocalMemoryBytes)
PRISM_DEVICE_INFO_ANSWER(IMAGE_FORMATS,
                         PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_NATIVE_CPU))
// The compiler's one sub-group size (prism/native_cpu_abi.h).
PRISM_DEVICE_INFO_ANSWER(SUB_GROUP_SIZES,
                         std::vector<uint32_t>{PRISM_NATIVE_SUB_GROUP_SIZE})
PRISM_DEVICE_INFO_ANSWER(MAX_NUM_SUB_GROUPS,
                         (MaxWorkGroupSize + PRISM_NATIVE_SUB_GROUP_SIZE - 1) /
                             PRISM_NATIVE_SUB_GROUP_SIZE)
PRISM_DEVICE_INFO_ANSWER(COMPUTE_CAPABILITY, 0)
// Every kind is an aligned host allocation, which the host and kernels
// reach, and update atomically, at the same address; so is any memory of
// the system allocator.
PRISM_DEVICE_INFO_ANSWER(USM_SUPPORT,
                         PRISM_USM_HOST | PRISM_USM_DEVICE | PRISM_USM_SHARED)
PRISM_DEVICE_INFO_ANSWER(USM_ATOMIC_SUPPORT,
                         PRISM_USM_HOST | PRISM_USM_DEVICE | PRISM_USM_SHARED)
PRISM_DEVICE_INFO_ANSWER(USM_SYSTEM_ALLOCATIONS, 1)
PRISM_DEVICE_INFO_ANSWER(HOST_UNIFIED_MEMORY, 1)
PRISM_DEVICE_INFO_ANSWER(MEM_BASE_ADDR_ALIGN, AllocationAlignment)
PRISM_DEVICE_INFO_ANSWER(ADDRESS_BITS, 64)
PRISM_DEVICE_INFO_ANSWER(MAX_PARAMETER_SIZE, MaxParameterBytes)
// The processor's floating point: IEEE 754 with subnormals, every
// rounding mode (MXCSR), correctly rounded division and square root, fma
// (in hardware from x86-64-v3, in the C library below); half is computed
// in float and rounded to nearest.
constexpr uint32_t HostFpConfig =
    PRISM_FP_DENORM | PRISM_FP_INF_NAN | PRISM_FP_ROUND_TO_NEAREST |
    PRISM_FP_ROUND_TO_ZERO | PRISM_FP_ROUND_TO_INF | PRISM_FP_FMA |
    PRISM_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT;
PRISM_DEVICE_INFO_ANSWER(SINGLE_FP_CONFIG, HostFpConfig)
PRISM_DEVICE_INFO_ANSWER(DOUBLE_FP_CONFIG, HostFpConfig)
PRISM_DEVICE_INFO_ANSWER(HALF_FP_CONFIG, PRISM_FP_DENORM | PRISM_FP_INF_NAN |
                                             PRISM_FP_ROUND_TO_NEAREST)
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_CACHE_TYPE, PRISM_CACHE_READ_WRITE)
PRISM_DEVICE_INFO_ANSWER(MAX_CONSTANT_ARGS,
                         std::numeric_limits<uint32_t>::max())
PRISM_DEVICE_INFO_ANSWER(LOCAL_MEM_TYPE, PRISM_LOCAL_MEM_GLOBAL)
// Whether the RAM corrects errors is not visible to a process.
PRISM_DEVICE_INFO_ANSWER(ERROR_CORRECTION, 0)
// Host atomics: every order, every scope up to the whole system.
PRISM_DEVICE_INFO_ANSWER(ATOMIC_MEMORY_CAPABILITIES, 0x7F)
PRISM_DEVICE_INFO_ANSWER(ATOMIC_FENCE_CAPABILITIES, 0x7F)
PRISM_DEVICE_INFO_ANSWER(ATOMIC64, 1)
// Steady-clock nanoseconds.
PRISM_DEVICE_INFO_ANSWER(PROFILING_TIMER_RESOLUTION, 1)
PRISM_DEVICE_INFO_ANSWER(QUEUE_PROFILING, 1)
PRISM_DEVICE_INFO_ANSWER(AVAILABLE, 1)

// Answers from what discovery read.
PRISM_DEVICE_INFO_ANSWER(NAME, device.name)
PRISM_DEVICE_INFO_ANSWER(VENDOR, device.vendor)
PRISM_DEVICE_INFO_ANSWER(VENDOR_ID, device.vendorId)
PRISM_DEVICE_INFO_ANSWER(MAX_COMPUTE_UNITS, device.computeUnits)
PRISM_DEVICE_INFO_ANSWER(MAX_CLOCK_FREQUENCY, device.clockMHz)
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_SIZE, device.memoryBytes)
PRISM_DEVICE_INFO_ANSWER(MAX_MEM_ALLOC_SIZE, device.memoryBytes)
// Constant memory is ordinary memory.
PRISM_DEVICE_INFO_ANSWER(MAX_CONSTANT_BUFFER_SIZE, device.memoryBytes)
// printf writes to the process's stdout as it runs: no buffer bounds it but
// memory.
PRISM_DEVICE_INFO_ANSWER(PRINTF_BUFFER_SIZE, device.memoryBytes)
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_CACHE_LINE_SIZE, device.cacheLineBytes)
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_CACHE_SIZE, device.cacheBytes)
// The backend and the x86-64 level of the code the device runs.
PRISM_DEVICE_INFO_ANSWER(VERSION,
                         std::string("native_cpu ") + isaLevelName(device.isa))
PRISM_DEVICE_INFO_ANSWER(MAX_WORK_ITEM_SIZES,
                         (std::array<uint64_t, 3>{MaxWorkGroupSize,
                                                  MaxWorkGroupSize,
                                                  MaxWorkGroupSize}))

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
PRISM_DEVICE_INFO_ANSWER(PREFERRED_VECTOR_WIDTHS, vectorWidths(device.isa))
PRISM_DEVICE_INFO_ANSWER(NATIVE_VECTOR_WIDTHS, vectorWidths(device.isa))

// Specialization constants are the launch's table (the emulation).
PRISM_DEVICE_INFO_ANSWER(NATIVE_SPECIALIZATION_CONSTANTS, 0)

} // namespace

prism_result deviceGetInfo(prism_device device, prism_device_info what,
                           size_t size, void *value, size_t *sizeRet) {
  const plugin::InfoAnswer reply(size, value, sizeRet, "device_get_info");
  return plugin::answerDeviceInfo<plugin::OpenCLOwnKeys::Refused>(
      what, reply, "native CPU", device->name,
      [device](auto query) { return answer(*device, query); });
}

} // namespace prism::native_cpu
