//===- device.cpp - Level Zero device discovery and device queries --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Each root device of a driver becomes a prism_device. Its properties are
// read once at discovery (zeDeviceGet*Properties) and every query is
// answered from them. Level Zero runs SPIR-V modules only, so the device
// takes SPIR-V images and no other: a PTX-only program gets the core's
// "add -fsycl-targets=spir64" error. Keys Level Zero has no query for are
// answered as the devices it drives behave (fixed below, each with why),
// and OpenCL's own keys are refused as on CUDA.
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"

#include "info_queries.h"

#include <spdlog/fmt/fmt.h>

#include <algorithm>
#include <memory>

namespace prism::level_zero {

namespace {

// Intel's PCI vendor id.
constexpr uint32_t IntelVendorId = 0x8086;

// OpenCL's minimum for a device's base address alignment (the size of the
// largest built-in type, long16): Level Zero allocations are at least
// this aligned, and it has no query for more.
constexpr uint32_t BaseAddressAlignment = 128;

// Cache lines of the GPUs Level Zero drives; it has no query for them.
constexpr uint32_t CacheLineBytes = 64;

// SYCL's minimum number of constant arguments: Level Zero has no limit.
constexpr uint32_t ConstantArguments = 8;

// Level Zero's device properties, read once.
ze_result_t readProperties(prism_device_t &device) {
  // The 1.2 form gives timerResolution in cycles per second.
  device.properties.stype = ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES_1_2;
  if (ze_result_t result =
          ze.zeDeviceGetProperties(device.handle, &device.properties))
    return result;
  device.compute.stype = ZE_STRUCTURE_TYPE_DEVICE_COMPUTE_PROPERTIES;
  if (ze_result_t result =
          ze.zeDeviceGetComputeProperties(device.handle, &device.compute))
    return result;
  device.module.stype = ZE_STRUCTURE_TYPE_DEVICE_MODULE_PROPERTIES;
  return ze.zeDeviceGetModuleProperties(device.handle, &device.module);
}

// The sum of the device's memories.
ze_result_t readMemorySize(prism_device_t &device) {
  uint32_t count = 0;
  if (ze_result_t result =
          ze.zeDeviceGetMemoryProperties(device.handle, &count, nullptr))
    return result;
  std::vector<ze_device_memory_properties_t> memories(
      count, {ZE_STRUCTURE_TYPE_DEVICE_MEMORY_PROPERTIES});
  if (ze_result_t result = ze.zeDeviceGetMemoryProperties(device.handle, &count,
                                                          memories.data()))
    return result;
  for (const auto &memory : memories)
    device.globalMemSize += memory.totalSize;
  return ZE_RESULT_SUCCESS;
}

// What each kind of allocation allows. An optional query: a driver without
// it leaves knowsMemoryAccess false.
void readMemoryAccess(prism_device_t &device) {
  device.memoryAccess.stype = ZE_STRUCTURE_TYPE_DEVICE_MEMORY_ACCESS_PROPERTIES;
  ze_result_t result =
      ze.zeDeviceGetMemoryAccessProperties(device.handle, &device.memoryAccess);
  device.knowsMemoryAccess = result == ZE_RESULT_SUCCESS;
  if (!device.knowsMemoryAccess) {
    device.memoryAccess = {};
    logger().debug("Level Zero device '{}': zeDeviceGetMemoryAccessProperties "
                   "failed: {}; no system allocations or concurrent atomics",
                   device.name, zeResultName(result));
  }
}

// The size of the device's largest cache. An optional query: without it the
// device is taken to have no global memory cache, since SYCL wants a size
// for one it has.
void readCacheSize(prism_device_t &device) {
  uint32_t count = 0;
  ze_result_t result =
      ze.zeDeviceGetCacheProperties(device.handle, &count, nullptr);
  std::vector<ze_device_cache_properties_t> caches(
      count, {ZE_STRUCTURE_TYPE_DEVICE_CACHE_PROPERTIES});
  if (result == ZE_RESULT_SUCCESS && count)
    result =
        ze.zeDeviceGetCacheProperties(device.handle, &count, caches.data());
  if (result != ZE_RESULT_SUCCESS) {
    logger().debug("Level Zero device '{}': zeDeviceGetCacheProperties "
                   "failed: {}; no global memory cache",
                   device.name, zeResultName(result));
    return;
  }
  for (const auto &cache : caches)
    device.cacheSize = std::max<uint64_t>(device.cacheSize, cache.cacheSize);
}

// The first queue group that runs kernels.
ze_result_t findComputeGroup(prism_device_t &device, bool &found) {
  uint32_t count = 0;
  if (ze_result_t result = ze.zeDeviceGetCommandQueueGroupProperties(
          device.handle, &count, nullptr))
    return result;
  std::vector<ze_command_queue_group_properties_t> groups(
      count, {ZE_STRUCTURE_TYPE_COMMAND_QUEUE_GROUP_PROPERTIES});
  if (ze_result_t result = ze.zeDeviceGetCommandQueueGroupProperties(
          device.handle, &count, groups.data()))
    return result;
  for (uint32_t ordinal = 0; ordinal < count; ++ordinal)
    if ((groups[ordinal].flags &
         ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE) &&
        groups[ordinal].numQueues) {
      device.computeOrdinal = ordinal;
      found = true;
      break;
    }
  return ZE_RESULT_SUCCESS;
}

// Reads what the plugin keeps of one device; false when it cannot run
// kernels (no compute queue group), which is not an error.
prism_result describe(prism_device_t &device, bool &usable) {
  const std::string context = "Level Zero device discovery";
  if (ze_result_t result = readProperties(device))
    return failZe(result, "zeDeviceGet*Properties", context);
  device.name = device.properties.name;
  if (ze_result_t result = readMemorySize(device))
    return failZe(result, "zeDeviceGetMemoryProperties", context);
  readMemoryAccess(device);
  readCacheSize(device);
  if (ze_result_t result = findComputeGroup(device, usable))
    return failZe(result, "zeDeviceGetCommandQueueGroupProperties", context);
  return PRISM_SUCCESS;
}

} // namespace

std::string vendorName(uint32_t vendorId) {
  return vendorId == IntelVendorId ? "Intel(R) Corporation"
                                   : fmt::format("vendor {:#06x}", vendorId);
}

bool reachesSystemMemory(const prism_device_t &device) {
  return device.memoryAccess.sharedSystemAllocCapabilities &
         ZE_MEMORY_ACCESS_CAP_FLAG_RW;
}

uint64_t ticksToNanoseconds(const prism_device_t &device, uint64_t ticks) {
  // timerResolution is in ticks per second (ZE_STRUCTURE_TYPE_DEVICE_
  // PROPERTIES_1_2); 128-bit arithmetic keeps ticks * 1e9 from overflowing.
  uint64_t frequency = std::max<uint64_t>(device.properties.timerResolution, 1);
  return static_cast<uint64_t>(static_cast<unsigned __int128>(ticks) *
                               1000000000u / frequency);
}

prism_result discoverDevices(prism_platform_t &platform) {
  uint32_t count = 0;
  if (ze_result_t result = ze.zeDeviceGet(platform.handle, &count, nullptr))
    return failZe(result, "zeDeviceGet", "Level Zero device discovery");
  std::vector<ze_device_handle_t> handles(count);
  if (ze_result_t result =
          ze.zeDeviceGet(platform.handle, &count, handles.data()))
    return failZe(result, "zeDeviceGet", "Level Zero device discovery");
  for (ze_device_handle_t handle : handles) {
    auto device = std::make_unique<prism_device_t>();
    device->handle = handle;
    device->platform = &platform;
    bool usable = false;
    if (prism_result result = describe(*device, usable))
      return result;
    if (!usable) {
      logger().debug("Level Zero device '{}' has no compute queue group; "
                     "skipped",
                     device->name);
      continue;
    }
    logger().debug("Level Zero device '{}': {} compute units, {} bytes, "
                   "timer {} Hz",
                   device->name,
                   device->properties.numSlices *
                       device->properties.numSubslicesPerSlice *
                       device->properties.numEUsPerSubslice,
                   device->globalMemSize, device->properties.timerResolution);
    platform.devices.push_back(device.get());
    platform.deviceStorage.push_back(std::move(device));
  }
  return PRISM_SUCCESS;
}

prism_result deviceGet(prism_platform platform, uint32_t capacity,
                       prism_device *devices, uint32_t *count) {
  return plugin::listHandles(platform->devices, capacity, devices, count);
}

namespace {

using plugin::Query;
using VectorWidths = InfoType<PRISM_DEVICE_INFO_PREFERRED_VECTOR_WIDTHS>;

bool hasHalf(const prism_device_t &device) {
  return device.module.flags & ZE_DEVICE_MODULE_FLAG_FP16;
}
bool hasDouble(const prism_device_t &device) {
  return device.module.flags & ZE_DEVICE_MODULE_FLAG_FP64;
}
bool hasAtomics64(const prism_device_t &device) {
  return device.module.flags & ZE_DEVICE_MODULE_FLAG_INT64_ATOMICS;
}

// Level Zero's ze_device_fp_flags_t as prism_fp_config (the last two bits
// are swapped: OpenCL's order is SOFT_FLOAT, then CORRECTLY_ROUNDED).
uint32_t fpConfig(ze_device_fp_flags_t flags) {
  const std::pair<uint32_t, uint32_t> bits[] = {
      {ZE_DEVICE_FP_FLAG_DENORM, PRISM_FP_DENORM},
      {ZE_DEVICE_FP_FLAG_INF_NAN, PRISM_FP_INF_NAN},
      {ZE_DEVICE_FP_FLAG_ROUND_TO_NEAREST, PRISM_FP_ROUND_TO_NEAREST},
      {ZE_DEVICE_FP_FLAG_ROUND_TO_ZERO, PRISM_FP_ROUND_TO_ZERO},
      {ZE_DEVICE_FP_FLAG_ROUND_TO_INF, PRISM_FP_ROUND_TO_INF},
      {ZE_DEVICE_FP_FLAG_FMA, PRISM_FP_FMA},
      {ZE_DEVICE_FP_FLAG_ROUNDED_DIVIDE_SQRT,
       PRISM_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT},
      {ZE_DEVICE_FP_FLAG_SOFT_FLOAT, PRISM_FP_SOFT_FLOAT}};
  uint32_t config = 0;
  for (const auto &[zeBit, prismBit] : bits)
    if (flags & zeBit)
      config |= prismBit;
  return config;
}

// SPIR-V for Level Zero computes on scalars across SIMD lanes: every type
// the device has is one element wide, as DPC++ answers for these devices.
VectorWidths vectorWidths(const prism_device_t &device) {
  VectorWidths widths;
  widths.fill(1);
  widths[PRISM_SCALAR_HALF] = hasHalf(device) ? 1 : 0;
  widths[PRISM_SCALAR_DOUBLE] = hasDouble(device) ? 1 : 0;
  return widths;
}

// Every order and scope: SPIR-V's atomics and fences on Level Zero have
// them all.
constexpr uint32_t AllAtomicCapabilities =
    PRISM_ATOMIC_ORDER_RELAXED | PRISM_ATOMIC_ORDER_ACQ_REL |
    PRISM_ATOMIC_ORDER_SEQ_CST | PRISM_ATOMIC_SCOPE_WORK_ITEM |
    PRISM_ATOMIC_SCOPE_WORK_GROUP | PRISM_ATOMIC_SCOPE_DEVICE |
    PRISM_ATOMIC_SCOPE_SYSTEM;

// The keys answered by one expression of the device's properties, or a
// constant. The other keys follow, by topic.
PRISM_DEVICE_INFO_ANSWER(VENDOR_ID, device.properties.vendorId)
PRISM_DEVICE_INFO_ANSWER(MAX_CLOCK_FREQUENCY, device.properties.coreClockRate)
PRISM_DEVICE_INFO_ANSWER(MAX_MEM_ALLOC_SIZE, device.properties.maxMemAllocSize)
PRISM_DEVICE_INFO_ANSWER(MAX_WORK_GROUP_SIZE, device.compute.maxTotalGroupSize)
PRISM_DEVICE_INFO_ANSWER(LOCAL_MEM_SIZE, device.compute.maxSharedLocalMemory)
PRISM_DEVICE_INFO_ANSWER(MAX_PARAMETER_SIZE, device.module.maxArgumentsSize)
PRISM_DEVICE_INFO_ANSWER(PRINTF_BUFFER_SIZE, device.module.printfBufferSize)
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_SIZE, device.globalMemSize)
// A constant buffer is ordinary device memory.
PRISM_DEVICE_INFO_ANSWER(MAX_CONSTANT_BUFFER_SIZE,
                         device.properties.maxMemAllocSize)
PRISM_DEVICE_INFO_ANSWER(ERROR_CORRECTION,
                         (device.properties.flags & ZE_DEVICE_PROPERTY_FLAG_ECC)
                             ? 1
                             : 0)
PRISM_DEVICE_INFO_ANSWER(
    HOST_UNIFIED_MEMORY,
    (device.properties.flags & ZE_DEVICE_PROPERTY_FLAG_INTEGRATED) ? 1 : 0)
PRISM_DEVICE_INFO_ANSWER(ATOMIC64, hasAtomics64(device) ? 1 : 0)
PRISM_DEVICE_INFO_ANSWER(HALF_FP_CONFIG, hasHalf(device)
                                             ? fpConfig(device.module.fp16flags)
                                             : 0)
PRISM_DEVICE_INFO_ANSWER(SINGLE_FP_CONFIG, fpConfig(device.module.fp32flags))
PRISM_DEVICE_INFO_ANSWER(DOUBLE_FP_CONFIG,
                         hasDouble(device) ? fpConfig(device.module.fp64flags)
                                           : 0)
PRISM_DEVICE_INFO_ANSWER(IMAGE_FORMATS,
                         PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_SPIRV))
