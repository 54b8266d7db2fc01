//===- Options.td - The options prism++ itself acts on ----*- tablegen -*-===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The one place an option is declared: llvm-tblgen -gen-opt-parser-defs makes
// the OptTable that parses the command line (options.cpp) out of it, and
// --help (help.cpp) lists it, group by group in the order of this file (which
// CMake reads from the `def` lines, as TableGen sorts the table by name).
// Options that are not here are Clang's, which prism++ forwards to the
// compiles and the link as options.cpp sorts them.
//
// A new option is a `def` here and its meaning in applyOption (options.cpp),
// whose switch names every option so that one without a meaning does not
// compile.
//
//===----------------------------------------------------------------------===//

include "llvm/Option/OptParser.td"

// The groups --help shows, in this order, under their help text.
def sycl_Group : OptionGroup<"<sycl group>">, HelpText<"SYCL OPTIONS">;
def offload_Group : OptionGroup<"<offload group>">,
  HelpText<"HIP AND CUDA OPTIONS">;
def compile_Group : OptionGroup<"<compile group>">,
  HelpText<"COMPILATION OPTIONS (Clang's, as prism++ applies them to device code too)">;
def general_Group : OptionGroup<"<general group>">,
  HelpText<"GENERAL OPTIONS">;
// Clang's options that take the next argument as their value, so that the
// value is not read as an input; prism++ forwards them. Not in --help.
def clang_separate_Group : OptionGroup<"<clang separate group>">;

// SYCL.
def fsycl : Flag<["-"], "fsycl">, Group<sycl_Group>,
  HelpText<"Compile C++ sources as SYCL: device code for every target, host code, and one executable carrying every image">;
def fno_sycl : Flag<["-"], "fno-sycl">, Group<sycl_Group>,
  HelpText<"Compile C++ sources as plain C++ (the last of -fsycl and -fno-sycl wins)">;
// Joined, not CommaJoined: OptTable drops empty items, and an empty target
// ("-fsycl-targets=spir64,") is an error.
def fsycl_targets_EQ : Joined<["-"], "fsycl-targets=">, Group<sycl_Group>,
  MetaVarName<"<target>,...">,
  HelpText<"Device targets: spir64 (SPIR-V, the default), nvptx64-nvidia-cuda (PTX for sm_80), nvidia_gpu_sm_XX (PTX for sm_XX)">;
def Xsycl_target_frontend : Separate<["-"], "Xsycl-target-frontend">,
  Group<sycl_Group>, MetaVarName<"<args>">,
  HelpText<"Pass <args> (split at blanks, quoted as in a shell) to every device compile">;
def Xsycl_target_frontend_EQ :
  JoinedAndSeparate<["-"], "Xsycl-target-frontend=">, Group<sycl_Group>,
  MetaVarName<"<target> <args>">,
  HelpText<"Pass <args> to the device compile of <target> only">;
def Xsycl_target_backend : Separate<["-"], "Xsycl-target-backend">,
  Group<sycl_Group>, MetaVarName<"<args>">,
  HelpText<"Pass --cuda-gpu-arch=sm_XX to the PTX target's code generator">;
def Xsycl_target_backend_EQ :
  JoinedAndSeparate<["-"], "Xsycl-target-backend=">, Group<sycl_Group>,
  MetaVarName<"<target> <args>">,
  HelpText<"The same, naming the target (nvptx64-nvidia-cuda)">;
def fsycl_device_code_split : Flag<["-"], "fsycl-device-code-split">,
  Group<sycl_Group>,
  HelpText<"The same as -fsycl-device-code-split=auto">;
def fsycl_device_code_split_EQ : Joined<["-"], "fsycl-device-code-split=">,
  Group<sycl_Group>, MetaVarName<"<mode>">,
  HelpText<"Images per target: per_kernel, per_source (auto, the default) or off (one)">;
def fsycl_device_only : Flag<["-"], "fsycl-device-only">, Group<sycl_Group>,
  HelpText<"Write each source's device bitcode only (-S: LLVM IR text)">;
def emit_spirv : Flag<["-"], "emit-spirv">, Group<sycl_Group>,
  HelpText<"With -fsycl-device-only and -fsycl-targets=spir64: write SPIR-V (-S: text)">;
def fsycl_link : Flag<["-"], "fsycl-link">, Group<sycl_Group>,
  HelpText<"Link the device code of fat objects and libraries into one object for a later host link">;
def fsycl_max_parallel_jobs_EQ : Joined<["-"], "fsycl-max-parallel-jobs=">,
  Group<sycl_Group>, MetaVarName<"<n>">,
  HelpText<"Run at most <n> steps at once (default: one per hardware thread)">;
def fsycl_pch : Flag<["-"], "fsycl-pch">, Group<sycl_Group>,
  HelpText<"Compile with a precompiled <sycl/sycl.hpp> from the program cache (the default)">;
def fno_sycl_pch : Flag<["-"], "fno-sycl-pch">, Group<sycl_Group>,
  HelpText<"Parse <sycl/sycl.hpp> in every compile">;

