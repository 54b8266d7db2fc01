//===- peer_access.cpp - Access to another device's memory on Level Zero --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Whether one device reaches another's memory is zeDeviceCanAccessPeer,
// which the plugin does not call yet (its test driver has one device): it
// answers that no device reaches another, and refuses to enable it.
//
//===----------------------------------------------------------------------===//
#include "level_zero_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::level_zero {

prism_result deviceCanAccessPeer(prism_device, prism_device,
                                 uint32_t *canAccess) {
  *canAccess = 0;
  return PRISM_SUCCESS;
}

prism_result contextSetPeerAccess(prism_context, prism_device device,
                                  prism_device peer, uint32_t enable) {
  if (!enable)
    return PRISM_SUCCESS;
  return fail(PRISM_ERROR_UNSUPPORTED,
              fmt::format("context_set_peer_access: the Level Zero plugin "
                          "does not let device '{}' reach the memory of '{}'",
                          device->name, peer->name));
}

} // namespace prism::level_zero
