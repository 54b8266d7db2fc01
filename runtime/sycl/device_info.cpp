//===- device_info.cpp - sycl::device::get_info ---------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Every info::device descriptor of SYCL 2020, one overload of answer() each.
// What the device can tell comes from its plugin (include/prism/plugin.h);
// what depends on features Prism does not offer (images, sub-devices,
// online compilation, built-in kernels) is the specification's answer for
// a device without them, said where it is given.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "impl_access.h"
#include "type_mapping.h"

#include "sycl/device.hpp"

#include <algorithm>
#include <array>
#include <sstream>

// The deprecated descriptors are answered like the others.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace sycl {

namespace {

namespace dev = info::device;

uint32_t u32(const prism::Device &D, prism_device_info What) {
  return D.info<uint32_t>(What);
}
uint64_t u64(const prism::Device &D, prism_device_info What) {
  return D.info<uint64_t>(What);
}
bool flag(const prism::Device &D, prism_device_info What) {
  return D.info<uint32_t>(What) != 0;
}

/// The words of a list separated by spaces.
std::vector<std::string> words(const std::string &Text) {
  std::istringstream Stream(Text);
  std::vector<std::string> Words;
  for (std::string Word; Stream >> Word;)
    Words.push_back(Word);
  return Words;
}

/// Throws errc::invalid for a query SYCL defines for OpenCL devices only.
void requireOpenCL(const prism::Device &D, const char *Descriptor) {
  if (D.backend() != "opencl")
    throw detail::makeException(errc::invalid,
                                std::string("info::device::") + Descriptor +
                                    " is only answered for OpenCL devices, "
                                    "not " +
                                    detail::describeDevice(D));
}

uint32_t vectorWidth(const prism::Device &D, prism_device_info What,
                     prism_scalar_type Type) {
  return D.info<std::array<uint32_t, PRISM_SCALAR_TYPE_COUNT>>(What)[Type];
}

std::vector<info::fp_config> fpConfig(const prism::Device &D,
                                      prism_device_info What) {
  const uint32_t Bits = u32(D, What);
  const std::pair<prism_fp_config, info::fp_config> Known[] = {
      {PRISM_FP_DENORM, info::fp_config::denorm},
      {PRISM_FP_INF_NAN, info::fp_config::inf_nan},
      {PRISM_FP_ROUND_TO_NEAREST, info::fp_config::round_to_nearest},
      {PRISM_FP_ROUND_TO_ZERO, info::fp_config::round_to_zero},
      {PRISM_FP_ROUND_TO_INF, info::fp_config::round_to_inf},
      {PRISM_FP_FMA, info::fp_config::fma},
      {PRISM_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT,
       info::fp_config::correctly_rounded_divide_sqrt},
      {PRISM_FP_SOFT_FLOAT, info::fp_config::soft_float}};
  std::vector<info::fp_config> Config;
  for (const auto &[Bit, Value] : Known)
    if (Bits & Bit)
      Config.push_back(Value);
  return Config;
}

/// Relaxed is every device's and SYCL's minimum; fences also always take
/// acquire, release and acq_rel (OpenCL's minimum, and SYCL's). As SYCL
/// asks, a stronger order brings the weaker ones: Prism strengthens orders,
/// never weakens them.
std::vector<memory_order> atomicOrders(const prism::Device &D,
                                       prism_device_info What) {
  const uint32_t Bits = u32(D, What);
  const bool Fences = What == PRISM_DEVICE_INFO_ATOMIC_FENCE_CAPABILITIES;
  std::vector<memory_order> Orders{memory_order::relaxed};
  if (Fences ||
      (Bits & (PRISM_ATOMIC_ORDER_ACQ_REL | PRISM_ATOMIC_ORDER_SEQ_CST)))
    Orders.insert(Orders.end(), {memory_order::acquire, memory_order::release,
                                 memory_order::acq_rel});
  if (Bits & PRISM_ATOMIC_ORDER_SEQ_CST)
    Orders.push_back(memory_order::seq_cst);
  return Orders;
}

/// Work-item and sub-group scopes are always there: Prism widens them to the
/// work-group scope every device has (docs/user-guide.md, atomic_ref). As
/// SYCL asks, a wider scope brings the narrower ones.
std::vector<memory_scope> atomicScopes(const prism::Device &D,
                                       prism_device_info What) {
  const uint32_t Bits = u32(D, What);
  std::vector<memory_scope> Scopes{memory_scope::work_item,
                                   memory_scope::sub_group,
                                   memory_scope::work_group};
  if (Bits & (PRISM_ATOMIC_SCOPE_DEVICE | PRISM_ATOMIC_SCOPE_SYSTEM))
    Scopes.push_back(memory_scope::device);
  if (Bits & PRISM_ATOMIC_SCOPE_SYSTEM)
    Scopes.push_back(memory_scope::system);
  return Scopes;
}

// --- Identity and limits -----------------------------------------------------

info::device_type answer(const device &, const prism::Device &D,
                         dev::device_type) {
  return detail::deviceTypeFor(D.type());
}
uint32_t answer(const device &, const prism::Device &D, dev::vendor_id) {
  return u32(D, PRISM_DEVICE_INFO_VENDOR_ID);
}
uint32_t answer(const device &, const prism::Device &D,
                dev::max_compute_units) {
  return D.maxComputeUnits();
}
/// SYCL kernels have at most three dimensions, whatever the device allows.
uint32_t answer(const device &, const prism::Device &D,
                dev::max_work_item_dimensions) {
  return std::min(u32(D, PRISM_DEVICE_INFO_MAX_WORK_ITEM_DIMENSIONS), 3u);
}
/// Backend dimension 0 is SYCL dimension Dimensions - 1.
template <int Dimensions>
range<Dimensions> answer(const device &, const prism::Device &D,
                         dev::max_work_item_sizes<Dimensions>) {
  const std::array<uint64_t, 3> &Sizes = D.maxWorkItemSizes();
  if constexpr (Dimensions == 1)
    return range<1>(Sizes[0]);
  else if constexpr (Dimensions == 2)
    return range<2>(Sizes[1], Sizes[0]);
  else
    return range<3>(Sizes[2], Sizes[1], Sizes[0]);
}
size_t answer(const device &, const prism::Device &D,
              dev::max_work_group_size) {
  return static_cast<size_t>(D.maxWorkGroupSize());
}
/// A device without sub-groups of its own (PoCL says 0) still runs at least
/// one per work-group: SYCL's minimum, 1.
uint32_t answer(const device &, const prism::Device &D,
                dev::max_num_sub_groups) {
  return std::max(u32(D, PRISM_DEVICE_INFO_MAX_NUM_SUB_GROUPS), 1u);
}
std::vector<size_t> answer(const device &, const prism::Device &D,
                           dev::sub_group_sizes) {
  const std::vector<uint32_t> Sizes = D.subGroupSizes();
  return std::vector<size_t>(Sizes.begin(), Sizes.end());
}
uint32_t answer(const device &, const prism::Device &D,
                dev::max_clock_frequency) {
  return D.maxClockFrequency();
}
uint32_t answer(const device &, const prism::Device &D, dev::address_bits) {
  return u32(D, PRISM_DEVICE_INFO_ADDRESS_BITS);
}
uint64_t answer(const device &, const prism::Device &D,
                dev::max_mem_alloc_size) {
  return u64(D, PRISM_DEVICE_INFO_MAX_MEM_ALLOC_SIZE);
}
size_t answer(const device &, const prism::Device &D, dev::max_parameter_size) {
  return static_cast<size_t>(u64(D, PRISM_DEVICE_INFO_MAX_PARAMETER_SIZE));
}
uint32_t answer(const device &, const prism::Device &D,
                dev::mem_base_addr_align) {
  return u32(D, PRISM_DEVICE_INFO_MEM_BASE_ADDR_ALIGN) * 8; // bytes to bits
}
bool answer(const device &, const prism::Device &D, dev::is_available) {
  return flag(D, PRISM_DEVICE_INFO_AVAILABLE);
}
size_t answer(const device &, const prism::Device &D,
              dev::profiling_timer_resolution) {
  return static_cast<size_t>(
      u64(D, PRISM_DEVICE_INFO_PROFILING_TIMER_RESOLUTION));
}
/// SYCL requires the host and its devices to share one byte order.
bool answer(const device &, const prism::Device &, dev::is_endian_little) {
  return __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__;
}
size_t answer(const device &, const prism::Device &D, dev::printf_buffer_size) {
  return static_cast<size_t>(u64(D, PRISM_DEVICE_INFO_PRINTF_BUFFER_SIZE));
}

// --- Vector widths -----------------------------------------------------------

#define PRISM_VECTOR_WIDTH(Kind, Key, Type, Scalar)                            \
  uint32_t answer(const device &, const prism::Device &D,                      \
                  dev::Kind##_vector_width_##Type) {                           \
    return vectorWidth(D, Key, Scalar);                                        \
  }
#define PRISM_VECTOR_WIDTHS(Kind, Key)                                         \
  PRISM_VECTOR_WIDTH(Kind, Key, char, PRISM_SCALAR_CHAR)                       \
  PRISM_VECTOR_WIDTH(Kind, Key, short, PRISM_SCALAR_SHORT)                     \
  PRISM_VECTOR_WIDTH(Kind, Key, int, PRISM_SCALAR_INT)                         \
  PRISM_VECTOR_WIDTH(Kind, Key, long, PRISM_SCALAR_LONG)                       \
  PRISM_VECTOR_WIDTH(Kind, Key, float, PRISM_SCALAR_FLOAT)                     \
  PRISM_VECTOR_WIDTH(Kind, Key, double, PRISM_SCALAR_DOUBLE)                   \
  PRISM_VECTOR_WIDTH(Kind, Key, half, PRISM_SCALAR_HALF)
PRISM_VECTOR_WIDTHS(preferred, PRISM_DEVICE_INFO_PREFERRED_VECTOR_WIDTHS)
PRISM_VECTOR_WIDTHS(native, PRISM_DEVICE_INFO_NATIVE_VECTOR_WIDTHS)
#undef PRISM_VECTOR_WIDTHS
#undef PRISM_VECTOR_WIDTH

// --- Images: Prism has none, so no device has aspect::image and every limit
// is 0 (the specification's minimums apply only to devices with images) ---

bool answer(const device &, const prism::Device &, dev::image_support) {
  return false;
}
uint32_t answer(const device &, const prism::Device &,
                dev::max_read_image_args) {
  return 0;
}
uint32_t answer(const device &, const prism::Device &,
                dev::max_write_image_args) {
  return 0;
}
size_t answer(const device &, const prism::Device &, dev::image2d_max_height) {
  return 0;
}
size_t answer(const device &, const prism::Device &, dev::image2d_max_width) {
  return 0;
}
size_t answer(const device &, const prism::Device &, dev::image3d_max_height) {
  return 0;
}
size_t answer(const device &, const prism::Device &, dev::image3d_max_width) {
  return 0;
}
size_t answer(const device &, const prism::Device &, dev::image3d_max_depth) {
  return 0;
}
size_t answer(const device &, const prism::Device &,
              dev::image_max_buffer_size) {
  return 0;
}
uint32_t answer(const device &, const prism::Device &, dev::max_samplers) {
  return 0;
}

// --- Floating point and atomics ----------------------------------------------

std::vector<info::fp_config> answer(const device &, const prism::Device &D,
                                    dev::half_fp_config) {
  return fpConfig(D, PRISM_DEVICE_INFO_HALF_FP_CONFIG);
}
std::vector<info::fp_config> answer(const device &, const prism::Device &D,
                                    dev::single_fp_config) {
  return fpConfig(D, PRISM_DEVICE_INFO_SINGLE_FP_CONFIG);
}
std::vector<info::fp_config> answer(const device &, const prism::Device &D,
                                    dev::double_fp_config) {
  return fpConfig(D, PRISM_DEVICE_INFO_DOUBLE_FP_CONFIG);
}
std::vector<memory_order> answer(const device &, const prism::Device &D,
                                 dev::atomic_memory_order_capabilities) {
  return atomicOrders(D, PRISM_DEVICE_INFO_ATOMIC_MEMORY_CAPABILITIES);
}
std::vector<memory_order> answer(const device &, const prism::Device &D,
                                 dev::atomic_fence_order_capabilities) {
  return atomicOrders(D, PRISM_DEVICE_INFO_ATOMIC_FENCE_CAPABILITIES);
}
std::vector<memory_scope> answer(const device &, const prism::Device &D,
                                 dev::atomic_memory_scope_capabilities) {
  return atomicScopes(D, PRISM_DEVICE_INFO_ATOMIC_MEMORY_CAPABILITIES);
}
std::vector<memory_scope> answer(const device &, const prism::Device &D,
                                 dev::atomic_fence_scope_capabilities) {
  return atomicScopes(D, PRISM_DEVICE_INFO_ATOMIC_FENCE_CAPABILITIES);
}

// --- Memory ------------------------------------------------------------------

info::global_mem_cache_type answer(const device &, const prism::Device &D,
                                   dev::global_mem_cache_type) {
  switch (u32(D, PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_TYPE)) {
  case PRISM_CACHE_READ_ONLY:
    return info::global_mem_cache_type::read_only;
  case PRISM_CACHE_READ_WRITE:
    return info::global_mem_cache_type::read_write;
  default:
    return info::global_mem_cache_type::none;
  }
}
uint32_t answer(const device &, const prism::Device &D,
                dev::global_mem_cache_line_size) {
  return u32(D, PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_LINE_SIZE);
}
uint64_t answer(const device &, const prism::Device &D,
                dev::global_mem_cache_size) {
  return u64(D, PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_SIZE);
}
uint64_t answer(const device &, const prism::Device &D, dev::global_mem_size) {
  return D.globalMemSize();
}
uint64_t answer(const device &, const prism::Device &D,
                dev::max_constant_buffer_size) {
  return u64(D, PRISM_DEVICE_INFO_MAX_CONSTANT_BUFFER_SIZE);
}
uint32_t answer(const device &, const prism::Device &D,
                dev::max_constant_args) {
  return u32(D, PRISM_DEVICE_INFO_MAX_CONSTANT_ARGS);
}
info::local_mem_type answer(const device &, const prism::Device &D,
                            dev::local_mem_type) {
  switch (u32(D, PRISM_DEVICE_INFO_LOCAL_MEM_TYPE)) {
  case PRISM_LOCAL_MEM_LOCAL:
    return info::local_mem_type::local;
  case PRISM_LOCAL_MEM_GLOBAL:
    return info::local_mem_type::global;
  default:
    return info::local_mem_type::none;
  }
}
uint64_t answer(const device &, const prism::Device &D, dev::local_mem_size) {
  return D.localMemSize();
}
bool answer(const device &, const prism::Device &D,
            dev::error_correction_support) {
  return flag(D, PRISM_DEVICE_INFO_ERROR_CORRECTION);
}
bool answer(const device &, const prism::Device &D, dev::host_unified_memory) {
  return flag(D, PRISM_DEVICE_INFO_HOST_UNIFIED_MEMORY);
}

// --- Aspects and what they replace -------------------------------------------

std::vector<aspect> answer(const device &Dev, const prism::Device &,
                           dev::aspects) {
  std::vector<aspect> Aspects;
  for (int A = static_cast<int>(aspect::cpu);
       A <= static_cast<int>(aspect::usm_system_allocations); ++A)
    if (Dev.has(static_cast<aspect>(A)))
      Aspects.push_back(static_cast<aspect>(A));
  return Aspects;
}
bool answer(const device &Dev, const prism::Device &,
            dev::is_compiler_available) {
  return Dev.has(aspect::online_compiler);
}
bool answer(const device &Dev, const prism::Device &,
            dev::is_linker_available) {
  return Dev.has(aspect::online_linker);
}
bool answer(const device &Dev, const prism::Device &, dev::queue_profiling) {
  return Dev.has(aspect::queue_profiling);
}
std::vector<std::string> answer(const device &, const prism::Device &D,
                                dev::extensions) {
  return words(D.stringInfo(PRISM_DEVICE_INFO_EXTENSIONS));
}
/// Prism runs no built-in kernels (it has no kernel bundles to hold them).
std::vector<std::string> answer(const device &, const prism::Device &,
                                dev::built_in_kernels) {
  return {};
}
std::vector<kernel_id> answer(const device &, const prism::Device &,
                              dev::built_in_kernel_ids) {
  return {};
}

// --- Names and versions ------------------------------------------------------

platform answer(const device &Dev, const prism::Device &, dev::platform) {
  return Dev.get_platform();
}
std::string answer(const device &, const prism::Device &D, dev::name) {
  return D.name();
}
std::string answer(const device &, const prism::Device &D, dev::vendor) {
  return D.vendor();
}
std::string answer(const device &, const prism::Device &D,
                   dev::driver_version) {
  return D.driverVersion();
}
std::string answer(const device &, const prism::Device &D, dev::version) {
  return D.version();
}
/// OpenCL: the device's OpenCL version; CUDA: its compute capability.
std::string answer(const device &, const prism::Device &D,
                   dev::backend_version) {
  return D.stringInfo(PRISM_DEVICE_INFO_BACKEND_VERSION);
}

// --- OpenCL's own ------------------------------------------------------------

std::string answer(const device &, const prism::Device &D, dev::profile) {
  requireOpenCL(D, "profile");
  return D.stringInfo(PRISM_DEVICE_INFO_PROFILE);
}
bool answer(const device &, const prism::Device &D,
            dev::preferred_interop_user_sync) {
  requireOpenCL(D, "preferred_interop_user_sync");
  return flag(D, PRISM_DEVICE_INFO_PREFERRED_INTEROP_USER_SYNC);
}
std::vector<info::execution_capability>
answer(const device &, const prism::Device &D, dev::execution_capabilities) {
  requireOpenCL(D, "execution_capabilities");
  const uint32_t Bits = u32(D, PRISM_DEVICE_INFO_EXECUTION_CAPABILITIES);
  std::vector<info::execution_capability> Capabilities;
  if (Bits & PRISM_EXEC_KERNEL)
    Capabilities.push_back(info::execution_capability::exec_kernel);
  if (Bits & PRISM_EXEC_NATIVE_KERNEL)
    Capabilities.push_back(info::execution_capability::exec_native_kernel);
  return Capabilities;
}

// --- Partitions: Prism cannot create sub-devices, so every device is a root
// device that cannot be partitioned ---

device answer(const device &, const prism::Device &D, dev::parent_device) {
  throw detail::makeException(errc::invalid, "info::device::parent_device: " +
                                                 detail::describeDevice(D) +
                                                 " is not a sub-device");
}
uint32_t answer(const device &, const prism::Device &,
                dev::partition_max_sub_devices) {
  return 0;
}
std::vector<info::partition_property>
answer(const device &, const prism::Device &, dev::partition_properties) {
  return {};
}
std::vector<info::partition_affinity_domain>
answer(const device &, const prism::Device &, dev::partition_affinity_domains) {
  return {};
}
info::partition_property answer(const device &, const prism::Device &,
                                dev::partition_type_property) {
  return info::partition_property::no_partition;
}
info::partition_affinity_domain answer(const device &, const prism::Device &,
                                       dev::partition_type_affinity_domain) {
  return info::partition_affinity_domain::not_applicable;
}

} // namespace

