//===- sycl/reduction.hpp - sycl::reduction (SYCL 2020, 4.9.2) ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// sycl::reduction names a variable (USM memory, or the first element of a
// one-dimensional buffer), an operation and its identity; handed to
// parallel_for before the kernel, it gives the kernel a reducer, and after
// the kernel the variable holds its old value combined with every value
// the work-items gave (or the identity combined with them, with
// property::reduction::initialize_to_identity). A buffer reduction is one
// of the command group's requirements, so the runtime orders it as it
// orders accessors. How the kernel combines: sycl/detail/reduction_kernels.hpp.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_REDUCTION_HPP
#define SYCL_REDUCTION_HPP

#include "sycl/buffer.hpp"
#include "sycl/detail/accessor_slot.hpp"
#include "sycl/detail/reduction_descriptor.hpp"
#include "sycl/exception.hpp"
#include "sycl/functional.hpp"
#include "sycl/handler.hpp"
#include "sycl/property_list.hpp"
#include "sycl/reducer.hpp"
#include "sycl/span.hpp"

#include <type_traits>

namespace sycl {

namespace property {
namespace reduction {
/// The reduction ignores the variable's old value.
class initialize_to_identity {
public:
  static constexpr unsigned flag = detail::property_initialize_to_identity;
};
} // namespace reduction
} // namespace property

template <>
struct is_property<property::reduction::initialize_to_identity>
    : std::true_type {};

namespace detail {

template <typename T> struct non_deduced { using type = T; };
/// A parameter that takes its type from the others' deduction.
template <typename T> using non_deduced_t = typename non_deduced<T>::type;

template <typename T, typename BinaryOperation> constexpr void check_known() {
  static_assert(has_known_identity_v<BinaryOperation, T>,
                "sycl::reduction without an identity needs an operation "
                "with a known identity for the type (sycl::known_identity): "
                "give the identity");
}

template <typename T> constexpr void check_reduction_variable() {
  static_assert(std::is_trivially_copyable_v<T> &&
                    std::is_default_constructible_v<T>,
                "a reduction variable is of a trivially copyable, "
                "default-constructible type");
}

/// The descriptor of a reduction into USM memory at Data (Extent values
/// for a span, else one). Throws errc::invalid with NullMessage for null
/// Data.
template <size_t Extent, typename T, typename BinaryOperation>
reduction_descriptor<T, BinaryOperation, Extent>
usm_reduction(T *Data, const T &Identity, BinaryOperation Combiner,
              const property_list &Props, const char *NullMessage) {
  check_reduction_variable<T>();
  if (!Data)
    throw exception(make_error_code(errc::invalid), NullMessage);
  return {{Data, nullptr, accessor_slot_tag},
          Identity,
          Combiner,
          Props.has_property<property::reduction::initialize_to_identity>(),
          0};
}

/// Adds a buffer reduction's variable to its command group.
struct reduction_access {
  static void require(handler &Handler, const buffer_impl *Buffer,
                      bool InitializeToIdentity) {
    // Without initialize_to_identity the old value takes part.
    Handler.add_requirement(Buffer,
                            InitializeToIdentity ? access_mode::write
                                                 : access_mode::read_write,
                            InitializeToIdentity);
  }
};

} // namespace detail

/// A reduction into *Variable (USM memory). Throws errc::invalid for a null
/// pointer.
template <typename T, typename BinaryOperation>
detail::reduction_descriptor<T, BinaryOperation>
reduction(T *Variable, const detail::non_deduced_t<T> &Identity,
          BinaryOperation Combiner, const property_list &Props = {}) {
  return detail::usm_reduction<0>(Variable, Identity, Combiner, Props,
                                  "sycl::reduction: the USM pointer to the "
                                  "reduction variable is null");
}

template <typename T, typename BinaryOperation>
detail::reduction_descriptor<T, BinaryOperation>
reduction(T *Variable, BinaryOperation Combiner,
          const property_list &Props = {}) {
  detail::check_known<T, BinaryOperation>();
  return reduction(Variable, known_identity_v<BinaryOperation, T>, Combiner,
                   Props);
}

/// A reduction into each element of Variables (USM memory): the kernel's
/// reducer has operator[]. The extent is fixed, as SYCL 2020 asks. Throws
/// errc::invalid for a null pointer.
template <typename T, size_t Extent, typename BinaryOperation>
detail::reduction_descriptor<T, BinaryOperation, Extent>
reduction(span<T, Extent> Variables, const detail::non_deduced_t<T> &Identity,
          BinaryOperation Combiner, const property_list &Props = {}) {
  static_assert(Extent != dynamic_extent && Extent > 0,
                "sycl::reduction over a span needs a span of a fixed, "
                "non-zero extent");
  return detail::usm_reduction<Extent>(
      Variables.data(), Identity, Combiner, Props,
      "sycl::reduction: the span of reduction variables points to no memory");
}

template <typename T, size_t Extent, typename BinaryOperation>
detail::reduction_descriptor<T, BinaryOperation, Extent>
reduction(span<T, Extent> Variables, BinaryOperation Combiner,
          const property_list &Props = {}) {
  detail::check_known<T, BinaryOperation>();
  return reduction(Variables, known_identity_v<BinaryOperation, T>, Combiner,
                   Props);
}

/// A reduction into the first element of Variable. Throws errc::invalid
/// for an empty buffer.
template <typename T, typename AllocatorT, typename BinaryOperation>
detail::reduction_descriptor<T, BinaryOperation>
reduction(buffer<T, 1, AllocatorT> &Variable, handler &Handler,
          const detail::non_deduced_t<T> &Identity, BinaryOperation Combiner,
          const property_list &Props = {}) {
  detail::check_reduction_variable<T>();
  if (Variable.size() == 0)
    throw exception(make_error_code(errc::invalid),
                    "sycl::reduction: the buffer holding the reduction "
                    "variable is empty");
  const bool Initialize =
      Props.has_property<property::reduction::initialize_to_identity>();
  const detail::buffer_impl *Buffer =
      detail::buffer_access::impl(Variable).get();
  detail::reduction_access::require(Handler, Buffer, Initialize);
  return {{nullptr, Buffer, detail::accessor_slot_tag},
          Identity,
          Combiner,
          Initialize,
          0};
}

template <typename T, typename AllocatorT, typename BinaryOperation>
detail::reduction_descriptor<T, BinaryOperation>
reduction(buffer<T, 1, AllocatorT> &Variable, handler &Handler,
          BinaryOperation Combiner, const property_list &Props = {}) {
  detail::check_known<T, BinaryOperation>();
  return reduction(Variable, Handler, known_identity_v<BinaryOperation, T>,
                   Combiner, Props);
}

} // namespace sycl

#endif // SYCL_REDUCTION_HPP
