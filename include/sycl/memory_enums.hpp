//===- sycl/memory_enums.hpp - sycl::memory_order and sycl::memory_scope --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_MEMORY_ENUMS_HPP
#define SYCL_MEMORY_ENUMS_HPP

namespace sycl {

enum class memory_order : int { relaxed, acquire, release, acq_rel, seq_cst };

inline constexpr auto memory_order_relaxed = memory_order::relaxed;
inline constexpr auto memory_order_acquire = memory_order::acquire;
inline constexpr auto memory_order_release = memory_order::release;
inline constexpr auto memory_order_acq_rel = memory_order::acq_rel;
inline constexpr auto memory_order_seq_cst = memory_order::seq_cst;

enum class memory_scope : int {
  work_item,
  sub_group,
  work_group,
  device,
  system
};

inline constexpr auto memory_scope_work_item = memory_scope::work_item;
inline constexpr auto memory_scope_sub_group = memory_scope::sub_group;
inline constexpr auto memory_scope_work_group = memory_scope::work_group;
inline constexpr auto memory_scope_device = memory_scope::device;
inline constexpr auto memory_scope_system = memory_scope::system;

} // namespace sycl

#endif // SYCL_MEMORY_ENUMS_HPP
