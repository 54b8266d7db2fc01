//===- argument_checks.h - The plugin ABI's argument checks, once ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A layer in front of every plugin: each entry of prism_plugin_api first
// runs its check here (null, foreign or released handles, null outputs,
// enumerations out of range, wait lists, sizes the ABI forbids), with one
// message for every backend, and reaches the plugin's own function only
// with arguments known good. What needs a backend's state (is the device in
// the context, can it build this format) stays in the plugin. Unified
// Runtime's validation layer is the model; ours is always on, since these
// checks cost a few compares per call.
//
// A plugin builds its table from checked_plugin_entries.inc (plugin.cpp), so
// a new entry point or a new plugin gets its checks without more code.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_COMMON_ARGUMENT_CHECKS_H
#define PRISM_PLUGINS_COMMON_ARGUMENT_CHECKS_H

#include "prism/plugin.h"

namespace prism::plugin {

namespace checks {
// One function per entry, named and declared as the plugin's own, returning
// PRISM_SUCCESS or the failure it recorded with fail().
#define PRISM_PLUGIN_ENTRY(NAME, FUNCTION, PARAMETERS)                         \
  prism_result FUNCTION PARAMETERS;
#include "prism/plugin_entries.def"
#undef PRISM_PLUGIN_ENTRY
} // namespace checks

/// Checked<Check, Entry>::call is Entry behind Check: the function a
/// plugin's table holds.
template <auto Check, auto Entry> struct Checked;
template <typename... Args, prism_result (*Check)(Args...),
          prism_result (*Entry)(Args...)>
struct Checked<Check, Entry> {
  static prism_result call(Args... Arguments) {
    if (prism_result Result = Check(Arguments...))
      return Result;
    return Entry(Arguments...);
  }
};

} // namespace prism::plugin

#endif // PRISM_PLUGINS_COMMON_ARGUMENT_CHECKS_H
