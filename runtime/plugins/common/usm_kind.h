//===- usm_kind.h - Names of the USM kinds --------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The runtime core and every plugin name USM kinds in their messages the
// same way.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_COMMON_USM_KIND_H
#define PRISM_PLUGINS_COMMON_USM_KIND_H

#include <cstdint>

namespace prism {

/// "host", "device", "shared" for the prism_usm_kind values; "unknown" for
/// anything else.
const char *usmKindName(uint32_t Kind);

} // namespace prism

#endif // PRISM_PLUGINS_COMMON_USM_KIND_H
