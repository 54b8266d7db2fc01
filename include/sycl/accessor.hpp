//===- sycl/accessor.hpp - sycl::accessor for buffers ---------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// An accessor names a buffer, how a command uses it (the access mode) and
// which part (an access range and offset). Made with a handler, it adds the
// buffer to the command group's requirements, from which the runtime orders
// the command and moves the data; made without one it is a placeholder, and
// handler::require adds it.
//
// The accessor travels into the kernel inside the kernel functor's bytes,
// so it is trivially copyable and has the same layout on host and device.
// Its data pointer is not known when it is made: the runtime chooses the
// memory at submission, then finds the accessor in the functor's bytes by
// its slot's buffer and tag (detail::accessor_slot) and writes the pointer
// there. That works for accessors captured directly or inside other
// objects, and for placeholders, whose copy in the functor was taken before
// require.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_ACCESSOR_HPP
#define SYCL_ACCESSOR_HPP

#include "sycl/access.hpp"
#include "sycl/buffer.hpp"
#include "sycl/detail/accessor_box.hpp"
#include "sycl/detail/accessor_slot.hpp"
#include "sycl/detail/work_item_queries.hpp"
#include "sycl/handler.hpp"
#include "sycl/id.hpp"
#include "sycl/item.hpp"
#include "sycl/local_accessor.hpp"
#include "sycl/multi_ptr.hpp"
#include "sycl/property_list.hpp"
#include "sycl/range.hpp"

#include <cstddef>
#include <type_traits>
#include <utility>

