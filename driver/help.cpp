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

#include "llvm/Option/Option.h"

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
std::string synopsis(const llvm::opt::Option &Opt) {
  std::string Text = Opt.getPrefixedName();
  const char *MetaVar = optionTable().getOptionMetaVar(Opt.getID());
  if (!MetaVar)
    return Text;
  bool Separate = Opt.getKind() == llvm::opt::Option::SeparateClass ||
                  Opt.getKind() == llvm::opt::Option::JoinedOrSeparateClass;
  return Text + (Separate ? " " : "") + MetaVar;
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

/// The options of Group, as rows, in the order of Options.td; an alias
/// points to the option it stands for.
void printGroup(std::ostream &OS, options::ID Group) {
  const llvm::opt::OptTable &Table = optionTable();
  for (options::ID Id : optionsInHelpOrder()) {
    const llvm::opt::Option Opt = Table.getOption(Id);
    if (Opt.getKind() == llvm::opt::Option::GroupClass ||
        !Opt.getGroup().matches(Group) || Opt.hasFlag(llvm::opt::HelpHidden))
      continue;
    const char *Help = Table.getOptionHelpText(Id);
    printRow(OS, synopsis(Opt),
             Opt.getAlias().isValid()
                 ? "The same as " + synopsis(Opt.getAlias())
                 : std::string(Help ? Help : ""));
  }
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
  for (options::ID Id : optionsInHelpOrder()) {
    const char *Heading = optionTable().getOptionHelpText(Id);
    if (optionTable().getOptionKind(Id) != llvm::opt::Option::GroupClass ||
        !Heading)
      continue;
    OS << "\n" << Heading << ":\n";
    printGroup(OS, Id);
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
