//===- temp_files.cpp - The intermediate files of one prism++ run ---------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "temp_files.h"
#include "paths.h"

#include <cstdio>
#include <cstdlib>
#include <unistd.h>

namespace prism::driver {

TempFiles::TempFiles(const Options &Opts) : Opts(Opts) {
  if (Opts.SaveTemps) {
    std::string Out = Opts.Output.empty() ? "a.out" : Opts.Output;
    KeptPrefix = dirOf(Out) + "/" + stemOf(Out);
    return;
  }
  if (Opts.DryRun) {
    Dir = "<tmp>";
    return;
  }
  const char *Tmp = std::getenv("TMPDIR");
  std::string Pattern =
      std::string(Tmp && *Tmp ? Tmp : "/tmp") + "/prism-XXXXXX";
  std::vector<char> Buf(Pattern.begin(), Pattern.end());
  Buf.push_back('\0');
  if (!mkdtemp(Buf.data()))
    throw OptionError{"cannot create a temporary directory from '" + Pattern +
                      "'"};
  Dir = Buf.data();
}

TempFiles::~TempFiles() {
  if (Opts.SaveTemps || Opts.DryRun || Dir.empty())
    return;
  for (const std::string &F : Files)
    std::remove(F.c_str());
  rmdir(Dir.c_str());
}

std::string TempFiles::path(const std::string &Stem,
                            const std::string &Suffix) const {
  return Opts.SaveTemps ? KeptPrefix + "-" + Stem + Suffix
                        : Dir + "/" + Stem + Suffix;
}

std::string TempFiles::file(const std::string &Stem,
                            const std::string &Suffix) {
  std::string Path = path(Stem, Suffix);
  Files.push_back(Path);
  return Path;
}

} // namespace prism::driver
