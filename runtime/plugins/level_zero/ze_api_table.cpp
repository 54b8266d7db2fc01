//===- ze_api_table.cpp - Opening the Level Zero loader -------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The loader exports every core entry point of the API version it
// implements; one that is missing means a loader older than the plugin
// needs, and the plugin then offers no devices rather than fail later.
//
//===----------------------------------------------------------------------===//
#include "ze_api_table.h"

#include <dlfcn.h>

#include <cstdlib>

namespace prism::level_zero {

ZeApi ze;

std::string loaderLibraryName() {
  const char *overridden = std::getenv("PRISM_LEVEL_ZERO_LOADER");
  return overridden && *overridden ? overridden : "libze_loader.so.1";
}

bool loadLoader(std::string &problem) {
  std::string name = loaderLibraryName();
  void *library = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *reason = dlerror();
    problem = "Level Zero plugin: cannot load the Level Zero loader " + name +
              " (" + (reason ? reason : "no reason given") +
              "); the plugin offers no devices";
    return false;
  }
  ZeApi loaded;
  std::string missing;
#define PRISM_ZE_ENTRY(NAME)                                                   \
  loaded.NAME = reinterpret_cast<decltype(&::NAME)>(dlsym(library, #NAME));    \
  if (!loaded.NAME)                                                            \
    missing += (missing.empty() ? "" : ", ") + std::string(#NAME);
#include "ze_entry_points.def"
#undef PRISM_ZE_ENTRY
  if (!missing.empty()) {
    problem = "Level Zero plugin: the loader " + name + " does not export " +
              missing +
              " (it is older than Level Zero 1.4); the plugin "
              "offers no devices";
    dlclose(library);
    return false;
  }
  ze = loaded;
  return true;
}

} // namespace prism::level_zero
