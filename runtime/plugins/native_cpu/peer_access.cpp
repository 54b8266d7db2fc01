//===- peer_access.cpp - Peer access on the native CPU platform -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The platform has one device, so it has no peer; its memory is host memory,
// which other backends' devices reach as such (host USM), not as a peer's.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"

#include <spdlog/fmt/fmt.h>

namespace prism::native_cpu {

prism_result deviceCanAccessPeer(prism_device, prism_device,
                                 uint32_t *canAccess) {
  *canAccess = 0;
  return PRISM_SUCCESS;
}

prism_result contextSetPeerAccess(prism_context, prism_device device,
                                  prism_device peer, uint32_t) {
  return fail(PRISM_ERROR_UNSUPPORTED,
              fmt::format("context_set_peer_access: '{}' and '{}' are not two "
                          "devices of the native CPU platform, which has one",
                          device->name, peer->name));
}

} // namespace prism::native_cpu
