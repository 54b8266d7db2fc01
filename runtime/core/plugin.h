//===- plugin.h - One loaded backend plugin -------------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// A Plugin is a dlopen'ed libprism-plugin-<backend>.so whose API table passed
// the ABI check. Every call into it goes through check(), which turns a failed
// prism_result into a prism::Error carrying the plugin's own message.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_CORE_PLUGIN_H
#define PRISM_CORE_PLUGIN_H

#include "prism/plugin.h"

#include <memory>
#include <string>

namespace prism {

class Plugin {
public:
  /// Opens Path, checks prism_plugin_get_api against PRISM_PLUGIN_ABI_VERSION
  /// and calls initialize(). Throws Error(Backend) saying why the plugin
  /// cannot be used (the caller turns it into a plugin note).
  static std::unique_ptr<Plugin> load(const std::string &Path);
  /// Wraps an API table that is already loaded (a plugin linked in, or a
  /// fake one in tests); calls initialize().
  static std::unique_ptr<Plugin> fromApi(const prism_plugin_api &Api,
                                         const std::string &Origin);
  ~Plugin();
  Plugin(const Plugin &) = delete;
  Plugin &operator=(const Plugin &) = delete;

  const prism_plugin_api &api() const { return Api; }
  /// "opencl", "level_zero", "cuda".
  const std::string &backend() const { return Backend; }
  /// The calling thread's message for the plugin's last failed call.
  std::string lastError() const;

  /// Throws Error("<What>: <plugin message>") when Result is a failure.
  void check(prism_result Result, const char *What) const {
    if (Result != PRISM_SUCCESS)
      fail(Result, What);
  }
  [[noreturn]] void fail(prism_result Result, const char *What) const;

private:
  explicit Plugin(const prism_plugin_api &Api);

  const prism_plugin_api &Api;
  std::string Backend;
};

} // namespace prism

#endif // PRISM_CORE_PLUGIN_H