namespace sycl {

namespace detail {

/// The tags of SYCL 2020 (read_only, write_only, ...): a mode and a target.
template <access_mode Mode, target Target = target::device>
struct mode_target_tag_t {
  static constexpr access_mode mode = Mode;
  static constexpr target target_value = Target;
};

template <typename T> struct is_mode_target_tag : std::false_type {};
template <access_mode Mode, target Target>
struct is_mode_target_tag<mode_target_tag_t<Mode, Target>> : std::true_type {};
template <typename T>
using enable_if_tag_t = std::enable_if_t<is_mode_target_tag<T>::value>;

} // namespace detail

inline constexpr detail::mode_target_tag_t<access_mode::read> read_only;
inline constexpr detail::mode_target_tag_t<access_mode::read_write> read_write;
inline constexpr detail::mode_target_tag_t<access_mode::write> write_only;
inline constexpr detail::mode_target_tag_t<access_mode::read, target::host_task>
    read_only_host_task;
inline constexpr detail::mode_target_tag_t<access_mode::read_write,
                                           target::host_task>
    read_write_host_task;
inline constexpr detail::mode_target_tag_t<access_mode::write,
                                           target::host_task>
    write_only_host_task;

template <typename DataT, int Dimensions = 1,
          access_mode AccessMode =
              (std::is_const_v<DataT> ? access_mode::read
                                      : access_mode::read_write),
          target AccessTarget = target::device,
          access::placeholder IsPlaceholder = access::placeholder::false_t>
class accessor
    : public detail::accessor_box<
          accessor<DataT, Dimensions, AccessMode, AccessTarget, IsPlaceholder>,
          std::conditional_t<AccessMode == access_mode::read,
                             const std::remove_const_t<DataT>,
                             std::remove_const_t<DataT>>,
          Dimensions> {
  static_assert(Dimensions >= 0 && Dimensions <= 3,
                "Prism's buffer accessors have 0, 1, 2 or 3 dimensions");
  static_assert(AccessTarget == target::device ||
                    AccessTarget == target::host_task ||
                    AccessTarget == target::constant_buffer,
                "this accessor target is not supported: use host_accessor "
                "on the host and local_accessor for local memory");
  static_assert(AccessMode != access_mode::atomic,
                "access_mode::atomic is deprecated: use sycl::atomic_ref on "
                "a read_write accessor");
  static_assert(!std::is_const_v<DataT> || AccessMode == access_mode::read,
                "an accessor of const elements can only read");

  static constexpr bool ReadOnly = AccessMode == access_mode::read;
  /// A 0-dimensional accessor is of a buffer<T, 1> of one element.
  static constexpr int BufferDims = Dimensions == 0 ? 1 : Dimensions;
  using Element = std::remove_const_t<DataT>;
  using Box =
      detail::accessor_box<accessor,
                           std::conditional_t<ReadOnly, const Element, Element>,
                           Dimensions>;
  using Box::AccessOffset;
  using Box::AccessRange;
  using Box::MemoryRange;
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
  static constexpr access_mode mode = AccessMode;
  template <access::decorated IsDecorated>
  using accessor_ptr =
      multi_ptr<value_type, access::address_space::global_space, IsDecorated>;

  /// A placeholder that names no buffer: empty, to be assigned later.
  accessor() = default;

  template <typename AllocatorT>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source, handler &Handler,
           const property_list &Props = {})
      : accessor(Source, Props) {
    register_with(Handler);
  }
  template <typename AllocatorT, typename Tag,
            typename = detail::enable_if_tag_t<Tag>>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source, handler &Handler,
           Tag, const property_list &Props = {})
      : accessor(Source, Handler, Props) {}
  template <typename AllocatorT, int D = Dimensions, typename = if_ranged_t<D>>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source, handler &Handler,
           range<BufferDims> Range, const property_list &Props = {})
      : accessor(Source, Range, id<BufferDims>(), Props) {
    register_with(Handler);
  }
  template <typename AllocatorT, typename Tag, int D = Dimensions,
            typename = detail::enable_if_tag_t<Tag>, typename = if_ranged_t<D>>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source, handler &Handler,
           range<BufferDims> Range, Tag, const property_list &Props = {})
      : accessor(Source, Handler, Range, Props) {}
  template <typename AllocatorT, int D = Dimensions, typename = if_ranged_t<D>>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source, handler &Handler,
           range<BufferDims> Range, id<BufferDims> Offset,
           const property_list &Props = {})
      : accessor(Source, Range, Offset, Props) {
    register_with(Handler);
  }
  template <typename AllocatorT, typename Tag, int D = Dimensions,
            typename = detail::enable_if_tag_t<Tag>, typename = if_ranged_t<D>>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source, handler &Handler,
           range<BufferDims> Range, id<BufferDims> Offset, Tag,
           const property_list &Props = {})
      : accessor(Source, Handler, Range, Offset, Props) {}

  // Placeholders: handler::require adds them to a command group.
  template <typename AllocatorT>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source,
           const property_list &Props = {})
      : accessor(Source, whole(Source), id<BufferDims>(), Props,
                 /*Whole=*/true) {}
  template <typename AllocatorT, typename Tag,
            typename = detail::enable_if_tag_t<Tag>>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source, Tag,
           const property_list &Props = {})
      : accessor(Source, Props) {}
  template <typename AllocatorT, int D = Dimensions, typename = if_ranged_t<D>>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source,
           range<BufferDims> Range, const property_list &Props = {})
      : accessor(Source, Range, id<BufferDims>(), Props) {}
  template <typename AllocatorT, typename Tag, int D = Dimensions,
            typename = detail::enable_if_tag_t<Tag>, typename = if_ranged_t<D>>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source,
           range<BufferDims> Range, Tag, const property_list &Props = {})
      : accessor(Source, Range, id<BufferDims>(), Props) {}
  template <typename AllocatorT, int D = Dimensions, typename = if_ranged_t<D>>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source,
           range<BufferDims> Range, id<BufferDims> Offset,
           const property_list &Props = {})
      : accessor(Source, Range, Offset, Props, /*Whole=*/false) {}
  template <typename AllocatorT, typename Tag, int D = Dimensions,
            typename = detail::enable_if_tag_t<Tag>, typename = if_ranged_t<D>>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source,
           range<BufferDims> Range, id<BufferDims> Offset, Tag,
           const property_list &Props = {})
      : accessor(Source, Range, Offset, Props) {}

  /// The element of a 0-dimensional accessor.
  template <int D = Dimensions, typename = std::enable_if_t<D == 0>>
  operator reference() const {
    return *data();
  }
  template <int D = Dimensions,
            typename = std::enable_if_t<D == 0 && !ReadOnly>>
  const accessor &operator=(const value_type &Value) const {
    *data() = Value;
    return *this;
  }
  template <int D = Dimensions,
            typename = std::enable_if_t<D == 0 && !ReadOnly>>
  const accessor &operator=(value_type &&Value) const {
    *data() = std::move(Value);
    return *this;
  }

  /// A read_write accessor, or a read-only one of const or non-const
  /// elements, converts to a read-only accessor of the same elements (to
  /// pass it where only reads are wanted).
  template <typename OtherT, access_mode OtherMode,
            access::placeholder OtherPlaceholder,
            typename = std::enable_if_t<
                ReadOnly &&
                (OtherMode == access_mode::read ||
                 OtherMode == access_mode::read_write) &&
                std::is_same_v<std::remove_const_t<OtherT>, Element> &&
                !std::is_same_v<accessor<OtherT, Dimensions, OtherMode,
                                         AccessTarget, OtherPlaceholder>,
                                accessor>>>
  accessor(const accessor<OtherT, Dimensions, OtherMode, AccessTarget,
                          OtherPlaceholder> &Other)
      : Box(Other.MemoryRange, Other.AccessOffset, Other.AccessRange),
        Slot(Other.Slot), NoInit(Other.NoInit), Placeholder(Other.Placeholder) {
  }

  bool is_placeholder() const noexcept { return Placeholder; }
  /// The buffer's first element, whatever the access offset (SYCL 2020).
  value_type *get_pointer() const noexcept { return data(); }
  /// get_pointer() as a multi_ptr. SYCL gives IsDecorated no default;
  /// Prism's (no) lets get_multi_ptr<>() compile as it does with DPC++.
  template <access::decorated IsDecorated = access::decorated::no>
  accessor_ptr<IsDecorated> get_multi_ptr() const noexcept {
    return accessor_ptr<IsDecorated>(data());
  }
  void swap(accessor &Other) noexcept { std::swap(*this, Other); }

  friend bool operator==(const accessor &L, const accessor &R) {
    return L.Slot.Buffer == R.Slot.Buffer && L.AccessOffset == R.AccessOffset &&
           L.AccessRange == R.AccessRange;
  }
  friend bool operator!=(const accessor &L, const accessor &R) {
    return !(L == R);
  }

