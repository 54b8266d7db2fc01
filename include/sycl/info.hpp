//===- sycl/info.hpp - Information descriptors for get_info
//----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Each descriptor is a type whose return_type is what get_info<Descriptor>()
// returns; libsycl instantiates get_info for every descriptor listed here.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_INFO_HPP
#define SYCL_INFO_HPP

#include "sycl/id.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace sycl {
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

enum class event_command_status : int {
  submitted,
  running,
  complete,
};

namespace platform {
struct name {
  using return_type = std::string;
};
struct vendor {
  using return_type = std::string;
};
struct version {
  using return_type = std::string;
};
} // namespace platform

namespace device {
struct device_type {
  using return_type = sycl::info::device_type;
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
struct version {
  using return_type = std::string;
};
struct max_compute_units {
  using return_type = uint32_t;
};
struct max_work_group_size {
  using return_type = size_t;
};
/// Ordered as SYCL dimensions: the last one is the fastest-varying.
template <int Dimensions = 3> struct max_work_item_sizes {
  using return_type = sycl::id<Dimensions>;
};
struct global_mem_size {
  using return_type = uint64_t;
};
struct local_mem_size {
  using return_type = uint64_t;
};
/// MHz.
struct max_clock_frequency {
  using return_type = uint32_t;
};
/// The sub-group sizes the device's kernels may run with.
struct sub_group_sizes {
  using return_type = std::vector<size_t>;
};
} // namespace device

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
