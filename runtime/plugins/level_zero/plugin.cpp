//===- plugin.cpp - The Level Zero plugin's API table and entry point
//--------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism_plugin_get_api is the only symbol this library exports; the runtime
// core finds it with dlsym and reaches everything else through the table.
//
//===----------------------------------------------------------------------===//
#include "argument_checks.h"
#include "level_zero_plugin.h"

namespace prism::level_zero {
namespace {

// The entries in table order, each behind its argument check: the struct and
// this list are expanded from the same rows (prism/plugin_entries.def).
const prism_plugin_api PluginApi = {
    PRISM_PLUGIN_ABI_VERSION,
    sizeof(prism_plugin_api),
    "level_zero",
    initialize,
    ::prism::plugin::lastError,
#include "checked_plugin_entries.inc"
};

} // namespace
} // namespace prism::level_zero

extern "C" __attribute__((visibility("default"))) prism_result
prism_plugin_get_api(uint32_t abiVersion, const prism_plugin_api **api) {
  return prism::plugin::getApi(prism::level_zero::PluginApi, "Level Zero",
                               abiVersion, api);
}
