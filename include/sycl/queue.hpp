//===- sycl/queue.hpp - sycl::queue
//----------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A queue submits command groups to one device. Prism queues execute in
// order; is_in_order() reports whether property::queue::in_order was asked
// for. Errors found at submission (no image for the kernel, a failed build)
// are thrown from submit; errors found while waiting go to the
// async_handler when the queue (or else its context) has one, and are
// thrown from the wait otherwise.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_QUEUE_HPP
#define SYCL_QUEUE_HPP

#include "sycl/context.hpp"
#include "sycl/detail/forward.hpp"
#include "sycl/detail/std_function.hpp"
#include "sycl/device.hpp"
#include "sycl/event.hpp"
#include "sycl/exception.hpp"
#include "sycl/handler.hpp"
#include "sycl/property_list.hpp"

#include <cstddef>
#include <memory>
#include <type_traits>
#include <vector>

namespace sycl {

class queue {
  template <typename Selector>
  using enable_if_selector_t = std::enable_if_t<
      std::is_invocable_r_v<int, const Selector &, const device &>>;

public:
  explicit queue(const property_list &Props = {});
  explicit queue(const async_handler &Handler, const property_list &Props = {});
  template <typename Selector, typename = enable_if_selector_t<Selector>>
  explicit queue(const Selector &DeviceSelector,
                 const property_list &Props = {})
      : queue(device(DeviceSelector), Props) {}
  template <typename Selector, typename = enable_if_selector_t<Selector>>
  explicit queue(const Selector &DeviceSelector, const async_handler &Handler,
                 const property_list &Props = {})
      : queue(device(DeviceSelector), Handler, Props) {}
  explicit queue(const device &Device, const property_list &Props = {});
  explicit queue(const device &Device, const async_handler &Handler,
                 const property_list &Props = {});
  /// Throws errc::invalid when Device is not one of Context's devices.
  explicit queue(const context &Context, const device &Device,
                 const property_list &Props = {});
  explicit queue(const context &Context, const device &Device,
                 const async_handler &Handler, const property_list &Props = {});
  /// The device of Context that the selector scores highest.
  template <typename Selector, typename = enable_if_selector_t<Selector>>
  explicit queue(const context &Context, const Selector &DeviceSelector,
                 const property_list &Props = {})
      : queue(Context,
              detail::select_device(detail::make_selector_ref(DeviceSelector),
                                    Context),
              Props) {}
  template <typename Selector, typename = enable_if_selector_t<Selector>>
  explicit queue(const context &Context, const Selector &DeviceSelector,
                 const async_handler &Handler, const property_list &Props = {})
      : queue(Context,
              detail::select_device(detail::make_selector_ref(DeviceSelector),
                                    Context),
              Handler, Props) {}

  device get_device() const;
  context get_context() const;
  template <typename Param> typename Param::return_type get_info() const;
  backend get_backend() const noexcept;
  bool is_in_order() const;
  template <typename Property> bool has_property() const noexcept {
    return Properties.has_property<Property>();
  }
  template <typename Property> Property get_property() const {
    return Properties.get_property<Property>();
  }

  template <typename CommandGroup> event submit(CommandGroup &&Group) {
    handler Handler(Impl);
    Group(Handler);
    return finish_submit(Handler);
  }
  /// Submits to this queue; when that submission throws, the group goes to
  /// SecondaryQueue instead, whose errors are thrown (SYCL 2020 4.6.5.1, as
  /// DPC++ does).
  template <typename CommandGroup>
  event submit(CommandGroup &&Group, queue &SecondaryQueue) {
    try {
      return submit(Group);
    } catch (const exception &) {
      return SecondaryQueue.submit(Group);
    }
  }

  /// An event that completes when every command submitted so far has (the
  /// oneAPI extension DPC++ offers; SYCL 2020 has no barrier command).
  event ext_oneapi_submit_barrier();
  /// An event that completes when every event in WaitList has.
  event ext_oneapi_submit_barrier(const std::vector<event> &WaitList);

  /// Blocks until every command submitted so far has finished.
  void wait();
  /// wait(), then throw_asynchronous().
  void wait_and_throw();
  /// Passes the errors collected so far to the async_handler.
  void throw_asynchronous();

  // Shortcuts: one command group holding one command.

