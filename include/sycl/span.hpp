//===- sycl/span.hpp - sycl::span<T, Extent> ------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// SYCL 2020's span, C++20's std::span for C++17: a view of Extent (or, with
// dynamic_extent, a run-time number of) contiguous elements. It holds a
// pointer and, for a dynamic extent, a size, so it is trivially copyable and
// usable in kernels; sycl::reduction takes one to reduce into each of its
// elements.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_SPAN_HPP
#define SYCL_SPAN_HPP

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <type_traits>

namespace sycl {

inline constexpr size_t dynamic_extent = SIZE_MAX;

template <typename ElementType, size_t Extent = dynamic_extent> class span;

namespace detail {

/// The size a span of Extent keeps: none when the extent is fixed.
template <size_t Extent> struct span_size {
  constexpr span_size(size_t) {}
  static constexpr size_t get() { return Extent; }
};
template <> struct span_size<dynamic_extent> {
  constexpr span_size(size_t Size) : Size(Size) {}
  constexpr size_t get() const { return Size; }
  size_t Size;
};

/// Whether a From element may be seen as a To element (qualification only).
template <typename From, typename To>
inline constexpr bool span_element_convertible_v =
    std::is_convertible_v<From (*)[], To (*)[]>;

} // namespace detail

template <typename ElementType, size_t Extent> class span {
public:
  using element_type = ElementType;
  using value_type = std::remove_cv_t<ElementType>;
  using size_type = size_t;
  using difference_type = ptrdiff_t;
  using pointer = ElementType *;
  using const_pointer = const ElementType *;
  using reference = ElementType &;
  using const_reference = const ElementType &;
  using iterator = pointer;
  using reverse_iterator = std::reverse_iterator<iterator>;
  static constexpr size_t extent = Extent;

  template <size_t E = Extent,
            typename = std::enable_if_t<E == 0 || E == dynamic_extent>>
  constexpr span() noexcept : Data(nullptr), Size(0) {}

  /// The Count elements from First; Count must be Extent for a fixed extent.
  constexpr span(pointer First, size_type Count) : Data(First), Size(Count) {}
  constexpr span(pointer First, pointer Last)
      : Data(First), Size(static_cast<size_t>(Last - First)) {}

  template <size_t N, size_t E = Extent,
            typename = std::enable_if_t<E == dynamic_extent || E == N>>
  constexpr span(element_type (&Array)[N]) noexcept : Data(Array), Size(N) {}

  template <typename T, size_t N, size_t E = Extent,
            typename = std::enable_if_t<
                (E == dynamic_extent || E == N) &&
                detail::span_element_convertible_v<T, ElementType>>>
  constexpr span(std::array<T, N> &Array) noexcept
      : Data(Array.data()), Size(N) {}
  template <typename T, size_t N, size_t E = Extent,
            typename = std::enable_if_t<
                (E == dynamic_extent || E == N) &&
                detail::span_element_convertible_v<const T, ElementType>>>
  constexpr span(const std::array<T, N> &Array) noexcept
      : Data(Array.data()), Size(N) {}

  /// Any contiguous container with data() and size() (std::vector).
  template <typename Container, size_t E = Extent,
            typename = std::enable_if_t<
                E == dynamic_extent &&
                detail::span_element_convertible_v<
                    std::remove_pointer_t<
                        decltype(std::declval<Container &>().data())>,
                    ElementType>>,
            typename = decltype(std::declval<Container &>().size())>
  constexpr span(Container &Elements)
      : Data(Elements.data()), Size(Elements.size()) {}

  template <
      typename OtherElementType, size_t OtherExtent,
      typename = std::enable_if_t<
          (Extent == dynamic_extent || Extent == OtherExtent) &&
          detail::span_element_convertible_v<OtherElementType, ElementType>>>
  constexpr span(const span<OtherElementType, OtherExtent> &Other) noexcept
      : Data(Other.data()), Size(Other.size()) {}

  constexpr span(const span &) noexcept = default;
  constexpr span &operator=(const span &) noexcept = default;

  template <size_t Count> constexpr span<element_type, Count> first() const {
    return span<element_type, Count>(Data, Count);
  }
  constexpr span<element_type> first(size_type Count) const {
    return {Data, Count};
  }
  template <size_t Count> constexpr span<element_type, Count> last() const {
    return span<element_type, Count>(Data + size() - Count, Count);
  }
  constexpr span<element_type> last(size_type Count) const {
    return {Data + size() - Count, Count};
  }
  template <size_t Offset, size_t Count = dynamic_extent>
  constexpr auto subspan() const {
    constexpr size_t Result = Count != dynamic_extent    ? Count
                              : Extent != dynamic_extent ? Extent - Offset
                                                         : dynamic_extent;
    return span<element_type, Result>(
        Data + Offset, Count == dynamic_extent ? size() - Offset : Count);
  }
  constexpr span<element_type> subspan(size_type Offset,
                                       size_type Count = dynamic_extent) const {
    return {Data + Offset, Count == dynamic_extent ? size() - Offset : Count};
  }

  constexpr size_type size() const noexcept { return Size.get(); }
  constexpr size_type size_bytes() const noexcept {
    return size() * sizeof(element_type);
  }
  [[nodiscard]] constexpr bool empty() const noexcept { return size() == 0; }

  constexpr reference operator[](size_type Index) const { return Data[Index]; }
  constexpr reference front() const { return Data[0]; }
  constexpr reference back() const { return Data[size() - 1]; }
  constexpr pointer data() const noexcept { return Data; }

  constexpr iterator begin() const noexcept { return Data; }
  constexpr iterator end() const noexcept { return Data + size(); }
  constexpr reverse_iterator rbegin() const noexcept {
    return reverse_iterator(end());
  }
  constexpr reverse_iterator rend() const noexcept {
    return reverse_iterator(begin());
  }

private:
  pointer Data;
  detail::span_size<Extent> Size;
};

namespace detail {
template <typename T, size_t Extent>
inline constexpr size_t byte_extent = Extent == dynamic_extent
                                          ? dynamic_extent
                                          : Extent * sizeof(T);
} // namespace detail

template <typename T, size_t Extent>
span<const std::byte, detail::byte_extent<T, Extent>>
as_bytes(span<T, Extent> Elements) noexcept {
  return {reinterpret_cast<const std::byte *>(Elements.data()),
          Elements.size_bytes()};
}

template <typename T, size_t Extent,
          typename = std::enable_if_t<!std::is_const_v<T>>>
span<std::byte, detail::byte_extent<T, Extent>>
as_writable_bytes(span<T, Extent> Elements) noexcept {
  return {reinterpret_cast<std::byte *>(Elements.data()),
          Elements.size_bytes()};
}

template <typename T, size_t N> span(T (&)[N]) -> span<T, N>;
template <typename T, size_t N> span(std::array<T, N> &) -> span<T, N>;
template <typename T, size_t N>
span(const std::array<T, N> &) -> span<const T, N>;
template <typename Container>
span(Container &) -> span<
    std::remove_pointer_t<decltype(std::declval<Container &>().data())>>;

} // namespace sycl

#endif // SYCL_SPAN_HPP
