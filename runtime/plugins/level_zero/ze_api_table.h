//===- ze_api_table.h - The Level Zero loader, loaded with dlopen ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The plugin does not link the Level Zero loader: initialize() opens
// libze_loader.so.1 (or the library PRISM_LEVEL_ZERO_LOADER names, a test
// hook) and fills this table with dlsym, one member per row of
// ze_entry_points.def, each typed from ze_api.h's own prototype. A machine
// without the loader then simply has no Level Zero devices. After a
// successful load the table is never written again, so every path reads it
// without locking.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PLUGINS_LEVEL_ZERO_ZE_API_TABLE_H
#define PRISM_PLUGINS_LEVEL_ZERO_ZE_API_TABLE_H

#include <ze_api.h>

#include <string>

namespace prism::level_zero {

struct ZeApi {
#define PRISM_ZE_ENTRY(NAME) decltype(&::NAME) NAME = nullptr;
#include "ze_entry_points.def"
#undef PRISM_ZE_ENTRY
};

// The loaded table; all null until loadLoader() succeeded.
extern ZeApi ze;

// The library initialize() opens: $PRISM_LEVEL_ZERO_LOADER when set (tests
// point it at a missing file), libze_loader.so.1 otherwise.
std::string loaderLibraryName();

// Opens the loader and resolves every entry point. On failure leaves `ze`
// empty and explains why in `problem`.
bool loadLoader(std::string &problem);

} // namespace prism::level_zero

#endif // PRISM_PLUGINS_LEVEL_ZERO_ZE_API_TABLE_H
