//===- program_cache.cpp - prism++'s part of the program cache ------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "program_cache.h"

#include "cache_bound.h"
#include "cache_folder.h"

#include <iostream>
#include <system_error>

namespace fs = std::filesystem;

namespace prism::driver {

std::string cacheDirectory() { return cache::folder(); }

void noteCacheStore(uint64_t Bytes) {
  std::string Folder = cacheDirectory();
  if (Folder.empty())
    return;
  std::string Warning;
  uint64_t Bound = cache::maxSize(Warning);
  if (!Warning.empty())
    std::cerr << "prism++: warning: " << Warning << "\n";
  cache::noteStored(Folder, Bytes, Bound);
}

uint64_t fileBytes(const fs::path &Path) {
  std::error_code EC;
  uint64_t Size = fs::file_size(Path, EC);
  return EC ? 0 : Size;
}

std::string fileStamp(const fs::path &Path) {
  std::error_code EC;
  auto Size = fs::file_size(Path, EC);
  auto Time = fs::last_write_time(Path, EC);
  return std::to_string(Size) + ":" +
         std::to_string(Time.time_since_epoch().count());
}

} // namespace prism::driver
