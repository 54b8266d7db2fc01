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
#include <type_traits>

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

/// How the plugin answers a key from a table row alone: a Fixed value, an
/// Attribute of the device (0 when the driver does not know it) or a Flag
/// (an attribute, answered 0 or 1).
struct Fixed {};
struct Attribute {};
struct Flag {};
template <typename Answer, typename How, typename Argument>
Answer cudaInfo([[maybe_unused]] const prism_device_t &device,
                Argument argument) {
  if constexpr (std::is_same_v<How, Fixed>)
    return static_cast<Answer>(argument);
  else if constexpr (std::is_same_v<How, Flag>)
    return attribute(device.id, argument) ? 1 : 0;
  else
    return static_cast<Answer>(unsignedAttribute(device.id, argument));
}

// The keys answered from a row: the key, how, the value or the attribute.
// The other keys have a function each below.
#define PRISM_CUDA_DEVICE_INFO(KEY, HOW, ARGUMENT)                             \
  InfoType<PRISM_DEVICE_INFO_##KEY> answer(const prism_device_t &device,       \
                                           Query<PRISM_DEVICE_INFO_##KEY>) {   \
    return cudaInfo<InfoType<PRISM_DEVICE_INFO_##KEY>, HOW>(device, ARGUMENT); \
  }
PRISM_CUDA_DEVICE_INFO(TYPE, Fixed, PRISM_DEVICE_TYPE_GPU)
PRISM_CUDA_DEVICE_INFO(VENDOR, Fixed, DeviceVendor)
PRISM_CUDA_DEVICE_INFO(VENDOR_ID, Fixed, VendorId)
// OpenCL extensions; CUDA has none.
PRISM_CUDA_DEVICE_INFO(EXTENSIONS, Fixed, "")
PRISM_CUDA_DEVICE_INFO(IMAGE_FORMATS, Fixed,
                       PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_PTX))
PRISM_CUDA_DEVICE_INFO(USM_SYSTEM_ALLOCATIONS, Flag,
                       CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS)
PRISM_CUDA_DEVICE_INFO(MAX_COMPUTE_UNITS, Attribute,
                       CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
PRISM_CUDA_DEVICE_INFO(MAX_WORK_GROUP_SIZE, Attribute,
                       CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)
PRISM_CUDA_DEVICE_INFO(MAX_WORK_ITEM_DIMENSIONS, Fixed, 3)
PRISM_CUDA_DEVICE_INFO(ADDRESS_BITS, Fixed, 64)
PRISM_CUDA_DEVICE_INFO(MAX_PARAMETER_SIZE, Fixed, ParameterBytes)
PRISM_CUDA_DEVICE_INFO(PROFILING_TIMER_RESOLUTION, Fixed, TimerResolutionNs)
PRISM_CUDA_DEVICE_INFO(PRINTF_BUFFER_SIZE, Fixed, PrintfBufferBytes)
// Events with timing on every stream.
PRISM_CUDA_DEVICE_INFO(QUEUE_PROFILING, Fixed, 1)
PRISM_CUDA_DEVICE_INFO(SINGLE_FP_CONFIG, Fixed, IeeeFpConfig)
PRISM_CUDA_DEVICE_INFO(DOUBLE_FP_CONFIG, Fixed, IeeeFpConfig)
// 64-bit atom on every architecture.
PRISM_CUDA_DEVICE_INFO(ATOMIC64, Fixed, 1)
PRISM_CUDA_DEVICE_INFO(LOCAL_MEM_SIZE, Attribute,
                       CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)
PRISM_CUDA_DEVICE_INFO(MEM_BASE_ADDR_ALIGN, Fixed, BaseAddressAlignment)
PRISM_CUDA_DEVICE_INFO(GLOBAL_MEM_CACHE_TYPE, Fixed, PRISM_CACHE_READ_WRITE)
PRISM_CUDA_DEVICE_INFO(GLOBAL_MEM_CACHE_LINE_SIZE, Fixed, CacheLineBytes)
PRISM_CUDA_DEVICE_INFO(GLOBAL_MEM_CACHE_SIZE, Attribute,
                       CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE)
PRISM_CUDA_DEVICE_INFO(MAX_CONSTANT_BUFFER_SIZE, Attribute,
                       CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY)
// CUDA has no such limit (constant memory is one bank of
// TOTAL_CONSTANT_MEMORY bytes): the SYCL minimum.
PRISM_CUDA_DEVICE_INFO(MAX_CONSTANT_ARGS, Fixed, 8)
// Shared memory is on the SM.
PRISM_CUDA_DEVICE_INFO(LOCAL_MEM_TYPE, Fixed, PRISM_LOCAL_MEM_LOCAL)
PRISM_CUDA_DEVICE_INFO(ERROR_CORRECTION, Flag, CU_DEVICE_ATTRIBUTE_ECC_ENABLED)
PRISM_CUDA_DEVICE_INFO(HOST_UNIFIED_MEMORY, Flag,
                       CU_DEVICE_ATTRIBUTE_INTEGRATED)
#undef PRISM_CUDA_DEVICE_INFO

// --- Identity ----------------------------------------------------------------

std::string answer(const prism_device_t &device,
                   Query<PRISM_DEVICE_INFO_NAME>) {
  return device.name;
}
std::string answer(const prism_device_t &,
                   Query<PRISM_DEVICE_INFO_DRIVER_VERSION>) {
  return driverVersion();
}
std::string answer(const prism_device_t &device,
                   Query<PRISM_DEVICE_INFO_VERSION>) {
  return fmt::format("CUDA sm_{}", device.computeCapability);
}
/// The compute capability.
std::string answer(const prism_device_t &device,
                   Query<PRISM_DEVICE_INFO_BACKEND_VERSION>) {
  return fmt::format("{}.{}", device.computeCapability / 10,
                     device.computeCapability % 10);
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_AVAILABLE>) {
  return attribute(device.id, CU_DEVICE_ATTRIBUTE_COMPUTE_MODE) !=
                 CU_COMPUTEMODE_PROHIBITED
             ? 1
             : 0;
}

// --- Images, USM and what programs may be ------------------------------------

uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_COMPUTE_CAPABILITY>) {
  return device.computeCapability;
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_USM_SUPPORT>) {
  return device.usmKinds;
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_USM_ATOMIC_SUPPORT>) {
  return usmAtomicKinds(device);
}

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
VectorWidths answer(const prism_device_t &device,
                    Query<PRISM_DEVICE_INFO_PREFERRED_VECTOR_WIDTHS>) {
  return vectorWidths(device);
}
VectorWidths answer(const prism_device_t &device,
                    Query<PRISM_DEVICE_INFO_NATIVE_VECTOR_WIDTHS>) {
  return vectorWidths(device);
}

// --- Floating point and atomics ----------------------------------------------

uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_HALF_FP_CONFIG>) {
  return hasHalf(device) ? HalfFpConfig : 0u;
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_ATOMIC_MEMORY_CAPABILITIES>) {
  return atomicCapabilities(device, false);
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_ATOMIC_FENCE_CAPABILITIES>) {
  return atomicCapabilities(device, true);
}

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

// --- OpenCL's own: CUDA has no answer ----------------------------------------

plugin::Failure openclOnly(const prism_device_t &device,
                           prism_device_info what) {
  return {fail(PRISM_ERROR_UNSUPPORTED,
               fmt::format("device_get_info: query {} is OpenCL's own; CUDA "
                           "device '{}' has no answer",
                           static_cast<int>(what), device.name))};
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

} // namespace prism::cuda
