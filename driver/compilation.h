//===- compilation.h - The steps of one prism++ invocation ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Turns Options into the commands of the flow in docs/design.md: per source a
// device compile per target and a host compile; then per target llvm-link,
// the device library and prism-post-link passes (which split the device code
// as -fsycl-device-code-split asks); then per part llvm-spirv or llc; the
// offload wrapper; and the host link. The commands after the split are
// planned once it has run and said how many parts there are.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_COMPILATION_H
#define PRISM_DRIVER_COMPILATION_H

#include "command.h"
#include "options.h"
#include "precompiled_header.h"
#include "toolchain.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace prism::driver {

class Compilation {
public:
  Compilation(const Options &Opts, const Toolchain &Tools);
  ~Compilation();
  Compilation(const Compilation &) = delete;
  Compilation &operator=(const Compilation &) = delete;

  /// Plans and runs (or, with -###, prints) every step. Returns the exit
  /// code of prism++.
  int run();

private:
  /// Steps that must run in order share a chain; steps of different chains
  /// may run side by side, up to the next runAll.
  using Chain = size_t;
  struct Step {
    Command Cmd;
    Chain In;
    /// A compile reading a precompiled header, and the same compile without
    /// it, run instead when the first one refuses the header.
    std::optional<PrecompiledHeader> Pch;
    std::optional<Command> Fallback;
  };
  struct DeviceImage {
    OffloadTarget Target;
    std::string Image;
    std::string Symbols;
  };
  /// A target's post-linked device code, whole or split into parts that
  /// prism-device-code-split lists in Manifest.
  struct DeviceCode {
    OffloadTarget Target;
    std::string Stem;     // path prefix of its images and parts
    std::string Bitcode;  // whole module, when not split
    std::string Symbols;  // its kernel symbols, when not split
    std::string Manifest; // <prefix>.parts, when split
  };

  /// The path of a temporary (or, with --save-temps, kept) file.
  /// The dependency files of one source: the host compile's, which the
  /// build system reads, and the device compiles', merged into it.
  struct DependencyFiles {
    std::string Host;
    std::vector<std::string> Device;
  };
  void addDependencyOptions(
      Command &C, const std::string &File,
      const std::vector<std::pair<std::string, std::string>> &Targets) const;
  /// Merges each source's device dependencies into its host dependency file;
  /// false, after an error message, when that fails.
  bool mergeDependencies() const;

  std::string tempPath(const std::string &Stem,
                       const std::string &Suffix) const;
  /// tempPath, noted for removal at exit.
  std::string tempFile(const std::string &Stem, const std::string &Suffix);
  std::string compilationId(const std::string &Source) const;
  /// The options of both compiles of a Lang source.
  std::vector<std::string> commonCompileArgs(Language Lang) const;
  Command deviceCompile(const SourceFile &Source, const OffloadTarget &T,
                        const std::string &Out, bool SyntaxOnly);
  /// The host compile of Source; for plain C++, a C++ compile with Prism's
  /// headers on the include path (host code calling the HIP API).
  Command hostCompile(const SourceFile &Source, const std::string &Out,
                      const char *ActionFlag);
  void planDeviceLink(const OffloadTarget &T,
                      const std::vector<std::string> &Bitcode);
  void planTranslation(const DeviceCode &Code);
  /// -fsycl-device-only -emit-spirv: Source's device code as SPIR-V in Out.
  void planDeviceOnlySpirv(const SourceFile &Source, const OffloadTarget &T,
                           const std::string &Out);
  void planImage(const OffloadTarget &T, const std::string &Bitcode,
                 const std::string &Symbols, const std::string &Stem);
  /// The offload wrapper of Images, assembled into WrapperObj.
  void planWrapper(const std::string &WrapperObj, Chain In);
  /// The host link of Objects, the link inputs and WrapperObj (none when
  /// empty: an input made with -fsycl-link carries the images).
  void planHostLink(const std::vector<std::string> &Objects,
                    const std::string &WrapperObj, Chain In);
  Chain newChain() { return NextChain++; }
  void addStep(Command C, Chain In) { Steps.push_back({std::move(C), In}); }
  /// A device or host compile of a source; of a SYCL source, with the
  /// precompiled sycl.hpp of its configuration when there is one (built
  /// first if missing), and without it as the fallback.
  void addCompileStep(Command C, Chain In, bool Sycl);
  /// Builds the precompiled headers the planned compiles lack; a compile
  /// whose header could not be built goes without it.
  void buildPrecompiledHeaders();
  /// Runs the planned steps, up to the -fsycl-max-parallel-jobs limit at
  /// once, and clears the plan. Returns 0, or 1 after an error message when
  /// a step fails (the steps already started are waited for, the others
  /// never start).
  int runAll();
  /// After S failed: when it read a precompiled header, makes S its
  /// fallback (removing the header if Clang found it stale) and, with -v,
  /// shows why; false otherwise.
  bool retryWithoutPrecompiledHeader(Step &S, const std::string &Stderr);
  /// After the host link: every kernel the host code registers must be in
  /// each target's device code; otherwise an error naming it, and the output
  /// is removed.
  int checkHostKernels();
  /// " (kernel 'name' and N more)" for a planned image, to name it in
  /// messages; empty when its symbols are unknown.
  std::string kernelsOfImage(const std::string &Image) const;
  /// Throws OptionError naming Input and the targets of the link that its
  /// device code (the bundle ids in Carried) lacks.
  void checkTargetsOf(const std::string &Input,
                      const std::set<std::string> &Carried) const;

  const Options &Opts;
  const Toolchain &Tools;
  std::string TempDir;  // removed at exit unless --save-temps
  std::string TempStem; // prefix of kept temporaries with --save-temps
  std::vector<std::string> Temporaries;
  std::vector<Step> Steps;
  /// The precompiled headers to build before the compiles that read them,
  /// by .pch path: the header and one compile of its configuration.
  std::map<std::string, std::pair<PrecompiledHeader, Command>> PchBuilds;
  Chain NextChain = 0;
  std::vector<DeviceCode> LinkedCode;
  std::vector<DependencyFiles> Dependencies;
  std::vector<DeviceImage> Images;
};

} // namespace prism::driver

#endif // PRISM_DRIVER_COMPILATION_H
