//===- option_table.h - The table of prism++'s own options ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The LLVM OptTable of Options.td: options::OPT_fsycl and the others, the
// parser that reads a command line into an InputArgList, and the order in
// which --help lists them.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_OPTION_TABLE_H
#define PRISM_DRIVER_OPTION_TABLE_H

#include "llvm/Option/OptTable.h"

#include <vector>

namespace prism::driver {

namespace options {
enum ID {
  OPT_INVALID = 0,
#define OPTION(PREFIX, NAME, ID, KIND, GROUP, ALIAS, ALIASARGS, FLAGS, PARAM,  \
               HELPTEXT, METAVAR, VALUES)                                      \
  OPT_##ID,
#include "Options.inc"
#undef OPTION
};
} // namespace options

/// The table of Options.td.
const llvm::opt::OptTable &optionTable();

/// Every option and group of Options.td in the order it declares them, which
/// is --help's: the table itself is sorted by name.
const std::vector<options::ID> &optionsInHelpOrder();

} // namespace prism::driver

#endif // PRISM_DRIVER_OPTION_TABLE_H
