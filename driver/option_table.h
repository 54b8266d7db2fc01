//===- option_table.h - The table of prism++'s own options ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The options of options.def as data, and the matcher that finds which of
// them an argument is. Names follow LLVM's OptTable (options::OPT_fsycl,
// Option kinds, aliases) so that the table can move to one unchanged in
// meaning.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_OPTION_TABLE_H
#define PRISM_DRIVER_OPTION_TABLE_H

#include <optional>
#include <string>
#include <vector>

namespace prism::driver {

namespace options {
enum ID {
  OPT_INVALID = 0,
#define PRISM_OPTION(PREFIX, NAME, ID, KIND, GROUP, ALIAS, HELPTEXT, METAVAR)  \
  OPT_##ID,
#include "options.def"
#undef PRISM_OPTION
};

enum GroupID {
#define PRISM_GROUP(ID, HELPTEXT) ID,
#include "options.def"
#undef PRISM_GROUP
};
} // namespace options

/// How an option takes its value, as LLVM's Option::OptionClass.
enum class OptionKind {
  Flag,             // -fsycl
  Joined,           // -fsycl-device-code-split=off
  CommaJoined,      // -fsycl-targets=a,b: one value per comma
  Separate,         // -Xsycl-target-frontend ARGS
  JoinedOrSeparate, // -o FILE, -oFILE
  JoinedAndSeparate // -Xsycl-target-frontend=T ARGS
};

struct OptionInfo {
  const char *Prefix; // "-" or "--"
  const char *Name;   // "fsycl-targets="
  options::ID Id;
  OptionKind Kind;
  options::GroupID Group;
  options::ID Alias;    // OPT_INVALID unless this option stands for another
  const char *HelpText; // empty for aliases
  const char *MetaVar;  // "<file>"; empty for flags
  /// Prefix and name: "-fsycl-targets=".
  std::string spelling() const { return std::string(Prefix) + Name; }
};

struct GroupInfo {
  options::GroupID Id;
  const char *HelpText;
};

/// Every option of options.def, in its order.
const std::vector<OptionInfo> &optionTable();
/// Every group of options.def, in its order.
const std::vector<GroupInfo> &optionGroups();
/// The entry of an option.
const OptionInfo &optionInfo(options::ID Id);

/// One argument (and the next, for the separate kinds) matched to a table
/// entry.
struct ParsedOption {
  const OptionInfo *Info; // the entry as written, alias or not
  options::ID Id;         // the option it means: aliases resolved
  std::string Arg;        // the argument as written
  /// Joined: the rest of the argument; CommaJoined: its comma-separated
  /// parts; Separate and JoinedOrSeparate: the value; JoinedAndSeparate:
  /// the joined part, then the next argument.
  std::vector<std::string> Values;
  bool MissingValue = false; // the command line ends before the value
};

/// Matches Args[Index] against the table, taking the longest spelling that
/// fits; none for an argument that is not one of prism++'s options. Moves
/// Index past a value taken from the next argument.
std::optional<ParsedOption> matchOption(const std::vector<std::string> &Args,
                                        size_t &Index);

} // namespace prism::driver

#endif // PRISM_DRIVER_OPTION_TABLE_H
