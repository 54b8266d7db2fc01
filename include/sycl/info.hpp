//===- sycl/info.hpp - Information descriptors for get_info
//----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Each descriptor is a type whose return_type is what get_info<Descriptor>()
// returns; libsycl instantiates get_info for every descriptor listed here.
// The descriptors of platforms, contexts, devices and queues are those of
// SYCL 2020 (appendix A), deprecated ones included and marked so; the
// device ones are the rows of sycl/info/device_traits.def, which says how
// libsycl answers each.
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
#define PRISM_SYCL_DEVICE_INFO(Name, ReturnType, Answer)                       \
  struct Name {                                                                \
    using return_type = ReturnType;                                            \
  };
#define PRISM_SYCL_DEPRECATED_DEVICE_INFO(Name, ReturnType, Answer, Message)   \
  struct [[deprecated(Message)]] Name {                                        \
    using return_type = ReturnType;                                            \
  };
#define PRISM_SYCL_DEVICE_INFO_DIMENSIONED(Name, ReturnType)                   \
  template <int Dimensions = 3> struct Name { using return_type = ReturnType; };
#include "sycl/info/device_traits.def"
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
