//===- sycl/buffer.hpp - sycl::buffer -------------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A buffer is a typed, shaped view of one piece of runtime-managed memory
// (detail::buffer_impl, in libsycl): the runtime keeps its copies on the
// host and the devices current and orders the commands that use it by the
// accessors they ask for. Copies of a buffer object share it; sub-buffers
// and reinterpreted buffers view part or all of their parent's memory.
//
// A buffer made from a non-const host pointer uses that memory as its host
// copy and writes the contents back to it when the last copy of the buffer
// goes (set_final_data and set_write_back change that); one made from a
// const pointer, iterators or a size has host memory of its own.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_BUFFER_HPP
#define SYCL_BUFFER_HPP

#include "sycl/access.hpp"
#include "sycl/detail/forward.hpp"
#include "sycl/id.hpp"
#include "sycl/property_list.hpp"
#include "sycl/range.hpp"

#include <cstddef>
#include <iterator>
#include <memory>
#include <type_traits>
#include <vector>

namespace sycl {

template <typename DataT, int Dimensions, access_mode AccessMode,
          target AccessTarget, access::placeholder IsPlaceholder>
class accessor;
template <typename DataT, int Dimensions, access_mode AccessMode>
class host_accessor;
class handler;

template <typename T> using buffer_allocator = std::allocator<T>;

namespace detail {

/// Entry points of libsycl for buffers of any type.
/// Bytes of memory; Initial, when not null, is copied in; HostMemory, when
/// not null, is used as the host copy (its contents current) and written
/// back to when the buffer goes.
std::shared_ptr<buffer_impl> make_buffer(size_t Bytes, const void *Initial,
                                         void *HostMemory);
/// Bytes at ByteOffset of Parent's memory. Throws errc::invalid when they
/// do not lie inside it.
std::shared_ptr<buffer_impl>
make_sub_buffer(const std::shared_ptr<buffer_impl> &Parent, size_t ByteOffset,
                size_t Bytes);
/// Where the contents go when the buffer goes; null: nowhere.
void set_final_data(buffer_impl &Buffer, void *Destination);
void set_write_back(buffer_impl &Buffer, bool WriteBack);
bool is_sub_buffer(const buffer_impl &Buffer);
/// Throws errc::invalid: What, then the size asked for and the size there.
[[noreturn]] void throw_size_mismatch(const char *What, size_t Have,
                                      size_t Want);
/// Throws errc::invalid: a sub-buffer outside its parent, or not one
/// contiguous piece of it.
[[noreturn]] void throw_bad_sub_buffer(const char *Why);

struct buffer_access;

} // namespace detail

template <typename T, int Dimensions = 1,
          typename AllocatorT = buffer_allocator<std::remove_const_t<T>>>
class buffer {
  static_assert(Dimensions >= 1 && Dimensions <= 3,
                "a SYCL buffer has 1, 2 or 3 dimensions");
  static_assert(std::is_trivially_copyable_v<std::remove_const_t<T>>,
                "a SYCL buffer's elements are copied as bytes: the element "
                "type must be trivially copyable");

public:
  using value_type = T;
  using reference = value_type &;
  using const_reference = const value_type &;
  using allocator_type = AllocatorT;

  buffer(const range<Dimensions> &Extent, const property_list & = {})
      : Impl(detail::make_buffer(Extent.size() * sizeof(T), nullptr, nullptr)),
        Extent(Extent) {}
  buffer(const range<Dimensions> &Extent, AllocatorT,
         const property_list &Props = {})
      : buffer(Extent, Props) {}

  /// Uses HostData as the host copy and writes back to it.
  template <typename U = T, typename = std::enable_if_t<!std::is_const_v<U>>>
  buffer(U *HostData, const range<Dimensions> &Extent,
         const property_list & = {})
      : Impl(detail::make_buffer(Extent.size() * sizeof(T), nullptr, HostData)),
        Extent(Extent) {}
  template <typename U = T, typename = std::enable_if_t<!std::is_const_v<U>>>
  buffer(U *HostData, const range<Dimensions> &Extent, AllocatorT,
         const property_list &Props = {})
      : buffer(HostData, Extent, Props) {}

