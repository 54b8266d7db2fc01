//===- paths.cpp - File names as the driver takes them apart --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "paths.h"

#include <fstream>
#include <unistd.h>

namespace prism::driver {

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

bool fileExists(const std::string &Path) { return std::ifstream(Path).good(); }

} // namespace prism::driver
