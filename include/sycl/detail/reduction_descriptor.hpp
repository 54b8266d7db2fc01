//===- sycl/detail/reduction_descriptor.hpp - What sycl::reduction returns ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// sycl::reduction returns a reduction_descriptor: where the result goes
// (one value, or the values of a span), the identity, the operation and
// whether the destination's old values take part. It travels to the device
// inside the kernel wrapper's bytes, so it is trivially copyable. The
// destination is an accessor_slot: a USM reduction fills in Data itself and
// names no buffer (the runtime skips such slots); a buffer reduction names its
// buffer and the runtime writes the address at submission, as for an accessor.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_DETAIL_REDUCTION_DESCRIPTOR_HPP
#define SYCL_DETAIL_REDUCTION_DESCRIPTOR_HPP

#include "sycl/detail/accessor_slot.hpp"
#include "sycl/detail/defines.hpp"
#include "sycl/reducer.hpp"

#include <cstddef>
#include <type_traits>
#include <utility>

namespace sycl {
namespace detail {

/// Lets sycl::reduction add a buffer to a command group (sycl/reduction.hpp).
struct reduction_access;

/// Extent 0: a reduction into one value; otherwise into each of Extent
/// consecutive values (sycl::reduction over a span).
template <typename T, typename BinaryOperation, size_t Extent = 0>
struct reduction_descriptor {
  using value_type = T;
  using reducer_type =
      std::conditional_t<Extent == 0, reducer<T, BinaryOperation>,
                         reducer<T, BinaryOperation, 1, Extent>>;
  /// How many values the reduction computes.
  static constexpr size_t elements = Extent == 0 ? 1 : Extent;

  accessor_slot Destination;
  T Identity;
  BinaryOperation Op;
  bool InitializeToIdentity;
  /// Where this reduction's per-work-group values start in the launch's
  /// scratch memory, in bytes; set when the kernel is launched.
  size_t PartialsOffset;

  PRISM_SYCL_HOST_DEVICE T *destination() const {
    return static_cast<T *>(Destination.Data);
  }
};

template <typename T> struct is_reduction : std::false_type {};
template <typename T, typename BinaryOperation, size_t Extent>
struct is_reduction<reduction_descriptor<T, BinaryOperation, Extent>>
    : std::true_type {};
template <typename T>
inline constexpr bool is_reduction_v = is_reduction<std::decay_t<T>>::value;

/// The reductions of one kernel, in the order the user gave them: a
/// trivially copyable replacement for std::tuple, whose copy assignment
/// makes it non-trivial.
template <typename... Reductions> struct reduction_list {};
template <typename First, typename... Rest>
struct reduction_list<First, Rest...> {
  First Head;
  reduction_list<Rest...> Tail;
};

template <size_t I, typename First, typename... Rest>
PRISM_SYCL_HOST_DEVICE auto &get(reduction_list<First, Rest...> &List) {
  if constexpr (I == 0)
    return List.Head;
  else
    return get<I - 1>(List.Tail);
}
template <size_t I, typename First, typename... Rest>
PRISM_SYCL_HOST_DEVICE const auto &
get(const reduction_list<First, Rest...> &List) {
  if constexpr (I == 0)
    return List.Head;
  else
    return get<I - 1>(List.Tail);
}

inline reduction_list<> make_reduction_list() { return {}; }
template <typename First, typename... Rest>
reduction_list<First, Rest...> make_reduction_list(const First &Head,
                                                   const Rest &...Tail) {
  return {Head, make_reduction_list(Tail...)};
}

/// The reducers a kernel receives, one per reduction of the list, each
/// starting from its reduction's identity.
template <typename... Reductions> struct reducer_list {
  PRISM_SYCL_HOST_DEVICE explicit reducer_list(
      const reduction_list<Reductions...> &) {}
};
template <typename First, typename... Rest>
struct reducer_list<First, Rest...> {
  PRISM_SYCL_HOST_DEVICE explicit reducer_list(
      const reduction_list<First, Rest...> &List)
      : Head(reducer_access::make<typename First::reducer_type>(
            List.Head.Identity, List.Head.Op)),
        Tail(List.Tail) {}

  typename First::reducer_type Head;
  reducer_list<Rest...> Tail;
};

template <size_t I, typename First, typename... Rest>
PRISM_SYCL_HOST_DEVICE auto &get(reducer_list<First, Rest...> &List) {
  if constexpr (I == 0)
    return List.Head;
  else
    return get<I - 1>(List.Tail);
}

/// The I-th of Arguments (host code: the last argument of a reduction
/// parallel_for is the kernel, the ones before it the reductions).
template <size_t I, typename First, typename... Rest>
const auto &nth_argument(const First &Head, const Rest &...Tail) {
  if constexpr (I == 0)
    return Head;
  else
    return nth_argument<I - 1>(Tail...);
}
template <size_t I, typename... Arguments>
using nth_argument_t = std::decay_t<decltype(nth_argument<I>(
    std::declval<const Arguments &>()...))>;

/// Whether the arguments after a range are reductions followed by a kernel.
template <typename... Arguments> constexpr bool reductions_then_kernel() {
  if constexpr (sizeof...(Arguments) < 2)
    return false;
  else
    return is_reduction_v<nth_argument_t<0, Arguments...>>;
}
template <typename... Arguments>
using enable_if_reductions_t =
    std::enable_if_t<reductions_then_kernel<Arguments...>()>;

} // namespace detail
} // namespace sycl

#endif // SYCL_DETAIL_REDUCTION_DESCRIPTOR_HPP
