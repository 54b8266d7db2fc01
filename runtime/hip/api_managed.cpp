//===- api_managed.cpp - Managed memory: prefetches, advice, attachment ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Managed memory (hipMallocManaged, __managed__ variables) is the context's
// shared USM. Prefetches are commands of a stream, which the plugin turns
// into the backend's migration (CUDA's cuMemPrefetchAsync) or only orders
// (OpenCL, whose shared memory the device reaches where it lies); advice
// goes to the plugin as it is. hipStreamAttachMemAsync only orders: every
// device Prism runs on reaches managed memory concurrently with the host
// (concurrentManagedAccess), where attaching a range to a stream or to the
// host changes nothing.
//
//===----------------------------------------------------------------------===//
#include "device_state.h"
#include "hip_error.h"
#include "hip_stream.h"
#include "memory_checks.h"

#include "core/commands.h"
#include "core/plugin.h"

using namespace prism;
using namespace prism::hip;

namespace {

/// The device owning the managed allocation that holds Size bytes at Ptr;
/// throws hipErrorInvalidValue for anything else.
DeviceState &managedOwner(const void *Ptr, size_t Size) {
  require(Ptr, "null pointer");
  const Allocation *A = nullptr;
  DeviceState *Owner = deviceOwning(Ptr, &A);
  if (!Owner || A->Kind != PRISM_USM_SHARED)
    throw ApiError(hipErrorInvalidValue,
                   pointerText(Ptr) +
                       " is not managed memory (hipMallocManaged "
                       "or a __managed__ variable)");
  checkDeviceMemory("managed", Ptr, Size);
  return *Owner;
}

/// The device Ordinal names for managed memory of Owner's context, or null
/// for hipCpuDeviceId (the host).
Device *placeOf(int Ordinal, const DeviceState &Owner) {
  if (Ordinal == hipCpuDeviceId)
    return nullptr;
  DeviceState &State = deviceAt(Ordinal);
  if (State.context() != Owner.context())
    throw ApiError(hipErrorInvalidDevice,
                   "device " + std::to_string(Ordinal) + " ('" +
                       State.device().name() +
                       "') cannot reach memory of device " +
                       std::to_string(Owner.ordinal()) + " ('" +
                       Owner.device().name() + "')");
  return &State.device();
}

bool isAdvice(hipMemoryAdvise Advice) {
  return Advice >= hipMemAdviseSetReadMostly &&
         Advice <= hipMemAdviseUnsetAccessedBy;
}

} // namespace

extern "C" {

hipError_t hipMemPrefetchAsync(const void *Ptr, size_t Size, int Ordinal,
                               hipStream_t Handle) {
  return apiCall("hipMemPrefetchAsync", [&] {
    DeviceState &Owner = managedOwner(Ptr, Size);
    Device *To = placeOf(Ordinal, Owner);
    Stream &S = streamOf(Handle);
    require(S.owner().context() == Owner.context(),
            "the stream's device cannot reach the memory");
    S.submit([&](const std::vector<EventRef> &Deps) {
      return Prefetch{Ptr, Size, To}.submit(S.queue(), Deps);
    });
    return hipSuccess;
  });
}

hipError_t hipMemAdvise(const void *Ptr, size_t Size, hipMemoryAdvise Advice,
                        int Ordinal) {
  return apiCall("hipMemAdvise", [&] {
    DeviceState &Owner = managedOwner(Ptr, Size);
    require(isAdvice(Advice), "unknown advice " + std::to_string(Advice));
    // Read-mostly advice names no device.
    const bool NamesDevice = Advice != hipMemAdviseSetReadMostly &&
                             Advice != hipMemAdviseUnsetReadMostly;
    Device *For = NamesDevice ? placeOf(Ordinal, Owner) : nullptr;
    Plugin &P = Owner.device().plugin();
    P.check(P.api().usm_advise(Owner.context()->handle(), Ptr, Size,
                               static_cast<uint32_t>(Advice),
                               For ? For->handle() : nullptr),
            "advising on managed memory");
    return hipSuccess;
  });
}

hipError_t hipStreamAttachMemAsync(hipStream_t Handle, void *Ptr, size_t Size,
                                   unsigned Flags) {
  return apiCall("hipStreamAttachMemAsync", [&] {
    require(Flags == hipMemAttachGlobal || Flags == hipMemAttachHost ||
                Flags == hipMemAttachSingle,
            "flags must be hipMemAttachGlobal, hipMemAttachHost or "
            "hipMemAttachSingle");
    streamOf(Handle);
    // Size 0 names the whole allocation.
    managedOwner(Ptr, Size ? Size : 1);
    return hipSuccess;
  });
}

} // extern "C"
