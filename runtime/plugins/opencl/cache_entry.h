//===- cache_entry.h - The bytes of one disk cache entry ------------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// An entry of the OpenCL plugin's disk cache (disk_cache.cpp) is a header,
// the magic "PRISMCL1", the payload's size and its 128-bit FNV-1a hash, then
// the payload. Encoding and checking an entry are pure functions of its
// bytes, apart from the file system, so that a damaged entry of any shape is
// tested (and fuzzed: test/fuzz) without a cache directory.
//
//===----------------------------------------------------------------------===//
#ifndef PRISM_OPENCL_CACHE_ENTRY_H
#define PRISM_OPENCL_CACHE_ENTRY_H

#include <cstddef>
#include <cstdint>
#include <string>

namespace prism::opencl {

/// 128-bit FNV-1a, the hash of cache keys and entry payloads.
class Fnv1a128 {
public:
  void add(const void *Data, size_t Size);
  /// Length first, so that ("ab", "c") and ("a", "bc") differ.
  void addField(const void *Data, size_t Size);
  void addField(const std::string &Text) { addField(Text.data(), Text.size()); }
  uint64_t high() const { return static_cast<uint64_t>(State >> 64); }
  uint64_t low() const { return static_cast<uint64_t>(State); }

private:
  using u128 = unsigned __int128;
  static constexpr u128 Prime = (u128(1) << 88) | 0x13b;
  u128 State = (u128(0x6c62272e07bb0142ULL) << 64) | 0x62b821756295c58dULL;
};

/// The entry holding Payload: header, then the payload.
std::string encodeCacheEntry(const std::string &Payload);

/// Checks the bytes of an entry as read from its file and puts its payload
/// into Payload. Returns null for a sound entry, else why it is not one
/// (Payload is then empty).
const char *decodeCacheEntry(const std::string &Entry, std::string &Payload);

} // namespace prism::opencl

#endif // PRISM_OPENCL_CACHE_ENTRY_H
