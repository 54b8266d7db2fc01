//===- device_selector.h - PRISM_DEVICE_SELECTOR
//---------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The selector is a ';'-separated list of terms <backend>:<filters>, backend
// one of opencl, level_zero, cuda or *, filters a ','-separated list of cpu,
// gpu, acc (fpga), * or a device index within the backend. A device is
// visible when any term matches it. Parsing and matching are pure functions
// so that they are tested without devices.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_DEVICE_SELECTOR_H
#define PRISM_CORE_DEVICE_SELECTOR_H

#include "prism/plugin.h"

#include <string>
#include <vector>

namespace prism {

/// One filter of a term: a device type, any device, or an index.
struct DeviceFilter {
  enum class Kind { Any, Type, Index } What = Kind::Any;
  prism_device_type Type = PRISM_DEVICE_TYPE_CPU; // for Kind::Type
  unsigned Index = 0;                             // for Kind::Index
};

struct SelectorTerm {
  std::string Backend; // "opencl", "level_zero", "cuda" or "*"
  std::vector<DeviceFilter> Filters;
};

struct DeviceSelector {
  std::vector<SelectorTerm> Terms;
};

/// What matching needs to know of a device.
struct DeviceTraits {
  std::string Backend;
  unsigned BackendIndex;
  prism_device_type Type;
};

/// Parses a selector string. Throws Error(InvalidValue) naming the whole
/// selector and the part that is wrong.
DeviceSelector parseDeviceSelector(const std::string &Text);

/// Whether any term of the selector matches the device.
bool selectorMatches(const DeviceSelector &Selector,
                     const DeviceTraits &Device);

/// "cpu", "gpu" or "acc".
const char *deviceTypeName(prism_device_type Type);

} // namespace prism

#endif // PRISM_CORE_DEVICE_SELECTOR_H
