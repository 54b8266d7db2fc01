//===- device.cpp - CUDA device discovery and device queries --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Each CUDA device becomes a prism_device. CUDA devices take PTX only (the
// driver JIT-compiles it for their architecture), have 32-wide warps as
// their one sub-group size, and reach all three kinds of USM through
// unified addressing. Queries come from cuDeviceGetAttribute where the
// driver has an attribute; the rest are facts of the architecture or of the
// PTX Prism generates, each explained where it is answered.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include "info_queries.h"

#include <spdlog/fmt/fmt.h>

#include <memory>

namespace prism::cuda {

namespace {

constexpr const char *DeviceVendor = "NVIDIA Corporation";

// cudaMalloc and cuMemAlloc guarantee at least this alignment.
constexpr uint32_t BaseAddressAlignment = 256;

// NVIDIA's PCI vendor id.
constexpr uint32_t VendorId = 0x10DE;

// The size of a kernel's parameter block on every architecture (drivers of
// CUDA 12.1 and later allow 32764 bytes on Volta and later, but only for
// kernels compiled to say so).
constexpr uint64_t ParameterBytes = 4096;

// L1 and L2 cache lines are 128 bytes on every architecture so far; the
// driver has no attribute for it.
constexpr uint32_t CacheLineBytes = 128;

// cuEventElapsedTime's resolution, as the CUDA documentation gives it.
constexpr uint64_t TimerResolutionNs = 500;

// The driver's default printf FIFO (CU_LIMIT_PRINTF_FIFO_SIZE), which the
// plugin does not change.
constexpr uint64_t PrintfBufferBytes = 1 << 20;

// Architectures from which PTX has the features a query depends on.
constexpr uint32_t HalfArithmeticCapability = 53; // f16 add, mul, fma
constexpr uint32_t SystemAtomicsCapability = 60;  // atom.sys

// IEEE single and double precision with every rounding mode and fma, as PTX
// offers them. Correctly rounded single precision division and square root
// are not claimed: they depend on how the device library's math is built.
// Half precision arithmetic rounds to nearest only.
constexpr uint32_t IeeeFpConfig =
    PRISM_FP_DENORM | PRISM_FP_INF_NAN | PRISM_FP_ROUND_TO_NEAREST |
    PRISM_FP_ROUND_TO_ZERO | PRISM_FP_ROUND_TO_INF | PRISM_FP_FMA;
constexpr uint32_t HalfFpConfig = PRISM_FP_DENORM | PRISM_FP_INF_NAN |
                                  PRISM_FP_ROUND_TO_NEAREST | PRISM_FP_FMA;

// An attribute of the device, or 0 when the driver does not know it (e.g. an
// attribute a later driver retired).
int attribute(CUdevice device, CUdevice_attribute what) {
  int value = 0;
  if (cu.deviceGetAttribute(&value, what, device) != CUDA_SUCCESS)
    return 0;
  return value;
}

uint64_t unsignedAttribute(CUdevice device, CUdevice_attribute what) {
  int value = attribute(device, what);
  return value > 0 ? static_cast<uint64_t>(value) : 0;
}

uint32_t flag(CUdevice device, CUdevice_attribute what) {
  return attribute(device, what) ? 1 : 0;
}

bool hasHalf(const prism_device_t &device) {
  return device.computeCapability >= HalfArithmeticCapability;
}

using VectorWidths = InfoType<PRISM_DEVICE_INFO_PREFERRED_VECTOR_WIDTHS>;

// PTX computes on scalars: every type the device has is one element wide.
VectorWidths vectorWidths(const prism_device_t &device) {
  VectorWidths widths;
  widths.fill(1);
  widths[PRISM_SCALAR_HALF] = hasHalf(device) ? 1 : 0;
  return widths;
}

// Prism's PTX makes every order out of relaxed atom/ld/st and membar, at
// the scopes .cta (work-item, work-group), .gpu and .sys; atom.sys needs
// sm_60, membar.sys does not.
uint32_t atomicCapabilities(const prism_device_t &device, bool fences) {
  uint32_t capabilities =
      PRISM_ATOMIC_ORDER_RELAXED | PRISM_ATOMIC_ORDER_ACQ_REL |
      PRISM_ATOMIC_ORDER_SEQ_CST | PRISM_ATOMIC_SCOPE_WORK_ITEM |
      PRISM_ATOMIC_SCOPE_WORK_GROUP | PRISM_ATOMIC_SCOPE_DEVICE;
  if (fences || device.computeCapability >= SystemAtomicsCapability)
    capabilities |= PRISM_ATOMIC_SCOPE_SYSTEM;
  return capabilities;
}

// Host memory takes atomics from both sides when the link to the host has
// native atomics; managed memory when both sides may use it at once.
uint32_t usmAtomicKinds(const prism_device_t &device) {
  uint32_t kinds = 0;
  if (attribute(device.id, CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED))
    kinds |= PRISM_USM_HOST;
  if ((device.usmKinds & PRISM_USM_SHARED) &&
      attribute(device.id, CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS))
    kinds |= PRISM_USM_SHARED;
  return kinds;
}

std::string driverVersion() {
  int version = 0;
  if (cu.driverGetVersion(&version) != CUDA_SUCCESS)
    return {};
  return fmt::format("{}.{}", version / 1000, (version % 1000) / 10);
}

plugin::Answer<uint64_t> totalMemory(const prism_device_t &device) {
  size_t bytes = 0;
  if (CUresult error = cu.deviceTotalMem(&bytes, device.id))
    return plugin::Failure{
        failCuda(error, "cuDeviceTotalMem_v2",
                 "device_get_info of device '" + device.name + "'")};
  return static_cast<uint64_t>(bytes);
}

} // namespace

prism_result discoverDevices(prism_platform_t &platform, int count) {
  for (int ordinal = 0; ordinal < count; ++ordinal) {
    CUdevice id = 0;
    if (CUresult error = cu.deviceGet(&id, ordinal))
      return failCuda(error, "cuDeviceGet",
                      fmt::format("CUDA device {}", ordinal));
    char name[256] = {};
    if (CUresult error = cu.deviceGetName(name, sizeof name - 1, id))
      return failCuda(error, "cuDeviceGetName",
                      fmt::format("CUDA device {}", ordinal));
    auto *device =
        platform.deviceStorage.emplace_back(std::make_unique<prism_device_t>())
            .get();
    device->id = id;
    device->platform = &platform;
    device->name = name;
    device->computeCapability = static_cast<uint32_t>(
        attribute(id, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR) * 10 +
        attribute(id, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR));
    device->usmKinds = PRISM_USM_DEVICE | PRISM_USM_HOST;
    if (attribute(id, CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY))
      device->usmKinds |= PRISM_USM_SHARED;
    if (!attribute(id, CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING))
      logger().warn("CUDA device '{}' has no unified addressing; copies "
                    "between host and device memory will fail",
                    device->name);
    logger().debug("device '{}': compute capability {}, USM kinds {:#x}",
                   device->name, device->computeCapability, device->usmKinds);
    platform.devices.push_back(device);
  }
  return PRISM_SUCCESS;
}

prism_result deviceGet(prism_platform platform, uint32_t capacity,
                       prism_device *devices, uint32_t *count) {
  return plugin::listHandles(platform->devices, capacity, devices, count);
}

namespace {

using plugin::Query;

// The keys answered by a constant or one attribute of the device (0 when
// the driver does not know it); flag() answers an attribute 0 or 1. The
// other keys follow, by topic.
PRISM_DEVICE_INFO_ANSWER(TYPE, PRISM_DEVICE_TYPE_GPU)
PRISM_DEVICE_INFO_ANSWER(VENDOR, DeviceVendor)
PRISM_DEVICE_INFO_ANSWER(VENDOR_ID, VendorId)
// OpenCL extensions; CUDA has none.
PRISM_DEVICE_INFO_ANSWER(EXTENSIONS, "")
PRISM_DEVICE_INFO_ANSWER(IMAGE_FORMATS,
                         PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_PTX))
PRISM_DEVICE_INFO_ANSWER(USM_SYSTEM_ALLOCATIONS,
                         flag(device.id,
                              CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS))
PRISM_DEVICE_INFO_ANSWER(
    MAX_COMPUTE_UNITS,
    unsignedAttribute(device.id, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT))
PRISM_DEVICE_INFO_ANSWER(
    MAX_WORK_GROUP_SIZE,
    unsignedAttribute(device.id, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK))
PRISM_DEVICE_INFO_ANSWER(MAX_WORK_ITEM_DIMENSIONS, 3)
PRISM_DEVICE_INFO_ANSWER(ADDRESS_BITS, 64)
PRISM_DEVICE_INFO_ANSWER(MAX_PARAMETER_SIZE, ParameterBytes)
PRISM_DEVICE_INFO_ANSWER(PROFILING_TIMER_RESOLUTION, TimerResolutionNs)
PRISM_DEVICE_INFO_ANSWER(PRINTF_BUFFER_SIZE, PrintfBufferBytes)
// Events with timing on every stream.
PRISM_DEVICE_INFO_ANSWER(QUEUE_PROFILING, 1)
PRISM_DEVICE_INFO_ANSWER(SINGLE_FP_CONFIG, IeeeFpConfig)
PRISM_DEVICE_INFO_ANSWER(DOUBLE_FP_CONFIG, IeeeFpConfig)
// 64-bit atom on every architecture.
PRISM_DEVICE_INFO_ANSWER(ATOMIC64, 1)
PRISM_DEVICE_INFO_ANSWER(
    LOCAL_MEM_SIZE,
    unsignedAttribute(device.id,
                      CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK))
PRISM_DEVICE_INFO_ANSWER(MEM_BASE_ADDR_ALIGN, BaseAddressAlignment)
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_CACHE_TYPE, PRISM_CACHE_READ_WRITE)
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_CACHE_LINE_SIZE, CacheLineBytes)
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_CACHE_SIZE,
                         unsignedAttribute(device.id,
                                           CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE))
