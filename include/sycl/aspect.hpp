//===- sycl/aspect.hpp - sycl::aspect
//--------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The SYCL 2020 device aspects (device::has, platform::has).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ASPECT_HPP
#define SYCL_ASPECT_HPP

namespace sycl {

enum class aspect {
  cpu,
  gpu,
  accelerator,
  custom,
  emulated,
  host_debuggable,
  fp16,
  fp64,
  atomic64,
  image,
  online_compiler,
  online_linker,
  queue_profiling,
  usm_device_allocations,
  usm_host_allocations,
  usm_atomic_host_allocations,
  usm_shared_allocations,
  usm_atomic_shared_allocations,
  usm_system_allocations,
};

} // namespace sycl

#endif // SYCL_ASPECT_HPP
