//===- option_table.cpp - The table of prism++'s own options --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "option_table.h"

#include <cstring>

namespace prism::driver {

using namespace options;

const std::vector<OptionInfo> &optionTable() {
  static const std::vector<OptionInfo> Table = {
#define PRISM_OPTION(PREFIX, NAME, ID, KIND, GROUP, ALIAS, HELPTEXT, METAVAR)  \
  {PREFIX, NAME,        OPT_##ID, OptionKind::KIND,                            \
   GROUP,  OPT_##ALIAS, HELPTEXT, METAVAR},
#include "options.def"
#undef PRISM_OPTION
  };
  return Table;
}

const std::vector<GroupInfo> &optionGroups() {
  static const std::vector<GroupInfo> Groups = {
#define PRISM_GROUP(ID, HELPTEXT) {ID, HELPTEXT},
#include "options.def"
#undef PRISM_GROUP
  };
  return Groups;
}

const OptionInfo &optionInfo(options::ID Id) {
  // The table is in ID order: OPT_INVALID is 0, the first option 1.
  return optionTable().at(Id - 1);
}

namespace {

bool startsWith(const std::string &S, const std::string &Prefix) {
  return S.compare(0, Prefix.size(), Prefix) == 0;
}

/// Whether Arg is written as the option Info, by its kind.
bool fits(const OptionInfo &Info, const std::string &Arg) {
  std::string Spelling = Info.spelling();
  switch (Info.Kind) {
  case OptionKind::Flag:
  case OptionKind::Separate:
    return Arg == Spelling;
  case OptionKind::Joined:
  case OptionKind::CommaJoined:
  case OptionKind::JoinedOrSeparate:
  case OptionKind::JoinedAndSeparate:
    return startsWith(Arg, Spelling);
  }
  return false;
}

std::vector<std::string> commaSeparated(const std::string &Text) {
  std::vector<std::string> Parts;
  size_t Start = 0;
  for (;;) {
    size_t Comma = Text.find(',', Start);
    Parts.push_back(Text.substr(Start, Comma - Start));
    if (Comma == std::string::npos)
      return Parts;
    Start = Comma + 1;
  }
}

} // namespace

std::optional<ParsedOption> matchOption(const std::vector<std::string> &Args,
                                        size_t &Index) {
  const std::string &Arg = Args[Index];
  const OptionInfo *Best = nullptr;
  for (const OptionInfo &Info : optionTable())
    if (fits(Info, Arg) &&
        (!Best || std::strlen(Info.Prefix) + std::strlen(Info.Name) >
                      std::strlen(Best->Prefix) + std::strlen(Best->Name)))
      Best = &Info;
  if (!Best)
    return std::nullopt;

  ParsedOption Parsed{
      Best, Best->Alias != OPT_INVALID ? Best->Alias : Best->Id, Arg, {}};
  std::string Joined = Arg.substr(Best->spelling().size());
  auto takeNext = [&] {
    if (Index + 1 < Args.size())
      Parsed.Values.push_back(Args[++Index]);
    else
      Parsed.MissingValue = true;
  };
  switch (Best->Kind) {
  case OptionKind::Flag:
    break;
  case OptionKind::Joined:
    Parsed.Values.push_back(Joined);
    break;
  case OptionKind::CommaJoined:
    Parsed.Values = commaSeparated(Joined);
    break;
  case OptionKind::Separate:
    takeNext();
    break;
  case OptionKind::JoinedOrSeparate:
    if (Joined.empty())
      takeNext();
    else
      Parsed.Values.push_back(Joined);
    break;
  case OptionKind::JoinedAndSeparate:
    Parsed.Values.push_back(Joined);
    takeNext();
    break;
  }
  return Parsed;
}

} // namespace prism::driver