PRISM_DEVICE_INFO_ANSWER(
    MAX_CONSTANT_BUFFER_SIZE,
    unsignedAttribute(device.id, CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY))
// CUDA has no such limit (constant memory is one bank of
// TOTAL_CONSTANT_MEMORY bytes): the SYCL minimum.
PRISM_DEVICE_INFO_ANSWER(MAX_CONSTANT_ARGS, 8)
// Shared memory is on the SM.
PRISM_DEVICE_INFO_ANSWER(LOCAL_MEM_TYPE, PRISM_LOCAL_MEM_LOCAL)
PRISM_DEVICE_INFO_ANSWER(ERROR_CORRECTION,
                         flag(device.id, CU_DEVICE_ATTRIBUTE_ECC_ENABLED))
PRISM_DEVICE_INFO_ANSWER(HOST_UNIFIED_MEMORY,
                         flag(device.id, CU_DEVICE_ATTRIBUTE_INTEGRATED))

// --- Identity ----------------------------------------------------------------

PRISM_DEVICE_INFO_ANSWER(NAME, device.name)
PRISM_DEVICE_INFO_ANSWER(DRIVER_VERSION, driverVersion())
PRISM_DEVICE_INFO_ANSWER(VERSION,
                         fmt::format("CUDA sm_{}", device.computeCapability))
