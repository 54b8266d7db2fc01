//===- sycl/detail/kernel_launch.hpp - Kernel entry and work-item wrappers
//-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Every SYCL kernel becomes one instantiation of kernel_entry, a HIP-mode
// __global__ function taking one by-value wrapper object. The host compile
// registers &kernel_entry<...> under the kernel's device name, and the
// runtime launches it with the wrapper's bytes as the only argument.
//
// The wrapper holds the user's functor; on the device it asks the builtins
// of prism/device/builtins.h where the work-item is. SYCL dimension D-1 (the
// fastest-varying) is backend dimension 0, as in DPC++: the host passes the
// global sizes reversed and the wrapper reverses the ids back.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_KERNEL_LAUNCH_HPP
#define SYCL_DETAIL_KERNEL_LAUNCH_HPP

#include "prism/device/builtins.h"
#include "sycl/detail/defines.hpp"
#include "sycl/detail/hip_launch_abi.hpp"
#include "sycl/id.hpp"
#include "sycl/item.hpp"
#include "sycl/nd_item.hpp"
#include "sycl/range.hpp"

#include <type_traits>

namespace sycl {
namespace detail {

/// The default kernel name: the kernel is named after its functor type.
struct auto_name {};
template <typename KernelType> class unnamed_kernel;

template <typename KernelName, typename KernelType>
using kernel_name_t =
    std::conditional_t<std::is_same_v<KernelName, auto_name>,
                       unnamed_kernel<KernelType>, KernelName>;

/// Copy-constructible exactly where T's copy constructor is trivial: the
/// copy constructor of a union is deleted when a member's is not trivial.
/// (std::is_trivially_copy_constructible also asks for a trivial
/// destructor.)
template <typename T> union trivial_copy_probe {
  T Value;
  ~trivial_copy_probe() {}
};
template <typename T>
constexpr bool has_trivial_copy_v =
    std::is_copy_constructible_v<trivial_copy_probe<T>>;

/// Runs the kernel on a copy of W: each work-item needs its own functor,
/// since mutable members of its captures (sycl::stream's statement buffer)
/// change, and PoCL passes every work-item the same argument memory. The
/// copy is destroyed when the work-item ends, which flushes its streams. The
/// optimiser turns the copy into loads of the fields the kernel reads.
/// Outside the kernel itself: HIP mode checks a kernel's calls at once, but
/// those of a __host__ __device__ function only if it is emitted for the
/// device, after the frontend plugin has made device code of the user's
/// destructors that the copy reaches.
/// A functor whose copy constructor is not trivial (it captures a type
/// declared device copyable) is copied as its bytes, as SYCL copies it to
/// the device.
template <typename Wrapper>
PRISM_SYCL_HOST_DEVICE void run_work_item(const Wrapper &W) {
  if constexpr (has_trivial_copy_v<Wrapper>) {
    Wrapper WorkItemCopy = W;
    WorkItemCopy();
  } else {
    alignas(Wrapper) unsigned char Bytes[sizeof(Wrapper)];
    __builtin_memcpy(Bytes, &W, sizeof(Wrapper));
    Wrapper &WorkItemCopy = *reinterpret_cast<Wrapper *>(Bytes);
    WorkItemCopy();
    WorkItemCopy.~Wrapper();
  }
}

template <typename KernelName, typename Wrapper>
PRISM_SYCL_KERNEL void kernel_entry(Wrapper W) {
  run_work_item(W);
}

template <typename KernelType> struct single_task_wrapper {
  KernelType Kernel;

  PRISM_SYCL_HOST_DEVICE void operator()() const { Kernel(); }
};

/// Whether a range<D> launch may run work-items past the range. The CUDA
/// plugin rounds the grid up to whole blocks, so PTX kernels check their
/// position. OpenCL and Level Zero launch exactly the range when no local
/// size is given (include/prism/plugin.h), and a check there is not free:
/// PoCL vectorises it into masked loads and stores, which halve the
/// bandwidth of a streaming kernel on some processors.
#ifdef __NVPTX__
inline constexpr bool launch_may_exceed_range = true;
#else
inline constexpr bool launch_may_exceed_range = false;
#endif

/// The work-item's position in a range<D> launch of Extent, in SYCL order.
/// False for the work-items past Extent.
template <int Dimensions>
PRISM_SYCL_HOST_DEVICE bool range_position(const range<Dimensions> &Extent,
                                           id<Dimensions> &Index) {
  for (int I = 0; I < Dimensions; ++I) {
    size_t Position = __prism_global_id(Dimensions - 1 - I);
    if (launch_may_exceed_range && Position >= Extent[I])
      return false;
    Index[I] = Position;
  }
  return true;
}

template <int Dimensions, typename KernelType> struct range_kernel_wrapper {
  KernelType Kernel;
  range<Dimensions> Extent;

  PRISM_SYCL_HOST_DEVICE void operator()() const {
    id<Dimensions> Index;
    if (!range_position(Extent, Index))
      return;
    if constexpr (std::is_invocable_v<const KernelType &, item<Dimensions>>)
      Kernel(item_factory::make(Index, Extent));
    else if constexpr (std::is_invocable_v<const KernelType &,
                                           item<Dimensions, false>>)
      Kernel(item_factory::make_without_offset(Index, Extent));
    else
      Kernel(Index);
  }
};

/// A parallel_for(range<D>, id<D>) kernel (deprecated in SYCL 2020): the
/// launch covers Extent, and the ids the kernel sees, through an item<D>
/// (which also reports the offset) or an id<D>, are shifted by Offset. The
/// backends are never given the offset: CUDA has none.
template <int Dimensions, typename KernelType>
struct range_offset_kernel_wrapper {
  KernelType Kernel;
  range<Dimensions> Extent;
  id<Dimensions> Offset;

