//===- host_compile.cpp - Stage: a source's host compile ------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "compile_options.h"
#include "dependency_file.h"
#include "languages.h"
#include "paths.h"
#include "stages.h"

namespace prism::driver {

namespace {

/// The host compile of Source with ActionFlag (-c, -E, -fsyntax-only) into
/// Out (none when empty); for plain C++, a C++ compile with Prism's headers
/// on the include path (host code calling the HIP API).
Command hostCompile(const Compilation &C, const SourceFile &Source,
                    const std::string &Out, const char *ActionFlag) {
  const Toolchain &Tools = C.Tools;
  Command Cmd{{Tools.Clang}};
  if (Source.offloads()) {
    Cmd.Argv.insert(Cmd.Argv.end(),
                    {"-x", "hip", "--offload=spirv64", "--cuda-host-only",
                     "-Xclang", "-cuid=" + compilationId(Source.Path)});
    // The frontend plugin only keeps Clang from warning about the SYCL
    // kernel attributes it does not know (frontend/kernel_attributes.h).
    for (std::string &A : frontendPluginArgs(Source.Lang, /*Device=*/false,
                                             Tools.frontendPlugin()))
      Cmd.Argv.push_back(std::move(A));
    Cmd.Argv.push_back("-fpass-plugin=" + Tools.passPlugin());
  } else {
    Cmd.Argv.insert(Cmd.Argv.end(), {"-x", "c++"});
  }
  for (std::string &A : languageArgs(Source.Lang, nullptr, Tools.IncludeDir))
    Cmd.Argv.push_back(std::move(A));
  for (const std::string &A : commonCompileArgs(C, Source.Lang))
    Cmd.Argv.push_back(A);
  for (const std::string &A : C.Opts.HostCompileArgs)
    Cmd.Argv.push_back(A);
  Cmd.Argv.push_back(ActionFlag);
  if (!Out.empty()) {
    Cmd.Argv.push_back("-o");
    Cmd.Argv.push_back(Out);
  }
  Cmd.Argv.push_back(Source.Path);
  return Cmd;
}

/// -MD: the host compile writes the dependency file the build system
/// reads, with the object the build system knows as its target: the fat
/// object of -c, else the object a plain clang++ would name.
void addHostDependencies(const Compilation &C, const std::string &Stem,
                         Command &Compile, Compilation::DependencyFiles &Deps) {
  const Options &Opts = C.Opts;
  bool NamedObject = Opts.Act == Action::Compile && !Opts.Output.empty();
  std::string Object = NamedObject ? Opts.Output : Stem + ".o";
  Deps.Host = Opts.Dependencies.File;
  if (Deps.Host.empty())
    Deps.Host = NamedObject
                    ? dirOf(Opts.Output) + "/" + stemOf(Opts.Output) + ".d"
                    : Stem + ".d";
  auto Targets = Opts.Dependencies.Targets;
  if (Targets.empty())
    Targets.emplace_back("-MQ", Object); // escaped for make, as Clang's own
  addDependencyOptions(Compile, Opts.Dependencies, Deps.Host, Targets);
}

} // namespace

void planHostCompile(Compilation &C, const SourceFile &Source,
                     Compilation::DependencyFiles &Deps) {
  const Options &Opts = C.Opts;
  std::string Stem = stemOf(Source.Path);
  // With -c, a plain C++ source's object is the output itself.
  std::string Obj = Opts.Act == Action::Compile && !Source.offloads()
                        ? (Opts.Output.empty() ? Stem + ".o" : Opts.Output)
                        : C.Temps.file(Stem, ".o");
  Command Compile = hostCompile(C, Source, Obj, "-c");
  if (Opts.Dependencies.Enabled)
    addHostDependencies(C, Stem, Compile, Deps);
  C.Steps.addCompile(Compile, C.Steps.newChain(),
                     Source.Lang == Language::Sycl);
  C.HostObjects.push_back(Obj);
}

void planHostSyntaxCheck(Compilation &C, const SourceFile &Source) {
  C.Steps.add(hostCompile(C, Source, "", "-fsyntax-only"), C.Steps.newChain());
}

void planPreprocessing(Compilation &C, const SourceFile &Source,
                       Plan::Chain In) {
  C.Steps.add(hostCompile(C, Source, C.Opts.Output, "-E"), In);
}

} // namespace prism::driver
