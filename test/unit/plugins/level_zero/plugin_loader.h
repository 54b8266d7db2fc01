//===- plugin_loader.h - The Level Zero plugin, loaded as the core does ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TEST_UNIT_PLUGINS_LEVEL_ZERO_PLUGIN_LOADER_H
#define PRISM_TEST_UNIT_PLUGINS_LEVEL_ZERO_PLUGIN_LOADER_H

#include "prism/plugin.h"

#include <dlfcn.h>

#include <string>

namespace prism::test {

/// libprism-plugin-level_zero.so's table, or null with the reason in
/// `problem`.
inline const prism_plugin_api *loadLevelZeroPlugin(std::string &problem) {
  void *library = dlopen(PRISM_LEVEL_ZERO_PLUGIN_PATH, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    problem = std::string("dlopen failed: ") + dlerror();
    return nullptr;
  }
  auto entry = reinterpret_cast<prism_plugin_get_api_fn>(
      dlsym(library, PRISM_PLUGIN_ENTRY_POINT));
  const prism_plugin_api *api = nullptr;
  if (!entry || entry(PRISM_PLUGIN_ABI_VERSION, &api) != PRISM_SUCCESS ||
      !api) {
    problem = "the plugin offers no table for ABI version 1";
    return nullptr;
  }
  return api;
}

} // namespace prism::test

#endif // PRISM_TEST_UNIT_PLUGINS_LEVEL_ZERO_PLUGIN_LOADER_H
