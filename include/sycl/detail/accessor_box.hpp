//===- sycl/detail/accessor_box.hpp - Indexing a box of a buffer ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What accessor and host_accessor share: a box of a buffer (the buffer's
// range, the access offset and range) and the ways to index it — acc[id],
// acc[item], acc[i][j][k] — all counted from the access offset. The derived
// class says where the buffer's first element is (data()).
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_ACCESSOR_BOX_HPP
#define SYCL_DETAIL_ACCESSOR_BOX_HPP

#include "sycl/buffer.hpp"
#include "sycl/detail/work_item_queries.hpp"
#include "sycl/id.hpp"
#include "sycl/item.hpp"
#include "sycl/range.hpp"

#include <cstddef>

namespace sycl {
namespace detail {

/// acc[i][j] of a 3-dimensional accessor (local or not): Plane is element
/// (i, 0, 0), Columns the length of a row.
template <typename T> class accessor_plane {
public:
  accessor_plane(T *Plane, size_t Columns) : Plane(Plane), Columns(Columns) {}
  T *operator[](size_t Row) const { return Plane + Row * Columns; }

private:
  T *Plane;
  size_t Columns;
};

/// Throws errc::invalid naming What when Offset + Range leaves MemoryRange.
template <int Dimensions>
void check_access_box(const char *What, const range<Dimensions> &MemoryRange,
                      const id<Dimensions> &Offset,
                      const range<Dimensions> &Range) {
  for (int I = 0; I < Dimensions; ++I)
    if (Offset[I] + Range[I] > MemoryRange[I])
      throw_size_mismatch(What, MemoryRange[I], Offset[I] + Range[I]);
}

template <typename Derived, typename ValueT, int Dimensions>
class accessor_box {
public:
  range<Dimensions> get_range() const { return AccessRange; }
  id<Dimensions> get_offset() const { return AccessOffset; }
  size_t size() const noexcept { return AccessRange.size(); }
  size_t byte_size() const noexcept { return size() * sizeof(ValueT); }
  size_t max_size() const noexcept { return size(); }
  bool empty() const noexcept { return size() == 0; }
  [[deprecated("use size()")]] size_t get_count() const { return size(); }
  [[deprecated("use byte_size()")]] size_t get_size() const {
    return byte_size();
  }

  /// The element at Index, counted from the access offset.
  ValueT &operator[](const id<Dimensions> &Index) const {
    return first()[linearize(Index + AccessOffset, MemoryRange)];
  }
  /// An item counts by its id (an item<1> would also convert to size_t).
  ValueT &operator[](const item<Dimensions> &Index) const {
    return (*this)[Index.get_id()];
  }
  /// acc[i] for one dimension; acc[i][j] and acc[i][j][k] for more.
  decltype(auto) operator[](size_t Index) const {
    if constexpr (Dimensions == 1) {
      return static_cast<ValueT &>(first()[Index + AccessOffset[0]]);
    } else {
      id<Dimensions> Corner = AccessOffset;
      Corner[0] += Index;
      ValueT *Row = first() + linearize(Corner, MemoryRange);
      if constexpr (Dimensions == 2)
        return Row;
      else
        return accessor_plane<ValueT>(Row, MemoryRange[2]);
    }
  }

  ValueT *begin() const noexcept { return &(*this)[id<Dimensions>()]; }
  ValueT *end() const noexcept { return begin() + size(); }

protected:
  accessor_box() = default;
  accessor_box(const range<Dimensions> &MemoryRange,
               const id<Dimensions> &AccessOffset,
               const range<Dimensions> &AccessRange)
      : MemoryRange(MemoryRange), AccessOffset(AccessOffset),
        AccessRange(AccessRange) {}

  /// The buffer's first element.
  ValueT *first() const { return static_cast<const Derived *>(this)->data(); }

  range<Dimensions> MemoryRange;
  id<Dimensions> AccessOffset;
  range<Dimensions> AccessRange;
};

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_ACCESSOR_BOX_HPP
