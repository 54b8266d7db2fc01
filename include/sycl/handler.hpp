//===- sycl/handler.hpp - sycl::handler, the command group recorder -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A command group function records one command (a kernel, a copy, a fill,
// a host task...: sycl/detail/commands.hpp) and its dependencies into a
// handler; queue::submit then enqueues it. The kernel's wrapper is kept as
// bytes in an inline buffer, so a submission allocates nothing for an
// ordinary kernel.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_HANDLER_HPP
#define SYCL_HANDLER_HPP

#include "sycl/access.hpp"
#include "sycl/bundle_state.hpp"
#include "sycl/detail/commands.hpp"
#include "sycl/detail/forward.hpp"
#include "sycl/detail/hierarchical_launch.hpp"
#include "sycl/detail/kernel_handler_adapter.hpp"
#include "sycl/detail/kernel_launch.hpp"
#include "sycl/detail/named_kernels.hpp"
#include "sycl/detail/native_specialization.hpp"
#include "sycl/detail/reduction_kernels.hpp"
#include "sycl/detail/specialization_values.hpp"
#include "sycl/detail/std_function.hpp"
#include "sycl/event.hpp"
#include "sycl/nd_range.hpp"
#include "sycl/range.hpp"
#include "sycl/specialization_id.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

namespace sycl {

template <typename DataT, int Dimensions> class local_accessor;
template <typename DataT, int Dimensions, access_mode AccessMode,
          target AccessTarget, access::placeholder IsPlaceholder>
class accessor;

namespace detail {
/// A buffer the command group uses, and how.
struct requirement {
  const buffer_impl *Buffer;
  access_mode Mode;
  bool NoInit;
};
} // namespace detail

class handler {
public:
  handler(const handler &) = delete;
  handler &operator=(const handler &) = delete;

  void depends_on(event Dependency);
  void depends_on(const std::vector<event> &Dependencies);

  template <typename KernelName = detail::auto_name, typename KernelType>
  void single_task(const KernelType &Kernel) {
    using Functor = detail::kernel_functor_t<KernelType>;
    static_assert(std::is_invocable_v<const Functor &>,
                  "single_task needs a kernel callable with no arguments");
    using Wrapper = detail::single_task_wrapper<Functor>;
    static_assert(detail::is_kernel_functor_copyable_v<KernelType>,
                  "a SYCL kernel functor must be copy-constructible: it is "
                  "copied to the device");
    const Wrapper W{Functor{Kernel}};
    const size_t Global[3] = {1, 1, 1};
    set_sycl_kernel<KernelName, KernelType>(1, Global, nullptr, W);
  }

