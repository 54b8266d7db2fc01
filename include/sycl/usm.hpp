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
#include "sycl/property_list.hpp"
#include "sycl/queue.hpp"

#include <cstddef>

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
/// Throws errc::invalid for a host allocation or a pointer the context did
/// not allocate.
device get_pointer_device(const void *Pointer, const context &Context);

} // namespace sycl

#endif // SYCL_USM_HPP
