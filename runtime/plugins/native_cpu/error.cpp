//===- error.cpp - The native CPU plugin's logger -------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The per-thread last-error message and the logger are the common layer's
// (plugin_support.h); this backend has no error codes of its own to
// translate, so all it adds is its logger's name.
//
//===----------------------------------------------------------------------===//
#include "native_cpu_plugin.h"

const char *const prism::plugin::PluginLoggerName = "prism-native-cpu";