  template <typename KernelName = detail::auto_name, typename KernelType>
  void parallel_for(range<1> Extent, const KernelType &Kernel) {
    parallel_for_range<KernelName>(Extent, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  void parallel_for(range<2> Extent, const KernelType &Kernel) {
    parallel_for_range<KernelName>(Extent, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  void parallel_for(range<3> Extent, const KernelType &Kernel) {
    parallel_for_range<KernelName>(Extent, Kernel);
  }

  // Deprecated in SYCL 2020: Extent work-items whose ids start at Offset.
  // The kernel takes an item<D>, whose get_offset() is Offset, or an id<D>.
  template <typename KernelName = detail::auto_name, typename KernelType>
  [[deprecated("offsets are deprecated in SYCL 2020")]] void
  parallel_for(range<1> Extent, id<1> Offset, const KernelType &Kernel) {
    parallel_for_range_offset<KernelName>(Extent, Offset, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  [[deprecated("offsets are deprecated in SYCL 2020")]] void
  parallel_for(range<2> Extent, id<2> Offset, const KernelType &Kernel) {
    parallel_for_range_offset<KernelName>(Extent, Offset, Kernel);
  }
  template <typename KernelName = detail::auto_name, typename KernelType>
  [[deprecated("offsets are deprecated in SYCL 2020")]] void
  parallel_for(range<3> Extent, id<3> Offset, const KernelType &Kernel) {
    parallel_for_range_offset<KernelName>(Extent, Offset, Kernel);
  }

  /// Work-groups of Range's local range; the kernel takes an nd_item<D>.
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename KernelType>
  void parallel_for(nd_range<Dimensions> Range, const KernelType &Kernel) {
    using Functor = detail::kernel_functor_t<KernelType, nd_item<Dimensions>>;
    static_assert(std::is_invocable_v<const Functor &, nd_item<Dimensions>>,
                  "a parallel_for(nd_range<D>) kernel must be callable with "
                  "sycl::nd_item<D>");
    static_assert(detail::is_kernel_functor_copyable_v<KernelType>,
                  "a SYCL kernel functor must be copy-constructible: it is "
                  "copied to the device");
    using Wrapper = detail::nd_range_kernel_wrapper<Dimensions, Functor>;
    const Wrapper W{Functor{Kernel}, Range.Offset};
    size_t Global[3] = {1, 1, 1}, Local[3] = {1, 1, 1};
    for (int I = 0; I < Dimensions; ++I) {
      Global[I] = Range.Global[Dimensions - 1 - I];
      Local[I] = Range.Local[Dimensions - 1 - I];
    }
    set_sycl_kernel<KernelName, KernelType>(Dimensions, Global, Local, W);
  }

  // Hierarchical parallelism: NumWorkGroups work-groups of WorkGroupSize
  // work-items (64 when not given); the kernel takes a group<D>, runs once
  // per work-group, and calls group::parallel_for_work_item
  // (detail/hierarchical_launch.hpp).
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename KernelType>
  void parallel_for_work_group(range<Dimensions> NumWorkGroups,
                               const KernelType &Kernel) {
    parallel_for_work_group<KernelName>(
        NumWorkGroups, detail::default_work_group_size<Dimensions>(), Kernel);
  }
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename KernelType>
  void parallel_for_work_group(range<Dimensions> NumWorkGroups,
                               range<Dimensions> WorkGroupSize,
                               const KernelType &Kernel) {
    static_assert(std::is_invocable_v<const KernelType &, group<Dimensions>>,
                  "a parallel_for_work_group kernel must be callable with "
                  "sycl::group<D>");
    static_assert(detail::is_kernel_functor_copyable_v<KernelType>,
                  "a SYCL kernel functor must be copy-constructible: it is "
                  "copied to the device");
    using Wrapper = detail::hierarchical_kernel_wrapper<Dimensions, KernelType>;
    const Wrapper W{Kernel};
    size_t Global[3] = {1, 1, 1}, Local[3] = {1, 1, 1};
    for (int I = 0; I < Dimensions; ++I) {
      Local[I] = WorkGroupSize[Dimensions - 1 - I];
      Global[I] = NumWorkGroups[Dimensions - 1 - I] * Local[I];
    }
    set_kernel(
        reinterpret_cast<const void *>(
            &detail::kernel_entry<detail::kernel_name_t<KernelName, KernelType>,
                                  Wrapper>),
        Dimensions, Global, Local, &W, sizeof(W));
    give_streams_work_item_lines();
  }

  /// Adds a placeholder accessor's buffer to the command group.
  template <typename DataT, int Dimensions, access_mode Mode, target Target,
            access::placeholder IsPlaceholder>
  void require(accessor<DataT, Dimensions, Mode, Target, IsPlaceholder> Acc) {
    if (Acc.Slot.Buffer)
      add_requirement(Acc.Slot.Buffer, Mode,
                      Acc.NoInit && Acc.AccessRange == Acc.MemoryRange);
  }

  /// Runs Task on a host thread once the command group's dependencies have
  /// finished; accessors it captures point to the buffers' host memory.
  template <typename TaskType> void host_task(TaskType &&Task) {
    using Stored = std::decay_t<TaskType>;
    static_assert(std::is_invocable_v<Stored &>,
                  "a host task is called with no arguments (Prism has no "
                  "interop_handle)");
    auto Kept = std::make_shared<Stored>(std::forward<TaskType>(Task));
    set_host_task([Kept] { (*Kept)(); }, Kept.get(), sizeof(Stored));
  }

  // Copies between buffers (through accessors) and host or USM memory.
  template <typename SrcT, int Dimensions, access_mode Mode, target Target,
            access::placeholder IsPlaceholder, typename DestT>
  void copy(accessor<SrcT, Dimensions, Mode, Target, IsPlaceholder> Source,
            DestT *Destination) {
    static_assert(sizeof(SrcT) == sizeof(DestT),
                  "copy between elements of different sizes");
    set_copy(region_of(Source),
             plain_region(Destination, sizeof(DestT), Source.size()));
  }
  template <typename SrcT, typename DestT, int Dimensions, access_mode Mode,
            target Target, access::placeholder IsPlaceholder>
  void
  copy(const SrcT *Source,
       accessor<DestT, Dimensions, Mode, Target, IsPlaceholder> Destination) {
    static_assert(sizeof(SrcT) == sizeof(DestT),
                  "copy between elements of different sizes");
    static_assert(Mode != access_mode::read, "copy to a read-only accessor");
    set_copy(plain_region(const_cast<SrcT *>(Source), sizeof(SrcT),
                          Destination.size()),
             region_of(Destination));
  }
  template <typename SrcT, int SrcDimensions, access_mode SrcMode,
            target SrcTarget, access::placeholder SrcIsPlaceholder,
            typename DestT, int DestDimensions, access_mode DestMode,
            target DestTarget, access::placeholder DestIsPlaceholder>
  void
  copy(accessor<SrcT, SrcDimensions, SrcMode, SrcTarget, SrcIsPlaceholder>
           Source,
       accessor<DestT, DestDimensions, DestMode, DestTarget, DestIsPlaceholder>
           Destination) {
    static_assert(sizeof(SrcT) == sizeof(DestT),
                  "copy between elements of different sizes");
    static_assert(DestMode != access_mode::read,
                  "copy to a read-only accessor");
    set_copy(region_of(Source), region_of(Destination));
  }
  /// The copies with a std::shared_ptr keep it until the copy is done.
  template <typename SrcT, int Dimensions, access_mode Mode, target Target,
            access::placeholder IsPlaceholder, typename DestT>
  void copy(accessor<SrcT, Dimensions, Mode, Target, IsPlaceholder> Source,
            std::shared_ptr<DestT> Destination) {
    copy(Source, Destination.get());
    KeptAlive = std::move(Destination);
  }
  template <typename SrcT, typename DestT, int Dimensions, access_mode Mode,
            target Target, access::placeholder IsPlaceholder>
  void
  copy(std::shared_ptr<SrcT> Source,
       accessor<DestT, Dimensions, Mode, Target, IsPlaceholder> Destination) {
    using Element = typename std::shared_ptr<SrcT>::element_type;
    copy(static_cast<const Element *>(Source.get()), Destination);
    KeptAlive = std::move(Source);
  }
  /// Sets every element the accessor names to Value.
  template <typename T, int Dimensions, access_mode Mode, target Target,
            access::placeholder IsPlaceholder>
  void fill(accessor<T, Dimensions, Mode, Target, IsPlaceholder> Destination,
            const T &Value) {
    static_assert(Mode != access_mode::read, "fill of a read-only accessor");
    set_buffer_fill(region_of(Destination), &Value, sizeof(T));
  }
  /// Brings the host copy of the accessor's buffer up to date.
  template <typename T, int Dimensions, access_mode Mode, target Target,
            access::placeholder IsPlaceholder>
  void update_host(accessor<T, Dimensions, Mode, Target, IsPlaceholder> Acc) {
    set_update_host(Acc.Slot.Buffer);
  }

  // --- Reductions (sycl/reduction.hpp) --------------------------------------
  // The arguments after the range are reductions, then the kernel, which
  // takes its item, id or nd_item and then a reducer per reduction.

  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  void parallel_for(range<1> Extent, const Arguments &...All) {
    parallel_for_reduction<KernelName>(Extent, All...);
  }
  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  void parallel_for(range<2> Extent, const Arguments &...All) {
    parallel_for_reduction<KernelName>(Extent, All...);
  }
  template <typename KernelName = detail::auto_name, typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  void parallel_for(range<3> Extent, const Arguments &...All) {
    parallel_for_reduction<KernelName>(Extent, All...);
  }
  template <typename KernelName = detail::auto_name, int Dimensions,
            typename... Arguments,
            typename = detail::enable_if_reductions_t<Arguments...>>
  void parallel_for(nd_range<Dimensions> Range, const Arguments &...All) {
    constexpr size_t Count = sizeof...(Arguments) - 1;
    launch_nd_range_reduction<KernelName>(
        Range, detail::nth_argument<Count>(All...),
        std::make_index_sequence<Count>(), All...);
  }

private:
  friend struct detail::reduction_access;

  template <typename KernelName, int Dimensions, typename... Arguments>
  void parallel_for_reduction(const range<Dimensions> &Extent,
                              const Arguments &...All) {
    constexpr size_t Count = sizeof...(Arguments) - 1;
    launch_range_reduction<KernelName>(
        Extent, detail::nth_argument<Count>(All...),
        std::make_index_sequence<Count>(), All...);
  }

  template <typename KernelName, int Dimensions, typename KernelType,
            size_t... I, typename... Arguments>
  void launch_range_reduction(const range<Dimensions> &Extent,
                              const KernelType &Kernel,
                              std::index_sequence<I...> Indices,
                              const Arguments &...All) {
    using Wrapper = detail::range_reduction_wrapper<
        Dimensions, KernelType, detail::nth_argument_t<I, Arguments...>...>;
    static_assert(Wrapper::AcceptsKernel,
                  "a parallel_for(range<D>) kernel with reductions must be "
                  "callable with sycl::item<D> or sycl::id<D> and then a "
                  "reducer reference per reduction");
    static_assert(detail::is_kernel_functor_copyable_v<KernelType>,
                  "a SYCL kernel functor must be copy-constructible: it is "
                  "copied to the device");
    const detail::range_reduction_shape Shape =
        reduction_range_shape(Extent.size());
    // Zeroed first: the runtime looks for accessor slots in all of the
    // wrapper's bytes, and stale ones in its padding would look like slots.
    alignas(Wrapper) unsigned char Storage[sizeof(Wrapper)] = {};
    Wrapper &W = *new (Storage) Wrapper{
        Kernel,
        Extent,
        Shape.Schedule,
        {},
        detail::make_reduction_list(detail::nth_argument<I>(All...)...)};
    W.Launch = reduction_launch_for(W.List, Shape.Groups, Indices);
    const size_t Global[3] = {Shape.GroupSize * Shape.Groups, 1, 1};
    const size_t Local[3] = {Shape.GroupSize, 1, 1};
    set_kernel(
        reinterpret_cast<const void *>(
            &detail::kernel_entry<detail::kernel_name_t<KernelName, KernelType>,
                                  Wrapper>),
        1, Global, Local, &W, sizeof(W));
  }

  template <typename KernelName, int Dimensions, typename KernelType,
            size_t... I, typename... Arguments>
  void launch_nd_range_reduction(const nd_range<Dimensions> &Range,
                                 const KernelType &Kernel,
                                 std::index_sequence<I...> Indices,
                                 const Arguments &...All) {
    using Wrapper = detail::nd_range_reduction_wrapper<
        Dimensions, KernelType, detail::nth_argument_t<I, Arguments...>...>;
    static_assert(Wrapper::AcceptsKernel,
                  "a parallel_for(nd_range<D>) kernel with reductions must "
                  "be callable with sycl::nd_item<D> and then a reducer "
                  "reference per reduction");
    static_assert(detail::is_kernel_functor_copyable_v<KernelType>,
                  "a SYCL kernel functor must be copy-constructible: it is "
                  "copied to the device");
    size_t Global[3] = {1, 1, 1}, Local[3] = {1, 1, 1};
    size_t Groups = 1;
    for (int D = 0; D < Dimensions; ++D) {
      Global[D] = Range.Global[Dimensions - 1 - D];
      Local[D] = Range.Local[Dimensions - 1 - D];
      Groups *= Local[D] ? Global[D] / Local[D] : 0;
    }
    const bool Empty = Range.Global.size() == 0;
    if (Empty) {
      for (int D = 0; D < 3; ++D)
        Global[D] = Local[D] = 1;
      Groups = 1;
    }
    // Zeroed first, as for a range<D> reduction.
    alignas(Wrapper) unsigned char Storage[sizeof(Wrapper)] = {};
    Wrapper &W = *new (Storage) Wrapper{
        Kernel,
        Range.Offset,
        Empty,
        {},
        detail::make_reduction_list(detail::nth_argument<I>(All...)...)};
    W.Launch = reduction_launch_for(W.List, Groups, Indices);
    set_kernel(
        reinterpret_cast<const void *>(
            &detail::kernel_entry<detail::kernel_name_t<KernelName, KernelType>,
                                  Wrapper>),
        Dimensions, Global, Local, &W, sizeof(W));
  }

  template <typename... Reductions, size_t... I>
  detail::reduction_launch
  reduction_launch_for(detail::reduction_list<Reductions...> &List,
                       size_t Groups, std::index_sequence<I...> Indices) {
    return {reduction_scratch(detail::place_partials(List, Groups, Indices)),
            Groups};
  }

  /// The launch shape for a range<D> reduction of Items work-items, chosen
  /// for the queue's device.
  detail::range_reduction_shape reduction_range_shape(size_t Items);
  /// Scratch memory of at least Bytes (zero in its first
  /// detail::reduction_counter_bytes), added to the command group's
  /// requirements, so that the launches that share it run one after another.
  detail::accessor_slot reduction_scratch(size_t Bytes);

public:
  // --- End of reductions ----------------------------------------------------

  void memcpy(void *Destination, const void *Source, size_t Bytes);
  template <typename T>
  void copy(const T *Source, T *Destination, size_t Count) {
    memcpy(Destination, Source, Count * sizeof(T));
  }
  void memset(void *Destination, int Value, size_t Bytes);
  template <typename T>
  void fill(void *Destination, const T &Pattern, size_t Count) {
    static_assert(std::is_trivially_copyable_v<T>,
                  "fill needs a trivially copyable pattern");
    set_fill(Destination, &Pattern, sizeof(T), Count * sizeof(T));
  }
  /// Hints that the USM memory at Pointer is about to be used on the queue's
  /// device. Prism's backends take no such hint: the command orders like
  /// any other and does nothing.
  void prefetch(const void *Pointer, size_t Bytes);
  /// Advice (its values are the backend's) about the USM memory at
  /// Pointer; ordered like any command and, in Prism, without effect.
  void mem_advise(const void *Pointer, size_t Bytes, int Advice);

private:
  friend class queue;
  friend struct detail::impl_access;
  template <typename DataT, int Dimensions> friend class local_accessor;
  template <typename DataT, int Dimensions, access_mode AccessMode,
            target AccessTarget, access::placeholder IsPlaceholder>
  friend class accessor;

  template <typename DataT, int Dimensions, access_mode Mode, target Target,
            access::placeholder IsPlaceholder>
  detail::buffer_region region_of(
      const accessor<DataT, Dimensions, Mode, Target, IsPlaceholder> &Acc) {
    if (!Acc.Slot.Buffer)
      throw_no_buffer();
    add_requirement(Acc.Slot.Buffer, Mode,
                    Acc.NoInit && Acc.AccessRange == Acc.MemoryRange);
    detail::buffer_region R;
    R.Buffer = Acc.Slot.Buffer;
    R.ElementSize = sizeof(DataT);
    // A 0-dimensional accessor is a box of one element in one dimension.
    R.Dimensions = Dimensions == 0 ? 1 : Dimensions;
    for (int I = 0; I < R.Dimensions; ++I) {
      R.MemoryRange[I] = Acc.MemoryRange[I];
      R.Offset[I] = Acc.AccessOffset[I];
      R.Range[I] = Acc.AccessRange[I];
    }
    return R;
  }
  static detail::buffer_region plain_region(void *Pointer, size_t ElementSize,
                                            size_t Count) {
    detail::buffer_region R;
    R.Pointer = Pointer;
    R.ElementSize = ElementSize;
    R.MemoryRange[0] = R.Range[0] = Count;
    return R;
  }
  [[noreturn]] static void throw_no_buffer();

  void add_requirement(const detail::buffer_impl *Buffer, access_mode Mode,
                       bool NoInit);
  void set_host_task(std::function<void()> Task, void *Bytes, size_t Size);
  /// Throws errc::invalid when Destination holds fewer elements than
  /// Source, or a plain pointer is null.
  void set_copy(const detail::buffer_region &Source,
                const detail::buffer_region &Destination);
  void set_buffer_fill(const detail::buffer_region &Destination,
                       const void *Pattern, size_t PatternSize);
  void set_update_host(const detail::buffer_impl *Buffer);

  explicit handler(const std::shared_ptr<detail::queue_impl> &Queue)
      : Queue(Queue) {}

  template <typename KernelName, int Dimensions, typename KernelType>
  void parallel_for_range(const range<Dimensions> &Extent,
                          const KernelType &Kernel) {
    using Functor = detail::range_kernel_functor_t<Dimensions, KernelType>;
    static_assert(detail::is_range_kernel_v<Dimensions, Functor>,
                  "a parallel_for(range<D>) kernel must be callable with "
                  "sycl::item<D> or sycl::id<D>");
    static_assert(detail::is_kernel_functor_copyable_v<KernelType>,
                  "a SYCL kernel functor must be copy-constructible: it is "
                  "copied to the device");
    using Wrapper = detail::range_kernel_wrapper<Dimensions, Functor>;
    const Wrapper W{Functor{Kernel}, Extent};
    size_t Global[3] = {1, 1, 1};
    for (int I = 0; I < Dimensions; ++I)
      Global[I] = Extent[Dimensions - 1 - I];
    set_sycl_kernel<KernelName, KernelType>(Dimensions, Global, nullptr, W);
  }

  template <typename KernelName, int Dimensions, typename KernelType>
  void parallel_for_range_offset(const range<Dimensions> &Extent,
                                 const id<Dimensions> &Offset,
                                 const KernelType &Kernel) {
    using Functor = detail::range_kernel_functor_t<Dimensions, KernelType>;
    static_assert(detail::is_range_offset_kernel_v<Dimensions, Functor>,
                  "a parallel_for(range<D>, id<D>) kernel must be callable "
                  "with sycl::item<D> (which carries the offset) or "
                  "sycl::id<D>");
    static_assert(detail::is_kernel_functor_copyable_v<KernelType>,
                  "a SYCL kernel functor must be copy-constructible: it is "
                  "copied to the device");
    using Wrapper = detail::range_offset_kernel_wrapper<Dimensions, Functor>;
    const Wrapper W{Functor{Kernel}, Extent, Offset};
    size_t Global[3] = {1, 1, 1};
    for (int I = 0; I < Dimensions; ++I)
      Global[I] = Extent[Dimensions - 1 - I];
    set_sycl_kernel<KernelName, KernelType>(Dimensions, Global, nullptr, W);
  }

  /// Records a launch of the kernel whose host handle is KernelHandle, with
  /// Wrapper's bytes as its one argument. BackendGlobal and BackendLocal
  /// (null: the backend chooses) are in backend order; a local size that
  /// does not divide the global size throws errc::nd_range.
  detail::kernel_command &set_kernel(const void *KernelHandle,
                                     unsigned Dimensions,
                                     const size_t *BackendGlobal,
                                     const size_t *BackendLocal,
                                     const void *Wrapper, size_t WrapperSize);
  /// For the hierarchical kernel just recorded, whose work-items share one
  /// copy of the functor: gives each stream in it a line per work-item in
  /// device memory (sycl/detail/stream_lines.hpp).
  void give_streams_work_item_lines();
  /// Reserves Bytes of the launch's local memory, aligned to Alignment, and
  /// returns their offset from the start of the dynamic local memory.
  size_t reserve_local_memory(size_t Bytes, size_t Alignment);
  void set_fill(void *Destination, const void *Pattern, size_t PatternSize,
                size_t Bytes);
  /// Makes the group's command a CommandT and returns it; throws
  /// errc::invalid when the group already holds a command.
  template <typename CommandT> CommandT &set_command();

  const std::shared_ptr<detail::queue_impl> &Queue;
  std::vector<std::shared_ptr<prism::Event>> Dependencies;
  std::vector<event> NamedDependencies; // for event::get_wait_list
  std::vector<detail::requirement> Requirements;
  // The std::shared_ptr of a copy, kept until the copy is done.
  std::shared_ptr<const void> KeptAlive;
  size_t LocalMemoryBytes = 0; // what the group's local accessors reserved
  detail::command Command;

  // Specialization constants (specialization_id.hpp, kernel_handler.hpp) and
  // kernel bundles (kernel_bundle.hpp).
public:
  /// Sets the value kernels of this command group read through their
  /// kernel_handler. Throws errc::invalid when a kernel bundle is in use.
  template <auto &SpecName>
  void
  set_specialization_constant(detail::specialization_value_t<SpecName> Value) {
    set_specialization_value(detail::specialization_key<SpecName>(),
                             detail::specialization_signature<SpecName>(),
                             &Value, sizeof(Value),
                             detail::native_specialization_id<SpecName>());
  }
  /// The value set in this command group, else the default. Throws
  /// errc::invalid when a kernel bundle is in use.
  template <auto &SpecName>
  detail::specialization_value_t<SpecName> get_specialization_constant() const {
    return detail::specialization_value_or_default<SpecName>(
        find_specialization_value(detail::specialization_key<SpecName>()));
  }
  /// Runs the group's kernel from Bundle (built ahead, with its
  /// specialization constants). Throws errc::invalid when Bundle belongs to
  /// another context or the group set specialization constants; the kernel
  /// submission throws errc::kernel_not_supported when Bundle lacks the
  /// kernel or the queue's device.
  void use_kernel_bundle(const kernel_bundle<bundle_state::executable> &Bundle);

private:
  /// Records the launch of a SYCL kernel: its entry, its name type for
  /// get_kernel_id, and where its specialization table is.
  template <typename KernelName, typename KernelType, typename Wrapper>
  void set_sycl_kernel(unsigned Dims, const size_t *BackendGlobal,
                       const size_t *BackendLocal, const Wrapper &W) {
    using Name = detail::kernel_name_t<KernelName, KernelType>;
    constexpr auto Entry = &detail::kernel_entry<Name, Wrapper>;
#ifndef __SYCL_DEVICE_ONLY__
    constexpr bool Named = !std::is_same_v<KernelName, detail::auto_name>;
    constexpr bool TakesKernelHandler = detail::is_kernel_handler_adapter<
        std::remove_cv_t<decltype(W.Kernel)>>::value;
    if constexpr (Named || TakesKernelHandler)
      (void)detail::kernel_registration<Named ? &detail::kernel_name_tag<Name>
                                              : nullptr,
                                        Entry, TakesKernelHandler>::Registered;
#endif
    set_kernel(reinterpret_cast<const void *>(Entry), Dims, BackendGlobal,
               BackendLocal, &W, sizeof(W))
        .SpecializationTableOffset = detail::specialization_table_offset(W);
  }
  void set_specialization_value(uint64_t Key, const char *Signature,
                                const void *Bytes, size_t Size,
                                uint32_t NativeId);
  const void *find_specialization_value(uint64_t Key) const;
  /// Before Kernel's launch: writes its specialization table into its
  /// wrapper, and checks that the kernel bundle in use (if any) holds the
  /// kernel and the queue's device.
  void prepare_kernel_launch(detail::kernel_command &Kernel) const;
  /// The specialization constants Kernel's launch reads: the kernel
  /// bundle's, or the group's.
  const detail::specialization_values &launch_specialization_values() const;

  detail::specialization_values SpecializationValues;
  std::shared_ptr<detail::kernel_bundle_impl> KernelBundle;
};

} // namespace sycl

#endif // SYCL_HANDLER_HPP
