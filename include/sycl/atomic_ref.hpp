//===- sycl/atomic_ref.hpp - sycl::atomic_ref -----------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL 2020's atomic_ref: atomic operations on an ordinary object in global
// or local memory, for 32- and 64-bit integers, float, double and pointers.
// Every operation is one of the device library's operations on the object's
// bits as a 32- or 64-bit word (prism/device/atomics.h), which maps it to
// the target's instructions. Floating-point min and max, which neither
// target has, are compare-exchange loops here. On the host (host code, host
// tasks) the same operations work on host memory: the host compile defines
// the device library's atomics with Clang's __atomic builtins.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ATOMIC_REF_HPP
#define SYCL_ATOMIC_REF_HPP

#include "sycl/access.hpp"
#include "sycl/detail/atomic_ops.hpp"
#include "sycl/memory_enums.hpp"

#include <cstddef>
#include <cstdint>
#include <type_traits>

namespace sycl {

namespace detail {

/// The types atomic_ref takes: integers, floating point and pointers, of the
/// device library's 32- and 64-bit words.
template <typename T> constexpr bool is_atomic_ref_value() {
  bool Kind = (std::is_integral_v<T> && !std::is_same_v<T, bool>) ||
              std::is_floating_point_v<T> || std::is_pointer_v<T>;
  return Kind && (sizeof(T) == 4 || sizeof(T) == 8);
}

/// The unsigned word that holds T's bits.
template <typename T>
using atomic_word_t = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;

/// The word type whose min and max order T's values: signed for signed T.
template <typename T>
using atomic_ordered_word_t =
    std::conditional_t<std::is_signed_v<T>,
                       std::conditional_t<sizeof(T) == 4, int32_t, int64_t>,
                       atomic_word_t<T>>;

/// SYCL's memory_order_traits: what a load and a store of an atomic_ref
/// whose read-modify-write order is Order use by default.
constexpr memory_order atomic_read_order(memory_order Order) {
  return Order == memory_order::acq_rel ? memory_order::acquire : Order;
}
constexpr memory_order atomic_write_order(memory_order Order) {
  return Order == memory_order::acq_rel ? memory_order::release : Order;
}

/// The failure order of a compare-exchange given one order, as C++ derives
/// it: a failed exchange stores nothing, so it cannot release.
constexpr memory_order atomic_failure_order(memory_order Order) {
  return Order == memory_order::acq_rel   ? memory_order::acquire
         : Order == memory_order::release ? memory_order::relaxed
                                          : Order;
}

} // namespace detail

template <typename T, memory_order DefaultOrder, memory_scope DefaultScope,
          access::address_space AddressSpace =
              access::address_space::generic_space>
class atomic_ref {
  static_assert(detail::is_atomic_ref_value<T>(),
                "atomic_ref holds a 32- or 64-bit integer, float, double or a "
                "pointer");
  static_assert(AddressSpace == access::address_space::global_space ||
                    AddressSpace == access::address_space::local_space ||
                    AddressSpace == access::address_space::generic_space,
                "atomic_ref refers to global, local or generic memory");
  static_assert(DefaultOrder == memory_order::relaxed ||
                    DefaultOrder == memory_order::acq_rel ||
                    DefaultOrder == memory_order::seq_cst,
                "the default order of an atomic_ref is relaxed, acq_rel or "
                "seq_cst");

  using Word = detail::atomic_word_t<T>;
  static constexpr int Space = detail::atomic_space(AddressSpace);

public:
  using value_type = T;
  using difference_type =
      std::conditional_t<std::is_pointer_v<T>, std::ptrdiff_t, T>;

  static constexpr size_t required_alignment = sizeof(T);
  static constexpr bool is_always_lock_free = true;
  static constexpr memory_order default_read_order =
      detail::atomic_read_order(DefaultOrder);
  static constexpr memory_order default_write_order =
      detail::atomic_write_order(DefaultOrder);
  static constexpr memory_order default_read_modify_write_order = DefaultOrder;
  static constexpr memory_scope default_scope = DefaultScope;

  explicit atomic_ref(T &Ref) : Ptr(&Ref) {}
  atomic_ref(const atomic_ref &) noexcept = default;
  atomic_ref &operator=(const atomic_ref &) = delete;

  bool is_lock_free() const noexcept { return true; }

