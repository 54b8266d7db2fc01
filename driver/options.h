//===- options.h - prism++ command-line options ---------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// Sorts a clang++-style command line into what the driver needs: inputs,
// the action, the offload targets, and which options go to the device
// compile, the host compile and the link. prism++'s own options are those of
// Options.td, read by its OptTable; the others are Clang's, sorted by their
// kind.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_OPTIONS_H
#define PRISM_DRIVER_OPTIONS_H

#include <string>
#include <utility>
#include <vector>

namespace prism::driver {

enum class Action {
  Link,       // sources and objects to an executable (default)
  Compile,    // -c: each source to a fat object
  SyntaxOnly, // -fsyntax-only
  Preprocess, // -E: host preprocessing only
  DeviceOnly, // -fsycl-device-only: each source's device bitcode (-S: text)
  DeviceLink  // -fsycl-link: fat objects' device code to a wrapper object
};

/// The language a source is compiled as: by its extension, or by the -x
/// before it.
enum class Language {
  Sycl, // C++ with -fsycl: SYCL device and host compiles
  Hip,  // .hip, -x hip
  Cuda, // .cu, -x cuda
  Cxx   // C++ in a HIP or CUDA build without -fsycl: host code only
};

struct SourceFile {
  std::string Path;
  Language Lang;
  /// Compiled for the devices too (every language but plain C++).
  bool offloads() const { return Lang != Language::Cxx; }
};

/// A device target the executable carries an image for.
struct OffloadTarget {
  /// NativeCpu: the host processor, through code compiled as for SPIR-V
  /// (the two share their device compiles) and then retargeted.
  enum KindType { Spirv, Ptx, NativeCpu } Kind;
  std::string Triple; // "spir64", "nvptx64-nvidia-cuda", "native_cpu"
  std::string Arch;   // "sm_80" for PTX, empty otherwise
  /// Whether its device code is compiled as spirv64 code.
  bool compiledAsSpirv() const { return Kind != Ptx; }
  /// The short name of the device library.
  const char *library() const {
    return Kind == Spirv ? "spir64" : Kind == Ptx ? "nvptx64" : "native_cpu";
  }
  /// The name used in temporary file names ("spir64", "nvptx64-sm_80").
  std::string tag() const {
    return Kind == Ptx ? "nvptx64-" + Arch : library();
  }
};

/// -MD/-MMD and the options that shape their dependency file.
struct DependencyOptions {
  bool Enabled = false;  // -MD or -MMD
  bool UserOnly = false; // -MMD: no system headers
  bool Phony = false;    // -MP
  std::string File;      // -MF, empty for the default name
  /// -MT/-MQ in order, each as the option and its value.
  std::vector<std::pair<std::string, std::string>> Targets;
};

struct Options {
  bool Sycl = false;
  Action Act = Action::Link;
  std::string Output;                  // -o, empty if not given
  std::vector<SourceFile> Sources;
  std::vector<std::string> LinkInputs; // objects, archives, -l, -L, -Wl
  std::vector<std::string> InputFiles; // the objects and archives alone
  std::vector<std::string> CommonCompileArgs; // both compiles
  std::vector<std::string> HostCompileArgs;   // host compile only
  /// -Xsycl-target-frontend[=T]: for every device compile, or for the
  /// target whose triple is Triple.
  struct DeviceCompileArg {
    std::string Triple; // empty: every target
    std::string Arg;
  };
  std::vector<DeviceCompileArg> DeviceCompileArgs;
  std::vector<std::string> LinkArgs; // link step only
  DependencyOptions Dependencies;
  std::vector<OffloadTarget> Targets;
  std::string PendingCudaArch; // from -Xsycl-target-backend, applied last
  /// -Xsycl-target-backend=native_cpu -march=<cpu>: the processor native
  /// CPU images are compiled for; empty for this machine's.
  std::string NativeCpuArch;
  /// -fsycl-device-code-split: per_kernel, per_source or off; auto (the
  /// default) is resolved to per_source, as DPC++ does.
  std::string DeviceCodeSplit = "per_source";
  /// -fsycl-max-parallel-jobs: how many tools prism++ runs at once; 0 (the
  /// default) is one per hardware thread.
  unsigned MaxParallelJobs = 0;
  /// -fsycl-pch (default) / -fno-sycl-pch: compile sources with a
  /// precompiled sycl.hpp from the program cache (precompiled_header.h).
  bool PrecompiledHeader = true;
  /// -fgpu-rdc / -fno-gpu-rdc (the default): relocatable device code of
  /// HIP and CUDA sources; without it each source's device code is a whole
  /// program (docs/design.md, "Whole-program HIP/CUDA device code").
  bool GpuRdc = false;
  bool Verbose = false;        // -v
  bool DryRun = false;         // -###
  bool SaveTemps = false;      // --save-temps
  bool EmitText = false;       // -S, with -fsycl-device-only
  bool EmitSpirv = false;      // -emit-spirv, with -fsycl-device-only
};

/// Thrown for a command line the driver refuses; the message names the
/// option or the input file.
struct OptionError {
  std::string Message;
};

/// Parses argv (without argv[0]). Throws OptionError.
Options parseOptions(const std::vector<std::string> &Args);

/// What a first look at the command line tells main(): whether prism++ is
/// to print its help or version instead of compiling, and whether it
/// offloads or is clang++.
struct CommandLineIntent {
  bool Help = false;      // --help, -help
  bool Version = false;   // --version
  bool Verbose = false;   // -v
  bool HasInputs = false; // a source, object or library
  /// -fsycl, a HIP or CUDA source (.hip, .cu, -x hip, -x cuda), or a fat
  /// object or library of them.
  bool Offload = false;
};

CommandLineIntent inspectCommandLine(const std::vector<std::string> &Args);

/// The values -fsycl-targets takes, for messages and --version.
inline constexpr const char *SupportedOffloadTargets =
    "spir64, nvptx64-nvidia-cuda, nvidia_gpu_sm_XX, native_cpu";

} // namespace prism::driver

#endif // PRISM_DRIVER_OPTIONS_H