  PRISM_SYCL_HOST_DEVICE void operator()() const {
    id<Dimensions> Index;
    if (!range_position(Extent, Index))
      return;
    for (int I = 0; I < Dimensions; ++I)
      Index[I] += Offset[I];
    if constexpr (std::is_invocable_v<const KernelType &, item<Dimensions>>)
      Kernel(item_factory::make_with_offset(Index, Extent, Offset));
    else
      Kernel(Index);
  }
};

/// A parallel_for(nd_range<D>) kernel. The launch's global size is exactly
/// the user's (a multiple of the local size), so no work-item is outside it.
template <int Dimensions, typename KernelType> struct nd_range_kernel_wrapper {
  KernelType Kernel;
  id<Dimensions> Offset;

  PRISM_SYCL_HOST_DEVICE void operator()() const {
    Kernel(nd_item_factory::make(Offset));
  }
};

template <int Dimensions, typename KernelType>
constexpr bool is_range_kernel_v =
    std::is_invocable_v<const KernelType &, item<Dimensions>> ||
    std::is_invocable_v<const KernelType &, item<Dimensions, false>> ||
    std::is_invocable_v<const KernelType &, id<Dimensions>>;

/// A kernel taking an item<D, false> cannot see a launch's offset.
template <int Dimensions, typename KernelType>
constexpr bool is_range_offset_kernel_v =
    std::is_invocable_v<const KernelType &, item<Dimensions>> ||
    std::is_invocable_v<const KernelType &, id<Dimensions>>;

/// Kernel functors travel to the device as their bytes. SYCL 2020 (4.12.4)
/// asks that what a functor captures be device copyable: trivially
/// copyable, or declared so with sycl::is_device_copyable, a trait of the
/// captured type that says nothing of a lambda capturing it. So the header
/// only asks that a functor can be copied; the frontend plugin checks its
/// captures one by one, naming any that is not device copyable. Its
/// destructor may do something: it runs on each work-item's copy
/// (sycl::stream flushes there).
template <typename KernelType>
constexpr bool is_kernel_functor_copyable_v =
    std::is_copy_constructible_v<KernelType>;

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_KERNEL_LAUNCH_HPP
