//===- device_selector.h - PRISM_DEVICE_SELECTOR, ONEAPI_DEVICE_SELECTOR --===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// One grammar, DPC++'s ONEAPI_DEVICE_SELECTOR, read from either variable:
// a ';'-separated list of terms [!]<backend>:<filters>, backend one of
// opencl, level_zero, cuda, hip, native_cpu or *, filters a ','-separated
// list of cpu, gpu, fpga (or acc), * or a device index within the backend;
// names are case-insensitive. A term without '!' accepts the devices it
// matches, one with '!' discards them; discard terms come last. A device is
// visible when an accept term matches it (or there are none) and no discard
// term does. Parsing and matching are pure functions so that they are tested
// without devices.
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
  bool Discard = false; // written "!<backend>:<filters>"
  /// "opencl", "level_zero", "cuda", "hip", "native_cpu" or "*", in lower
  /// case. Prism has no hip or native_cpu backend: such terms match nothing.
  std::string Backend;
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

/// Parses the selector Text that the environment variable Variable holds.
/// Throws Error(InvalidValue) naming the variable, the whole selector and
/// the part that is wrong.
DeviceSelector parseDeviceSelector(const std::string &Text,
                                   const std::string &Variable);

/// Whether the selector leaves the device visible.
bool selectorMatches(const DeviceSelector &Selector,
                     const DeviceTraits &Device);

/// Whether the selector may leave some device of Backend visible: false when
/// it accepts only other backends or discards all of Backend, so that its
/// plugin need not be loaded.
bool selectorMayMatchBackend(const DeviceSelector &Selector,
                             const std::string &Backend);

/// "cpu", "gpu" or "acc".
const char *deviceTypeName(prism_device_type Type);

} // namespace prism

#endif // PRISM_CORE_DEVICE_SELECTOR_H
