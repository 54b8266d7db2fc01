//===- sycl/detail/accessor_box.hpp - Indexing a box of a buffer ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What accessor and host_accessor share: a box of a buffer (the buffer's
// range, the access offset and range), the ways to index it — acc[id],
// acc[item], acc[i][j][k] — all counted from the access offset, and the
// container interface (sizes, random-access iterators over the box).
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
#include <iterator>
#include <type_traits>
#include <utility>

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

/// An accessor's iterator: the elements of its box in row-major order. A
/// box that is not one contiguous piece of the buffer (a ranged accessor of
/// 2 or 3 dimensions) skips what lies between its rows, so each step maps
/// the position in the box to one in the buffer.
template <typename T, int Dimensions> class accessor_iterator {
public:
  using iterator_category = std::random_access_iterator_tag;
  using value_type = std::remove_const_t<T>;
  using difference_type = std::ptrdiff_t;
  using pointer = T *;
  using reference = T &;

  accessor_iterator() = default;
  accessor_iterator(T *First, const range<Dimensions> &MemoryRange,
                    const id<Dimensions> &Offset,
                    const range<Dimensions> &AccessRange,
                    difference_type Position)
      : First(First), MemoryRange(MemoryRange), Offset(Offset),
        AccessRange(AccessRange), Position(Position) {}
  /// An iterator converts to a const_iterator.
  template <typename U, typename = std::enable_if_t<
                            std::is_same_v<const U, T> && !std::is_const_v<U>>>
  accessor_iterator(const accessor_iterator<U, Dimensions> &Other)
      : First(Other.First), MemoryRange(Other.MemoryRange),
        Offset(Other.Offset), AccessRange(Other.AccessRange),
        Position(Other.Position) {}

  reference operator*() const { return First[bufferIndex(Position)]; }
  pointer operator->() const { return &**this; }
  reference operator[](difference_type N) const {
    return First[bufferIndex(Position + N)];
  }

  accessor_iterator &operator++() { return *this += 1; }
  accessor_iterator operator++(int) {
    accessor_iterator Old = *this;
    ++*this;
    return Old;
  }
  accessor_iterator &operator--() { return *this -= 1; }
  accessor_iterator operator--(int) {
    accessor_iterator Old = *this;
    --*this;
    return Old;
  }
  accessor_iterator &operator+=(difference_type N) {
    Position += N;
    return *this;
  }
  accessor_iterator &operator-=(difference_type N) {
    Position -= N;
    return *this;
  }
  friend accessor_iterator operator+(accessor_iterator It, difference_type N) {
    return It += N;
  }
  friend accessor_iterator operator+(difference_type N, accessor_iterator It) {
    return It += N;
  }
  friend accessor_iterator operator-(accessor_iterator It, difference_type N) {
    return It -= N;
  }
  friend difference_type operator-(const accessor_iterator &L,
                                   const accessor_iterator &R) {
    return L.Position - R.Position;
  }
  friend bool operator==(const accessor_iterator &L,
                         const accessor_iterator &R) {
    return L.Position == R.Position;
  }
  friend bool operator!=(const accessor_iterator &L,
                         const accessor_iterator &R) {
    return L.Position != R.Position;
  }
  friend bool operator<(const accessor_iterator &L,
                        const accessor_iterator &R) {
    return L.Position < R.Position;
  }
  friend bool operator>(const accessor_iterator &L,
                        const accessor_iterator &R) {
    return L.Position > R.Position;
  }
  friend bool operator<=(const accessor_iterator &L,
                         const accessor_iterator &R) {
    return L.Position <= R.Position;
  }
  friend bool operator>=(const accessor_iterator &L,
                         const accessor_iterator &R) {
    return L.Position >= R.Position;
  }

private:
  template <typename, int> friend class accessor_iterator;

  /// Where the element at Linear (row-major in the box) is in the buffer.
  size_t bufferIndex(difference_type Linear) const {
    size_t Rest = static_cast<size_t>(Linear);
    if constexpr (Dimensions == 1)
      return Offset[0] + Rest;
    id<Dimensions> Index;
    for (int I = Dimensions - 1; I >= 0; --I) {
      Index[I] = Offset[I] + Rest % AccessRange[I];
      Rest /= AccessRange[I];
    }
    return linearize(Index, MemoryRange);
  }

  T *First = nullptr; // the buffer's first element
  range<Dimensions> MemoryRange;
  id<Dimensions> Offset;
  range<Dimensions> AccessRange;
  difference_type Position = 0;
};

