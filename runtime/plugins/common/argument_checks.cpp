//===- argument_checks.cpp - The plugin ABI's argument checks, once -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// What every entry of include/prism/plugin.h refuses before a backend sees
// it. Each check names the entry and the argument; handles are told apart
// by their tags (handle_magic.h), so no backend state is read here.
//
//===----------------------------------------------------------------------===//
#include "argument_checks.h"
#include "handle_magic.h"
#include "plugin_support.h"
#include "usm_kind.h"

#include <spdlog/fmt/fmt.h>

namespace prism::plugin::checks {
namespace {

// The name plugin.h gives each handle kind in messages.
template <class Handle> constexpr const char *handleKind();
template <> constexpr const char *handleKind<prism_platform_t>() {
  return "platform";
}
template <> constexpr const char *handleKind<prism_device_t>() {
  return "device";
}
template <> constexpr const char *handleKind<prism_context_t>() {
  return "context";
}
template <> constexpr const char *handleKind<prism_queue_t>() {
  return "queue";
}
template <> constexpr const char *handleKind<prism_event_t>() {
  return "event";
}
template <> constexpr const char *handleKind<prism_program_t>() {
  return "program";
}
template <> constexpr const char *handleKind<prism_kernel_t>() {
  return "kernel";
}
template <> constexpr const char *handleKind<prism_graph_t>() {
  return "graph";
}

/// INVALID_HANDLE unless H is a live handle of its kind: "<entry>: null or
/// foreign <kind> handle".
template <class Handle>
prism_result handle(const Handle *H, const char *Entry) {
  if (isValid(H))
    return PRISM_SUCCESS;
  return fail(PRISM_ERROR_INVALID_HANDLE,
              fmt::format("{}: null or foreign {} handle", Entry,
                          handleKind<Handle>()));
}

/// A handle that may be null (the host, the context's first device).
template <class Handle>
prism_result optionalHandle(const Handle *H, const char *Entry) {
  if (!H || isValid(H))
    return PRISM_SUCCESS;
  return fail(
      PRISM_ERROR_INVALID_HANDLE,
      fmt::format("{}: foreign {} handle", Entry, handleKind<Handle>()));
}

prism_result invalid(const char *Entry, const char *Problem) {
  return fail(PRISM_ERROR_INVALID_VALUE, fmt::format("{}: {}", Entry, Problem));
}

/// The events a command waits for: Count handles at List.
prism_result waitList(uint32_t Count, const prism_event *List,
                      const char *Entry) {
  if (!Count)
    return PRISM_SUCCESS;
  if (!List)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("{}: the wait list count is {} but the list is "
                            "null",
                            Entry, Count));
  for (uint32_t I = 0; I < Count; ++I)
    if (!isValid(List[I]))
      return fail(PRISM_ERROR_INVALID_HANDLE,
                  fmt::format("{}: wait list event {} is a null or foreign "
                              "handle",
                              Entry, I));
  return PRISM_SUCCESS;
}

/// handle() for each of Hs in order, up to the first that fails.
template <class... Handles>
prism_result handles(const char *Entry, const Handles *...Hs) {
  prism_result Result = PRISM_SUCCESS;
  ((Result = Result ? Result : handle(Hs, Entry)), ...);
  return Result;
}

} // namespace

prism_result platformGet(uint32_t Capacity, prism_platform *Platforms,
                         uint32_t *) {
  if (Capacity && !Platforms)
    return invalid("platform_get",
                   "capacity is non-zero but the output array is null");
  return PRISM_SUCCESS;
}

prism_result platformGetInfo(prism_platform Platform, prism_platform_info,
                             size_t, void *, size_t *) {
  return handle(Platform, "platform_get_info");
}

prism_result deviceGet(prism_platform Platform, uint32_t Capacity,
                       prism_device *Devices, uint32_t *) {
  if (prism_result Result = handle(Platform, "device_get"))
    return Result;
  if (Capacity && !Devices)
    return invalid("device_get",
                   "capacity is non-zero but the output array is null");
  return PRISM_SUCCESS;
}

