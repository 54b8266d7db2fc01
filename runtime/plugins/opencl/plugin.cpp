//===- plugin.cpp - The OpenCL plugin's API table and entry point --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// prism_plugin_get_api is the only symbol this library exports; the runtime
// core finds it with dlsym and reaches everything else through the table.
//
//===----------------------------------------------------------------------===//
#include "opencl_plugin.h"

namespace prism::opencl {
namespace {

const prism_plugin_api PluginApi = PRISM_PLUGIN_API_TABLE("opencl");

} // namespace
} // namespace prism::opencl

extern "C" __attribute__((visibility("default"))) prism_result
prism_plugin_get_api(uint32_t abiVersion, const prism_plugin_api **api) {
  return prism::plugin::getApi(prism::opencl::PluginApi, "OpenCL", abiVersion,
                               api);
}
