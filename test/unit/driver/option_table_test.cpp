//===- option_table_test.cpp - prism++'s options: table, parser, --help ---===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Walks options.def: every option is recognised as itself, means something
// to the parser, and is listed by --help, so the three cannot drift apart.
//
//===----------------------------------------------------------------------===//
#include "help.h"
#include "option_table.h"
#include "options.h"

#include <gtest/gtest.h>

#include <map>
#include <sstream>

using namespace prism::driver;
using namespace prism::driver::options;

namespace {

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

/// The arguments that write Info with a value.
std::vector<std::string> written(const OptionInfo &Info) {
  std::string Spelling = Info.spelling();
  std::string Value = sampleValue(Info.Id);
  switch (Info.Kind) {
  case OptionKind::Flag:
    return {Spelling};
  case OptionKind::Joined:
  case OptionKind::CommaJoined:
    return {Spelling + Value};
  case OptionKind::Separate:
  case OptionKind::JoinedOrSeparate:
    return {Spelling, Value};
  case OptionKind::JoinedAndSeparate:
    return {Spelling + Value, Info.Id == OPT_Xsycl_target_backend_EQ
                                  ? "--cuda-gpu-arch=sm_70"
                                  : "-DX=1"};
  }
  return {};
}

std::string helpText() {
  Toolchain Tools;
  Tools.Clang = "/nonexistent/clang++";
  std::ostringstream OS;
  printHelp(OS, Tools);
  return OS.str();
}

} // namespace

TEST(OptionTable, IdsAreTableOrder) {
  for (const OptionInfo &Info : optionTable())
    EXPECT_EQ(&optionInfo(Info.Id), &Info) << Info.spelling();
}

TEST(OptionTable, EveryOptionIsRecognisedAsItself) {
  for (const OptionInfo &Info : optionTable()) {
    std::vector<std::string> Args = written(Info);
    size_t Index = 0;
    std::optional<ParsedOption> Parsed = matchOption(Args, Index);
    ASSERT_TRUE(Parsed) << Info.spelling();
    EXPECT_EQ(Parsed->Info, &Info) << Info.spelling();
    EXPECT_EQ(Parsed->Id, Info.Alias ? Info.Alias : Info.Id);
    EXPECT_EQ(Index + 1, Args.size()) << Info.spelling();
    EXPECT_FALSE(Parsed->MissingValue) << Info.spelling();
  }
}

TEST(OptionTable, EveryOptionMeansSomethingToTheParser) {
  for (const OptionInfo &Info : optionTable()) {
    if (Info.Id == OPT__help || Info.Id == OPT_help || Info.Id == OPT__version)
      continue; // answered by main() before parsing
    std::vector<std::string> Args = {
        "-fsycl", "-fsycl-targets=spir64,nvptx64-nvidia-cuda"};
    for (const std::string &A : written(Info))
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
  for (const OptionInfo &Info : optionTable()) {
    bool Separate = Info.Kind == OptionKind::Separate ||
                    Info.Kind == OptionKind::JoinedOrSeparate;
    std::string Row = "\n  " + Info.spelling() +
                      (Separate && *Info.MetaVar ? " " : "") + Info.MetaVar;
    EXPECT_EQ(count(Row + " ") + count(Row + "\n"), 1u)
        << Info.spelling() << " is not listed once in --help";
  }
  for (const GroupInfo &Group : optionGroups())
    EXPECT_EQ(count(std::string("\n") + Group.HelpText + ":\n"), 1u)
        << Group.HelpText;
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