PRISM_DEVICE_INFO_ANSWER(COMPUTE_CAPABILITY, 0)
PRISM_DEVICE_INFO_ANSWER(USM_SYSTEM_ALLOCATIONS,
                         reachesSystemMemory(device) ? 1 : 0)
PRISM_DEVICE_INFO_ANSWER(MEM_BASE_ADDR_ALIGN, BaseAddressAlignment)
PRISM_DEVICE_INFO_ANSWER(MAX_WORK_ITEM_DIMENSIONS, 3)
PRISM_DEVICE_INFO_ANSWER(ADDRESS_BITS, 64)
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_CACHE_TYPE, device.cacheSize
                                                    ? PRISM_CACHE_READ_WRITE
                                                    : PRISM_CACHE_NONE)
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_CACHE_LINE_SIZE,
                         device.cacheSize ? CacheLineBytes : 0)
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_CACHE_SIZE, device.cacheSize)
PRISM_DEVICE_INFO_ANSWER(MAX_CONSTANT_ARGS, ConstantArguments)
// Shared local memory is on the sub-slice.
PRISM_DEVICE_INFO_ANSWER(LOCAL_MEM_TYPE, PRISM_LOCAL_MEM_LOCAL)
PRISM_DEVICE_INFO_ANSWER(ATOMIC_MEMORY_CAPABILITIES, AllAtomicCapabilities)
PRISM_DEVICE_INFO_ANSWER(ATOMIC_FENCE_CAPABILITIES, AllAtomicCapabilities)
PRISM_DEVICE_INFO_ANSWER(AVAILABLE, 1)
// Every queue's events carry kernel timestamps.
PRISM_DEVICE_INFO_ANSWER(QUEUE_PROFILING, 1)

