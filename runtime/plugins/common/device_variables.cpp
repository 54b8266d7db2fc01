//===- device_variables.cpp - A program's device variables by name --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "device_variables.h"

#include "plugin_support.h"
#include "prism/program_globals.h"

#include <string>

namespace prism::plugin {

void DeviceVariables::readLayout(const uint64_t *Layout) {
  for (uint64_t I = 0; I < Layout[0]; ++I) {
    const uint64_t *Entry = &Layout[PRISM_GLOBALS_LAYOUT_HEADER_WORDS +
                                    I * PRISM_GLOBALS_LAYOUT_ENTRY_WORDS];
    Variables[Entry[0]] = {static_cast<size_t>(Entry[1]),
                           static_cast<size_t>(Entry[2])};
  }
}

prism_result DeviceVariables::find(const char *Name, void *Buffer,
                                   void **Address, size_t *Size) const {
  auto Found = Variables.find(prismGlobalNameHash(Name));
  if (Found == Variables.end())
    return fail(PRISM_ERROR_INVALID_VALUE,
                std::string("program_get_global: the program defines no "
                            "global variable '") +
                    Name + "'");
  *Address = static_cast<char *>(Buffer) + Found->second.first;
  if (Size)
    *Size = Found->second.second;
  return PRISM_SUCCESS;
}

} // namespace prism::plugin
