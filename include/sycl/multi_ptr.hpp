//===- sycl/multi_ptr.hpp - sycl::multi_ptr<T, Space, Decorated> ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A pointer that names the address space of what it points to. Prism's
// device code keeps every pointer generic (global on SPIR-V, where the
// compiler infers the rest), so a multi_ptr is a plain T * whatever its
// space or decoration: the space only decides which conversions compile,
// and get(), get_raw() and get_decorated() all give the same pointer.
//
// access::decorated::legacy keeps SYCL 1.2.1's interface as well: implicit
// construction from and conversion to T *, so that code written for
// get_pointer() returning a global_ptr goes on compiling.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_MULTI_PTR_HPP
#define SYCL_MULTI_PTR_HPP

#include "sycl/access.hpp"

#include <cstddef>
#include <iterator>
#include <type_traits>

namespace sycl {

template <typename DataT, int Dimensions, access_mode AccessMode,
          target AccessTarget, access::placeholder IsPlaceholder>
class accessor;
template <typename DataT, int Dimensions> class local_accessor;

template <typename ElementType, access::address_space Space,
          access::decorated DecorateAddress = access::decorated::legacy>
class multi_ptr {
  static constexpr bool IsLegacy = DecorateAddress == access::decorated::legacy;
  static constexpr bool IsGeneric =
      Space == access::address_space::generic_space;
  // Members that need a complete element type (not void).
  template <typename T>
  using if_object_t = std::enable_if_t<!std::is_void_v<T>, int>;
  // A pointer of space From converts implicitly into space Space.
  static constexpr bool converts_implicitly_from(access::address_space From) {
    return From == Space ||
           (IsGeneric && From != access::address_space::constant_space);
  }
  // A multi_ptr<OtherT, From> converts only explicitly: from generic to a
  // named space, from void to an object type.
  template <typename OtherT, access::address_space From>
  static constexpr bool converts_explicitly_from() {
    bool FromGeneric = !IsGeneric &&
                       From == access::address_space::generic_space &&
                       std::is_convertible_v<OtherT *, ElementType *>;
    bool FromVoid = From == Space && std::is_void_v<OtherT> &&
                    !std::is_void_v<ElementType> &&
                    (!std::is_const_v<OtherT> || std::is_const_v<ElementType>);
    return FromGeneric || FromVoid;
  }

public:
  static constexpr bool is_decorated =
      DecorateAddress == access::decorated::yes;
  static constexpr access::address_space address_space = Space;

  using value_type = ElementType;
  using pointer = ElementType *;
  using reference = std::add_lvalue_reference_t<ElementType>;
  using difference_type = std::ptrdiff_t;
  using iterator_category = std::random_access_iterator_tag;

  multi_ptr() = default;
  multi_ptr(std::nullptr_t) {}
  template <bool Legacy = IsLegacy, std::enable_if_t<!Legacy, int> = 0>
  explicit multi_ptr(pointer Pointer) : Ptr(Pointer) {}
  template <bool Legacy = IsLegacy, std::enable_if_t<Legacy, int> = 0>
  multi_ptr(pointer Pointer) : Ptr(Pointer) {}

  /// Same space (or into generic), T to const T, T to void: implicit, of
  /// any decoration.
  template <typename OtherT, access::address_space OtherSpace,
            access::decorated OtherDecorated,
            std::enable_if_t<converts_implicitly_from(OtherSpace) &&
                                 std::is_convertible_v<OtherT *, pointer>,
                             int> = 0>
  multi_ptr(const multi_ptr<OtherT, OtherSpace, OtherDecorated> &Other)
      : Ptr(Other.get()) {}
  /// Generic to a named space, void to an object type: explicit.
  template <
      typename OtherT, access::address_space OtherSpace,
      access::decorated OtherDecorated,
      std::enable_if_t<converts_explicitly_from<OtherT, OtherSpace>(), int> = 0>
  explicit multi_ptr(const multi_ptr<OtherT, OtherSpace, OtherDecorated> &Other)
      : Ptr(static_cast<pointer>(Other.get())) {}

