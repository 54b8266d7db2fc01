//===- peer_access.cpp - Access to another device's memory on OpenCL ------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// USM (SVM or Intel USM) belongs to a context, and every device of the
// context may use it, so two devices of one platform reach each other's
// memory as soon as they share a context and there is nothing to enable.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

#include <spdlog/fmt/fmt.h>

#include <algorithm>

namespace prism::opencl {

prism_result deviceCanAccessPeer(prism_device device, prism_device peer,
                                 uint32_t *canAccess) {
  *canAccess = device != peer && device->platform == peer->platform &&
               device->usmKinds && peer->usmKinds;
  return PRISM_SUCCESS;
}

prism_result contextSetPeerAccess(prism_context context, prism_device device,
                                  prism_device peer, uint32_t enable) {
  auto inContext = [&](prism_device d) {
    return std::find(context->devices.begin(), context->devices.end(), d) !=
           context->devices.end();
  };
  if (!inContext(device) || !inContext(peer) || device == peer)
    return fail(PRISM_ERROR_INVALID_VALUE,
                fmt::format("context_set_peer_access: '{}' and '{}' are not "
                            "two devices of the context",
                            device->name, peer->name));
  (void)enable; // The context's memory is every member's.
  return PRISM_SUCCESS;
}

} // namespace prism::opencl
