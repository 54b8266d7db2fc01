//===- help.cpp - What prism++ --help and --version print -----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "help.h"

#include "command.h"
#include "option_table.h"
#include "options.h"
#include "version.h"

#include <cstdio>
#include <sstream>

namespace prism::driver {

namespace {

/// Everything Command writes to stdout and stderr; empty when it cannot
/// run.
std::string outputOf(const Command &C) {
  std::string Line;
  for (const std::string &Word : C.Argv)
    Line += shellQuote(Word) + " ";
  std::string Output;
  if (FILE *Pipe = ::popen((Line + "2>&1").c_str(), "r")) {
    char Buffer[4096];
    for (size_t N; (N = std::fread(Buffer, 1, sizeof Buffer, Pipe)) > 0;)
      Output.append(Buffer, N);
    ::pclose(Pipe);
  }
  return Output;
}

/// The option as --help shows it: "-o <file>", "-fsycl-targets=<target>".
std::string synopsis(const OptionInfo &Info) {
  std::string Text = Info.spelling();
  if (*Info.MetaVar == '\0')
    return Text;
  bool Separate = Info.Kind == OptionKind::Separate ||
                  Info.Kind == OptionKind::JoinedOrSeparate;
  return Text + (Separate ? " " : "") + Info.MetaVar;
}

/// One row of OptTable's layout: the option in a 22-column field after two
/// blanks, the help from column 26, wrapped at 80 columns; a longer option
/// has its help on the next line.
void printRow(std::ostream &OS, const std::string &Option,
              const std::string &Help) {
  const size_t HelpColumn = 26, Width = 80;
  OS << "  " << Option;
  size_t Column = 2 + Option.size();
  if (Column + 2 > HelpColumn) {
    OS << "\n";
    Column = 0;
  }
  OS << std::string(HelpColumn - Column, ' ');
  Column = HelpColumn;
  std::istringstream Words(Help);
  bool First = true;
  for (std::string Word; Words >> Word; First = false) {
    if (!First && Column + 1 + Word.size() > Width) {
      OS << "\n" << std::string(HelpColumn, ' ');
      Column = HelpColumn;
    } else if (!First) {
      OS << ' ';
      ++Column;
    }
    OS << Word;
    Column += Word.size();
  }
  OS << "\n";
}

} // namespace

void printVersion(std::ostream &OS, const Toolchain &Tools) {
  OS << "prism++ version " PRISM_VERSION;
  if (*PRISM_GIT_REVISION)
    OS << " (git " PRISM_GIT_REVISION ")";
  OS << " (based on clang " PRISM_CLANG_VERSION ")\n"
     << "Target: " PRISM_HOST_TRIPLE "\n"
     << "Offload targets: " << SupportedOffloadTargets << "\n"
     << "Thread model: posix\n"
     << "InstalledDir: " << Tools.BinDir << "\n";
}

void printClangInstallation(std::ostream &OS, const Toolchain &Tools) {
  std::istringstream Lines(outputOf(Command{{Tools.Clang, "-v"}}));
  bool AfterVersion = false;
  for (std::string Line; std::getline(Lines, Line);) {
    if (AfterVersion)
      OS << Line << "\n";
    AfterVersion |= Line.rfind("InstalledDir:", 0) == 0;
  }
}

void printHelp(std::ostream &OS, const Toolchain &Tools) {
  OS << "OVERVIEW: prism++, the Prism SYCL, HIP and CUDA compiler (based on "
        "clang " PRISM_CLANG_VERSION ")\n\n"
     << "USAGE: prism++ [options] file...\n";
  for (const GroupInfo &Group : optionGroups()) {
    OS << "\n" << Group.HelpText << ":\n";
    for (const OptionInfo &Info : optionTable()) {
      if (Info.Group != Group.Id)
        continue;
      std::string Help = Info.HelpText;
      if (Info.Alias != options::OPT_INVALID)
        Help = "The same as " + synopsis(optionInfo(Info.Alias));
      printRow(OS, synopsis(Info), Help);
    }
  }
  OS << "\nCLANG OPTIONS (of clang++ " PRISM_CLANG_VERSION
        ", which compiles the host and the device code):\n";
  std::istringstream Lines(outputOf(Command{{Tools.Clang, "--help"}}));
  bool InOptions = false;
  for (std::string Line; std::getline(Lines, Line);) {
    if (InOptions)
      OS << Line << "\n";
    InOptions |= Line == "OPTIONS:";
  }
  if (!InOptions)
    OS << "  (" << Tools.Clang << " --help printed no options)\n";
}

} // namespace prism::driver
