//===- sycl/detail/work_item_queries.hpp - Where a work-item is, SYCL order
//===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The device builtins count dimensions the backend's way (0 is the
// fastest-varying); SYCL's dimension D-1 is the fastest-varying. These
// helpers ask the builtins in SYCL order and build ids and ranges from the
// answers. Device code only.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_WORK_ITEM_QUERIES_HPP
#define SYCL_DETAIL_WORK_ITEM_QUERIES_HPP

#include "prism/device/builtins.h"
#include "sycl/detail/defines.hpp"
#include "sycl/id.hpp"
#include "sycl/range.hpp"

namespace sycl {
namespace detail {

/// Index<D> (id or range) whose dimension I is Query(I). Query is a
/// template argument so that even unoptimised code calls it directly: SPIR-V
/// for OpenCL has no function pointers.
template <typename Index, size_t (*Query)(int)>
PRISM_SYCL_HOST_DEVICE Index make_index() {
  constexpr int D = index_dimensions<Index>::value;
  if constexpr (D == 1)
    return Index(Query(0));
  else if constexpr (D == 2)
    return Index(Query(0), Query(1));
  else
    return Index(Query(0), Query(1), Query(2));
}

template <int D> PRISM_SYCL_HOST_DEVICE size_t global_id(int Dim) {
  return __prism_global_id(D - 1 - Dim);
}
template <int D> PRISM_SYCL_HOST_DEVICE size_t global_size(int Dim) {
  return __prism_global_size(D - 1 - Dim);
}
template <int D> PRISM_SYCL_HOST_DEVICE size_t local_id(int Dim) {
  return __prism_local_id(D - 1 - Dim);
}
template <int D> PRISM_SYCL_HOST_DEVICE size_t local_size(int Dim) {
  return __prism_local_size(D - 1 - Dim);
}
template <int D> PRISM_SYCL_HOST_DEVICE size_t group_id(int Dim) {
  return __prism_group_id(D - 1 - Dim);
}
template <int D> PRISM_SYCL_HOST_DEVICE size_t group_count(int Dim) {
  return __prism_num_groups(D - 1 - Dim);
}

/// Row-major linearisation of Index within Extent (dimension D-1 fastest).
template <int D>
constexpr size_t linearize(const id<D> &Index, const range<D> &Extent) {
  size_t Linear = Index[0];
  for (int I = 1; I < D; ++I)
    Linear = Linear * Extent[I] + Index[I];
  return Linear;
}

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_WORK_ITEM_QUERIES_HPP
