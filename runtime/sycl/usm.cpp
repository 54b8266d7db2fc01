//===- usm.cpp - USM allocation, free and pointer queries
//------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "error_conversion.h"
#include "impl_access.h"
#include "type_mapping.h"

#include "core/logging.h"
#include "sycl/usm.hpp"

namespace sycl {

namespace detail {

namespace {
prism_usm_kind coreKind(usm::alloc Kind) {
  switch (Kind) {
  case usm::alloc::host:
    return PRISM_USM_HOST;
  case usm::alloc::device:
    return PRISM_USM_DEVICE;
  case usm::alloc::shared:
    return PRISM_USM_SHARED;
  case usm::alloc::unknown:
    break;
  }
  throw makeException(errc::invalid,
                      "sycl::malloc: usm::alloc::unknown is not a kind of "
                      "memory that can be allocated");
}
} // namespace

void *usm_allocate(size_t Alignment, size_t Bytes, const device *Device,
                   const context &Context, usm::alloc Kind) {
  if (Bytes == 0)
    return nullptr;
  try {
    return impl_access::get(Context)->allocate(
        coreKind(Kind), Bytes, Alignment,
        Device ? &impl_access::get(*Device) : nullptr);
  } catch (const prism::Error &Failure) {
    // SYCL 2020: a failed allocation returns nullptr.
    prism::log().debug("SYCL USM allocation of {} bytes failed: {}", Bytes,
                       Failure.what());
    return nullptr;
  }
}

} // namespace detail

void *malloc_device(size_t Bytes, const device &Device, const context &Context,
                    const property_list &) {
  return detail::usm_allocate(0, Bytes, &Device, Context, usm::alloc::device);
}
void *malloc_device(size_t Bytes, const queue &Queue, const property_list &) {
  return malloc_device(Bytes, Queue.get_device(), Queue.get_context());
}
void *aligned_alloc_device(size_t Alignment, size_t Bytes, const device &Device,
                           const context &Context, const property_list &) {
  return detail::usm_allocate(Alignment, Bytes, &Device, Context,
                              usm::alloc::device);
}
void *aligned_alloc_device(size_t Alignment, size_t Bytes, const queue &Queue,
                           const property_list &) {
  return aligned_alloc_device(Alignment, Bytes, Queue.get_device(),
                              Queue.get_context());
}

void *malloc_shared(size_t Bytes, const device &Device, const context &Context,
                    const property_list &) {
  return detail::usm_allocate(0, Bytes, &Device, Context, usm::alloc::shared);
}
void *malloc_shared(size_t Bytes, const queue &Queue, const property_list &) {
  return malloc_shared(Bytes, Queue.get_device(), Queue.get_context());
}
void *aligned_alloc_shared(size_t Alignment, size_t Bytes, const device &Device,
                           const context &Context, const property_list &) {
  return detail::usm_allocate(Alignment, Bytes, &Device, Context,
                              usm::alloc::shared);
}
void *aligned_alloc_shared(size_t Alignment, size_t Bytes, const queue &Queue,
                           const property_list &) {
  return aligned_alloc_shared(Alignment, Bytes, Queue.get_device(),
                              Queue.get_context());
}

void *malloc_host(size_t Bytes, const context &Context, const property_list &) {
  return detail::usm_allocate(0, Bytes, nullptr, Context, usm::alloc::host);
}
void *malloc_host(size_t Bytes, const queue &Queue, const property_list &) {
  return malloc_host(Bytes, Queue.get_context());
}
void *aligned_alloc_host(size_t Alignment, size_t Bytes, const context &Context,
                         const property_list &) {
  return detail::usm_allocate(Alignment, Bytes, nullptr, Context,
                              usm::alloc::host);
}
void *aligned_alloc_host(size_t Alignment, size_t Bytes, const queue &Queue,
                         const property_list &) {
  return aligned_alloc_host(Alignment, Bytes, Queue.get_context());
}

void *malloc(size_t Bytes, const device &Device, const context &Context,
             usm::alloc Kind, const property_list &) {
  return detail::usm_allocate(0, Bytes, &Device, Context, Kind);
}
void *malloc(size_t Bytes, const queue &Queue, usm::alloc Kind,
             const property_list &) {
  return malloc(Bytes, Queue.get_device(), Queue.get_context(), Kind);
}
void *aligned_alloc(size_t Alignment, size_t Bytes, const device &Device,
                    const context &Context, usm::alloc Kind,
                    const property_list &) {
  return detail::usm_allocate(Alignment, Bytes, &Device, Context, Kind);
}
void *aligned_alloc(size_t Alignment, size_t Bytes, const queue &Queue,
                    usm::alloc Kind, const property_list &) {
  return aligned_alloc(Alignment, Bytes, Queue.get_device(),
                       Queue.get_context(), Kind);
}

void free(void *Pointer, const context &Context) {
  try {
    detail::impl_access::get(Context)->free(Pointer);
  } catch (const prism::Error &Failure) {
    throw detail::toSyclException(Failure);
  }
}

void free(void *Pointer, const queue &Queue) {
  free(Pointer, Queue.get_context());
}

usm::alloc get_pointer_type(const void *Pointer, const context &Context) {
  const prism::Allocation *Found =
      detail::impl_access::get(Context)->find(Pointer);
  if (!Found)
    return usm::alloc::unknown;
  switch (Found->Kind) {
  case PRISM_USM_HOST:
    return usm::alloc::host;
  case PRISM_USM_DEVICE:
    return usm::alloc::device;
  case PRISM_USM_SHARED:
    return usm::alloc::shared;
  }
  return usm::alloc::unknown;
}

device get_pointer_device(const void *Pointer, const context &Context) {
  const prism::Allocation *Found =
      detail::impl_access::get(Context)->find(Pointer);
  if (!Found)
    throw detail::makeException(errc::invalid,
                                "sycl::get_pointer_device: the pointer was not "
                                "allocated in this context");
  // SYCL 2020 4.8.4: a host allocation answers the context's first device.
  if (!Found->Dev)
    return Context.get_devices().front();
  return detail::impl_access::makeDevice(*Found->Dev);
}

} // namespace sycl
