//===- precompiled_header.cpp - The precompiled sycl.hpp of a compile -----===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "precompiled_header.h"

#include "precompiled_header_refusal.h"
#include "program_cache.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <system_error>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

namespace prism::driver {
namespace {

/// FNV-1a 64 over Text, continuing from Hash.
uint64_t fnv1a(const std::string &Text, uint64_t Hash) {
  for (unsigned char C : Text) {
    Hash ^= C;
    Hash *= 0x100000001b3;
  }
  return Hash;
}

/// A stamp of Prism's headers: a header edited or added gives a new key.
std::string headerTreeStamp(const std::string &IncludeDir) {
  std::string Stamp;
  std::error_code EC;
  for (fs::recursive_directory_iterator
           It(IncludeDir, fs::directory_options::follow_directory_symlink, EC),
       End;
       !EC && It != End; It.increment(EC))
    if (It->is_regular_file(EC))
      Stamp += It->path().string() + "=" + fileStamp(It->path()) + ";";
  return Stamp;
}

/// The options of Compile that shape the headers' meaning: all but the
/// compilation id, the action flag and what follows (output, dependency
/// file, source).
std::vector<std::string> configurationOf(const Command &Compile) {
  std::vector<std::string> Config;
  for (const std::string &A : Compile.Argv) {
    if (A == "-emit-llvm" || A == "-c" || A == "-fsyntax-only" || A == "-E")
      break;
    if (A.rfind("-cuid=", 0) == 0) {
      if (!Config.empty() && Config.back() == "-Xclang")
        Config.pop_back();
      continue;
    }
    Config.push_back(A);
  }
  return Config;
}

std::string building(const std::string &Path) {
  return Path + ".tmp" + std::to_string(getpid());
}

} // namespace

std::optional<PrecompiledHeader> PrecompiledHeader::of(const Command &Compile,
                                                       const Toolchain &Tools) {
  std::string Cache = cacheDirectory();
  if (Cache.empty())
    return std::nullopt;
  uint64_t Hash = 0xcbf29ce484222325;
  for (const std::string &A : configurationOf(Compile)) {
    // C++17 only (the default, and CMake's gnu++17): Clang 15's HIP device
    // compiles reading a PCH fail on libstdc++'s C++20 allocator ("no
    // matching function for call to 'operator delete'") and on its placement
    // new under gnu++20 ("different definitions in different modules").
    if (A.rfind("-std=", 0) == 0 && A != "-std=c++17" && A != "-std=gnu++17" &&
        A != "-std=c++1z" && A != "-std=gnu++1z")
      return std::nullopt;
    Hash = fnv1a(A + '\0', Hash);
  }
  Hash = fnv1a(headerTreeStamp(Tools.IncludeDir), Hash);
  Hash =
      fnv1a(fileStamp(Tools.Clang) + fileStamp(Tools.frontendPlugin()), Hash);
  char Key[17];
  std::snprintf(Key, sizeof(Key), "%016llx",
                static_cast<unsigned long long>(Hash));
  std::string Stem = Cache + "/pch/" + Key;
  return PrecompiledHeader{Stem + ".pch", Stem + ".macros"};
}

bool PrecompiledHeader::claim() const {
  std::error_code EC;
  if (!fs::exists(Pch, EC) || !fs::exists(Macros, EC))
    return false;
  fs::last_write_time(Pch, fs::file_time_type::clock::now(), EC);
  return true;
}

Command PrecompiledHeader::use(const Command &Compile) const {
  Command C = Compile;
  C.Argv.insert(C.Argv.end() - 1,
                {"-Xclang", "-include-pch", "-Xclang", Pch, "-Xclang",
                 "-plugin-arg-prism", "-Xclang", "pch-macros=" + Macros});
  return C;
}

bool PrecompiledHeader::makeFolder() const {
  std::error_code EC;
  fs::create_directories(fs::path(Pch).parent_path(), EC);
  return !EC;
}

Command PrecompiledHeader::build(const Command &Compile,
                                 const Toolchain &Tools) const {
  Command C{configurationOf(Compile)};
  C.Argv.insert(C.Argv.end(),
                {"-fsyntax-only", "-Xclang", "-emit-pch", "-Xclang", "-o",
                 "-Xclang", building(Pch), "-Xclang", "-plugin-arg-prism",
                 "-Xclang", "pch-macros-out=" + building(Macros),
                 Tools.IncludeDir + "/sycl/sycl.hpp"});
  return C;
}

bool PrecompiledHeader::commit() const {
  std::error_code EC;
  if (!fs::exists(building(Pch), EC) || !fs::exists(building(Macros), EC)) {
    remove();
    return false;
  }
  fs::rename(building(Macros), Macros, EC);
  if (!EC)
    fs::rename(building(Pch), Pch, EC);
  if (EC) {
    remove();
    return false;
  }
  noteCacheStore(fileBytes(Pch) + fileBytes(Macros));
  return true;
}

void PrecompiledHeader::remove() const {
  for (const std::string &F : {Pch, Macros, building(Pch), building(Macros)})
    std::remove(F.c_str());
}

bool isStalePrecompiledHeader(const std::string &StderrFile) {
  std::ifstream In(StderrFile, std::ios::binary);
  std::string Messages((std::istreambuf_iterator<char>(In)),
                       std::istreambuf_iterator<char>());
  if (Messages.find(PrecompiledHeaderRefusal) != std::string::npos)
    return false;
  return Messages.find("precompiled header") != std::string::npos ||
         Messages.find("PCH file") != std::string::npos;
}

} // namespace prism::driver
