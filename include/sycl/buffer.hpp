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
#include "sycl/context.hpp"
#include "sycl/detail/forward.hpp"
#include "sycl/device_copyable.hpp"
#include "sycl/id.hpp"
#include "sycl/property_list.hpp"
#include "sycl/range.hpp"

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <functional>
#include <iterator>
#include <memory>
#include <mutex>
#include <type_traits>
#include <utility>
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
/// Where the contents go when the buffer goes: Writer gets them.
void set_final_writer(buffer_impl &Buffer,
                      std::function<void(const void *)> Writer);
/// Keeps HostData (the host memory of a buffer made from a std::shared_ptr)
/// alive until the buffer has written back to it.
void keep_host_data(buffer_impl &Buffer, std::shared_ptr<const void> HostData);
/// Held while the contents are written back.
void set_host_mutex(buffer_impl &Buffer, std::mutex *Mutex);
/// Commands of queues of other contexts than Context may not use Buffer
/// (errc::invalid).
void bind_to_context(buffer_impl &Buffer, const context &Context);
void set_write_back(buffer_impl &Buffer, bool WriteBack);
bool is_sub_buffer(const buffer_impl &Buffer);
/// Throws errc::invalid: What, then the size asked for and the size there.
[[noreturn]] void throw_size_mismatch(const char *What, size_t Have,
                                      size_t Want);
/// Throws errc::invalid: a sub-buffer outside its parent, or not one
/// contiguous piece of it.
[[noreturn]] void throw_bad_sub_buffer(const char *Why);

struct buffer_access;

template <typename T> struct is_shared_ptr : std::false_type {};
template <typename T>
struct is_shared_ptr<std::shared_ptr<T>> : std::true_type {};
template <typename T>
inline constexpr bool is_shared_ptr_v = is_shared_ptr<T>::value;
template <typename T> struct is_weak_ptr : std::false_type {};
template <typename T> struct is_weak_ptr<std::weak_ptr<T>> : std::true_type {};
template <typename T>
inline constexpr bool is_weak_ptr_v = is_weak_ptr<T>::value;

} // namespace detail

namespace property::buffer {
/// The buffer shares its host memory with the program through Mutex: the
/// runtime holds it whenever it reads or writes that memory.
class use_mutex {
public:
  static constexpr unsigned flag = detail::property_use_mutex;
  explicit use_mutex(std::mutex &Mutex) : Mutex(&Mutex) {}
  std::mutex *get_mutex_ptr() const { return Mutex; }

private:
  std::mutex *Mutex;
};
/// Only queues of Context may use the buffer.
class context_bound {
public:
  static constexpr unsigned flag = detail::property_context_bound;
  explicit context_bound(context Context) : Context(std::move(Context)) {}
  context get_context() const { return Context; }

private:
  context Context;
};
} // namespace property::buffer

template <> struct is_property<property::buffer::use_mutex> : std::true_type {};
template <>
struct is_property<property::buffer::context_bound> : std::true_type {};

template <typename T, int Dimensions = 1,
          typename AllocatorT = buffer_allocator<std::remove_const_t<T>>>
class buffer {
  static_assert(Dimensions >= 1 && Dimensions <= 3,
                "a SYCL buffer has 1, 2 or 3 dimensions");
  static_assert(is_device_copyable_v<std::remove_const_t<T>>,
                "a SYCL buffer's elements are copied as bytes: the element "
                "type must be device copyable (trivially copyable, or "
                "declared so by specializing sycl::is_device_copyable)");

public:
  using value_type = T;
  using reference = value_type &;
  using const_reference = const value_type &;
  using allocator_type = AllocatorT;

  buffer(const range<Dimensions> &Extent, const property_list &Props = {})
      : Impl(detail::make_buffer(Extent.size() * sizeof(T), nullptr, nullptr)),
        Extent(Extent), Props(Props) {
    apply_properties();
  }
  buffer(const range<Dimensions> &Extent, AllocatorT,
         const property_list &Props = {})
      : buffer(Extent, Props) {}

  /// Uses HostData as the host copy and writes back to it (with use_mutex,
  /// copies it in and writes back holding the mutex).
  template <typename U = T, typename = std::enable_if_t<!std::is_const_v<U>>>
  buffer(U *HostData, const range<Dimensions> &Extent,
         const property_list &Props = {})
      : Impl(host_memory_buffer(HostData, Extent.size(), Props)),
        Extent(Extent), Props(Props) {
    apply_properties();
  }
  template <typename U = T, typename = std::enable_if_t<!std::is_const_v<U>>>
  buffer(U *HostData, const range<Dimensions> &Extent, AllocatorT,
         const property_list &Props = {})
      : buffer(HostData, Extent, Props) {}

  /// Copies HostData in; nothing is written back.
  buffer(const std::remove_const_t<T> *HostData,
         const range<Dimensions> &Extent, const property_list &Props = {})
      : Impl(detail::make_buffer(Extent.size() * sizeof(T), HostData, nullptr)),
        Extent(Extent), Props(Props) {
    apply_properties();
  }
  buffer(const std::remove_const_t<T> *HostData,
         const range<Dimensions> &Extent, AllocatorT,
         const property_list &Props = {})
      : buffer(HostData, Extent, Props) {}