template <typename Param> typename Param::return_type device::get_info() const {
  try {
    return answer(*this, *Impl, Param{});
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

#define PRISM_DEVICE_INFO(Descriptor)                                          \
  template info::device::Descriptor::return_type                               \
  device::get_info<info::device::Descriptor>() const;
PRISM_DEVICE_INFO(device_type)
PRISM_DEVICE_INFO(vendor_id)
PRISM_DEVICE_INFO(max_compute_units)
PRISM_DEVICE_INFO(max_work_item_dimensions)
PRISM_DEVICE_INFO(max_work_item_sizes<1>)
PRISM_DEVICE_INFO(max_work_item_sizes<2>)
PRISM_DEVICE_INFO(max_work_item_sizes<3>)
PRISM_DEVICE_INFO(max_work_group_size)
PRISM_DEVICE_INFO(max_num_sub_groups)
PRISM_DEVICE_INFO(sub_group_sizes)
PRISM_DEVICE_INFO(preferred_vector_width_char)
PRISM_DEVICE_INFO(preferred_vector_width_short)
PRISM_DEVICE_INFO(preferred_vector_width_int)
PRISM_DEVICE_INFO(preferred_vector_width_long)
PRISM_DEVICE_INFO(preferred_vector_width_float)
PRISM_DEVICE_INFO(preferred_vector_width_double)
PRISM_DEVICE_INFO(preferred_vector_width_half)
PRISM_DEVICE_INFO(native_vector_width_char)
PRISM_DEVICE_INFO(native_vector_width_short)
PRISM_DEVICE_INFO(native_vector_width_int)
PRISM_DEVICE_INFO(native_vector_width_long)
PRISM_DEVICE_INFO(native_vector_width_float)
PRISM_DEVICE_INFO(native_vector_width_double)
PRISM_DEVICE_INFO(native_vector_width_half)
PRISM_DEVICE_INFO(max_clock_frequency)
PRISM_DEVICE_INFO(address_bits)
PRISM_DEVICE_INFO(max_mem_alloc_size)
PRISM_DEVICE_INFO(image_support)
PRISM_DEVICE_INFO(max_read_image_args)
PRISM_DEVICE_INFO(max_write_image_args)
PRISM_DEVICE_INFO(image2d_max_height)
PRISM_DEVICE_INFO(image2d_max_width)
PRISM_DEVICE_INFO(image3d_max_height)
PRISM_DEVICE_INFO(image3d_max_width)
PRISM_DEVICE_INFO(image3d_max_depth)
PRISM_DEVICE_INFO(image_max_buffer_size)
PRISM_DEVICE_INFO(max_samplers)
PRISM_DEVICE_INFO(max_parameter_size)
PRISM_DEVICE_INFO(mem_base_addr_align)
PRISM_DEVICE_INFO(half_fp_config)
PRISM_DEVICE_INFO(single_fp_config)
PRISM_DEVICE_INFO(double_fp_config)
PRISM_DEVICE_INFO(global_mem_cache_type)
PRISM_DEVICE_INFO(global_mem_cache_line_size)
PRISM_DEVICE_INFO(global_mem_cache_size)
PRISM_DEVICE_INFO(global_mem_size)
PRISM_DEVICE_INFO(max_constant_buffer_size)
PRISM_DEVICE_INFO(max_constant_args)
PRISM_DEVICE_INFO(local_mem_type)
PRISM_DEVICE_INFO(local_mem_size)
PRISM_DEVICE_INFO(error_correction_support)
PRISM_DEVICE_INFO(host_unified_memory)
PRISM_DEVICE_INFO(atomic_memory_order_capabilities)
PRISM_DEVICE_INFO(atomic_fence_order_capabilities)
PRISM_DEVICE_INFO(atomic_memory_scope_capabilities)
PRISM_DEVICE_INFO(atomic_fence_scope_capabilities)
PRISM_DEVICE_INFO(profiling_timer_resolution)
PRISM_DEVICE_INFO(is_endian_little)
PRISM_DEVICE_INFO(is_available)
PRISM_DEVICE_INFO(is_compiler_available)
PRISM_DEVICE_INFO(is_linker_available)
PRISM_DEVICE_INFO(execution_capabilities)
PRISM_DEVICE_INFO(queue_profiling)
PRISM_DEVICE_INFO(built_in_kernels)
PRISM_DEVICE_INFO(built_in_kernel_ids)
PRISM_DEVICE_INFO(platform)
PRISM_DEVICE_INFO(name)
PRISM_DEVICE_INFO(vendor)
PRISM_DEVICE_INFO(driver_version)
PRISM_DEVICE_INFO(profile)
PRISM_DEVICE_INFO(version)
PRISM_DEVICE_INFO(backend_version)
PRISM_DEVICE_INFO(aspects)
PRISM_DEVICE_INFO(extensions)
PRISM_DEVICE_INFO(printf_buffer_size)
PRISM_DEVICE_INFO(preferred_interop_user_sync)
PRISM_DEVICE_INFO(parent_device)
PRISM_DEVICE_INFO(partition_max_sub_devices)
PRISM_DEVICE_INFO(partition_properties)
PRISM_DEVICE_INFO(partition_affinity_domains)
PRISM_DEVICE_INFO(partition_type_property)
PRISM_DEVICE_INFO(partition_type_affinity_domain)
#undef PRISM_DEVICE_INFO

} // namespace sycl
