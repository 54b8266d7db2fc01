//===- plugin.cpp - Loading a backend plugin ------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Plugins are never dlclose'd: queues, events and memory of a backend may be
// released by static destructors late in process exit, and the backend
// libraries they pull in (an ICD loader, libcuda) do not survive unloading.
//
//===----------------------------------------------------------------------===//
#include "plugin.h"

#include "error.h"
#include "logging.h"

#include <dlfcn.h>

namespace prism {

Plugin::Plugin(const prism_plugin_api &Api)
    : Api(Api), Backend(Api.backend ? Api.backend : "") {}

Plugin::~Plugin() = default;

static std::unique_ptr<Plugin> initialized(std::unique_ptr<Plugin> P,
                                           const std::string &Origin) {
  prism_result Result = P->api().initialize();
  if (Result != PRISM_SUCCESS)
    throw Error(ErrorKind::Backend,
                "initializing " + Origin + " failed: " + P->lastError());
  return P;
}

static void checkTable(const prism_plugin_api *Api, const std::string &Origin) {
  if (!Api)
    throw Error(ErrorKind::Backend, Origin + " returned no API table");
  if (Api->abi_version != PRISM_PLUGIN_ABI_VERSION)
    throw Error(ErrorKind::Backend,
                Origin + " implements plugin ABI version " +
                    std::to_string(Api->abi_version) + ", the runtime needs " +
                    std::to_string(PRISM_PLUGIN_ABI_VERSION));
  if (Api->struct_size < sizeof(prism_plugin_api))
    throw Error(ErrorKind::Backend,
                Origin + " has an API table of " +
                    std::to_string(Api->struct_size) +
                    " bytes, older than the runtime's " +
                    std::to_string(sizeof(prism_plugin_api)));
  if (!Api->backend || !Api->initialize || !Api->last_error)
    throw Error(ErrorKind::Backend,
                Origin + " has an incomplete API table (no backend name, "
                         "initialize or last_error)");
}

std::unique_ptr<Plugin> Plugin::load(const std::string &Path) {
  void *Library = dlopen(Path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!Library) {
    const char *Reason = dlerror();
    throw Error(ErrorKind::Backend, "cannot load " + Path + ": " +
                                        (Reason ? Reason : "unknown reason"));
  }
  auto GetApi = reinterpret_cast<prism_plugin_get_api_fn>(
      dlsym(Library, PRISM_PLUGIN_ENTRY_POINT));
  if (!GetApi)
    throw Error(ErrorKind::Backend,
                Path + " does not export " PRISM_PLUGIN_ENTRY_POINT);
  const prism_plugin_api *Api = nullptr;
  prism_result Result = GetApi(PRISM_PLUGIN_ABI_VERSION, &Api);
  if (Result == PRISM_ERROR_ABI_MISMATCH)
    throw Error(ErrorKind::Backend,
                Path + " does not implement plugin ABI version " +
                    std::to_string(PRISM_PLUGIN_ABI_VERSION));
  if (Result != PRISM_SUCCESS)
    throw Error(ErrorKind::Backend,
                Path + ": " PRISM_PLUGIN_ENTRY_POINT " failed with error " +
                    std::to_string(static_cast<int>(Result)));
  checkTable(Api, Path);
  log().debug("loaded plugin {} ({})", Path, Api->backend);
  return initialized(std::unique_ptr<Plugin>(new Plugin(*Api)), Path);
}

std::unique_ptr<Plugin> Plugin::fromApi(const prism_plugin_api &Api,
                                        const std::string &Origin) {
  checkTable(&Api, Origin);
  return initialized(std::unique_ptr<Plugin>(new Plugin(Api)), Origin);
}

std::string Plugin::lastError() const {
  const char *Message = Api.last_error();
  return Message ? Message : "";
}

void Plugin::fail(prism_result Result, const char *What) const {
  std::string Message = lastError();
  log().debug("{}: {} failed: {}", Backend, What, Message);
  throwPluginError(Result, What, Message.c_str());
}

} // namespace prism
