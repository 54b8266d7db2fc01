//===- sycl/usm.hpp - Unified shared memory allocation
//---------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The SYCL 2020 USM functions. As SYCL 2020 says, a failed allocation
// returns nullptr (the reason is logged at debug level); freeing a pointer
// the context did not allocate throws errc::invalid.
//
//===----------------------------------------------------------------------===//
#ifndef SYCL_USM_HPP
#define SYCL_USM_HPP

#include "sycl/context.hpp"
#include "sycl/device.hpp"
#include "sycl/exception.hpp"
#include "sycl/property_list.hpp"
#include "sycl/queue.hpp"

#include <cstddef>
#include <string>

namespace sycl {

namespace usm {
enum class alloc : char { host = 0, device = 1, shared = 2, unknown = 3 };
} // namespace usm

namespace detail {
/// Alignment 0 asks for the backend's default alignment. Device is null
/// for host allocations.
void *usm_allocate(size_t Alignment, size_t Bytes, const device *Device,
                   const context &Context, usm::alloc Kind);

/// Count * sizeof(T), or 0 when that overflows (so the allocation fails).
template <typename T> size_t usm_bytes(size_t Count) {
  return Count > static_cast<size_t>(-1) / sizeof(T) ? 0 : Count * sizeof(T);
}
} // namespace detail

// Untyped allocations.

void *malloc_device(size_t Bytes, const device &Device, const context &Context,
                    const property_list &Props = {});
void *malloc_device(size_t Bytes, const queue &Queue,
                    const property_list &Props = {});
void *aligned_alloc_device(size_t Alignment, size_t Bytes, const device &Device,
                           const context &Context,
                           const property_list &Props = {});
void *aligned_alloc_device(size_t Alignment, size_t Bytes, const queue &Queue,
                           const property_list &Props = {});

void *malloc_shared(size_t Bytes, const device &Device, const context &Context,
                    const property_list &Props = {});
void *malloc_shared(size_t Bytes, const queue &Queue,
                    const property_list &Props = {});
void *aligned_alloc_shared(size_t Alignment, size_t Bytes, const device &Device,
                           const context &Context,
                           const property_list &Props = {});
void *aligned_alloc_shared(size_t Alignment, size_t Bytes, const queue &Queue,
                           const property_list &Props = {});

void *malloc_host(size_t Bytes, const context &Context,
                  const property_list &Props = {});
void *malloc_host(size_t Bytes, const queue &Queue,
                  const property_list &Props = {});
void *aligned_alloc_host(size_t Alignment, size_t Bytes, const context &Context,
                         const property_list &Props = {});
void *aligned_alloc_host(size_t Alignment, size_t Bytes, const queue &Queue,
                         const property_list &Props = {});

void *malloc(size_t Bytes, const device &Device, const context &Context,
             usm::alloc Kind, const property_list &Props = {});
void *malloc(size_t Bytes, const queue &Queue, usm::alloc Kind,
             const property_list &Props = {});
void *aligned_alloc(size_t Alignment, size_t Bytes, const device &Device,
                    const context &Context, usm::alloc Kind,
                    const property_list &Props = {});
void *aligned_alloc(size_t Alignment, size_t Bytes, const queue &Queue,
                    usm::alloc Kind, const property_list &Props = {});

// Typed allocations: Count elements of T.

template <typename T>
T *malloc_device(size_t Count, const device &Device, const context &Context,
                 const property_list & = {}) {
  return static_cast<T *>(detail::usm_allocate(
      0, detail::usm_bytes<T>(Count), &Device, Context, usm::alloc::device));
}
template <typename T>
T *malloc_device(size_t Count, const queue &Queue, const property_list & = {}) {
  return malloc_device<T>(Count, Queue.get_device(), Queue.get_context());
}
template <typename T>
T *aligned_alloc_device(size_t Alignment, size_t Count, const device &Device,
                        const context &Context, const property_list & = {}) {
  return static_cast<T *>(
      detail::usm_allocate(Alignment, detail::usm_bytes<T>(Count), &Device,
                           Context, usm::alloc::device));
}
template <typename T>
T *aligned_alloc_device(size_t Alignment, size_t Count, const queue &Queue,
                        const property_list & = {}) {
  return aligned_alloc_device<T>(Alignment, Count, Queue.get_device(),
                                 Queue.get_context());
}

template <typename T>
T *malloc_shared(size_t Count, const device &Device, const context &Context,
                 const property_list & = {}) {
  return static_cast<T *>(detail::usm_allocate(
      0, detail::usm_bytes<T>(Count), &Device, Context, usm::alloc::shared));
}
template <typename T>
T *malloc_shared(size_t Count, const queue &Queue, const property_list & = {}) {
  return malloc_shared<T>(Count, Queue.get_device(), Queue.get_context());
}
template <typename T>
T *aligned_alloc_shared(size_t Alignment, size_t Count, const device &Device,
                        const context &Context, const property_list & = {}) {
  return static_cast<T *>(
      detail::usm_allocate(Alignment, detail::usm_bytes<T>(Count), &Device,
                           Context, usm::alloc::shared));
}
template <typename T>
T *aligned_alloc_shared(size_t Alignment, size_t Count, const queue &Queue,
                        const property_list & = {}) {
  return aligned_alloc_shared<T>(Alignment, Count, Queue.get_device(),
                                 Queue.get_context());
}

template <typename T>
T *malloc_host(size_t Count, const context &Context,
               const property_list & = {}) {
  return static_cast<T *>(detail::usm_allocate(
      0, detail::usm_bytes<T>(Count), nullptr, Context, usm::alloc::host));
}
template <typename T>
T *malloc_host(size_t Count, const queue &Queue, const property_list & = {}) {
  return malloc_host<T>(Count, Queue.get_context());
}
template <typename T>
T *aligned_alloc_host(size_t Alignment, size_t Count, const context &Context,
                      const property_list & = {}) {
  return static_cast<T *>(
      detail::usm_allocate(Alignment, detail::usm_bytes<T>(Count), nullptr,
                           Context, usm::alloc::host));
}
template <typename T>
T *aligned_alloc_host(size_t Alignment, size_t Count, const queue &Queue,
                      const property_list & = {}) {
  return aligned_alloc_host<T>(Alignment, Count, Queue.get_context());
}

template <typename T>
T *malloc(size_t Count, const device &Device, const context &Context,
          usm::alloc Kind, const property_list & = {}) {
  return static_cast<T *>(detail::usm_allocate(0, detail::usm_bytes<T>(Count),
                                               &Device, Context, Kind));
}
template <typename T>
T *malloc(size_t Count, const queue &Queue, usm::alloc Kind,
          const property_list & = {}) {
  return malloc<T>(Count, Queue.get_device(), Queue.get_context(), Kind);
}
template <typename T>
T *aligned_alloc(size_t Alignment, size_t Count, const device &Device,
                 const context &Context, usm::alloc Kind,
                 const property_list & = {}) {
  return static_cast<T *>(detail::usm_allocate(
      Alignment, detail::usm_bytes<T>(Count), &Device, Context, Kind));
}
template <typename T>
T *aligned_alloc(size_t Alignment, size_t Count, const queue &Queue,
                 usm::alloc Kind, const property_list & = {}) {
  return aligned_alloc<T>(Alignment, Count, Queue.get_device(),
                          Queue.get_context(), Kind);
}

/// Null is ignored. Throws errc::invalid for a pointer the context did not
/// allocate.
void free(void *Pointer, const context &Context);
void free(void *Pointer, const queue &Queue);

usm::alloc get_pointer_type(const void *Pointer, const context &Context);
/// The context's first device for a host allocation; throws errc::invalid
/// for a pointer the context did not allocate.
device get_pointer_device(const void *Pointer, const context &Context);

/// A standard allocator of USM memory of AllocKind (host or shared: the host
/// cannot reach device memory, so std containers cannot use it), for
/// std::vector and the like. Alignment 0 means alignof(T).
template <typename T, usm::alloc AllocKind, size_t Alignment = 0>
class usm_allocator {
  static_assert(AllocKind == usm::alloc::host ||
                    AllocKind == usm::alloc::shared,
                "sycl::usm_allocator allocates host or shared USM memory "
                "only: the host cannot reach usm::alloc::device memory");

public:
  using value_type = T;
  using size_type = size_t;
  using difference_type = std::ptrdiff_t;
  using propagate_on_container_copy_assignment = std::true_type;
  using propagate_on_container_move_assignment = std::true_type;
  using propagate_on_container_swap = std::true_type;
  template <typename U> struct rebind {
    using other = usm_allocator<U, AllocKind, Alignment>;
  };

