//===- sycl/h_item.hpp - sycl::h_item<D>, a hierarchical work-item --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What a group::parallel_for_work_item function receives: the physical
// work-item running it (its global item and its item in the work-group, as
// parallel_for_work_group launched them) and the logical item it runs, in
// the logical range parallel_for_work_item was given (the work-group's range
// when none was). All items are offset-less, as SYCL specifies.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_H_ITEM_HPP
#define SYCL_H_ITEM_HPP

#include "sycl/id.hpp"
#include "sycl/item.hpp"
#include "sycl/range.hpp"

namespace sycl {

namespace detail {
struct h_item_factory;
} // namespace detail

template <int Dimensions = 1> class h_item {
public:
  static constexpr int dimensions = Dimensions;

  h_item() = delete;

  item<Dimensions, false> get_global() const { return Global; }
  /// The logical local item.
  item<Dimensions, false> get_local() const { return Logical; }
  item<Dimensions, false> get_logical_local() const { return Logical; }
  item<Dimensions, false> get_physical_local() const { return Physical; }

  range<Dimensions> get_global_range() const { return Global.get_range(); }
  size_t get_global_range(int Dimension) const {
    return Global.get_range(Dimension);
  }
  id<Dimensions> get_global_id() const { return Global.get_id(); }
  size_t get_global_id(int Dimension) const { return Global.get_id(Dimension); }

  range<Dimensions> get_local_range() const { return Logical.get_range(); }
  size_t get_local_range(int Dimension) const {
    return Logical.get_range(Dimension);
  }
  id<Dimensions> get_local_id() const { return Logical.get_id(); }
  size_t get_local_id(int Dimension) const { return Logical.get_id(Dimension); }

  range<Dimensions> get_logical_local_range() const {
    return Logical.get_range();
  }
  size_t get_logical_local_range(int Dimension) const {
    return Logical.get_range(Dimension);
  }
  id<Dimensions> get_logical_local_id() const { return Logical.get_id(); }
  size_t get_logical_local_id(int Dimension) const {
    return Logical.get_id(Dimension);
  }

  range<Dimensions> get_physical_local_range() const {
    return Physical.get_range();
  }
  size_t get_physical_local_range(int Dimension) const {
    return Physical.get_range(Dimension);
  }
  id<Dimensions> get_physical_local_id() const { return Physical.get_id(); }
  size_t get_physical_local_id(int Dimension) const {
    return Physical.get_id(Dimension);
  }

  friend bool operator==(const h_item &L, const h_item &R) {
    return L.Global == R.Global && L.Physical == R.Physical &&
           L.Logical == R.Logical;
  }
  friend bool operator!=(const h_item &L, const h_item &R) { return !(L == R); }

private:
  friend struct detail::h_item_factory;
  h_item(const item<Dimensions, false> &Global,
         const item<Dimensions, false> &Physical,
         const item<Dimensions, false> &Logical)
      : Global(Global), Physical(Physical), Logical(Logical) {}

  item<Dimensions, false> Global;
  item<Dimensions, false> Physical;
  item<Dimensions, false> Logical;
};

namespace detail {
/// Lets parallel_for_work_item build h_items, whose constructor is private.
struct h_item_factory {
  template <int Dimensions>
  static h_item<Dimensions> make(const item<Dimensions, false> &Global,
                                 const item<Dimensions, false> &Physical,
                                 const item<Dimensions, false> &Logical) {
    return h_item<Dimensions>(Global, Physical, Logical);
  }
};
} // namespace detail

} // namespace sycl

#endif // SYCL_H_ITEM_HPP