  void store(T Operand, memory_order Order = default_write_order,
             memory_scope Scope = default_scope) const noexcept {
    detail::atomic_ops::store(word(), bits(Operand), int(Order), int(Scope),
                              Space);
  }

  T operator=(T Desired) const noexcept {
    store(Desired);
    return Desired;
  }

  T load(memory_order Order = default_read_order,
         memory_scope Scope = default_scope) const noexcept {
    return value(
        detail::atomic_ops::load(word(), int(Order), int(Scope), Space));
  }

  operator T() const noexcept { return load(); }

  T exchange(T Operand, memory_order Order = default_read_modify_write_order,
             memory_scope Scope = default_scope) const noexcept {
    return value(detail::atomic_ops::exchange(word(), bits(Operand), int(Order),
                                              int(Scope), Space));
  }

  /// Compares the object's bits with Expected's, as C++ does; on failure
  /// Expected receives the value found.
  bool
  compare_exchange_strong(T &Expected, T Desired, memory_order Success,
                          memory_order Failure,
                          memory_scope Scope = default_scope) const noexcept {
    Word Old = bits(Expected);
    Word Found = detail::atomic_ops::compare_exchange(
        word(), Old, bits(Desired), int(Success), int(Failure), int(Scope),
        Space);
    if (Found == Old)
      return true;
    Expected = value(Found);
    return false;
  }

  bool
  compare_exchange_strong(T &Expected, T Desired,
                          memory_order Order = default_read_modify_write_order,
                          memory_scope Scope = default_scope) const noexcept {
    return compare_exchange_strong(Expected, Desired, Order,
                                   detail::atomic_failure_order(Order), Scope);
  }

  /// Never fails spuriously: the strong exchange.
  bool
  compare_exchange_weak(T &Expected, T Desired, memory_order Success,
                        memory_order Failure,
                        memory_scope Scope = default_scope) const noexcept {
    return compare_exchange_strong(Expected, Desired, Success, Failure, Scope);
  }

  bool
  compare_exchange_weak(T &Expected, T Desired,
                        memory_order Order = default_read_modify_write_order,
                        memory_scope Scope = default_scope) const noexcept {
    return compare_exchange_strong(Expected, Desired, Order, Scope);
  }

  /// For pointers, Operand counts elements.
  T fetch_add(difference_type Operand,
              memory_order Order = default_read_modify_write_order,
              memory_scope Scope = default_scope) const noexcept {
    if constexpr (std::is_floating_point_v<T>)
      return detail::atomic_ops::fetch_add(Ptr, Operand, int(Order), int(Scope),
                                           Space);
    else
      return value(detail::atomic_ops::fetch_add(
          word(), step(Operand), int(Order), int(Scope), Space));
  }

  T fetch_sub(difference_type Operand,
              memory_order Order = default_read_modify_write_order,
              memory_scope Scope = default_scope) const noexcept {
    if constexpr (std::is_floating_point_v<T>)
      return fetch_add(-Operand, Order, Scope);
    else
      return value(detail::atomic_ops::fetch_add(
          word(), Word(0) - step(Operand), int(Order), int(Scope), Space));
  }

  template <typename U = T, std::enable_if_t<std::is_integral_v<U>, int> = 0>
  T fetch_and(T Operand, memory_order Order = default_read_modify_write_order,
              memory_scope Scope = default_scope) const noexcept {
    return value(detail::atomic_ops::fetch_and(word(), bits(Operand),
                                               int(Order), int(Scope), Space));
  }

  template <typename U = T, std::enable_if_t<std::is_integral_v<U>, int> = 0>
  T fetch_or(T Operand, memory_order Order = default_read_modify_write_order,
             memory_scope Scope = default_scope) const noexcept {
    return value(detail::atomic_ops::fetch_or(word(), bits(Operand), int(Order),
                                              int(Scope), Space));
  }

  template <typename U = T, std::enable_if_t<std::is_integral_v<U>, int> = 0>
  T fetch_xor(T Operand, memory_order Order = default_read_modify_write_order,
              memory_scope Scope = default_scope) const noexcept {
    return value(detail::atomic_ops::fetch_xor(word(), bits(Operand),
                                               int(Order), int(Scope), Space));
  }

