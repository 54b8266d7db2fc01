//===- sycl/detail/reduction_kernels.hpp - Kernels with reductions --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A parallel_for with reductions runs as one kernel. Each work-item folds
// what the user's kernel gives its reducers into private values (one per
// element of a span reduction); each work-group combines those with
// reduce_over_group, element by element, and its first
// work-item stores the group's value in the launch's scratch memory and
// takes a ticket from an atomic counter there. The work-group that takes
// the last ticket combines every group's value, in group order, with the
// destination's old value (or the identity, with initialize_to_identity),
// writes the result and sets the counter back to zero for the next launch.
// That works for any operation and type, needs no second kernel and no
// trip to the host, and costs one atomic per work-group.
//
// A range<D> kernel is launched as a one-dimensional nd_range whose shape
// the runtime picks (handler::reduction_range_shape): each work-item runs
// the user's kernel for several items, a contiguous chunk on a CPU (one
// cache-friendly stream per work-item) or every n-th item on a GPU
// (coalesced loads), and work-items past the end contribute the identity.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_REDUCTION_KERNELS_HPP
#define SYCL_DETAIL_REDUCTION_KERNELS_HPP

#include "prism/device/builtins.h"
#include "sycl/atomic_ref.hpp"
#include "sycl/detail/accessor_slot.hpp"
#include "sycl/detail/defines.hpp"
#include "sycl/detail/reduction_descriptor.hpp"
#include "sycl/group_algorithm.hpp"
#include "sycl/id.hpp"
#include "sycl/item.hpp"
#include "sycl/nd_item.hpp"
#include "sycl/range.hpp"

#include <cstddef>
#include <type_traits>
#include <utility>