// The compute capability.
PRISM_DEVICE_INFO_ANSWER(BACKEND_VERSION,
                         fmt::format("{}.{}", device.computeCapability / 10,
                                     device.computeCapability % 10))
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_AVAILABLE>) {
  return attribute(device.id, CU_DEVICE_ATTRIBUTE_COMPUTE_MODE) !=
                 CU_COMPUTEMODE_PROHIBITED
             ? 1
             : 0;
}

// --- Images, USM and what programs may be ------------------------------------

PRISM_DEVICE_INFO_ANSWER(COMPUTE_CAPABILITY, device.computeCapability)
PRISM_DEVICE_INFO_ANSWER(USM_SUPPORT, device.usmKinds)
PRISM_DEVICE_INFO_ANSWER(USM_ATOMIC_SUPPORT, usmAtomicKinds(device))

// --- Limits ------------------------------------------------------------------

std::array<uint64_t, 3> answer(const prism_device_t &device,
                               Query<PRISM_DEVICE_INFO_MAX_WORK_ITEM_SIZES>) {
  return {unsignedAttribute(device.id, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X),
          unsignedAttribute(device.id, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y),
          unsignedAttribute(device.id, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)};
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_MAX_CLOCK_FREQUENCY>) {
  // The driver answers in kHz.
  return static_cast<uint32_t>(
      unsignedAttribute(device.id, CU_DEVICE_ATTRIBUTE_CLOCK_RATE) / 1000);
}

