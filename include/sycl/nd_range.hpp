//===- sycl/nd_range.hpp - sycl::nd_range<D> ------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The global range of a parallel_for split into work-groups of a given
// local range. The global offset is deprecated in SYCL 2020 but still
// allowed, and kept: the ids a kernel sees start at it.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ND_RANGE_HPP
#define SYCL_ND_RANGE_HPP

#include "sycl/id.hpp"
#include "sycl/range.hpp"

namespace sycl {

template <int Dimensions = 1> class nd_range {
public:
  static constexpr int dimensions = Dimensions;

  nd_range(range<Dimensions> GlobalSize, range<Dimensions> LocalSize)
      : Global(GlobalSize), Local(LocalSize) {}
  [[deprecated("the global offset is deprecated in SYCL 2020")]] nd_range(
      range<Dimensions> GlobalSize, range<Dimensions> LocalSize,
      id<Dimensions> GlobalOffset)
      : Global(GlobalSize), Local(LocalSize), Offset(GlobalOffset) {}

  range<Dimensions> get_global_range() const { return Global; }
  range<Dimensions> get_local_range() const { return Local; }
  /// The number of work-groups in each dimension. Only meaningful when the
  /// local range divides the global range, which a launch checks.
  range<Dimensions> get_group_range() const {
    range<Dimensions> Groups = Global;
    for (int I = 0; I < Dimensions; ++I)
      Groups[I] = Local[I] ? Global[I] / Local[I] : 0;
    return Groups;
  }
  [[deprecated("the global offset is deprecated in SYCL 2020")]] id<Dimensions>
  get_offset() const {
    return Offset;
  }

  friend bool operator==(const nd_range &L, const nd_range &R) {
    return L.Global == R.Global && L.Local == R.Local && L.Offset == R.Offset;
  }
  friend bool operator!=(const nd_range &L, const nd_range &R) {
    return !(L == R);
  }

private:
  friend class handler;
  range<Dimensions> Global;
  range<Dimensions> Local;
  id<Dimensions> Offset;
};

} // namespace sycl

#endif // SYCL_ND_RANGE_HPP