namespace sycl {
namespace detail {

/// Which items of a range<D> reduction work-item w runs, by linear id:
/// w * FirstScale, then every Step-th, before min(start + Span, Items).
struct range_reduction_schedule {
  size_t Items;
  size_t FirstScale;
  size_t Span;
  size_t Step;
};

/// The launch the runtime picks for a range<D> reduction of some items.
struct range_reduction_shape {
  size_t GroupSize;
  size_t Groups;
  range_reduction_schedule Schedule;
};

/// The counter at the start of the scratch memory, before the partials.
inline constexpr size_t reduction_counter_bytes = 64;

struct reduction_launch {
  /// Bound by the runtime to the queue's reduction scratch memory.
  accessor_slot Scratch;
  size_t Groups;
};

/// Places each reduction's per-work-group values in the scratch memory;
/// returns the bytes the scratch needs.
template <typename... Reductions, size_t... I>
size_t place_partials(reduction_list<Reductions...> &List, size_t Groups,
                      std::index_sequence<I...>) {
  size_t End = reduction_counter_bytes;
  auto place = [&](size_t Size, size_t Alignment) {
    size_t Offset = (End + Alignment - 1) / Alignment * Alignment;
    End = Offset + Groups * Size;
    return Offset;
  };
  ((get<I>(List).PartialsOffset =
        place(Reductions::elements * sizeof(typename Reductions::value_type),
              alignof(typename Reductions::value_type))),
   ...);
  return End;
}

/// The work-group's values of one reduction (one per element), stored by
/// its first work-item: group g's element e at Elements * g + e.
template <int Dimensions, typename Reduction>
PRISM_SYCL_INLINE void
store_group_value(group<Dimensions> G, const Reduction &R,
                  typename Reduction::reducer_type &Reducer,
                  unsigned char *Scratch) {
  using T = typename Reduction::value_type;
  T *Partials = reinterpret_cast<T *>(Scratch + R.PartialsOffset) +
                Reduction::elements * G.get_group_linear_id();
  for (size_t E = 0; E < Reduction::elements; ++E) {
    T Value = reduce_over_group(G, reducer_access::element(Reducer, E), R.Op);
    if (G.get_local_linear_id() == 0)
      Partials[E] = Value;
  }
}

/// Every work-group's values combined into the destination.
template <typename Reduction>
PRISM_SYCL_HOST_DEVICE void finish_reduction(const Reduction &R,
                                             const unsigned char *Scratch,
                                             size_t Groups) {
  using T = typename Reduction::value_type;
  const T *Partials = reinterpret_cast<const T *>(Scratch + R.PartialsOffset);
  T *Destination = R.destination();
  for (size_t E = 0; E < Reduction::elements; ++E) {
    T Result = R.InitializeToIdentity ? R.Identity : Destination[E];
    for (size_t Group = 0; Group < Groups; ++Group)
      Result = T(R.Op(Result, Partials[Reduction::elements * Group + E]));
    Destination[E] = Result;
  }
}

/// Folds the values of From into Into, element by element.
template <typename Reduction>
PRISM_SYCL_INLINE void merge_reducers(const Reduction &R,
                                      typename Reduction::reducer_type &Into,
                                      typename Reduction::reducer_type &From) {
  using T = typename Reduction::value_type;
  for (size_t E = 0; E < Reduction::elements; ++E) {
    T &Value = reducer_access::element(Into, E);
    Value = T(R.Op(Value, reducer_access::element(From, E)));
  }
}

template <int Dimensions, typename... Reductions, size_t... I>
PRISM_SYCL_INLINE void
combine_over_groups(group<Dimensions> G, const reduction_launch &Launch,
                    const reduction_list<Reductions...> &List,
                    reducer_list<Reductions...> &Reducers,
                    std::index_sequence<I...>) {
  auto *Scratch = static_cast<unsigned char *>(Launch.Scratch.Data);
  // Every work-item reaches every group reduction: they hold barriers.
  (store_group_value(G, get<I>(List), get<I>(Reducers), Scratch), ...);
  if (G.get_local_linear_id() != 0)
    return;
  // acq_rel: the last group sees every group's stored values.
  atomic_ref<unsigned, memory_order::acq_rel, memory_scope::device,
             access::address_space::global_space>
      Arrived(*reinterpret_cast<unsigned *>(Scratch));
  if (Arrived.fetch_add(1u) != Launch.Groups - 1)
    return;
  (finish_reduction(get<I>(List), Scratch, Launch.Groups), ...);
  Arrived.store(0u);
}

/// Count reducer lists that a work-item deals its items to in turn:
/// independent chains of the operation, which a CPU overlaps (one chain of
/// float additions runs at a sixth of the memory bandwidth), merged at the
/// end. Nested members rather than an array, so that every access is at a
/// constant offset and the lanes stay in registers.
template <int Count, typename... Reductions> struct reducer_lanes {
  reducer_list<Reductions...> Lane;
  reducer_lanes<Count - 1, Reductions...> Rest;

  PRISM_SYCL_HOST_DEVICE explicit reducer_lanes(
      const reduction_list<Reductions...> &List)
      : Lane(List), Rest(List) {}

  /// Fold(Item, Lane) for item Linear + k * Step and the k-th lane.
  template <typename FoldType, typename StepType>
  PRISM_SYCL_HOST_DEVICE PRISM_SYCL_INLINE void
  deal(FoldType &&Fold, size_t Linear, StepType Step) {
    Fold(Linear, Lane);
    Rest.deal(Fold, Linear + Step, Step);
  }

  template <typename VisitType>
  PRISM_SYCL_HOST_DEVICE PRISM_SYCL_INLINE void each(VisitType &&Visit) {
    Visit(Lane);
    Rest.each(Visit);
  }
};

template <typename... Reductions> struct reducer_lanes<0, Reductions...> {
  PRISM_SYCL_HOST_DEVICE explicit reducer_lanes(
      const reduction_list<Reductions...> &) {}
  template <typename FoldType, typename StepType>
  PRISM_SYCL_HOST_DEVICE PRISM_SYCL_INLINE void deal(FoldType &&, size_t,
                                                     StepType) {}
  template <typename VisitType>
  PRISM_SYCL_HOST_DEVICE PRISM_SYCL_INLINE void each(VisitType &&) {}
};

template <int Dimensions, typename KernelType, typename... Reductions>
struct range_reduction_wrapper {
  static constexpr bool TakesItem =
      std::is_invocable_v<const KernelType &, item<Dimensions>,
                          typename Reductions::reducer_type &...>;
  static constexpr bool TakesItemWithoutOffset =
      std::is_invocable_v<const KernelType &, item<Dimensions, false>,
                          typename Reductions::reducer_type &...>;
  static constexpr bool AcceptsKernel =
      TakesItem || TakesItemWithoutOffset ||
      std::is_invocable_v<const KernelType &, id<Dimensions>,
                          typename Reductions::reducer_type &...>;

  KernelType Kernel;
  range<Dimensions> Extent;
  range_reduction_schedule Schedule;
  reduction_launch Launch;
  reduction_list<Reductions...> List;

  PRISM_SYCL_HOST_DEVICE PRISM_SYCL_INLINE void operator()() const {
    run(std::index_sequence_for<Reductions...>());
  }

private:
  /// How many reducer lists a work-item deals its items to in turn
  /// (reducer_lanes): where the step is one (CPUs), 16 adjacent items, two
  /// vectors of a CPU's registers; elsewhere 8, registers of a GPU thread.
  static constexpr int AdjacentLanes = 32;
  static constexpr int StridedLanes = 8;
#ifdef __OPTIMIZE__
  static constexpr bool UnitStepLanes = true;
#else
  static constexpr bool UnitStepLanes = false;
#endif