  /// Shares HostData with the program: the buffer keeps it alive, uses it
  /// as the host copy and writes back to it, as for a pointer; a
  /// std::shared_ptr of const elements is copied in.
  template <typename U, typename = std::enable_if_t<std::is_same_v<
                            std::remove_const_t<std::remove_extent_t<U>>,
                            std::remove_const_t<T>>>>
  buffer(const std::shared_ptr<U> &HostData, const range<Dimensions> &Extent,
         const property_list &Props = {})
      : buffer(HostData.get(), Extent, Props) {
    detail::keep_host_data(*Impl, HostData);
  }
  template <typename U, typename = std::enable_if_t<std::is_same_v<
                            std::remove_const_t<std::remove_extent_t<U>>,
                            std::remove_const_t<T>>>>
  buffer(const std::shared_ptr<U> &HostData, const range<Dimensions> &Extent,
         AllocatorT, const property_list &Props = {})
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
  buffer(Container &Data, const property_list &Props = {})
      : Impl(host_memory_buffer(std::data(Data), std::size(Data), Props)),
        Extent(std::size(Data)), Props(Props) {
    apply_properties();
  }
  /// A const contiguous container: copied in, nothing written back.
  template <typename Container, int D = Dimensions,
            typename = std::enable_if_t<
                D == 1 &&
                std::is_convertible_v<
                    decltype(std::data(std::declval<const Container &>())),
                    const T *> &&
                !std::is_same_v<Container, buffer>>>
  buffer(const Container &Data, const property_list &Props = {})
      : buffer(std::data(Data), range<1>(std::size(Data)), Props) {}

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
  /// The SYCL 2020 forms: accessor{*this, Args...}, deduced as the
  /// accessor constructors are (a handler, a range, an offset, a tag,
  /// properties).
  template <typename... Ts> auto get_access(Ts &&...Args) {
    return accessor{*this, std::forward<Ts>(Args)...};
  }
  template <typename... Ts> auto get_host_access(Ts &&...Args) {
    return host_accessor{*this, std::forward<Ts>(Args)...};
  }

  /// Where the contents go when the buffer goes: a pointer (null:
  /// nowhere), a std::shared_ptr or std::weak_ptr (if it has not expired
  /// by then), or an output iterator.
  template <typename Destination = std::nullptr_t>
  void set_final_data(Destination Final = nullptr) {
    using Element = std::remove_const_t<T>;
    if constexpr (std::is_same_v<Destination, std::nullptr_t>) {
      detail::set_final_data(*Impl, nullptr);
    } else if constexpr (std::is_pointer_v<Destination>) {
      static_assert(!std::is_const_v<std::remove_pointer_t<Destination>>,
                    "set_final_data: the destination must be writable");
      detail::set_final_data(*Impl, Final);
    } else if constexpr (detail::is_shared_ptr_v<Destination>) {
      detail::set_final_writer(
          *Impl, [Final, Bytes = byte_size()](const void *Contents) {
            if (Final)
              std::memcpy(Final.get(), Contents, Bytes);
          });
    } else if constexpr (detail::is_weak_ptr_v<Destination>) {
      detail::set_final_writer(
          *Impl, [Final, Bytes = byte_size()](const void *Contents) {
            if (auto Alive = Final.lock())
              std::memcpy(Alive.get(), Contents, Bytes);
          });
    } else {
      detail::set_final_writer(
          *Impl, [Final, Count = size()](const void *Contents) {
            const auto *First = static_cast<const Element *>(Contents);
            std::copy(First, First + Count, Final);
          });
    }
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
    return Props.has_property<Property>();
  }
  /// Throws errc::invalid when the buffer was not made with Property.
  template <typename Property> Property get_property() const {
    return Props.get_property<Property>();
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
  buffer(std::vector<std::remove_const_t<T>> &&Values,
         const property_list &Props)
      : buffer(static_cast<const std::remove_const_t<T> *>(Values.data()),
               range<1>(Values.size()), Props) {}

  /// The buffer of Count elements whose host memory is HostData.
  static std::shared_ptr<detail::buffer_impl>
  host_memory_buffer(std::remove_const_t<T> *HostData, size_t Count,
                     const property_list &Props) {
    const size_t Bytes = Count * sizeof(T);
    if (!Props.has_property<property::buffer::use_mutex>())
      return detail::make_buffer(Bytes, nullptr, HostData);
    // The runtime touches HostData only holding the mutex: to copy it in
    // now and to write back when the buffer goes.
    std::mutex *Mutex =
        Props.get_property<property::buffer::use_mutex>().get_mutex_ptr();
    std::lock_guard<std::mutex> Guard(*Mutex);
    std::shared_ptr<detail::buffer_impl> Made =
        detail::make_buffer(Bytes, HostData, nullptr);
    detail::set_final_data(*Made, HostData);
    detail::set_host_mutex(*Made, Mutex);
    return Made;
  }
  void apply_properties() {
    if (Props.has_property<property::buffer::context_bound>())
      detail::bind_to_context(
          *Impl,
          Props.get_property<property::buffer::context_bound>().get_context());
  }

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
  property_list Props;
};

template <typename T, int D, typename A>
struct is_property_of<property::buffer::use_host_ptr, buffer<T, D, A>>
    : std::true_type {};
template <typename T, int D, typename A>
struct is_property_of<property::buffer::use_mutex, buffer<T, D, A>>
    : std::true_type {};
template <typename T, int D, typename A>
struct is_property_of<property::buffer::context_bound, buffer<T, D, A>>
    : std::true_type {};

// Class template argument deduction, as SYCL 2020 lists it.
template <typename InputIterator>
buffer(InputIterator, InputIterator, const property_list & = {})
    -> buffer<typename std::iterator_traits<InputIterator>::value_type, 1>;
template <typename T, int Dimensions>
buffer(T *, const range<Dimensions> &, const property_list & = {})
    -> buffer<T, Dimensions>;
template <typename T, int Dimensions>
buffer(const T *, const range<Dimensions> &, const property_list & = {})
    -> buffer<T, Dimensions>;
template <typename T, int Dimensions>
buffer(const std::shared_ptr<T> &, const range<Dimensions> &,
       const property_list & = {})
    -> buffer<std::remove_const_t<std::remove_extent_t<T>>, Dimensions>;
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
