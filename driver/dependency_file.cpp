//===- dependency_file.cpp - Make dependency files of both compiles -------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "dependency_file.h"

#include <fstream>
#include <iterator>
#include <set>

namespace prism::driver {

void addDependencyOptions(
    Command &Compile, const DependencyOptions &Deps, const std::string &File,
    const std::vector<std::pair<std::string, std::string>> &Targets) {
  // Before the source, which each compile command ends with.
  std::vector<std::string> Args = {Deps.UserOnly ? "-MMD" : "-MD", "-MF", File};
  for (const auto &[Flag, Target] : Targets) {
    Args.push_back(Flag);
    Args.push_back(Target);
  }
  Compile.Argv.insert(Compile.Argv.end() - 1, Args.begin(), Args.end());
}

namespace {

/// The first rule of a dependency file as Clang writes it: its targets as
/// written, and its prerequisites as written (still escaped), in order.
struct MakeRule {
  std::string Targets;
  std::vector<std::string> Prerequisites;
};

bool readRule(const std::string &Path, MakeRule &Rule) {
  std::ifstream In(Path);
  if (!In)
    return false;
  std::string Text((std::istreambuf_iterator<char>(In)),
                   std::istreambuf_iterator<char>());
  // Join continuation lines; the first rule ends at the first newline then.
  std::string Joined;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text[I] == '\\' && I + 1 < Text.size() && Text[I + 1] == '\n') {
      Joined += ' ';
      ++I;
    } else {
      Joined += Text[I];
    }
  }
  std::string Line = Joined.substr(0, Joined.find('\n'));
  // The targets end at the first ':' followed by a blank or the line's end
  // (a Windows drive letter never reaches here).
  size_t Colon = Line.find(": ");
  if (Colon == std::string::npos && !Line.empty() && Line.back() == ':')
    Colon = Line.size() - 1;
  if (Colon == std::string::npos)
    return false;
  Rule.Targets = Line.substr(0, Colon);
  std::string Word;
  for (size_t I = Colon + 1; I <= Line.size(); ++I) {
    char C = I < Line.size() ? Line[I] : ' ';
    if (C == '\\' && I + 1 < Line.size()) {
      Word += C;
      Word += Line[++I];
    } else if (C == ' ' || C == '\t') {
      if (!Word.empty())
        Rule.Prerequisites.push_back(Word);
      Word.clear();
    } else {
      Word += C;
    }
  }
  return true;
}

} // namespace

bool mergeDependencyFiles(const std::string &Into,
                          const std::vector<std::string> &From, bool Phony,
                          std::string &Error) {
  MakeRule Merged;
  if (!readRule(Into, Merged)) {
    Error = "cannot read the dependency file '" + Into + "'";
    return false;
  }
  std::set<std::string> Seen(Merged.Prerequisites.begin(),
                             Merged.Prerequisites.end());
  for (const std::string &Path : From) {
    MakeRule Device;
    if (!readRule(Path, Device)) {
      Error = "cannot read the device compile's dependency file '" + Path + "'";
      return false;
    }
    for (const std::string &P : Device.Prerequisites)
      if (Seen.insert(P).second)
        Merged.Prerequisites.push_back(P);
  }
  std::ofstream Out(Into, std::ios::trunc);
  Out << Merged.Targets << ":";
  for (const std::string &P : Merged.Prerequisites)
    Out << " \\\n  " << P;
  Out << "\n";
  if (Phony)
    for (size_t I = 1; I < Merged.Prerequisites.size(); ++I)
      Out << "\n" << Merged.Prerequisites[I] << ":\n";
  if (!Out) {
    Error = "cannot write the dependency file '" + Into + "'";
    return false;
  }
  return true;
}

} // namespace prism::driver
