//===- option_table_test.cpp - prism++'s options: table, parser, --help ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Walks the OptTable of Options.td: every option is recognised as itself,
// means something to the parser, and is listed by --help, so the three
// cannot drift apart.
//
//===----------------------------------------------------------------------===//
#include "help.h"
#include "option_table.h"
#include "options.h"

#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/Option.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>

using namespace prism::driver;
using namespace prism::driver::options;
using llvm::opt::Option;

namespace {

/// Every option of the table: neither a group nor OptTable's INPUT and
/// UNKNOWN.
std::vector<Option> tableOptions() {
  std::vector<Option> Options;
  const llvm::opt::OptTable &Table = optionTable();
  for (unsigned Id = 1; Id <= Table.getNumOptions(); ++Id) {
    Option Opt = Table.getOption(Id);
    if (Opt.getKind() != Option::GroupClass &&
        Opt.getKind() != Option::InputClass &&
        Opt.getKind() != Option::UnknownClass)
      Options.push_back(Opt);
  }
  return Options;
}

ID idOf(const Option &Opt) { return static_cast<ID>(Opt.getID()); }

/// A value each option accepts on a command line that compiles one SYCL
/// source for the PTX target too.
std::string sampleValue(ID Id) {
  static const std::map<ID, std::string> Values = {
      {OPT_fsycl_targets_EQ, "spir64,nvptx64-nvidia-cuda"},
      {OPT_Xsycl_target_frontend, "-DX=1"},
      {OPT_Xsycl_target_frontend_EQ, "spir64"},
      {OPT_Xsycl_target_backend, "--cuda-gpu-arch=sm_70"},
      {OPT_Xsycl_target_backend_EQ, "nvptx64-nvidia-cuda"},
      {OPT_fsycl_device_code_split_EQ, "per_kernel"},
      {OPT_fsycl_max_parallel_jobs_EQ, "3"},
      {OPT_offload_arch_EQ, "sm_75"},
      {OPT_cuda_gpu_arch_EQ, "sm_75"},
      {OPT_x, "c++"},
  };
  auto It = Values.find(Id);
  return It == Values.end() ? "value" : It->second;
}

/// The arguments that write Opt with a value.
std::vector<std::string> written(const Option &Opt) {
  std::string Spelling = Opt.getPrefixedName();
  std::string Value = sampleValue(idOf(Opt));
  switch (Opt.getKind()) {
  case Option::FlagClass:
    return {Spelling};
  case Option::JoinedClass:
  case Option::CommaJoinedClass:
    return {Spelling + Value};
  case Option::SeparateClass:
  case Option::JoinedOrSeparateClass:
    return {Spelling, Value};
  case Option::JoinedAndSeparateClass:
    return {Spelling + Value, idOf(Opt) == OPT_Xsycl_target_backend_EQ
                                  ? "--cuda-gpu-arch=sm_70"
                                  : "-DX=1"};
  default:
    ADD_FAILURE() << Spelling << ": a kind Options.td does not use";
    return {};
  }
}

/// Whether --help lists Opt: Clang's options that prism++ only forwards
/// are hidden.
bool listedInHelp(const Option &Opt) {
  return !Opt.hasFlag(llvm::opt::HelpHidden);
}

std::string helpText() {
  Toolchain Tools;
  Tools.Clang = "/nonexistent/clang++";
  std::ostringstream OS;
  printHelp(OS, Tools);
  return OS.str();
}

} // namespace

TEST(OptionTable, HelpOrderNamesEveryOptionOnce) {
  const std::vector<ID> &Order = optionsInHelpOrder();
  for (unsigned Id = 1; Id <= optionTable().getNumOptions(); ++Id) {
    Option Opt = optionTable().getOption(Id);
    if (Opt.getKind() == Option::InputClass ||
        Opt.getKind() == Option::UnknownClass)
      continue;
    EXPECT_EQ(std::count(Order.begin(), Order.end(), Id), 1)
        << Opt.getPrefixedName();
  }
}

TEST(OptionTable, EveryOptionIsRecognisedAsItself) {
  for (const Option &Opt : tableOptions()) {
    std::vector<std::string> Args = written(Opt);
    std::vector<const char *> Argv;
    for (const std::string &A : Args)
      Argv.push_back(A.c_str());
    unsigned MissingIndex, MissingCount;
    llvm::opt::InputArgList Parsed =
        optionTable().ParseArgs(Argv, MissingIndex, MissingCount);
    EXPECT_EQ(MissingCount, 0u) << Opt.getPrefixedName();
    ASSERT_EQ(Parsed.size(), 1u) << Opt.getPrefixedName();
    const llvm::opt::Arg &A = **Parsed.begin();
    const llvm::opt::Arg &AsWritten = A.getAlias() ? *A.getAlias() : A;
    EXPECT_EQ(AsWritten.getOption().getID(), Opt.getID())
        << Opt.getPrefixedName();
    EXPECT_EQ(A.getOption().getID(), Opt.getUnaliasedOption().getID())
        << Opt.getPrefixedName();
  }
}

