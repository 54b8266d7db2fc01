//===- sycl/kernel_handler.hpp - sycl::kernel_handler ---------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A kernel that takes a kernel_handler as its last parameter reads the
// specialization constants of its launch through it: from the module where
// it was specialised natively (detail/native_specialization.hpp), else from
// the launch's specialization table in the kernel's argument, which the
// handler points to.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_KERNEL_HANDLER_HPP
#define SYCL_KERNEL_HANDLER_HPP

#include "sycl/detail/defines.hpp"
#include "sycl/detail/native_specialization.hpp"
#include "sycl/detail/specialization_table.hpp"
#include "sycl/specialization_id.hpp"

#include <type_traits>

namespace sycl {

namespace detail {
template <typename KernelType> struct kernel_handler_adapter;
} // namespace detail

class kernel_handler {
public:
  /// The value the command group (or its kernel bundle) set, else the
  /// default of SpecName.
  template <auto &SpecName>
  PRISM_SYCL_HOST_DEVICE detail::specialization_value_t<SpecName>
  get_specialization_constant() const {
    if constexpr (detail::native_specialization_id<SpecName>() != 0) {
      detail::specialization_value_t<SpecName> Native;
      if (detail::read_native_specialization<SpecName>(Native))
        return Native;
    }
    constexpr uint64_t Key = detail::specialization_key<SpecName>();
    return detail::specialization_value_or_default<SpecName>(
        Table ? Table->find(Key) : nullptr);
  }

private:
  template <typename KernelType> friend struct detail::kernel_handler_adapter;
  PRISM_SYCL_HOST_DEVICE explicit kernel_handler(
      const detail::specialization_table *Table)
      : Table(Table) {}

  const detail::specialization_table *Table;
};

} // namespace sycl

#endif // SYCL_KERNEL_HANDLER_HPP