prism_result deviceGetInfo(prism_device Device, prism_device_info, size_t,
                           void *, size_t *) {
  return handle(Device, "device_get_info");
}

prism_result contextCreate(uint32_t DeviceCount, const prism_device *Devices,
                           prism_context *Context) {
  if (!Context)
    return invalid("context_create", "the output context pointer is null");
  if (!DeviceCount || !Devices)
    return invalid("context_create", "a context needs at least one device");
  for (uint32_t I = 0; I < DeviceCount; ++I)
    if (!isValid(Devices[I]))
      return fail(PRISM_ERROR_INVALID_HANDLE,
                  fmt::format("context_create: device {} is a null or foreign "
                              "handle",
                              I));
  return PRISM_SUCCESS;
}

prism_result contextRelease(prism_context Context) {
  return handle(Context, "context_release");
}

prism_result queueCreate(prism_context Context, prism_device Device,
                         uint32_t Flags, prism_queue *Queue) {
  constexpr const char *Entry = "queue_create";
  if (!Queue)
    return invalid(Entry, "the output queue pointer is null");
  if (prism_result Result = handles(Entry, Context, Device))
    return Result;
  if (Flags & ~static_cast<uint32_t>(PRISM_QUEUE_FLAG_PROFILING))
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("queue_create: unknown flags {:#x}", Flags));
  return PRISM_SUCCESS;
}

prism_result queueFinish(prism_queue Queue) {
  return handle(Queue, "queue_finish");
}

prism_result queueRelease(prism_queue Queue) {
  return handle(Queue, "queue_release");
}

prism_result usmAlloc(prism_context Context, prism_device Device, uint32_t Kind,
                      size_t Size, size_t Alignment, void **Pointer) {
  constexpr const char *Entry = "usm_alloc";
  if (!Pointer)
    return invalid(Entry, "the output pointer is null");
  if (prism_result Result = handle(Context, Entry))
    return Result;
  if (Kind != PRISM_USM_HOST && Kind != PRISM_USM_DEVICE &&
      Kind != PRISM_USM_SHARED)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("usm_alloc: unknown USM kind {}", Kind));
  // Host memory may name no device: the context's first then.
  if (Kind != PRISM_USM_HOST && !isValid(Device))
    return fail(PRISM_ERROR_INVALID_HANDLE,
                fmt::format("usm_alloc: {} memory needs a valid device handle",
                            usmKindName(Kind)));
  if (prism_result Result = optionalHandle(Device, Entry))
    return Result;
  if (!Size)
    return invalid(Entry, "size is zero");
  if (Alignment & (Alignment - 1))
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("usm_alloc: alignment {} is not a power of two",
                            Alignment));
  return PRISM_SUCCESS;
}

prism_result usmFree(prism_context Context, void *) {
  return handle(Context, "usm_free");
}

prism_result enqueueMemcpy(prism_queue Queue, void *Destination,
                           const void *Source, size_t Size, uint32_t WaitCount,
                           const prism_event *WaitList, prism_event *) {
  constexpr const char *Entry = "enqueue_memcpy";
  if (prism_result Result = handle(Queue, Entry))
    return Result;
  if (Size && (!Destination || !Source))
    return invalid(Entry, "null source or destination");
  return waitList(WaitCount, WaitList, Entry);
}

prism_result enqueueFill(prism_queue Queue, void *Destination,
                         const void *Pattern, size_t PatternSize, size_t Size,
                         uint32_t WaitCount, const prism_event *WaitList,
                         prism_event *) {
  constexpr const char *Entry = "enqueue_fill";
  if (prism_result Result = handle(Queue, Entry))
    return Result;
  if (!Destination || !Pattern)
    return invalid(Entry, "null destination or pattern");
  if (!PatternSize || PatternSize > 128 || (PatternSize & (PatternSize - 1)) ||
      Size % PatternSize)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("enqueue_fill: pattern size {} must be a power of "
                            "two up to 128 that divides the size {}",
                            PatternSize, Size));
  return waitList(WaitCount, WaitList, Entry);
}

