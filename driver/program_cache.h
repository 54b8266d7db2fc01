//===- program_cache.h - prism++'s part of the program cache --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The program cache is shared by the runtime (built programs) and prism++
// (precompiled headers, device images of links): one folder, found alike.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_DRIVER_PROGRAM_CACHE_H
#define PRISM_DRIVER_PROGRAM_CACHE_H

#include <cstdint>
#include <filesystem>
#include <string>

namespace prism::driver {

/// The program cache's folder, as the runtime finds it (docs/user-guide.md:
/// PRISM_CACHE_DIR, else $XDG_CACHE_HOME/prism, else ~/.cache/prism); empty
/// when the cache is off (PRISM_CACHE_DISABLE=1).
std::string cacheDirectory();

/// Counts Bytes just stored in the cache toward its size bound
/// (PRISM_CACHE_MAX_SIZE), which may evict least recently used entries
/// (runtime/program_cache/cache_bound.h). A bad PRISM_CACHE_MAX_SIZE is
/// warned about on standard error.
void noteCacheStore(uint64_t Bytes);

/// The size of a file; 0 when it cannot be read.
uint64_t fileBytes(const std::filesystem::path &Path);

/// What identifies a file's version: its size and modification time.
std::string fileStamp(const std::filesystem::path &Path);

} // namespace prism::driver

#endif // PRISM_DRIVER_PROGRAM_CACHE_H