  /// The buffer's first element, as accessor::get_multi_ptr. A read
  /// accessor's elements are const, but SYCL 2020 lets a multi_ptr of its
  /// data type point at them all the same.
  template <typename AccDataT, int Dimensions, access_mode Mode,
            access::placeholder IsPlaceholder,
            std::enable_if_t<
                converts_implicitly_from(access::address_space::global_space) &&
                    std::is_convertible_v<AccDataT *, pointer>,
                int> = 0>
  multi_ptr(const accessor<AccDataT, Dimensions, Mode, target::device,
                           IsPlaceholder> &Accessor)
      : Ptr(const_cast<AccDataT *>(Accessor.get_pointer())) {}
  template <typename AccDataT, int Dimensions,
            std::enable_if_t<
                converts_implicitly_from(access::address_space::local_space) &&
                    std::is_convertible_v<AccDataT *, pointer>,
                int> = 0>
  multi_ptr(const local_accessor<AccDataT, Dimensions> &Accessor)
      : Ptr(Accessor.get_pointer()) {}

  multi_ptr &operator=(std::nullptr_t) {
    Ptr = nullptr;
    return *this;
  }

  pointer get() const { return Ptr; }
  ElementType *get_raw() const { return Ptr; }
  pointer get_decorated() const { return Ptr; }

  template <bool Legacy = IsLegacy, std::enable_if_t<Legacy, int> = 0>
  operator ElementType *() const {
    return Ptr;
  }
  explicit operator bool() const { return Ptr != nullptr; }

  template <typename T = ElementType, if_object_t<T> = 0> T &operator*() const {
    return *Ptr;
  }
  template <typename T = ElementType, if_object_t<T> = 0>
  T *operator->() const {
    return Ptr;
  }
  template <typename T = ElementType, if_object_t<T> = 0>
  T &operator[](difference_type Index) const {
    return Ptr[Index];
  }

  template <typename T = ElementType, if_object_t<T> = 0>
  multi_ptr &operator++() {
    ++Ptr;
    return *this;
  }
  template <typename T = ElementType, if_object_t<T> = 0>
  multi_ptr operator++(int) {
    return multi_ptr(Ptr++);
  }
  template <typename T = ElementType, if_object_t<T> = 0>
  multi_ptr &operator--() {
    --Ptr;
    return *this;
  }
  template <typename T = ElementType, if_object_t<T> = 0>
  multi_ptr operator--(int) {
    return multi_ptr(Ptr--);
  }
  template <typename T = ElementType, if_object_t<T> = 0>
  multi_ptr &operator+=(difference_type Count) {
    Ptr += Count;
    return *this;
  }
  template <typename T = ElementType, if_object_t<T> = 0>
  multi_ptr &operator-=(difference_type Count) {
    Ptr -= Count;
    return *this;
  }

  // Defined only where used, so never for void.
  friend multi_ptr operator+(const multi_ptr &P, difference_type Count) {
    return multi_ptr(P.Ptr + Count);
  }
  friend multi_ptr operator+(difference_type Count, const multi_ptr &P) {
    return multi_ptr(P.Ptr + Count);
  }
  friend multi_ptr operator-(const multi_ptr &P, difference_type Count) {
    return multi_ptr(P.Ptr - Count);
  }