TEST(OptionTable, EveryOptionMeansSomethingToTheParser) {
  for (const Option &Opt : tableOptions()) {
    ID Id = idOf(Opt);
    if (Id == OPT__help || Id == OPT_help || Id == OPT__version)
      continue; // answered by main() before parsing
    std::vector<std::string> Args = {
        "-fsycl", "-fsycl-targets=spir64,nvptx64-nvidia-cuda"};
    for (const std::string &A : written(Opt))
      Args.push_back(A);
    Args.push_back("kernel.cpp");
    try {
      parseOptions(Args);
    } catch (const OptionError &E) {
      // Refusing a combination (-S without -fsycl-device-only) is the
      // parser's right; not knowing the option is not.
      EXPECT_EQ(E.Message.find("unsupported option"), std::string::npos)
          << E.Message;
      EXPECT_EQ(E.Message.find("internal error"), std::string::npos)
          << E.Message;
    }
  }
}

TEST(OptionTable, MissingValuesAreErrors) {
  try {
    parseOptions({"-fsycl", "kernel.cpp", "-Xsycl-target-frontend"});
    FAIL() << "parsed without a value";
  } catch (const OptionError &E) {
    EXPECT_EQ(E.Message, "missing argument after '-Xsycl-target-frontend'");
  }
}

TEST(OptionTable, HelpListsEveryOptionOnce) {
  std::string Help = helpText();
  auto count = [&](const std::string &Text) {
    size_t N = 0;
    for (size_t At = Help.find(Text); At != std::string::npos;
         At = Help.find(Text, At + 1))
      ++N;
    return N;
  };
  for (const Option &Opt : tableOptions()) {
    if (!listedInHelp(Opt))
      continue;
    bool Separate = Opt.getKind() == Option::SeparateClass ||
                    Opt.getKind() == Option::JoinedOrSeparateClass;
    const char *MetaVar = optionTable().getOptionMetaVar(Opt.getID());
    std::string Row = "\n  " + Opt.getPrefixedName() +
                      (Separate && MetaVar ? " " : "") +
                      (MetaVar ? MetaVar : "");
    EXPECT_EQ(count(Row + " ") + count(Row + "\n"), 1u)
        << Opt.getPrefixedName() << " is not listed once in --help";
  }
  for (unsigned Id = 1; Id <= optionTable().getNumOptions(); ++Id)
    if (optionTable().getOptionKind(Id) == Option::GroupClass &&
        optionTable().getOptionHelpText(Id))
      EXPECT_EQ(count(std::string("\n") + optionTable().getOptionHelpText(Id) +
                      ":\n"),
                1u)
          << optionTable().getOptionHelpText(Id);
  EXPECT_EQ(count("(/nonexistent/clang++ --help printed no options)"), 1u);
}

TEST(CommandLineIntent, FindsHelpVersionVerboseAndInputs) {
  CommandLineIntent Alone = inspectCommandLine({"-v"});
  EXPECT_TRUE(Alone.Verbose);
  EXPECT_FALSE(Alone.HasInputs);
  EXPECT_FALSE(Alone.Offload);
  CommandLineIntent Compile =
      inspectCommandLine({"-v", "-o", "out.o", "-I", "inc", "-c", "a.cpp"});
  EXPECT_TRUE(Compile.HasInputs);
  EXPECT_FALSE(inspectCommandLine({"-v", "-o", "a.out"}).HasInputs);
  EXPECT_TRUE(inspectCommandLine({"-help"}).Help);
  EXPECT_TRUE(inspectCommandLine({"-fsycl", "x.cpp", "--version"}).Version);
  EXPECT_TRUE(inspectCommandLine({"-fsycl", "x.cpp"}).Offload);
  EXPECT_FALSE(inspectCommandLine({"-fsycl", "-fno-sycl", "x.cpp"}).Offload);
  EXPECT_TRUE(inspectCommandLine({"-x", "hip", "x.cpp"}).Offload);
  EXPECT_TRUE(inspectCommandLine({"-xcuda", "x.cpp"}).Offload);
  EXPECT_TRUE(inspectCommandLine({"x.hip"}).Offload);
}