// --- Identity ----------------------------------------------------------------

uint32_t answer(const prism_device_t &device, Query<PRISM_DEVICE_INFO_TYPE>) {
  switch (device.properties.type) {
  case ZE_DEVICE_TYPE_GPU:
    return PRISM_DEVICE_TYPE_GPU;
  case ZE_DEVICE_TYPE_CPU:
    return PRISM_DEVICE_TYPE_CPU;
  default: // FPGA, MCA, VPU
    return PRISM_DEVICE_TYPE_ACCELERATOR;
  }
}
PRISM_DEVICE_INFO_ANSWER(NAME, device.name)
PRISM_DEVICE_INFO_ANSWER(VENDOR, vendorName(device.properties.vendorId))
PRISM_DEVICE_INFO_ANSWER(DRIVER_VERSION,
                         std::to_string(device.platform->driverVersion))
/// The driver's Level Zero API version.
std::string answer(const prism_device_t &device,
                   Query<PRISM_DEVICE_INFO_BACKEND_VERSION>) {
  return fmt::format("{}.{}", ZE_MAJOR_VERSION(device.platform->apiVersion),
                     ZE_MINOR_VERSION(device.platform->apiVersion));
}
std::string answer(const prism_device_t &device,
                   Query<PRISM_DEVICE_INFO_VERSION>) {
  return "Level Zero " +
         answer(device, Query<PRISM_DEVICE_INFO_BACKEND_VERSION>{});
}
// The OpenCL names of what the module properties say, which SYCL's aspects
// read.
std::string answer(const prism_device_t &device,
                   Query<PRISM_DEVICE_INFO_EXTENSIONS>) {
  std::string names;
  auto add = [&names](const char *name) {
    names += (names.empty() ? "" : " ") + std::string(name);
  };
  if (hasHalf(device))
    add("cl_khr_fp16");
  if (hasDouble(device))
    add("cl_khr_fp64");
  if (hasAtomics64(device)) {
    add("cl_khr_int64_base_atomics");
    add("cl_khr_int64_extended_atomics");
  }
  return names;
}