  /// Copies HostData in; nothing is written back.
  buffer(const std::remove_const_t<T> *HostData,
         const range<Dimensions> &Extent, const property_list & = {})
      : Impl(detail::make_buffer(Extent.size() * sizeof(T), HostData, nullptr)),
        Extent(Extent) {}
  buffer(const std::remove_const_t<T> *HostData,
         const range<Dimensions> &Extent, AllocatorT,
         const property_list &Props = {})
      : buffer(HostData, Extent, Props) {}

  /// The elements of [First, Last), copied in; nothing is written back.
  template <typename InputIterator, int D = Dimensions,
            typename =
                std::enable_if_t<D == 1 && !std::is_integral_v<InputIterator> &&
                                 !std::is_pointer_v<InputIterator>>>
  buffer(InputIterator First, InputIterator Last,
         const property_list &Props = {})
      : buffer(std::vector<std::remove_const_t<T>>(First, Last), Props) {}

  /// A contiguous container (std::vector, std::array): used as the host
  /// copy and written back to, like a host pointer.
  template <typename Container, int D = Dimensions,
            typename = std::enable_if_t<
                D == 1 &&
                std::is_convertible_v<
                    decltype(std::data(std::declval<Container &>())), T *> &&
                !std::is_same_v<std::remove_cv_t<Container>, buffer>>>
  buffer(Container &Data, const property_list & = {})
      : Impl(detail::make_buffer(std::size(Data) * sizeof(T), nullptr,
                                 std::data(Data))),
        Extent(std::size(Data)) {}

  /// A sub-buffer: Extent elements of Parent from Offset, which must be one
  /// contiguous piece of it (whole rows, or part of one row).
  buffer(buffer &Parent, const id<Dimensions> &Offset,
         const range<Dimensions> &Extent)
      : Impl(detail::make_sub_buffer(Parent.Impl,
                                     subBufferOffset(Parent, Offset, Extent),
                                     Extent.size() * sizeof(T))),
        Extent(Extent) {}

  range<Dimensions> get_range() const { return Extent; }
  size_t size() const noexcept { return Extent.size(); }
  size_t byte_size() const noexcept { return size() * sizeof(T); }
  [[deprecated("use size()")]] size_t get_count() const { return size(); }
  [[deprecated("use byte_size()")]] size_t get_size() const {
    return byte_size();
  }
  AllocatorT get_allocator() const { return AllocatorT(); }
  bool is_sub_buffer() const { return detail::is_sub_buffer(*Impl); }

  template <access_mode Mode = access_mode::read_write,
            target Target = target::device>
  accessor<T, Dimensions, Mode, Target, access::placeholder::false_t>
  get_access(handler &Handler) {
    return {*this, Handler};
  }
  template <access_mode Mode = access_mode::read_write,
            target Target = target::device>
  accessor<T, Dimensions, Mode, Target, access::placeholder::false_t>
  get_access(handler &Handler, range<Dimensions> AccessRange,
             id<Dimensions> AccessOffset = {}) {
    return {*this, Handler, AccessRange, AccessOffset};
  }
  /// The SYCL 1.2.1 host accessor.
  template <access_mode Mode = access_mode::read_write>
  host_accessor<T, Dimensions, Mode> get_access() {
    return host_accessor<T, Dimensions, Mode>(*this);
  }
  template <access_mode Mode = access_mode::read_write>
  host_accessor<T, Dimensions, Mode>
  get_access(range<Dimensions> AccessRange, id<Dimensions> AccessOffset = {}) {
    return host_accessor<T, Dimensions, Mode>(*this, AccessRange, AccessOffset);
  }
  template <access_mode Mode = access_mode::read_write>
  host_accessor<T, Dimensions, Mode> get_host_access() {
    return host_accessor<T, Dimensions, Mode>(*this);
  }
  template <typename Tag>
  host_accessor<T, Dimensions, Tag::mode> get_host_access(Tag) {
    return host_accessor<T, Dimensions, Tag::mode>(*this);
  }

  /// Where the contents go when the buffer goes (null: nowhere).
  void set_final_data(std::remove_const_t<T> *Destination) {
    detail::set_final_data(*Impl, Destination);
  }
  void set_final_data(std::nullptr_t) {
    detail::set_final_data(*Impl, nullptr);
  }
  void set_write_back(bool Flag = true) { detail::set_write_back(*Impl, Flag); }

