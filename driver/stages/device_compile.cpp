//===- device_compile.cpp - Stage: a source's device compiles -------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "compile_options.h"
#include "dependency_file.h"
#include "fat_object.h"
#include "languages.h"
#include "paths.h"
#include "stages.h"

namespace prism::driver {

namespace {

/// Clang's device compile of Source for T into Out (bitcode), or with
/// SyntaxOnly a check only.
Command deviceCompile(const Compilation &C, const SourceFile &Source,
                      const OffloadTarget &T, const std::string &Out,
                      bool SyntaxOnly) {
  const Toolchain &Tools = C.Tools;
  Command Cmd{{Tools.Clang}};
  if (T.compiledAsSpirv()) {
    Cmd.Argv.insert(Cmd.Argv.end(),
                    {"-x", "hip", "--offload=spirv64", "--cuda-device-only"});
  } else {
    // CUDA mode with no CUDA SDK: the PTX is JIT-compiled by the driver, so
    // neither ptxas nor libdevice is needed. -fmath-errno keeps <math.h>
    // calls as calls that the device library defines; as llvm.* math
    // intrinsics, llc would lower them to libcalls after the library link.
    Cmd.Argv.insert(Cmd.Argv.end(),
                    {"-x", "cuda", "--cuda-gpu-arch=" + T.Arch,
                     "--cuda-path=/nonexistent", "-nocudainc", "-nocudalib",
                     "-Xclang", "-target-sdk-version=11.5",
                     "--cuda-feature=+ptx75", "--cuda-device-only",
                     "-Wno-unknown-cuda-version", "-fmath-errno", "-include",
                     Tools.IncludeDir + "/prism/device/cuda_prelude.h"});
  }
  // Clang defines the host's __float128 macros in device compiles too, but
  // no device target has the type: under -std=gnu++NN (CMake's default),
  // where __STRICT_ANSI__ is not defined, libstdc++ would then declare
  // __float128 overloads that the device compile refuses.
  Cmd.Argv.push_back("-cuid=" + compilationId(Source.Path));
  for (std::string &A :
       frontendPluginArgs(Source.Lang, /*Device=*/true, Tools.frontendPlugin()))
    Cmd.Argv.push_back(std::move(A));
  Cmd.Argv.insert(Cmd.Argv.end(), {"-fpass-plugin=" + Tools.passPlugin(),
                                   "-U__FLOAT128__", "-U__SIZEOF_FLOAT128__"});
  for (std::string &A : languageArgs(Source.Lang, &T, Tools.IncludeDir))
    Cmd.Argv.push_back(std::move(A));
  for (const std::string &A : commonCompileArgs(C, Source.Lang))
    Cmd.Argv.push_back(A);
  for (const Options::DeviceCompileArg &A : C.Opts.DeviceCompileArgs)
    if (A.Triple.empty() || A.Triple == T.Triple)
      Cmd.Argv.push_back(A.Arg);
  if (SyntaxOnly) {
    Cmd.Argv.push_back("-fsyntax-only");
  } else {
    for (const char *A : {"-emit-llvm", "-c", "-o"})
      Cmd.Argv.push_back(A);
    Cmd.Argv.push_back(Out);
  }
  Cmd.Argv.push_back(Source.Path);
  return Cmd;
}

/// -fsycl-device-only -emit-spirv: Source's device code for T as SPIR-V in
/// Out.
void planDeviceOnlySpirv(Compilation &C, const SourceFile &Source,
                         const OffloadTarget &T, const std::string &Out) {
  const Toolchain &Tools = C.Tools;
  std::string Tag = stemOf(Source.Path) + "-" + T.tag();
  std::string Bitcode = C.Temps.file(Tag, ".bc");
  Plan::Chain Pipeline = C.Steps.newChain();
  C.Steps.add(deviceCompile(C, Source, T, Bitcode, false), Pipeline);
  // What llvm-spirv needs of a module of one translation unit: no optnone
  // (an -O0 module), device printf as OpenCL's printf, nothing the
  // translator cannot take, and none of the internal helpers that only kept
  // kernels alive for Clang (globaldce). Functions it does not define stay
  // imports, for a later link.
  std::string Lowered = C.Temps.file(Tag + "-lowered", ".bc");
  C.Steps.add({{Tools.Opt, "-load-pass-plugin=" + Tools.passPlugin(),
                "-passes=prism-strip-optnone,prism-lower-printf,"
                "prism-lower-unsupported,prism-widen-odd-integers,globaldce",
                Bitcode, "-o", Lowered}},
              Pipeline);
  planSpirvTranslation(C, Lowered, Out, "", C.Opts.EmitText, Pipeline);
}

} // namespace

void planDeviceCompiles(Compilation &C, const SourceFile &Source,
                        Compilation::DependencyFiles &Deps) {
  if (!Source.offloads())
    return;
  const Options &Opts = C.Opts;
  std::string Stem = stemOf(Source.Path);
  bool Sycl = Source.Lang == Language::Sycl;
  for (size_t I = 0; I < Opts.Targets.size(); ++I) {
    // The native CPU target takes the SPIR-V target's device code when both
    // are built: they are the same compile.
    size_t Same = sameDeviceCode(Opts.Targets, I);
    if (Same != I) {
      C.DeviceBitcode[I].push_back(C.DeviceBitcode[Same].back());
      continue;
    }
    std::string Tag = Stem + "-" + Opts.Targets[I].tag();
    std::string Bc = C.Temps.file(Tag, ".bc");
    Command Compile = deviceCompile(C, Source, Opts.Targets[I], Bc, false);
    if (Opts.Dependencies.Enabled) {
      Deps.Device.push_back(C.Temps.file(Tag, ".d"));
      addDependencyOptions(Compile, Opts.Dependencies, Deps.Device.back(),
                           {{"-MT", Bc}});
    }
    Plan::Chain Device = C.Steps.newChain();
    C.Steps.addCompile(Compile, Device, Sycl);
    if (!Sycl && !Opts.GpuRdc) {
      // Whole-program device code, as hipcc without -fgpu-rdc: only the
      // kernels and the variables the host names stay visible to other
      // translation units, so two of them may define the same __device__
      // function, and an extern __device__ function defined in another is
      // an unresolved import.
      std::string Whole = C.Temps.file(Tag + "-whole", ".bc");
      C.Steps.add({{C.Tools.Opt, "-load-pass-plugin=" + C.Tools.passPlugin(),
                    "-passes=prism-kernels-only", Bc, "-o", Whole}},
                  Device);
      Bc = Whole;
    }
    C.DeviceBitcode[I].push_back(Bc);
  }
}

void planDeviceSyntaxChecks(Compilation &C, const SourceFile &Source) {
  if (!Source.offloads())
    return;
  for (const OffloadTarget &T : C.Opts.Targets)
    C.Steps.add(deviceCompile(C, Source, T, "", /*SyntaxOnly=*/true),
                C.Steps.newChain());
}

void planDeviceOnlyOutputs(Compilation &C, const SourceFile &Source) {
  const Options &Opts = C.Opts;
  std::string Stem = stemOf(Source.Path);
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
      planDeviceOnlySpirv(C, Source, T, Out);
      continue;
    }
    Command Compile = deviceCompile(C, Source, T, Out, false);
    if (Opts.EmitText)
      for (std::string &A : Compile.Argv)
        if (A == "-c")
          A = "-S";
    C.Steps.add(Compile, C.Steps.newChain());
  }
}

} // namespace prism::driver