// HIP and CUDA.
def offload_arch_EQ : Joined<["--"], "offload-arch=">, Group<offload_Group>,
  MetaVarName<"<arch>">,
  HelpText<"Add an image for each <arch> of a comma-separated list: sm_XX (PTX), spirv64 (SPIR-V, always made) or native_cpu">;
def cuda_gpu_arch_EQ : Joined<["--"], "cuda-gpu-arch=">, Group<offload_Group>,
  Alias<offload_arch_EQ>, MetaVarName<"<arch>">;
def fgpu_rdc : Flag<["-"], "fgpu-rdc">, Group<offload_Group>,
  HelpText<"Relocatable device code: device functions may come from other sources and libraries">;
def fno_gpu_rdc : Flag<["-"], "fno-gpu-rdc">, Group<offload_Group>,
  HelpText<"Each source's device code is a whole program (the default)">;
def offload_device_only : Flag<["--"], "offload-device-only">,
  Group<offload_Group>, Alias<fsycl_device_only>;
def cuda_device_only : Flag<["--"], "cuda-device-only">, Group<offload_Group>,
  Alias<fsycl_device_only>;

// Clang's options, as prism++ applies them to both compiles and the link.
def x : JoinedOrSeparate<["-"], "x">, Group<compile_Group>,
  MetaVarName<"<language>">,
  HelpText<"Treat the inputs after it as hip, cuda or c++ (SYCL with -fsycl); none: by extension">;
def c : Flag<["-"], "c">, Group<compile_Group>,
  HelpText<"Compile each source to a fat object: host object and device bitcode">;
def o : JoinedOrSeparate<["-"], "o">, Group<compile_Group>,
  MetaVarName<"<file>">, HelpText<"Write the output to <file>">;
def S : Flag<["-"], "S">, Group<compile_Group>,
  HelpText<"With -fsycl-device-only: write text">;
def E : Flag<["-"], "E">, Group<compile_Group>,
  HelpText<"Preprocess the host compile only">;
def fsyntax_only : Flag<["-"], "fsyntax-only">, Group<compile_Group>,
  HelpText<"Check host and device code, SYCL's device-code rules included">;
def MD : Flag<["-"], "MD">, Group<compile_Group>,
  HelpText<"Write a dependency file of the host and every device compile">;
def MMD : Flag<["-"], "MMD">, Group<compile_Group>,
  HelpText<"The same, without system headers">;
def MF : JoinedOrSeparate<["-"], "MF">, Group<compile_Group>,
  MetaVarName<"<file>">, HelpText<"Name of the dependency file">;
def MT : JoinedOrSeparate<["-"], "MT">, Group<compile_Group>,
  MetaVarName<"<target>">, HelpText<"Target of the dependency rule">;
def MQ : JoinedOrSeparate<["-"], "MQ">, Group<compile_Group>,
  MetaVarName<"<target>">,
  HelpText<"Target of the dependency rule, quoted for make">;
def MP : Flag<["-"], "MP">, Group<compile_Group>,
  HelpText<"An empty rule for every header">;

// General: the pipeline and prism++ itself.
def v : Flag<["-"], "v">, Group<general_Group>,
  HelpText<"Print each step as a command a shell can run; alone, the version">;
def _HASH_HASH_HASH : Flag<["-"], "###">, Group<general_Group>,
  HelpText<"Print each step, run nothing">;
def _save_temps : Flag<["--"], "save-temps">, Group<general_Group>,
  HelpText<"Keep the intermediates (device bitcode, images, container) next to the output">;
def save_temps : Flag<["-"], "save-temps">, Group<general_Group>,
  Alias<_save_temps>;
def save_temps_EQ_cwd : Flag<["-"], "save-temps=cwd">, Group<general_Group>,
  Alias<_save_temps>;
def _version : Flag<["--"], "version">, Group<general_Group>,
  HelpText<"Print prism++'s version, the Clang it is built on and where it is installed">;
def _help : Flag<["--"], "help">, Group<general_Group>,
  HelpText<"Print this help: prism++'s options, then Clang's">;
def help : Flag<["-"], "help">, Group<general_Group>, Alias<_help>;

// Clang's options with a separate value: only as written alone ("-I dir");
// "-Idir" is one argument and no option of this table.
let Group = clang_separate_Group, Flags = [HelpHidden] in {
def I : Separate<["-"], "I">;
def D : Separate<["-"], "D">;
def U : Separate<["-"], "U">;
def include_ : Separate<["-"], "include">;
def isystem : Separate<["-"], "isystem">;
def iquote : Separate<["-"], "iquote">;
def idirafter : Separate<["-"], "idirafter">;
def L : Separate<["-"], "L">;
def l : Separate<["-"], "l">;
def Xlinker : Separate<["-"], "Xlinker">;
def Xclang : Separate<["-"], "Xclang">;
def target : Separate<["-"], "target">;
def imacros : Separate<["-"], "imacros">;
def isysroot : Separate<["-"], "isysroot">;
}