// --- USM ---------------------------------------------------------------------

/// The kinds the device can use; every kind when the driver cannot say
/// (zeMemAlloc{Host,Device,Shared} exist on every Level Zero device).
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_USM_SUPPORT>) {
  const ze_device_memory_access_properties_t &access = device.memoryAccess;
  if (!device.knowsMemoryAccess)
    return PRISM_USM_HOST | PRISM_USM_DEVICE | PRISM_USM_SHARED;
  return (access.hostAllocCapabilities ? PRISM_USM_HOST : 0u) |
         (access.deviceAllocCapabilities ? PRISM_USM_DEVICE : 0u) |
         (access.sharedSingleDeviceAllocCapabilities ? PRISM_USM_SHARED : 0u);
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_USM_ATOMIC_SUPPORT>) {
  const ze_device_memory_access_properties_t &access = device.memoryAccess;
  const uint32_t both = ZE_MEMORY_ACCESS_CAP_FLAG_CONCURRENT_ATOMIC;
  return ((access.hostAllocCapabilities & both) ? PRISM_USM_HOST : 0u) |
         ((access.sharedSingleDeviceAllocCapabilities & both) ? PRISM_USM_SHARED
                                                              : 0u);
}

// --- Work-items and profiling -----------------------------------------------

uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_MAX_COMPUTE_UNITS>) {
  return device.properties.numSlices * device.properties.numSubslicesPerSlice *
         device.properties.numEUsPerSubslice;
}
PRISM_DEVICE_INFO_ANSWER(MAX_WORK_ITEM_SIZES,
                         (std::array<uint64_t, 3>{
                             device.compute.maxGroupSizeX,
                             device.compute.maxGroupSizeY,
                             device.compute.maxGroupSizeZ}))
