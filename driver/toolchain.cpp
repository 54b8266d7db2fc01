//===- toolchain.cpp - Where prism++ finds its tools and resources --------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "toolchain.h"
#include "tool_paths.h"

#include <climits>
#include <unistd.h>

namespace prism::driver {

namespace {

std::string parentDir(const std::string &Path) {
  size_t Slash = Path.find_last_of('/');
  if (Slash == std::string::npos)
    return ".";
  return Slash == 0 ? "/" : Path.substr(0, Slash);
}

std::string runningExecutable() {
  char Buf[PATH_MAX];
  ssize_t N = readlink("/proc/self/exe", Buf, sizeof(Buf) - 1);
  if (N <= 0)
    return "prism++";
  Buf[N] = '\0';
  return Buf;
}

} // namespace

bool Toolchain::libDirNeedsRpath() const {
  // LibDir is <prefix>/lib with the prefix of a resolved path: of the
  // loader's default directories, only /lib and /usr/lib have that form.
  return LibDir != "/lib" && LibDir != "/usr/lib";
}

std::string Toolchain::frontendPlugin() const {
  return ResourceDir + "/PrismFrontend.so";
}

std::string Toolchain::passPlugin() const {
  return ResourceDir + "/PrismPasses.so";
}

std::string Toolchain::deviceLibrary(const std::string &Target) const {
  return ResourceDir + "/devicelib-" + Target + ".bc";
}

Toolchain Toolchain::locate() {
  Toolchain T;
  T.BinDir = parentDir(runningExecutable());
  std::string Prefix = parentDir(T.BinDir);
  T.LibDir = Prefix + "/lib";
  T.ResourceDir = T.LibDir + "/prism";
  // Not <prefix>/include: under /usr that is a default include directory,
  // which -isystem would move ahead of libstdc++'s (breaking its
  // #include_next), and where cuda_runtime.h and hip/ belong to the vendors'
  // packages.
  T.IncludeDir = T.ResourceDir + "/include";
  T.Clang = PRISM_TOOL_CLANGXX;
  T.LlvmLink = PRISM_TOOL_LLVM_LINK;
  T.Opt = PRISM_TOOL_OPT;
  T.Llc = PRISM_TOOL_LLC;
  T.LlvmSpirv = PRISM_TOOL_LLVM_SPIRV;
  T.OffloadBundler = PRISM_TOOL_OFFLOAD_BUNDLER;
  T.LlvmObjcopy = PRISM_TOOL_LLVM_OBJCOPY;
  T.Assembler = PRISM_TOOL_ASSEMBLER;
  T.OffloadWrapper = T.BinDir + "/prism-offload-wrapper";
  T.SpirvTranslate = T.BinDir + "/prism-spirv-translate";
  T.DeviceLink = T.BinDir + "/prism-device-link";
  T.SpirvVal = PRISM_TOOL_SPIRV_VAL;
  return T;
}

} // namespace prism::driver
