//===- device.cpp - OpenCL device discovery and device queries -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Each OpenCL device becomes a prism_device. Discovery records what decides
// how programs and memory are handled later: whether the device takes SPIR-V
// as IL, or only SPIR 1.2 bitcode (PoCL), and its SVM / Intel USM abilities.
// Every other query is a clGetDeviceInfo call; prism_fp_config,
// prism_atomic_capability and prism_execution_capability share OpenCL's bit
// values, so those answers pass through masked to the bits plugin.h names.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

#include "info_queries.h"

#include <spdlog/fmt/fmt.h>

#include <cstring>
#include <memory>
#include <sstream>

namespace prism::opencl {

namespace {

std::string deviceString(cl_device_id id, cl_device_info what) {
  size_t size = 0;
  if (clGetDeviceInfo(id, what, 0, nullptr, &size) != CL_SUCCESS || !size)
    return {};
  std::string text(size, '\0');
  if (clGetDeviceInfo(id, what, size, text.data(), nullptr) != CL_SUCCESS)
    return {};
  text.resize(std::strlen(text.c_str()));
  return text;
}

template <class T> T deviceScalar(cl_device_id id, cl_device_info what) {
  T value{};
  if (clGetDeviceInfo(id, what, sizeof(T), &value, nullptr) != CL_SUCCESS)
    return T{};
  return value;
}

// A cl_bool answer, as 0 or 1.
uint32_t deviceFlag(cl_device_id id, cl_device_info what) {
  return deviceScalar<cl_bool>(id, what) ? 1 : 0;
}

static_assert(PRISM_FP_DENORM == CL_FP_DENORM &&
                  PRISM_FP_INF_NAN == CL_FP_INF_NAN &&
                  PRISM_FP_ROUND_TO_NEAREST == CL_FP_ROUND_TO_NEAREST &&
                  PRISM_FP_ROUND_TO_ZERO == CL_FP_ROUND_TO_ZERO &&
                  PRISM_FP_ROUND_TO_INF == CL_FP_ROUND_TO_INF &&
                  PRISM_FP_FMA == CL_FP_FMA &&
                  PRISM_FP_SOFT_FLOAT == CL_FP_SOFT_FLOAT &&
                  PRISM_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT ==
                      CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT,
              "prism_fp_config must keep OpenCL's bit values");
static_assert(
    PRISM_ATOMIC_ORDER_RELAXED == CL_DEVICE_ATOMIC_ORDER_RELAXED &&
        PRISM_ATOMIC_ORDER_ACQ_REL == CL_DEVICE_ATOMIC_ORDER_ACQ_REL &&
        PRISM_ATOMIC_ORDER_SEQ_CST == CL_DEVICE_ATOMIC_ORDER_SEQ_CST &&
        PRISM_ATOMIC_SCOPE_WORK_ITEM == CL_DEVICE_ATOMIC_SCOPE_WORK_ITEM &&
        PRISM_ATOMIC_SCOPE_WORK_GROUP == CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP &&
        PRISM_ATOMIC_SCOPE_DEVICE == CL_DEVICE_ATOMIC_SCOPE_DEVICE &&
        PRISM_ATOMIC_SCOPE_SYSTEM == CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES,
    "prism_atomic_capability must keep OpenCL's bit values");
static_assert(PRISM_EXEC_KERNEL == CL_EXEC_KERNEL &&
                  PRISM_EXEC_NATIVE_KERNEL == CL_EXEC_NATIVE_KERNEL,
              "prism_execution_capability must keep OpenCL's bit values");

// The bits plugin.h names.
constexpr uint32_t AllFpConfigBits = 0xFF;
constexpr uint32_t AllAtomicBits = 0x7F;

// Whether the device's extension list names `extension` (a whole word: the
// list is separated by one or more spaces).
bool hasExtension(cl_device_id id, const char *extension) {
  std::istringstream names(deviceString(id, CL_DEVICE_EXTENSIONS));
  for (std::string name; names >> name;)
    if (name == extension)
      return true;
  return false;
}

// "3.0" from CL_DEVICE_VERSION's "OpenCL 3.0 <vendor text>".
std::string openclVersion(cl_device_id id) {
  std::istringstream words(deviceString(id, CL_DEVICE_VERSION));
  std::string opencl, version;
  words >> opencl >> version;
  return version;
}

using VectorWidths = InfoType<PRISM_DEVICE_INFO_PREFERRED_VECTOR_WIDTHS>;

// The widths of every scalar type, asked with `queries` in
// prism_scalar_type order.
VectorWidths
vectorWidths(cl_device_id id,
             const cl_device_info (&queries)[PRISM_SCALAR_TYPE_COUNT]) {
  VectorWidths widths = {};
  for (int type = 0; type < PRISM_SCALAR_TYPE_COUNT; ++type)
    widths[type] = deviceScalar<cl_uint>(id, queries[type]);
  return widths;
}

// OpenCL 3.0 names the orders and scopes of atomics and fences; an older
// device that cannot answer gets the minimum OpenCL 3.0 mandates.
uint32_t atomicCapabilities(cl_device_id id, cl_device_info what,
                            cl_device_atomic_capabilities minimum) {
  cl_device_atomic_capabilities capabilities = 0;
  if (clGetDeviceInfo(id, what, sizeof capabilities, &capabilities, nullptr) !=
          CL_SUCCESS ||
      !capabilities)
    capabilities = minimum;
  return static_cast<uint32_t>(capabilities) & AllAtomicBits;
}

// Host and shared allocations the device and host may both update with
// atomics at once, as Intel USM says per kind. Prism's SVM allocations are
// made without CL_MEM_SVM_ATOMICS, so through SVM there are none, whatever
// CL_DEVICE_SVM_ATOMICS says.
uint32_t usmAtomicKindsOf(const prism_device_t &device) {
  if (!device.platform->intelUsm.available())
    return 0;
  using Caps = cl_device_unified_shared_memory_capabilities_intel;
  uint32_t kinds = 0;
  if (deviceScalar<Caps>(device.id, CL_DEVICE_HOST_MEM_CAPABILITIES_INTEL) &
      CL_UNIFIED_SHARED_MEMORY_CONCURRENT_ATOMIC_ACCESS_INTEL)
    kinds |= PRISM_USM_HOST;
  if (deviceScalar<Caps>(
          device.id, CL_DEVICE_SINGLE_DEVICE_SHARED_MEM_CAPABILITIES_INTEL) &
      CL_UNIFIED_SHARED_MEMORY_CONCURRENT_ATOMIC_ACCESS_INTEL)
    kinds |= PRISM_USM_SHARED;
  return kinds;
}

bool systemAllocations(const prism_device_t &device) {
  if (device.platform->intelUsm.available())
    return deviceScalar<cl_device_unified_shared_memory_capabilities_intel>(
               device.id, CL_DEVICE_SHARED_SYSTEM_MEM_CAPABILITIES_INTEL) != 0;
  return (device.svmCapabilities & CL_DEVICE_SVM_FINE_GRAIN_SYSTEM) != 0;
}

uint32_t usmKindsOf(const prism_device_t &device) {
  if (device.platform->intelUsm.available()) {
    uint32_t kinds = 0;
    using Caps = cl_device_unified_shared_memory_capabilities_intel;
    if (deviceScalar<Caps>(device.id, CL_DEVICE_HOST_MEM_CAPABILITIES_INTEL))
      kinds |= PRISM_USM_HOST;
    if (deviceScalar<Caps>(device.id, CL_DEVICE_DEVICE_MEM_CAPABILITIES_INTEL))
      kinds |= PRISM_USM_DEVICE;
    if (deviceScalar<Caps>(
            device.id, CL_DEVICE_SINGLE_DEVICE_SHARED_MEM_CAPABILITIES_INTEL))
      kinds |= PRISM_USM_SHARED;
    return kinds;
  }
  // Host and shared memory must be reachable from the host without map
  // calls, which only fine-grained SVM gives.
  if (device.svmCapabilities & CL_DEVICE_SVM_FINE_GRAIN_BUFFER)
    return PRISM_USM_HOST | PRISM_USM_DEVICE | PRISM_USM_SHARED;
  if (device.svmCapabilities & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER)
    return PRISM_USM_DEVICE;
  return 0;
}

} // namespace

bool reachesHostMemory(const prism_device_t &device) {
  return systemAllocations(device) ||
         ((deviceScalar<cl_device_type>(device.id, CL_DEVICE_TYPE) &
           CL_DEVICE_TYPE_CPU) &&
          deviceScalar<cl_bool>(device.id, CL_DEVICE_HOST_UNIFIED_MEMORY));
}

prism_result discoverDevices(prism_platform_t &platform) {
  cl_uint count = 0;
  cl_int error =
      clGetDeviceIDs(platform.id, CL_DEVICE_TYPE_ALL, 0, nullptr, &count);
  if (error == CL_DEVICE_NOT_FOUND || (error == CL_SUCCESS && !count))
    return PRISM_SUCCESS;
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clGetDeviceIDs",
                      ("OpenCL platform '" + platform.name + "'").c_str());
  std::vector<cl_device_id> ids(count);
  error = clGetDeviceIDs(platform.id, CL_DEVICE_TYPE_ALL, count, ids.data(),
                         nullptr);
  if (error != CL_SUCCESS)
    return failOpenCL(error, "clGetDeviceIDs",
                      ("OpenCL platform '" + platform.name + "'").c_str());

