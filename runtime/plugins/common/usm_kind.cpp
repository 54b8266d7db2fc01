//===- usm_kind.cpp - Names of the USM kinds ------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "usm_kind.h"

#include "prism/plugin.h"

namespace prism {

const char *usmKindName(uint32_t Kind) {
  switch (Kind) {
  case PRISM_USM_HOST:
    return "host";
  case PRISM_USM_DEVICE:
    return "device";
  case PRISM_USM_SHARED:
    return "shared";
  default:
    return "unknown";
  }
}

} // namespace prism