private:
  friend class handler;
  template <typename, int, access_mode, target, access::placeholder>
  friend class accessor;
  friend typename Box::base_type;

  template <typename AllocatorT>
  accessor(buffer<Element, BufferDims, AllocatorT> &Source,
           range<BufferDims> Range, id<BufferDims> Offset,
           const property_list &Props, bool Whole)
      : Box(Source.get_range(), Offset, Range),
        Slot{nullptr, detail::buffer_access::impl(Source).get(),
             detail::accessor_slot_tag},
        NoInit(Props.has_property<property::no_init>()) {
    if (Dimensions == 0 && Source.size() != 1)
      detail::throw_size_mismatch("sycl::accessor: a 0-dimensional accessor "
                                  "needs a buffer of one element",
                                  Source.size(), 1);
    if (!Whole)
      detail::check_access_box("sycl::accessor: its range and offset reach "
                               "past the end of the buffer in a dimension",
                               MemoryRange, Offset, Range);
  }

  /// What an accessor without a range accesses: all of the buffer, or for
  /// 0 dimensions its one element.
  template <typename AllocatorT>
  static range<BufferDims>
  whole(const buffer<Element, BufferDims, AllocatorT> &Source) {
    if constexpr (Dimensions == 0)
      return range<1>(1);
    else
      return Source.get_range();
  }
  void register_with(handler &Handler) {
    // no_init on part of a buffer would lose the rest of it.
    Handler.add_requirement(Slot.Buffer, AccessMode,
                            NoInit && AccessRange == MemoryRange);
    Placeholder = false;
  }
  value_type *data() const { return static_cast<value_type *>(Slot.Data); }

  detail::accessor_slot Slot{nullptr, nullptr, detail::accessor_slot_tag};
  bool NoInit = false;
  bool Placeholder = true;
};