  /// Prism has no prefetch instruction to give it: a hint that does nothing.
  template <typename T = ElementType, if_object_t<T> = 0>
  void prefetch(size_t) const {}

private:
  pointer Ptr = nullptr;
};

// Comparisons and differences are templates rather than hidden friends: a
// legacy multi_ptr meeting a raw pointer then has one candidate, the
// built-in operator on pointers, instead of two equally good ones.
template <typename T, access::address_space Space, access::decorated D>
std::ptrdiff_t operator-(const multi_ptr<T, Space, D> &L,
                         const multi_ptr<T, Space, D> &R) {
  return L.get() - R.get();
}

#define PRISM_SYCL_MULTI_PTR_COMPARISON(Op)                                    \
  template <typename T, access::address_space Space, access::decorated D>      \
  bool operator Op(const multi_ptr<T, Space, D> &L,                            \
                   const multi_ptr<T, Space, D> &R) {                          \
    return L.get() Op R.get();                                                 \
  }                                                                            \
  template <typename T, access::address_space Space, access::decorated D>      \
  bool operator Op(const multi_ptr<T, Space, D> &L, std::nullptr_t) {          \
    return L.get() Op static_cast<T *>(nullptr);                               \
  }                                                                            \
  template <typename T, access::address_space Space, access::decorated D>      \
  bool operator Op(std::nullptr_t, const multi_ptr<T, Space, D> &R) {          \
    return static_cast<T *>(nullptr) Op R.get();                               \
  }
PRISM_SYCL_MULTI_PTR_COMPARISON(==)
PRISM_SYCL_MULTI_PTR_COMPARISON(!=)
PRISM_SYCL_MULTI_PTR_COMPARISON(<)
PRISM_SYCL_MULTI_PTR_COMPARISON(>)
PRISM_SYCL_MULTI_PTR_COMPARISON(<=)
PRISM_SYCL_MULTI_PTR_COMPARISON(>=)
#undef PRISM_SYCL_MULTI_PTR_COMPARISON

/// Pointer points into Space; Prism cannot check that it does.
template <access::address_space Space, access::decorated DecorateAddress,
          typename ElementType>
multi_ptr<ElementType, Space, DecorateAddress>
static_address_space_cast(ElementType *Pointer) {
  return multi_ptr<ElementType, Space, DecorateAddress>(Pointer);
}

/// The earlier SYCL 2020 name of static_address_space_cast.
template <access::address_space Space, access::decorated DecorateAddress,
          typename ElementType>
multi_ptr<ElementType, Space, DecorateAddress>
address_space_cast(ElementType *Pointer) {
  return static_address_space_cast<Space, DecorateAddress>(Pointer);
}

/// A generic multi_ptr that points into Space, as a multi_ptr of Space.
template <access::address_space Space, typename ElementType,
          access::decorated DecorateAddress>
multi_ptr<ElementType, Space, DecorateAddress> static_address_space_cast(
    multi_ptr<ElementType, access::address_space::generic_space,
              DecorateAddress>
        Pointer) {
  return static_address_space_cast<Space, DecorateAddress>(Pointer.get_raw());
}

template <typename ElementType,
          access::decorated IsDecorated = access::decorated::legacy>
using global_ptr =
    multi_ptr<ElementType, access::address_space::global_space, IsDecorated>;
template <typename ElementType,
          access::decorated IsDecorated = access::decorated::legacy>
using local_ptr =
    multi_ptr<ElementType, access::address_space::local_space, IsDecorated>;
template <typename ElementType,
          access::decorated IsDecorated = access::decorated::legacy>
using private_ptr =
    multi_ptr<ElementType, access::address_space::private_space, IsDecorated>;
/// Deprecated in SYCL 2020.
template <typename ElementType>
using constant_ptr =
    multi_ptr<ElementType, access::address_space::constant_space,
              access::decorated::legacy>;

template <typename ElementType>
using raw_global_ptr = global_ptr<ElementType, access::decorated::no>;
template <typename ElementType>
using raw_local_ptr = local_ptr<ElementType, access::decorated::no>;
template <typename ElementType>
using raw_private_ptr = private_ptr<ElementType, access::decorated::no>;
template <typename ElementType>
using decorated_global_ptr = global_ptr<ElementType, access::decorated::yes>;
template <typename ElementType>
using decorated_local_ptr = local_ptr<ElementType, access::decorated::yes>;
template <typename ElementType>
using decorated_private_ptr = private_ptr<ElementType, access::decorated::yes>;

} // namespace sycl

#endif // SYCL_MULTI_PTR_HPP