  template <size_t... I>
  PRISM_SYCL_HOST_DEVICE PRISM_SYCL_INLINE void
  run(std::index_sequence<I...> Indices) const {
    reducer_list<Reductions...> Reducers(List);
    const size_t First = __prism_global_id(0) * Schedule.FirstScale;
    const size_t Last = First + Schedule.Span < Schedule.Items
                            ? First + Schedule.Span
                            : Schedule.Items;
    const size_t Step = Schedule.Step;
    // With the step a constant one, the lanes' items are adjacent and the
    // vectoriser folds them as vectors. Unoptimised code has no vectoriser,
    // and its 32 lanes cost a JIT minutes (PoCL's), so it keeps one loop.
    size_t Linear;
    if constexpr (UnitStepLanes)
      Linear =
          Step == 1
              ? foldInLanes<AdjacentLanes>(First, Last,
                                           std::integral_constant<size_t, 1>(),
                                           Reducers, Indices)
              : foldInLanes<StridedLanes>(First, Last, Step, Reducers, Indices);
    else
      Linear = foldInLanes<StridedLanes>(First, Last, Step, Reducers, Indices);
    for (; Linear < Last; Linear += Step)
      runItem(Linear, Reducers, Indices);
    combine_over_groups(nd_item_factory::make(id<1>()).get_group(), Launch,
                        List, Reducers, Indices);
  }

  /// Deals the items from Linear to Count lanes in turn while a whole round
  /// fits before Last, merges the lanes into Into and returns the first
  /// item left.
  template <int Count, typename StepType, size_t... I>
  PRISM_SYCL_HOST_DEVICE PRISM_SYCL_INLINE size_t
  foldInLanes(size_t Linear, size_t Last, StepType Step,
              reducer_list<Reductions...> &Into,
              std::index_sequence<I...> Indices) const {
    reducer_lanes<Count, Reductions...> Lanes(List);
    for (; Last > (Count - 1) * Step && Linear < Last - (Count - 1) * Step;
         Linear += Count * Step)
      Lanes.deal(
          [&](size_t Item, reducer_list<Reductions...> &Lane) {
            runItem(Item, Lane, Indices);
          },
          Linear, Step);
    Lanes.each([&](reducer_list<Reductions...> &Lane) {
      (merge_reducers(get<I>(List), get<I>(Into), get<I>(Lane)), ...);
    });
    return Linear;
  }

  template <size_t... I>
  PRISM_SYCL_HOST_DEVICE PRISM_SYCL_INLINE void
  runItem(size_t Linear, reducer_list<Reductions...> &Reducers,
          std::index_sequence<I...>) const {
    id<Dimensions> Index;
    size_t Rest = Linear;
    for (int D = Dimensions - 1; D > 0; --D) {
      Index[D] = Rest % Extent[D];
      Rest /= Extent[D];
    }
    Index[0] = Rest;
    if constexpr (TakesItem)
      Kernel(item_factory::make(Index, Extent), get<I>(Reducers)...);
    else if constexpr (TakesItemWithoutOffset)
      Kernel(item_factory::make_without_offset(Index, Extent),
             get<I>(Reducers)...);
    else
      Kernel(Index, get<I>(Reducers)...);
  }
};

/// An nd_range<D> kernel with reductions. An empty nd_range is launched as
/// one work-item that runs no kernel, so the destination still gets the
/// identity combined with its old value.
template <int Dimensions, typename KernelType, typename... Reductions>
struct nd_range_reduction_wrapper {
  static constexpr bool AcceptsKernel =
      std::is_invocable_v<const KernelType &, nd_item<Dimensions>,
                          typename Reductions::reducer_type &...>;

  KernelType Kernel;
  id<Dimensions> Offset;
  bool Empty;
  reduction_launch Launch;
  reduction_list<Reductions...> List;

  PRISM_SYCL_HOST_DEVICE PRISM_SYCL_INLINE void operator()() const {
    run(std::index_sequence_for<Reductions...>());
  }

private:
  template <size_t... I>
  PRISM_SYCL_HOST_DEVICE PRISM_SYCL_INLINE void
  run(std::index_sequence<I...> Indices) const {
    reducer_list<Reductions...> Reducers(List);
    const nd_item<Dimensions> Item = nd_item_factory::make(Offset);
    if (!Empty)
      Kernel(Item, get<I>(Reducers)...);
    combine_over_groups(Item.get_group(), Launch, List, Reducers, Indices);
  }
};

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_REDUCTION_KERNELS_HPP
