//===- options.cpp - prism++ command-line options -------------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "options.h"
#include "fat_object.h"
#include "option_table.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"

#include <algorithm>
#include <cstring>
#include <optional>

namespace prism::driver {

using llvm::opt::Arg;
using llvm::opt::ArgList;
using llvm::opt::InputArgList;
using namespace options;

namespace {

/// The command line as the option table reads it: prism++'s options, Clang's
/// that take the next argument as their value, inputs and Clang's other
/// options (OPT_UNKNOWN), in order. A command line that ends before the value
/// of its last option has MissingCount non-zero, and that option at
/// MissingIndex.
struct ParsedCommandLine {
  InputArgList Args;
  unsigned MissingIndex = 0;
  unsigned MissingCount = 0;
};

ParsedCommandLine parseCommandLine(const std::vector<std::string> &Args) {
  std::vector<const char *> Argv;
  for (const std::string &A : Args)
    Argv.push_back(A.c_str());
  ParsedCommandLine Parsed;
  Parsed.Args =
      optionTable().ParseArgs(Argv, Parsed.MissingIndex, Parsed.MissingCount);
  return Parsed;
}

/// The option A means: aliases resolved.
ID idOf(const Arg &A) { return static_cast<ID>(A.getOption().getID()); }

/// Whether A is not one of prism++'s own options but an input or Clang's,
/// which prism++ sorts by how it is written.
bool isClangArgument(const Arg &A) {
  ID Id = idOf(A);
  return Id == OPT_INPUT || Id == OPT_UNKNOWN ||
         A.getOption().getGroup().matches(OPT_clang_separate_Group);
}

/// The arguments A was written as: the first, and for an option of the
/// Separate kind, its value.
std::vector<std::string> writtenAs(const Arg &A, const ArgList &Args) {
  std::vector<std::string> Words = {Args.getArgString(A.getIndex())};
  if (A.getOption().getKind() == llvm::opt::Option::SeparateClass)
    Words.insert(Words.end(), A.getValues().begin(), A.getValues().end());
  return Words;
}

bool startsWith(const std::string &S, const char *Prefix) {
  return S.rfind(Prefix, 0) == 0;
}

bool endsWith(const std::string &S, const char *Suffix) {
  size_t N = std::strlen(Suffix);
  return S.size() >= N && S.compare(S.size() - N, N, Suffix) == 0;
}

bool isCxxSource(const std::string &Path) {
  for (const char *Ext : {".cpp", ".cc", ".cxx", ".c++", ".C", ".cp"})
    if (endsWith(Path, Ext))
      return true;
  return false;
}

/// The language of an input that no -x names, by its extension as clang++
/// reads it; nothing for objects, libraries and other link inputs.
std::optional<Language> languageOfExtension(const std::string &Path,
                                            bool Sycl) {
  if (endsWith(Path, ".hip"))
    return Language::Hip;
  if (endsWith(Path, ".cu"))
    return Language::Cuda;
  if (isCxxSource(Path))
    return Sycl ? Language::Sycl : Language::Cxx;
  return std::nullopt;
}

/// The value of -x: a language, or nothing for "none" (back to
/// extensions).
std::optional<Language> languageOfOption(const std::string &Value, bool Sycl) {
  if (Value == "hip")
    return Language::Hip;
  if (Value == "cuda")
    return Language::Cuda;
  if (Value == "c++")
    return Sycl ? Language::Sycl : Language::Cxx;
  if (Value == "none")
    return std::nullopt;
  throw OptionError{"unsupported language '-x " + Value +
                    "'; prism++ compiles hip, cuda and c++ sources (or "
                    "'-x none' to go by extension)"};
}

/// Compile options that change the meaning of code, so the device compile
/// must see them too.
bool isCommonCompileOption(const std::string &A) {
  for (const char *P : {"-I",
                        "-D",
                        "-U",
                        "-include",
                        "-isystem",
                        "-iquote",
                        "-idirafter",
                        "-imacros",
                        "-std=",
                        "-O",
                        "-W",
                        "-w",
                        "-ffast-math",
                        "-fno-fast-math",
                        "-ffp-",
                        "-fno-math-errno",
                        "-fmath-errno",
                        "-ffinite-math",
                        "-fno-finite-math",
                        "-funsafe-math",
                        "-fno-unsafe-math",
                        "-fdenormal-fp-math",
                        "-fno-exceptions",
                        "-fno-rtti",
                        "-ferror-limit",
                        "-fcolor-diagnostics",
                        "-fno-color-diagnostics",
                        "-fdiagnostics-"})
    if (startsWith(A, P))
      return true;
  return false;
}

/// Options that instrument the host code with a runtime library, which
/// the link must add too. Device code is not instrumented.
bool isInstrumentationOption(const std::string &A) {
  for (const char *P : {"-fsanitize", "-fno-sanitize", "-fprofile-generate",
                        "-fprofile-instr-generate", "-fprofile-arcs"})
    if (startsWith(A, P))
      return true;
  return A == "--coverage";
}

const char *const DefaultCudaArch = "sm_80";

/// "sm_XX" with two or three digits, the form --cuda-gpu-arch takes.
bool isCudaArch(const std::string &Arch) {
  if (Arch.size() < 5 || Arch.size() > 6 || Arch.compare(0, 3, "sm_") != 0)
    return false;
  return std::all_of(Arch.begin() + 3, Arch.end(),
                     [](char C) { return C >= '0' && C <= '9'; });
}

OffloadTarget parseTarget(const std::string &Value, const std::string &Opt) {
  if (Value == "spir64" || Value == "spir64-unknown-unknown" ||
      Value == "spirv64")
    return {OffloadTarget::Spirv, "spir64", ""};
  if (Value == "nvptx64-nvidia-cuda" || Value == "nvptx64")
    return {OffloadTarget::Ptx, "nvptx64-nvidia-cuda", DefaultCudaArch};
  if (Value == "native_cpu")
    return {OffloadTarget::NativeCpu, "native_cpu", ""};
  const std::string NvidiaPrefix = "nvidia_gpu_";
  if (Value.rfind(NvidiaPrefix, 0) == 0) {
    std::string Arch = Value.substr(NvidiaPrefix.size());
    if (!isCudaArch(Arch))
      throw OptionError{"unsupported NVIDIA architecture '" + Arch + "' in '" +
                        Opt + "'; expected nvidia_gpu_sm_XX, e.g. " +
                        "nvidia_gpu_sm_80"};
    return {OffloadTarget::Ptx, "nvptx64-nvidia-cuda", Arch};
  }
  if (Value.empty())
    throw OptionError{"empty target in '" + Opt + "'"};
  throw OptionError{"unsupported value '" + Value + "' in '" + Opt +
                    "'; supported targets: " + SupportedOffloadTargets};
}

/// The options in the value of -Xsycl-target-frontend/-backend: split at
/// blanks, with '...' and "..." quoting and \ escaping as a shell does.
std::vector<std::string> splitOptionValue(const std::string &Value) {
  std::vector<std::string> Words;
  std::string Word;
  bool InWord = false;
  char Quote = 0;
  for (size_t I = 0; I < Value.size(); ++I) {
    char C = Value[I];
    if (Quote) {
      if (C == Quote)
        Quote = 0;
      else if (C == '\\' && Quote == '"' && I + 1 < Value.size())
        Word += Value[++I];
      else
        Word += C;
    } else if (C == '\'' || C == '"') {
      Quote = C;
      InWord = true;
    } else if (C == '\\' && I + 1 < Value.size()) {
      Word += Value[++I];
      InWord = true;
    } else if (C == ' ' || C == '\t' || C == '\n') {
      if (InWord)
        Words.push_back(Word);
      Word.clear();
      InWord = false;
    } else {
      Word += C;
      InWord = true;
    }
  }
  if (InWord)
    Words.push_back(Word);
  return Words;
}

/// Applies one -Xsycl-target-backend argument. The NVPTX target takes
/// --cuda-gpu-arch=sm_XX (also --offload-arch=sm_XX), the native CPU one
/// -march=<processor>.
void applyBackendOption(Options &O, const std::string &Target,
                        const std::string &Arg, const std::string &Opt) {
  if (!Target.empty() &&
      parseTarget(Target, Opt).Kind == OffloadTarget::NativeCpu) {
    if (Arg.rfind("-march=", 0) != 0 || Arg.size() == 7)
      throw OptionError{"unsupported backend option '" + Arg + "' in '" + Opt +
                        "'; the native_cpu backend takes " +
                        "-march=<processor>"};
    O.NativeCpuArch = Arg.substr(7);
    return;
  }
  std::string Arch;
  for (const char *Prefix : {"--cuda-gpu-arch=", "--offload-arch="})
    if (Arg.rfind(Prefix, 0) == 0)
      Arch = Arg.substr(std::strlen(Prefix));
  if (Arch.empty())
    throw OptionError{"unsupported backend option '" + Arg + "' in '" + Opt +
                      "'; the nvptx64-nvidia-cuda backend takes " +
                      "--cuda-gpu-arch=sm_XX"};
  if (!isCudaArch(Arch))
    throw OptionError{"unsupported NVIDIA architecture '" + Arch + "' in '" +
                      Opt + " " + Arg + "'; expected sm_XX, e.g. sm_80"};
  if (!Target.empty() && parseTarget(Target, Opt).Kind != OffloadTarget::Ptx)
    throw OptionError{"target '" + Target + "' in '" + Opt +
                      "' takes no backend options"};
  O.PendingCudaArch = Arch;
}

} // namespace

CommandLineIntent inspectCommandLine(const std::vector<std::string> &Args) {
  CommandLineIntent Intent;
  bool Sycl = false, HipOrCuda = false;
  ParsedCommandLine Parsed = parseCommandLine(Args);
  std::vector<std::string> Libraries; // the -L and -l options
  for (const Arg *Opt : Parsed.Args) {
    ID Id = idOf(*Opt);
    if (Id == OPT_L || Id == OPT_l) // written "-L dir", "-l name"
      Libraries.push_back((Id == OPT_L ? "-L" : "-l") +
                          std::string(Opt->getValue()));
    if (!isClangArgument(*Opt)) {
      Sycl = Id == OPT_fsycl || (Sycl && Id != OPT_fno_sycl);
      HipOrCuda |= Id == OPT_x && (llvm::StringRef(Opt->getValue()) == "hip" ||
                                   llvm::StringRef(Opt->getValue()) == "cuda");
      Intent.Help |= Id == OPT__help;
      Intent.Version |= Id == OPT__version;
      Intent.Verbose |= Id == OPT_v;
      continue;
    }
    if (Id != OPT_INPUT && Id != OPT_UNKNOWN) // Clang's, with its value
      continue;
    std::string A = Parsed.Args.getArgString(Opt->getIndex());
    if (startsWith(A, "-L") || startsWith(A, "-l")) // "-Ldir", "-lname"
      Libraries.push_back(A);
    if (A.empty() || (A[0] == '-' && A != "-"))
      continue;
    Intent.HasInputs = true;
    if (endsWith(A, ".hip") || endsWith(A, ".cu"))
      HipOrCuda = true;
    // A link of fat objects or libraries that prism++ -c made links their
    // device code too, as hipcc's does, without -fsycl.
    else if ((isObjectFile(A) || isArchive(A)) && !deviceBundleIds(A).empty())
      HipOrCuda = true;
  }
  // So does a fat static library named with -l.
  for (const std::string &Library : linkedFiles(Libraries))
    HipOrCuda |= !deviceBundleIds(Library).empty();
  Intent.Offload = Sycl || HipOrCuda;
  return Intent;
}

namespace {

/// Applies the --offload-arch (or --cuda-gpu-arch) values, after the
/// loop over the command line: sm_XX adds a PTX image for that architecture
/// and spirv64 the SPIR-V one, to the default SPIR-V image; when
/// -fsycl-targets names the PTX target, the first sm_XX is its architecture,
/// as -Xsycl-target-backend --cuda-gpu-arch would set it.
void applyOffloadArchs(Options &O, const std::vector<std::string> &Archs,
                       bool ExplicitTargets) {
  bool FirstPtx = ExplicitTargets;
  for (const std::string &Arch : Archs) {
    OffloadTarget T{OffloadTarget::Spirv, "spir64", ""};
    if (isCudaArch(Arch))
      T = {OffloadTarget::Ptx, "nvptx64-nvidia-cuda", Arch};
    else if (Arch == "native_cpu")
      T = {OffloadTarget::NativeCpu, "native_cpu", ""};
    else if (Arch != "spirv64" && Arch != "spir64")
      throw OptionError{"unsupported architecture '" + Arch +
                        "' in '--offload-arch=" + Arch +
                        "'; expected sm_XX (NVIDIA, e.g. sm_80), spirv64 or "
                        "native_cpu"};
    auto Ptx = std::find_if(
        O.Targets.begin(), O.Targets.end(),
        [](const OffloadTarget &X) { return X.Kind == OffloadTarget::Ptx; });
    if (T.Kind == OffloadTarget::Ptx && FirstPtx && Ptx != O.Targets.end()) {
      Ptx->Arch = Arch;
      FirstPtx = false;
    } else if (std::none_of(O.Targets.begin(), O.Targets.end(),
                            [&](const OffloadTarget &X) {
                              return X.Triple == T.Triple && X.Arch == T.Arch;
                            })) {
      O.Targets.push_back(T);
    }
  }
}

} // namespace

namespace {

/// What parseOptions carries from one argument to the next besides the
/// options themselves.
struct ParseState {
  std::optional<Language> ForcedLanguage; // by the last -x
  std::vector<std::string> OffloadArchs;  // --offload-arch, applied last
};

void setDeviceCodeSplit(Options &O, const std::string &Mode,
                        const std::string &Arg) {
  if (Mode != "per_kernel" && Mode != "per_source" && Mode != "off" &&
      Mode != "auto")
    throw OptionError{"unsupported value '" + Mode + "' in '" + Arg +
                      "'; use per_kernel, per_source, off or auto"};
  O.DeviceCodeSplit = Mode == "auto" ? "per_source" : Mode;
}

void setMaxParallelJobs(Options &O, const std::string &Value,
                        const std::string &Arg) {
  if (Value.empty() || Value.size() > 4 ||
      Value.find_first_not_of("0123456789") != std::string::npos ||
      std::stoul(Value) == 0)
    throw OptionError{"invalid value '" + Value + "' in '" + Arg +
                      "'; expected a number of jobs from 1 to 9999"};
  O.MaxParallelJobs = std::stoul(Value);
}

void setTargets(Options &O, const std::vector<std::string> &Values,
                const std::string &Arg) {
  O.Targets.clear();
  for (const std::string &One : Values) {
    OffloadTarget T = parseTarget(One, Arg);
    if (std::none_of(O.Targets.begin(), O.Targets.end(),
                     [&](const OffloadTarget &X) {
                       return X.Triple == T.Triple && X.Arch == T.Arch;
                     }))
      O.Targets.push_back(T);
  }
}

/// -Xsycl-target-frontend[=T] ARGS, for the target Triple or every target
/// (empty): as in DPC++, ARGS may hold several options ("-DA -DB").
void addDeviceCompileArgs(Options &O, const std::string &Triple,
                          const std::string &Args) {
  for (const std::string &One : splitOptionValue(Args))
    O.DeviceCompileArgs.push_back({Triple, One});
}

/// The items of a comma-separated list, empty ones included.
std::vector<std::string> commaSeparated(llvm::StringRef Text) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Text.split(Parts, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/true);
  return {Parts.begin(), Parts.end()};
}

/// The action of an option that names one.
Action actionOf(ID Id) {
  switch (Id) {
  case OPT_c:
    return Action::Compile;
  case OPT_E:
    return Action::Preprocess;
  case OPT_fsyntax_only:
    return Action::SyntaxOnly;
  case OPT_fsycl_device_only:
    return Action::DeviceOnly;
  default:
    return Action::DeviceLink; // -fsycl-link
  }
}

/// Applies one of prism++'s own options (Options.td), written as P.getIndex()
/// of Args. The switch names every option, so a new table entry without its
/// meaning here does not compile (-Werror=switch).
void applyOption(Options &O, ParseState &State, const Arg &P,
                 const ArgList &Args) {
  const std::string A = Args.getArgString(P.getIndex());
  const std::vector<std::string> Values(P.getValues().begin(),
                                        P.getValues().end());
  const std::string Value = Values.empty() ? "" : Values.front();
  switch (idOf(P)) {
  case OPT_c:
  case OPT_E:
  case OPT_fsyntax_only:
  case OPT_fsycl_device_only:
  case OPT_fsycl_link:
    O.Act = actionOf(idOf(P));
    return;
  case OPT_fsycl:
  case OPT_fno_sycl: // read before the loop: the last one wins
    return;
  case OPT_fsycl_targets_EQ:
    return setTargets(O, commaSeparated(Value), A);
  case OPT_Xsycl_target_frontend:
    return addDeviceCompileArgs(O, "", Value);
  case OPT_Xsycl_target_frontend_EQ:
    return addDeviceCompileArgs(O, parseTarget(Value, A).Triple, Values[1]);
  case OPT_Xsycl_target_backend:
  case OPT_Xsycl_target_backend_EQ:
    for (const std::string &Arg : splitOptionValue(Values.back()))
      applyBackendOption(O, Values.size() == 2 ? Value : "", Arg, A);
    return;
  case OPT_fsycl_device_code_split:
    return setDeviceCodeSplit(O, "auto", A);
  case OPT_fsycl_device_code_split_EQ:
    return setDeviceCodeSplit(O, Value, A);
  case OPT_emit_spirv:
    O.EmitSpirv = true;
    return;
  case OPT_fsycl_max_parallel_jobs_EQ:
    return setMaxParallelJobs(O, Value, A);
  case OPT_fsycl_pch:
  case OPT_fno_sycl_pch:
    O.PrecompiledHeader = idOf(P) == OPT_fsycl_pch;
    return;
  case OPT_offload_arch_EQ:
    // A comma-separated list, as hipcc and Clang take it.
    for (std::string &Arch : commaSeparated(Value)) {
      if (Arch.empty())
        throw OptionError{"empty architecture in '" + A +
                          "'; expected a comma-separated list of sm_XX, "
                          "spirv64 or native_cpu"};
      State.OffloadArchs.push_back(std::move(Arch));
    }
    return;
  case OPT_fgpu_rdc:
  case OPT_fno_gpu_rdc:
    O.GpuRdc = idOf(P) == OPT_fgpu_rdc;
    return;
  case OPT_x:
    State.ForcedLanguage = languageOfOption(Value, O.Sycl);
    return;
  case OPT_o:
    O.Output = Value;
    return;
  case OPT_S:
    O.EmitText = true;
    return;
  case OPT_MD:
  case OPT_MMD:
    O.Dependencies.Enabled = true;
    O.Dependencies.UserOnly = idOf(P) == OPT_MMD;
    return;
  case OPT_MF:
    O.Dependencies.File = Value;
    return;
  case OPT_MT:
  case OPT_MQ:
    O.Dependencies.Targets.emplace_back(P.getSpelling(), Value);
    return;
  case OPT_MP:
    O.Dependencies.Phony = true;
    return;
  case OPT_v:
    O.Verbose = true;
    return;
  case OPT__HASH_HASH_HASH:
    O.DryRun = true;
    return;
  case OPT__save_temps:
    O.SaveTemps = true;
    return;
  case OPT__version: // main() answers these before parsing
  case OPT__help:
    return;
  case OPT_INVALID: // aliases: the table gives the option they stand for
  case OPT_cuda_gpu_arch_EQ:
  case OPT_offload_device_only:
  case OPT_cuda_device_only:
  case OPT_save_temps:
  case OPT_save_temps_EQ_cwd:
  case OPT_help:
  case OPT_INPUT: // the rest: applyClangArgument's
  case OPT_UNKNOWN:
  case OPT_sycl_Group:
  case OPT_offload_Group:
  case OPT_compile_Group:
  case OPT_general_Group:
  case OPT_clang_separate_Group:
  case OPT_I:
  case OPT_D:
  case OPT_U:
  case OPT_include_:
  case OPT_isystem:
  case OPT_iquote:
  case OPT_idirafter:
  case OPT_L:
  case OPT_l:
  case OPT_Xlinker:
  case OPT_Xclang:
  case OPT_target:
  case OPT_imacros:
  case OPT_isysroot:
    break;
  }
  throw OptionError{"internal error: '" + A + "' was not resolved"};
}

/// Sorts an argument that is not prism++'s own, as Words (an option and
/// its value, or one argument): a Clang option goes to the compiles or the
/// link it concerns, anything else is an input.
void applyClangArgument(Options &O, const ParseState &State,
                        const std::vector<std::string> &Words) {
  const std::string &A = Words.front();
  if (startsWith(A, "-fsycl") || startsWith(A, "-Xsycl"))
    throw OptionError{"unsupported option '" + A + "'"};
  if (A == "-flto" || startsWith(A, "-flto="))
    throw OptionError{
        "'" + A +
        "' is not supported where prism++ compiles or links device code: a "
        "fat object carries its device code in an ELF section, which LTO's "
        "bitcode objects cannot hold (in CMake, leave "
        "INTERPROCEDURAL_OPTIMIZATION off for these targets)"};
  if (startsWith(A, "-fuse-ld=") || startsWith(A, "--ld-path=")) {
    O.LinkArgs.push_back(A);
    return;
  }
  if (startsWith(A, "-L") || startsWith(A, "-l") || startsWith(A, "-Wl,") ||
      A == "-Xlinker" || A == "-shared" || A == "-rdynamic" ||
      A == "-static-libstdc++" || A == "-static-libgcc" ||
      A == "-shared-libsan" || A == "-static-libsan") {
    O.LinkInputs.insert(O.LinkInputs.end(), Words.begin(), Words.end());
    return;
  }
  if (A == "-pthread" || isInstrumentationOption(A)) {
    O.HostCompileArgs.push_back(A);
    O.LinkArgs.push_back(A);
    return;
  }
  if (!A.empty() && A[0] == '-' && A != "-") {
    auto &Dest =
        isCommonCompileOption(A) ? O.CommonCompileArgs : O.HostCompileArgs;
    Dest.insert(Dest.end(), Words.begin(), Words.end());
    return;
  }
  std::optional<Language> Lang = State.ForcedLanguage
                                     ? State.ForcedLanguage
                                     : languageOfExtension(A, O.Sycl);
  if (Lang) {
    O.Sources.push_back({A, *Lang});
  } else {
    O.LinkInputs.push_back(A);
    O.InputFiles.push_back(A);
  }
}

/// The checks and defaults that need the whole command line.
void finishOptions(Options &O, const ParseState &State) {
  bool ExplicitTargets = !O.Targets.empty();
  if (O.Targets.empty())
    O.Targets.push_back({OffloadTarget::Spirv, "spir64", ""});
  applyOffloadArchs(O, State.OffloadArchs, ExplicitTargets);
  if (!O.PendingCudaArch.empty()) {
    auto Ptx = std::find_if(
        O.Targets.begin(), O.Targets.end(),
        [](const OffloadTarget &T) { return T.Kind == OffloadTarget::Ptx; });
    if (Ptx == O.Targets.end())
      throw OptionError{
          "-Xsycl-target-backend --cuda-gpu-arch=" + O.PendingCudaArch +
          " needs -fsycl-targets=nvptx64-nvidia-cuda"};
    Ptx->Arch = O.PendingCudaArch;
  }
  for (const Options::DeviceCompileArg &A : O.DeviceCompileArgs)
    if (!A.Triple.empty() && std::none_of(O.Targets.begin(), O.Targets.end(),
                                          [&](const OffloadTarget &T) {
                                            return T.Triple == A.Triple;
                                          }))
      throw OptionError{"-Xsycl-target-frontend=" + A.Triple + " " + A.Arg +
                        " names a target that -fsycl-targets does not "
                        "include; add -fsycl-targets=" +
                        A.Triple};
  if (O.EmitText && O.Act != Action::DeviceOnly)
    throw OptionError{"'-S' is only supported with -fsycl-device-only; use "
                      "--save-temps to keep the device intermediates"};
  if (O.EmitSpirv && O.Act != Action::DeviceOnly)
    throw OptionError{"'-emit-spirv' is only supported with "
                      "-fsycl-device-only"};
  if (O.EmitSpirv && (O.Targets.size() != 1 ||
                      O.Targets.front().Kind != OffloadTarget::Spirv))
    throw OptionError{"'-emit-spirv' needs -fsycl-targets=spir64 alone"};
  if (O.Act == Action::DeviceOnly) {
    if (O.Sources.empty() || !O.LinkInputs.empty() ||
        std::any_of(O.Sources.begin(), O.Sources.end(),
                    [](const SourceFile &S) { return !S.offloads(); }))
      throw OptionError{"-fsycl-device-only compiles SYCL, HIP and CUDA "
                        "sources only"};
    if (!O.Output.empty() && O.Sources.size() * O.Targets.size() > 1)
      throw OptionError{"cannot specify -o with -fsycl-device-only and " +
                        std::string(O.Sources.size() > 1
                                        ? "several source files"
                                        : "several -fsycl-targets")};
  }
  if (O.Act == Action::DeviceLink && !O.Sources.empty())
    throw OptionError{"-fsycl-link links the device code of objects and "
                      "libraries; compile '" +
                      O.Sources.front().Path + "' with -c first"};
  if (O.Sources.empty() && O.LinkInputs.empty())
    throw OptionError{"no input files"};
  if (O.Act == Action::Compile && !O.Output.empty() && O.Sources.size() > 1)
    throw OptionError{"cannot specify -o with -c and multiple source files"};
}

} // namespace

Options parseOptions(const std::vector<std::string> &Args) {
  Options O;
  O.Sycl = std::find(Args.rbegin(), Args.rend(), "-fsycl") <
           std::find(Args.rbegin(), Args.rend(), "-fno-sycl");
  ParseState State;
  ParsedCommandLine Parsed = parseCommandLine(Args);
  for (const Arg *A : Parsed.Args) {
    if (isClangArgument(*A))
      applyClangArgument(O, State, writtenAs(*A, Parsed.Args));
    else
      applyOption(O, State, *A, Parsed.Args);
  }
  if (Parsed.MissingCount)
    throw OptionError{"missing argument after '" + Args[Parsed.MissingIndex] +
                      "'"};
  finishOptions(O, State);
  return O;
}

} // namespace prism::driver
