//===- sycl/group_algorithm.hpp - SYCL 2020's group algorithms ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The group algorithms library (SYCL 2020, 4.17.4) on sycl::group<D> and
// sycl::sub_group: broadcast, the sub-group shuffles (select_from_group,
// shift_group_left/right, permute_group_by_xor), any/all/none_of_group,
// reduce_over_group, exclusive/inclusive_scan_over_group, and the joint
// forms over a range of memory (joint_any_of/all_of/none_of, joint_reduce,
// joint_exclusive/inclusive_scan). Each is a group function: every
// work-item of the group calls it, with the same arguments where SYCL says
// so. The work happens in sycl/detail/group_collectives.hpp. Reductions and
// scans take any trivially copyable, default-constructible type; a form
// without an initial value needs none, except the exclusive scan, which
// starts from the operation's known identity. Device code only.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_GROUP_ALGORITHM_HPP
#define SYCL_GROUP_ALGORITHM_HPP

#include "sycl/detail/group_collectives.hpp"
#include "sycl/detail/sub_group_shuffle.hpp"
#include "sycl/detail/work_item_queries.hpp"
#include "sycl/functional.hpp"
#include "sycl/group.hpp"
#include "sycl/sub_group.hpp"

#include <type_traits>

namespace sycl {

template <typename T> struct is_group : std::false_type {};
template <int Dimensions>
struct is_group<group<Dimensions>> : std::true_type {};
template <> struct is_group<sub_group> : std::true_type {};
template <typename T> inline constexpr bool is_group_v = is_group<T>::value;

namespace detail {

template <typename Group, typename R = void>
using enable_if_group_t = std::enable_if_t<is_group_v<std::decay_t<Group>>, R>;

/// The type a range's elements are read as.
template <typename Ptr>
using pointee_t = std::remove_cv_t<std::remove_reference_t<decltype(*Ptr())>>;

template <typename T> constexpr void check_reduction_type() {
  static_assert(std::is_trivially_copyable_v<T> &&
                    std::is_default_constructible_v<T>,
                "a group reduction or scan combines values of a trivially "
                "copyable, default-constructible type");
}

template <typename T, typename BinaryOperation>
constexpr void check_identity() {
  static_assert(has_known_identity_v<BinaryOperation, T>,
                "an exclusive scan without an initial value needs an "
                "operation with a known identity for its type "
                "(sycl::known_identity)");
}

/// The work-item's position in G and the size of G, linearised.
inline size_t local_linear_id(sub_group G) { return G.get_local_linear_id(); }
inline size_t local_linear_range(sub_group G) {
  return G.get_local_linear_range();
}
template <int D> size_t local_linear_id(group<D> G) {
  return G.get_local_linear_id();
}
template <int D> size_t local_linear_range(group<D> G) {
  return G.get_local_linear_range();
}

/// Whether Predicate holds in any / every work-item of G.
PRISM_SYCL_HOST_DEVICE inline bool group_any(sub_group, bool Predicate) {
  return __prism_sub_group_any(Predicate);
}
template <int D> PRISM_SYCL_INLINE bool group_any(group<D> G, bool Predicate) {
  return group_reduce(G, Predicate, logical_or<bool>(),
                      G.get_local_linear_range(),
                      static_cast<const bool *>(nullptr));
}
PRISM_SYCL_HOST_DEVICE inline bool group_all(sub_group, bool Predicate) {
  return __prism_sub_group_all(Predicate);
}
template <int D> PRISM_SYCL_INLINE bool group_all(group<D> G, bool Predicate) {
  return group_reduce(G, Predicate, logical_and<bool>(),
                      G.get_local_linear_range(),
                      static_cast<const bool *>(nullptr));
}

/// [First, Last) combined after *Init (if not null): work-item L of a
/// group of n combines the elements L, L + n, ..., then the group combines
/// the work-items that had one. An empty range gives *Init, or T().
template <typename Group, typename T, typename Ptr, typename BinaryOperation>
PRISM_SYCL_INLINE T joint_reduce(Group G, Ptr First, Ptr Last, const T *Init,
                                 BinaryOperation Op) {
  const size_t Count = Last - First, N = local_linear_range(G);
  const size_t L = local_linear_id(G);
  // Work-items without an element pass one that is not counted.
  T Partial = Count ? T(First[L < Count ? L : 0]) : T();
  for (size_t I = L + N; I < Count; I += N)
    Partial = T(Op(Partial, T(First[I])));
  return group_reduce(G, Partial, Op, Count < N ? Count : N, Init);
}

/// The scan of [First, Last) into Result, one group-sized block at a time,
/// each block starting from the total of the blocks before it.
/// The scan of [First, Last) into Result after *Init (if not null; an
/// exclusive scan always has one). Work-item L of a group of n takes the
/// L-th of n consecutive chunks: it combines its chunk, the group scans the
/// chunk totals, and it writes its chunk's results from the prefix before
/// it. One group scan: a loop of group scans over blocks of n elements
/// would put barriers in a loop (see group_collectives.hpp). Each work-item
/// reads its whole chunk before anyone writes, so Result may be First.
template <bool Inclusive, typename Group, typename T, typename InPtr,
          typename OutPtr, typename BinaryOperation>
PRISM_SYCL_INLINE OutPtr joint_scan(Group G, InPtr First, InPtr Last,
                                    OutPtr Result, const T *Init,
                                    BinaryOperation Op) {
  const size_t Count = Last - First, N = local_linear_range(G);
  const size_t L = local_linear_id(G);
  const size_t Chunk = (Count + N - 1) / N;
  const size_t Begin = L * Chunk < Count ? L * Chunk : Count;
  const size_t End = Begin + Chunk < Count ? Begin + Chunk : Count;
  T Total = Begin < End ? T(First[Begin]) : T();
  for (size_t I = Begin + 1; I < End; ++I)
    Total = T(Op(Total, T(First[I])));
  // The work-items with elements are the first ones.
  const size_t Valid = Chunk ? (Count + Chunk - 1) / Chunk : 0;
  scan_result<T> Scan = group_scan(G, Total, Op, Valid, Init);
  bool HasRunning = Init || L > 0;
  T Running = Scan.Exclusive;
  for (size_t I = Begin; I < End; ++I) {
    T Value = T(First[I]);
    T Next = combine(HasRunning, Running, Value, Op);
    Result[I] = Inclusive ? Next : Running;
    Running = Next;
    HasRunning = true;
  }
  return Result + Count;
}

} // namespace detail

// --- Broadcast and sub-group shuffles ----------------------------------------

/// X of the work-item at LocalLinearId.
template <typename Group, typename T>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, T>
group_broadcast(Group G, T X, typename Group::linear_id_type LocalLinearId) {
  static_assert(std::is_trivially_copyable_v<T>,
                "group_broadcast takes a trivially copyable type");
  if constexpr (std::is_same_v<Group, sub_group>)
    return detail::sub_group_shuffle(X, LocalLinearId);
  else
    return detail::group_broadcast_from(G, X, LocalLinearId);
}

/// X of the group's leader.
template <typename Group, typename T>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, T> group_broadcast(Group G,
                                                                      T X) {
  return group_broadcast(G, X, typename Group::linear_id_type(0));
}

template <typename Group, typename T>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, T>
group_broadcast(Group G, T X, typename Group::id_type LocalId) {
  return group_broadcast(G, X,
                         typename Group::linear_id_type(
                             detail::linearize(LocalId, G.get_local_range())));
}

/// X of the work-item at RemoteLocalId.
template <typename T>
PRISM_SYCL_INLINE T select_from_group(sub_group, T X,
                                      sub_group::id_type RemoteLocalId) {
  return detail::sub_group_shuffle(X, static_cast<uint32_t>(RemoteLocalId[0]));
}

/// X of the work-item Delta places after this one; a work-item with none
/// gets its own X (SYCL leaves the value unspecified).
template <typename T>
PRISM_SYCL_INLINE T shift_group_left(sub_group G, T X,
                                     sub_group::linear_id_type Delta = 1) {
  const uint32_t Lane = G.get_local_linear_id();
  const bool Inside = Delta < G.get_local_linear_range() - Lane;
  return detail::sub_group_shuffle(X, Inside ? Lane + Delta : Lane);
}

/// X of the work-item Delta places before this one; a work-item with none
/// gets its own X (SYCL leaves the value unspecified).
template <typename T>
PRISM_SYCL_INLINE T shift_group_right(sub_group G, T X,
                                      sub_group::linear_id_type Delta = 1) {
  const uint32_t Lane = G.get_local_linear_id();
  return detail::sub_group_shuffle(X, Delta <= Lane ? Lane - Delta : Lane);
}

/// X of the work-item whose id is this one's xor Mask; a work-item whose
/// partner is outside the sub-group gets its own X (SYCL leaves it
/// unspecified).
template <typename T>
PRISM_SYCL_INLINE T permute_group_by_xor(sub_group G, T X,
                                         sub_group::linear_id_type Mask) {
  const uint32_t Lane = G.get_local_linear_id();
  const uint32_t Partner = Lane ^ Mask;
  return detail::sub_group_shuffle(
      X, Partner < G.get_local_linear_range() ? Partner : Lane);
}

// --- Votes
// ---------------------------------------------------------------------

template <typename Group>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, bool>
any_of_group(Group G, bool Predicate) {
  return detail::group_any(G, Predicate);
}
template <typename Group, typename T, typename Predicate>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, bool>
any_of_group(Group G, T X, Predicate Pred) {
  return any_of_group(G, bool(Pred(X)));
}
template <typename Group>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, bool>
all_of_group(Group G, bool Predicate) {
  return detail::group_all(G, Predicate);
}
template <typename Group, typename T, typename Predicate>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, bool>
all_of_group(Group G, T X, Predicate Pred) {
  return all_of_group(G, bool(Pred(X)));
}
template <typename Group>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, bool>
none_of_group(Group G, bool Predicate) {
  return !detail::group_any(G, Predicate);
}
template <typename Group, typename T, typename Predicate>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, bool>
none_of_group(Group G, T X, Predicate Pred) {
  return none_of_group(G, bool(Pred(X)));
}

/// Whether Pred holds for any element of [First, Last).
template <typename Group, typename Ptr, typename Predicate>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, bool>
joint_any_of(Group G, Ptr First, Ptr Last, Predicate Pred) {
  const size_t Count = Last - First, N = detail::local_linear_range(G);
  bool Found = false;
  for (size_t I = detail::local_linear_id(G); I < Count; I += N)
    Found = Found || Pred(First[I]);
  return detail::group_any(G, Found);
}
template <typename Group, typename Ptr, typename Predicate>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, bool>
joint_all_of(Group G, Ptr First, Ptr Last, Predicate Pred) {
  return !joint_any_of(G, First, Last, [&](const auto &X) { return !Pred(X); });
}
template <typename Group, typename Ptr, typename Predicate>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, bool>
joint_none_of(Group G, Ptr First, Ptr Last, Predicate Pred) {
  return !joint_any_of(G, First, Last, Pred);
}

// --- Reductions
// ----------------------------------------------------------------

template <typename Group, typename T, typename BinaryOperation>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, T>
reduce_over_group(Group G, T X, BinaryOperation Op) {
  detail::check_reduction_type<T>();
  return detail::group_reduce(G, X, Op, detail::local_linear_range(G),
                              static_cast<const T *>(nullptr));
}

/// Init combined with every work-item's X.
template <typename Group, typename V, typename T, typename BinaryOperation>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, T>
reduce_over_group(Group G, V X, T Init, BinaryOperation Op) {
  detail::check_reduction_type<T>();
  return detail::group_reduce(G, T(X), Op, detail::local_linear_range(G),
                              &Init);
}

/// The elements of [First, Last) combined; the range must not be empty.
template <typename Group, typename Ptr, typename BinaryOperation>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, detail::pointee_t<Ptr>>
joint_reduce(Group G, Ptr First, Ptr Last, BinaryOperation Op) {
  using T = detail::pointee_t<Ptr>;
  detail::check_reduction_type<T>();
  return detail::joint_reduce(G, First, Last, static_cast<const T *>(nullptr),
                              Op);
}

template <typename Group, typename Ptr, typename T, typename BinaryOperation>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, T>
joint_reduce(Group G, Ptr First, Ptr Last, T Init, BinaryOperation Op) {
  detail::check_reduction_type<T>();
  return detail::joint_reduce(G, First, Last, &Init, Op);
}

// --- Scans
// -----------------------------------------------------------------------

/// Every X before this work-item's combined; the first work-item gets the
/// operation's identity.
template <typename Group, typename T, typename BinaryOperation>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, T>
exclusive_scan_over_group(Group G, T X, BinaryOperation Op) {
  detail::check_reduction_type<T>();
  detail::check_identity<T, BinaryOperation>();
  return exclusive_scan_over_group(G, X, known_identity_v<BinaryOperation, T>,
                                   Op);
}

template <typename Group, typename V, typename T, typename BinaryOperation>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, T>
exclusive_scan_over_group(Group G, V X, T Init, BinaryOperation Op) {
  detail::check_reduction_type<T>();
  return detail::group_scan(G, T(X), Op, detail::local_linear_range(G), &Init)
      .Exclusive;
}

template <typename Group, typename T, typename BinaryOperation>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, T>
inclusive_scan_over_group(Group G, T X, BinaryOperation Op) {
  detail::check_reduction_type<T>();
  return detail::group_scan(G, X, Op, detail::local_linear_range(G),
                            static_cast<const T *>(nullptr))
      .Inclusive;
}

template <typename Group, typename V, typename BinaryOperation, typename T>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, T>
inclusive_scan_over_group(Group G, V X, BinaryOperation Op, T Init) {
  detail::check_reduction_type<T>();
  return detail::group_scan(G, T(X), Op, detail::local_linear_range(G), &Init)
      .Inclusive;
}

template <typename Group, typename InPtr, typename OutPtr,
          typename BinaryOperation>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, OutPtr>
joint_exclusive_scan(Group G, InPtr First, InPtr Last, OutPtr Result,
                     BinaryOperation Op) {
  using T = detail::pointee_t<OutPtr>;
  detail::check_reduction_type<T>();
  detail::check_identity<T, BinaryOperation>();
  const T Identity = known_identity_v<BinaryOperation, T>;
  return detail::joint_scan<false>(G, First, Last, Result, &Identity, Op);
}

template <typename Group, typename InPtr, typename OutPtr, typename T,
          typename BinaryOperation>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, OutPtr>
joint_exclusive_scan(Group G, InPtr First, InPtr Last, OutPtr Result, T Init,
                     BinaryOperation Op) {
  detail::check_reduction_type<T>();
  return detail::joint_scan<false>(G, First, Last, Result, &Init, Op);
}

template <typename Group, typename InPtr, typename OutPtr,
          typename BinaryOperation>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, OutPtr>
joint_inclusive_scan(Group G, InPtr First, InPtr Last, OutPtr Result,
                     BinaryOperation Op) {
  using T = detail::pointee_t<OutPtr>;
  detail::check_reduction_type<T>();
  return detail::joint_scan<true>(G, First, Last, Result,
                                  static_cast<const T *>(nullptr), Op);
}

template <typename Group, typename InPtr, typename OutPtr,
          typename BinaryOperation, typename T>
PRISM_SYCL_INLINE detail::enable_if_group_t<Group, OutPtr>
joint_inclusive_scan(Group G, InPtr First, InPtr Last, OutPtr Result,
                     BinaryOperation Op, T Init) {
  detail::check_reduction_type<T>();
  return detail::joint_scan<true>(G, First, Last, Result, &Init, Op);
}

} // namespace sycl

#endif // SYCL_GROUP_ALGORITHM_HPP