  /// The same memory as NewExtent elements of NewT; the byte sizes must be
  /// equal (errc::invalid otherwise).
  template <
      typename NewT, int NewDimensions,
      typename NewAllocatorT = buffer_allocator<std::remove_const_t<NewT>>>
  buffer<NewT, NewDimensions, NewAllocatorT>
  reinterpret(range<NewDimensions> NewExtent) const {
    if (NewExtent.size() * sizeof(NewT) != byte_size())
      detail::throw_size_mismatch(
          "sycl::buffer::reinterpret: the new view's byte size differs from "
          "the buffer's",
          byte_size(), NewExtent.size() * sizeof(NewT));
    return buffer<NewT, NewDimensions, NewAllocatorT>(Impl, NewExtent);
  }
  template <
      typename NewT, int NewDimensions = Dimensions,
      typename NewAllocatorT = buffer_allocator<std::remove_const_t<NewT>>,
      typename = std::enable_if_t<NewDimensions == 1>>
  buffer<NewT, 1, NewAllocatorT> reinterpret() const {
    if (byte_size() % sizeof(NewT))
      detail::throw_size_mismatch(
          "sycl::buffer::reinterpret: the buffer's byte size is not a "
          "multiple of the new element size",
          byte_size(), byte_size() / sizeof(NewT) * sizeof(NewT));
    return buffer<NewT, 1, NewAllocatorT>(Impl,
                                          range<1>(byte_size() / sizeof(NewT)));
  }

  template <typename Property> bool has_property() const noexcept {
    return false;
  }

  friend bool operator==(const buffer &L, const buffer &R) {
    return L.Impl == R.Impl && L.Extent == R.Extent;
  }
  friend bool operator!=(const buffer &L, const buffer &R) { return !(L == R); }

private:
  template <typename, int, typename> friend class buffer;
  friend struct detail::buffer_access;
  friend struct std::hash<buffer>;

  buffer(std::shared_ptr<detail::buffer_impl> Impl,
         const range<Dimensions> &Extent)
      : Impl(std::move(Impl)), Extent(Extent) {}
  buffer(std::vector<std::remove_const_t<T>> &&Values, const property_list &)
      : Impl(detail::make_buffer(Values.size() * sizeof(T), Values.data(),
                                 nullptr)),
        Extent(Values.size()) {}

  static size_t subBufferOffset(const buffer &Parent,
                                const id<Dimensions> &Offset,
                                const range<Dimensions> &Extent) {
    for (int I = 0; I < Dimensions; ++I)
      if (Offset[I] + Extent[I] > Parent.Extent[I] || Extent[I] == 0)
        detail::throw_bad_sub_buffer("its offset and range reach outside its "
                                     "parent, or are empty");
    // Contiguous: below the outermost dimension whose range is more than
    // one, every dimension is taken whole.
    int Outer = 0;
    while (Outer < Dimensions - 1 && Extent[Outer] == 1)
      ++Outer;
    for (int I = Outer + 1; I < Dimensions; ++I)
      if (Extent[I] != Parent.Extent[I])
        detail::throw_bad_sub_buffer("its elements are not one contiguous "
                                     "piece of the parent (take whole rows)");
    size_t Linear = 0;
    for (int I = 0; I < Dimensions; ++I)
      Linear = Linear * Parent.Extent[I] + Offset[I];
    return Linear * sizeof(T);
  }

  std::shared_ptr<detail::buffer_impl> Impl;
  range<Dimensions> Extent;
};

// Class template argument deduction, as SYCL 2020 lists it.
template <typename InputIterator>
buffer(InputIterator, InputIterator, const property_list & = {})
    -> buffer<typename std::iterator_traits<InputIterator>::value_type, 1>;
template <typename T, int Dimensions>
buffer(T *, const range<Dimensions> &, const property_list & = {})
    -> buffer<T, Dimensions>;
template <typename Container>
buffer(Container &, const property_list & = {})
    -> buffer<typename Container::value_type, 1>;

namespace detail {
/// What accessors and the handler need of a buffer.
struct buffer_access {
  template <typename T, int D, typename A>
  static const std::shared_ptr<buffer_impl> &impl(const buffer<T, D, A> &B) {
    return B.Impl;
  }
};
} // namespace detail

} // namespace sycl

template <typename T, int D, typename A>
struct std::hash<sycl::buffer<T, D, A>> {
  size_t operator()(const sycl::buffer<T, D, A> &B) const noexcept {
    return std::hash<const void *>()(B.Impl.get());
  }
};

#endif // SYCL_BUFFER_HPP
