//===- device_info.cpp - sycl::device::get_info ---------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Every info::device descriptor of SYCL 2020 is a row of
// sycl/info/device_traits.def, answered by one overload of answer() each.
// The rows answered from the plugin (include/prism/plugin.h), the core's
// device or a fixed value define their answer() from the row alone; what
// depends on features Prism does not offer (images, sub-devices, online
// compilation, built-in kernels) is the specification's answer for a device
// without them, said in the row. A COMPUTED row's answer is a compute()
// function here.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "impl_access.h"
#include "type_mapping.h"

#include "sycl/device.hpp"

#include <algorithm>
#include <array>
#include <sstream>
#include <type_traits>

// The deprecated descriptors are answered like the others.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace sycl {

namespace {

namespace dev = info::device;

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

std::vector<info::fp_config> fpConfig(uint32_t Bits) {
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
std::vector<memory_order> atomicOrders(uint32_t Bits, bool Fences) {
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
std::vector<memory_scope> atomicScopes(uint32_t Bits) {
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

info::device_type compute(const device &, const prism::Device &D,
                          dev::device_type) {
  return detail::deviceTypeFor(D.type());
}
/// SYCL kernels have at most three dimensions, whatever the device allows.
uint32_t compute(const device &, const prism::Device &D,
                 dev::max_work_item_dimensions) {
  return std::min(D.info<PRISM_DEVICE_INFO_MAX_WORK_ITEM_DIMENSIONS>(), 3u);
}
/// Backend dimension 0 is SYCL dimension Dimensions - 1.
template <int Dimensions>
range<Dimensions> compute(const device &, const prism::Device &D,
                          dev::max_work_item_sizes<Dimensions>) {
  const std::array<uint64_t, 3> &Sizes = D.maxWorkItemSizes();
  if constexpr (Dimensions == 1)
    return range<1>(Sizes[0]);
  else if constexpr (Dimensions == 2)
    return range<2>(Sizes[1], Sizes[0]);
  else
    return range<3>(Sizes[2], Sizes[1], Sizes[0]);
}
/// A device without sub-groups of its own (PoCL says 0) still runs at least
/// one per work-group: SYCL's minimum, 1.
uint32_t compute(const device &, const prism::Device &D,
                 dev::max_num_sub_groups) {
  return std::max(D.info<PRISM_DEVICE_INFO_MAX_NUM_SUB_GROUPS>(), 1u);
}
std::vector<size_t> compute(const device &, const prism::Device &D,
                            dev::sub_group_sizes) {
  const std::vector<uint32_t> Sizes = D.subGroupSizes();
  return std::vector<size_t>(Sizes.begin(), Sizes.end());
}
uint32_t compute(const device &, const prism::Device &D,
                 dev::mem_base_addr_align) {
  return D.info<PRISM_DEVICE_INFO_MEM_BASE_ADDR_ALIGN>() * 8; // bytes to bits
}

// --- Vector widths -----------------------------------------------------------

#define PRISM_VECTOR_WIDTH(Kind, Key, Type, Scalar)                            \
  uint32_t compute(const device &, const prism::Device &D,                     \
                   dev::Kind##_vector_width_##Type) {                          \
    return D.info<Key>()[Scalar];                                              \
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

// --- Floating point and atomics ----------------------------------------------

std::vector<info::fp_config> compute(const device &, const prism::Device &D,
                                     dev::half_fp_config) {
  return fpConfig(D.info<PRISM_DEVICE_INFO_HALF_FP_CONFIG>());
}
std::vector<info::fp_config> compute(const device &, const prism::Device &D,
                                     dev::single_fp_config) {
  return fpConfig(D.info<PRISM_DEVICE_INFO_SINGLE_FP_CONFIG>());
}
std::vector<info::fp_config> compute(const device &, const prism::Device &D,
                                     dev::double_fp_config) {
  return fpConfig(D.info<PRISM_DEVICE_INFO_DOUBLE_FP_CONFIG>());
}
std::vector<memory_order> compute(const device &, const prism::Device &D,
                                  dev::atomic_memory_order_capabilities) {
  return atomicOrders(D.info<PRISM_DEVICE_INFO_ATOMIC_MEMORY_CAPABILITIES>(),
                      false);
}
std::vector<memory_order> compute(const device &, const prism::Device &D,
                                  dev::atomic_fence_order_capabilities) {
  return atomicOrders(D.info<PRISM_DEVICE_INFO_ATOMIC_FENCE_CAPABILITIES>(),
                      true);
}
std::vector<memory_scope> compute(const device &, const prism::Device &D,
                                  dev::atomic_memory_scope_capabilities) {
  return atomicScopes(D.info<PRISM_DEVICE_INFO_ATOMIC_MEMORY_CAPABILITIES>());
}
std::vector<memory_scope> compute(const device &, const prism::Device &D,
                                  dev::atomic_fence_scope_capabilities) {
  return atomicScopes(D.info<PRISM_DEVICE_INFO_ATOMIC_FENCE_CAPABILITIES>());
}

// --- Memory ------------------------------------------------------------------

info::global_mem_cache_type compute(const device &, const prism::Device &D,
                                    dev::global_mem_cache_type) {
  switch (D.info<PRISM_DEVICE_INFO_GLOBAL_MEM_CACHE_TYPE>()) {
  case PRISM_CACHE_READ_ONLY:
    return info::global_mem_cache_type::read_only;
  case PRISM_CACHE_READ_WRITE:
    return info::global_mem_cache_type::read_write;
  default:
    return info::global_mem_cache_type::none;
  }
}
info::local_mem_type compute(const device &, const prism::Device &D,
                             dev::local_mem_type) {
  switch (D.info<PRISM_DEVICE_INFO_LOCAL_MEM_TYPE>()) {
  case PRISM_LOCAL_MEM_LOCAL:
    return info::local_mem_type::local;
  case PRISM_LOCAL_MEM_GLOBAL:
    return info::local_mem_type::global;
  default:
    return info::local_mem_type::none;
  }
}

// --- Aspects and what they replace -------------------------------------------

std::vector<aspect> compute(const device &Dev, const prism::Device &,
                            dev::aspects) {
  std::vector<aspect> Aspects;
  for (int A = static_cast<int>(aspect::cpu);
       A <= static_cast<int>(aspect::usm_system_allocations); ++A)
    if (Dev.has(static_cast<aspect>(A)))
      Aspects.push_back(static_cast<aspect>(A));
  return Aspects;
}
bool compute(const device &Dev, const prism::Device &,
             dev::is_compiler_available) {
  return Dev.has(aspect::online_compiler);
}
bool compute(const device &Dev, const prism::Device &,
             dev::is_linker_available) {
  return Dev.has(aspect::online_linker);
}
bool compute(const device &Dev, const prism::Device &, dev::queue_profiling) {
  return Dev.has(aspect::queue_profiling);
}
std::vector<std::string> compute(const device &, const prism::Device &D,
                                 dev::extensions) {
  return words(D.info<PRISM_DEVICE_INFO_EXTENSIONS>());
}
platform compute(const device &Dev, const prism::Device &, dev::platform) {
  return Dev.get_platform();
}

// --- OpenCL's own ------------------------------------------------------------

std::string compute(const device &, const prism::Device &D, dev::profile) {
  requireOpenCL(D, "profile");
  return D.info<PRISM_DEVICE_INFO_PROFILE>();
}
bool compute(const device &, const prism::Device &D,
             dev::preferred_interop_user_sync) {
  requireOpenCL(D, "preferred_interop_user_sync");
  return D.info<PRISM_DEVICE_INFO_PREFERRED_INTEROP_USER_SYNC>() != 0;
}
std::vector<info::execution_capability>
compute(const device &, const prism::Device &D, dev::execution_capabilities) {
  requireOpenCL(D, "execution_capabilities");
  const uint32_t Bits = D.info<PRISM_DEVICE_INFO_EXECUTION_CAPABILITIES>();
  std::vector<info::execution_capability> Capabilities;
  if (Bits & PRISM_EXEC_KERNEL)
    Capabilities.push_back(info::execution_capability::exec_kernel);
  if (Bits & PRISM_EXEC_NATIVE_KERNEL)
    Capabilities.push_back(info::execution_capability::exec_native_kernel);
  return Capabilities;
}

// --- Partitions --------------------------------------------------------------

device compute(const device &, const prism::Device &D, dev::parent_device) {
  throw detail::makeException(errc::invalid, "info::device::parent_device: " +
                                                 detail::describeDevice(D) +
                                                 " is not a sub-device");
}

// The answer() of every row: from the row alone for PLUGIN, CORE and FIXED
// rows; for a COMPUTED row, its compute() above, which must return the
// row's type.
#define PRISM_ANSWER_PLUGIN(Key)                                               \
  { return D.info<PRISM_DEVICE_INFO_##Key>(); }
#define PRISM_ANSWER_CORE(Accessor)                                            \
  { return D.Accessor(); }
#define PRISM_ANSWER_FIXED(Value)                                              \
  { return Value; }
#define PRISM_ANSWER_COMPUTED                                                  \
  {                                                                            \
    static_assert(std::is_same_v<decltype(compute(Dev, D, Descriptor)),        \
                                 decltype(Descriptor)::return_type>,           \
                  "compute() returns the type its row gives");                 \
    return compute(Dev, D, Descriptor);                                        \
  }
#define PRISM_SYCL_DEVICE_INFO(Name, ReturnType, Answer)                       \
  ReturnType answer([[maybe_unused]] const device &Dev,                        \
                    [[maybe_unused]] const prism::Device &D,                   \
                    [[maybe_unused]] dev::Name Descriptor)                     \
      PRISM_ANSWER_##Answer
#define PRISM_SYCL_DEVICE_INFO_DIMENSIONED(Name, ReturnType)                   \
  template <int Dimensions>                                                    \
  ReturnType answer(const device &Dev, const prism::Device &D,                 \
                    dev::Name<Dimensions> Descriptor) {                        \
    return compute(Dev, D, Descriptor);                                        \
  }
#include "sycl/info/device_traits.def"
#undef PRISM_ANSWER_PLUGIN
#undef PRISM_ANSWER_CORE
#undef PRISM_ANSWER_FIXED
#undef PRISM_ANSWER_COMPUTED

} // namespace

template <typename Param> typename Param::return_type device::get_info() const {
  try {
    return answer(*this, *Impl, Param{});
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

#define PRISM_SYCL_DEVICE_INFO(Name, ReturnType, Answer)                       \
  template info::device::Name::return_type                                     \
  device::get_info<info::device::Name>() const;
#define PRISM_SYCL_DEVICE_INFO_DIMENSIONED(Name, ReturnType)                   \
  template info::device::Name<1>::return_type                                  \
  device::get_info<info::device::Name<1>>() const;                             \
  template info::device::Name<2>::return_type                                  \
  device::get_info<info::device::Name<2>>() const;                             \
  template info::device::Name<3>::return_type                                  \
  device::get_info<info::device::Name<3>>() const;
#include "sycl/info/device_traits.def"

} // namespace sycl