prism_result programCreate(prism_context Context, prism_device Device, uint32_t,
                           const void *Image, size_t Size, const char *,
                           prism_program *Program) {
  constexpr const char *Entry = "program_create";
  if (!Program)
    return invalid(Entry, "the output program pointer is null");
  if (prism_result Result = handles(Entry, Context, Device))
    return Result;
  if (!Image || !Size)
    return invalid(Entry, "the image is null or empty");
  return PRISM_SUCCESS;
}

prism_result programRelease(prism_program Program) {
  return handle(Program, "program_release");
}

prism_result kernelCreate(prism_program Program, const char *Name,
                          prism_kernel *Kernel) {
  constexpr const char *Entry = "kernel_create";
  if (!Kernel)
    return invalid(Entry, "the output kernel pointer is null");
  if (prism_result Result = handle(Program, Entry))
    return Result;
  if (!Name || !*Name)
    return invalid(Entry, "the kernel name is null or empty");
  return PRISM_SUCCESS;
}

prism_result kernelRelease(prism_kernel Kernel) {
  return handle(Kernel, "kernel_release");
}

prism_result enqueueLaunch(prism_queue Queue, prism_kernel Kernel,
                           const prism_launch_config *Config, uint32_t ArgCount,
                           const prism_kernel_arg *Args, uint32_t WaitCount,
                           const prism_event *WaitList, prism_event *) {
  constexpr const char *Entry = "enqueue_launch";
  if (prism_result Result = handles(Entry, Queue, Kernel))
    return Result;
  if (!Config || Config->work_dim < 1 || Config->work_dim > 3)
    return invalid(Entry, "the launch configuration is null or its work_dim "
                          "is not 1, 2 or 3");
  if (ArgCount && !Args)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("enqueue_launch: {} arguments but a null argument "
                            "list",
                            ArgCount));
  return waitList(WaitCount, WaitList, Entry);
}

prism_result eventWait(uint32_t Count, const prism_event *Events) {
  return waitList(Count, Events, "event_wait");
}

prism_result eventGetStatus(prism_event Event, uint32_t *Status) {
  if (prism_result Result = handle(Event, "event_get_status"))
    return Result;
  if (!Status)
    return invalid("event_get_status", "the output status pointer is null");
  return PRISM_SUCCESS;
}

prism_result eventGetProfiling(prism_event Event, prism_profiling_info What,
                               uint64_t *Nanoseconds) {
  constexpr const char *Entry = "event_get_profiling";
  if (prism_result Result = handle(Event, Entry))
    return Result;
  if (!Nanoseconds)
    return invalid(Entry, "the output pointer is null");
  if (What != PRISM_PROFILING_SUBMIT && What != PRISM_PROFILING_START &&
      What != PRISM_PROFILING_END)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("event_get_profiling: unknown query {}",
                            static_cast<int>(What)));
  return PRISM_SUCCESS;
}

prism_result eventRelease(prism_event Event) {
  return handle(Event, "event_release");
}

prism_result kernelGetInfo(prism_kernel Kernel, prism_device Device,
                           prism_kernel_info, size_t, void *, size_t *) {
  if (!isValid(Kernel) || !isValid(Device))
    return fail(PRISM_ERROR_INVALID_HANDLE,
                "kernel_get_info: null or foreign kernel or device handle");
  return PRISM_SUCCESS;
}

prism_result programGetGlobal(prism_program Program, const char *Name,
                              void **Address, size_t *) {
  if (prism_result Result = handle(Program, "program_get_global"))
    return Result;
  if (!Name || !Address)
    return invalid("program_get_global", "null name or address output");
  return PRISM_SUCCESS;
}

prism_result usmHostRegister(prism_context Context, void *Pointer,
                             size_t Size) {
  if (prism_result Result = handle(Context, "usm_host_register"))
    return Result;
  if (!Pointer || !Size)
    return invalid("usm_host_register", "null pointer or zero size");
  return PRISM_SUCCESS;
}

prism_result usmHostUnregister(prism_context Context, void *Pointer) {
  if (prism_result Result = handle(Context, "usm_host_unregister"))
    return Result;
  if (!Pointer)
    return invalid("usm_host_unregister", "null pointer");
  return PRISM_SUCCESS;
}

