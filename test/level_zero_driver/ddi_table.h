//===- ddi_table.h - What every DDI table query does first ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_TEST_LEVEL_ZERO_DRIVER_DDI_TABLE_H
#define PRISM_TEST_LEVEL_ZERO_DRIVER_DDI_TABLE_H

#include <level_zero/ze_api.h>

namespace prism::zedriver {

// Checks the arguments common to every table query and clears the table:
// an entry the driver does not fill stays null, which the loader and the
// validation layer answer with ZE_RESULT_ERROR_UNSUPPORTED_FEATURE.
template <typename Table>
ze_result_t prepareTable(ze_api_version_t version, Table *table) {
  if (!table)
    return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
  if (ZE_MAJOR_VERSION(version) != ZE_MAJOR_VERSION(ZE_API_VERSION_CURRENT))
    return ZE_RESULT_ERROR_UNSUPPORTED_VERSION;
  *table = Table{};
  return ZE_RESULT_SUCCESS;
}

} // namespace prism::zedriver

// Defines the exported query of a table the driver implements nothing of.
#define PRISM_ZE_EMPTY_TABLE(getter, table_type)                               \
  ZE_DLLEXPORT ze_result_t ZE_APICALL getter(ze_api_version_t version,         \
                                             table_type *table) {              \
    return prism::zedriver::prepareTable(version, table);                      \
  }

#endif // PRISM_TEST_LEVEL_ZERO_DRIVER_DDI_TABLE_H