  template <typename U = T, std::enable_if_t<!std::is_pointer_v<U>, int> = 0>
  T fetch_min(T Operand, memory_order Order = default_read_modify_write_order,
              memory_scope Scope = default_scope) const noexcept {
    if constexpr (std::is_floating_point_v<T>)
      return update([Operand](T Old) { return Operand < Old ? Operand : Old; },
                    Order, Scope);
    else
      return T(detail::atomic_ops::fetch_min(
          ordered_word(), detail::atomic_ordered_word_t<T>(Operand), int(Order),
          int(Scope), Space));
  }

  template <typename U = T, std::enable_if_t<!std::is_pointer_v<U>, int> = 0>
  T fetch_max(T Operand, memory_order Order = default_read_modify_write_order,
              memory_scope Scope = default_scope) const noexcept {
    if constexpr (std::is_floating_point_v<T>)
      return update([Operand](T Old) { return Old < Operand ? Operand : Old; },
                    Order, Scope);
    else
      return T(detail::atomic_ops::fetch_max(
          ordered_word(), detail::atomic_ordered_word_t<T>(Operand), int(Order),
          int(Scope), Space));
  }

  template <typename U = T,
            std::enable_if_t<!std::is_floating_point_v<U>, int> = 0>
  T operator++(int) const noexcept {
    return fetch_add(1);
  }
  template <typename U = T,
            std::enable_if_t<!std::is_floating_point_v<U>, int> = 0>
  T operator++() const noexcept {
    return added(fetch_add(1), 1);
  }
  template <typename U = T,
            std::enable_if_t<!std::is_floating_point_v<U>, int> = 0>
  T operator--(int) const noexcept {
    return fetch_sub(1);
  }
  template <typename U = T,
            std::enable_if_t<!std::is_floating_point_v<U>, int> = 0>
  T operator--() const noexcept {
    return subtracted(fetch_sub(1), 1);
  }

  T operator+=(difference_type Operand) const noexcept {
    return added(fetch_add(Operand), Operand);
  }
  T operator-=(difference_type Operand) const noexcept {
    return subtracted(fetch_sub(Operand), Operand);
  }

  template <typename U = T, std::enable_if_t<std::is_integral_v<U>, int> = 0>
  T operator&=(T Operand) const noexcept {
    return fetch_and(Operand) & Operand;
  }
  template <typename U = T, std::enable_if_t<std::is_integral_v<U>, int> = 0>
  T operator|=(T Operand) const noexcept {
    return fetch_or(Operand) | Operand;
  }
  template <typename U = T, std::enable_if_t<std::is_integral_v<U>, int> = 0>
  T operator^=(T Operand) const noexcept {
    return fetch_xor(Operand) ^ Operand;
  }

private:
  Word *word() const { return reinterpret_cast<Word *>(Ptr); }
  detail::atomic_ordered_word_t<T> *ordered_word() const {
    return reinterpret_cast<detail::atomic_ordered_word_t<T> *>(Ptr);
  }
  static Word bits(T V) { return __builtin_bit_cast(Word, V); }
  static T value(Word W) { return __builtin_bit_cast(T, W); }

  /// The word added to the object for fetch_add(Operand): the integer
  /// itself, or for a pointer the bytes of Operand elements; in unsigned
  /// arithmetic, which wraps as the atomic operation does.
  static Word step(difference_type Operand) {
    if constexpr (std::is_pointer_v<T>)
      return Word(Operand) * Word(sizeof(std::remove_pointer_t<T>));
    else
      return bits(Operand);
  }

  /// Old + Operand, the value a fetch_add(Operand) that returned Old stored.
  static T added(T Old, difference_type Operand) {
    if constexpr (std::is_floating_point_v<T>)
      return Old + Operand;
    else
      return value(bits(Old) + step(Operand));
  }

  /// Old - Operand, the value a fetch_sub(Operand) that returned Old stored.
  static T subtracted(T Old, difference_type Operand) {
    if constexpr (std::is_floating_point_v<T>)
      return Old - Operand;
    else
      return value(bits(Old) - step(Operand));
  }

  /// Atomically replaces the object's value V with Op(V), returning V: a
  /// compare-exchange loop, which always stores (Op(V) may be V), so that
  /// the operation orders memory as a read-modify-write of Order does.
  template <typename OpT>
  T update(OpT Op, memory_order Order, memory_scope Scope) const {
    T Old = load(memory_order::relaxed, Scope);
    while (!compare_exchange_strong(Old, Op(Old), Order, memory_order::relaxed,
                                    Scope))
      ;
    return Old;
  }

  T *Ptr;
};

} // namespace sycl

#endif // SYCL_ATOMIC_REF_HPP
