//===- sycl/property_list.hpp - property_list and the queue properties
//-----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A property_list is a set of flags, one per property type, cheap to copy
// and to query; the few properties that carry data (a buffer's mutex or
// context) are kept beside the flags, shared by the list's copies.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_PROPERTY_LIST_HPP
#define SYCL_PROPERTY_LIST_HPP

#include "sycl/exception.hpp"

#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace sycl {

namespace detail {
/// One flag per property type; a property declares its own.
enum property_flag : unsigned {
  property_enable_profiling = 1u << 0,
  property_in_order = 1u << 1,
  property_use_host_ptr = 1u << 2,
  property_no_init = 1u << 3,
  property_initialize_to_identity = 1u << 4,
  property_use_mutex = 1u << 5,
  property_context_bound = 1u << 6,
};
} // namespace detail

namespace property {
namespace queue {
class enable_profiling {
public:
  static constexpr unsigned flag = detail::property_enable_profiling;
};
class in_order {
public:
  static constexpr unsigned flag = detail::property_in_order;
};
} // namespace queue
namespace buffer {
/// The buffer uses the host pointer it is given as its host memory (Prism
/// always does so for a non-const pointer).
class use_host_ptr {
public:
  static constexpr unsigned flag = detail::property_use_host_ptr;
};
} // namespace buffer
/// An accessor whose command overwrites what it accesses: the old contents
/// are not copied to the device.
class no_init {
public:
  static constexpr unsigned flag = detail::property_no_init;
};
} // namespace property

inline constexpr property::no_init no_init;

class queue;

template <typename T> struct is_property : std::false_type {};
template <>
struct is_property<property::queue::enable_profiling> : std::true_type {};
template <> struct is_property<property::queue::in_order> : std::true_type {};
template <>
struct is_property<property::buffer::use_host_ptr> : std::true_type {};
template <> struct is_property<property::no_init> : std::true_type {};
template <typename T>
inline constexpr bool is_property_v = is_property<T>::value;

template <typename T, typename SyclObject>
struct is_property_of : std::false_type {};
template <>
struct is_property_of<property::queue::enable_profiling, queue>
    : std::true_type {};
template <>
struct is_property_of<property::queue::in_order, queue> : std::true_type {};
template <typename T, typename SyclObject>
inline constexpr bool is_property_of_v = is_property_of<T, SyclObject>::value;

class property_list {
public:
  template <typename... Properties,
            typename = std::enable_if_t<(is_property_v<Properties> && ...)>>
  property_list(Properties... Props) : Flags((0u | ... | Props.flag)) {
    (keep(std::move(Props)), ...);
  }

  template <typename Property> bool has_property() const noexcept {
    static_assert(is_property_v<Property>, "not a SYCL property");
    return (Flags & Property::flag) != 0;
  }

  /// Throws errc::invalid when the list does not hold Property.
  template <typename Property> Property get_property() const {
    if (!has_property<Property>())
      throw exception(make_error_code(errc::invalid),
                      "property_list::get_property: the property list does "
                      "not hold the requested property");
    if constexpr (std::is_empty_v<Property>)
      return Property();
    else
      return *static_cast<const Property *>(kept(Property::flag));
  }

private:
  struct kept_property {
    unsigned Flag;
    std::shared_ptr<const void> Value;
  };
  template <typename Property> void keep(Property Prop) {
    if constexpr (!std::is_empty_v<Property>)
      Data.push_back(
          {Property::flag, std::make_shared<const Property>(std::move(Prop))});
  }

  /// The kept property of Flag, which the list holds.
  const void *kept(unsigned Flag) const {
    for (const kept_property &Kept : Data)
      if (Kept.Flag == Flag)
        return Kept.Value.get();
    return nullptr;
  }

  unsigned Flags;
  std::vector<kept_property> Data; // the properties that carry data
};

} // namespace sycl

#endif // SYCL_PROPERTY_LIST_HPP
