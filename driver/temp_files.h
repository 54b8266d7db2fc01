//===- temp_files.h - The intermediate files of one prism++ run -----------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// In a fresh temporary directory, removed at exit; with --save-temps, next
// to the output (<output stem>-<name>) and kept; with -###, named under
// "<tmp>" and never made.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_TEMP_FILES_H
#define PRISM_DRIVER_TEMP_FILES_H

#include "options.h"

#include <string>
#include <vector>

namespace prism::driver {

class TempFiles {
public:
  /// Throws OptionError when the temporary directory cannot be made.
  explicit TempFiles(const Options &Opts);
  ~TempFiles();
  TempFiles(const TempFiles &) = delete;
  TempFiles &operator=(const TempFiles &) = delete;

  /// The path of the intermediate Stem + Suffix.
  std::string path(const std::string &Stem, const std::string &Suffix) const;
  /// path(), noted for removal at exit.
  std::string file(const std::string &Stem, const std::string &Suffix);
  /// Notes Path, made by a tool under a name it chose, for removal at exit.
  void add(const std::string &Path) { Files.push_back(Path); }

private:
  const Options &Opts;
  std::string Dir;        // removed at exit unless --save-temps
  std::string KeptPrefix; // of the temporaries --save-temps keeps
  std::vector<std::string> Files;
};

} // namespace prism::driver

#endif // PRISM_DRIVER_TEMP_FILES_H
