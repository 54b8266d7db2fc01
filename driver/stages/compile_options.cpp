//===- compile_options.cpp - What a source's two compiles share -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "compile_options.h"
#include "paths.h"

#include <cstdint>
#include <cstdio>

namespace prism::driver {

namespace {

/// FNV-1a 64, for the compilation id.
uint64_t fnv1a(const std::string &Text, uint64_t Hash = 0xcbf29ce484222325) {
  for (unsigned char C : Text) {
    Hash ^= C;
    Hash *= 0x100000001b3;
  }
  return Hash;
}

bool hasStdOption(const std::vector<std::string> &Args) {
  for (const std::string &A : Args)
    if (A.rfind("-std=", 0) == 0)
      return true;
  return false;
}

} // namespace

std::string compilationId(const std::string &Source) {
  char Buf[17];
  std::snprintf(Buf, sizeof(Buf), "%016llx",
                static_cast<unsigned long long>(fnv1a(absolutePath(Source))));
  return Buf;
}

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

std::vector<std::string> commonCompileArgs(const Compilation &C,
                                           Language Lang) {
  const Options &Opts = C.Opts;
  std::vector<std::string> Args;
  if (Lang != Language::Cxx)
    Args = {"-fgpu-rdc", "-nogpulib", "-nogpuinc"};
  Args.insert(Args.end(), {"-isystem", C.Tools.IncludeDir, "-D__PRISM__=1"});
  if (Lang == Language::Sycl || Opts.Sycl)
    Args.push_back("-DSYCL_LANGUAGE_VERSION=202012L");
  if (!hasStdOption(Opts.CommonCompileArgs))
    Args.push_back("-std=c++17");
  Args.insert(Args.end(), Opts.CommonCompileArgs.begin(),
              Opts.CommonCompileArgs.end());
  return Args;
}

} // namespace prism::driver
