//===- cache_entry.cpp - The bytes of one disk cache entry ----------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
#include "cache_entry.h"

#include <cstring>

namespace prism::opencl {

namespace {

constexpr char EntryMagic[8] = {'P', 'R', 'I', 'S', 'M', 'C', 'L', '1'};

struct EntryHeader {
  char Magic[8];
  uint64_t PayloadSize;
  uint64_t PayloadHashHigh;
  uint64_t PayloadHashLow;
};

Fnv1a128 payloadHash(const char *Data, size_t Size) {
  Fnv1a128 Hash;
  Hash.add(Data, Size);
  return Hash;
}

} // namespace

void Fnv1a128::add(const void *Data, size_t Size) {
  const auto *Bytes = static_cast<const unsigned char *>(Data);
  for (size_t I = 0; I < Size; ++I) {
    State ^= Bytes[I];
    State *= Prime;
  }
}

void Fnv1a128::addField(const void *Data, size_t Size) {
  uint64_t Length = Size;
  add(&Length, sizeof Length);
  add(Data, Size);
}

std::string encodeCacheEntry(const std::string &Payload) {
  Fnv1a128 Hash = payloadHash(Payload.data(), Payload.size());
  EntryHeader Header;
  std::memcpy(Header.Magic, EntryMagic, sizeof EntryMagic);
  Header.PayloadSize = Payload.size();
  Header.PayloadHashHigh = Hash.high();
  Header.PayloadHashLow = Hash.low();
  std::string Entry(reinterpret_cast<const char *>(&Header), sizeof Header);
  return Entry + Payload;
}

const char *decodeCacheEntry(const std::string &Entry, std::string &Payload) {
  Payload.clear();
  EntryHeader Header;
  if (Entry.size() < sizeof Header)
    return "it is shorter than an entry header";
  std::memcpy(&Header, Entry.data(), sizeof Header);
  if (std::memcmp(Header.Magic, EntryMagic, sizeof EntryMagic) != 0)
    return "its header is not a Prism cache entry header";
  // Compared with what the file holds before anything is allocated: a
  // damaged size field must not ask for exabytes.
  if (Header.PayloadSize != Entry.size() - sizeof Header)
    return "its size does not match its header";
  Fnv1a128 Hash =
      payloadHash(Entry.data() + sizeof Header, Entry.size() - sizeof Header);
  if (Hash.high() != Header.PayloadHashHigh ||
      Hash.low() != Header.PayloadHashLow)
    return "its contents do not match the hash in its header";
  Payload.assign(Entry, sizeof Header);
  return nullptr;
}

} // namespace prism::opencl
