//===- offload_container_fuzzer.cpp - Fuzzing parseContainer --------------===//
//
// Part of Prism, under the Apache License v2.0 with LLVM Exceptions.
//
// The input is a container as __hipRegisterFatBinary would hand it over.
// Random bytes rarely carry the right FNV-1a checksum, which the reader
// checks first, so each input is parsed twice: as it is, and with its
// total_size and checksum fixed up to match its bytes, which lets the
// fuzzer reach the image records, kernel tables and property lines.
//
//===----------------------------------------------------------------------===//
#include "error.h"
#include "offload_container.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {

void parse(const unsigned char *Data, size_t Size) {
  try {
    prism::Container C = prism::parseContainer(Data, Size);
    // Every byte the reader hands out must lie inside the input.
    for (const prism::ContainerImage &Image : C.Images)
      if (Image.Data < Data || Image.Size > Size ||
          Image.Data + Image.Size > Data + Size)
        std::abort();
  } catch (const prism::Error &) {
  }
}

void storeLittleEndian(unsigned char *At, uint64_t Value) {
  for (int I = 0; I < 8; ++I)
    At[I] = static_cast<unsigned char>(Value >> (8 * I));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // A copy of exactly Size bytes, so that ASan sees a read past the end.
  std::vector<unsigned char> Bytes(Data, Data + Size);
  parse(Bytes.data(), Bytes.size());
  if (Size < sizeof(prism_container_header))
    return 0;
  storeLittleEndian(Bytes.data() + offsetof(prism_container_header, total_size),
                    Size);
  storeLittleEndian(Bytes.data() + offsetof(prism_container_header, checksum),
                    prism::containerChecksum(Bytes.data(), Size));
  parse(Bytes.data(), Bytes.size());
  return 0;
}
