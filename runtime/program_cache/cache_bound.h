//===- cache_bound.h - The program cache's size bound ---------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The program cache's folder is filled by prism++ (pch/, device-images/)
// and by the OpenCL plugin (opencl-<key>.<kind>), from any number of
// processes at once. Its size is bounded by PRISM_CACHE_MAX_SIZE (default
// 1 GiB); when a store takes the folder past the bound, the least recently
// used entries go until it is at 3/4 of it.
//
// An entry is a file of the folder, a file of one of its subfolders (files
// of a subfolder that differ only in extension, a precompiled header and
// its macro list, are one entry), or a folder two levels down (a link's
// device images). Its last use is its newest modification time: a reader
// refreshes it on a hit (touchEntry), since access times are not kept on
// noatime or relatime mounts. Names holding ".tmp" are writes in progress,
// skipped (removed after a day, left by a writer that died).
//
// The total is kept in the folder's "usage" file, updated under an flock
// of it: a store adds its size, and only a store that crosses the bound
// scans the folder, so a hit costs one time stamp. Eviction unlinks files:
// a reader that has one open keeps reading it whole.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_PROGRAM_CACHE_CACHE_BOUND_H
#define PRISM_PROGRAM_CACHE_CACHE_BOUND_H

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace prism::cache {

/// The default bound: 1 GiB.
constexpr uint64_t DefaultMaxSize = uint64_t(1) << 30;

/// Parses a size in bytes with an optional K, M or G suffix (powers of
/// 1024, case-insensitive, an optional trailing "B" or "iB"); 0 means
/// unbounded. Nothing for anything else, overflow included.
std::optional<uint64_t> parseSize(const std::string &Text);

/// The bound PRISM_CACHE_MAX_SIZE sets (0: none), else DefaultMaxSize.
/// A value that is not a size gives the default and a warning in Warning,
/// naming the variable; Warning is left empty otherwise.
uint64_t maxSize(std::string &Warning);

/// Notes that an entry of Bytes was stored in Folder (the cache's root);
/// when that takes the recorded total past MaxSize (non-zero), evicts the
/// least recently used entries down to 3/4 of it. Returns the entries
/// removed. Never throws: the cache only saves time.
unsigned noteStored(const std::filesystem::path &Folder, uint64_t Bytes,
                    uint64_t MaxSize);

/// Marks an entry (a file, or a folder's file) used now.
void touchEntry(const std::filesystem::path &Path);

/// Scans Folder and removes the least recently used entries until they
/// total at most Target bytes; Remaining gets what is left. Returns the
/// entries removed.
unsigned evictDownTo(const std::filesystem::path &Folder, uint64_t Target,
                     uint64_t &Remaining);

} // namespace prism::cache

#endif // PRISM_PROGRAM_CACHE_CACHE_BOUND_H
