//===- api_peer.cpp - Several devices: peer access and copies between them ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Two devices reach each other's memory when they belong to one plugin
// and one context (every device of a platform shares its default context)
// and the plugin says so: CUDA asks the driver (and maps the peer's memory
// on hipDeviceEnablePeerAccess), OpenCL devices of one platform share their
// context's USM with nothing to enable. Devices of different platforms
// never do: enabling access is hipErrorPeerAccessUnsupported, and copies
// between them go through host memory.
//
//===----------------------------------------------------------------------===//
#include "device_state.h"
#include "hip_error.h"
#include "hip_stream.h"
#include "memory_checks.h"

#include "core/commands.h"
#include "core/plugin.h"

#include <tuple>
#include <vector>

using namespace prism;
using namespace prism::hip;

namespace {

bool canAccessPeer(const DeviceState &State, const DeviceState &Peer) {
  if (&State == &Peer || State.context() != Peer.context())
    return false;
  const Device &Dev = State.device();
  uint32_t Can = 0;
  Dev.plugin().check(Dev.plugin().api().device_can_access_peer(
                         Dev.handle(), Peer.device().handle(), &Can),
                     "asking whether a device reaches another's memory");
  return Can != 0;
}

/// Checks that Size bytes at Ptr are memory of device State; Role names the
/// pointer in the message.
void checkMemoryOf(const DeviceState &State, const char *Role, const void *Ptr,
                   size_t Size) {
  checkDeviceMemory(Role, Ptr, Size);
  if (deviceOwning(Ptr) != &State)
    throw ApiError(hipErrorInvalidValue, std::string("the ") + Role + " " +
                                             pointerText(Ptr) +
                                             " is not memory of device " +
                                             std::to_string(State.ordinal()));
}

/// The peer copy as a command of S, after the last commands of both
/// devices' null streams: one context, so one backend copy (the CUDA driver
/// copies between GPUs with or without peer access).
void copyInContext(Stream &S, void *Dst, DeviceState &DstState, const void *Src,
                   DeviceState &SrcState, size_t Size) {
  std::vector<EventRef> Devices;
  for (DeviceState *State : {&DstState, &SrcState})
    if (EventRef Last = State->nullStreamLast())
      Devices.push_back(Last);
  S.submit([&](const std::vector<EventRef> &Deps) {
    std::vector<EventRef> All = Deps;
    All.insert(All.end(), Devices.begin(), Devices.end());
    return Copy{Dst, Src, Size}.submit(S.queue(), All);
  });
}

/// The peer copy between two contexts: after S's work, the source device
/// copies into host memory and the destination device from it, each on its
/// null stream; the host waits for both.
void copyThroughHost(Stream &S, void *Dst, DeviceState &DstState,
                     const void *Src, DeviceState &SrcState, size_t Size) {
  if (EventRef Last = S.last())
    Last->wait();
  std::vector<char> Staging(Size);
  for (auto [State, To, From] :
       {std::make_tuple(&SrcState, static_cast<void *>(Staging.data()), Src),
        std::make_tuple(&DstState, Dst,
                        static_cast<const void *>(Staging.data()))}) {
    Stream &Null = State->nullStream();
    Null.submit([&, To = To, From = From](const std::vector<EventRef> &Deps) {
      return Copy{To, From, Size}.submit(Null.queue(), Deps);
    });
    Null.last()->wait();
  }
}

hipError_t copyPeer(void *Dst, int DstDevice, const void *Src, int SrcDevice,
                    size_t Size, hipStream_t Handle, bool Synchronous) {
  DeviceState &DstState = deviceAt(DstDevice);
  DeviceState &SrcState = deviceAt(SrcDevice);
  if (Size == 0)
    return hipSuccess;
  checkMemoryOf(DstState, "destination", Dst, Size);
  checkMemoryOf(SrcState, "source", Src, Size);
  Stream &S = streamOf(Handle);
  if (DstState.context() != SrcState.context()) {
    copyThroughHost(S, Dst, DstState, Src, SrcState, Size);
    return hipSuccess;
  }
  copyInContext(S, Dst, DstState, Src, SrcState, Size);
  if (Synchronous)
    S.last()->wait();
  return hipSuccess;
}

} // namespace

extern "C" {

hipError_t hipDeviceCanAccessPeer(int *CanAccess, int Ordinal, int Peer) {
  return apiCall("hipDeviceCanAccessPeer", [&] {
    require(CanAccess, "null output");
    *CanAccess = canAccessPeer(deviceAt(Ordinal), deviceAt(Peer));
    return hipSuccess;
  });
}

hipError_t hipDeviceEnablePeerAccess(int Peer, unsigned Flags) {
  return apiCall("hipDeviceEnablePeerAccess", [&] {
    require(Flags == 0, "flags must be 0");
    DeviceState &State = currentDevice();
    DeviceState &PeerState = deviceAt(Peer);
    if (&State == &PeerState)
      throw ApiError(hipErrorInvalidDevice,
                     "device " + std::to_string(Peer) +
                         " is the current device, not a peer");
    if (!canAccessPeer(State, PeerState))
      throw ApiError(hipErrorPeerAccessUnsupported,
                     "device " + std::to_string(State.ordinal()) + " ('" +
                         State.device().name() + "') cannot reach device " +
                         std::to_string(Peer) + " ('" +
                         PeerState.device().name() +
                         "'); hipMemcpyPeer still copies between them");
    if (!State.setPeerAccess(PeerState, true))
      throw ApiError(hipErrorPeerAccessAlreadyEnabled,
                     "access to device " + std::to_string(Peer) +
                         " is enabled already");
    return hipSuccess;
  });
}

hipError_t hipDeviceDisablePeerAccess(int Peer) {
  return apiCall("hipDeviceDisablePeerAccess", [&] {
    DeviceState &State = currentDevice();
    if (!State.setPeerAccess(deviceAt(Peer), false))
      throw ApiError(hipErrorPeerAccessNotEnabled, "access to device " +
                                                       std::to_string(Peer) +
                                                       " was not enabled");
    return hipSuccess;
  });
}

hipError_t hipMemcpyPeer(void *Dst, int DstDevice, const void *Src,
                         int SrcDevice, size_t Size) {
  return apiCall("hipMemcpyPeer", [&] {
    return copyPeer(Dst, DstDevice, Src, SrcDevice, Size, nullptr, true);
  });
}

hipError_t hipMemcpyPeerAsync(void *Dst, int DstDevice, const void *Src,
                              int SrcDevice, size_t Size, hipStream_t Stream) {
  return apiCall("hipMemcpyPeerAsync", [&] {
    return copyPeer(Dst, DstDevice, Src, SrcDevice, Size, Stream, false);
  });
}

} // extern "C"
