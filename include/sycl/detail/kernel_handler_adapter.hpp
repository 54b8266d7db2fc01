//===- sycl/detail/kernel_handler_adapter.hpp - kernel_handler kernels ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A kernel whose last parameter is a sycl::kernel_handler is launched as an
// adapter that holds the functor and the launch's specialization table, and
// is called with the other arguments alone: the work-item wrappers of
// kernel_launch.hpp treat it as any other kernel.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_KERNEL_HANDLER_ADAPTER_HPP
#define SYCL_DETAIL_KERNEL_HANDLER_ADAPTER_HPP

#include "sycl/detail/defines.hpp"
#include "sycl/detail/specialization_table.hpp"
#include "sycl/id.hpp"
#include "sycl/item.hpp"
#include "sycl/kernel_handler.hpp"

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

namespace sycl {
namespace detail {

template <typename KernelType> struct kernel_handler_adapter {
  KernelType Kernel;
  specialization_table Table;

  template <typename... Args>
  PRISM_SYCL_HOST_DEVICE auto operator()(Args... Arguments) const
      -> decltype(std::declval<const KernelType &>()(
          Arguments..., std::declval<kernel_handler>())) {
    return Kernel(Arguments..., kernel_handler(&Table));
  }
};

template <typename KernelType, typename... Args>
constexpr bool takes_kernel_handler_v =
    std::is_invocable_v<const KernelType &, Args..., kernel_handler>;

/// The functor a kernel called with Args (and maybe a kernel_handler) is
/// launched as.
template <typename KernelType, typename... Args>
using kernel_functor_t =
    std::conditional_t<takes_kernel_handler_v<KernelType, Args...>,
                       kernel_handler_adapter<KernelType>, KernelType>;

/// The same for a parallel_for(range<D>) kernel, called with an item (with
/// or without offset) or id.
template <int Dimensions, typename KernelType>
using range_kernel_functor_t = std::conditional_t<
    takes_kernel_handler_v<KernelType, item<Dimensions>> ||
        takes_kernel_handler_v<KernelType, item<Dimensions, false>> ||
        takes_kernel_handler_v<KernelType, id<Dimensions>>,
    kernel_handler_adapter<KernelType>, KernelType>;

template <typename Functor>
struct is_kernel_handler_adapter : std::false_type {};
template <typename KernelType>
struct is_kernel_handler_adapter<kernel_handler_adapter<KernelType>>
    : std::true_type {};

/// Where the specialization table is in a wrapper's bytes, or SIZE_MAX when
/// its kernel takes no kernel_handler.
template <typename Wrapper>
size_t specialization_table_offset(const Wrapper &W) {
  if constexpr (is_kernel_handler_adapter<
                    std::remove_cv_t<decltype(W.Kernel)>>::value)
    return static_cast<size_t>(reinterpret_cast<const char *>(&W.Kernel.Table) -
                               reinterpret_cast<const char *>(&W));
  else
    return SIZE_MAX;
}

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_KERNEL_HANDLER_ADAPTER_HPP
