//===- compilation.cpp - The steps of one prism++ invocation --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "compilation.h"
#include "fat_object.h"
#include "languages.h"

#include "dependency_file.h"
#include "elf_section.h"
#include "kernel_name.h"

#include <algorithm>
#include <cctype>
#include <deque>
#include <memory>
#include <set>
#include <thread>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <unistd.h>

namespace prism::driver {

namespace {

/// SPIR-V extensions llvm-spirv may use. The translator's "+all" produces
/// modules that fail validation or the reverse translation at run time, so
/// the list is curated: nothing beyond core SPIR-V 1.0 for OpenCL for now.
const char *const SpirvExtensions = "--spirv-ext=-all";

std::string baseName(const std::string &Path) {
  size_t Slash = Path.find_last_of('/');
  return Slash == std::string::npos ? Path : Path.substr(Slash + 1);
}

std::string stemOf(const std::string &Path) {
  std::string Base = baseName(Path);
  size_t Dot = Base.find_last_of('.');
  return Dot == std::string::npos || Dot == 0 ? Base : Base.substr(0, Dot);
}

std::string dirOf(const std::string &Path) {
  size_t Slash = Path.find_last_of('/');
  return Slash == std::string::npos ? "." : Path.substr(0, Slash);
}

std::string absolutePath(const std::string &Path) {
  if (!Path.empty() && Path[0] == '/')
    return Path;
  char Cwd[4096];
  if (!getcwd(Cwd, sizeof(Cwd)))
    return Path;
  return std::string(Cwd) + "/" + Path;
}

/// FNV-1a 64, for the compilation id that ties a host and a device compile
/// of one source together.
uint64_t fnv1a(const std::string &Text, uint64_t Hash = 0xcbf29ce484222325) {
  for (unsigned char C : Text) {
    Hash ^= C;
    Hash *= 0x100000001b3;
  }
  return Hash;
}

/// The optimisation level the user asked for, 0 to 3 (-Os and -Oz count as
/// 2); the last -O option wins, as in Clang.
int optLevel(const std::vector<std::string> &Args) {
  int Level = 0;
  for (const std::string &A : Args) {
    if (A.rfind("-O", 0) != 0)
      continue;
    std::string Value = A.substr(2);
    if (Value.empty())
      Level = 1;
    else if (Value == "s" || Value == "z" || Value == "fast")
      Level = 2;
    else if (Value.size() == 1 && Value[0] >= '0' && Value[0] <= '3')
      Level = Value[0] - '0';
  }
  return Level;
}

/// The clang-offload-bundler id of a target's device bitcode in a fat
/// object. Clang 15's bundler knows no "sycl" offload kind; the device code
/// is HIP-mode bitcode, so it is filed as "hip".
std::string bundleId(const OffloadTarget &T) {
  if (T.Kind == OffloadTarget::Spirv)
    return "hip-spir64-unknown-unknown";
  return "hip-nvptx64-nvidia-cuda--" + T.Arch;
}

/// A bundle id as -fsycl-targets spells its target: "spir64",
/// "nvptx64-nvidia-cuda (sm_80)".
std::string bundleTargetName(const std::string &Id) {
  std::string Name = Id.substr(Id.find('-') + 1);
  size_t Arch = Name.find("--");
  if (Arch != std::string::npos)
    return Name.substr(0, Arch) + " (" + Name.substr(Arch + 2) + ")";
  if (Name == "spir64-unknown-unknown")
    return "spir64";
  return Name;
}

/// PRISM_VALIDATE_SPIRV=1: every SPIR-V image goes through spirv-val after
/// its translation (the test suites set it), so that an invalid image fails
/// the build rather than every kernel of the image at run time.
bool validateSpirvRequested() {
  const char *Value = std::getenv("PRISM_VALIDATE_SPIRV");
  return Value && *Value && std::string(Value) != "0";
}

bool isSpirvDeviceCompile(const Command &C) {
  auto Has = [&](const char *A) {
    return std::find(C.Argv.begin(), C.Argv.end(), A) != C.Argv.end();
  };
  return Has("--offload=spirv64") && Has("--cuda-device-only");
}

/// The messages of step C. Clang ends those of a spir64 device compile with
/// "N errors generated when compiling for ." (it names the target CPU, and
/// SPIR-V has none); prism++ names the target there.
std::string messagesOf(std::istream &In, const Command &C) {
  std::string Text((std::istreambuf_iterator<char>(In)),
                   std::istreambuf_iterator<char>());
  if (!isSpirvDeviceCompile(C))
    return Text;
  const std::string Nameless = " generated when compiling for .\n";
  const std::string Named = " generated when compiling for spir64.\n";
  for (size_t At = Text.find(Nameless); At != std::string::npos;
       At = Text.find(Nameless, At + Named.size()))
    Text.replace(At, Nameless.size(), Named);
  return Text;
}

bool fileExists(const std::string &Path) {
  return std::ifstream(Path).good();
}

bool hasStdOption(const std::vector<std::string> &Args) {
  for (const std::string &A : Args)
    if (A.rfind("-std=", 0) == 0)
      return true;
  return false;
}

/// The kernel names of a symbol table file: the first word of each line.
std::set<std::string> kernelsOfSymbols(const std::string &Path) {
  std::set<std::string> Names;
  std::ifstream In(Path);
  std::string Line;
  while (std::getline(In, Line))
    Names.insert(Line.substr(0, Line.find(' ')));
  return Names;
}

} // namespace

Compilation::Compilation(const Options &Opts, const Toolchain &Tools)
    : Opts(Opts), Tools(Tools) {
  if (Opts.SaveTemps) {
    std::string Out = Opts.Output.empty() ? "a.out" : Opts.Output;
    TempStem = dirOf(Out) + "/" + stemOf(Out);
  } else if (Opts.DryRun) {
    TempDir = "<tmp>";
  } else {
    const char *Tmp = std::getenv("TMPDIR");
    std::string Pattern =
        std::string(Tmp && *Tmp ? Tmp : "/tmp") + "/prism-XXXXXX";
    std::vector<char> Buf(Pattern.begin(), Pattern.end());
    Buf.push_back('\0');
    if (mkdtemp(Buf.data()))
      TempDir = Buf.data();
    else
      throw OptionError{"cannot create a temporary directory from '" + Pattern +
                        "'"};
  }
}

Compilation::~Compilation() {
  if (Opts.SaveTemps || Opts.DryRun || TempDir.empty())
    return;
  for (const std::string &F : Temporaries)
    std::remove(F.c_str());
  rmdir(TempDir.c_str());
}

std::string Compilation::tempPath(const std::string &Stem,
                                  const std::string &Suffix) const {
  return Opts.SaveTemps ? TempStem + "-" + Stem + Suffix
                        : TempDir + "/" + Stem + Suffix;
}

std::string Compilation::tempFile(const std::string &Stem,
                                  const std::string &Suffix) {
  std::string Path = tempPath(Stem, Suffix);
  Temporaries.push_back(Path);
  return Path;
}

std::string Compilation::compilationId(const std::string &Source) const {
  char Buf[17];
  std::snprintf(Buf, sizeof(Buf), "%016llx",
                static_cast<unsigned long long>(fnv1a(absolutePath(Source))));
  return Buf;
}

std::vector<std::string> Compilation::commonCompileArgs(Language Lang) const {
  std::vector<std::string> Args;
  if (Lang != Language::Cxx)
    Args = {"-fgpu-rdc", "-nogpulib", "-nogpuinc"};
  Args.insert(Args.end(), {"-isystem", Tools.IncludeDir, "-D__PRISM__=1"});
  if (Lang == Language::Sycl || Opts.Sycl)
    Args.push_back("-DSYCL_LANGUAGE_VERSION=202012L");
  if (!hasStdOption(Opts.CommonCompileArgs))
    Args.push_back("-std=c++17");
  Args.insert(Args.end(), Opts.CommonCompileArgs.begin(),
              Opts.CommonCompileArgs.end());
  return Args;
}

Command Compilation::deviceCompile(const SourceFile &Source,
                                   const OffloadTarget &T,
                                   const std::string &Out, bool SyntaxOnly) {
  Command C{{Tools.Clang}};
  if (T.Kind == OffloadTarget::Spirv) {
    C.Argv.insert(C.Argv.end(),
                  {"-x", "hip", "--offload=spirv64", "--cuda-device-only"});
  } else {
    // CUDA mode with no CUDA SDK: the PTX is JIT-compiled by the driver, so
    // neither ptxas nor libdevice is needed. -fmath-errno keeps <math.h>
    // calls as calls that the device library defines; as llvm.* math
    // intrinsics, llc would lower them to libcalls after the library link.
    C.Argv.insert(C.Argv.end(),
                  {"-x", "cuda", "--cuda-gpu-arch=" + T.Arch,
                   "--cuda-path=/nonexistent", "-nocudainc", "-nocudalib",
                   "-Xclang", "-target-sdk-version=11.5",
                   "--cuda-feature=+ptx75", "--cuda-device-only",
                   "-Wno-unknown-cuda-version", "-fmath-errno", "-include",
                   Tools.IncludeDir + "/prism/cuda_device_prelude.h"});
  }
  // Clang defines the host's __float128 macros in device compiles too, but
  // no device target has the type: under -std=gnu++NN (CMake's default),
  // where __STRICT_ANSI__ is not defined, libstdc++ would then declare
  // __float128 overloads that the device compile refuses.
  C.Argv.push_back("-cuid=" + compilationId(Source.Path));
  for (std::string &A :
       frontendPluginArgs(Source.Lang, /*Device=*/true, Tools.frontendPlugin()))
    C.Argv.push_back(std::move(A));
  C.Argv.insert(C.Argv.end(), {"-fpass-plugin=" + Tools.passPlugin(),
                               "-U__FLOAT128__", "-U__SIZEOF_FLOAT128__"});
  for (std::string &A : languageArgs(Source.Lang, &T, Tools.IncludeDir))
    C.Argv.push_back(std::move(A));
  for (const std::string &A : commonCompileArgs(Source.Lang))
    C.Argv.push_back(A);
  for (const Options::DeviceCompileArg &A : Opts.DeviceCompileArgs)
    if (A.Triple.empty() || A.Triple == T.Triple)
      C.Argv.push_back(A.Arg);
  if (SyntaxOnly) {
    C.Argv.push_back("-fsyntax-only");
  } else {
    for (const char *A : {"-emit-llvm", "-c", "-o"})
      C.Argv.push_back(A);
    C.Argv.push_back(Out);
  }
  C.Argv.push_back(Source.Path);
  return C;
}

Command Compilation::hostCompile(const SourceFile &Source,
                                 const std::string &Out,
                                 const char *ActionFlag) {
  Command C{{Tools.Clang}};
  if (Source.offloads()) {
    C.Argv.insert(C.Argv.end(),
                  {"-x", "hip", "--offload=spirv64", "--cuda-host-only",
                   "-Xclang", "-cuid=" + compilationId(Source.Path)});
    // The frontend plugin only keeps Clang from warning about the SYCL
    // kernel attributes it does not know (frontend/kernel_attributes.h).
    for (std::string &A : frontendPluginArgs(Source.Lang, /*Device=*/false,
                                             Tools.frontendPlugin()))
      C.Argv.push_back(std::move(A));
    C.Argv.push_back("-fpass-plugin=" + Tools.passPlugin());
  } else {
    C.Argv.insert(C.Argv.end(), {"-x", "c++"});
  }
  for (std::string &A : languageArgs(Source.Lang, nullptr, Tools.IncludeDir))
    C.Argv.push_back(std::move(A));
  for (const std::string &A : commonCompileArgs(Source.Lang))
    C.Argv.push_back(A);
  for (const std::string &A : Opts.HostCompileArgs)
    C.Argv.push_back(A);
  C.Argv.push_back(ActionFlag);
  if (!Out.empty()) {
    C.Argv.push_back("-o");
    C.Argv.push_back(Out);
  }
  C.Argv.push_back(Source.Path);
  return C;
}

void Compilation::planDeviceLink(const OffloadTarget &T,
                                 const std::vector<std::string> &Bitcode) {
  std::string Linked = tempFile(T.tag() + "-linked", ".bc");
  Command Link{{Tools.LlvmLink}};
  Link.Argv.insert(Link.Argv.end(), Bitcode.begin(), Bitcode.end());
  Link.Argv.insert(Link.Argv.end(), {"-o", Linked});
  Chain Target = newChain();
  addStep(Link, Target);

  std::string WithLib = tempFile(T.tag() + "-devicelib", ".bc");
  addStep({{Tools.LlvmLink, Linked, "--only-needed",
            Tools.deviceLibrary(T.library()), "-o", WithLib}},
          Target);

  bool Spirv = T.Kind == OffloadTarget::Spirv;
  Command PostLink{
      {Tools.Opt, "-load-pass-plugin=" + Tools.passPlugin(),
       Spirv ? "-passes=prism-post-link-spirv" : "-passes=prism-post-link-ptx",
       "-prism-opt-level=" + std::to_string(optLevel(Opts.CommonCompileArgs))}};
  DeviceCode Code{T, tempPath(T.tag(), ""), "", "", ""};
  if (Opts.DeviceCodeSplit == "off") {
    Code.Bitcode = tempFile(T.tag() + "-postlink", ".bc");
    Code.Symbols = tempFile(T.tag(), ".sym");
    PostLink.Argv.insert(PostLink.Argv.end(),
                         {"-prism-symbols-out=" + Code.Symbols, WithLib, "-o",
                          Code.Bitcode});
  } else {
    Code.Manifest = tempFile(T.tag(), ".parts");
    PostLink.Argv.insert(PostLink.Argv.end(),
                         {"-prism-split=" + Opts.DeviceCodeSplit,
                          "-prism-split-out=" + Code.Stem, "-disable-output",
                          WithLib});
  }
  addStep(PostLink, Target);
  LinkedCode.push_back(Code);
}

void Compilation::planDeviceOnlySpirv(const SourceFile &Source,
                                      const OffloadTarget &T,
                                      const std::string &Out) {
  std::string Bitcode = tempFile(stemOf(Source.Path) + "-" + T.tag(), ".bc");
  Chain Pipeline = newChain();
  addStep(deviceCompile(Source, T, Bitcode, false), Pipeline);
  // What llvm-spirv needs of a module of one translation unit: no optnone
  // (an -O0 module), device printf as OpenCL's printf, nothing the
  // translator cannot take, and none of the internal helpers that only kept
  // kernels alive for Clang (globaldce). Functions it does not define stay
  // imports, for a later link.
  std::string Lowered =
      tempFile(stemOf(Source.Path) + "-" + T.tag() + "-lowered", ".bc");
  addStep({{Tools.Opt, "-load-pass-plugin=" + Tools.passPlugin(),
            "-passes=prism-strip-optnone,prism-lower-printf,"
            "prism-lower-unsupported,prism-widen-odd-integers,globaldce",
            Bitcode, "-o", Lowered}},
          Pipeline);
  Command Translate{{Tools.LlvmSpirv, SpirvExtensions, Lowered, "-o", Out}};
  if (Opts.EmitText)
    Translate.Argv.insert(Translate.Argv.begin() + 1, "-spirv-text");
  addStep(Translate, Pipeline);
  if (!Opts.EmitText && validateSpirvRequested())
    addStep({{Tools.SpirvVal, Out}}, Pipeline);
}

void Compilation::planImage(const OffloadTarget &T, const std::string &Bitcode,
                            const std::string &Symbols,
                            const std::string &Stem) {
  bool Spirv = T.Kind == OffloadTarget::Spirv;
  std::string Image = Stem + (Spirv ? ".spv" : ".ptx");
  Temporaries.push_back(Image);
  if (Spirv) {
    Chain Translation = newChain();
    addStep({{Tools.LlvmSpirv, SpirvExtensions, Bitcode, "-o", Image}},
            Translation);
    if (validateSpirvRequested())
      addStep({{Tools.SpirvVal, Image}}, Translation);
  } else
    addStep({{Tools.Llc, "-march=nvptx64", "-mcpu=" + T.Arch, "-mattr=+ptx75",
              "-O3", Bitcode, "-o", Image}},
            newChain());
  Images.push_back({T, Image, Symbols});
}

void Compilation::planTranslation(const DeviceCode &Code) {
  if (Code.Manifest.empty()) {
    planImage(Code.Target, Code.Bitcode, Code.Symbols, Code.Stem);
    return;
  }
  if (Opts.DryRun) {
    // The parts are known once the split has run: show the commands of
    // part 0 as the pattern of every part.
    planImage(Code.Target, Code.Stem + "-0.bc", Code.Stem + "-0.sym",
              Code.Stem + "-0");
    return;
  }
  std::ifstream Manifest(Code.Manifest);
  std::string Line;
  while (std::getline(Manifest, Line)) {
    size_t Tab = Line.find('\t');
    if (Tab == std::string::npos)
      continue;
    std::string Bitcode = Line.substr(0, Tab), Symbols = Line.substr(Tab + 1);
    Temporaries.push_back(Bitcode);
    Temporaries.push_back(Symbols);
    planImage(Code.Target, Bitcode, Symbols,
              Bitcode.substr(0, Bitcode.size() - 3));
  }
}

void Compilation::planWrapper(const std::string &WrapperObj, Chain In) {
  std::string WrapperAsm = tempFile("wrapper", ".s");
  std::string Container = tempFile("wrapper", ".bin");
  Command Wrap{
      {Tools.OffloadWrapper, "-o", WrapperAsm, "--container", Container}};
  for (const DeviceImage &I : Images) {
    Wrap.Argv.push_back("--image");
    Wrap.Argv.push_back(
        std::string("format=") +
        (I.Target.Kind == OffloadTarget::Spirv ? "spirv" : "ptx") +
        ",target=" + I.Target.Triple + ",arch=" + I.Target.Arch +
        ",file=" + I.Image + ",symbols=" + I.Symbols);
  }
  addStep(Wrap, In);
  addStep({{Tools.Clang, "-c", "-x", "assembler", WrapperAsm, "-o", WrapperObj}},
          In);
}

void Compilation::planHostLink(const std::vector<std::string> &Objects,
                               const std::string &WrapperObj,
                               Chain In) {
  Command Link{{Tools.Clang}};
  Link.Argv.insert(Link.Argv.end(), Objects.begin(), Objects.end());
  if (!WrapperObj.empty())
    Link.Argv.push_back(WrapperObj);
  Link.Argv.insert(Link.Argv.end(), Opts.LinkInputs.begin(),
                   Opts.LinkInputs.end());
  Link.Argv.insert(Link.Argv.end(), Opts.LinkArgs.begin(), Opts.LinkArgs.end());
  Link.Argv.push_back("-L" + Tools.LibDir);
  if (Tools.libDirNeedsRpath())
    Link.Argv.push_back("-Wl,-rpath," + Tools.LibDir);
  Link.Argv.insert(Link.Argv.end(),
                   {"-lsycl", "-lprism-hip", "-lprism-runtime", "-o",
                    Opts.Output.empty() ? "a.out" : Opts.Output});
  addStep(Link, In);
}

void Compilation::checkTargetsOf(const std::string &Input,
                                 const std::set<std::string> &Carried) const {
  std::string Missing, Has;
  for (const OffloadTarget &T : Opts.Targets)
    if (!Carried.count(bundleId(T)))
      Missing += (Missing.empty() ? "" : ", ") + bundleTargetName(bundleId(T));
  if (Missing.empty())
    return;
  for (const std::string &Id : Carried)
    Has += (Has.empty() ? "" : ", ") + bundleTargetName(Id);
  throw OptionError{"'" + Input + "' carries device code for " + Has +
                    ", but this link asks for " + Missing +
                    " too; compile it with the -fsycl-targets of the link, or "
                    "link for the targets it carries"};
}

int Compilation::run() {
  for (const SourceFile &Source : Opts.Sources)
    if (!fileExists(Source.Path))
      throw OptionError{"no such file or directory: '" + Source.Path + "'"};
  for (const std::string &Input : Opts.InputFiles)
    if (!fileExists(Input))
      throw OptionError{"no such file or directory: '" + Input + "'"};
  std::vector<std::string> HostObjects;
  std::vector<std::vector<std::string>> DeviceBitcode(Opts.Targets.size());
  // One chain: the preprocessed sources share stdout.
  Chain Preprocessing = newChain();
  for (const SourceFile &Source : Opts.Sources) {
    std::string Stem = stemOf(Source.Path);
    switch (Opts.Act) {
    case Action::Preprocess:
      addStep(hostCompile(Source, Opts.Output, "-E"), Preprocessing);
      continue;
    case Action::SyntaxOnly:
      if (Source.offloads())
        for (const OffloadTarget &T : Opts.Targets)
          addStep(deviceCompile(Source, T, "", /*SyntaxOnly=*/true),
                  newChain());
      addStep(hostCompile(Source, "", "-fsyntax-only"), newChain());
      continue;
    case Action::DeviceOnly:
      // <stem>.bc (.ll with -S), or <stem>-<target>.bc for several targets;
      // with -emit-spirv, <stem>.spv (.spt with -S).
      for (const OffloadTarget &T : Opts.Targets) {
        std::string Out = !Opts.Output.empty()       ? Opts.Output
                          : Opts.Targets.size() == 1 ? Stem
                                                     : Stem + "-" + T.tag();
        if (Opts.Output.empty())
          Out += Opts.EmitSpirv ? (Opts.EmitText ? ".spt" : ".spv")
                                : (Opts.EmitText ? ".ll" : ".bc");
        if (Opts.EmitSpirv) {
          planDeviceOnlySpirv(Source, T, Out);
          continue;
        }
        Command C = deviceCompile(Source, T, Out, false);
        if (Opts.EmitText)
          for (std::string &A : C.Argv)
            if (A == "-c")
              A = "-S";
        addStep(C, newChain());
      }
      continue;
    case Action::Compile:
    case Action::Link:
      break;
    }
    DependencyFiles Deps;
    bool Sycl = Source.Lang == Language::Sycl;
    for (size_t I = 0; Source.offloads() && I < Opts.Targets.size(); ++I) {
      std::string Bc = tempFile(Stem + "-" + Opts.Targets[I].tag(), ".bc");
      Command C = deviceCompile(Source, Opts.Targets[I], Bc, false);
      if (Opts.Dependencies.Enabled) {
        Deps.Device.push_back(
            tempFile(Stem + "-" + Opts.Targets[I].tag(), ".d"));
        addDependencyOptions(C, Deps.Device.back(), {{"-MT", Bc}});
      }
      Chain DeviceChain = newChain();
      addCompileStep(C, DeviceChain, Sycl);
      if (!Sycl && !Opts.GpuRdc) {
        // Whole-program device code, as hipcc without -fgpu-rdc: only the
        // kernels and the variables the host names stay visible to other
        // translation units, so two of them may define the same __device__
        // function, and an extern __device__ function defined in another is
        // an unresolved import.
        std::string Whole =
            tempFile(Stem + "-" + Opts.Targets[I].tag() + "-whole", ".bc");
        addStep({{Tools.Opt, "-load-pass-plugin=" + Tools.passPlugin(),
                  "-passes=prism-kernels-only", Bc, "-o", Whole}},
                DeviceChain);
        Bc = Whole;
      }
      DeviceBitcode[I].push_back(Bc);
    }
    // With -c, a plain C++ source's object is the output itself.
    std::string Obj = Opts.Act == Action::Compile && !Source.offloads()
                          ? (Opts.Output.empty() ? Stem + ".o" : Opts.Output)
                          : tempFile(Stem, ".o");
    Command Host = hostCompile(Source, Obj, "-c");
    if (Opts.Dependencies.Enabled) {
      // The object the build system knows: the fat object of -c, else the
      // object a plain clang++ would name.
      std::string Object = Opts.Act == Action::Compile && !Opts.Output.empty()
                               ? Opts.Output
                               : Stem + ".o";
      Deps.Host = Opts.Dependencies.File;
      if (Deps.Host.empty())
        Deps.Host = Opts.Act == Action::Compile && !Opts.Output.empty()
                        ? dirOf(Opts.Output) + "/" + stemOf(Opts.Output) + ".d"
                        : Stem + ".d";
      auto Targets = Opts.Dependencies.Targets;
      if (Targets.empty())
        Targets.emplace_back("-MT", Object);
      addDependencyOptions(Host, Deps.Host, Targets);
      Dependencies.push_back(Deps);
    }
    addCompileStep(Host, newChain(), Sycl);
    HostObjects.push_back(Obj);
  }

  // An object made with -fsycl-link already carries the device images of
  // the link's fat objects: the link then is a host link only.
  bool DeviceLinked =
      Opts.Act == Action::Link &&
      std::any_of(Opts.InputFiles.begin(), Opts.InputFiles.end(),
                  [](const std::string &Input) {
                    return isObjectFile(Input) &&
                           readElfSection(Input, ".hip_fatbin").has_value();
                  });
  if (DeviceLinked && !Opts.Sources.empty())
    throw OptionError{"an input made with -fsycl-link carries the device code "
                      "of this link; compile '" +
                      Opts.Sources.front().Path +
                      "' with -c and give its object to -fsycl-link too"};
  if ((Opts.Act == Action::Link && !DeviceLinked) ||
      Opts.Act == Action::DeviceLink) {
    // Device code of fat objects made with -c joins the device link, also
    // from the members of static libraries: the bundler turns an archive of
    // fat objects into an archive of their device bitcode (skipping plain
    // members), which llvm-link links whole.
    for (const std::string &Input : Opts.LinkInputs) {
      bool Archive = isArchive(Input);
      if (!Archive && !isObjectFile(Input))
        continue;
      std::set<std::string> Carried = deviceBundleIds(Input);
      if (Carried.empty())
        continue; // a plain object or library: the host link takes it
      checkTargetsOf(Input, Carried);
      for (size_t I = 0; I < Opts.Targets.size(); ++I) {
        std::string Id = bundleId(Opts.Targets[I]);
        std::string Bc = tempFile(stemOf(Input) + "-" + Opts.Targets[I].tag(),
                                  Archive ? ".a" : ".bc");
        Command Unbundle{{Tools.OffloadBundler, Archive ? "-type=a" : "-type=o",
                          "-targets=" + Id, "-input=" + Input, "-output=" + Bc,
                          "-unbundle"}};
        if (Archive)
          Unbundle.Argv.push_back("-allow-missing-bundles");
        addStep(Unbundle, newChain());
        DeviceBitcode[I].push_back(Bc);
      }
    }
  }

  if (Opts.Act == Action::Compile) {
    if (int Code = runAll())
      return Code;
    // A fat object: the host object with each target's device bitcode in
    // clang-offload-bundler sections.
    // (Plain C++ sources were compiled to their objects directly.)
    for (size_t S = 0, Offloading = 0; S < Opts.Sources.size(); ++S) {
      if (!Opts.Sources[S].offloads())
        continue;
      std::string Out = Opts.Output.empty()
                            ? stemOf(Opts.Sources[S].Path) + ".o"
                            : Opts.Output;
      std::string Targets = "-targets=host-x86_64-unknown-linux-gnu";
      Command Bundle{{Tools.OffloadBundler, "-type=o"}};
      std::vector<std::string> Inputs = {"-input=" + HostObjects[S]};
      for (size_t I = 0; I < Opts.Targets.size(); ++I) {
        Targets += "," + bundleId(Opts.Targets[I]);
        Inputs.push_back("-input=" + DeviceBitcode[I][Offloading]);
      }
      ++Offloading;
      Bundle.Argv.push_back(Targets);
      Bundle.Argv.insert(Bundle.Argv.end(), Inputs.begin(), Inputs.end());
      Bundle.Argv.push_back("-output=" + Out);
      addStep(Bundle, newChain());
    }
    if (int Code = runAll())
      return Code;
    return mergeDependencies() ? 0 : 1;
  } else if (Opts.Act == Action::Link || Opts.Act == Action::DeviceLink) {
    if (int Code = runAll())
      return Code;
    for (size_t I = 0; I < Opts.Targets.size(); ++I)
      if (!DeviceBitcode[I].empty())
        planDeviceLink(Opts.Targets[I], DeviceBitcode[I]);
    if (int Code = runAll())
      return Code;
    if (!mergeDependencies())
      return 1;
    for (const DeviceCode &Code : LinkedCode)
      planTranslation(Code);
    if (int Code = runAll())
      return Code;
    Chain Final = newChain();
    if (Opts.Act == Action::DeviceLink) {
      planWrapper(Opts.Output.empty() ? "a.o" : Opts.Output, Final);
      return runAll();
    }
    std::string WrapperObj;
    if (!DeviceLinked) {
      WrapperObj = tempFile("wrapper", ".o");
      planWrapper(WrapperObj, Final);
    }
    planHostLink(HostObjects, WrapperObj, Final);
    if (int Code = runAll())
      return Code;
    return Opts.DryRun || DeviceLinked ? 0 : checkHostKernels();
  }
  return runAll();
}

void Compilation::addDependencyOptions(
    Command &C, const std::string &File,
    const std::vector<std::pair<std::string, std::string>> &Targets) const {
  // Before the source, which each compile command ends with.
  std::vector<std::string> Args = {
      Opts.Dependencies.UserOnly ? "-MMD" : "-MD", "-MF", File};
  for (const auto &[Flag, Target] : Targets) {
    Args.push_back(Flag);
    Args.push_back(Target);
  }
  C.Argv.insert(C.Argv.end() - 1, Args.begin(), Args.end());
}

bool Compilation::mergeDependencies() const {
  if (Opts.DryRun)
    return true;
  for (const DependencyFiles &Deps : Dependencies) {
    std::string Error;
    if (!mergeDependencyFiles(Deps.Host, Deps.Device, Opts.Dependencies.Phony,
                              Error)) {
      std::cerr << "prism++: error: " << Error << "\n";
      return false;
    }
  }
  return true;
}

bool Compilation::retryWithoutPrecompiledHeader(Step &S,
                                                const std::string &Stderr) {
  if (!S.Fallback)
    return false;
  if (isStalePrecompiledHeader(Stderr))
    S.Pch->remove();
  if (Opts.Verbose) {
    std::ifstream Messages(Stderr, std::ios::binary);
    std::cerr << Messages.rdbuf()
              << "prism++: compiling again without the precompiled header\n";
  }
  S.Cmd = std::move(*S.Fallback);
  S.Fallback.reset();
  return true;
}

int Compilation::checkHostKernels() {
  std::string Output = Opts.Output.empty() ? "a.out" : Opts.Output;
  std::optional<std::string> Table = readElfSection(Output, "prism_kernels");
  if (!Table)
    return 0;
  std::set<std::string> Registered;
  for (size_t Pos = 0; Pos < Table->size();) {
    size_t End = Table->find('\0', Pos);
    if (End == std::string::npos)
      End = Table->size();
    if (End > Pos)
      Registered.insert(Table->substr(Pos, End - Pos));
    Pos = End + 1;
  }
  bool Missing = false;
  for (const OffloadTarget &T : Opts.Targets) {
    if (std::none_of(
            LinkedCode.begin(), LinkedCode.end(),
            [&](const DeviceCode &Code) { return Code.Target.tag() == T.tag(); }))
      continue;
    std::set<std::string> Device;
    for (const DeviceImage &I : Images)
      if (I.Target.tag() == T.tag()) {
        std::set<std::string> Part = kernelsOfSymbols(I.Symbols);
        Device.insert(Part.begin(), Part.end());
      }
    for (const std::string &Name : Registered)
      if (!Device.count(Name)) {
        std::cerr << "prism++: error: the host code registers kernel '"
                  << demangleKernelName(Name) << "', but the " << T.Triple
                  << " device code has no such kernel: the host and device "
                     "compiles of its source disagree (an option or macro "
                     "given to one of them only?)\n";
        Missing = true;
      }
  }
  if (!Missing)
    return 0;
  std::remove(Output.c_str());
  return 1;
}

void Compilation::addCompileStep(Command C, Chain In, bool Sycl) {
  std::optional<PrecompiledHeader> Pch;
  if (Opts.PrecompiledHeader && Sycl)
    Pch = PrecompiledHeader::of(C, Tools);
  if (!Pch) {
    addStep(std::move(C), In);
    return;
  }
  if (!Pch->claim())
    PchBuilds.emplace(Pch->Pch, std::make_pair(*Pch, C));
  Steps.push_back({Pch->use(C), In, Pch, std::move(C)});
}

void Compilation::buildPrecompiledHeaders() {
  std::vector<std::pair<PrecompiledHeader, Command>> Builds;
  for (auto &Entry : PchBuilds)
    Builds.emplace_back(Entry.second.first,
                        Entry.second.first.build(Entry.second.second, Tools));
  PchBuilds.clear();
  if (Opts.DryRun) {
    for (const auto &[Pch, Build] : Builds)
      std::cerr << " " << Build.printable() << "\n";
    return;
  }
  // Side by side and silent: a header that does not build (a macro of the
  // command line that breaks it) only costs its compiles the fallback, which
  // then reports the error as the compile's own.
  std::vector<std::string> Stderr;
  std::vector<std::unique_ptr<RunningCommand>> Running;
  for (const auto &[Pch, Build] : Builds) {
    if (Opts.Verbose)
      std::cerr << " " << Build.printable() << "\n";
    Stderr.push_back(tempFile("pch-" + std::to_string(Stderr.size()), ".txt"));
    Running.push_back(std::make_unique<RunningCommand>(Build, Stderr.back()));
  }
  std::set<std::string> Failed;
  for (size_t I = 0; I < Builds.size(); ++I) {
    const PrecompiledHeader &Pch = Builds[I].first;
    if (Running[I]->wait() != 0 || !Pch.commit()) {
      Pch.remove();
      Failed.insert(Pch.Pch);
      if (Opts.Verbose)
        std::cerr << "prism++: the precompiled header '" << Pch.Pch
                  << "' did not build; compiling without it\n";
    }
  }
  for (Step &S : Steps)
    if (S.Pch && Failed.count(S.Pch->Pch)) {
      S.Cmd = std::move(*S.Fallback);
      S.Pch.reset();
      S.Fallback.reset();
    }
}

int Compilation::runAll() {
  if (!PchBuilds.empty())
    buildPrecompiledHeaders();
  std::vector<Step> Planned;
  Planned.swap(Steps);
  if (Opts.DryRun) {
    for (const Step &S : Planned)
      std::cerr << " " << S.Cmd.printable() << "\n";
    return 0;
  }
  unsigned Jobs = Opts.MaxParallelJobs;
  if (Jobs == 0)
    Jobs = std::max(1u, std::thread::hardware_concurrency());
  // Side by side, each tool's stderr goes to a file of its own, shown when
  // it ends: the messages of one tool stay together, in plan order. Clang
  // then sees no terminal, so it is asked for colours when prism++ has one.
  // A compile reading a precompiled header is captured too, to be run again
  // without it silently if it fails.
  bool Capture = Jobs > 1 && Planned.size() > 1;
  bool Terminal = isatty(STDERR_FILENO);
  auto Start = [&](size_t I, const std::string &Stderr) {
    Command &C = Planned[I].Cmd;
    if (Opts.Verbose)
      std::cerr << " " << C.printable() << "\n";
    if (Terminal && !Stderr.empty() && C.Argv[0] == Tools.Clang)
      C.Argv.insert(C.Argv.begin() + 1, "-fcolor-diagnostics");
    return std::make_unique<RunningCommand>(C, Stderr);
  };

  struct Running {
    size_t Index;
    std::string Stderr;
    std::unique_ptr<RunningCommand> Process;
  };
  std::deque<Running> InFlight;
  std::vector<bool> Started(Planned.size()), Done(Planned.size());
  size_t Failed = Planned.size();
  int FailedCode = 0;
  // A step may start once the steps before it in its chain are done.
  auto Ready = [&](size_t I) {
    for (size_t J = 0; J < I; ++J)
      if (Planned[J].In == Planned[I].In && !Done[J])
        return false;
    return true;
  };
  for (;;) {
    for (size_t I = 0; I < Planned.size() && InFlight.size() < Jobs &&
                       Failed == Planned.size();
         ++I) {
      if (Started[I] || !Ready(I))
        continue;
      Started[I] = true;
      std::string Stderr = Capture || Planned[I].Fallback
                               ? tempFile("stderr-" + std::to_string(I), ".txt")
                               : "";
      if (Stderr.empty() && isSpirvDeviceCompile(Planned[I].Cmd))
        // Its messages pass through messagesOf.
        Stderr = tempFile("stderr-" + std::to_string(I), ".txt");
      InFlight.push_back({I, Stderr, Start(I, Stderr)});
    }
    if (InFlight.empty())
      break;
    // Waiting in start order keeps the order of the messages, and of the
    // steps started next, the same from run to run.
    Running R = std::move(InFlight.front());
    InFlight.pop_front();
    int Code = R.Process->wait();
    if (Code != 0 &&
        retryWithoutPrecompiledHeader(Planned[R.Index], R.Stderr)) {
      R.Process = Start(R.Index, R.Stderr);
      InFlight.push_front(std::move(R));
      continue;
    }
    if (!R.Stderr.empty()) {
      std::ifstream Messages(R.Stderr, std::ios::binary);
      if (Messages.peek() != std::ifstream::traits_type::eof())
        std::cerr << messagesOf(Messages, Planned[R.Index].Cmd);
      std::remove(R.Stderr.c_str());
    }
    Done[R.Index] = true;
    if (Code == 0)
      continue;
    // As when the steps run one at a time, nothing planned after the failed
    // step runs or speaks: the steps under way are stopped, their messages
    // (often the same error again, from the other compile of the source)
    // dropped.
    Failed = R.Index;
    FailedCode = Code;
    for (Running &Other : InFlight) {
      Other.Process->cancel();
      if (!Other.Stderr.empty())
        std::remove(Other.Stderr.c_str());
    }
    InFlight.clear();
  }
  if (Failed == Planned.size())
    return 0;
  const Command &FailedStep = Planned[Failed].Cmd;
  if (FailedStep.Argv[0] == Tools.SpirvVal) {
    std::cerr << "prism++: error: the SPIR-V image '" << FailedStep.Argv[1]
              << "'" << kernelsOfImage(FailedStep.Argv[1])
              << " is not valid (spirv-val, which PRISM_VALIDATE_SPIRV asks "
                 "for, says why above)\n";
    return 1;
  }
  std::cerr << "prism++: error: " << baseName(FailedStep.Argv[0])
            << " failed with exit code " << FailedCode
            << (Opts.Verbose ? "" : " (use -v to see the command)") << "\n";
  return 1;
}

std::string Compilation::kernelsOfImage(const std::string &Image) const {
  for (const DeviceImage &I : Images) {
    if (I.Image != Image)
      continue;
    std::set<std::string> Kernels = kernelsOfSymbols(I.Symbols);
    if (Kernels.empty())
      return "";
    std::string Text =
        " (kernel '" + demangleKernelName(*Kernels.begin()) + "'";
    if (Kernels.size() > 1)
      Text += " and " + std::to_string(Kernels.size() - 1) + " more";
    return Text + ")";
  }
  return "";
}

} // namespace prism::driver