/// What every accessor of a buffer box has: the box and the container
/// interface over it. The derived class says where the buffer's first
/// element is (data()).
template <typename Derived, typename ValueT, int Dimensions>
class accessor_box_base {
public:
  using iterator = accessor_iterator<ValueT, Dimensions>;
  using const_iterator = accessor_iterator<const ValueT, Dimensions>;
  using reverse_iterator = std::reverse_iterator<iterator>;
  using const_reverse_iterator = std::reverse_iterator<const_iterator>;

  size_t size() const noexcept { return AccessRange.size(); }
  size_t byte_size() const noexcept { return size() * sizeof(ValueT); }
  size_t max_size() const noexcept { return size(); }
  bool empty() const noexcept { return size() == 0; }
  [[deprecated("use size()")]] size_t get_count() const { return size(); }
  [[deprecated("use byte_size()")]] size_t get_size() const {
    return byte_size();
  }

  iterator begin() const noexcept { return at(0); }
  iterator end() const noexcept { return at(size()); }
  const_iterator cbegin() const noexcept { return begin(); }
  const_iterator cend() const noexcept { return end(); }
  reverse_iterator rbegin() const noexcept { return reverse_iterator(end()); }
  reverse_iterator rend() const noexcept { return reverse_iterator(begin()); }
  const_reverse_iterator crbegin() const noexcept {
    return const_reverse_iterator(cend());
  }
  const_reverse_iterator crend() const noexcept {
    return const_reverse_iterator(cbegin());
  }

protected:
  accessor_box_base() = default;
  accessor_box_base(const range<Dimensions> &MemoryRange,
                    const id<Dimensions> &AccessOffset,
                    const range<Dimensions> &AccessRange)
      : MemoryRange(MemoryRange), AccessOffset(AccessOffset),
        AccessRange(AccessRange) {}

  /// The buffer's first element.
  ValueT *first() const { return static_cast<const Derived *>(this)->data(); }
  iterator at(size_t Position) const {
    return iterator(first(), MemoryRange, AccessOffset, AccessRange,
                    static_cast<std::ptrdiff_t>(Position));
  }
  void swap_box(accessor_box_base &Other) noexcept {
    std::swap(MemoryRange, Other.MemoryRange);
    std::swap(AccessOffset, Other.AccessOffset);
    std::swap(AccessRange, Other.AccessRange);
  }

  range<Dimensions> MemoryRange;
  id<Dimensions> AccessOffset;
  range<Dimensions> AccessRange;
};

/// The box and the ways to index it, all counted from the access offset.
template <typename Derived, typename ValueT, int Dimensions>
class accessor_box : public accessor_box_base<Derived, ValueT, Dimensions> {
  using Base = accessor_box_base<Derived, ValueT, Dimensions>;

public:
  using base_type = Base;

  range<Dimensions> get_range() const { return this->AccessRange; }
  id<Dimensions> get_offset() const { return this->AccessOffset; }

  /// The element at Index, counted from the access offset.
  ValueT &operator[](const id<Dimensions> &Index) const {
    return this
        ->first()[linearize(Index + this->AccessOffset, this->MemoryRange)];
  }
  /// An item counts by its id. A template, so that an item with or without
  /// offset matches exactly: otherwise its conversions to id, to the other
  /// item type and (in one dimension) to size_t make acc[item] ambiguous.
  template <bool WithOffset>
  ValueT &operator[](const item<Dimensions, WithOffset> &Index) const {
    return (*this)[Index.get_id()];
  }
  /// acc[i] for one dimension; acc[i][j] and acc[i][j][k] for more.
  decltype(auto) operator[](size_t Index) const {
    if constexpr (Dimensions == 1) {
      return static_cast<ValueT &>(
          this->first()[Index + this->AccessOffset[0]]);
    } else {
      id<Dimensions> Corner = this->AccessOffset;
      Corner[0] += Index;
      ValueT *Row = this->first() + linearize(Corner, this->MemoryRange);
      if constexpr (Dimensions == 2)
        return Row;
      else
        return accessor_plane<ValueT>(Row, this->MemoryRange[2]);
    }
  }

protected:
  using Base::Base;
};

/// A 0-dimensional accessor, of the one element of a buffer<T, 1>: a box of
/// one dimension without the ranges and the indexing.
template <typename Derived, typename ValueT>
class accessor_box<Derived, ValueT, 0>
    : public accessor_box_base<Derived, ValueT, 1> {
  using Base = accessor_box_base<Derived, ValueT, 1>;

public:
  using base_type = Base;

protected:
  using Base::Base;
};

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_ACCESSOR_BOX_HPP
