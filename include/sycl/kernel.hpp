//===- sycl/kernel.hpp - sycl::kernel, a kernel of an executable bundle ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_KERNEL_HPP
#define SYCL_KERNEL_HPP

#include "sycl/backend.hpp"
#include "sycl/bundle_state.hpp"
#include "sycl/context.hpp"
#include "sycl/detail/forward.hpp"
#include "sycl/detail/std_function.hpp"
#include "sycl/device.hpp"
#include "sycl/range.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace sycl {

namespace info {
namespace kernel {
/// The kernel's device symbol name (kernel_id::get_name).
struct function_name {
  using return_type = std::string;
};
/// The arguments the backend kernel takes: Prism passes a SYCL kernel its
/// functor as one argument (and, on SPIR-V, a local-memory argument when
/// the kernel uses local memory, which is not counted).
struct num_args {
  using return_type = uint32_t;
};
struct attributes {
  using return_type = std::string;
};
struct context {
  using return_type = sycl::context;
};
} // namespace kernel

/// What a kernel allows on one device: kernel::get_info<Param>(device).
namespace kernel_device_specific {
/// Only for built-in kernels and custom devices, which Prism has neither
/// of: always errc::invalid.
struct global_work_size {
  using return_type = range<3>;
};
/// The largest work-group the kernel runs with on the device: the backend's
/// limit for the built kernel, and at most 1024 for a kernel that uses
/// work-group algorithms (their scratch has a slot per work-item).
struct work_group_size {
  using return_type = size_t;
};
/// Prism has no reqd_work_group_size: (0, 0, 0).
struct compile_work_group_size {
  using return_type = range<3>;
};
struct preferred_work_group_size_multiple {
  using return_type = size_t;
};
struct private_mem_size {
  using return_type = size_t;
};
/// Sub-groups in a work-group of work_group_size work-items.
struct max_num_sub_groups {
  using return_type = uint32_t;
};
/// Prism has no attribute that fixes it: 0.
struct compile_num_sub_groups {
  using return_type = uint32_t;
};
struct max_sub_group_size {
  using return_type = uint32_t;
};
/// The reqd_sub_group_size of the kernel, or 0.
struct compile_sub_group_size {
  using return_type = uint32_t;
};
} // namespace kernel_device_specific
} // namespace info

class kernel {
public:
  kernel() = delete;

  backend get_backend() const noexcept;
  context get_context() const;
  kernel_bundle<bundle_state::executable> get_kernel_bundle() const;
  template <typename Param> typename Param::return_type get_info() const;
  /// An info::kernel_device_specific query. Throws errc::invalid when the
  /// kernel's bundle does not run it on Device.
  template <typename Param>
  typename Param::return_type get_info(const device &Device) const;

  friend bool operator==(const kernel &L, const kernel &R) noexcept {
    return L.Bundle == R.Bundle && L.Name == R.Name;
  }
  friend bool operator!=(const kernel &L, const kernel &R) noexcept {
    return !(L == R);
  }

private:
  friend struct detail::impl_access;
  friend struct std::hash<kernel>;
  kernel(std::shared_ptr<detail::kernel_bundle_impl> Bundle, const char *Name)
      : Bundle(std::move(Bundle)), Name(Name) {}

  std::shared_ptr<detail::kernel_bundle_impl> Bundle;
  const char *Name; // interned, as kernel_id's
};

} // namespace sycl

template <> struct std::hash<sycl::kernel> {
  size_t operator()(const sycl::kernel &K) const noexcept {
    return std::hash<const void *>()(K.Name);
  }
};

#endif // SYCL_KERNEL_HPP