  template <typename KernelName = detail::auto_name, typename KernelType>
  event single_task(const KernelType &Kernel) {
    return submit([&](handler &H) { H.single_task<KernelName>(Kernel); });
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  event single_task(event Dependency, const KernelType &Kernel) {
    return submit([&](handler &H) {
      H.depends_on(Dependency);
      H.single_task<KernelName>(Kernel);
    });
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  event single_task(const std::vector<event> &Dependencies,
                    const KernelType &Kernel) {
    return submit([&](handler &H) {
      H.depends_on(Dependencies);
      H.single_task<KernelName>(Kernel);
    });
  }

  template <typename KernelName = detail::auto_name, typename KernelType>
  event parallel_for(range<1> Extent, const KernelType &Kernel) {
    return parallel_for_range<KernelName>(Extent, {}, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  event parallel_for(range<2> Extent, const KernelType &Kernel) {
    return parallel_for_range<KernelName>(Extent, {}, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  event parallel_for(range<3> Extent, const KernelType &Kernel) {
    return parallel_for_range<KernelName>(Extent, {}, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  event parallel_for(range<1> Extent, event Dependency,
                     const KernelType &Kernel) {
    return parallel_for_range<KernelName>(Extent, {Dependency}, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  event parallel_for(range<2> Extent, event Dependency,
                     const KernelType &Kernel) {
    return parallel_for_range<KernelName>(Extent, {Dependency}, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  event parallel_for(range<3> Extent, event Dependency,
                     const KernelType &Kernel) {
    return parallel_for_range<KernelName>(Extent, {Dependency}, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  event parallel_for(range<1> Extent, const std::vector<event> &Dependencies,
                     const KernelType &Kernel) {
    return parallel_for_range<KernelName>(Extent, Dependencies, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  event parallel_for(range<2> Extent, const std::vector<event> &Dependencies,
                     const KernelType &Kernel) {
    return parallel_for_range<KernelName>(Extent, Dependencies, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  event parallel_for(range<3> Extent, const std::vector<event> &Dependencies,
                     const KernelType &Kernel) {
    return parallel_for_range<KernelName>(Extent, Dependencies, Kernel);
  }

  // parallel_for(range<D>, id<D> offset[, dependencies], kernel), deprecated
  // in SYCL 2020 (handler::parallel_for's offset form; DPC++ has the
  // shortcuts).
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename KernelType>
  [[deprecated("offsets are deprecated in SYCL 2020")]] event
  parallel_for(range<Dimensions> Extent, id<Dimensions> Offset,
               const KernelType &Kernel) {
    return parallel_for_range_offset<KernelName>(Extent, Offset, {}, Kernel);
  }
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename KernelType>
  [[deprecated("offsets are deprecated in SYCL 2020")]] event
  parallel_for(range<Dimensions> Extent, id<Dimensions> Offset,
               event Dependency, const KernelType &Kernel) {
    return parallel_for_range_offset<KernelName>(Extent, Offset, {Dependency},
                                                 Kernel);
  }
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename KernelType>
  [[deprecated("offsets are deprecated in SYCL 2020")]] event
  parallel_for(range<Dimensions> Extent, id<Dimensions> Offset,
               const std::vector<event> &Dependencies,
               const KernelType &Kernel) {
    return parallel_for_range_offset<KernelName>(Extent, Offset, Dependencies,
                                                 Kernel);
  }

  template <typename KernelName = detail::auto_name, int Dimensions,
            typename KernelType>
  event parallel_for(nd_range<Dimensions> Range, const KernelType &Kernel) {
    return submit(
        [&](handler &H) { H.parallel_for<KernelName>(Range, Kernel); });
  }
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename KernelType>
  event parallel_for(nd_range<Dimensions> Range, event Dependency,
                     const KernelType &Kernel) {
    return submit([&](handler &H) {
      H.depends_on(Dependency);
      H.parallel_for<KernelName>(Range, Kernel);
    });
  }
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename KernelType>
  event parallel_for(nd_range<Dimensions> Range,
                     const std::vector<event> &Dependencies,
                     const KernelType &Kernel) {
    return submit([&](handler &H) {
      H.depends_on(Dependencies);
      H.parallel_for<KernelName>(Range, Kernel);
    });
  }

  // --- Reductions (sycl/reduction.hpp) --------------------------------------
  // parallel_for(range or nd_range[, dependencies], reductions..., kernel).

  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(range<1> Range, const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, {}, All...);
  }
  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(range<1> Range, event Dependency,
                     const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, {Dependency}, All...);
  }
  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(range<1> Range, const std::vector<event> &Dependencies,
                     const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, Dependencies, All...);
  }

  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(range<2> Range, const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, {}, All...);
  }
  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(range<2> Range, event Dependency,
                     const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, {Dependency}, All...);
  }
  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(range<2> Range, const std::vector<event> &Dependencies,
                     const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, Dependencies, All...);
  }

  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(range<3> Range, const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, {}, All...);
  }
  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(range<3> Range, event Dependency,
                     const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, {Dependency}, All...);
  }
  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(range<3> Range, const std::vector<event> &Dependencies,
                     const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, Dependencies, All...);
  }

  template <typename KernelName = detail::auto_name, int Dimensions,
            typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(nd_range<Dimensions> Range, const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, {}, All...);
  }
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(nd_range<Dimensions> Range, event Dependency,
                     const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, {Dependency}, All...);
  }
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  event parallel_for(nd_range<Dimensions> Range,
                     const std::vector<event> &Dependencies,
                     const Arguments &...All) {
    return parallel_for_reducing<KernelName>(Range, Dependencies, All...);
  }
  // --- End of reductions ----------------------------------------------------

  event memcpy(void *Destination, const void *Source, size_t Bytes,
               const std::vector<event> &Dependencies = {});
  event memcpy(void *Destination, const void *Source, size_t Bytes,
               event Dependency);
  event memset(void *Destination, int Value, size_t Bytes,
               const std::vector<event> &Dependencies = {});
  event memset(void *Destination, int Value, size_t Bytes, event Dependency);

  template <typename T>
  event copy(const T *Source, T *Destination, size_t Count,
             const std::vector<event> &Dependencies = {}) {
    return memcpy(Destination, Source, Count * sizeof(T), Dependencies);
  }
  template <typename T>
  event copy(const T *Source, T *Destination, size_t Count, event Dependency) {
    return memcpy(Destination, Source, Count * sizeof(T), Dependency);
  }
  template <typename T>
  event fill(void *Destination, const T &Pattern, size_t Count,
             const std::vector<event> &Dependencies = {}) {
    return submit([&](handler &H) {
      H.depends_on(Dependencies);
      H.fill(Destination, Pattern, Count);
    });
  }
  template <typename T>
  event fill(void *Destination, const T &Pattern, size_t Count,
             event Dependency) {
    return submit([&](handler &H) {
      H.depends_on(Dependency);
      H.fill(Destination, Pattern, Count);
    });
  }

  // The accessor commands of handler, each a command group of its own (for
  // placeholder accessors; the command requires the accessor's buffer).
  template <typename SrcT, int SrcDims, access_mode SrcMode, target SrcTarget,
            access::placeholder SrcIsPlaceholder, typename DestT>
  event
  copy(accessor<SrcT, SrcDims, SrcMode, SrcTarget, SrcIsPlaceholder> Source,
       std::shared_ptr<DestT> Destination) {
    return submit([&](handler &H) { H.copy(Source, Destination); });
  }
  template <typename SrcT, typename DestT, int DestDims, access_mode DestMode,
            target DestTarget, access::placeholder DestIsPlaceholder>
  event copy(std::shared_ptr<SrcT> Source,
             accessor<DestT, DestDims, DestMode, DestTarget, DestIsPlaceholder>
                 Destination) {
    return submit([&](handler &H) { H.copy(Source, Destination); });
  }
  template <typename SrcT, int SrcDims, access_mode SrcMode, target SrcTarget,
            access::placeholder SrcIsPlaceholder, typename DestT>
  event
  copy(accessor<SrcT, SrcDims, SrcMode, SrcTarget, SrcIsPlaceholder> Source,
       DestT *Destination) {
    return submit([&](handler &H) { H.copy(Source, Destination); });
  }
  template <typename SrcT, typename DestT, int DestDims, access_mode DestMode,
            target DestTarget, access::placeholder DestIsPlaceholder>
  event copy(const SrcT *Source,
             accessor<DestT, DestDims, DestMode, DestTarget, DestIsPlaceholder>
                 Destination) {
    return submit([&](handler &H) { H.copy(Source, Destination); });
  }
  template <typename SrcT, int SrcDims, access_mode SrcMode, target SrcTarget,
            access::placeholder SrcIsPlaceholder, typename DestT, int DestDims,
            access_mode DestMode, target DestTarget,
            access::placeholder DestIsPlaceholder>
  event
  copy(accessor<SrcT, SrcDims, SrcMode, SrcTarget, SrcIsPlaceholder> Source,
       accessor<DestT, DestDims, DestMode, DestTarget, DestIsPlaceholder>
           Destination) {
    return submit([&](handler &H) { H.copy(Source, Destination); });
  }
  template <typename T, int Dims, access_mode Mode, target Target,
            access::placeholder IsPlaceholder>
  event update_host(accessor<T, Dims, Mode, Target, IsPlaceholder> Acc) {
    return submit([&](handler &H) { H.update_host(Acc); });
  }
  template <typename T, int Dims, access_mode Mode, target Target,
            access::placeholder IsPlaceholder>
  event fill(accessor<T, Dims, Mode, Target, IsPlaceholder> Destination,
             const T &Value) {
    return submit([&](handler &H) { H.fill(Destination, Value); });
  }

  /// handler::prefetch as a command group of its own.
  event prefetch(const void *Pointer, size_t Bytes,
                 const std::vector<event> &Dependencies = {}) {
    return submit([&](handler &H) {
      H.depends_on(Dependencies);
      H.prefetch(Pointer, Bytes);
    });
  }
  event prefetch(const void *Pointer, size_t Bytes, event Dependency) {
    return prefetch(Pointer, Bytes, std::vector<event>{Dependency});
  }
  /// handler::mem_advise as a command group of its own.
  event mem_advise(const void *Pointer, size_t Bytes, int Advice,
                   const std::vector<event> &Dependencies = {}) {
    return submit([&](handler &H) {
      H.depends_on(Dependencies);
      H.mem_advise(Pointer, Bytes, Advice);
    });
  }
  event mem_advise(const void *Pointer, size_t Bytes, int Advice,
                   event Dependency) {
    return mem_advise(Pointer, Bytes, Advice, std::vector<event>{Dependency});
  }

  friend bool operator==(const queue &L, const queue &R) noexcept {
    return L.Impl == R.Impl;
  }
  friend bool operator!=(const queue &L, const queue &R) noexcept {
    return !(L == R);
  }

private:
  friend struct detail::impl_access;
  friend struct std::hash<queue>;

  template <typename KernelName, int Dimensions, typename KernelType>
  event parallel_for_range(const range<Dimensions> &Extent,
                           const std::vector<event> &Dependencies,
                           const KernelType &Kernel) {
    return submit([&](handler &H) {
      if (!Dependencies.empty())
        H.depends_on(Dependencies);
      H.parallel_for<KernelName>(Extent, Kernel);
    });
  }
  template <typename KernelName, int Dimensions, typename KernelType>
  event parallel_for_range_offset(const range<Dimensions> &Extent,
                                  const id<Dimensions> &Offset,
                                  const std::vector<event> &Dependencies,
                                  const KernelType &Kernel) {
    return submit([&](handler &H) {
      if (!Dependencies.empty())
        H.depends_on(Dependencies);
      H.parallel_for_range_offset<KernelName>(Extent, Offset, Kernel);
    });
  }
  /// Range is a range<D> or nd_range<D>; All, the reductions and the kernel.
  template <typename KernelName, typename RangeType, typename... Arguments>
  event parallel_for_reducing(const RangeType &Range,
                              const std::vector<event> &Dependencies,
                              const Arguments &...All) {
    return submit([&](handler &H) {
      if (!Dependencies.empty())
        H.depends_on(Dependencies);
      H.parallel_for<KernelName>(Range, All...);
    });
  }

  /// Enqueues the command the group recorded. Throws sycl::exception for
  /// errors found at submission.
  event finish_submit(handler &Handler);

  std::shared_ptr<detail::queue_impl> Impl;
  property_list Properties;
};

} // namespace sycl

template <> struct std::hash<sycl::queue> {
  size_t operator()(const sycl::queue &Q) const noexcept {
    return std::hash<const void *>()(Q.Impl.get());
  }
};

#endif // SYCL_QUEUE_HPP
