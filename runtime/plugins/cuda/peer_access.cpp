//===- peer_access.cpp - Access to another GPU's memory on CUDA -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Peer access is a property of a pair of primary contexts: enabling it in
// the device's context maps the peer's allocations, present and future,
// into the device's address space (cuCtxEnablePeerAccess). Copies between
// devices need none of it: with unified addressing cuMemcpyAsync copies
// between any two devices, through the host where they cannot reach each
// other.
//
//===----------------------------------------------------------------------===//
#include "cuda_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::cuda {

prism_result deviceCanAccessPeer(prism_device device, prism_device peer,
                                 uint32_t *canAccess) {
  *canAccess = 0;
  if (device == peer)
    return PRISM_SUCCESS;
  int can = 0;
  if (CUresult error = cu.deviceCanAccessPeer(&can, device->id, peer->id))
    return failCuda(error, "cuDeviceCanAccessPeer",
                    fmt::format("device_can_access_peer of '{}' to '{}'",
                                device->name, peer->name));
  *canAccess = can ? 1 : 0;
  return PRISM_SUCCESS;
}

prism_result contextSetPeerAccess(prism_context context, prism_device device,
                                  prism_device peer, uint32_t enable) {
  DeviceContext *member = findDevice(*context, device);
  DeviceContext *peerMember = findDevice(*context, peer);
  if (!member || !peerMember || device == peer)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("context_set_peer_access: '{}' and '{}' are not "
                            "two devices of the context",
                            device->name, peer->name));
  std::string where = fmt::format("context_set_peer_access of '{}' to '{}'",
                                  device->name, peer->name);
  if (CUresult error = makeCurrent(member->handle))
    return failCuda(error, "cuCtxSetCurrent", where);
  if (enable) {
    CUresult error = cu.ctxEnablePeerAccess(peerMember->handle, 0);
    if (error && error != CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED)
      return failCuda(error, "cuCtxEnablePeerAccess", where);
  } else {
    CUresult error = cu.ctxDisablePeerAccess(peerMember->handle);
    if (error && error != CUDA_ERROR_PEER_ACCESS_NOT_ENABLED)
      return failCuda(error, "cuCtxDisablePeerAccess", where);
  }
  return PRISM_SUCCESS;
}

} // namespace prism::cuda