/// The SYCL 1.2.1 local accessor, target::local: a local_accessor (made
/// from a range and the handler), as in DPC++.
template <typename DataT, int Dimensions, access_mode AccessMode,
          access::placeholder IsPlaceholder>
class accessor<DataT, Dimensions, AccessMode, target::local, IsPlaceholder>
    : public local_accessor<DataT, Dimensions> {
  static_assert(AccessMode == access_mode::read_write ||
                    AccessMode == access_mode::atomic,
                "a target::local accessor is read_write (or atomic)");

public:
  using local_accessor<DataT, Dimensions>::local_accessor;
  static constexpr access_mode mode = AccessMode;
};

// Class template argument deduction (SYCL 2020, 4.7.6.9.1).
template <typename T, int D, typename A>
accessor(buffer<T, D, A> &, handler &, const property_list & = {})
    -> accessor<T, D, access_mode::read_write, target::device>;
template <typename T, int D, typename A, access_mode M, target Tg>
accessor(buffer<T, D, A> &, handler &, detail::mode_target_tag_t<M, Tg>,
         const property_list & = {}) -> accessor<T, D, M, Tg>;
template <typename T, int D, typename A>
accessor(buffer<T, D, A> &, handler &, range<D>, const property_list & = {})
    -> accessor<T, D, access_mode::read_write, target::device>;
template <typename T, int D, typename A, access_mode M, target Tg>
accessor(buffer<T, D, A> &, handler &, range<D>,
         detail::mode_target_tag_t<M, Tg>, const property_list & = {})
    -> accessor<T, D, M, Tg>;
template <typename T, int D, typename A>
accessor(buffer<T, D, A> &, handler &, range<D>, id<D>,
         const property_list & = {})
    -> accessor<T, D, access_mode::read_write, target::device>;
template <typename T, int D, typename A, access_mode M, target Tg>
accessor(buffer<T, D, A> &, handler &, range<D>, id<D>,
         detail::mode_target_tag_t<M, Tg>, const property_list & = {})
    -> accessor<T, D, M, Tg>;
template <typename T, int D, typename A>
accessor(buffer<T, D, A> &, const property_list & = {})
    -> accessor<T, D, access_mode::read_write, target::device>;
template <typename T, int D, typename A, access_mode M, target Tg>
accessor(buffer<T, D, A> &, detail::mode_target_tag_t<M, Tg>,
         const property_list & = {}) -> accessor<T, D, M, Tg>;
template <typename T, int D, typename A>
accessor(buffer<T, D, A> &, range<D>, const property_list & = {})
    -> accessor<T, D, access_mode::read_write, target::device>;
template <typename T, int D, typename A, access_mode M, target Tg>
accessor(buffer<T, D, A> &, range<D>, detail::mode_target_tag_t<M, Tg>,
         const property_list & = {}) -> accessor<T, D, M, Tg>;
template <typename T, int D, typename A>
accessor(buffer<T, D, A> &, range<D>, id<D>, const property_list & = {})
    -> accessor<T, D, access_mode::read_write, target::device>;
template <typename T, int D, typename A, access_mode M, target Tg>
accessor(buffer<T, D, A> &, range<D>, id<D>, detail::mode_target_tag_t<M, Tg>,
         const property_list & = {}) -> accessor<T, D, M, Tg>;

} // namespace sycl

#endif // SYCL_ACCESSOR_HPP
