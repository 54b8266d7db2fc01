//===- fault_plugin.cpp - A plugin that wraps another, failing some calls ===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// TEST INFRASTRUCTURE, never installed. The library is built under a real
// plugin's file name (libprism-plugin-opencl.so) in a directory of its own;
// a test points PRISM_PLUGIN_DIR there, so the core loads it as "the
// plugin" with no hook of its own. It loads the real plugin named by
// PRISM_FAULT_PLUGIN (its path) and hands the core a copy of the real
// table whose every entry first asks PRISM_FAULT_INJECT (faults.cpp)
// whether this call fails, and otherwise forwards. The forwarding entries
// are expanded from prism/plugin_entries.def, so a new entry is wrapped
// without a change here.
//
//===----------------------------------------------------------------------===//
#include "faults.h"

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace prism::faults {
namespace {

const prism_plugin_api *Real = nullptr;
prism_plugin_api Wrapped;

// The message of this thread's last failed call when the wrapper, not the
// real plugin, failed it.
thread_local bool LastFailureInjected = false;
thread_local std::string InjectedMessage;

// The entries' names, for PRISM_FAULT_INJECT and the messages.
constexpr char InitializeName[] = "initialize";
#define PRISM_PLUGIN_ENTRY(NAME, FUNCTION, PARAMETERS)                         \
  constexpr char NAME##Name[] = #NAME;
#include "prism/plugin_entries.def"
#undef PRISM_PLUGIN_ENTRY

// Entry Member of the table, named Name: fails when PRISM_FAULT_INJECT says
// so, and otherwise calls the real plugin's.
template <typename Fn, Fn prism_plugin_api::*Member, const char *Name>
struct Forward;
template <typename... Args, prism_result (*prism_plugin_api::*Member)(Args...),
          const char *Name>
struct Forward<prism_result (*)(Args...), Member, Name> {
  static prism_result call(Args... Arguments) {
    if (prism_result Injected = injectedFault(Name);
        Injected != PRISM_SUCCESS) {
      InjectedMessage = std::string(Name) + " failed: PRISM_ERROR_" +
                        resultName(Injected) +
                        " injected by the fault plugin (PRISM_FAULT_INJECT)";
      LastFailureInjected = true;
      return Injected;
    }
    prism_result Result = (Real->*Member)(Arguments...);
    if (Result != PRISM_SUCCESS)
      LastFailureInjected = false;
    return Result;
  }
};

const char *lastError() {
  return LastFailureInjected ? InjectedMessage.c_str() : Real->last_error();
}

// The real plugin's table, or null after saying on stderr why there is none
// (the core reports only the result of prism_plugin_get_api).
const prism_plugin_api *loadReal(uint32_t AbiVersion) {
  const char *Path = std::getenv("PRISM_FAULT_PLUGIN");
  if (!Path || !*Path) {
    std::fprintf(stderr, "Prism fault plugin: PRISM_FAULT_PLUGIN does not "
                         "name the plugin to wrap\n");
    return nullptr;
  }
  // Never closed, as the core never closes a plugin.
  void *Library = dlopen(Path, RTLD_NOW | RTLD_LOCAL);
  auto GetApi = Library ? reinterpret_cast<prism_plugin_get_api_fn>(
                              dlsym(Library, PRISM_PLUGIN_ENTRY_POINT))
                        : nullptr;
  const prism_plugin_api *Api = nullptr;
  if (!GetApi || GetApi(AbiVersion, &Api) != PRISM_SUCCESS || !Api) {
    std::fprintf(stderr, "Prism fault plugin: cannot load the plugin %s: %s\n",
                 Path,
                 Library ? "no usable " PRISM_PLUGIN_ENTRY_POINT : dlerror());
    return nullptr;
  }
  return Api;
}

prism_result getApi(uint32_t AbiVersion, const prism_plugin_api **Api) {
  if (!Api || AbiVersion != PRISM_PLUGIN_ABI_VERSION)
    return PRISM_ERROR_ABI_MISMATCH;
  if (!Real) {
    Real = loadReal(AbiVersion);
    if (!Real)
      return PRISM_ERROR_BACKEND;
    Wrapped.abi_version = Real->abi_version;
    Wrapped.struct_size = sizeof(prism_plugin_api);
    Wrapped.backend = Real->backend;
    Wrapped.initialize =
        Forward<decltype(prism_plugin_api::initialize),
                &prism_plugin_api::initialize, InitializeName>::call;
    Wrapped.last_error = lastError;
#define PRISM_PLUGIN_ENTRY(NAME, FUNCTION, PARAMETERS)                         \
  Wrapped.NAME = Forward<decltype(prism_plugin_api::NAME),                     \
                         &prism_plugin_api::NAME, NAME##Name>::call;
#include "prism/plugin_entries.def"
#undef PRISM_PLUGIN_ENTRY
  }
  *Api = &Wrapped;
  return PRISM_SUCCESS;
}

} // namespace
} // namespace prism::faults

extern "C" __attribute__((visibility("default"))) prism_result
prism_plugin_get_api(uint32_t AbiVersion, const prism_plugin_api **Api) {
  return prism::faults::getApi(AbiVersion, Api);
}
