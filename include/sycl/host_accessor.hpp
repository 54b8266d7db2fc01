//===- sycl/host_accessor.hpp - sycl::host_accessor -----------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Access to a buffer from host code. Making one waits until the commands it
// must follow have finished and the host copy is current; while it lives,
// commands that would conflict with it (any that write the buffer, and for
// a writing host accessor any that use it) are held back, and they go when
// it is destroyed. A second conflicting host accessor made in the same
// thread while the first is alive would wait forever: that is an
// errc::invalid exception instead.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_HOST_ACCESSOR_HPP
#define SYCL_HOST_ACCESSOR_HPP

#include "sycl/access.hpp"
#include "sycl/accessor.hpp"
#include "sycl/buffer.hpp"
#include "sycl/detail/accessor_box.hpp"
#include "sycl/detail/work_item_queries.hpp"
#include "sycl/id.hpp"
#include "sycl/item.hpp"
#include "sycl/property_list.hpp"
#include "sycl/range.hpp"

#include <cstddef>
#include <memory>
#include <type_traits>
#include <utility>

namespace sycl {

namespace detail {
/// A host accessor's hold on its buffer: made by waiting for the host copy;
/// ends (releasing the commands held back) when destroyed.
class host_access {
public:
  host_access(const buffer_impl *Buffer, access_mode Mode, bool NoInit);
  ~host_access();
  host_access(const host_access &) = delete;
  host_access &operator=(const host_access &) = delete;
  /// The host copy of the buffer's first element.
  void *data() const { return Data; }

private:
  std::shared_ptr<buffer_impl> Buffer;
  std::shared_ptr<prism::Event> Hold; // completed when the access ends
  void *Data = nullptr;
};
} // namespace detail

template <typename DataT, int Dimensions = 1,
          access_mode AccessMode =
              (std::is_const_v<DataT> ? access_mode::read
                                      : access_mode::read_write)>
class host_accessor : public detail::accessor_box<
                          host_accessor<DataT, Dimensions, AccessMode>,
                          std::conditional_t<AccessMode == access_mode::read,
                                             const std::remove_const_t<DataT>,
                                             std::remove_const_t<DataT>>,
                          Dimensions> {
  static_assert(Dimensions >= 0 && Dimensions <= 3,
                "Prism's host accessors have 0, 1, 2 or 3 dimensions");
  static constexpr bool ReadOnly = AccessMode == access_mode::read;
  /// A 0-dimensional accessor is of a buffer<T, 1> of one element.
  static constexpr int BufferDims = Dimensions == 0 ? 1 : Dimensions;
  using Element = std::remove_const_t<DataT>;
  using Box =
      detail::accessor_box<host_accessor,
                           std::conditional_t<ReadOnly, const Element, Element>,
                           Dimensions>;
  template <int D> using if_ranged_t = std::enable_if_t<(D > 0)>;

public:
  using value_type = std::conditional_t<ReadOnly, const Element, Element>;
  using reference = value_type &;
  using const_reference = const Element &;
  using typename Box::const_iterator;
  using typename Box::const_reverse_iterator;
  using typename Box::iterator;
  using typename Box::reverse_iterator;
  using size_type = size_t;
  using difference_type = std::ptrdiff_t;
  static constexpr int dimensions = Dimensions;

  /// An empty host accessor, to be assigned later.
  host_accessor() = default;

  template <typename AllocatorT>
  host_accessor(buffer<Element, BufferDims, AllocatorT> &Source,
                const property_list &Props = {})
      : host_accessor(Source, whole(Source), id<BufferDims>(), Props,
                      /*Whole=*/true) {}
  template <typename AllocatorT, typename Tag,
            typename = detail::enable_if_tag_t<Tag>>
  host_accessor(buffer<Element, BufferDims, AllocatorT> &Source, Tag,
                const property_list &Props = {})
      : host_accessor(Source, Props) {}
  template <typename AllocatorT, int D = Dimensions, typename = if_ranged_t<D>>
  host_accessor(buffer<Element, BufferDims, AllocatorT> &Source,
                range<BufferDims> Range, const property_list &Props = {})
      : host_accessor(Source, Range, id<BufferDims>(), Props) {}
  template <typename AllocatorT, typename Tag, int D = Dimensions,
            typename = detail::enable_if_tag_t<Tag>, typename = if_ranged_t<D>>
  host_accessor(buffer<Element, BufferDims, AllocatorT> &Source,
                range<BufferDims> Range, Tag, const property_list &Props = {})
      : host_accessor(Source, Range, Props) {}
  template <typename AllocatorT, int D = Dimensions, typename = if_ranged_t<D>>
  host_accessor(buffer<Element, BufferDims, AllocatorT> &Source,
                range<BufferDims> Range, id<BufferDims> Offset,
                const property_list &Props = {})
      : host_accessor(Source, Range, Offset, Props, /*Whole=*/false) {}
  template <typename AllocatorT, typename Tag, int D = Dimensions,
            typename = detail::enable_if_tag_t<Tag>, typename = if_ranged_t<D>>
  host_accessor(buffer<Element, BufferDims, AllocatorT> &Source,
                range<BufferDims> Range, id<BufferDims> Offset, Tag,
                const property_list &Props = {})
      : host_accessor(Source, Range, Offset, Props) {}

  /// The element of a 0-dimensional host accessor.
  template <int D = Dimensions, typename = std::enable_if_t<D == 0>>
  operator reference() const {
    return *data();
  }
  template <int D = Dimensions,
            typename = std::enable_if_t<D == 0 && !ReadOnly>>
  const host_accessor &operator=(const value_type &Value) const {
    *data() = Value;
    return *this;
  }
  template <int D = Dimensions,
            typename = std::enable_if_t<D == 0 && !ReadOnly>>
  const host_accessor &operator=(value_type &&Value) const {
    *data() = std::move(Value);
    return *this;
  }

  /// A read_write host accessor, or a read-only one of const or non-const
  /// elements, converts to a read-only host accessor of the same elements;
  /// both hold the access.
  template <typename OtherT, access_mode OtherMode,
            typename = std::enable_if_t<
                ReadOnly &&
                (OtherMode == access_mode::read ||
                 OtherMode == access_mode::read_write) &&
                std::is_same_v<std::remove_const_t<OtherT>, Element> &&
                !std::is_same_v<host_accessor<OtherT, Dimensions, OtherMode>,
                                host_accessor>>>
  host_accessor(const host_accessor<OtherT, Dimensions, OtherMode> &Other)
      : Box(Other.MemoryRange, Other.AccessOffset, Other.AccessRange),
        Access(Other.Access) {}

  value_type *get_pointer() const noexcept { return data(); }
  void swap(host_accessor &Other) noexcept {
    this->swap_box(Other);
    Access.swap(Other.Access);
  }

private:
  friend typename Box::base_type;
  template <typename, int, access_mode> friend class host_accessor;

  template <typename AllocatorT>
  host_accessor(buffer<Element, BufferDims, AllocatorT> &Source,
                range<BufferDims> Range, id<BufferDims> Offset,
                const property_list &Props, bool Whole)
      : Box(Source.get_range(), Offset, Range) {
    if (Dimensions == 0 && Source.size() != 1)
      detail::throw_size_mismatch("sycl::host_accessor: a 0-dimensional "
                                  "accessor needs a buffer of one element",
                                  Source.size(), 1);
    if (!Whole)
      detail::check_access_box(
          "sycl::host_accessor: its range and offset reach past the end of "
          "the buffer in a dimension",
          Box::MemoryRange, Offset, Range);
    Access = std::make_shared<detail::host_access>(
        detail::buffer_access::impl(Source).get(), AccessMode,
        Props.has_property<property::no_init>());
  }

  /// What a host accessor without a range accesses: all of the buffer, or
  /// for 0 dimensions its one element.
  template <typename AllocatorT>
  static range<BufferDims>
  whole(const buffer<Element, BufferDims, AllocatorT> &Source) {
    if constexpr (Dimensions == 0)
      return range<1>(1);
    else
      return Source.get_range();
  }
  value_type *data() const {
    return Access ? static_cast<value_type *>(Access->data()) : nullptr;
  }

  std::shared_ptr<detail::host_access> Access;
};

template <typename T, int D, typename A>
host_accessor(buffer<T, D, A> &, const property_list & = {})
    -> host_accessor<T, D, access_mode::read_write>;
template <typename T, int D, typename A, access_mode M, target Tg>
host_accessor(buffer<T, D, A> &, detail::mode_target_tag_t<M, Tg>,
              const property_list & = {}) -> host_accessor<T, D, M>;
template <typename T, int D, typename A>
host_accessor(buffer<T, D, A> &, range<D>, const property_list & = {})
    -> host_accessor<T, D, access_mode::read_write>;
template <typename T, int D, typename A, access_mode M, target Tg>
host_accessor(buffer<T, D, A> &, range<D>, detail::mode_target_tag_t<M, Tg>,
              const property_list & = {}) -> host_accessor<T, D, M>;
template <typename T, int D, typename A>
host_accessor(buffer<T, D, A> &, range<D>, id<D>, const property_list & = {})
    -> host_accessor<T, D, access_mode::read_write>;
template <typename T, int D, typename A, access_mode M, target Tg>
host_accessor(buffer<T, D, A> &, range<D>, id<D>,
              detail::mode_target_tag_t<M, Tg>, const property_list & = {})
    -> host_accessor<T, D, M>;

} // namespace sycl

#endif // SYCL_HOST_ACCESSOR_HPP