  for (cl_device_id id : ids) {
    auto *device =
        platform.deviceStorage.emplace_back(std::make_unique<prism_device_t>())
            .get();
    device->id = id;
    device->platform = &platform;
    device->name = deviceString(id, CL_DEVICE_NAME);
    device->driverVersion = deviceString(id, CL_DRIVER_VERSION);
    device->acceptsSpirvIL =
        deviceString(id, CL_DEVICE_IL_VERSION).find("SPIR-V") !=
        std::string::npos;
    const std::string extensions = deviceString(id, CL_DEVICE_EXTENSIONS);
    // PoCL takes SPIR bitcode without announcing cl_khr_spir.
    device->acceptsSpir =
        extensions.find("cl_khr_spir") != std::string::npos ||
        platform.name.find("Portable Computing Language") != std::string::npos;
    device->singleItemSubGroups =
        !device->acceptsSpirvIL && device->acceptsSpir &&
        extensions.find("cl_khr_subgroups") == std::string::npos &&
        extensions.find("cl_intel_subgroups") == std::string::npos;
    device->svmCapabilities = deviceScalar<cl_device_svm_capabilities>(
        id, CL_DEVICE_SVM_CAPABILITIES);
    device->usmKinds = usmKindsOf(*device);
    logger().debug("device '{}' (driver {}): SPIR-V IL {}, SPIR {}, USM kinds "
                   "{:#x}, single-work-item sub-groups {}",
                   device->name, device->driverVersion, device->acceptsSpirvIL,
                   device->acceptsSpir, device->usmKinds,
                   device->singleItemSubGroups);
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

// The keys that are one clGetDeviceInfo query. The other keys follow, by
// topic.
PRISM_DEVICE_INFO_ANSWER(VENDOR, deviceString(device.id, CL_DEVICE_VENDOR))
PRISM_DEVICE_INFO_ANSWER(VERSION, deviceString(device.id, CL_DEVICE_VERSION))
PRISM_DEVICE_INFO_ANSWER(EXTENSIONS,
                         deviceString(device.id, CL_DEVICE_EXTENSIONS))
PRISM_DEVICE_INFO_ANSWER(PROFILE, deviceString(device.id, CL_DEVICE_PROFILE))
PRISM_DEVICE_INFO_ANSWER(VENDOR_ID,
                         deviceScalar<cl_uint>(device.id, CL_DEVICE_VENDOR_ID))
PRISM_DEVICE_INFO_ANSWER(AVAILABLE, deviceFlag(device.id, CL_DEVICE_AVAILABLE))
PRISM_DEVICE_INFO_ANSWER(MAX_COMPUTE_UNITS,
                         deviceScalar<cl_uint>(device.id,
                                               CL_DEVICE_MAX_COMPUTE_UNITS))
PRISM_DEVICE_INFO_ANSWER(MAX_WORK_GROUP_SIZE,
                         deviceScalar<size_t>(device.id,
                                              CL_DEVICE_MAX_WORK_GROUP_SIZE))
PRISM_DEVICE_INFO_ANSWER(
    MAX_WORK_ITEM_DIMENSIONS,
    deviceScalar<cl_uint>(device.id, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS))
PRISM_DEVICE_INFO_ANSWER(MAX_CLOCK_FREQUENCY,
                         deviceScalar<cl_uint>(device.id,
                                               CL_DEVICE_MAX_CLOCK_FREQUENCY))
PRISM_DEVICE_INFO_ANSWER(ADDRESS_BITS,
                         deviceScalar<cl_uint>(device.id,
                                               CL_DEVICE_ADDRESS_BITS))
PRISM_DEVICE_INFO_ANSWER(MAX_PARAMETER_SIZE,
                         deviceScalar<size_t>(device.id,
                                              CL_DEVICE_MAX_PARAMETER_SIZE))
PRISM_DEVICE_INFO_ANSWER(
    PROFILING_TIMER_RESOLUTION,
    deviceScalar<size_t>(device.id, CL_DEVICE_PROFILING_TIMER_RESOLUTION))
PRISM_DEVICE_INFO_ANSWER(PRINTF_BUFFER_SIZE,
                         deviceScalar<size_t>(device.id,
                                              CL_DEVICE_PRINTF_BUFFER_SIZE))
// OpenCL 2.1; a device without sub-groups (PoCL's CPU device) says 0.
PRISM_DEVICE_INFO_ANSWER(MAX_NUM_SUB_GROUPS,
                         deviceScalar<cl_uint>(device.id,
                                               CL_DEVICE_MAX_NUM_SUB_GROUPS))
PRISM_DEVICE_INFO_ANSWER(GLOBAL_MEM_SIZE,
                         deviceScalar<cl_ulong>(device.id,
                                                CL_DEVICE_GLOBAL_MEM_SIZE))
PRISM_DEVICE_INFO_ANSWER(LOCAL_MEM_SIZE,
                         deviceScalar<cl_ulong>(device.id,
                                                CL_DEVICE_LOCAL_MEM_SIZE))
PRISM_DEVICE_INFO_ANSWER(MAX_MEM_ALLOC_SIZE,
                         deviceScalar<cl_ulong>(device.id,
                                                CL_DEVICE_MAX_MEM_ALLOC_SIZE))
PRISM_DEVICE_INFO_ANSWER(
    GLOBAL_MEM_CACHE_LINE_SIZE,
    deviceScalar<cl_uint>(device.id, CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE))
PRISM_DEVICE_INFO_ANSWER(
    GLOBAL_MEM_CACHE_SIZE,
    deviceScalar<cl_ulong>(device.id, CL_DEVICE_GLOBAL_MEM_CACHE_SIZE))
PRISM_DEVICE_INFO_ANSWER(
    MAX_CONSTANT_BUFFER_SIZE,
    deviceScalar<cl_ulong>(device.id, CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE))
PRISM_DEVICE_INFO_ANSWER(MAX_CONSTANT_ARGS,
                         deviceScalar<cl_uint>(device.id,
                                               CL_DEVICE_MAX_CONSTANT_ARGS))
PRISM_DEVICE_INFO_ANSWER(ERROR_CORRECTION,
                         deviceFlag(device.id,
                                    CL_DEVICE_ERROR_CORRECTION_SUPPORT))
PRISM_DEVICE_INFO_ANSWER(HOST_UNIFIED_MEMORY,
                         deviceFlag(device.id, CL_DEVICE_HOST_UNIFIED_MEMORY))
PRISM_DEVICE_INFO_ANSWER(PREFERRED_INTEROP_USER_SYNC,
                         deviceFlag(device.id,
                                    CL_DEVICE_PREFERRED_INTEROP_USER_SYNC))

// --- Identity ----------------------------------------------------------------

uint32_t answer(const prism_device_t &device, Query<PRISM_DEVICE_INFO_TYPE>) {
  cl_device_type type = deviceScalar<cl_device_type>(device.id, CL_DEVICE_TYPE);
  if (type & CL_DEVICE_TYPE_GPU)
    return PRISM_DEVICE_TYPE_GPU;
  if (type & CL_DEVICE_TYPE_CPU)
    return PRISM_DEVICE_TYPE_CPU;
  return PRISM_DEVICE_TYPE_ACCELERATOR;
}
PRISM_DEVICE_INFO_ANSWER(NAME, device.name)
PRISM_DEVICE_INFO_ANSWER(DRIVER_VERSION, device.driverVersion)
PRISM_DEVICE_INFO_ANSWER(BACKEND_VERSION, openclVersion(device.id))

// --- Images, USM and what programs may be ------------------------------------

uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_IMAGE_FORMATS>) {
  return device.acceptsSpirvIL || device.acceptsSpir
             ? PRISM_IMAGE_FORMAT_BIT(PRISM_IMAGE_FORMAT_SPIRV)
             : 0u;
}
PRISM_DEVICE_INFO_ANSWER(COMPUTE_CAPABILITY, 0)
PRISM_DEVICE_INFO_ANSWER(USM_SUPPORT, device.usmKinds)
PRISM_DEVICE_INFO_ANSWER(USM_ATOMIC_SUPPORT, usmAtomicKindsOf(device))
PRISM_DEVICE_INFO_ANSWER(USM_SYSTEM_ALLOCATIONS,
                         systemAllocations(device) ? 1 : 0)

// --- Work-items and profiling -----------------------------------------------

std::array<uint64_t, 3> answer(const prism_device_t &device,
                               Query<PRISM_DEVICE_INFO_MAX_WORK_ITEM_SIZES>) {
  size_t sizes[3] = {};
  clGetDeviceInfo(device.id, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof sizes, sizes,
                  nullptr);
  return {sizes[0], sizes[1], sizes[2]};
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_QUEUE_PROFILING>) {
  return (deviceScalar<cl_command_queue_properties>(
              device.id, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES) &
          CL_QUEUE_PROFILING_ENABLE)
             ? 1
             : 0;
}

// --- Sub-groups and vector widths --------------------------------------------

std::vector<uint32_t> answer(const prism_device_t &device,
                             Query<PRISM_DEVICE_INFO_SUB_GROUP_SIZES>) {
  // cl_intel_required_subgroup_size lists them; other devices with
  // sub-groups say nothing.
  if (device.singleItemSubGroups)
    return {1};
  std::vector<uint32_t> answer;
  size_t bytes = 0;
  if (clGetDeviceInfo(device.id, CL_DEVICE_SUB_GROUP_SIZES_INTEL, 0, nullptr,
                      &bytes) == CL_SUCCESS &&
      bytes) {
    std::vector<size_t> sizes(bytes / sizeof(size_t));
    if (clGetDeviceInfo(device.id, CL_DEVICE_SUB_GROUP_SIZES_INTEL, bytes,
                        sizes.data(), nullptr) == CL_SUCCESS)
      answer.assign(sizes.begin(), sizes.end());
  }
  return answer;
}
VectorWidths answer(const prism_device_t &device,
                    Query<PRISM_DEVICE_INFO_PREFERRED_VECTOR_WIDTHS>) {
  return vectorWidths(device.id, {CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR,
                                  CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT,
                                  CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT,
                                  CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG,
                                  CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT,
                                  CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE,
                                  CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF});
}
VectorWidths answer(const prism_device_t &device,
                    Query<PRISM_DEVICE_INFO_NATIVE_VECTOR_WIDTHS>) {
  return vectorWidths(device.id, {CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR,
                                  CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT,
                                  CL_DEVICE_NATIVE_VECTOR_WIDTH_INT,
                                  CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG,
                                  CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT,
                                  CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE,
                                  CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF});
}

// --- Floating point and atomics ----------------------------------------------

uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_HALF_FP_CONFIG>) {
  // Only a device with cl_khr_fp16 may be asked.
  return hasExtension(device.id, "cl_khr_fp16")
             ? deviceScalar<cl_device_fp_config>(device.id,
                                                 CL_DEVICE_HALF_FP_CONFIG) &
                   AllFpConfigBits
             : 0u;
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_SINGLE_FP_CONFIG>) {
  return deviceScalar<cl_device_fp_config>(device.id,
                                           CL_DEVICE_SINGLE_FP_CONFIG) &
         AllFpConfigBits;
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_DOUBLE_FP_CONFIG>) {
  // OpenCL 1.2 and later answer 0 for a device without doubles.
  return deviceScalar<cl_device_fp_config>(device.id,
                                           CL_DEVICE_DOUBLE_FP_CONFIG) &
         AllFpConfigBits;
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_ATOMIC_MEMORY_CAPABILITIES>) {
  return atomicCapabilities(device.id, CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES,
                            CL_DEVICE_ATOMIC_ORDER_RELAXED |
                                CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP);
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_ATOMIC_FENCE_CAPABILITIES>) {
  return atomicCapabilities(device.id, CL_DEVICE_ATOMIC_FENCE_CAPABILITIES,
                            CL_DEVICE_ATOMIC_ORDER_RELAXED |
                                CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
                                CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP);
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_ATOMIC64>) {
  return hasExtension(device.id, "cl_khr_int64_base_atomics") &&
                 hasExtension(device.id, "cl_khr_int64_extended_atomics")
             ? 1
             : 0;
}