// --- Sub-groups and vector widths --------------------------------------------

std::vector<uint32_t> answer(const prism_device_t &device,
                             Query<PRISM_DEVICE_INFO_SUB_GROUP_SIZES>) {
  uint32_t warp = static_cast<uint32_t>(
      unsignedAttribute(device.id, CU_DEVICE_ATTRIBUTE_WARP_SIZE));
  if (!warp)
    return {};
  return {warp};
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_MAX_NUM_SUB_GROUPS>) {
  uint64_t warp = unsignedAttribute(device.id, CU_DEVICE_ATTRIBUTE_WARP_SIZE);
  return static_cast<uint32_t>(
      warp ? unsignedAttribute(device.id,
                               CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK) /
                 warp
           : 0);
}
PRISM_DEVICE_INFO_ANSWER(PREFERRED_VECTOR_WIDTHS, vectorWidths(device))
PRISM_DEVICE_INFO_ANSWER(NATIVE_VECTOR_WIDTHS, vectorWidths(device))

// --- Floating point and atomics ----------------------------------------------

PRISM_DEVICE_INFO_ANSWER(HALF_FP_CONFIG, hasHalf(device) ? HalfFpConfig : 0u)
PRISM_DEVICE_INFO_ANSWER(ATOMIC_MEMORY_CAPABILITIES,
                         atomicCapabilities(device, false))
PRISM_DEVICE_INFO_ANSWER(ATOMIC_FENCE_CAPABILITIES,
                         atomicCapabilities(device, true))

// --- Memory ------------------------------------------------------------------

plugin::Answer<uint64_t> answer(const prism_device_t &device,
                                Query<PRISM_DEVICE_INFO_GLOBAL_MEM_SIZE>) {
  return totalMemory(device);
}
/// One cuMemAlloc may take all of the memory.
plugin::Answer<uint64_t> answer(const prism_device_t &device,
                                Query<PRISM_DEVICE_INFO_MAX_MEM_ALLOC_SIZE>) {
  return totalMemory(device);
}

// Specialization constants are the launch's table (the emulation).
PRISM_DEVICE_INFO_ANSWER(NATIVE_SPECIALIZATION_CONSTANTS, 0)

} // namespace

prism_result deviceGetInfo(prism_device device, prism_device_info what,
                           size_t size, void *value, size_t *sizeRet) {
  const plugin::InfoAnswer reply(size, value, sizeRet, "device_get_info");
  return plugin::answerDeviceInfo<plugin::OpenCLOwnKeys::Refused>(
      what, reply, "CUDA", device->name,
      [device](auto query) { return answer(*device, query); });
}

} // namespace prism::cuda
