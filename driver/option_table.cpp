//===- option_table.cpp - The table of prism++'s own options --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "option_table.h"

#include "llvm/Option/Option.h"

namespace prism::driver {

using namespace options;
using llvm::opt::HelpHidden;

namespace {

#define PREFIX(NAME, VALUE) const char *const NAME[] = VALUE;
#include "Options.inc"
#undef PREFIX

const llvm::opt::OptTable::Info InfoTable[] = {
#define OPTION(PREFIX, NAME, ID, KIND, GROUP, ALIAS, ALIASARGS, FLAGS, PARAM,  \
               HELPTEXT, METAVAR, VALUES)                                      \
  {PREFIX,      NAME,      HELPTEXT,                                           \
   METAVAR,     OPT_##ID,  llvm::opt::Option::KIND##Class,                     \
   PARAM,       FLAGS,     OPT_##GROUP,                                        \
   OPT_##ALIAS, ALIASARGS, VALUES},
#include "Options.inc"
#undef OPTION
};

class PrismOptTable : public llvm::opt::OptTable {
public:
  PrismOptTable() : OptTable(InfoTable) {}
};

} // namespace

const llvm::opt::OptTable &optionTable() {
  static const PrismOptTable Table;
  return Table;
}

const std::vector<ID> &optionsInHelpOrder() {
  static const std::vector<ID> Order = {
#include "OptionsHelpOrder.inc"
  };
  return Order;
}

} // namespace prism::driver