  usm_allocator() = delete;
  usm_allocator(const context &Context, const device &Device,
                const property_list &Props = {})
      : Context(Context), Device(Device), Properties(Props) {}
  usm_allocator(const queue &Queue, const property_list &Props = {})
      : usm_allocator(Queue.get_context(), Queue.get_device(), Props) {}
  template <typename U>
  usm_allocator(const usm_allocator<U, AllocKind, Alignment> &Other) noexcept
      : Context(Other.Context), Device(Other.Device),
        Properties(Other.Properties) {}

  /// Throws errc::memory_allocation when the context cannot allocate.
  T *allocate(size_t Count) {
    void *Memory = detail::usm_allocate(
        alignment(), detail::usm_bytes<T>(Count),
        AllocKind == usm::alloc::host ? nullptr : &Device, Context, AllocKind);
    if (!Memory && Count)
      throw exception(make_error_code(errc::memory_allocation),
                      "sycl::usm_allocator: allocating " +
                          std::to_string(Count) + " elements of " +
                          std::to_string(sizeof(T)) + " bytes failed");
    return static_cast<T *>(Memory);
  }
  void deallocate(T *Pointer, size_t) {
    if (Pointer)
      sycl::free(Pointer, Context);
  }

  template <typename Property> bool has_property() const noexcept {
    return Properties.template has_property<Property>();
  }
  template <typename Property> Property get_property() const {
    return Properties.template get_property<Property>();
  }

  /// Equal allocators free each other's memory: same kind and alignment,
  /// same context and device.
  template <typename U, usm::alloc KindU, size_t AlignmentU>
  friend bool operator==(const usm_allocator &L,
                         const usm_allocator<U, KindU, AlignmentU> &R) {
    return L.same_memory_as(R);
  }
  template <typename U, usm::alloc KindU, size_t AlignmentU>
  friend bool operator!=(const usm_allocator &L,
                         const usm_allocator<U, KindU, AlignmentU> &R) {
    return !(L == R);
  }

private:
  template <typename U, usm::alloc KindU, size_t AlignmentU>
  friend class usm_allocator;

  template <typename U, usm::alloc KindU, size_t AlignmentU>
  bool same_memory_as(const usm_allocator<U, KindU, AlignmentU> &R) const {
    return AllocKind == KindU && Alignment == AlignmentU &&
           Context == R.Context && Device == R.Device;
  }
  static constexpr size_t alignment() {
    return Alignment > alignof(T) ? Alignment : alignof(T);
  }

  context Context;
  device Device;
  property_list Properties;
};

} // namespace sycl

#endif // SYCL_USM_HPP
