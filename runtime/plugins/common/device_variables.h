//===- device_variables.h - A program's device variables by name ----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Plugins whose images keep device variables in one per-program buffer
// (prism/program_globals.h: OpenCL, native CPU) learn where each variable
// lies from the image's layout kernel and answer program_get_global from
// it. The table, the answer and the buffer's release are the same for all
// of them.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_COMMON_DEVICE_VARIABLES_H
#define PRISM_PLUGINS_COMMON_DEVICE_VARIABLES_H

#include "plugin_support.h"

#include "prism/plugin.h"

#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <utility>

namespace prism::plugin {

class DeviceVariables {
public:
  /// Takes the entries of Layout, the words the layout kernel wrote
  /// (header, then one entry per variable the host names).
  void readLayout(const uint64_t *Layout);
  /// program_get_global: the address in Buffer and the size of the variable
  /// of symbol Name, or PRISM_ERROR_INVALID_VALUE naming it.
  prism_result find(const char *Name, void *Buffer, void **Address,
                    size_t *Size) const;

private:
  // By the hash of the symbol's name: offset in the buffer, byte size.
  std::unordered_map<uint64_t, std::pair<size_t, size_t>> Variables;
};

/// Frees a program's device-variable buffer, Released.globals (null when it
/// has none), with the plugin's usm_free, Free(Released.context, buffer),
/// and forgets it. A failure is only logged: the program's release goes on.
template <typename Program, typename UsmFree>
void releaseProgramGlobals(Program &Released, UsmFree &&Free) {
  if (Released.globals && Free(Released.context, Released.globals))
    logger().debug("freeing a program's device variables failed: {}",
                   lastError());
  Released.globals = nullptr;
}

} // namespace prism::plugin

#endif // PRISM_PLUGINS_COMMON_DEVICE_VARIABLES_H
