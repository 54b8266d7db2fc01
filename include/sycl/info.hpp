//===- sycl/info.hpp - Information descriptors for get_info
//----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Each descriptor is a type whose return_type is what get_info<Descriptor>()
// returns; libsycl instantiates get_info for every descriptor listed here.
// The descriptors of platforms, contexts, devices and queues are those of
// SYCL 2020 (appendix A), deprecated ones included and marked so.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_INFO_HPP
#define SYCL_INFO_HPP

#include "sycl/aspect.hpp"
#include "sycl/id.hpp"
#include "sycl/memory_enums.hpp"
#include "sycl/range.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace sycl {

class context;
class device;
class kernel_id;
class platform;

namespace info {

enum class device_type : unsigned {
  cpu,
  gpu,
  accelerator,
  custom,
  automatic,
  host,
  all,
};

enum class partition_property : int {
  no_partition,
  partition_equally,
  partition_by_counts,
  partition_by_affinity_domain,
};

enum class partition_affinity_domain : int {
  not_applicable,
  numa,
  L4_cache,
  L3_cache,
  L2_cache,
  L1_cache,
  next_partitionable,
};

enum class local_mem_type : int { none, local, global };

enum class fp_config : int {
  denorm,
  inf_nan,
  round_to_nearest,
  round_to_zero,
  round_to_inf,
  fma,
  correctly_rounded_divide_sqrt,
  soft_float,
};

enum class global_mem_cache_type : int { none, read_only, read_write };

enum class execution_capability : unsigned {
  exec_kernel,
  exec_native_kernel,
};

enum class event_command_status : int {
  submitted,
  running,
  complete,
};

namespace platform {
struct profile {
  using return_type = std::string;
};
struct version {
  using return_type = std::string;
};
struct name {
  using return_type = std::string;
};
struct vendor {
  using return_type = std::string;
};
struct [[deprecated("use platform::has(aspect)")]] extensions {
  using return_type = std::vector<std::string>;
};
} // namespace platform

/// The capabilities are those every device of the context has.
namespace context {
struct platform {
  using return_type = sycl::platform;
};
struct devices {
  using return_type = std::vector<sycl::device>;
};
struct atomic_memory_order_capabilities {
  using return_type = std::vector<sycl::memory_order>;
};
struct atomic_fence_order_capabilities {
  using return_type = std::vector<sycl::memory_order>;
};
struct atomic_memory_scope_capabilities {
  using return_type = std::vector<sycl::memory_scope>;
};
struct atomic_fence_scope_capabilities {
  using return_type = std::vector<sycl::memory_scope>;
};
} // namespace context

namespace device {
struct device_type {
  using return_type = sycl::info::device_type;
};
struct vendor_id {
  using return_type = uint32_t;
};
struct max_compute_units {
  using return_type = uint32_t;
};
struct max_work_item_dimensions {
  using return_type = uint32_t;
};
/// Ordered as SYCL dimensions: the last one is the fastest-varying.
template <int Dimensions = 3> struct max_work_item_sizes {
  using return_type = sycl::range<Dimensions>;
};
struct max_work_group_size {
  using return_type = size_t;
};
struct max_num_sub_groups {
  using return_type = uint32_t;
};
struct preferred_vector_width_char {
  using return_type = uint32_t;
};
struct preferred_vector_width_short {
  using return_type = uint32_t;
};
struct preferred_vector_width_int {
  using return_type = uint32_t;
};
struct preferred_vector_width_long {
  using return_type = uint32_t;
};
struct preferred_vector_width_float {
  using return_type = uint32_t;
};
struct preferred_vector_width_double {
  using return_type = uint32_t;
};
struct preferred_vector_width_half {
  using return_type = uint32_t;
};
struct native_vector_width_char {
  using return_type = uint32_t;
};
struct native_vector_width_short {
  using return_type = uint32_t;
};
struct native_vector_width_int {
  using return_type = uint32_t;
};
struct native_vector_width_long {
  using return_type = uint32_t;
};
struct native_vector_width_float {
  using return_type = uint32_t;
};
struct native_vector_width_double {
  using return_type = uint32_t;
};
struct native_vector_width_half {
  using return_type = uint32_t;
};
/// MHz.
struct max_clock_frequency {
  using return_type = uint32_t;
};
struct address_bits {
  using return_type = uint32_t;
};
struct max_mem_alloc_size {
  using return_type = uint64_t;
};
struct [[deprecated("use device::has(aspect::image)")]] image_support {
  using return_type = bool;
};
struct max_read_image_args {
  using return_type = uint32_t;
};
struct max_write_image_args {
  using return_type = uint32_t;
};
struct image2d_max_height {
  using return_type = size_t;
};
struct image2d_max_width {
  using return_type = size_t;
};
struct image3d_max_height {
  using return_type = size_t;
};
struct image3d_max_width {
  using return_type = size_t;
};
struct image3d_max_depth {
  using return_type = size_t;
};
struct image_max_buffer_size {
  using return_type = size_t;
};
struct max_samplers {
  using return_type = uint32_t;
};
struct max_parameter_size {
  using return_type = size_t;
};
/// Bits.
struct mem_base_addr_align {
  using return_type = uint32_t;
};
struct half_fp_config {
  using return_type = std::vector<sycl::info::fp_config>;
};
struct single_fp_config {
  using return_type = std::vector<sycl::info::fp_config>;
};
struct double_fp_config {
  using return_type = std::vector<sycl::info::fp_config>;
};
struct global_mem_cache_type {
  using return_type = sycl::info::global_mem_cache_type;
};
struct global_mem_cache_line_size {
  using return_type = uint32_t;
};
struct global_mem_cache_size {
  using return_type = uint64_t;
};
struct global_mem_size {
  using return_type = uint64_t;
};
struct [[deprecated(
    "constant buffers are deprecated in SYCL 2020")]] max_constant_buffer_size {
  using return_type = uint64_t;
};
struct [[deprecated(
    "constant buffers are deprecated in SYCL 2020")]] max_constant_args {
  using return_type = uint32_t;
};
struct local_mem_type {
  using return_type = sycl::info::local_mem_type;
};
struct local_mem_size {
  using return_type = uint64_t;
};
struct error_correction_support {
  using return_type = bool;
};
struct [[deprecated(
    "use device::has with the aspect::usm_* aspects")]] host_unified_memory {
  using return_type = bool;
};
struct atomic_memory_order_capabilities {
  using return_type = std::vector<sycl::memory_order>;
};
struct atomic_fence_order_capabilities {
  using return_type = std::vector<sycl::memory_order>;
};
struct atomic_memory_scope_capabilities {
  using return_type = std::vector<sycl::memory_scope>;
};
struct atomic_fence_scope_capabilities {
  using return_type = std::vector<sycl::memory_scope>;
};
/// Nanoseconds.
struct profiling_timer_resolution {
  using return_type = size_t;
};
struct [[deprecated(
    "the host and devices share one byte order")]] is_endian_little {
  using return_type = bool;
};
struct is_available {
  using return_type = bool;
};
struct [[deprecated(
    "use device::has(aspect::online_compiler)")]] is_compiler_available {
  using return_type = bool;
};
struct [[deprecated(
    "use device::has(aspect::online_linker)")]] is_linker_available {
  using return_type = bool;
};
/// OpenCL devices only.
struct [[deprecated("deprecated in SYCL 2020")]] execution_capabilities {
  using return_type = std::vector<sycl::info::execution_capability>;
};
struct [[deprecated(
    "use device::has(aspect::queue_profiling)")]] queue_profiling {
  using return_type = bool;
};
struct [[deprecated(
    "use info::device::built_in_kernel_ids")]] built_in_kernels {
  using return_type = std::vector<std::string>;
};
struct built_in_kernel_ids {
  using return_type = std::vector<sycl::kernel_id>;
};
struct platform {
  using return_type = sycl::platform;
};
struct name {
  using return_type = std::string;
};
struct vendor {
  using return_type = std::string;
};
struct driver_version {
  using return_type = std::string;
};
/// OpenCL devices only.
struct [[deprecated("deprecated in SYCL 2020")]] profile {
  using return_type = std::string;
};
struct version {
  using return_type = std::string;
};
struct backend_version {
  using return_type = std::string;
};
struct aspects {
  using return_type = std::vector<sycl::aspect>;
};
struct [[deprecated("use info::device::aspects")]] extensions {
  using return_type = std::vector<std::string>;
};
struct [[deprecated("deprecated in SYCL 2020")]] printf_buffer_size {
  using return_type = size_t;
};
/// OpenCL devices only.
struct [[deprecated("deprecated in SYCL 2020")]] preferred_interop_user_sync {
  using return_type = bool;
};
/// Throws errc::invalid: no device is a sub-device.
struct parent_device {
  using return_type = sycl::device;
};
struct partition_max_sub_devices {
  using return_type = uint32_t;
};
struct partition_properties {
  using return_type = std::vector<sycl::info::partition_property>;
};
struct partition_affinity_domains {
  using return_type = std::vector<sycl::info::partition_affinity_domain>;
};
struct partition_type_property {
  using return_type = sycl::info::partition_property;
};
struct partition_type_affinity_domain {
  using return_type = sycl::info::partition_affinity_domain;
};
/// The sub-group sizes the device's kernels may run with.
struct sub_group_sizes {
  using return_type = std::vector<size_t>;
};
} // namespace device

namespace queue {
struct context {
  using return_type = sycl::context;
};
struct device {
  using return_type = sycl::device;
};
} // namespace queue

namespace event {
struct command_execution_status {
  using return_type = sycl::info::event_command_status;
};
} // namespace event

/// Nanoseconds on the device's clock.
namespace event_profiling {
struct command_submit {
  using return_type = uint64_t;
};
struct command_start {
  using return_type = uint64_t;
};
struct command_end {
  using return_type = uint64_t;
};
} // namespace event_profiling

} // namespace info
} // namespace sycl

#endif // SYCL_INFO_HPP