// --- Memory ------------------------------------------------------------------

uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_MEM_BASE_ADDR_ALIGN>) {
  // OpenCL answers in bits.
  return deviceScalar<cl_uint>(device.id, CL_DEVICE_MEM_BASE_ADDR_ALIGN) / 8;
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_TYPE>) {
  switch (deviceScalar<cl_device_mem_cache_type>(
      device.id, CL_DEVICE_GLOBAL_MEM_CACHE_TYPE)) {
  case CL_READ_ONLY_CACHE:
    return PRISM_CACHE_READ_ONLY;
  case CL_READ_WRITE_CACHE:
    return PRISM_CACHE_READ_WRITE;
  default:
    return PRISM_CACHE_NONE;
  }
}
uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_LOCAL_MEM_TYPE>) {
  switch (deviceScalar<cl_device_local_mem_type>(device.id,
                                                 CL_DEVICE_LOCAL_MEM_TYPE)) {
  case CL_LOCAL:
    return PRISM_LOCAL_MEM_LOCAL;
  case CL_GLOBAL:
    return PRISM_LOCAL_MEM_GLOBAL;
  default:
    return PRISM_LOCAL_MEM_NONE;
  }
}

// --- OpenCL's own ------------------------------------------------------------

uint32_t answer(const prism_device_t &device,
                Query<PRISM_DEVICE_INFO_EXECUTION_CAPABILITIES>) {
  return deviceScalar<cl_device_exec_capabilities>(
             device.id, CL_DEVICE_EXECUTION_CAPABILITIES) &
         (PRISM_EXEC_KERNEL | PRISM_EXEC_NATIVE_KERNEL);
}

// Specialization constants are the launch's table (the emulation).
PRISM_DEVICE_INFO_ANSWER(NATIVE_SPECIALIZATION_CONSTANTS, 0)

} // namespace

prism_result deviceGetInfo(prism_device device, prism_device_info what,
                           size_t size, void *value, size_t *sizeRet) {
  const plugin::InfoAnswer reply(size, value, sizeRet, "device_get_info");
  return plugin::answerDeviceInfo<plugin::OpenCLOwnKeys::Answered>(
      what, reply, "OpenCL", device->name,
      [device](auto query) { return answer(*device, query); });
}

} // namespace prism::opencl