prism_result deviceCanAccessPeer(prism_device Device, prism_device Peer,
                                 uint32_t *CanAccess) {
  constexpr const char *Entry = "device_can_access_peer";
  if (prism_result Result = handles(Entry, Device, Peer))
    return Result;
  if (!CanAccess)
    return invalid(Entry, "the output pointer is null");
  return PRISM_SUCCESS;
}

prism_result contextSetPeerAccess(prism_context Context, prism_device Device,
                                  prism_device Peer, uint32_t) {
  constexpr const char *Entry = "context_set_peer_access";
  return handles(Entry, Context, Device, Peer);
}

prism_result enqueueUsmPrefetch(prism_queue Queue, const void *Pointer,
                                size_t Size, prism_device Device,
                                uint32_t WaitCount, const prism_event *WaitList,
                                prism_event *) {
  constexpr const char *Entry = "enqueue_usm_prefetch";
  if (prism_result Result = handle(Queue, Entry))
    return Result;
  if (prism_result Result = optionalHandle(Device, Entry))
    return Result;
  if (Size && !Pointer)
    return invalid(Entry, "null pointer");
  return waitList(WaitCount, WaitList, Entry);
}

prism_result usmAdvise(prism_context Context, const void *Pointer, size_t Size,
                       uint32_t Advice, prism_device Device) {
  constexpr const char *Entry = "usm_advise";
  if (prism_result Result = handle(Context, Entry))
    return Result;
  if (prism_result Result = optionalHandle(Device, Entry))
    return Result;
  if (!Pointer || !Size)
    return invalid(Entry, "null pointer or size 0");
  if (Advice < PRISM_USM_ADVICE_SET_READ_MOSTLY ||
      Advice > PRISM_USM_ADVICE_UNSET_ACCESSED_BY)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("usm_advise: unknown advice {}", Advice));
  return PRISM_SUCCESS;
}

prism_result graphCreate(prism_context Context, prism_device Device,
                         uint32_t NodeCount, const prism_graph_node *Nodes,
                         prism_graph *Graph) {
  constexpr const char *Entry = "graph_create";
  if (!Graph || (NodeCount && !Nodes))
    return invalid(Entry, "null output graph or node list");
  return handles(Entry, Context, Device);
}

prism_result enqueueGraph(prism_queue Queue, prism_graph Graph,
                          uint32_t WaitCount, const prism_event *WaitList,
                          prism_event *) {
  constexpr const char *Entry = "enqueue_graph";
  if (prism_result Result = handles(Entry, Queue, Graph))
    return Result;
  return waitList(WaitCount, WaitList, Entry);
}

prism_result graphRelease(prism_graph Graph) {
  return handle(Graph, "graph_release");
}

prism_result enqueueMarker(prism_queue Queue, uint32_t WaitCount,
                           const prism_event *WaitList, prism_event *OutEvent) {
  constexpr const char *Entry = "enqueue_marker";
  if (prism_result Result = handle(Queue, Entry))
    return Result;
  if (!OutEvent)
    return invalid(Entry, "null out_event");
  return waitList(WaitCount, WaitList, Entry);
}

prism_result programCreateSpecialized(
    prism_context Context, prism_device Device, uint32_t Format,
    const void *Image, size_t Size, const char *Options, uint32_t ConstantCount,
    const prism_specialization_constant *Constants, prism_program *Program) {
  constexpr const char *Entry = "program_create_specialized";
  if (prism_result Result =
          programCreate(Context, Device, Format, Image, Size, Options, Program))
    return Result;
  if (ConstantCount && !Constants)
    return invalid(Entry, "constant_count is not 0 but constants is null");
  for (uint32_t I = 0; I < ConstantCount; ++I)
    if (!Constants[I].value || !Constants[I].size)
      return fail(PRISM_ERROR_INVALID_VALUE,
                  fmt::format("{}: constant {} (SpecId {}) has no value", Entry,
                              I, Constants[I].id));
  return PRISM_SUCCESS;
}

} // namespace prism::plugin::checks
