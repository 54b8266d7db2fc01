//===- sycl/sub_group.hpp - sycl::sub_group, a work-item's sub-group ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A sub_group object holds nothing: every query asks the device builtins of
// prism/device/sub_groups.h, so it costs nothing to pass around and is the
// same in every work-item of the sub-group. Device code only (obtained from
// nd_item::get_sub_group()). On NVIDIA GPUs a sub-group is a warp of 32
// work-items; on a device without sub-groups of its own (PoCL) each
// work-item is a sub-group of one.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_SUB_GROUP_HPP
#define SYCL_SUB_GROUP_HPP

#include "prism/device/sub_groups.h"
#include "sycl/detail/defines.hpp"
#include "sycl/id.hpp"
#include "sycl/memory_enums.hpp"
#include "sycl/range.hpp"

#include <cstdint>

namespace sycl {

template <int Dimensions> class nd_item;

class sub_group {
public:
  using id_type = id<1>;
  using range_type = range<1>;
  using linear_id_type = uint32_t;
  static constexpr int dimensions = 1;
  static constexpr memory_scope fence_scope = memory_scope::sub_group;

  /// Which sub-group of the work-group this is.
  PRISM_SYCL_HOST_DEVICE id_type get_group_id() const {
    return id_type(__prism_sub_group_id());
  }
  PRISM_SYCL_HOST_DEVICE linear_id_type get_group_linear_id() const {
    return __prism_sub_group_id();
  }
  /// The number of sub-groups in the work-group.
  PRISM_SYCL_HOST_DEVICE range_type get_group_range() const {
    return range_type(__prism_num_sub_groups());
  }
  PRISM_SYCL_HOST_DEVICE linear_id_type get_group_linear_range() const {
    return __prism_num_sub_groups();
  }

  /// The work-item's position in its sub-group.
  PRISM_SYCL_HOST_DEVICE id_type get_local_id() const {
    return id_type(__prism_sub_group_local_id());
  }
  PRISM_SYCL_HOST_DEVICE linear_id_type get_local_linear_id() const {
    return __prism_sub_group_local_id();
  }
  /// The number of work-items in this sub-group, which may be fewer than
  /// get_max_local_range() in the last sub-group of a work-group.
  PRISM_SYCL_HOST_DEVICE range_type get_local_range() const {
    return range_type(__prism_sub_group_size());
  }
  PRISM_SYCL_HOST_DEVICE linear_id_type get_local_linear_range() const {
    return __prism_sub_group_size();
  }
  /// The sub-group size the kernel runs with.
  PRISM_SYCL_HOST_DEVICE range_type get_max_local_range() const {
    return range_type(__prism_sub_group_max_size());
  }

  PRISM_SYCL_HOST_DEVICE bool leader() const {
    return __prism_sub_group_local_id() == 0;
  }

  // DPC++'s members from before SYCL 2020, which older oneAPI samples
  // call; deprecated there as here, each the free function it names.
  template <typename T>
  [[deprecated("use sycl::select_from_group")]] T
  shuffle(T X, id_type LocalId) const {
    return select_from_group(*this, X, LocalId);
  }
  template <typename T>
  [[deprecated("use sycl::shift_group_left")]] T
  shuffle_down(T X, uint32_t Delta) const {
    return shift_group_left(*this, X, Delta);
  }
  template <typename T>
  [[deprecated("use sycl::shift_group_right")]] T
  shuffle_up(T X, uint32_t Delta) const {
    return shift_group_right(*this, X, Delta);
  }
  template <typename T>
  [[deprecated("use sycl::permute_group_by_xor")]] T
  shuffle_xor(T X, id_type Mask) const {
    return permute_group_by_xor(*this, X, static_cast<linear_id_type>(Mask[0]));
  }
  template <typename T>
  [[deprecated("use sycl::group_broadcast")]] T
  broadcast(T X, id_type LocalId) const {
    return group_broadcast(*this, X, LocalId);
  }
  [[deprecated("use sycl::group_barrier")]] PRISM_SYCL_HOST_DEVICE void
  barrier() const {
    __prism_sub_group_barrier();
  }

  friend bool operator==(const sub_group &, const sub_group &) { return true; }
  friend bool operator!=(const sub_group &, const sub_group &) { return false; }

private:
  template <int> friend class nd_item;
  sub_group() = default;
};

} // namespace sycl

#endif // SYCL_SUB_GROUP_HPP
