//===- paths.h - File names as the driver takes them apart ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_PATHS_H
#define PRISM_DRIVER_PATHS_H

#include <string>

namespace prism::driver {

/// "dir/a.cpp" -> "a.cpp".
std::string baseName(const std::string &Path);
/// "dir/a.cpp" -> "a" (a leading dot is no extension).
std::string stemOf(const std::string &Path);
/// "dir/a.cpp" -> "dir"; "a.cpp" -> ".".
std::string dirOf(const std::string &Path);
/// Path from the root, by the working directory.
std::string absolutePath(const std::string &Path);
bool fileExists(const std::string &Path);

} // namespace prism::driver

#endif // PRISM_DRIVER_PATHS_H