PRISM_DEVICE_INFO_ANSWER(PROFILING_TIMER_RESOLUTION,
                         std::max<uint64_t>(ticksToNanoseconds(device, 1), 1))

// --- Sub-groups and vector widths --------------------------------------------

std::vector<uint32_t> answer(const prism_device_t &device,
                             Query<PRISM_DEVICE_INFO_SUB_GROUP_SIZES>) {
  uint32_t count = std::min<uint32_t>(device.compute.numSubGroupSizes,
                                      ZE_SUBGROUPSIZE_COUNT);
  return std::vector<uint32_t>(device.compute.subGroupSizes,
                               device.compute.subGroupSizes + count);
}
/// As many sub-groups as the smallest size fits in the largest group.
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_MAX_NUM_SUB_GROUPS>) {
  std::vector<uint32_t> sizes =
      answer(device, Query<PRISM_DEVICE_INFO_SUB_GROUP_SIZES>{});
  uint32_t smallest =
      sizes.empty() ? 0 : *std::min_element(sizes.begin(), sizes.end());
  return smallest ? device.compute.maxTotalGroupSize / smallest : 0;
}
PRISM_DEVICE_INFO_ANSWER(PREFERRED_VECTOR_WIDTHS, vectorWidths(device))
PRISM_DEVICE_INFO_ANSWER(NATIVE_VECTOR_WIDTHS, vectorWidths(device))

// Modules take SPIR-V specialization constants (ze_module_constants_t).
PRISM_DEVICE_INFO_ANSWER(NATIVE_SPECIALIZATION_CONSTANTS, 1)

} // namespace

prism_result deviceGetInfo(prism_device device, prism_device_info what,
                           size_t size, void *value, size_t *sizeRet) {
  const plugin::InfoAnswer reply(size, value, sizeRet, "device_get_info");
  return plugin::answerDeviceInfo<plugin::OpenCLOwnKeys::Refused>(
      what, reply, "Level Zero", device->name,
      [device](auto query) { return answer(*device, query); });
}

} // namespace prism::level_zero
