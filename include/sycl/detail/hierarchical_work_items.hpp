//===- sycl/detail/hierarchical_work_items.hpp - parallel_for_work_item ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The work-item scope of a hierarchical kernel. group::parallel_for_work_item
// calls run_work_items, which runs the user's function for the logical
// work-items that fall to the calling physical one: in each dimension its
// local id, then every physical range further, while inside the logical
// range. So each logical item runs exactly once, whether the logical range
// is smaller or larger than the work-group.
//
// The work-group scope around it runs in one work-item only
// (hierarchical_launch.hpp). The two meet through markers that
// prism-lower-work-group-scope reads and removes: run_work_items starts with
// __prism_work_item_scope(), so the pass knows its calls are where every
// work-item of the group must run, followed by a work-group barrier (SYCL's
// implicit one at the end of parallel_for_work_item). It stays noinline
// until then, so that its calls remain visible.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_HIERARCHICAL_WORK_ITEMS_HPP
#define SYCL_DETAIL_HIERARCHICAL_WORK_ITEMS_HPP

#include "sycl/detail/defines.hpp"
#include "sycl/detail/work_item_queries.hpp"
#include "sycl/h_item.hpp"
#include "sycl/id.hpp"
#include "sycl/item.hpp"
#include "sycl/range.hpp"

// Markers for prism-lower-work-group-scope, which removes every call; there
// are no definitions.
extern "C" {
/// The calling function is a hierarchical kernel's work-group scope.
PRISM_SYCL_DEVICE void __prism_work_group_scope(void);
/// The calling function is parallel_for_work_item's work-item scope.
PRISM_SYCL_DEVICE void __prism_work_item_scope(void);
}

namespace sycl {
namespace detail {

/// Calls Function for every logical id of LogicalRange whose dimension Dim
/// and those after it are Physical plus a multiple of PhysicalRange.
template <int Dim, int Dimensions, typename WorkItemFunction>
PRISM_SYCL_HOST_DEVICE void
for_logical_ids(id<Dimensions> &Logical, const id<Dimensions> &Physical,
                const range<Dimensions> &PhysicalRange,
                const range<Dimensions> &LogicalRange,
                const item<Dimensions, false> &Global,
                const WorkItemFunction &Function) {
  for (Logical[Dim] = Physical[Dim]; Logical[Dim] < LogicalRange[Dim];
       Logical[Dim] += PhysicalRange[Dim]) {
    if constexpr (Dim + 1 == Dimensions)
      Function(h_item_factory::make(
          Global, item_factory::make_without_offset(Physical, PhysicalRange),
          item_factory::make_without_offset(Logical, LogicalRange)));
    else
      for_logical_ids<Dim + 1>(Logical, Physical, PhysicalRange, LogicalRange,
                               Global, Function);
  }
}

/// parallel_for_work_item in the calling physical work-item.
template <int Dimensions, typename WorkItemFunction>
__attribute__((noinline)) PRISM_SYCL_HOST_DEVICE void
run_work_items(range<Dimensions> LogicalRange,
               const WorkItemFunction &Function) {
  __prism_work_item_scope();
  const id<Dimensions> Physical =
      make_index<id<Dimensions>, local_id<Dimensions>>();
  const range<Dimensions> PhysicalRange =
      make_index<range<Dimensions>, local_size<Dimensions>>();
  const item<Dimensions, false> Global = item_factory::make_without_offset(
      make_index<id<Dimensions>, global_id<Dimensions>>(),
      make_index<range<Dimensions>, global_size<Dimensions>>());
  id<Dimensions> Logical;
  for_logical_ids<0>(Logical, Physical, PhysicalRange, LogicalRange, Global,
                     Function);
}

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_HIERARCHICAL_WORK_ITEMS_HPP
